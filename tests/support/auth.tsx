import type { ReactElement } from 'react';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { authMachine } from '../../machines/auth.machine';
import type { AuthSession, Profile } from '../../machines/shared/auth-types';
import { AuthActorContext, type AuthActorRef } from '../../src/lib/auth/auth-context';

/** A signed-in session for Neo Kgosi, valid well into the future. */
export const testSession: AuthSession = {
  access_token: 'access-token',
  refresh_token: 'refresh-token',
  token_type: 'bearer',
  expires_in: 3600,
  expires_at: 4_000_000_000,
  user: { id: 'user-1', email: 'neo@lodge.bw', user_metadata: { full_name: 'Neo Kgosi', username: 'neo' } },
};

export const testProfile: Profile = {
  id: 'user-1',
  username: 'neo',
  full_name: 'Neo Kgosi',
  avatar_url: null,
  updated_at: '2026-11-20T08:00:00+00:00',
};

/**
 * A started auth actor whose Supabase side is replaced through `.provide()`: the stored session,
 * the profile and sign-out answer as told. No module mocking.
 */
export function createTestAuthActor({
  session = testSession as AuthSession | null,
  profile = testProfile as Profile | null,
  signOut = async () => {},
}: {
  session?: AuthSession | null;
  profile?: Profile | null;
  signOut?: () => Promise<void>;
} = {}): AuthActorRef {
  return createActor(
    authMachine.provide({
      actors: {
        loadSession: fromPromise(async () => session),
        loadProfile: fromPromise(async () => profile),
        signOut: fromPromise(signOut),
        watchSession: fromCallback(() => () => {}),
      },
    }),
  ).start();
}

/** Wraps a tree so `useAuthActor()` finds `actor`. */
export const withAuth = (actor: AuthActorRef) => (children: ReactElement) => (
  <AuthActorContext.Provider value={actor}>{children}</AuthActorContext.Provider>
);
