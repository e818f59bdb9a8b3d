import { getSupabase } from './client';

/** Who works which day: one row per staff member and day. */
export interface Shift {
  id: string;
  staffMemberId: string;
  /** `YYYY-MM-DD`. */
  date: string;
}

/** The lodge's shifts from `from` to `to` (inclusive). @throws the PostgREST error. */
export async function fetchShifts(lodgeId: string, from: string, to: string): Promise<Shift[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('shifts')
    .select('id, staff_member_id, date')
    .eq('lodge_id', lodgeId)
    .gte('date', from)
    .lte('date', to);
  if (error) throw error;
  return data.map((row) => ({ id: row.id, staffMemberId: row.staff_member_id, date: row.date }));
}
