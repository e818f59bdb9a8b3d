import type { BookingNote } from '../../data/bookings';
import { bookingNoteColumns, bookingNoteFromRow, type BookingNoteRow } from './booking-notes';
import { updateIfUnchanged, type Edited } from './update-if-unchanged';

/*
 * Issue 33: a booking note's edit, apart from booking-notes.ts (which the outbox's first download
 * carries) so the conditional-update code loads with the edit, not with the signed-in start (issue 11).
 */

/**
 * Changes a booking note's text (issue 18: its author; owners and managers any), only while the note is
 * still the version the person saw (`seen`, its `updatedAt`; Keep mine passes theirs). Issue 33 "No
 * lost updates, anywhere": nothing is overwritten.
 * @returns `{ saved }`, or `{ theirs }` (who changed it, when, to what) when it changed meanwhile.
 * @throws `RowGone` when it was deleted or RLS hides it from the caller; the PostgREST error (23514
 * past 2,000 characters).
 */
export function updateBookingNote(
  noteId: string,
  text: string,
  seen?: string | null,
): Promise<Edited<BookingNote>> {
  return updateIfUnchanged(
    'booking_notes',
    noteId,
    seen,
    { body: text },
    bookingNoteColumns,
    (row: BookingNoteRow) => bookingNoteFromRow(row),
  );
}
