import { fromCallback, fromPromise } from 'xstate';
import { authChangeEventTypes, type AuthEvent } from '../../../machines/auth.machine';
import type { Profile, SessionLookup } from '../../../machines/shared/auth-types';
import {
  lookUpStoredSession,
  onAuthChange,
  refreshStoredSession,
  revokePendingSignOuts,
  signOutThisDevice,
  updatePassword,
} from '../../lib/supabase/auth';
import { hasStoredSession } from '../../lib/supabase/auth-storage';
import { fetchProfile, updateProfile } from '../../lib/supabase/profiles';

/**
 * Calls `run` now and each time the browser regains a network connection (`online`) or the person
 * comes back to the app (`visibilitychange` to visible). Returns the cleanup for a callback actor.
 */
function onEachReconnect(run: () => void): () => void {
  const onVisible = () => {
    if (document.visibilityState === 'visible') run();
  };
  run();
  window.addEventListener('online', run);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.removeEventListener('online', run);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

/**
 * The auth machine's actors backed by supabase-js (conventions: side effects live in actors supplied
 * with `.provide()`).
 */
export const authActors = {
  loadSession: fromPromise<SessionLookup>(() => lookUpStoredSession()),
  /** Forwards every supabase-js auth event and does nothing else (awaiting Supabase here can deadlock). */
  watchSession: fromCallback<AuthEvent>(({ sendBack }) =>
    onAuthChange((event, session) => {
      const type = authChangeEventTypes[event as keyof typeof authChangeEventTypes];
      if (type) sendBack({ type, session });
    }),
  ),
  /** Issue 9: while the token is stale, ask for a refresh whenever the signal may be back. */
  refreshWhenOnline: fromCallback<AuthEvent>(() =>
    onEachReconnect(() => {
      if (navigator.onLine) void refreshStoredSession();
    }),
  ),
  /** Issue 9: revoke the sessions signed out of without signal, at start and on each reconnect. */
  revokePendingSignOuts: fromCallback<AuthEvent>(() =>
    onEachReconnect(() => {
      if (navigator.onLine) void revokePendingSignOuts();
    }),
  ),
  loadProfile: fromPromise<Profile, { userId: string }>(({ input }) => fetchProfile(input.userId)),
  saveProfile: fromPromise<Profile, { id: string; username: string; full_name: string }>(({ input }) =>
    updateProfile(input),
  ),
  signOut: fromPromise<void>(() => signOutThisDevice()),
  updatePassword: fromPromise<void, { password: string }>(({ input }) => updatePassword(input.password)),
};

/** The auth machine's guards that read the browser: is there a session for supabase-js to restore? */
export const authGuards = {
  hasStoredSession: () => hasStoredSession(),
};
