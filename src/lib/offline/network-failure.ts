import { isNetworkFailure } from '../../../machines/shared/auth-types';
import { onlineNow } from '../network/online';

/** How browsers word a request or module fetch that got no answer (Chromium, Firefox, Safari, Node). */
const noAnswerMessage =
  /^(TypeError: )?(Failed to fetch|NetworkError|Load failed|fetch failed|Importing a module script failed|error loading dynamically imported module)/i;

/**
 * Whether `error` means the request never got an answer (no signal, DNS, a dropped connection, a
 * chunk that could not load) rather than the server saying no: a `TypeError` (failed `fetch` or
 * dynamic import) or supabase-js's error object whose message is a browser's network failure
 * ("TypeError: Failed to fetch", see `isNetworkFailure`).
 */
export function isNoAnswer(error: unknown): boolean {
  // Only a browser's network failure: a TypeError from a bug must not be hidden behind the pack's copy.
  if (error instanceof TypeError) return noAnswerMessage.test(error.message);
  if (typeof error !== 'object' || error === null) return false;
  const { message } = error as { message?: unknown };
  return typeof message === 'string' && isNetworkFailure(message);
}

/** True while the phone has no network (the one answer, src/lib/network/online.ts; issue 35). */
export const browserOffline = (): boolean => !onlineNow();
