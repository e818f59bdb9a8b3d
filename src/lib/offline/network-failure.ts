import { isNetworkFailure } from '../../../machines/shared/auth-types';

/**
 * Whether `error` means the request never got an answer (no signal, DNS, a dropped connection, a
 * chunk that could not load) rather than the server saying no: a `TypeError` (failed `fetch` or
 * dynamic import) or supabase-js's error object whose message is a browser's network failure
 * ("TypeError: Failed to fetch", see `isNetworkFailure`).
 */
export function isNoAnswer(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  if (typeof error !== 'object' || error === null) return false;
  const { message } = error as { message?: unknown };
  return typeof message === 'string' && isNetworkFailure(message);
}

/** True while the browser says it has no network (`navigator.onLine === false`). */
export const browserOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;
