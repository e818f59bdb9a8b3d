import { authMachine } from '../../machines/auth.machine';
import { authGuards, createAuthActors } from '../features/auth/auth.actors';
import { networkActor } from '../lib/network/network-actor';
import { readSessionToRenew } from '../lib/supabase/auth-storage';
import { joinApp } from '../lib/app-system';
import { dayPackFacts } from '../lib/offline/day-pack-facts';

/**
 * The app-wide auth actor, created once at module level (a React-owned actor would run `getSession()`
 * twice under StrictMode). The router reads it in `beforeLoad`; screens read it with `useSelector`.
 * Its reconnect work follows the page's network actor. It starts from the session kept in storage
 * (issue 22: a returning person is signed in at once, and supabase-js renews the session behind the
 * screen). Started by `wireApp()` (src/app/wiring.ts). In the app's actor system as `auth`.
 */
export const authActor = joinApp(
  'auth',
  authMachine.provide({ actors: createAuthActors(networkActor, dayPackFacts), guards: authGuards }),
  { input: { storedSession: readSessionToRenew() } },
);

authActor.on('profile.loadFailed', ({ error }) => console.error('Error loading profile', error));

export type AuthActorRef = typeof authActor;
