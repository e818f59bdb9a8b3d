import { getSupabase } from './client';

/** One member's progress on one training module: percent 0-100, `completedAt` ISO time or null. */
export interface ModuleProgress {
  moduleId: string;
  progress: number;
  completedAt: string | null;
}

/**
 * The signed-in member's progress rows in a lodge, by module id (RLS: read own rows). Modules with no
 * row have not been started (0 %). @throws the PostgREST error.
 */
export async function fetchTrainingProgress(lodgeId: string): Promise<Map<string, ModuleProgress>> {
  const supabase = await getSupabase();
  const {
    data: { session },
  } = await supabase.auth.getSession();
  const userId = session?.user.id;
  if (!userId) return new Map();
  const { data, error } = await supabase
    .from('training_progress')
    .select('module_id, progress, completed_at')
    .eq('lodge_id', lodgeId)
    .eq('user_id', userId);
  if (error) throw error;
  return new Map(
    data.map((row) => [
      row.module_id,
      { moduleId: row.module_id, progress: row.progress, completedAt: row.completed_at },
    ]),
  );
}

/**
 * Undo of "Mark as done" (issue 18): puts the signed-in member's progress on a module back to
 * `progress` (0-100; the server clears `completed_at` below 100). @returns the saved row.
 * @throws the PostgREST error (42501 for trustees, 23514 out of range).
 */
export async function setModuleProgress(
  lodgeId: string,
  moduleId: string,
  progress: number,
): Promise<ModuleProgress> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('training_progress')
    .upsert(
      { lodge_id: lodgeId, module_id: moduleId, progress },
      { onConflict: 'lodge_id,user_id,module_id' },
    )
    .select('module_id, progress, completed_at')
    .single();
  if (error) throw error;
  return { moduleId: data.module_id, progress: data.progress, completedAt: data.completed_at };
}

/**
 * "Mark as done": sets the signed-in member's progress on a module to 100 (upsert on
 * lodge_id, user_id, module_id; the server sets `completed_at`). RLS allows owner, manager and staff
 * only; a trustee gets a PostgREST 42501 error. @returns the saved row. @throws the PostgREST error.
 */
export async function markModuleDone(lodgeId: string, moduleId: string): Promise<ModuleProgress> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('training_progress')
    .upsert(
      { lodge_id: lodgeId, module_id: moduleId, progress: 100 },
      { onConflict: 'lodge_id,user_id,module_id' },
    )
    .select('module_id, progress, completed_at')
    .single();
  if (error) throw error;
  return { moduleId: data.module_id, progress: data.progress, completedAt: data.completed_at };
}
