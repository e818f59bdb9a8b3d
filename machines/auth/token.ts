import { authSetup } from './setup';

/**
 * `signedIn.token`: whether the session could be renewed with the server lately. A stale lookup (an
 * expired access token and no signal, issue 9) lands in `stale`, which runs `refreshWhenOnline` (a
 * refresh each time the network comes back, beside supabase-js's own auto-refresh); TOKEN_REFRESHED,
 * SIGNED_IN or INITIAL_SESSION with a usable session makes it `fresh`. Guards treat both alike.
 */
export const token = authSetup.createStateConfig({
  description: 'Whether the sign-in could be renewed with the server lately.',
  initial: 'fresh',
  states: {
    fresh: { description: 'The session was renewed with the server (or needs no renewal yet).' },
    stale: {
      description:
        'The session expired while there was no signal. They stay signed in on the saved data; it is renewed as soon as the signal returns. Only the server refusing it signs them out.',
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
});
