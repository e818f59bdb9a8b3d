import { serverMessageOf } from './auth-types';
import { errorCode } from './errors';
import { USERNAME_RULE_MESSAGE, USERNAME_TAKEN, usernameProblem } from './username';

/** The profile fields a person edits on /account (spec §2, §7). */
export interface ProfileEdits {
  username: string;
  fullName: string;
}

export { USERNAME_TAKEN };
/** The username rule's message (machines/shared/username.ts), the same as on /auth/register. */
export const USERNAME_TOO_SHORT = USERNAME_RULE_MESSAGE;

/** Client-side check: the one username rule (issue 12); null when the edits can be sent. */
export function profileEditsProblem(edits: ProfileEdits): string | null {
  return usernameProblem(edits.username);
}

/**
 * A readable reason for a failed profile save: a taken username (Postgres 23505) and the username
 * check constraint (23514) get the rule's own words; anything else the server's message (a network
 * failure reads as `NETWORK_FAILURE_MESSAGE`), else "Please try again.".
 */
export function saveProblemOf(error: unknown): string {
  const code = errorCode(error);
  if (code === '23505') return USERNAME_TAKEN;
  if (code === '23514') return USERNAME_TOO_SHORT;
  return serverMessageOf(error) ?? 'Please try again.';
}
