import type { BusinessModelAnswers, BusinessModelName } from '../../../machines/shared/business-model';
import type { Json } from './database.types';
import { getSupabase } from './client';
import { authorLabel, type PersonName } from './people';

/**
 * One Save Results record (the shape of the wizard's `SavedResult`): when (ISO time), what was
 * recommended, the answers, and the ROI at the chosen occupancy in whole US dollars.
 */
export interface SavedResult {
  savedAt: string;
  recommendation: BusinessModelName;
  answers: BusinessModelAnswers;
  roi: {
    /** Percent, 0-100. */
    occupancy: number;
    totalRevenue: number;
    totalProfit: number;
    companyShare: number;
    communityFund: number;
  };
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
    // Written by insertBusinessModelResult from these very types; the table checks they are objects.
    recommendation: row.recommendation as SavedResult['recommendation'],
    answers: row.answers as unknown as SavedResult['answers'],
    roi: { ...(row.roi as unknown as SavedResult['roi']), occupancy: row.occupancy },
    authorName: authorLabel(row.author as PersonName | null),
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
    answers: result.answers as unknown as Json,
    recommendation: result.recommendation,
    occupancy: result.roi.occupancy,
    roi: result.roi as unknown as Json,
  });
  if (error) throw error;
}
