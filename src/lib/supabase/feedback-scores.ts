import type { FeedbackItem } from '../../data/experience';
import { getSupabase } from './client';
import { changedColumns, updateIfUnchanged, type Edited } from './update-if-unchanged';

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
    .select(columns)
    .eq('lodge_id', lodgeId)
    .order('position')
    .order('created_at');
  if (error) throw error;
  return data.map(feedbackFromRow);
}

const columns = 'id, category, score, feedback, updated_at';

/** A `feedback_scores` row as the app's FeedbackItem (`updatedAt`: the version an edit is conditional on, issue 33). */
const feedbackFromRow = ({
  updated_at,
  ...row
}: Omit<FeedbackItem, 'updatedAt'> & { updated_at?: string }): FeedbackItem => ({
  id: row.id,
  category: row.category,
  score: row.score,
  feedback: row.feedback,
  ...(updated_at ? { updatedAt: updated_at } : {}),
});

/** What an owner or manager may change on a feedback score (issue 18). */
export type FeedbackChanges = Omit<FeedbackItem, 'id' | 'updatedAt'>;

/** The `feedback_scores` columns a score's changes write. */
const feedbackColumns = (changes: FeedbackChanges) => ({
  category: changes.category.trim(),
  score: changes.score,
  feedback: changes.feedback,
});

/**
 * Changes what the person changed of a feedback score (owners and managers) against `opened` (as the
 * form showed it), only while it is still the version `seen` (default: `opened`'s; Keep mine passes
 * theirs). Issue 33 "No lost updates, anywhere".
 * @returns `{ saved }`, or `{ theirs }` when someone changed it meanwhile (nothing written).
 * @throws `RowGone` when it was deleted meanwhile; the PostgREST error (42501 for staff and trustees).
 */
export function updateFeedbackScore(
  opened: FeedbackItem,
  changes: FeedbackChanges,
  seen: string | null | undefined = opened.updatedAt,
): Promise<Edited<FeedbackItem>> {
  const edit = changedColumns(feedbackColumns(opened), feedbackColumns(changes));
  return updateIfUnchanged('feedback_scores', opened.id, seen, edit, columns, feedbackFromRow);
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
