import { getSupabase } from './client';

/** Who works which day: one row per staff member and day. */
export interface Shift {
  id: string;
  staffMemberId: string;
  /** `YYYY-MM-DD`. */
  date: string;
}

const fromRow = (row: { id: string; staff_member_id: string; date: string }): Shift => ({
  id: row.id,
  staffMemberId: row.staff_member_id,
  date: row.date,
});

/** The lodge's shifts from `from` to `to` (inclusive, `YYYY-MM-DD`). @throws the PostgREST error. */
export async function fetchShifts(lodgeId: string, from: string, to: string): Promise<Shift[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('shifts')
    .select('id, staff_member_id, date')
    .eq('lodge_id', lodgeId)
    .gte('date', from)
    .lte('date', to);
  if (error) throw error;
  return data.map(fromRow);
}

/**
 * Puts a staff member on shift on `date` (`YYYY-MM-DD`). Idempotent: one row per person and day
 * (the table's unique (staff_member_id, date)), so a retry or a second manager's tap changes nothing.
 * @throws the PostgREST error (42501 for staff and trustees).
 */
export async function addShift(lodgeId: string, staffMemberId: string, date: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase
    .from('shifts')
    .upsert(
      { lodge_id: lodgeId, staff_member_id: staffMemberId, date },
      { onConflict: 'staff_member_id,date', ignoreDuplicates: true },
    );
  if (error) throw error;
}

/**
 * Takes a staff member off shift on `date` (`YYYY-MM-DD`); nothing happens when they were not on it.
 * @throws the PostgREST error (42501 for staff and trustees).
 */
export async function removeShift(staffMemberId: string, date: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase
    .from('shifts')
    .delete()
    .eq('staff_member_id', staffMemberId)
    .eq('date', date);
  if (error) throw error;
}

/** For the day pack (issue 9): the mapper, shared so the pack shows what the screen shows. */
export { fromRow as shiftFromRow };
