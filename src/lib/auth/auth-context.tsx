import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { AuthMachine } from '../../../machines/auth.machine';

/** A running auth actor (the app's, or a test's). */
export type AuthActorRef = ActorRefFrom<AuthMachine>;

/** Carries the app-wide auth actor to screens; tests put their own actor here. */
export const AuthActorContext = createContext<AuthActorRef | null>(null);

/** The auth actor from context. @throws Error when rendered outside an `AuthActorContext` provider. */
export function useAuthActor(): AuthActorRef {
  const actor = useContext(AuthActorContext);
  if (!actor) throw new Error('useAuthActor needs an <AuthActorContext.Provider> above it');
  return actor;
}
