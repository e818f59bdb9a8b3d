import { createActor } from 'xstate';
import { authMachine } from '../../machines/auth.machine';
import { authActors, authGuards } from '../features/auth/auth.actors';

/**
 * The app-wide auth actor, created once at module level (a React-owned actor would run `getSession()`
 * twice under StrictMode). The router reads it in `beforeLoad`; screens read it with `useSelector`.
 */
export const authActor = createActor(authMachine.provide({ actors: authActors, guards: authGuards }));

authActor.on('profile.loadFailed', ({ error }) => console.error('Error loading profile', error));

export type AuthActorRef = typeof authActor;
