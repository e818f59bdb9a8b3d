import type { FeedbackItem } from '../../data/experience';
import { getSupabase } from './client';

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
