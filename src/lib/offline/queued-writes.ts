import type { Booking, BookingStatus } from '../../data/bookings';
import type { BookingDetails } from '../supabase/bookings';
import {
  CommandInvalid,
  commandOf,
  commands,
  entryOf,
  type CommandKind,
  type CommandPayloads,
  type CommandResults,
  type CommandTable,
} from './commands';
import { browserOffline, isNoAnswer } from './network-failure';
import { enqueue, listOutbox } from './outbox';

export { bookingChangedMessage } from './commands';
// The words after a save come with the writes (lazy-queued-writes.ts `wordsAfterSave`, issue 33).
export { savedWords } from './saved-words';

/**
 * The writes staff make offline (issue 9: a daily note, a booking note, check-in/check-out, a new
 * booking, a training step; each kind an entry of the `commands` table, commands.ts): with a signal
 * they go to the server as before (a refusal rejects, so the form keeps what was typed and shows
 * why); with no signal — or no answer, or earlier writes still waiting, so the order holds — they wait
 * in the person's outbox with the id made here and resolve at once to what the screen shows
 * (`pending: true`). The sync machine sends them when the signal returns.
 */

/** Who is writing: whose outbox a write waits in, and the author a waiting note shows. */
export interface OutboxPerson {
  userId: string;
  /** Shown as the author of a waiting note. */
  authorName: string;
}

/**
 * What saving a write resolves to: its kind's result, with `pending: true` when it was kept on this
 * phone (queued) rather than answered by the server — the one place a screen learns which, so its
 * words can say "… saved on this phone — waiting to send" (issue 33; `savedWords`, saved-words.ts).
 */
export type Saved<R> = R & { pending?: boolean };

/**
 * Saves a write of `kind` with `payload` for `person`: sends it (as its entry in `table` says), or
 * queues it and resolves to its optimistic row when the phone is offline, the request got no answer,
 * or earlier writes still wait (they go first). With no `person` (nobody signed in) it only sends.
 * What was typed is first checked against the database's rules (its entry's `validate`, issue 18), so
 * nothing waits in the outbox that the server would refuse for its length or range.
 * @returns the server's answer, or (queued) the optimistic row marked `pending: true` here, for every
 * kind alike (issue 33: what a person saw saved is saved — a queued write never reads as sent).
 * @throws a `CommandInvalid` naming the problem (nothing sent or queued); the send's error when the
 * server answered with one (nothing is queued then), e.g. a `CommandConflict` for a booking changed
 * meanwhile.
 */
export async function saveOrQueue<K extends CommandKind>(
  kind: K,
  payload: CommandPayloads[K],
  person: OutboxPerson | null | undefined,
  table: CommandTable = commands,
): Promise<Saved<CommandResults[K]>> {
  const command = commandOf(kind, payload, person?.authorName ?? '');
  const entry = entryOf<K>(command, table);
  const problem = entry.validate(command);
  if (problem) throw new CommandInvalid(problem);
  const online = () => entry.send(command);
  if (!person) return online();
  const queue = async () => {
    await enqueue(person.userId, command);
    return { ...entry.optimistic(command), pending: true };
  };
  if (browserOffline() || (await listOutbox(person.userId)).length > 0) return queue();
  try {
    return await online();
  } catch (error) {
    if (isNoAnswer(error) || browserOffline()) return queue();
    throw error;
  }
}

/** The dashboard's and booking dialog's daily note (Add Note; `bookingId` from a booking). */
export const addDailyNote = (payload: CommandPayloads['dailyNote.add'], person?: OutboxPerson | null) =>
  saveOrQueue('dailyNote.add', payload, person);

/** A note on a booking (the booking dialog's Save Note). */
export const addBookingNote = (payload: CommandPayloads['bookingNote.add'], person?: OutboxPerson | null) =>
  saveOrQueue('bookingNote.add', payload, person);

/**
 * Check in / check out / cancel `booking` (as the person saw it) of `lodgeId`. Applied only if the
 * booking is still in that status. @throws a `CommandConflict` with `bookingChangedMessage` online
 * when it changed meanwhile; the server's error when it refused.
 */
export function setBookingStatus(
  lodgeId: string,
  booking: Booking,
  to: BookingStatus,
  person?: OutboxPerson | null,
): Promise<Booking> {
  const { pending: _shown, ...seen } = booking;
  return saveOrQueue('booking.setStatus', { lodgeId, booking: seen, to }, person);
}

/** A new booking (Add Booking). */
export const addBooking = (lodgeId: string, details: BookingDetails, person?: OutboxPerson | null) =>
  saveOrQueue('booking.add', { lodgeId, details }, person);

/** "Mark as done" on a training module (progress 100). */
export const markTrainingDone = (lodgeId: string, moduleId: string, person?: OutboxPerson | null) =>
  saveOrQueue('training.markDone', { lodgeId, moduleId }, person);

/** Undo of "Mark as done" (issue 18): the module's progress back to `progress`. */
export const undoTrainingDone = (
  lodgeId: string,
  moduleId: string,
  progress: number,
  person?: OutboxPerson | null,
) => saveOrQueue('training.undoDone', { lodgeId, moduleId, progress }, person);

/** An item on a booking (issue 20 "Add item"), queued with no signal like a note. */
export const addBookingItem = (payload: CommandPayloads['bookingItem.add'], person?: OutboxPerson | null) =>
  saveOrQueue('bookingItem.add', payload, person);

/** A payment (or refund) on a booking (issue 20 "Record payment"), queued with no signal. */
export const recordPayment = (payload: CommandPayloads['payment.add'], person?: OutboxPerson | null) =>
  saveOrQueue('payment.add', payload, person);

/**
 * A room marked on the housekeeping board (issue 31), queued with no signal; `markedAt` is the tap's
 * time, so the later of two marks wins whichever reaches the lodge first.
 */
export const markRoom = (payload: CommandPayloads['room.mark'], person?: OutboxPerson | null) =>
  saveOrQueue('room.mark', payload, person);
/** A new stay (issue 31 "New stay"), queued with no signal; the stay's id is the command's. */
export const bookStay = (payload: CommandPayloads['stay.book'], person?: OutboxPerson | null) =>
  saveOrQueue('stay.book', payload, person);

/** Extend / Shorten a stay (issue 31), queued with no signal; carries the version seen. */
export const changeStayDates = (payload: CommandPayloads['stay.changeDates'], person?: OutboxPerson | null) =>
  saveOrQueue('stay.changeDates', payload, person);

/** Move a stay's remaining nights to another room (issue 31), queued with no signal. */
export const moveStay = (payload: CommandPayloads['stay.move'], person?: OutboxPerson | null) =>
  saveOrQueue('stay.move', payload, person);

/**
 * Edit note (issue 18), queued with no signal. Issue 33 "No lost updates, anywhere": conditional on the
 * version seen; resolves to `{ theirs }` online when someone changed the note meanwhile (nothing
 * written), and from the outbox such an edit goes to Needs attention with Keep mine / Take theirs.
 */
export const editDailyNote = (payload: CommandPayloads['dailyNote.edit'], person?: OutboxPerson | null) =>
  saveOrQueue('dailyNote.edit', payload, person);

/** A booking's details edited, queued with no signal; conditional on the version seen (issue 33). */
export const editBooking = (payload: CommandPayloads['booking.edit'], person?: OutboxPerson | null) =>
  saveOrQueue('booking.edit', payload, person);

/** A product edited, queued with no signal; conditional on the version seen (issue 33). */
export const editProduct = (payload: CommandPayloads['product.edit'], person?: OutboxPerson | null) =>
  saveOrQueue('product.edit', payload, person);

/** A booking note's text edited, queued with no signal; conditional on the version seen (issue 33). */
export const editBookingNote = (payload: CommandPayloads['bookingNote.edit'], person?: OutboxPerson | null) =>
  saveOrQueue('bookingNote.edit', payload, person);

/** A sales channel edited, queued with no signal; conditional on the version seen (issue 33). */
export const editChannel = (payload: CommandPayloads['channel.edit'], person?: OutboxPerson | null) =>
  saveOrQueue('channel.edit', payload, person);

/** A staff member edited, queued with no signal; conditional on the version seen (issue 33). */
export const editStaffMember = (payload: CommandPayloads['staff.edit'], person?: OutboxPerson | null) =>
  saveOrQueue('staff.edit', payload, person);

/** The lodge's settings edited, queued with no signal; conditional on the version seen (issue 33). */
export const editLodgeSettings = (
  payload: CommandPayloads['lodgeSettings.edit'],
  person?: OutboxPerson | null,
) => saveOrQueue('lodgeSettings.edit', payload, person);

/** A Guest Experience row edited, queued with no signal; conditional on the version seen (issue 33). */
export const editExperienceRow = <
  K extends 'review.edit' | 'feedbackScore.edit' | 'socialMention.edit' | 'messageTemplate.edit',
>(
  kind: K,
  payload: CommandPayloads[K],
  person?: OutboxPerson | null,
) => saveOrQueue(kind, payload, person);

/**
 * A team member's role changed (Team), queued with no signal; conditional on the version of the role
 * seen (issue 33): `{ theirs }` online when someone changed it meanwhile, Needs attention from the outbox.
 */
export const setMemberRole = (payload: CommandPayloads['member.setRole'], person?: OutboxPerson | null) =>
  saveOrQueue('member.setRole', payload, person);
