import type { Booking, BookingNote } from '../../data/bookings';
import type { Note } from '../../data/notes';
import type { OutboxCommand } from './outbox';

/**
 * Writes made offline "show at once" (issue 9): what the outbox still holds, laid over what a screen
 * read (from the server or the pack) until the server has it — a trivial rebase, re-applied on every
 * read, so a reload, another screen or a pull never hides a waiting write. Pure functions of the
 * screen's data and the person's outbox (oldest first); items made here carry `pending: true`.
 */

const sameId = <T extends { id: string }>(list: readonly T[], id: string) =>
  list.some((item) => item.id === id);

/** A waiting daily note as the dashboard shows it. */
const pendingNote = (command: Extract<OutboxCommand, { kind: 'dailyNote.add' }>): Note => ({
  id: command.id,
  text: command.text,
  authorName: command.authorName,
  createdAt: new Date(command.queuedAt).toISOString(),
  pending: true,
});

/** The lodge's daily notes of `date` with the waiting ones of that day added (in the order written). */
export function notesWithOutbox(
  notes: readonly Note[],
  outbox: readonly OutboxCommand[],
  lodgeId: string,
  date: string,
): Note[] {
  const waiting = outbox.flatMap((command) =>
    command.kind === 'dailyNote.add' &&
    command.lodgeId === lodgeId &&
    command.date === date &&
    !sameId(notes, command.id)
      ? [pendingNote(command)]
      : [],
  );
  return [...notes, ...waiting];
}

/** Booking notes with the waiting ones on `bookingIds` added. */
export function bookingNotesWithOutbox(
  notes: readonly BookingNote[],
  outbox: readonly OutboxCommand[],
  bookingIds: ReadonlySet<string>,
): BookingNote[] {
  const waiting = outbox.flatMap((command): BookingNote[] =>
    command.kind === 'bookingNote.add' && bookingIds.has(command.bookingId) && !sameId(notes, command.id)
      ? [
          {
            id: command.id,
            bookingId: command.bookingId,
            text: command.text,
            authorName: command.authorName,
            createdAt: new Date(command.queuedAt).toISOString(),
            pending: true,
          },
        ]
      : [],
  );
  return [...notes, ...waiting];
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
  let result = [...bookings];
  for (const command of outbox) {
    if (command.lodgeId !== lodgeId) continue;
    if (command.kind === 'booking.add' && inRange(command.details.date) && !sameId(result, command.id)) {
      const { description, ...details } = command.details;
      result.push({
        id: command.id,
        ...details,
        ...(description ? { description } : {}),
        status: 'confirmed',
        pending: true,
      });
    }
    if (command.kind === 'booking.setStatus') {
      result = result.map((booking) =>
        booking.id === command.booking.id ? { ...booking, status: command.to, pending: true } : booking,
      );
    }
  }
  return result.sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time));
}

/** How many writes wait, for the banner ("2 changes waiting to send"). */
export function waitingLabel(count: number): string {
  return `${count} ${count === 1 ? 'change' : 'changes'} waiting to send`;
}
