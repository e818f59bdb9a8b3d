import type { GuestReview } from '../../data/experience';
import { getSupabase } from './client';
import { changedColumns, updateIfUnchanged, type Edited } from './update-if-unchanged';

const columns = 'id, guest_name, review_date, body, rating, updated_at, review_replies(id, body)';

/**
 * The lodge's guest reviews, newest first (spec §3: name, date, text, rating 1-5, replied). A review
 * counts as replied once it has at least one `review_replies` row. @throws the PostgREST error.
 */
export async function fetchReviews(lodgeId: string): Promise<GuestReview[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('reviews')
    .select(columns)
    .eq('lodge_id', lodgeId)
    .order('review_date', { ascending: false });
  if (error) throw error;
  return data.map(reviewFromRow);
}

/** A `reviews` row as read with {@link columns}. */
interface ReviewRow {
  id: string;
  guest_name: string;
  review_date: string;
  body: string;
  /** The table's check keeps it 1-5 (src/lib/supabase/database.ts). */
  rating: GuestReview['rating'];
  updated_at?: string;
  review_replies: { id: string; body: string }[];
}

/** A `reviews` row as the app's GuestReview (`updatedAt`: the version an edit is conditional on, issue 33). */
const reviewFromRow = (row: ReviewRow): GuestReview => ({
  id: row.id,
  name: row.guest_name,
  date: row.review_date,
  text: row.body,
  rating: row.rating,
  replied: row.review_replies.length > 0,
  reply: row.review_replies[0]?.body ?? null,
  ...(row.updated_at ? { updatedAt: row.updated_at } : {}),
});

/**
 * Keeps the lodge's reply to a review (issue 8: "managers write a reply to a review"); the body is
 * trimmed. @throws the PostgREST error (42501 for staff and trustees, 23514 for a blank reply).
 */
export async function insertReviewReply(lodgeId: string, reviewId: string, body: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase
    .from('review_replies')
    .insert({ lodge_id: lodgeId, review_id: reviewId, body: body.trim() });
  if (error) throw error;
}

/** What an owner or manager may change on a review (issue 18). */
export interface ReviewChanges {
  name: string;
  /** `YYYY-MM-DD`. */
  date: string;
  text: string;
  rating: GuestReview['rating'];
}

/** The `reviews` columns a review's changes write. */
const reviewColumns = (changes: ReviewChanges) => ({
  guest_name: changes.name.trim(),
  review_date: changes.date,
  body: changes.text,
  rating: changes.rating,
});

/**
 * Changes what the person changed of a review (owners and managers; RLS "Owners and managers edit
 * reviews") against `opened` (the review as the form showed it), only while it is still the version
 * `seen` (default: `opened`'s; Keep mine passes theirs). Issue 33 "No lost updates, anywhere".
 * @returns `{ saved }`, or `{ theirs }` when someone changed it meanwhile (nothing written).
 * @throws `RowGone` when it was deleted meanwhile (or is not the caller's to change); the PostgREST
 * error (42501 for staff and trustees).
 */
export function updateReview(
  opened: GuestReview,
  changes: ReviewChanges,
  seen: string | null | undefined = opened.updatedAt,
): Promise<Edited<GuestReview>> {
  const edit = changedColumns(reviewColumns(opened), reviewColumns(changes));
  return updateIfUnchanged('reviews', opened.id, seen, edit, columns, reviewFromRow);
}

/**
 * Adds a review the lodge received (owners and managers; RLS "Owners and managers add reviews",
 * issue 34: "No guest reviews yet" has its Add), under a client-made `id` so a retried save cannot
 * add it twice. The name is trimmed.
 * @throws the PostgREST error (42501 for staff and trustees, 23514 for a blank name).
 */
export async function insertReview(lodgeId: string, id: string, review: ReviewChanges): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('reviews').insert({
    id,
    lodge_id: lodgeId,
    guest_name: review.name.trim(),
    review_date: review.date,
    body: review.text,
    rating: review.rating,
  });
  // 23505 on the row's own id: an earlier try of this same save was kept (its answer was lost).
  if (error && error.code !== '23505') throw error;
}

/** Deletes a review and its replies (owners and managers). @throws the PostgREST error (42501 for staff and trustees). */
export async function deleteReview(lodgeId: string, reviewId: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('reviews').delete().eq('lodge_id', lodgeId).eq('id', reviewId);
  if (error) throw error;
}
