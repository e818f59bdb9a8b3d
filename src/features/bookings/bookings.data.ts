import dayjs from 'dayjs';
import { bookingDateFormat, type Booking, type BookingNote } from '../../data/bookings';
import { fetchBookingNotes, insertBookingNote } from '../../lib/supabase/booking-notes';
import { fetchBookings, insertBooking, setBookingStatus, updateBooking } from '../../lib/supabase/bookings';

/** Bookings view: today and the next two days (spec §9 "Bookings view: 3 days"). */
export const bookingDayCount = 3;

/** What the Bookings screen shows (its route loader's data). */
export interface BookingsData {
  /** The first day shown (today), `YYYY-MM-DD`. */
  from: string;
  bookings: Booking[];
  notes: BookingNote[];
}

/**
 * Reads the lodge's bookings for today (`date`, the lodge's `YYYY-MM-DD`) and the next two days, with
 * their notes.
 * @throws the first PostgREST error (the route shows its error screen with Try again).
 */
export async function loadBookings(
  lodgeId: string,
  date: string = dayjs().format(bookingDateFormat),
): Promise<BookingsData> {
  const today = dayjs(date);
  const from = today.format(bookingDateFormat);
  const to = today.add(bookingDayCount - 1, 'day').format(bookingDateFormat);
  const bookings = await fetchBookings(lodgeId, from, to);
  const notes = await fetchBookingNotes(bookings.map((booking) => booking.id));
  return { from, bookings, notes };
}

/** The Bookings screen's writes, swappable in tests. Each rejects with the server's error. */
export const bookingsWrites = {
  addBooking: insertBooking,
  updateBooking,
  setBookingStatus,
  addBookingNote: insertBookingNote,
};

export type BookingsWrites = typeof bookingsWrites;
