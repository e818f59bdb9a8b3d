import type { Booking, BookingStatus } from '../../data/bookings';
import { getSupabase } from './client';

/** A booking with its guide embedded (`guide_staff_id` → staff_members). */
const columns = 'id, date, time, name, guests, description, status, guide:staff_members(name, phone)';

interface BookingRow {
  id: string;
  date: string;
  time: string;
  name: string;
  guests: number;
  description: string | null;
  status: BookingStatus;
  guide: { name: string; phone: string | null } | null;
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
  };
}

/**
 * The lodge's bookings from `from` to `to` (inclusive, `YYYY-MM-DD`), cancelled ones included (the
 * screens leave them out), ordered by day and time. @throws the PostgREST error.
 */
export async function fetchBookings(lodgeId: string, from: string, to: string): Promise<Booking[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('bookings')
    .select(columns)
    .eq('lodge_id', lodgeId)
    .gte('date', from)
    .lte('date', to)
    .order('date')
    .order('time');
  if (error) throw error;
  return data.map(bookingFromRow);
}

/** What a person fills in for a booking (Add Booking, edit): day `YYYY-MM-DD`, time `HH:mm`. */
export interface BookingDetails {
  date: string;
  time: string;
  name: string;
  guests: number;
  description?: string;
}

/**
 * Adds a booking with a client-made id (so a retried insert cannot double it).
 * @returns the saved booking. @throws the PostgREST error (42501 when the role may not add).
 */
export async function insertBooking(lodgeId: string, details: BookingDetails): Promise<Booking> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('bookings')
    .insert({
      id: crypto.randomUUID(),
      lodge_id: lodgeId,
      date: details.date,
      time: details.time,
      name: details.name,
      guests: details.guests,
      description: details.description ?? null,
    })
    .select(columns)
    .single();
  if (error) throw error;
  return bookingFromRow(data);
}

/** Changes a booking's details (managers). @returns the saved booking. @throws the PostgREST error. */
export async function updateBooking(bookingId: string, details: BookingDetails): Promise<Booking> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('bookings')
    .update({
      date: details.date,
      time: details.time,
      name: details.name,
      guests: details.guests,
      description: details.description ?? null,
    })
    .eq('id', bookingId)
    .select(columns)
    .single();
  if (error) throw error;
  return bookingFromRow(data);
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
