import { fromCallback, fromPromise } from 'xstate';
import { authChangeEventTypes, type AuthEvent } from '../../../machines/auth.machine';
import type { AuthSession, Profile } from '../../../machines/shared/auth-types';
import { getStoredSession, onAuthChange, signOut, updatePassword } from '../../lib/supabase/auth';
import { hasStoredSession } from '../../lib/supabase/auth-storage';
import { fetchProfile } from '../../lib/supabase/profiles';

/**
 * The auth machine's actors backed by supabase-js (conventions: side effects live in actors supplied
 * with `.provide()`).
 */
export const authActors = {
  loadSession: fromPromise<AuthSession | null>(() => getStoredSession()),
  /** Forwards every supabase-js auth event and does nothing else (awaiting Supabase here can deadlock). */
  watchSession: fromCallback<AuthEvent>(({ sendBack }) =>
    onAuthChange((event, session) => {
      const type = authChangeEventTypes[event as keyof typeof authChangeEventTypes];
      if (type) sendBack({ type, session });
    }),
  ),
  loadProfile: fromPromise<Profile | null, { userId: string }>(({ input }) => fetchProfile(input.userId)),
  signOut: fromPromise<void>(() => signOut()),
  updatePassword: fromPromise<void, { password: string }>(({ input }) => updatePassword(input.password)),
};

/** The auth machine's guards that read the browser: is there a session for supabase-js to restore? */
export const authGuards = {
  hasStoredSession: () => hasStoredSession(),
};
