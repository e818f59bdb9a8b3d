import { fromCallback, fromPromise } from 'xstate';
import { authChangeEventTypes, type AuthEvent, type ProfileSaveInput } from '../../../machines/auth.machine';
import type { Profile, ProfileCopy, SessionLookup } from '../../../machines/shared/auth-types';
import { onAuthChange, updatePassword } from '../../lib/supabase/auth';
import { hasPendingSignOuts, hasStoredSession } from '../../lib/supabase/auth-storage';
import { followNetwork, type NetworkActorRef } from '../../lib/network/network-actor';
import type { DayPackFactsRef } from '../../lib/offline/day-pack-facts';

/**
 * Calls `run` now when `network` is online and each time it comes back (the app's network actor, fed
 * by the browser's `online`/`offline`). Returning to the app needs nothing here: supabase-js itself
 * refreshes on `visibilitychange`. Returns the cleanup for a callback actor.
 */
const whenOnline = (network: NetworkActorRef, run: () => void): (() => void) =>
  followNetwork(network, (online) => {
    if (online) run();
  });

/** A chunk that could not load (no signal) is tried again on the next reconnect. */
const ignore = () => {};

/** The offline-aware session functions (issue 9), loaded when first needed (not on a signed-out start). */
const authOffline = () => import('../../lib/supabase/auth-offline');

/**
 * The auth machine's actors backed by supabase-js (conventions: side effects live in actors supplied
 * with `.provide()`); the reconnect work follows `network`, the app's network actor; the profile read tells
 * `dayPack` (the app's day-pack facts actor, given by src/app/auth-actor.ts) whether it shows the copy.
 */
export const createAuthActors = (network: NetworkActorRef, dayPack: DayPackFactsRef) => ({
  loadSession: fromPromise<SessionLookup>(async () => (await authOffline()).lookUpStoredSession()),
  /** Forwards every supabase-js auth event and does nothing else (awaiting Supabase here can deadlock). */
  watchSession: fromCallback<AuthEvent>(({ sendBack }) =>
    onAuthChange((event, session) => {
      const type = authChangeEventTypes[event as keyof typeof authChangeEventTypes];
      if (type) sendBack({ type, session });
    }),
  ),
  /** Issue 9: while the token is stale, ask for a refresh whenever the signal may be back. */
  refreshWhenOnline: fromCallback<AuthEvent>(() =>
    whenOnline(network, () => {
      void authOffline().then((module) => module.refreshStoredSession(), ignore);
    }),
  ),
  /** Issue 9: revoke the sessions signed out of without signal, at start and on each reconnect. */
  revokePendingSignOuts: fromCallback<AuthEvent>(() =>
    whenOnline(network, () => {
      if (hasPendingSignOuts()) {
        void authOffline().then((module) => module.revokePendingSignOuts(), ignore);
      }
    }),
  ),
  /** The profile module loads with the first profile (signed in): the sign-in page does not carry it. */
  // Through the day pack (issue 9 "the member's role and profile"): offline, the last copy kept.
  // Issue 33: the copy comes marked with when it was kept, so the account form says so.
  loadProfile: fromPromise<ProfileCopy, { userId: string }>(async ({ input }) => {
    const [{ fetchProfile }, { readThroughDayPackKept }] = await Promise.all([
      import('./profile-save'),
      import('../../lib/offline/day-pack'),
    ]);
    const { value, keptAt } = await readThroughDayPackKept(dayPack, input.userId, 'profile', () =>
      fetchProfile(input.userId),
    );
    return keptAt === null ? value : { ...value, keptAt };
  }),
  saveProfile: fromPromise<Profile, ProfileSaveInput>(async ({ input }) =>
    (await import('./profile-save')).saveProfileEdits(input),
  ),
  signOut: fromPromise<void>(async () => (await authOffline()).signOutThisDevice()),
  updatePassword: fromPromise<void, { password: string }>(({ input }) => updatePassword(input.password)),
});

/** The auth machine's guards that read the browser: is there a session for supabase-js to restore? */
export const authGuards = {
  hasStoredSession: () => hasStoredSession(),
};
