import { addBooking, addBookingNote, setBookingStatus } from '../../lib/offline/lazy-queued-writes';
import { deleteBookingNote, updateBookingNote } from '../../lib/supabase/booking-notes';
import { updateBooking } from '../../lib/supabase/bookings';

/**
 * The Bookings screen's writes, swappable in tests. Each rejects with the server's error. Adding,
 * checking in and out and notes queue offline; editing a booking or a note needs the server.
 */
export const bookingsWrites = {
  addBooking,
  updateBooking,
  setBookingStatus,
  addBookingNote,
  editBookingNote: updateBookingNote,
  deleteBookingNote,
};

export type BookingsWrites = typeof bookingsWrites;
