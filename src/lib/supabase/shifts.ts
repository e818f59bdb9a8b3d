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

/** Puts a staff member on shift for a day (managers). @throws the PostgREST error. */
export async function insertShift(lodgeId: string, staffMemberId: string, date: string): Promise<Shift> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('shifts')
    .insert({ id: crypto.randomUUID(), lodge_id: lodgeId, staff_member_id: staffMemberId, date })
    .select('id, staff_member_id, date')
    .single();
  if (error) throw error;
  return { id: data.id, staffMemberId: data.staff_member_id, date: data.date };
}

/** Takes a shift off the rota (managers). @throws the PostgREST error. */
export async function deleteShift(shiftId: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('shifts').delete().eq('id', shiftId);
  if (error) throw error;
}
