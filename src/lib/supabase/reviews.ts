import type { GuestReview } from '../../data/experience';
import { getSupabase } from './client';

const columns = 'id, guest_name, review_date, body, rating, review_replies(id, body)';

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
  return data.map((row) => ({
    id: row.id,
    name: row.guest_name,
    date: row.review_date,
    text: row.body,
    rating: row.rating as GuestReview['rating'], // the table's check keeps it 1-5
    replied: row.review_replies.length > 0,
    reply: row.review_replies[0]?.body ?? null,
  }));
}

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
