import { redirect } from '@tanstack/react-router';
import { waitFor, type SnapshotFrom } from 'xstate';
import { AUTHENTICATED, type AuthMachine } from '../../../machines/auth.machine';
import type { AuthActorRef } from '../../lib/auth/auth-context';
import { currentAuthLinkError } from './auth-link-error';

/** Auth actor snapshot, as the guards see it. */
type AuthSnapshot = SnapshotFrom<AuthMachine>;

/**
 * Waits until the auth actor has left `checkingSession` (spec §2: a spinner shows meanwhile).
 * Aborts with the navigation (TanStack passes its `abortController`).
 */
export function settledAuth(auth: AuthActorRef, signal?: AbortSignal): Promise<AuthSnapshot> {
  return waitFor(auth, (snapshot) => !snapshot.matches('checkingSession'), signal ? { signal } : {});
}

/**
 * A `redirect` search value we are willing to follow: a same-origin path ("/x", not "//host" or a URL),
 * so the login page cannot be turned into an open redirect. Anything else is dropped.
 */
export function safeRedirectTarget(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  if (value.startsWith('/auth/')) return undefined;
  return value;
}

/**
 * `beforeLoad` of the protected layout (spec §2, §6): signed-out visitors go to /auth/login with the
 * requested location kept in `?redirect=`, replacing the history entry. Signed in means the auth
 * actor's `authenticated` tag: `signedIn` with either token, `fresh` or `stale` (issue 9: an expired
 * token without signal is not signed out), or `signingOut`.
 */
export async function requireSignedIn(options: {
  auth: AuthActorRef;
  href: string;
  signal?: AbortSignal;
}): Promise<void> {
  const snapshot = await settledAuth(options.auth, options.signal);
  if (snapshot.matches('recoveringPassword')) {
    // Issue 12: a recovery link's session is for choosing a new password first.
    throw redirect({ to: '/auth/set-password', replace: true });
  }
  if (!snapshot.hasTag(AUTHENTICATED)) {
    // An expired or used email link lands here with its error in the fragment: say so on the login page.
    const linkError = currentAuthLinkError();
    const href = options.href.split('#')[0] ?? '/';
    throw redirect({
      to: '/auth/login',
      search: linkError ? { redirect: href, linkError } : { redirect: href },
      replace: true,
    });
  }
}

/**
 * `beforeLoad` of /auth/login and /auth/register (spec §2): a signed-in visitor (`authenticated`) goes
 * to the kept location, else to /; not while signing out.
 */
export async function redirectIfSignedIn(options: {
  auth: AuthActorRef;
  redirectTo?: string;
  signal?: AbortSignal;
}): Promise<void> {
  const snapshot = await settledAuth(options.auth, options.signal);
  if (snapshot.matches('recoveringPassword')) {
    throw redirect({ to: '/auth/set-password', replace: true });
  }
  // Signing out is still `authenticated`, but the login page it is heading for stays open.
  if (snapshot.hasTag(AUTHENTICATED) && !snapshot.matches('signingOut')) {
    throw redirect({ href: safeRedirectTarget(options.redirectTo) ?? '/', replace: true });
  }
}

/**
 * `beforeLoad` of /auth/set-password (issue 12): open while the auth actor holds a recovery session
 * (`recoveringPassword`, from the mail's link). Signed in otherwise → the dashboard (this is also where
 * a saved new password lands); signed out → /auth/login, saying why when the link failed.
 */
export async function requireRecoverySession(options: {
  auth: AuthActorRef;
  signal?: AbortSignal;
}): Promise<void> {
  const snapshot = await settledAuth(options.auth, options.signal);
  if (snapshot.matches('recoveringPassword')) return;
  if (snapshot.hasTag(AUTHENTICATED)) throw redirect({ to: '/', replace: true });
  const linkError = currentAuthLinkError();
  throw redirect({ to: '/auth/login', search: linkError ? { linkError } : {}, replace: true });
}
