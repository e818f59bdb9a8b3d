import type { AuthSession, AuthUser, Notification, Profile, ProfileCopy } from '../shared/auth-types';
import type { ProfileEdits } from '../shared/profile-edits';

/**
 * Facts forwarded from supabase-js `onAuthStateChange`, one event per auth event of spec §4:
 * INITIAL_SESSION, SIGNED_IN, SIGNED_OUT, TOKEN_REFRESHED, USER_UPDATED, PASSWORD_RECOVERY,
 * MFA_CHALLENGE_VERIFIED. Each carries the session supabase-js reported (null when there is none).
 */
export type AuthChangeEvent =
  | { type: 'session.initialized'; session: AuthSession | null }
  | { type: 'session.signedIn'; session: AuthSession | null }
  | { type: 'session.signedOut'; session: AuthSession | null }
  | { type: 'session.refreshed'; session: AuthSession | null }
  | { type: 'user.updated'; session: AuthSession | null }
  | { type: 'password.recoveryStarted'; session: AuthSession | null }
  | { type: 'mfa.challengeVerified'; session: AuthSession | null };

/** Commands from the UI: sign out, the profile's owner commands (issue 12), a new password. */
export type AuthCommandEvent =
  | { type: 'auth.signOut' }
  /** Load the profile row again (the /account screen's Retry, and its entry: spec §2 "Loads on entry"). */
  | { type: 'profile.reload' }
  /** Save the loaded profile with these edits (issue 12: only the auth actor writes the profile). */
  | ({ type: 'profile.save' } & ProfileEdits)
  /** Issue 33: the profile changed elsewhere since the form opened; show theirs instead of saving mine. */
  | { type: 'profile.takeTheirs' }
  /** Issue 12: the new password chosen on /auth/set-password after a recovery link. */
  | { type: 'password.update'; password: string };

export type AuthEvent = AuthChangeEvent | AuthCommandEvent;

/** What the auth actor emits: toasts (spec §8) and a failed profile load (logged by the app). */
export type AuthEmitted = Notification | { type: 'profile.loadFailed'; error: unknown };

/** Maps supabase-js's auth event names (spec §4) to this machine's event types. */
export const authChangeEventTypes = {
  INITIAL_SESSION: 'session.initialized',
  SIGNED_IN: 'session.signedIn',
  SIGNED_OUT: 'session.signedOut',
  TOKEN_REFRESHED: 'session.refreshed',
  USER_UPDATED: 'user.updated',
  PASSWORD_RECOVERY: 'password.recoveryStarted',
  MFA_CHALLENGE_VERIFIED: 'mfa.challengeVerified',
} as const satisfies Record<string, AuthChangeEvent['type']>;

/**
 * Context: the current session and user (null when signed out), the signed-in user's profile row (the
 * one copy in the app: issue 12), why the last profile save was refused (null otherwise) and, when a
 * save found the row changed since the form opened (issue 33), the row as it is now (`profileTheirs`:
 * the base a Keep mine saves over; null otherwise).
 */
export interface AuthContext {
  session: AuthSession | null;
  user: AuthUser | null;
  profile: ProfileCopy | null;
  profileProblem: string | null;
  profileTheirs: Profile | null;
}

/**
 * What the auth actor starts from (issue 22): the session kept in storage when it is usable (user,
 * refresh token, expiry fields), read without supabase-js, so a returning person is signed in at once
 * and supabase-js renews the session behind the screen. Absent or null: the lookup decides.
 */
export interface AuthInput {
  storedSession?: AuthSession | null;
}

/** The context an auth actor starts with: the stored session from `input` when it is usable. */
export function initialAuthContext(input: AuthInput | void): AuthContext {
  const stored = input ? input.storedSession : null;
  const session = isUsableSession(stored) ? stored : null;
  return { session, user: session?.user ?? null, profile: null, profileProblem: null, profileTheirs: null };
}

/**
 * A session is usable only with both expiry fields (spec §4: "A stored session without expiry fields
 * is discarded"); supabase-js drops such sessions too, this keeps the machine honest on its own.
 */
export function isUsableSession(session: AuthSession | null | undefined): session is AuthSession {
  return Boolean(
    session &&
    session.access_token &&
    typeof session.expires_at === 'number' &&
    typeof session.expires_in === 'number' &&
    session.expires_in > 0,
  );
}

/**
 * The `name` of the error a `saveProfile` actor throws for edits it refused to send (the username rule):
 * the form shows that reason; only a refusal by the server or the network is also toasted.
 */
export const PROFILE_EDITS_ERROR = 'ProfileEditsError';

/**
 * The `name` of the error a `saveProfile` actor throws when the row was changed elsewhere since the form
 * opened (issue 33: a stale copy overwrote the server): nothing was written; `theirs` is the row now.
 */
export const PROFILE_CHANGED_ERROR = 'ProfileChangedError';

/** Is `error` the {@link PROFILE_CHANGED_ERROR} of a save, carrying the row as it is now? */
export function isProfileChanged(error: unknown): error is Error & { theirs: Profile } {
  return error instanceof Error && error.name === PROFILE_CHANGED_ERROR && 'theirs' in error;
}

/**
 * The state tag of every state in which a person is signed in: `signedIn` (token fresh or stale) and
 * `signingOut` (still signed in until the sign-out is done). Guards, selectors and the app's wiring ask
 * `snapshot.hasTag(AUTHENTICATED)` instead of restating the list of states.
 */
export const AUTHENTICATED = 'authenticated';
