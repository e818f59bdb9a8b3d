import {
  addBooking,
  addBookingNote,
  editBooking,
  setBookingStatus,
} from '../../lib/offline/lazy-queued-writes';
import { deleteBookingNote, updateBookingNote } from '../../lib/supabase/booking-notes';

/**
 * The Bookings screen's writes, swappable in tests. Each rejects with the server's error. Adding,
 * editing (issue 33: conditional on the version seen, `{ theirs }` when it changed meanwhile),
 * checking in and out and notes queue offline; editing or deleting a note needs the server.
 */
export const bookingsWrites = {
  addBooking,
  editBooking,
  setBookingStatus,
  addBookingNote,
  editBookingNote: updateBookingNote,
  deleteBookingNote,
};

export type BookingsWrites = typeof bookingsWrites;
