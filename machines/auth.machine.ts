import { assertEvent, assign, emit, fromCallback, fromPromise, not, setup } from 'xstate';
import type { AuthSession, AuthUser, Notification, Profile } from './shared/auth-types';
import { serverMessageOf } from './shared/auth-types';

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

/** Commands from the UI, and facts from other screens (the account screen saved the profile). */
export type AuthCommandEvent =
  | { type: 'auth.signOut' }
  | { type: 'profile.saved'; profile: Profile }
  /** Issue 12: the new password chosen on /auth/set-password after a recovery link. */
  | { type: 'password.update'; password: string };

export type AuthEvent = AuthChangeEvent | AuthCommandEvent;

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

/** Context: the current session and user (null when signed out) and the signed-in user's profile row. */
export interface AuthContext {
  session: AuthSession | null;
  user: AuthUser | null;
  profile: Profile | null;
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

const sessionEvents = [
  'session.initialized',
  'session.signedIn',
  'session.refreshed',
  'user.updated',
  'password.recoveryStarted',
  'mfa.challengeVerified',
] as const;

/** PASSWORD_RECOVERY: a usable recovery session starts `recoveringPassword`; anything else signs out. */
const startRecovery = [
  { guard: 'hasUsableSession', target: '#auth.recoveringPassword', actions: 'assignSessionFromEvent' },
  { target: '#auth.signedOut', actions: 'clearSession' },
] as const;

/**
 * Auth lifecycle (spec §4, issue 2): `checkingSession` → `signedOut` | `signedIn` → `signingOut`.
 *
 * - Loading is the `checkingSession` state; it ends after the first session lookup (`loadSession`)
 *   or the first auth event, whichever comes first. With nothing stored to check (`hasStoredSession`
 *   false) it goes straight to `signedOut` without starting `loadSession`, so a signed-out start never
 *   waits for the Supabase client (issue 11: the sign-in form paints without supabase-js).
 * - `watchSession` (invoked for the machine's whole life) forwards supabase-js auth events and nothing else.
 * - `signedIn` loads the profile row once (`loadProfile`); a failure leaves it null and is reported.
 * - `signingOut` runs `signOut`; success emits "Logged out successfully", failure "Logout failed"
 *   with the server's message when there is one (spec §8) and stays signed in.
 * - `recoveringPassword` (issue 12): PASSWORD_RECOVERY with a usable session (the mail's recovery
 *   link) from any state. The person chooses a new password: `password.update` → `saving` runs
 *   `updatePassword` (PUT /user); success emits "Your new password is saved" and goes to `signedIn`
 *   (the router then shows the dashboard); failure emits the server's reason and stays to try again.
 *
 * Actors and the `hasStoredSession` guard are placeholders here (the guard assumes a stored session,
 * so the lookup decides) and are supplied with `.provide()` (src/features/auth/auth.actors.ts).
 */
export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    emitted: {} as Notification | { type: 'profile.loadFailed'; error: unknown },
  },
  actors: {
    loadSession: fromPromise<AuthSession | null>(async () => null),
    watchSession: fromCallback<AuthEvent>(() => () => {}),
    loadProfile: fromPromise<Profile | null, { userId: string }>(async () => null),
    signOut: fromPromise<void>(async () => {}),
    updatePassword: fromPromise<void, { password: string }>(async () => {
      throw new Error('updatePassword not provided');
    }),
  },
  guards: {
    /** Is there a stored session (or one arriving in the URL) for `loadSession` to check? */
    hasStoredSession: () => true,
    hasNothingToRestore: not('hasStoredSession'),
    hasUsableSession: ({ event }) => 'session' in event && isUsableSession(event.session),
    isUsableLookup: ({ event }) =>
      'output' in event && isUsableSession((event as { output: AuthSession | null }).output),
  },
  actions: {
    assignSessionFromEvent: assign(({ event }) => {
      const session = 'session' in event && isUsableSession(event.session) ? event.session : null;
      return { session, user: session?.user ?? null };
    }),
    assignSessionFromLookup: assign(({ event }) => {
      const session = (event as unknown as { output: AuthSession }).output;
      return { session, user: session.user };
    }),
    clearSession: assign({ session: null, user: null, profile: null }),
    assignProfile: assign({
      profile: ({ event }) =>
        event.type === 'profile.saved'
          ? event.profile
          : ((event as { output?: Profile | null }).output ?? null),
    }),
    reportProfileLoadFailed: emit(({ event }) => ({
      type: 'profile.loadFailed' as const,
      error: (event as { error?: unknown }).error,
    })),
    notifySignedOut: emit({
      type: 'notification',
      tone: 'success',
      title: 'Logged out successfully',
    } as const),
    notifyPasswordSaved: emit({
      type: 'notification',
      tone: 'success',
      title: 'Your new password is saved',
      message: 'You are signed in.',
    } as const),
    notifyPasswordFailed: emit(({ event }) => ({
      type: 'notification' as const,
      tone: 'error' as const,
      title: 'Could not save the new password',
      message: serverMessageOf((event as { error?: unknown }).error),
    })),
    notifySignOutFailed: emit(({ event }) => ({
      type: 'notification' as const,
      tone: 'error' as const,
      title: 'Logout failed',
      message: serverMessageOf((event as { error?: unknown }).error),
    })),
  },
}).createMachine({
  id: 'auth',
  context: { session: null, user: null, profile: null },
  invoke: { id: 'watchSession', src: 'watchSession' },
  initial: 'checkingSession',
  states: {
    checkingSession: {
      always: { guard: 'hasNothingToRestore', target: 'signedOut', actions: 'clearSession' },
      invoke: {
        id: 'loadSession',
        src: 'loadSession',
        onDone: [
          { guard: 'isUsableLookup', target: 'signedIn', actions: 'assignSessionFromLookup' },
          { target: 'signedOut', actions: 'clearSession' },
        ],
        onError: { target: 'signedOut', actions: 'clearSession' },
      },
      on: {
        ...Object.fromEntries(
          sessionEvents.map((type) => [
            type,
            [
              { guard: 'hasUsableSession', target: 'signedIn', actions: 'assignSessionFromEvent' },
              { target: 'signedOut', actions: 'clearSession' },
            ],
          ]),
        ),
        'session.signedOut': { target: 'signedOut', actions: 'clearSession' },
        'password.recoveryStarted': startRecovery,
      },
    },
    signedOut: {
      on: {
        ...Object.fromEntries(
          sessionEvents.map((type) => [
            type,
            { guard: 'hasUsableSession', target: 'signedIn', actions: 'assignSessionFromEvent' },
          ]),
        ),
        'password.recoveryStarted': startRecovery,
      },
    },
    recoveringPassword: {
      initial: 'choosing',
      states: {
        choosing: {
          on: { 'password.update': 'saving' },
        },
        saving: {
          invoke: {
            id: 'updatePassword',
            src: 'updatePassword',
            input: ({ event }) => {
              assertEvent(event, 'password.update');
              return { password: event.password };
            },
            onDone: { target: '#auth.signedIn', actions: 'notifyPasswordSaved' },
            onError: { target: 'choosing', actions: 'notifyPasswordFailed' },
          },
        },
      },
      on: {
        ...Object.fromEntries(
          sessionEvents.map((type) => [
            type,
            [
              { guard: 'hasUsableSession', actions: 'assignSessionFromEvent' },
              { target: 'signedOut', actions: 'clearSession' },
            ],
          ]),
        ),
        'session.signedOut': { target: 'signedOut', actions: 'clearSession' },
        'auth.signOut': { target: 'signingOut' },
      },
    },
    signedIn: {
      initial: 'loadingProfile',
      states: {
        loadingProfile: {
          invoke: {
            id: 'loadProfile',
            src: 'loadProfile',
            input: ({ context }) => ({ userId: context.user?.id ?? '' }),
            onDone: { target: 'profileReady', actions: 'assignProfile' },
            onError: { target: 'profileReady', actions: 'reportProfileLoadFailed' },
          },
        },
        profileReady: {},
      },
      on: {
        ...Object.fromEntries(
          sessionEvents.map((type) => [
            type,
            [
              { guard: 'hasUsableSession', actions: 'assignSessionFromEvent' },
              { target: 'signedOut', actions: 'clearSession' },
            ],
          ]),
        ),
        'session.signedOut': { target: 'signedOut', actions: 'clearSession' },
        'password.recoveryStarted': startRecovery,
        'profile.saved': { actions: 'assignProfile' },
        'auth.signOut': { target: 'signingOut' },
      },
    },
    signingOut: {
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: { target: 'signedOut', actions: ['clearSession', 'notifySignedOut'] },
        onError: { target: 'signedIn.profileReady', actions: 'notifySignOutFailed' },
      },
    },
  },
});

/** The auth actor's snapshot type, for selectors and the router context. */
export type AuthMachine = typeof authMachine;
