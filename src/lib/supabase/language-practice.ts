import { getSupabase } from './client';

/**
 * The signed-in member's language practice figures in one lodge (RPC `language_practice_summary`,
 * counted on the lodge's calendar; spec §9 sample "5 of 7 days", streak 3, best 12).
 */
export interface PracticeSummary {
  /** Distinct days practised in the rolling last 7 days, today included. */
  daysPractised: number;
  /** Consecutive days ending today (or yesterday while today is not yet practised). */
  streakDays: number;
  bestStreakDays: number;
  practisedToday: boolean;
}

/** A `language_practice_summary` row as the app's PracticeSummary. */
export const practiceFromRow = (row: {
  days_practised: number;
  streak_days: number;
  best_streak_days: number;
  practised_today: boolean;
}): PracticeSummary => ({
  daysPractised: row.days_practised,
  streakDays: row.streak_days,
  bestStreakDays: row.best_streak_days,
  practisedToday: row.practised_today,
});

/** Reads the caller's practice summary; zeros for a non-member. @throws the PostgREST error. */
export async function fetchPracticeSummary(lodgeId: string): Promise<PracticeSummary> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('language_practice_summary', { p_lodge_id: lodgeId }).single();
  if (error) throw error;
  return practiceFromRow(data);
}

/**
 * Records "practised today" for the signed-in member (the server fills `practiced_on` with the
 * lodge's today). Idempotent for the day: a second call finds the existing row (unique lodge, user,
 * day) and changes nothing. RLS: owner, manager, staff. @returns the new summary. @throws the
 * PostgREST error.
 */
export async function recordPracticeToday(lodgeId: string, pathId?: string): Promise<PracticeSummary> {
  const supabase = await getSupabase();
  const { error } = await supabase
    .from('language_practice')
    .upsert(
      { lodge_id: lodgeId, path_id: pathId ?? null },
      { onConflict: 'lodge_id,user_id,practiced_on', ignoreDuplicates: true },
    );
  if (error) throw error;
  return fetchPracticeSummary(lodgeId);
}
