import type { BusinessModelAnswers, BusinessModelName } from '../../../machines/shared/business-model';
import { getSupabase } from './client';
import type { BusinessModelRoi } from './database';
import { authorLabel } from './people';

/**
 * One Save Results record (the shape of the wizard's `SavedResult`): when (ISO time), what was
 * recommended, the answers, and the ROI at the chosen occupancy in whole US dollars.
 */
export interface SavedResult {
  savedAt: string;
  recommendation: BusinessModelName;
  answers: BusinessModelAnswers;
  roi: BusinessModelRoi;
}

/** A result the lodge saved (issue 8): the figures, when, and who saved it. */
export interface LodgeBusinessResult extends SavedResult {
  id: string;
  /** The author's display name (`created_by` → profiles). */
  authorName: string;
}

const columns =
  'id, answers, recommendation, occupancy, roi, created_at, author:profiles(full_name, username)';

/**
 * The lodge's saved Business Model results, newest first (issue 8: "step 8 lists earlier saved
 * results"). Members of every role read them (RLS). @throws the PostgREST error.
 */
export async function fetchBusinessModelResults(lodgeId: string): Promise<LodgeBusinessResult[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('business_model_results')
    .select(columns)
    .eq('lodge_id', lodgeId)
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data.map((row) => ({
    id: row.id,
    savedAt: row.created_at,
    // Written by insertBusinessModelResult from these very types (src/lib/supabase/database.ts).
    recommendation: row.recommendation,
    answers: row.answers,
    roi: { ...row.roi, occupancy: row.occupancy },
    authorName: authorLabel(row.author),
  }));
}

/**
 * Keeps a Save Results record for the lodge (answers, recommendation, ROI at the chosen occupancy);
 * the server stamps the time and author. @throws the PostgREST error (42501 for staff and trustees).
 */
export async function insertBusinessModelResult(lodgeId: string, result: SavedResult): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('business_model_results').insert({
    lodge_id: lodgeId,
    answers: result.answers,
    recommendation: result.recommendation,
    occupancy: result.roi.occupancy,
    roi: result.roi,
  });
  if (error) throw error;
}
