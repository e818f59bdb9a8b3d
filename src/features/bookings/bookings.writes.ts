import { addBooking, addBookingNote, setBookingStatus } from '../../lib/offline/lazy-queued-writes';
import type * as Queued from '../../lib/offline/queued-writes';
import { deleteBookingNote } from '../../lib/supabase/booking-notes';

/**
 * The Bookings screen's writes, swappable in tests. Each rejects with the server's error. Adding,
 * editing (issue 33: conditional on the version seen, `{ theirs }` when it changed meanwhile),
 * checking in and out, notes and note edits (issue 33: conditional too) queue offline; deleting a note
 * needs the server.
 */
export const bookingsWrites = {
  addBooking,
  // Loaded on the first save, from this route (not the signed-in start's lazy-queued-writes: issue 11).
  editBooking: (...args: Parameters<typeof Queued.editBooking>) =>
    import('../../lib/offline/queued-writes').then((writes) => writes.editBooking(...args)),
  setBookingStatus,
  addBookingNote,
  // Issue 33: queued offline, conditional on the version seen; loaded on the first save (issue 11).
  editBookingNote: (...args: Parameters<typeof Queued.editBookingNote>) =>
    import('../../lib/offline/queued-writes').then((writes) => writes.editBookingNote(...args)),
  deleteBookingNote,
};

export type BookingsWrites = typeof bookingsWrites;
