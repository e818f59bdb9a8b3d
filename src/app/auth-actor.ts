import { createActor } from 'xstate';
import { authMachine } from '../../machines/auth.machine';
import { authGuards, createAuthActors } from '../features/auth/auth.actors';
import { networkActor } from '../lib/network/network-actor';

/**
 * The app-wide auth actor, created once at module level (a React-owned actor would run `getSession()`
 * twice under StrictMode). The router reads it in `beforeLoad`; screens read it with `useSelector`.
 * Its reconnect work follows the page's network actor. Started by `wireApp()` (src/app/wiring.ts).
 */
export const authActor = createActor(
  authMachine.provide({ actors: createAuthActors(networkActor), guards: authGuards }),
);

authActor.on('profile.loadFailed', ({ error }) => console.error('Error loading profile', error));

export type AuthActorRef = typeof authActor;
