/**
 * The client's one error catalogue (issue 19): what a PostgREST or GoTrue error carries (its `code`,
 * `status`, `message`), read without casts, and the sentence a person reads for it. Screens say what
 * failed ("The note was not saved.") and take the why from {@link problemSentence}; nothing else
 * spells "Check your connection and try again." or picks fields out of an error.
 */

/** The error's `code` (a PostgREST/Postgres SQLSTATE such as `23505`, or GoTrue's `weak_password`), if any. */
export function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** The error's HTTP `status` (supabase-js's `AuthError` has one), if any. */
export function errorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}

/** The error's own `message` as it came (not for people: see {@link problemSentence}), if any. */
export function errorMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('message' in error)) return undefined;
  return typeof error.message === 'string' ? error.message : undefined;
}

/** What a person reads when nothing better is known about a failure (no signal, a server with nothing to say). */
export const CHECK_CONNECTION = 'Check your connection and try again.';
