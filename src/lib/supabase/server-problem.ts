import { serverMessageOf } from '../../../machines/shared/auth-types';

/*
 * The part of the error catalogue (`errors.ts`, which re-exports it) that the entry's load-error screens
 * (`ui/load-states.tsx`) need: a module of its own so the first download does not carry the areas'
 * refusals (issue 11 budget).
 */

/** What a person reads when nothing better is known about a failure. */
export const CHECK_CONNECTION = 'Check your connection and try again.';

/** Why a request failed when no area has words for it: the server's message, else {@link CHECK_CONNECTION}. */
export function serverProblemSentence(error: unknown): string {
  return serverMessageOf(error) || CHECK_CONNECTION;
}
