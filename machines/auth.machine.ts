import { authSetup } from './auth/setup';
import {
  checkingSession,
  keepSessionOrSignOut,
  sessionEvents,
  signedOut,
  signingOut,
  startRecovery,
} from './auth/session';
import { token } from './auth/token';
import { profile } from './auth/profile';
import { recoveringPassword } from './auth/recovery';
import { AUTHENTICATED, initialAuthContext } from './auth/types';

export type { ProfileSaveInput } from './auth/setup';

export {
  AUTHENTICATED,
  PROFILE_CHANGED_ERROR,
  PROFILE_EDITS_ERROR,
  isProfileChanged,
  authChangeEventTypes,
  isUsableSession,
  type AuthChangeEvent,
  type AuthCommandEvent,
  type AuthContext,
  type AuthEvent,
  type AuthInput,
} from './auth/types';

/**
 * Auth lifecycle (spec §4, issues 2, 9, 12): `checkingSession` → `signedOut` | `signedIn` → `signingOut`.
 * Each part reads in one sitting in machines/auth/: the named actors, guards and actions
 * (`setup.ts`), the session's states (`session.ts`), the token and profile regions of `signedIn`
 * (`token.ts`, `profile.ts`) and password recovery (`recovery.ts`).
 *
 * - Loading is the `checkingSession` state; it ends after the first session lookup (`loadSession`)
 *   or the first auth event with a usable session, whichever comes first. With nothing stored to check
 *   (`hasStoredSession` false) it goes straight to `signedOut` without starting `loadSession`, so a
 *   signed-out start never waits for the Supabase client (issue 11). With a usable session kept in
 *   storage (the actor's `input`, read without supabase-js) it goes straight to
 *   `signedIn.token.renewing` (issue 22): the returning person's screens open at once while
 *   supabase-js loads and renews the session behind them.
 * - Never signed out by no signal (issue 9): a lookup that could not refresh an expired access token for
 *   lack of network (`SessionLookup.stale`) still signs in, in `signedIn.token.stale`. supabase-js then
 *   reports INITIAL_SESSION with no session; that alone never signs out (here or in `checkingSession`).
 *   Only SIGNED_OUT does: supabase-js raises it on an explicit sign-out, or when the server refuses the
 *   refresh token (GoTrue 400 `refresh_token_not_found`, `refresh_token_already_used`,
 *   `session_not_found`). `stale` runs `refreshWhenOnline` (a refresh each time the network comes
 *   back, beside supabase-js's own auto-refresh); TOKEN_REFRESHED, SIGNED_IN or INITIAL_SESSION with a
 *   usable session makes the token `fresh`.
 * - Signed in is one tag, `authenticated` (`AUTHENTICATED`), on `signedIn` (token `fresh` or `stale`
 *   alike) and `signingOut`: guards, selectors and the app's wiring ask `hasTag`, not a list of states.
 * - `watchSession` (invoked for the machine's whole life) forwards supabase-js auth events and nothing
 *   else; `revokePendingSignOuts` (also for the whole life) tells the server about sign-outs made
 *   without signal, once it can.
 * - The profile has one owner, this actor (issue 12), in the parallel region `signedIn.profile`.
 * - `signingOut` runs `signOut`, which signs this device out even without signal.
 * - `recoveringPassword` (issue 12): PASSWORD_RECOVERY with a usable session (the mail's recovery
 *   link) from any state, for choosing a new password.
 *
 * Actors and the `hasStoredSession` guard are placeholders (the guard assumes a stored session, so the
 * lookup decides; the actors throw "… not provided") and are supplied with `.provide()`
 * (src/features/auth/auth.actors.ts).
 */
export const authMachine = authSetup.createMachine({
  id: 'auth',
  description:
    'Keeps track of whether a staff member is signed in, for the whole app. It starts by looking for a stored session, follows what the login service reports (signed in, token refreshed, signed out) and handles signing out. The route guards ask it before showing any staff screen.',
  meta: { title: 'Signing in and out (the whole app)' },
  context: ({ input }) => initialAuthContext(input),
  invoke: [
    { id: 'watchSession', src: 'watchSession' },
    { id: 'revokePendingSignOuts', src: 'revokePendingSignOuts' },
  ],
  initial: 'checkingSession',
  states: {
    checkingSession,
    signedOut,
    recoveringPassword,
    signedIn: {
      description:
        'A staff member is signed in. Two things are tracked side by side: the token and the profile.',
      type: 'parallel',
      tags: [AUTHENTICATED],
      states: { token, profile },
      on: {
        ...Object.fromEntries(sessionEvents.map((type) => [type, keepSessionOrSignOut])),
        'session.signedOut': { target: 'signedOut', actions: 'clearSession' },
        'password.recoveryStarted': startRecovery,
        'auth.signOut': { target: 'signingOut' },
      },
    },
    signingOut,
  },
});

/** The auth actor's snapshot type, for selectors and the router context. */
export type AuthMachine = typeof authMachine;
