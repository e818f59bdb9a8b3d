import { authSetup, lookupOf } from './setup';

/** A renewed session (TOKEN_REFRESHED, SIGNED_IN, or supabase-js's INITIAL_SESSION) makes the token `fresh`. */
const toFresh = {
  guard: 'hasUsableSession',
  target: '#auth.signedIn.token.fresh',
  actions: 'assignSessionFromEvent',
} as const;

// Each region that takes an event keeps the session itself (a region's own transition preempts
// `signedIn`'s).
const becomeFresh = {
  'session.refreshed': toFresh,
  'session.signedIn': toFresh,
  'session.initialized': toFresh,
};

/**
 * `signedIn.token`: whether the session was renewed with the server lately.
 *
 * - `renewing` (issue 22 "The installed app opens on today's data at once"): the app signed in at once
 *   from the session kept in storage, without waiting for supabase-js's download or the network; the
 *   lookup (`loadSession`) runs behind the screen, and supabase-js renews the access token if it is
 *   (nearly) expired. Requests made meanwhile go through supabase-js, which waits for its own renewal,
 *   so none goes out with an expired access token. A fresh answer (or TOKEN_REFRESHED, SIGNED_IN,
 *   INITIAL_SESSION with a usable session) makes it `fresh`; no answer for lack of signal makes it
 *   `stale` (issue 9); no session at all (the server refused the refresh token and supabase-js removed
 *   it) signs out, as does SIGNED_OUT.
 * - `stale` (issue 9: an expired access token and no signal) runs `refreshWhenOnline` (a refresh each
 *   time the network comes back, beside supabase-js's own auto-refresh) until a renewed session arrives.
 *
 * Guards treat all three alike: the person is signed in.
 */
export const token = authSetup.createStateConfig({
  description: 'Whether the sign-in was renewed with the server lately.',
  initial: 'fresh',
  states: {
    fresh: { description: 'The session was renewed with the server (or needs no renewal yet).' },
    renewing: {
      description:
        'The app opened at once on the saved session; it is being renewed with the server behind the screen. Requests wait for the renewal, so none goes out with an expired token.',
      invoke: {
        id: 'loadSession',
        src: 'loadSession',
        onDone: [
          {
            guard: { type: 'isFreshLookup', params: lookupOf },
            target: 'fresh',
            actions: { type: 'assignSessionFromLookup', params: lookupOf },
          },
          {
            guard: { type: 'isStaleLookup', params: lookupOf },
            target: 'stale',
            actions: { type: 'assignSessionFromLookup', params: lookupOf },
          },
          // Nothing stored any more: the server refused the refresh token.
          { target: '#auth.signedOut', actions: 'clearSession' },
        ],
        // The session is still stored (supabase-js removes it only when the server refuses it): the
        // person stays signed in and the renewal is tried again when the signal returns.
        onError: { target: 'stale' },
      },
      on: becomeFresh,
    },
    stale: {
      description:
        'The session expired while there was no signal. They stay signed in on the saved data; it is renewed as soon as the signal returns. Only the server refusing it signs them out.',
      invoke: { id: 'refreshWhenOnline', src: 'refreshWhenOnline' },
      on: becomeFresh,
    },
  },
});
