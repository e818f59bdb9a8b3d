import type { Booking, BookingNote, BookingStatus } from '../../data/bookings';
import type { Note } from '../../data/notes';
import { insertBookingNote } from '../supabase/booking-notes';
import { insertBooking, transitionBookingStatus, type BookingDetails } from '../supabase/bookings';
import { insertDailyNote } from '../supabase/daily-notes';
import { markModuleDone, type ModuleProgress } from '../supabase/training-progress';
import { browserOffline, isNoAnswer } from './network-failure';
import { enqueue, listOutbox, type OutboxCommand } from './outbox';

/**
 * The writes staff make offline (issue 9: a daily note, a booking note, check-in/check-out, a new
 * booking, a training step): with a signal they go to the server as before (a refusal rejects, so the
 * form keeps what was typed and shows why); with no signal — or no answer, or earlier writes still
 * waiting, so the order holds — they wait in the outbox with the id made here and resolve at once to
 * what the screen shows (`pending: true`). The sync machine sends them when the signal returns.
 */

/** Who is writing: set by the sync provider while someone is signed in (`null`: straight to the server). */
export interface OutboxPerson {
  userId: string;
  /** Shown as the author of a waiting note. */
  authorName: string;
}

let person: OutboxPerson | null = null;

/** Sets (or, with `null`, clears) the signed-in person whose outbox offline writes go to. */
export function setOutboxPerson(next: OutboxPerson | null): void {
  person = next;
}

/**
 * Saves with `online()`, or queues `command` and returns `optimistic` when the phone is offline, the
 * request got no answer, or earlier writes still wait (they go first). @throws `online()`'s error
 * when the server answered with one (nothing is queued then).
 */
async function saveOrQueue<T>(
  command: OutboxCommand,
  online: () => Promise<T>,
  optimistic: () => T,
): Promise<T> {
  if (!person) return online();
  const { userId } = person;
  const queue = async () => {
    await enqueue(userId, command);
    return optimistic();
  };
  if (browserOffline() || (await listOutbox(userId)).length > 0) return queue();
  try {
    return await online();
  } catch (error) {
    if (isNoAnswer(error) || browserOffline()) return queue();
    throw error;
  }
}

const base = (lodgeId: string) => ({
  id: crypto.randomUUID(),
  lodgeId,
  queuedAt: Date.now(),
  authorName: person?.authorName ?? '',
});

/** The dashboard's and booking dialog's daily note (Add Note; `bookingId` from a booking). */
export function addDailyNote(note: {
  lodgeId: string;
  date: string;
  text: string;
  bookingId?: string;
}): Promise<Note> {
  const command = { ...base(note.lodgeId), kind: 'dailyNote.add' as const, ...note };
  return saveOrQueue(
    command,
    () => insertDailyNote({ ...note, id: command.id }),
    () => ({
      id: command.id,
      text: note.text,
      authorName: command.authorName,
      createdAt: new Date(command.queuedAt).toISOString(),
      pending: true,
    }),
  );
}

/** A note on a booking (the booking dialog's Save Note). */
export function addBookingNote(note: {
  lodgeId: string;
  bookingId: string;
  text: string;
}): Promise<BookingNote> {
  const command = { ...base(note.lodgeId), kind: 'bookingNote.add' as const, ...note };
  return saveOrQueue(
    command,
    () => insertBookingNote({ ...note, id: command.id }),
    () => ({
      id: command.id,
      bookingId: note.bookingId,
      text: note.text,
      authorName: command.authorName,
      createdAt: new Date(command.queuedAt).toISOString(),
      pending: true,
    }),
  );
}

/** The message when a booking changed before a status change reached it (issue 9 "Conflicts"). */
export const bookingChangedMessage = (current: Booking | null): string =>
  current
    ? `Someone changed this booking meanwhile: it is now ${current.status.replace('_', ' ')}. Nothing was changed.`
    : 'This booking was deleted meanwhile. Nothing was changed.';

/**
 * Check in / check out / cancel `booking` (as the person saw it) of `lodgeId`. Applied only if the booking is still
 * in that status. @throws an Error with {@link bookingChangedMessage} online when it changed meanwhile;
 * the server's error when it refused.
 */
export function setBookingStatus(lodgeId: string, booking: Booking, to: BookingStatus): Promise<Booking> {
  const { pending: _shown, ...seen } = booking;
  const command = { ...base(lodgeId), kind: 'booking.setStatus' as const, booking: seen, to };
  return saveOrQueue(
    command,
    async () => {
      const result = await transitionBookingStatus(booking.id, booking.status, to);
      if (result.outcome === 'applied') return result.booking;
      throw new Error(bookingChangedMessage(result.outcome === 'gone' ? null : result.current));
    },
    () => ({ ...seen, status: to, pending: true }),
  );
}

/** A new booking (Add Booking). */
export function addBooking(lodgeId: string, details: BookingDetails): Promise<Booking> {
  const command = { ...base(lodgeId), kind: 'booking.add' as const, details };
  const { description, ...rest } = details;
  return saveOrQueue(
    command,
    () => insertBooking(lodgeId, details, command.id),
    () => ({
      id: command.id,
      ...rest,
      ...(description ? { description } : {}),
      status: 'confirmed',
      pending: true,
    }),
  );
}

/** "Mark as done" on a training module (progress 100). */
export function markTrainingDone(lodgeId: string, moduleId: string): Promise<ModuleProgress> {
  const command = { ...base(lodgeId), kind: 'training.markDone' as const, moduleId };
  return saveOrQueue(
    command,
    () => markModuleDone(lodgeId, moduleId),
    () => ({ moduleId, progress: 100, completedAt: null }),
  );
}
