import { errorCode, errorDetails, errorMessage } from '../supabase/errors';
import {
  CommandConflict,
  commands,
  sendWith,
  validateCommand,
  type CommandTable,
  type OutboxCommand,
} from './commands';
import { isNoAnswer } from './network-failure';
import { alreadyWritten, theirVersion } from './edit-conflicts';
import type { AttentionItem } from './outbox';
import type { LodgeRole } from '../../data/lodge-roles';

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
 * connection/resource/serialisation classes (08, 40, 53, 57), an error with no code (5xx from a
 * proxy), or a busy server's 429 (issue 36: the embedded backend's per-caller queue cap answers
 * `PGRST429` with Retry-After, as a gateway's connection limit does). Data, integrity, privilege and
 * request errors (22, 23, 42, P0001, PGRST1xx/2xx) are final.
 */
export function isWorthRetrying(error: unknown): boolean {
  if (isNoAnswer(error)) return true;
  const code = errorCode(error) ?? '';
  if (code === 'PGRST429') return true;
  if (code === '') return true;
  if (code.startsWith('PGRST3')) return true;
  return ['08', '40', '53', '57', '58'].some((sqlClass) => code.startsWith(sqlClass));
}

/** The person's role in the lodge as the server has it now; undefined when it cannot be read. */
async function roleNow(lodgeId: string): Promise<LodgeRole | null | undefined> {
  try {
    return await (await import('../supabase/lodge-members')).fetchMyRole(lodgeId);
  } catch {
    return undefined;
  }
}

/**
 * Sends one outbox command once, as its entry in `table` (the app's `commands`) says, and classifies
 * the answer (issue 9: nothing dropped silently): `sent`; `setAside` as a conflict when a precondition
 * no longer held (the booking changed meanwhile), or with the server's message when it refused (e.g.
 * 42501 after the role changed). Idempotent: client ids, state preconditions, and an edit that finds the
 * row already holding what it writes is `sent` (`alreadyWritten`). Used by the sync's push.
 * @throws the request's error when it is worth trying again later ({@link isWorthRetrying}).
 */
export async function sendCommand(
  command: OutboxCommand,
  table: CommandTable = commands,
): Promise<SendResult> {
  // Queued before the outbox checked what was typed (issue 18): set aside as the server would refuse it.
  const problem = validateCommand(command, table);
  if (problem) {
    return {
      kind: 'setAside',
      item: { command, reason: 'refused', message: problem, code: '23514', at: Date.now() },
    };
  }
  try {
    const result = await sendWith(command, table);
    const theirs = theirVersion(command, result);
    // A resend of an edit whose first send reached the lodge (its answer lost) finds its own change.
    if (theirs && !alreadyWritten(command, result, table)) {
      // Issue 33: the row changed since it was seen; nothing was written. Keep mine / Take theirs.
      const message = `${theirs.byName} changed this before your change reached the lodge. Nothing was overwritten.`;
      return { kind: 'setAside', item: { command, reason: 'conflict', message, theirs, at: Date.now() } };
    }
    return { kind: 'sent' };
  } catch (error) {
    if (error instanceof CommandConflict) {
      const { setAsideMessage: message, current } = error;
      return { kind: 'setAside', item: { command, reason: 'conflict', message, current, at: Date.now() } };
    }
    if (isWorthRetrying(error)) throw error;
    const code = errorCode(error);
    const details = errorDetails(error);
    const roleThen = code === '42501' ? await roleNow(command.lodgeId) : undefined;
    return {
      kind: 'setAside',
      item: {
        command,
        reason: 'refused',
        message: errorMessage(error) ?? String(error),
        ...(code ? { code } : {}),
        ...(details ? { details } : {}),
        ...(roleThen !== undefined ? { roleThen } : {}),
        at: Date.now(),
      },
    };
  }
}
