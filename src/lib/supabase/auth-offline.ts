import type { Session } from '@supabase/supabase-js';
import type { SessionLookup } from '../../../machines/shared/auth-types';
import { authStorageKey, pendingSignOutsKey } from './auth-storage';
import { getSupabase } from './client';

/**
 * Issue 9, "never signed out by no signal": the session lookup, refresh, sign-out and late revocation
 * that work without signal, and the storage they read. Loaded with `import()` by the auth actors (only
 * when there is a session to look up, a stale token, a sign-out or a pending revocation), so the
 * signed-out sign-in page does not carry it (its initial JS has a budget, issue 11).
 */

/** The parts of the stored session the app reads itself (supabase-js writes the whole session). */
export interface StoredSessionTokens {
  refresh_token: string;
  /** Unix time in seconds. */
  expires_at?: number;
}

/**
 * The session supabase-js keeps under `authStorageKey`, parsed; null when there is none, it is not
 * JSON, or storage throws. Issue 9: offline with an expired access token, supabase-js's `getSession()`
 * answers "no session" while the session stays stored; this is how the app tells the two apart.
 */
export function readStoredSession<T extends StoredSessionTokens = StoredSessionTokens>(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): T | null {
  try {
    const raw = storage?.getItem(authStorageKey);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed === 'object' && typeof (parsed as T).refresh_token === 'string') {
      return parsed as T;
    }
    return null;
  } catch {
    return null;
  }
}

/** The refresh tokens waiting to be revoked (oldest first); empty when none or storage fails. */
export function readPendingSignOuts(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(pendingSignOutsKey) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((token): token is string => typeof token === 'string') : [];
  } catch {
    return [];
  }
}

/** Stores the refresh tokens still to revoke (removes the key when there are none). */
export function writePendingSignOuts(
  tokens: readonly string[],
  storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined = globalThis.localStorage,
): void {
  try {
    if (tokens.length === 0) storage?.removeItem(pendingSignOutsKey);
    else storage?.setItem(pendingSignOutsKey, JSON.stringify([...new Set(tokens)]));
  } catch {
    // Storage refused (private mode, full): the server-side session then simply expires on its own.
  }
}

/** Removes the stored session (supabase-js `_removeSession` without the client: see `signOutThisDevice`). */
export function removeStoredSession(
  storage: Pick<Storage, 'removeItem'> | undefined = globalThis.localStorage,
): void {
  try {
    storage?.removeItem(authStorageKey);
    storage?.removeItem(`${authStorageKey}-user`);
  } catch {
    // Nothing stored that could be read back either.
  }
}

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
 * supabase-js remove the session: the answer is then "none". The auth machine runs this before the
 * first screen only when nothing usable is stored; otherwise behind it (`signedIn.token.renewing`,
 * issue 22).
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
    // The server refused the refresh token: supabase-js removed the session (and said SIGNED_OUT).
    if (staleLookup && !readStoredSession()) return { session: null, stale: false };
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
