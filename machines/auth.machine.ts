import {
  assertEvent,
  assign,
  emit,
  fromCallback,
  fromPromise,
  not,
  setup,
  type DoneActorEvent,
  type ErrorActorEvent,
} from 'xstate';
import type { AuthSession, AuthUser, Notification, Profile, SessionLookup } from './shared/auth-types';
import { serverMessageOf } from './shared/auth-types';
import type { ProfileEdits } from './shared/profile-edits';

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

/**
 * Context: the current session and user (null when signed out), the signed-in user's profile row (the
 * one copy in the app: issue 12) and why the last profile save was refused (null otherwise).
 */
export interface AuthContext {
  session: AuthSession | null;
  user: AuthUser | null;
  profile: Profile | null;
  profileProblem: string | null;
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

/** Params of an invoke's result, for actions and guards that take it as `params`. */
const lookupOf = ({ event }: { event: DoneActorEvent<SessionLookup> }) => event.output;
const profileOf = ({ event }: { event: DoneActorEvent<Profile> }) => event.output;
const errorOf = ({ event }: { event: ErrorActorEvent }) => event.error;

/**
 * The `name` of the error a `saveProfile` actor throws for edits it refused to send (the username rule):
 * the form shows that reason; only a refusal by the server or the network is also toasted.
 */
export const PROFILE_EDITS_ERROR = 'ProfileEditsError';

/**
 * The session events a signed-in actor takes: a usable session is kept; no session at all is not a
 * sign-out (issue 9: offline, supabase-js reports INITIAL_SESSION without one while it keeps the stored
 * session; only SIGNED_OUT signs out); an unusable one (spec §4: no expiry fields) signs out.
 */
const keepSessionOrSignOut = [
  { guard: 'hasUsableSession', actions: 'assignSessionFromEvent' },
  { guard: 'hasNoSession' },
  { target: '#auth.signedOut', actions: 'clearSession' },
] as const;

/**
 * Auth lifecycle (spec §4, issues 2, 9, 12): `checkingSession` → `signedOut` | `signedIn` → `signingOut`.
 *
 * - Loading is the `checkingSession` state; it ends after the first session lookup (`loadSession`)
 *   or the first auth event with a usable session, whichever comes first. With nothing stored to check
 *   (`hasStoredSession` false) it goes straight to `signedOut` without starting `loadSession`, so a
 *   signed-out start never waits for the Supabase client (issue 11).
 * - Never signed out by no signal (issue 9): a lookup that could not refresh an expired access token for
 *   lack of network (`SessionLookup.stale`) still signs in, in `signedIn.token.stale`. supabase-js then
 *   reports INITIAL_SESSION with no session; that alone never signs out (here or in `checkingSession`).
 *   Only SIGNED_OUT does: supabase-js raises it on an explicit sign-out, or when the server refuses the
 *   refresh token (GoTrue 400 `refresh_token_not_found`, `refresh_token_already_used`,
 *   `session_not_found`). `stale` runs `refreshWhenOnline` (a refresh on the browser's `online` event,
 *   beside supabase-js's own auto-refresh); TOKEN_REFRESHED, SIGNED_IN or INITIAL_SESSION with a usable
 *   session makes the token `fresh`. Guards treat `fresh` and `stale` alike: both are `signedIn`.
 * - `watchSession` (invoked for the machine's whole life) forwards supabase-js auth events and nothing
 *   else; `revokePendingSignOuts` (also for the whole life) tells the server about sign-outs made
 *   without signal, once it can.
 * - The profile has one owner, this actor (issue 12), in the parallel region `signedIn.profile`:
 *   `loading` (`loadProfile`) → `ready` | `loadFailed`. A failed load with no row yet is `loadFailed`
 *   (nothing to edit; `profile.reload` tries again, and so does a refreshed token); a failed reload of a
 *   row already loaded keeps that row and returns to `ready`. Only `ready` takes `profile.save`:
 *   `saving` runs `saveProfile` (id, username, full_name; it checks the one username rule before
 *   sending anything and words every refusal for the account page), then emits "Profile updated
 *   successfully!" or "Error updating profile" with the reason (also kept in `profileProblem`). A form
 *   that never loaded can therefore never be saved (it erased the stored username).
 * - `signingOut` runs `signOut`, which signs this device out even without signal (the server is told
 *   later); success emits "Logged out successfully", failure "Logout failed" with the server's message
 *   when there is one (spec §8) and returns to `signedIn`.
 * - `recoveringPassword` (issue 12): PASSWORD_RECOVERY with a usable session (the mail's recovery
 *   link) from any state. `password.update` → `saving` runs `updatePassword` (PUT /user); success emits
 *   "Your new password is saved" and goes to `signedIn`; failure emits the server's reason and stays.
 *
 * Actors and the `hasStoredSession` guard are placeholders here (the guard assumes a stored session,
 * so the lookup decides; the promise actors reject) and are supplied with `.provide()`
 * (src/features/auth/auth.actors.ts).
 */
export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    emitted: {} as Notification | { type: 'profile.loadFailed'; error: unknown },
  },
  actors: {
    loadSession: fromPromise<SessionLookup>(async () => {
      throw new Error('loadSession not provided');
    }),
    watchSession: fromCallback<AuthEvent>(() => {
      throw new Error('watchSession not provided');
    }),
    refreshWhenOnline: fromCallback<AuthEvent>(() => {
      throw new Error('refreshWhenOnline not provided');
    }),
    revokePendingSignOuts: fromCallback<AuthEvent>(() => {
      throw new Error('revokePendingSignOuts not provided');
    }),
    loadProfile: fromPromise<Profile, { userId: string }>(async () => {
      throw new Error('loadProfile not provided');
    }),
    saveProfile: fromPromise<Profile, { id: string; username: string; full_name: string }>(async () => {
      throw new Error('saveProfile not provided');
    }),
    signOut: fromPromise<void>(async () => {
      throw new Error('signOut not provided');
    }),
    updatePassword: fromPromise<void, { password: string }>(async () => {
      throw new Error('updatePassword not provided');
    }),
  },
  guards: {
    /** Is there a stored session (or one arriving in the URL) for `loadSession` to check? */
    hasStoredSession: () => true,
    hasNothingToRestore: not('hasStoredSession'),
    hasUsableSession: ({ event }) => 'session' in event && isUsableSession(event.session),
    /** INITIAL_SESSION without a session: offline, supabase-js reports this while the session stays stored. */
    hasNoSession: ({ event }) => 'session' in event && event.session === null,
    isFreshLookup: (_, lookup: SessionLookup) => isUsableSession(lookup.session) && !lookup.stale,
    isStaleLookup: (_, lookup: SessionLookup) => isUsableSession(lookup.session) && lookup.stale,
    hasProfile: ({ context }) => context.profile !== null,
    isEditsProblem: (_, error: unknown) => error instanceof Error && error.name === PROFILE_EDITS_ERROR,
  },
  actions: {
    assignSessionFromEvent: assign(({ event }) => {
      const session = 'session' in event && isUsableSession(event.session) ? event.session : null;
      return { session, user: session?.user ?? null };
    }),
    assignSessionFromLookup: assign((_, lookup: SessionLookup) => ({
      session: lookup.session,
      user: lookup.session?.user ?? null,
    })),
    clearSession: assign({ session: null, user: null, profile: null, profileProblem: null }),
    assignProfile: assign((_, profile: Profile) => ({ profile, profileProblem: null })),
    clearProfileProblem: assign({ profileProblem: null }),
    // The save actor words every refusal for the account page (src/features/auth/profile-save.ts).
    assignSaveProblem: assign((_, error: unknown) => ({ profileProblem: serverMessageOf(error) ?? null })),
    reportProfileLoadFailed: emit((_, error: unknown) => ({ type: 'profile.loadFailed' as const, error })),
    notifyProfileSaved: emit({
      type: 'notification',
      tone: 'success',
      title: 'Profile updated successfully!',
    } as const),
    notifyProfileSaveFailed: emit((_, error: unknown) => ({
      type: 'notification' as const,
      tone: 'error' as const,
      title: 'Error updating profile',
      message: serverMessageOf(error),
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
    notifyPasswordFailed: emit((_, error: unknown) => ({
      type: 'notification' as const,
      tone: 'error' as const,
      title: 'Could not save the new password',
      message: serverMessageOf(error),
    })),
    notifySignOutFailed: emit((_, error: unknown) => ({
      type: 'notification' as const,
      tone: 'error' as const,
      title: 'Logout failed',
      message: serverMessageOf(error),
    })),
  },
}).createMachine({
  id: 'auth',
  context: { session: null, user: null, profile: null, profileProblem: null },
  invoke: [
    { id: 'watchSession', src: 'watchSession' },
    { id: 'revokePendingSignOuts', src: 'revokePendingSignOuts' },
  ],
  initial: 'checkingSession',
  states: {
    checkingSession: {
      always: { guard: 'hasNothingToRestore', target: 'signedOut', actions: 'clearSession' },
      invoke: {
        id: 'loadSession',
        src: 'loadSession',
        onDone: [
          {
            guard: { type: 'isFreshLookup', params: lookupOf },
            target: 'signedIn',
            actions: { type: 'assignSessionFromLookup', params: lookupOf },
          },
          {
            guard: { type: 'isStaleLookup', params: lookupOf },
            target: '#auth.signedIn.token.stale',
            actions: { type: 'assignSessionFromLookup', params: lookupOf },
          },
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
              // Issue 9: offline with an expired token supabase-js reports no session while it keeps
              // the stored one; the lookup (which tells "no network" from "no session") decides.
              { guard: 'hasNoSession' },
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
            onError: {
              target: 'choosing',
              actions: { type: 'notifyPasswordFailed', params: errorOf },
            },
          },
        },
      },
      on: {
        ...Object.fromEntries(sessionEvents.map((type) => [type, keepSessionOrSignOut])),
        'session.signedOut': { target: 'signedOut', actions: 'clearSession' },
        'auth.signOut': { target: 'signingOut' },
      },
    },
    signedIn: {
      type: 'parallel',
      states: {
        token: {
          initial: 'fresh',
          states: {
            fresh: {},
            stale: {
              invoke: { id: 'refreshWhenOnline', src: 'refreshWhenOnline' },
              on: {
                // Each region that takes an event keeps the session itself (a region's own transition
                // preempts `signedIn`'s).
                'session.refreshed': {
                  guard: 'hasUsableSession',
                  target: 'fresh',
                  actions: 'assignSessionFromEvent',
                },
                'session.signedIn': {
                  guard: 'hasUsableSession',
                  target: 'fresh',
                  actions: 'assignSessionFromEvent',
                },
                // supabase-js finished its start-up refresh after the lookup gave up waiting.
                'session.initialized': {
                  guard: 'hasUsableSession',
                  target: 'fresh',
                  actions: 'assignSessionFromEvent',
                },
              },
            },
          },
        },
        profile: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadProfile',
                src: 'loadProfile',
                input: ({ context }) => ({ userId: context.user?.id ?? '' }),
                onDone: {
                  target: 'ready',
                  actions: { type: 'assignProfile', params: profileOf },
                },
                onError: [
                  {
                    guard: 'hasProfile',
                    target: 'ready',
                    actions: { type: 'reportProfileLoadFailed', params: errorOf },
                  },
                  {
                    target: 'loadFailed',
                    actions: { type: 'reportProfileLoadFailed', params: errorOf },
                  },
                ],
              },
            },
            loadFailed: {
              on: {
                'profile.reload': 'loading',
                // Back online (issue 9): the row that could not load may load now.
                'session.refreshed': {
                  guard: 'hasUsableSession',
                  target: 'loading',
                  actions: 'assignSessionFromEvent',
                },
              },
            },
            ready: {
              on: {
                'profile.reload': 'loading',
                'profile.save': { target: 'saving', actions: 'clearProfileProblem' },
              },
            },
            saving: {
              invoke: {
                id: 'saveProfile',
                src: 'saveProfile',
                input: ({ context, event }) => {
                  assertEvent(event, 'profile.save');
                  return { id: context.user?.id ?? '', username: event.username, full_name: event.fullName };
                },
                onDone: {
                  target: 'ready',
                  actions: [{ type: 'assignProfile', params: profileOf }, 'notifyProfileSaved'],
                },
                onError: [
                  {
                    guard: { type: 'isEditsProblem', params: errorOf },
                    target: 'ready',
                    actions: { type: 'assignSaveProblem', params: errorOf },
                  },
                  {
                    target: 'ready',
                    actions: [
                      { type: 'assignSaveProblem', params: errorOf },
                      { type: 'notifyProfileSaveFailed', params: errorOf },
                    ],
                  },
                ],
              },
            },
          },
        },
      },
      on: {
        ...Object.fromEntries(sessionEvents.map((type) => [type, keepSessionOrSignOut])),
        'session.signedOut': { target: 'signedOut', actions: 'clearSession' },
        'password.recoveryStarted': startRecovery,
        'auth.signOut': { target: 'signingOut' },
      },
    },
    signingOut: {
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: { target: 'signedOut', actions: ['clearSession', 'notifySignedOut'] },
        onError: {
          target: 'signedIn',
          actions: { type: 'notifySignOutFailed', params: errorOf },
        },
      },
    },
  },
});

/** The auth actor's snapshot type, for selectors and the router context. */
export type AuthMachine = typeof authMachine;
