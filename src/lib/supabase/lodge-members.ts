import type { LodgeRole } from '../../../machines/shared/lodge-types';
import { getSupabase } from './client';

/** A member of a lodge as the Team page lists them. */
export interface LodgeMember {
  userId: string;
  fullName: string | null;
  username: string | null;
  role: LodgeRole;
}

/**
 * The lodge's members with name, username and role (profiles embedded through `user_id`), in the order
 * they joined: a role change never moves a row under the finger (issue 18). @throws the PostgREST error.
 */
export async function fetchLodgeMembers(lodgeId: string): Promise<LodgeMember[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('lodge_members')
    .select('user_id, role, person:profiles!lodge_members_user_id_fkey(full_name, username)')
    .eq('lodge_id', lodgeId)
    .order('created_at');
  if (error) throw error;
  return data.map((row): LodgeMember => ({
    userId: row.user_id,
    role: row.role,
    fullName: row.person?.full_name ?? null,
    username: row.person?.username ?? null,
  }));
}

/**
 * Gives a member another role. Refused with 42501 `only_owners_manage_owners` / `last_owner` when the
 * caller may not. @throws the PostgREST error.
 */
export async function changeMemberRole(lodgeId: string, userId: string, role: LodgeRole): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase
    .from('lodge_members')
    .update({ role })
    .eq('lodge_id', lodgeId)
    .eq('user_id', userId);
  if (error) throw error;
}

/**
 * Removes a member from the lodge (their own row: leaving). Refused with 42501 when the caller may not
 * (e.g. a manager removing an owner). @throws the PostgREST error.
 */
export async function removeMember(lodgeId: string, userId: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase
    .from('lodge_members')
    .delete()
    .eq('lodge_id', lodgeId)
    .eq('user_id', userId);
  if (error) throw error;
}

/**
 * The signed-in person's role in `lodgeId` as the server has it now (null when not a member): Needs
 * attention names it when a waiting write was refused for the role (issue 18). @throws the PostgREST
 * error.
 */
export async function fetchMyRole(lodgeId: string): Promise<LodgeRole | null> {
  const supabase = await getSupabase();
  const { data: session } = await supabase.auth.getSession();
  const userId = session.session?.user.id;
  if (!userId) return null;
  const { data, error } = await supabase
    .from('lodge_members')
    .select('role')
    .eq('lodge_id', lodgeId)
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw error;
  return data?.role ?? null;
}
