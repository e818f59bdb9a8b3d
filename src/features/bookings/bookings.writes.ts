import { addBooking, addBookingNote, setBookingStatus } from '../../lib/offline/lazy-queued-writes';
import { updateBooking } from '../../lib/supabase/bookings';

/** The Bookings screen's writes, swappable in tests. Each rejects with the server's error. */
export const bookingsWrites = {
  addBooking,
  updateBooking,
  setBookingStatus,
  addBookingNote,
};

export type BookingsWrites = typeof bookingsWrites;
