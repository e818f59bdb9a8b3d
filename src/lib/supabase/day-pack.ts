import type { Booking, BookingNote } from '../../data/bookings';
import type { DistributionChannel } from '../../data/distribution';
import type { Note } from '../../data/notes';
import type { Product } from '../../data/products';
import type { StaffMember } from '../../data/staff';
import { bookingNoteColumns, bookingNoteFromRow } from './booking-notes';
import { bookingColumns, bookingFromRow } from './bookings';
import { getSupabase } from './client';
import { dailyNoteColumns, dailyNoteFromRow } from './daily-notes';
import { channelColumns, channelFromRow } from './distribution-channels';
import { productColumns, productFromRow } from './products';
import { shiftFromRow, type Shift } from './shifts';
import { staffMemberColumns, staffMemberFromRow } from './staff-members';
import type { ModuleProgress } from './training-progress';

/**
 * The day pack's reads (issue 9 "The day pack"; shared/notes/lodge-data-and-offline.md §2.4 "Pull"):
 * for each kind of row the pack keeps, the rows of one lodge changed since `since` (the server's
 * `updated_at`, minus the caller's overlap; `null` = everything), each with its `updatedAt` (the
 * next cursor: the server's clock, never the phone's) and a `sort` key for the screens' order.
 * Plain PostgREST GETs with explicit columns and a `lodge_id` filter, so the same calls work against
 * hosted Supabase and the embedded backend. Each @throws the PostgREST error.
 */

/** One pulled row: the app's value, the server's `updated_at` (ISO) and the screens' sort key. */
export interface PulledRow<T> {
  id: string;
  value: T;
  updatedAt: string;
  sort: string;
}

/** Which rows to read: a lodge, changed since when, and for dated rows the days wanted. */
export interface PullWindow {
  lodgeId: string;
  /** Only rows with `updated_at >= since` (ISO); null for a full read. */
  since: string | null;
  /** First and last day of dated rows (bookings, daily notes, shifts), `YYYY-MM-DD`, inclusive. */
  from: string;
  to: string;
}

// PostgREST compares timestamptz exactly; the ISO string from an earlier answer is passed back as is.
const changedSince = <Q extends { gte(column: 'updated_at', value: string): Q }>(
  query: Q,
  since: string | null,
) => (since === null ? query : query.gte('updated_at', since));

/** Bookings on the window's days (cancelled included: a cancel must reach the pack). */
export async function pullBookings(w: PullWindow): Promise<PulledRow<Booking>[]> {
  const supabase = await getSupabase();
  const query = supabase
    .from('bookings')
    .select(`${bookingColumns}, updated_at`)
    .eq('lodge_id', w.lodgeId)
    .gte('date', w.from)
    .lte('date', w.to);
  const { data, error } = await changedSince(query, w.since);
  if (error) throw error;
  return data.map((row) => {
    const value = bookingFromRow(row);
    return { id: row.id, value, updatedAt: row.updated_at, sort: `${value.date} ${value.time}` };
  });
}

/** Notes on the given bookings (those in the pack), changed since `since`. */
export async function pullBookingNotes(
  w: PullWindow,
  bookingIds: readonly string[],
): Promise<PulledRow<BookingNote>[]> {
  if (bookingIds.length === 0) return [];
  const supabase = await getSupabase();
  const query = supabase
    .from('booking_notes')
    .select(`${bookingNoteColumns}, updated_at`)
    .eq('lodge_id', w.lodgeId)
    .in('booking_id', [...bookingIds]);
  const { data, error } = await changedSince(query, w.since);
  if (error) throw error;
  return data.map((row) => ({
    id: row.id,
    value: bookingNoteFromRow(row),
    updatedAt: row.updated_at,
    sort: row.created_at,
  }));
}

/** The day's notes on the window's days, with the day (`date`) kept beside the note. */
export async function pullDailyNotes(w: PullWindow): Promise<PulledRow<Note & { date: string }>[]> {
  const supabase = await getSupabase();
  const query = supabase
    .from('daily_notes')
    .select(`${dailyNoteColumns}, date, updated_at`)
    .eq('lodge_id', w.lodgeId)
    .gte('date', w.from)
    .lte('date', w.to);
  const { data, error } = await changedSince(query, w.since);
  if (error) throw error;
  return data.map((row) => ({
    id: row.id,
    value: { ...dailyNoteFromRow(row), date: row.date },
    updatedAt: row.updated_at,
    sort: row.created_at,
  }));
}

/** Shifts on the window's days. */
export async function pullShifts(w: PullWindow): Promise<PulledRow<Shift>[]> {
  const supabase = await getSupabase();
  const query = supabase
    .from('shifts')
    .select('id, staff_member_id, date, updated_at')
    .eq('lodge_id', w.lodgeId)
    .gte('date', w.from)
    .lte('date', w.to);
  const { data, error } = await changedSince(query, w.since);
  if (error) throw error;
  return data.map((row) => ({
    id: row.id,
    value: shiftFromRow(row),
    updatedAt: row.updated_at,
    sort: row.date,
  }));
}

/** The whole staff list (sorted by name, as the screens show it). */
export async function pullStaffMembers(w: PullWindow): Promise<PulledRow<StaffMember>[]> {
  const supabase = await getSupabase();
  const query = supabase
    .from('staff_members')
    .select(`${staffMemberColumns}, updated_at`)
    .eq('lodge_id', w.lodgeId);
  const { data, error } = await changedSince(query, w.since);
  if (error) throw error;
  return data.map((row) => ({
    id: row.id,
    value: staffMemberFromRow(row),
    updatedAt: row.updated_at,
    sort: row.name.toLowerCase(),
  }));
}

/** The lodge's products (the screen lists the newest first: `sort` is `created_at`). */
export async function pullProducts(w: PullWindow): Promise<PulledRow<Product>[]> {
  const supabase = await getSupabase();
  const query = supabase
    .from('products')
    .select(`${productColumns}, created_at, updated_at`)
    .eq('lodge_id', w.lodgeId);
  const { data, error } = await changedSince(query, w.since);
  if (error) throw error;
  return data.map(({ created_at, updated_at, ...row }) => ({
    id: row.id,
    value: productFromRow(row),
    updatedAt: updated_at,
    sort: created_at,
  }));
}

/** The lodge's distribution channels (in the order added). */
export async function pullChannels(w: PullWindow): Promise<PulledRow<DistributionChannel>[]> {
  const supabase = await getSupabase();
  const query = supabase
    .from('distribution_channels')
    .select(`${channelColumns}, created_at, updated_at`)
    .eq('lodge_id', w.lodgeId);
  const { data, error } = await changedSince(query, w.since);
  if (error) throw error;
  return data.map((row) => ({
    id: row.id,
    value: channelFromRow(row),
    updatedAt: row.updated_at,
    sort: row.created_at,
  }));
}

/** The signed-in member's own training progress (RLS: own rows only; `userId` filters explicitly). */
export async function pullTrainingProgress(
  w: PullWindow,
  userId: string,
): Promise<PulledRow<ModuleProgress>[]> {
  const supabase = await getSupabase();
  const query = supabase
    .from('training_progress')
    .select('id, module_id, progress, completed_at, updated_at')
    .eq('lodge_id', w.lodgeId)
    .eq('user_id', userId);
  const { data, error } = await changedSince(query, w.since);
  if (error) throw error;
  return data.map((row) => ({
    id: row.id,
    value: { moduleId: row.module_id, progress: row.progress, completedAt: row.completed_at },
    updatedAt: row.updated_at,
    sort: row.module_id,
  }));
}

/**
 * The server's clock now (RPC `server_time`, ISO): the next pull's cursor. Asked alongside the reads;
 * the pull's overlap covers what committed between the two.
 */
export async function fetchServerTime(): Promise<string> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('server_time');
  if (error) throw error;
  return data;
}

/** A deleted row of a pack table (from `public.deleted_rows`, the tombstones). */
export interface Tombstone {
  table: string;
  rowId: string;
  updatedAt: string;
}

/** Tombstones of the lodge's rows deleted since `since` (issue 9: a delete must leave the pack too). */
export async function pullTombstones(w: PullWindow): Promise<Tombstone[]> {
  const supabase = await getSupabase();
  const query = supabase
    .from('deleted_rows')
    .select('table_name, row_id, updated_at')
    .eq('lodge_id', w.lodgeId);
  const { data, error } = await changedSince(query, w.since);
  if (error) throw error;
  return data.map((row) => ({ table: row.table_name, rowId: row.row_id, updatedAt: row.updated_at }));
}
