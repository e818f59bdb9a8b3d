import type { Booking, BookingNote } from '../../data/bookings';
import type { Note } from '../../data/notes';
import type { ProgressByModule } from '../../data/training';
import { withOutbox, type OutboxCommand } from './commands';

/**
 * Writes made offline "show at once" (issue 9): what the outbox still holds, laid over what a screen
 * read (from the server or the pack) until the server has it — a trivial rebase, re-applied on every
 * read, so a reload, another screen or a pull never hides a waiting write. Pure functions of the
 * screen's data and the person's outbox (oldest first); each kind's part is its `shows` in the
 * `commands` table (commands.ts); items made here carry `pending: true`.
 */

/** The lodge's daily notes of `date` with the waiting ones of that day added (in the order written). */
export function notesWithOutbox(
  notes: readonly Note[],
  outbox: readonly OutboxCommand[],
  lodgeId: string,
  date: string,
): Note[] {
  return withOutbox('dailyNotes', [...notes], outbox, { lodgeId, date });
}

/** Booking notes with the waiting ones on `bookingIds` added. */
export function bookingNotesWithOutbox(
  notes: readonly BookingNote[],
  outbox: readonly OutboxCommand[],
  bookingIds: ReadonlySet<string>,
): BookingNote[] {
  return withOutbox('bookingNotes', [...notes], outbox, { bookingIds });
}

/**
 * Bookings with the waiting changes applied: new bookings of the lodge whose day `inRange` accepts,
 * and status changes (check-in, check-out, cancel) on the ones listed. Sorted by day and time.
 */
export function bookingsWithOutbox(
  bookings: readonly Booking[],
  outbox: readonly OutboxCommand[],
  lodgeId: string,
  inRange: (date: string) => boolean,
): Booking[] {
  return withOutbox('bookings', [...bookings], outbox, { lodgeId, inRange }).sort(
    (a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time),
  );
}

/** `progress` with the modules marked done offline (still in the outbox) at 100 %. */
export function progressWithOutbox(
  progress: ProgressByModule,
  outbox: readonly OutboxCommand[],
  lodgeId: string,
): ProgressByModule {
  return withOutbox('trainingProgress', progress, outbox, { lodgeId });
}
