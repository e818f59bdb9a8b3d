import {
  hasGuestContact,
  type Booking,
  type BookingNote,
  type BookingStatus,
  type GuestContact,
} from '../../data/bookings';
import { bookingNoteColumns, bookingNoteFromRow } from './booking-notes';
import { getSupabase } from './client';

/**
 * A booking with its guide embedded (`guide_staff_id` → staff_members) and its guest contact
 * (`booking_contacts`, one-to-one: null for trustees, whom RLS keeps from guest data, issue 8).
 */
/** The columns of a booking as the app reads it (exported for booking-edits.ts). */
export const columns =
  'id, date, time, name, guests, description, status, guide_staff_id, updated_at, guide:staff_members(name, phone), contact:booking_contacts(guest_name, guest_phone, guest_email)';

interface BookingRow {
  id: string;
  date: string;
  time: string;
  name: string;
  guests: number;
  description: string | null;
  status: BookingStatus;
  guide_staff_id?: string | null;
  guide: { name: string; phone: string | null } | null;
  contact?: { guest_name: string | null; guest_phone: string | null; guest_email: string | null } | null;
  /** The version (server clock), read since issue 33 so an edit is conditional on it. */
  updated_at?: string;
}

/** A `bookings` row as the app's Booking (time cut to `HH:mm`; a guide only when assigned). */
export function bookingFromRow(row: BookingRow): Booking {
  return {
    id: row.id,
    date: row.date,
    time: row.time.slice(0, 5),
    name: row.name,
    guests: row.guests,
    status: row.status,
    ...(row.description ? { description: row.description } : {}),
    ...(row.guide ? { guide: { name: row.guide.name, phone: row.guide.phone ?? '' } } : {}),
    ...(row.guide_staff_id ? { guideStaffId: row.guide_staff_id } : {}),
    ...(row.updated_at ? { updatedAt: row.updated_at } : {}),
    ...(row.contact
      ? {
          guest: {
            name: row.contact.guest_name ?? '',
            phone: row.contact.guest_phone ?? '',
            email: row.contact.guest_email ?? '',
          },
        }
      : {}),
  };
}

/**
 * The lodge's activity bookings (not stays) from `from` to `to` (inclusive, `YYYY-MM-DD`), cancelled ones included (the
 * screens leave them out), ordered by day and time, each with its notes embedded (`booking_notes`,
 * oldest first, authors' names; none for trustees, RLS): one request, where reading the notes after
 * the bookings cost a round trip more on a slow network (issue 11).
 * @returns the bookings and all their notes. @throws the PostgREST error.
 */
export async function fetchBookingsWithNotes(
  lodgeId: string,
  from: string,
  to: string,
): Promise<{ bookings: Booking[]; notes: BookingNote[] }> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('bookings')
    .select(`${columns}, booking_notes(${bookingNoteColumns})`)
    .eq('lodge_id', lodgeId)
    // Issue 31: stays are bookings too, but they live on the calendar and the front desk (stays.ts).
    .eq('kind', 'activity')
    .gte('date', from)
    .lte('date', to)
    .order('date')
    .order('time')
    .order('created_at', { referencedTable: 'booking_notes' });
  if (error) throw error;
  return {
    bookings: data.map(bookingFromRow),
    notes: data.flatMap((row) => row.booking_notes.map(bookingNoteFromRow)),
  };
}

/** What a person fills in for a booking (Add Booking, edit): day `YYYY-MM-DD`, time `HH:mm`. */
export interface BookingDetails {
  date: string;
  time: string;
  name: string;
  guests: number;
  description?: string;
  /** The guide, a staff member of the lodge (issue 18); absent or null: no guide. */
  guideStaffId?: string | null;
  /** Who booked (issue 18); absent leaves a booking's guest contact as it is. */
  guest?: GuestContact;
}

/** The `bookings` columns a person's details write. */
export const detailColumns = (details: BookingDetails) => ({
  date: details.date,
  time: details.time,
  name: details.name,
  guests: details.guests,
  description: details.description ?? null,
  guide_staff_id: details.guideStaffId ?? null,
});

/**
 * Keeps a booking's guest contact (`booking_contacts`, one row per booking: upsert on `booking_id`),
 * blank fields as null. Nothing is sent when `guest` is absent. @throws the PostgREST error (23514
 * past a field's limit; 42501 for trustees).
 */
export async function saveGuestContact(lodgeId: string, bookingId: string, guest: GuestContact | undefined) {
  if (!guest) return;
  const supabase = await getSupabase();
  const { error } = await supabase.from('booking_contacts').upsert(
    {
      booking_id: bookingId,
      lodge_id: lodgeId,
      guest_name: guest.name.trim() || null,
      guest_phone: guest.phone.trim() || null,
      guest_email: guest.email.trim() || null,
    },
    { onConflict: 'booking_id' },
  );
  if (error) throw error;
}

/**
 * Adds a booking with a client-made id (`id`, made on the phone: the outbox's command id, issue 9):
 * `on conflict (id) do nothing`, so a retried or replayed insert cannot double it.
 * @returns the saved booking. @throws the PostgREST error (42501 when the role may not add).
 */
export async function insertBooking(
  lodgeId: string,
  details: BookingDetails,
  id: string = crypto.randomUUID(),
): Promise<Booking> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('bookings')
    .upsert(
      { id, lodge_id: lodgeId, ...detailColumns(details) },
      { onConflict: 'id', ignoreDuplicates: true },
    )
    .select(columns);
  if (error) throw error;
  const guest = hasGuestContact(details.guest) ? details.guest : undefined;
  if (data[0] && !guest) return bookingFromRow(data[0]);
  // The guest contact goes second (its row needs the booking); a replayed send writes it again.
  await saveGuestContact(lodgeId, id, guest);
  return fetchBooking(id).then((kept) => {
    if (!kept) throw new Error('The booking was kept but can no longer be read.');
    return kept;
  });
}

/** One booking by id, or null when it does not exist (or RLS hides it). @throws the PostgREST error. */
export async function fetchBooking(bookingId: string): Promise<Booking | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('bookings').select(columns).eq('id', bookingId).maybeSingle();
  if (error) throw error;
  return data ? bookingFromRow(data) : null;
}

/**
 * What became of a status change that was only to apply if the booking was still as seen
 * ({@link transitionBookingStatus}): `applied` (now, or by an earlier send of the same change),
 * `changed` (someone else changed it first: `current` is how it is now) or `gone` (deleted).
 */
export type TransitionResult =
  { outcome: 'applied'; booking: Booking } | { outcome: 'changed'; current: Booking } | { outcome: 'gone' };

/**
 * Moves a booking from `from` to `to` only if it is still `from` (`PATCH bookings?id=eq.X&status=eq.from`,
 * shared/notes/lodge-data-and-offline.md §2.4: the check-in/out of the offline outbox, issue 9
 * "Conflicts"). When no row matched, reads the booking: already `to` counts as applied (a replay),
 * anything else is `changed`. @throws the PostgREST error (42501 when the role may not).
 */
export async function transitionBookingStatus(
  bookingId: string,
  from: BookingStatus,
  to: BookingStatus,
): Promise<TransitionResult> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('bookings')
    .update({ status: to })
    .eq('id', bookingId)
    .eq('status', from)
    .select(columns);
  if (error) throw error;
  if (data[0]) return { outcome: 'applied', booking: bookingFromRow(data[0]) };
  const current = await fetchBooking(bookingId);
  if (!current) return { outcome: 'gone' };
  if (current.status === to) return { outcome: 'applied', booking: current };
  return { outcome: 'changed', current };
}

/**
 * Moves a booking to `status` (Check in, Check out, Cancel); the server stamps the time.
 * @returns the saved booking. @throws the PostgREST error.
 */
export async function setBookingStatus(bookingId: string, status: BookingStatus): Promise<Booking> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('bookings')
    .update({ status })
    .eq('id', bookingId)
    .select(columns)
    .single();
  if (error) throw error;
  return bookingFromRow(data);
}
