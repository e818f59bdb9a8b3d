import type { ReactElement } from 'react';
import { act } from '@testing-library/react';
import { createActor, fromCallback, fromPromise } from 'xstate';
import type { AuthEvent, AuthInput, ProfileSaveInput } from '../../machines/auth.machine';
import { authMachine } from '../../machines/auth.machine';
import type { AuthSession, Profile, SessionLookup } from '../../machines/shared/auth-types';
import { AuthActorContext, type AuthActorRef } from '../../src/lib/auth/auth-context';
import { saveProfileEdits } from '../../src/features/auth/profile-save';
import { showNotification } from '../../src/ui/notify';
import { controlledPromise } from '../model/support/model';

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

/** What `authMachine.provide()` takes (actors and guards by name). */
type AuthProvided = Parameters<typeof authMachine.provide>[0];

/**
 * The one way tests make the auth machine's logic (issue 19: one factory): the production machine
 * with `actors` and `guards` as given, and where not given a signed-out session lookup and idle
 * session, reconnect and revoke watchers. Every other actor (profile, sign-out, password) keeps the
 * machine's default, which throws "… not provided", so a test that reaches one it did not give
 * fails loudly.
 */
export function testAuthLogic({ actors = {}, guards = {} }: AuthProvided = {}) {
  return authMachine.provide({
    guards,
    actors: {
      loadSession: fromPromise<SessionLookup>(async () => ({ session: null, stale: false })),
      watchSession: fromCallback(() => () => {}),
      refreshWhenOnline: fromCallback(() => () => {}),
      revokePendingSignOuts: fromCallback(() => () => {}),
      ...actors,
    },
  });
}

/** What the test's `saveProfile` receives (spec §7: id, username, full_name; issue 33: opened, base). */
export type ProfileSave = ProfileSaveInput;

/**
 * A started auth actor whose Supabase side is replaced through `.provide()`: the stored session
 * (fresh, or `stale` as offline with an expired token), the profile (a row, or a function that loads
 * or throws), the server's answer to a save (behind the production username check and wording) and
 * sign-out answer as told. No module mocking.
 */
export function createTestAuthActor({
  session = testSession as AuthSession | null,
  stale = false,
  profile = testProfile as Profile | (() => Promise<Profile>),
  saveProfile = async (input: ProfileSave) => ({
    ...testProfile,
    username: input.username || null,
    full_name: input.full_name || null,
  }),
  signOut = async () => {},
}: {
  session?: AuthSession | null;
  stale?: boolean;
  profile?: Profile | (() => Promise<Profile>);
  saveProfile?: (input: ProfileSave) => Promise<Profile>;
  signOut?: () => Promise<void>;
} = {}): AuthActorRef {
  return createActor(
    testAuthLogic({
      actors: {
        loadSession: fromPromise(async () => ({ session, stale })),
        loadProfile: fromPromise(async () => (typeof profile === 'function' ? profile() : profile)),
        // The production save (the username rule, the wording) over the test's server answer.
        saveProfile: fromPromise<Profile, ProfileSave>(({ input }) => saveProfileEdits(input, saveProfile)),
        signOut: fromPromise(signOut),
      },
    }),
  ).start();
}

/**
 * An auth actor of the production machine whose actors the test drives: `watchSession` hands its
 * `sendBack` to the test (what supabase-js `onAuthStateChange` would call), the promise actors are
 * settled by hand. Notifications become toasts exactly as in src/app/auth-actor.ts (the model tests and screens
 * that need each answer under their control). `storedSession`
 * answers the machine's `hasStoredSession` guard (is there anything in storage to look up?); `input`
 * is what the app's actor starts from (a usable stored session signs in at once, issue 22).
 */
export function createTestAuth({
  storedSession = true,
  input,
}: {
  storedSession?: boolean;
  /** What the app's actor starts from (issue 22: a usable session kept in storage). */
  input?: AuthInput;
} = {}) {
  const watcher: { sendBack: ((event: AuthEvent) => void) | null } = { sendBack: null };
  const loadSession = controlledPromise<SessionLookup>();
  const loadProfile = controlledPromise<Profile, { userId: string }>();
  const saveProfile = controlledPromise<Profile, ProfileSaveInput>();
  /** How many `refreshWhenOnline` watchers run (issue 9: one while the token is stale). */
  const reconnect = { watching: 0 };
  const signOut = controlledPromise<void>();
  const updatePassword = controlledPromise<void, { password: string }>();
  const logic = testAuthLogic({
    guards: { hasStoredSession: () => storedSession },
    actors: {
      loadSession: loadSession.logic,
      loadProfile: loadProfile.logic,
      saveProfile: saveProfile.logic,
      refreshWhenOnline: fromCallback<AuthEvent>(() => {
        reconnect.watching += 1;
        return () => {
          reconnect.watching -= 1;
        };
      }),
      signOut: signOut.logic,
      updatePassword: updatePassword.logic,
      watchSession: fromCallback<AuthEvent>(({ sendBack }) => {
        watcher.sendBack = sendBack;
        return () => {
          watcher.sendBack = null;
        };
      }),
    },
  });
  const actor = createActor(logic, { input });
  actor.on('notification', showNotification);
  actor.start();
  /** Forwards an auth event as supabase-js would, inside `act`. */
  const report = (event: AuthEvent) =>
    act(async () => {
      if (!watcher.sendBack) throw new Error('watchSession is not running');
      watcher.sendBack(event);
    });
  return { actor, loadSession, loadProfile, saveProfile, signOut, updatePassword, reconnect, report };
}

/** Wraps a tree so `useAuthActor()` finds `actor`. */
export const withAuth = (actor: AuthActorRef) => (children: ReactElement) => (
  <AuthActorContext.Provider value={actor}>{children}</AuthActorContext.Provider>
);
