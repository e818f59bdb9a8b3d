import type { FeedbackItem } from '../../data/experience';
import { getSupabase } from './client';

/**
 * The `position` of a row added in the app: after the ones the lodge started with (1, 2, 3), and
 * among themselves in the order they were added (the list's second key is `created_at`).
 */
const ADDED_POSITION = 1000;

/**
 * The lodge's guest feedback scores by category, in their order (spec §3 "Feedback item": category,
 * score in percent, feedback; the sample lodge's 92, 86, 90 %). @throws the PostgREST error.
 */
export async function fetchFeedbackScores(lodgeId: string): Promise<FeedbackItem[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('feedback_scores')
    .select('id, category, score, feedback')
    .eq('lodge_id', lodgeId)
    .order('position')
    .order('created_at');
  if (error) throw error;
  return data;
}

/** What an owner or manager may change on a feedback score (issue 18). */
export type FeedbackChanges = Omit<FeedbackItem, 'id'>;

/**
 * Changes a feedback score (owners and managers). @throws the PostgREST error (42501 for staff and
 * trustees); an Error when no row changed (deleted meanwhile).
 */
export async function updateFeedbackScore(
  lodgeId: string,
  scoreId: string,
  changes: FeedbackChanges,
): Promise<void> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('feedback_scores')
    .update({ category: changes.category.trim(), score: changes.score, feedback: changes.feedback })
    .eq('lodge_id', lodgeId)
    .eq('id', scoreId)
    .select('id');
  if (error) throw error;
  if (data.length === 0) throw new Error('This score was deleted meanwhile.');
}

/**
 * Adds a feedback score by category (owners and managers; issue 34), last in the list, under a
 * client-made `id` (a retried save cannot add it twice). @throws the PostgREST error (42501 for staff
 * and trustees, 23514 for a blank category or a score outside 0-100).
 */
export async function insertFeedbackScore(
  lodgeId: string,
  id: string,
  score: FeedbackChanges,
): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('feedback_scores').insert({
    id,
    lodge_id: lodgeId,
    category: score.category.trim(),
    score: score.score,
    feedback: score.feedback,
    position: ADDED_POSITION,
  });
  // 23505 on the row's own id: an earlier try of this same save was kept (its answer was lost).
  if (error && error.code !== '23505') throw error;
}

/** Deletes a feedback score (owners and managers). @throws the PostgREST error (42501 for staff and trustees). */
export async function deleteFeedbackScore(lodgeId: string, scoreId: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('feedback_scores').delete().eq('lodge_id', lodgeId).eq('id', scoreId);
  if (error) throw error;
}
