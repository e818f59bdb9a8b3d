import type { Booking, BookingStatus } from '../../data/bookings';
import { getSupabase } from './client';
import type { Database } from './database.types';

type BookingRow = Database['public']['Tables']['bookings']['Row'];

const columns = 'id, date, time, name, guests, description, guide, guide_phone, status';

/** A `bookings` row as the app's Booking (time cut to `HH:mm`; a guide only when named). */
export function bookingFromRow(
  row: Pick<
    BookingRow,
    'id' | 'date' | 'time' | 'name' | 'guests' | 'description' | 'guide' | 'guide_phone' | 'status'
  >,
): Booking {
  return {
    id: row.id,
    date: row.date,
    time: row.time.slice(0, 5),
    name: row.name,
    guests: row.guests,
    status: row.status as BookingStatus,
    ...(row.description ? { description: row.description } : {}),
    ...(row.guide ? { guide: { name: row.guide, phone: row.guide_phone ?? '' } } : {}),
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

/** What a person fills in for a booking (Add Booking, edit). */
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
export async function insertBooking(
  lodgeId: string,
  details: BookingDetails,
  id: string = crypto.randomUUID(),
): Promise<Booking> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('bookings')
    .insert({
      id,
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
 * Moves a booking to `status` (Check in, Check out, Cancel). @returns the saved booking.
 * @throws the PostgREST error.
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
