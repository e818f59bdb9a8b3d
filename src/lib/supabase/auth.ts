import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import type { SessionLookup } from '../../../machines/shared/auth-types';
import {
  readPendingSignOuts,
  readStoredSession,
  removeStoredSession,
  writePendingSignOuts,
} from './auth-storage';
import { getSupabase, whenSupabaseLoaded } from './client';

/**
 * Thin typed wrappers over supabase-js auth. Each rejects with the supabase-js error (its `message` is
 * the server's, e.g. "Invalid login credentials") so machines can show it (spec §8).
 */

/**
 * How long the start waits for supabase-js to refresh an expired access token before it goes on with
 * the stored session as `stale` (issue 9). Without signal supabase-js retries a refresh with back-off
 * for up to 30 s; staff should not watch a spinner that long. A refresh that lands later still arrives
 * (TOKEN_REFRESHED makes the token fresh; a refusal signs out).
 */
export const STALE_LOOKUP_AFTER_MS = 2500;

/**
 * The stored session, refreshed by supabase-js when close to expiry (issue 9). Without signal an
 * expired access token cannot be refreshed: supabase-js answers `AuthRetryableFetchError` (fetch
 * failed, or 502/503/504) and keeps the session stored, so this returns that stored session as
 * `stale` instead of "signed out" — at once when the browser knows it is offline, else after
 * `STALE_LOOKUP_AFTER_MS` or the failure, whichever is first. The same when supabase-js itself cannot
 * load (its chunk unreachable). A refresh the server refused (400 `refresh_token_not_found`, …) makes
 * supabase-js remove the session: the answer is then "none".
 * @throws the supabase-js error for anything else (storage failures and the like).
 */
export async function lookUpStoredSession(): Promise<SessionLookup> {
  const stored = readStoredSession<Session>();
  const staleLookup: SessionLookup | null = stored ? { session: stored, stale: true } : null;
  const needsRefresh = Boolean(stored && (stored.expires_at ?? 0) * 1000 < Date.now() + 90_000);
  if (staleLookup && needsRefresh && globalThis.navigator?.onLine === false) return staleLookup;
  let client: Awaited<ReturnType<typeof getSupabase>>;
  try {
    client = await getSupabase();
  } catch (error) {
    if (staleLookup) return staleLookup;
    throw error;
  }
  const lookup = client.auth.getSession().then(async ({ data, error }): Promise<SessionLookup> => {
    if (!error) return { session: data.session, stale: false };
    const { isAuthRetryableFetchError } = await import('./browser-client');
    if (isAuthRetryableFetchError(error) && staleLookup) return staleLookup;
    throw error;
  });
  if (!staleLookup || !needsRefresh) return lookup;
  lookup.catch(() => {}); // When patience wins, a later failure has nobody left to tell.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const patience = new Promise<SessionLookup>((resolve) => {
    timer = setTimeout(() => resolve(staleLookup), STALE_LOOKUP_AFTER_MS);
  });
  try {
    return await Promise.race([lookup, patience]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Asks supabase-js to refresh the stored session now (issue 9: the signal came back). The outcome
 * arrives as an auth event (TOKEN_REFRESHED, or SIGNED_OUT when the server refuses the refresh token);
 * a refresh that fails again for lack of network is left to supabase-js's auto-refresh (every 30 s,
 * after a 60 s cool-down per failed token). Never rejects.
 */
export async function refreshStoredSession(): Promise<void> {
  try {
    const supabase = await getSupabase();
    await supabase.auth.refreshSession();
  } catch {
    // Still no signal (or the chunk still unreachable): the next `online` event or tick tries again.
  }
}

/**
 * Subscribes to auth events once the client is loaded (it does not load it: a signed-out start paints
 * first); supabase-js then reports INITIAL_SESSION with whatever it holds, so nothing is missed.
 * Returns the unsubscribe function. The callback must not await Supabase.
 */
export function onAuthChange(
  listener: (event: AuthChangeEvent, session: Session | null) => void,
): () => void {
  let unsubscribe: (() => void) | undefined;
  const stopWaiting = whenSupabaseLoaded((supabase) => {
    const { data } = supabase.auth.onAuthStateChange(listener);
    unsubscribe = () => data.subscription.unsubscribe();
  });
  return () => {
    stopWaiting();
    unsubscribe?.();
  };
}

/** POST /auth/v1/token?grant_type=password. */
export async function signInWithPassword(email: string, password: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw error;
}

/**
 * POST /auth/v1/signup with metadata { full_name, username } (spec §7); blank optional fields are sent
 * as null. The confirmation mail's link brings the user back to `emailRedirectTo`.
 */
export async function signUp(details: {
  email: string;
  password: string;
  fullName: string;
  username: string;
  emailRedirectTo: string;
}): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signUp({
    email: details.email,
    password: details.password,
    options: {
      emailRedirectTo: details.emailRedirectTo,
      data: { full_name: details.fullName || null, username: details.username || null },
    },
  });
  if (error) throw error;
}

/**
 * Signs this device out (issue 9), with or without signal: supabase-js `signOut({ scope: 'local' })`
 * removes the stored session (raising SIGNED_OUT) and POSTs /auth/v1/logout?scope=local, which revokes
 * this device's refresh token on the server; 401/403/404 replies count as signed out (spec §7).
 * Without signal supabase-js first retries refreshing an expired token for up to 30 s, so when the
 * browser is offline, or no answer came within `STALE_LOOKUP_AFTER_MS`, or the request met no signal,
 * the app removes the stored session itself (the phone is signed out at once) and keeps the refresh
 * token in the pending sign-outs (`auth-storage.ts`) for `revokePendingSignOuts` to revoke later;
 * supabase-js's own sign-out carries on in the background. The same when supabase-js cannot load.
 * `local`, not supabase-js's default `global`: Sign Out on a lodge's shared phone signs out that phone,
 * not the person's own phone as well, and a later revocation can only ever end the session it names.
 * @throws the supabase-js error when the server answered with an error and the session is still
 * stored (nothing was signed out).
 */
export async function signOutThisDevice(): Promise<void> {
  const refreshToken = readStoredSession()?.refresh_token ?? null;
  const signOutOnDevice = () => {
    removeStoredSession();
    if (refreshToken) writePendingSignOuts([...readPendingSignOuts(), refreshToken]);
  };
  let client: Awaited<ReturnType<typeof getSupabase>>;
  try {
    client = await getSupabase();
  } catch {
    signOutOnDevice();
    return;
  }
  type Outcome = 'signedOut' | 'noSignal';
  const request = client.auth.signOut({ scope: 'local' }).then(async ({ error }): Promise<Outcome> => {
    if (!error) return 'signedOut';
    const { isAuthRetryableFetchError } = await import('./browser-client');
    if (isAuthRetryableFetchError(error)) return 'noSignal';
    if (readStoredSession()) throw error;
    return 'signedOut';
  });
  request.catch(() => {}); // When the app signs out without waiting, a late failure has nobody to tell.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const patience = new Promise<Outcome>((resolve) => {
    timer = setTimeout(() => resolve('noSignal'), STALE_LOOKUP_AFTER_MS);
  });
  try {
    const offline = globalThis.navigator?.onLine === false;
    const outcome = offline ? 'noSignal' : await Promise.race([request, patience]);
    if (outcome === 'noSignal') signOutOnDevice();
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Revokes the sessions this device signed out of without signal (issue 9), oldest first, each with a
 * memory-only supabase-js client (`pending-sign-outs.ts`, loaded only when there is something to
 * revoke). A token the server revoked or refused is forgotten; one that met no signal stays for the
 * next try. Never rejects.
 */
export async function revokePendingSignOuts(): Promise<void> {
  if (readPendingSignOuts().length === 0) return;
  try {
    const { revokeRefreshToken } = await import('./pending-sign-outs');
    for (const token of readPendingSignOuts()) {
      const outcome = await revokeRefreshToken(token);
      if (outcome === 'no-signal') return;
      writePendingSignOuts(readPendingSignOuts().filter((kept) => kept !== token));
    }
  } catch {
    // The chunk itself could not load (no signal): the next try will do.
  }
}

/**
 * POST /auth/v1/recover: mails a password-recovery link to `email` (issue 12). GoTrue answers 200 for
 * an unknown address too (no account enumeration). The link comes back to `redirectTo` with a
 * recovery session, and supabase-js raises PASSWORD_RECOVERY.
 * @throws the supabase-js error, e.g. 429 `over_email_send_rate_limit`.
 */
export async function requestPasswordReset(email: string, redirectTo: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo });
  if (error) throw error;
}

/**
 * PUT /auth/v1/user with a new password, for the signed-in (or recovering) user (issue 12).
 * @throws the supabase-js error, e.g. 422 `same_password` or `weak_password`.
 */
export async function updatePassword(password: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.updateUser({ password });
  if (error) throw error;
}

/**
 * POST /auth/v1/resend (type signup): mails the confirmation link again (issue 12). GoTrue refuses a
 * second mail within its interval with 429 `over_email_send_rate_limit` and its own message.
 * @throws the supabase-js error.
 */
export async function resendConfirmation(email: string, emailRedirectTo: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.resend({ type: 'signup', email, options: { emailRedirectTo } });
  if (error) throw error;
}
