import { errorMessage } from './errors';
/**
 * Structural types for what the auth lifecycle holds. They mirror the parts of supabase-js's `Session`
 * and `User` that the app reads (spec §3 "Session", "Auth user", "Profile"), so machines stay free of
 * SDK imports while a real supabase-js session is assignable to them.
 */

/** The user object GoTrue returns: id, email and the metadata supplied at sign-up. */
export interface AuthUser {
  id: string;
  email?: string;
  user_metadata: { full_name?: string; username?: string; [key: string]: unknown };
}

/**
 * A GoTrue session (spec §3). `expires_in` is seconds of lifetime, `expires_at` a Unix time in seconds.
 * Both are optional here because a stored session may lack them: such a session is discarded (spec §4).
 */
export interface AuthSession {
  access_token: string;
  refresh_token: string;
  token_type: string;
  expires_in?: number;
  expires_at?: number;
  user: AuthUser;
  provider_token?: string | null;
  provider_refresh_token?: string | null;
}

/**
 * What the stored-session lookup found (issue 9). `session` is null when nothing usable is stored.
 * `stale` is true when the access token could not be refreshed for lack of network (supabase-js's
 * `AuthRetryableFetchError`): the stored session is kept and the person stays signed in on cached
 * data until the refresh succeeds. A refresh the server refused is not stale: supabase-js removed the
 * session and the lookup finds nothing.
 */
export interface SessionLookup {
  session: AuthSession | null;
  stale: boolean;
}

/** A row of `public.profiles` (spec §3): id equals the auth user's id; updated_at is an ISO timestamp. */
export interface Profile {
  id: string;
  username: string | null;
  full_name: string | null;
  avatar_url: string | null;
  updated_at: string | null;
}

/**
 * A profile as the account page has it (issue 33): the row, and `keptAt` (ms since the epoch) when it is
 * this phone's copy kept from an earlier answer because the server could not be reached — the form says
 * so. Absent when the server answered.
 */
export type ProfileCopy = Profile & { keptAt?: number };

/** A toast the machines ask the UI to show (spec §8 texts); machines emit it, screens render it. */
export interface Notification {
  type: 'notification';
  tone: 'success' | 'error';
  title: string;
  message?: string;
}

/**
 * The server's message when there is one, else nothing (spec §8: "The server's error message is shown
 * if there is one, otherwise the default"). Accepts anything thrown by an actor.
 */
export function serverMessageOf(error: unknown): string | undefined {
  const message = errorMessage(error);
  if (message !== undefined && isNetworkFailure(message)) return NETWORK_FAILURE_MESSAGE;
  if (message !== undefined && message.trim() !== '' && message !== '{}') return message;
  return undefined;
}

/**
 * What a person reads when the request never reached the server (issue 12: not "TypeError: Failed to
 * fetch"). The toast's title says what failed; this says why, and that nothing typed was lost.
 */
export const NETWORK_FAILURE_MESSAGE =
  'Could not reach the server: check your connection and try again. Nothing you typed was lost.';

/**
 * The browser's words for a request that never got an answer: Chromium "Failed to fetch", Firefox
 * "NetworkError when attempting to fetch resource.", Safari "Load failed", Node "fetch failed"
 * (supabase-js passes them on, PostgREST's client prefixed with "TypeError: "); and for a part of the
 * app whose code could not be fetched (a route loader's `import()`): Chromium "Failed to fetch
 * dynamically imported module: <address>", Firefox "error loading dynamically imported module:
 * <address>", Safari "Importing a module script failed." (bug: the /machines error screen showed
 * Chromium's sentence with the chunk's address to the person); and Vite's "Unable to preload CSS for
 * <address>" when the chunk's stylesheet could not come (a route screen's, offline before the service
 * worker kept it: the route's error screen showed it).
 */
export function isNetworkFailure(message: string): boolean {
  return /^(TypeError: )?(Failed to fetch|NetworkError when attempting to fetch resource\.?|Load failed|fetch failed|(Failed to fetch|error loading) dynamically imported module: \S+|Importing a module script failed\.?|Unable to preload CSS for \S+)$/i.test(
    message.trim(),
  );
}
