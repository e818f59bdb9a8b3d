import dayjs from 'dayjs';
import { bookingDateFormat, type Booking, type BookingNote } from '../../data/bookings';
import { fetchBookingNotes, insertBookingNote } from '../../lib/supabase/booking-notes';
import { fetchBookings, insertBooking, setBookingStatus, updateBooking } from '../../lib/supabase/bookings';
import { readThroughDayPack } from '../../lib/offline/day-pack';

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

/**
 * {@link loadBookings} through the day pack (issue 9): online it keeps a copy for `userId`; offline
 * (or with no answer) it returns the copy kept for that lodge and first day. @throws as `loadBookings`
 * when the server answered with an error, or offline with no copy kept.
 */
export function loadBookingsOffline(userId: string, lodgeId: string, date: string): Promise<BookingsData> {
  return readThroughDayPack(userId, `bookings:${lodgeId}:${date}`, () => loadBookings(lodgeId, date));
}

/** The Bookings screen's writes, swappable in tests. Each rejects with the server's error. */
export const bookingsWrites = {
  addBooking: insertBooking,
  updateBooking,
  setBookingStatus,
  addBookingNote: insertBookingNote,
};

export type BookingsWrites = typeof bookingsWrites;
