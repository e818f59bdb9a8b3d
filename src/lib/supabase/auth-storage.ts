/**
 * Where supabase-js keeps the session (its `auth.storageKey` option), and the one question the app asks
 * before loading supabase-js: is there a session to check at all? Free of supabase-js on purpose: the
 * auth machine's first decision, the inline head script in `index.html` (see `vite.config.ts`) and the
 * client module all share it, so a signed-out visit paints the sign-in form without the 33 KiB gzip
 * client (issue 11).
 */

/**
 * The localStorage key of the stored session. Explicit, instead of supabase-js's default
 * `sb-<first label of the project host>-auth-token`, so the head script can look for it without knowing
 * the backend's address. It keeps the `sb-…-auth-token` shape supabase tooling expects.
 */
export const authStorageKey = 'sb-ecolodge-auth-token';

/**
 * True when supabase-js has something to restore: a stored session under `authStorageKey`, or a
 * session arriving in the URL fragment (the sign-up confirmation link, implicit flow). Storage that
 * throws (private mode, disabled) counts as "nothing stored": supabase-js could not read it either.
 */
export function hasStoredSession(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
  hash: string = globalThis.location?.hash ?? '',
): boolean {
  if (hash.includes('access_token=')) return true;
  try {
    return Boolean(storage?.getItem(authStorageKey));
  } catch {
    return false;
  }
}

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

/**
 * The localStorage key of the sign-outs the server has not heard of yet (issue 9): a JSON array of
 * refresh tokens, each of a session this device signed out of without signal. The refresh token is
 * what GoTrue needs to find that session again (POST /token then POST /logout). It sat in storage
 * under `authStorageKey` a moment before, so keeping it here exposes nothing new; it is removed as
 * soon as the server has revoked it or refused it.
 */
export const pendingSignOutsKey = 'ecolodge-pending-sign-outs';

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
