import { insertBookingNote } from '../supabase/booking-notes';
import { insertBooking, transitionBookingStatus } from '../supabase/bookings';
import { insertDailyNote } from '../supabase/daily-notes';
import { markModuleDone } from '../supabase/training-progress';
import { isNoAnswer } from './network-failure';
import type { AttentionItem, OutboxCommand } from './outbox';

/**
 * What sending one outbox command came to: `sent` (the server has it — now or from an earlier send),
 * or `setAside` (the server refused it, or the booking changed meanwhile: it goes to Needs attention).
 * A send that should be tried again later (no answer, an expired access token, the server busy)
 * is not a result: it rejects, and the sync machine backs off.
 */
export type SendResult = { kind: 'sent' } | { kind: 'setAside'; item: AttentionItem };

/**
 * Whether a failed request is worth trying again later (shared/notes/lodge-data-and-offline.md §2.4
 * "Error classes"): no answer at all, JWT errors (PGRST301/PGRST303: wait for the token refresh),
 * connection/resource/serialisation classes (08, 40, 53, 57), or an error with no code (5xx from a
 * proxy). Data, integrity, privilege and request errors (22, 23, 42, P0001, PGRST1xx/2xx) are final.
 */
export function isWorthRetrying(error: unknown): boolean {
  if (isNoAnswer(error)) return true;
  const code =
    typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string'
      ? (error as { code: string }).code
      : '';
  if (code === '') return true;
  if (code.startsWith('PGRST3')) return true;
  return ['08', '40', '53', '57', '58'].some((sqlClass) => code.startsWith(sqlClass));
}

const messageOf = (error: unknown): string =>
  typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string'
    ? (error as { message: string }).message
    : String(error);

/** Sends `command` once; idempotent (client ids, state preconditions). Used by the sync machine's push. */
async function send(command: OutboxCommand): Promise<SendResult> {
  switch (command.kind) {
    case 'dailyNote.add':
      await insertDailyNote({
        id: command.id,
        lodgeId: command.lodgeId,
        date: command.date,
        text: command.text,
        ...(command.bookingId ? { bookingId: command.bookingId } : {}),
      });
      return { kind: 'sent' };
    case 'bookingNote.add':
      await insertBookingNote({
        id: command.id,
        lodgeId: command.lodgeId,
        bookingId: command.bookingId,
        text: command.text,
      });
      return { kind: 'sent' };
    case 'booking.add':
      await insertBooking(command.lodgeId, command.details, command.id);
      return { kind: 'sent' };
    case 'training.markDone':
      await markModuleDone(command.lodgeId, command.moduleId);
      return { kind: 'sent' };
    case 'booking.setStatus': {
      const result = await transitionBookingStatus(command.booking.id, command.booking.status, command.to);
      if (result.outcome === 'applied') return { kind: 'sent' };
      const message =
        result.outcome === 'gone'
          ? 'The booking was deleted before this change reached the lodge.'
          : `Someone changed this booking while you were offline: it is now ${result.current.status.replace('_', ' ')}.`;
      return {
        kind: 'setAside',
        item: {
          command,
          reason: 'conflict',
          message,
          current: result.outcome === 'gone' ? null : result.current,
          at: Date.now(),
        },
      };
    }
  }
}

/**
 * Sends one outbox command and classifies the answer (issue 9: nothing dropped silently): `sent`, or
 * `setAside` with the server's message when it refused (e.g. 42501 after the role changed).
 * @throws the request's error when it is worth trying again later ({@link isWorthRetrying}).
 */
export async function sendCommand(command: OutboxCommand): Promise<SendResult> {
  try {
    return await send(command);
  } catch (error) {
    if (isWorthRetrying(error)) throw error;
    return {
      kind: 'setAside',
      item: { command, reason: 'refused', message: messageOf(error), at: Date.now() },
    };
  }
}
