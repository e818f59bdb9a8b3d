import type { AuthSession } from '../../../machines/shared/auth-types';

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

/**
 * The session kept under `authStorageKey` when a returning person can be signed in on it at once
 * (issue 22): it has a user with an id, an access and a refresh token and both expiry fields (spec §4:
 * a stored session without them is discarded). The access token may have expired: supabase-js renews
 * it behind the screen, and every request waits for that. Null when nothing usable is stored, or
 * storage throws. Read without supabase-js, so the auth actor can start on it before the client loads.
 */
export function readSessionToRenew(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): AuthSession | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage?.getItem(authStorageKey) ?? 'null');
  } catch {
    return null;
  }
  return isStoredSession(parsed) ? parsed : null;
}

/** Does `value` have the shape of a usable supabase-js session (see `readSessionToRenew`)? */
function isStoredSession(value: unknown): value is AuthSession {
  if (!value || typeof value !== 'object') return false;
  const session = value as Partial<Record<keyof AuthSession, unknown>>;
  const user = session.user as { id?: unknown } | null | undefined;
  return (
    typeof session.access_token === 'string' &&
    typeof session.refresh_token === 'string' &&
    typeof session.expires_at === 'number' &&
    typeof session.expires_in === 'number' &&
    session.expires_in > 0 &&
    typeof user === 'object' &&
    user !== null &&
    typeof user.id === 'string'
  );
}

/**
 * The localStorage key of the sign-outs the server has not heard of yet (issue 9): a JSON array of
 * refresh tokens, each of a session this device signed out of without signal. The refresh token is
 * what GoTrue needs to find that session again (POST /token then POST /logout). It sat in storage
 * under `authStorageKey` a moment before, so keeping it here exposes nothing new; it is removed as
 * soon as the server has revoked it or refused it.
 */
export const pendingSignOutsKey = 'ecolodge-pending-sign-outs';

/** Is a sign-out waiting to be told to the server? (Cheap: decides whether to load the revoker.) */
export function hasPendingSignOuts(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): boolean {
  try {
    return Boolean(storage?.getItem(pendingSignOutsKey));
  } catch {
    return false;
  }
}
