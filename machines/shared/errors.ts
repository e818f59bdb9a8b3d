import type { ErrorActorEvent } from 'xstate';

/**
 * What a failed request's error carries, read without casts: supabase-js hands PostgREST errors
 * (`code` = SQLSTATE or `PGRSTxxx`, `message`) and GoTrue errors (`code` such as `weak_password`,
 * `status`, `message`); actors may throw anything. The app's catalogue of sentences for them is
 * `src/lib/supabase/errors.ts`.
 */

/** The error's `code` (`23505`, `PGRST301`, `email_not_confirmed`…), if it has a string one. */
export function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** The error's HTTP `status` (supabase-js's `AuthError` has one), if any. */
export function errorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}

/** The error's own `message` as it came, if it has a string one. */
export function errorMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('message' in error)) return undefined;
  return typeof error.message === 'string' ? error.message : undefined;
}

/** An invoke's error, for actions and guards that take it as `params` (`{ type, params: errorOf }`). */
export const errorOf = ({ event }: { event: ErrorActorEvent }): unknown => event.error;

/**
 * The error's `details` as it came (PostgREST's `details`: e.g. the JSON a database function put in
 * `using detail = …`, such as issue 31's `room_not_ready` and `23P01` overlap), if it has a string one.
 */
export function errorDetails(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('details' in error)) return undefined;
  return typeof error.details === 'string' ? error.details : undefined;
}
