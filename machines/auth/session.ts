import { AUTHENTICATED } from './types';
import { authSetup, errorOf, lookupOf } from './setup';

/** The auth events that carry a session (all but SIGNED_OUT). */
export const sessionEvents = [
  'session.initialized',
  'session.signedIn',
  'session.refreshed',
  'user.updated',
  'password.recoveryStarted',
  'mfa.challengeVerified',
] as const;

/** PASSWORD_RECOVERY: a usable recovery session starts `recoveringPassword`; anything else signs out. */
export const startRecovery = [
  { guard: 'hasUsableSession', target: '#auth.recoveringPassword', actions: 'assignSessionFromEvent' },
  { target: '#auth.signedOut', actions: 'clearSession' },
] as const;

/**
 * The session events a signed-in actor takes: a usable session is kept; no session at all is not a
 * sign-out (issue 9: offline, supabase-js reports INITIAL_SESSION without one while it keeps the stored
 * session; only SIGNED_OUT signs out); an unusable one (spec §4: no expiry fields) signs out.
 */
export const keepSessionOrSignOut = [
  { guard: 'hasUsableSession', actions: 'assignSessionFromEvent' },
  { guard: 'hasNoSession' },
  { target: '#auth.signedOut', actions: 'clearSession' },
] as const;

/**
 * The first state: with nothing stored (`hasNothingToRestore`) straight to `signedOut`, without waiting
 * for the Supabase client (issue 11); with a usable session kept in storage (`hasSessionToRenew`, the
 * actor's input) straight to `signedIn.token.renewing` (issue 22: no wait for supabase-js or the
 * network; the lookup runs there). Otherwise (something stored that is not a usable session, or a
 * session arriving in the URL) the stored session is looked up here (`loadSession`): a fresh lookup
 * signs in; a stale one (no signal to refresh an expired token, issue 9) signs in on
 * `signedIn.token.stale`; the first auth event with a usable session may end the wait first.
 */
export const checkingSession = authSetup.createStateConfig({
  description: 'The app just opened and is looking for a saved session; a spinner shows.',
  always: [
    { guard: 'hasNothingToRestore', target: 'signedOut', actions: 'clearSession' },
    { guard: 'hasSessionToRenew', target: '#auth.signedIn.token.renewing' },
  ],
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
});

/** Nobody signed in: any auth event with a usable session signs in (a recovery one starts recovery). */
export const signedOut = authSetup.createStateConfig({
  description: 'Nobody is signed in. Staff screens send the visitor to the login page.',
  on: {
    ...Object.fromEntries(
      sessionEvents.map((type) => [
        type,
        { guard: 'hasUsableSession', target: 'signedIn', actions: 'assignSessionFromEvent' },
      ]),
    ),
    'password.recoveryStarted': startRecovery,
  },
});

/**
 * `signOut` signs this device out even without signal (the server is told later); success emits
 * "Logged out successfully", failure "Logout failed" with the server's message when there is one
 * (spec §8) and returns to `signedIn`. Still `authenticated` until it is done.
 */
export const signingOut = authSetup.createStateConfig({
  description:
    'Sign Out was pressed. The phone is signed out at once, even with no signal; the server is told when it can be reached.',
  tags: [AUTHENTICATED],
  invoke: {
    id: 'signOut',
    src: 'signOut',
    onDone: { target: 'signedOut', actions: ['clearSession', 'notifySignedOut'] },
    onError: {
      target: 'signedIn',
      actions: { type: 'notifySignOutFailed', params: errorOf },
    },
  },
});
