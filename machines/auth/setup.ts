import {
  assign,
  emit,
  fromCallback,
  fromPromise,
  not,
  setup,
  type DoneActorEvent,
  type ErrorActorEvent,
} from 'xstate';
import type { Profile, ProfileCopy, SessionLookup } from '../shared/auth-types';
import { serverMessageOf } from '../shared/auth-types';
import { machineTypes } from '../shared/machine-types';
import type { AUTHENTICATED } from './types';
import {
  PROFILE_EDITS_ERROR,
  isProfileChanged,
  isUsableSession,
  type AuthContext,
  type AuthEmitted,
  type AuthEvent,
  type AuthInput,
} from './types';

/**
 * What a `saveProfile` actor is given (issues 12 and 33): the signed-in user's id, the form's fields,
 * the row the form opened with (`opened`: only fields that differ from it are written) and the version
 * the save is conditional on (`base`: the opened row, or after a Keep mine the row as it was found).
 */
export interface ProfileSaveInput {
  id: string;
  username: string;
  full_name: string;
  opened: Profile | null;
  base: Profile | null;
}

/** Params of an invoke's result, for actions and guards that take it as `params`. */
export const lookupOf = ({ event }: { event: DoneActorEvent<SessionLookup> }) => event.output;
export const profileOf = ({ event }: { event: DoneActorEvent<ProfileCopy> }) => event.output;
export const errorOf = ({ event }: { event: ErrorActorEvent }) => event.error;

/**
 * The auth machine's named parts, shared by its regions (machines/auth/*.ts build their states with
 * `authSetup.createStateConfig`). Actors and the `hasStoredSession` guard are placeholders (the guard
 * assumes a stored session, so the lookup decides; the actors throw "… not provided") and are supplied
 * with `.provide()` (src/features/auth/auth.actors.ts).
 */
export const authSetup = setup({
  types: machineTypes<{
    context: AuthContext;
    // `void`, not `undefined`: the input is optional (an inferred optional property drops `undefined`).
    input: AuthInput | void;
    events: AuthEvent;
    emitted: AuthEmitted;
    tags: typeof AUTHENTICATED;
  }>(),
  actors: {
    loadSession: fromPromise<SessionLookup>(async () => {
      throw new Error('loadSession not provided');
    }),
    watchSession: fromCallback<AuthEvent>(() => {
      throw new Error('watchSession not provided');
    }),
    refreshWhenOnline: fromCallback<AuthEvent>(() => {
      throw new Error('refreshWhenOnline not provided');
    }),
    revokePendingSignOuts: fromCallback<AuthEvent>(() => {
      throw new Error('revokePendingSignOuts not provided');
    }),
    loadProfile: fromPromise<ProfileCopy, { userId: string }>(async () => {
      throw new Error('loadProfile not provided');
    }),
    saveProfile: fromPromise<Profile, ProfileSaveInput>(async () => {
      throw new Error('saveProfile not provided');
    }),
    signOut: fromPromise<void>(async () => {
      throw new Error('signOut not provided');
    }),
    updatePassword: fromPromise<void, { password: string }>(async () => {
      throw new Error('updatePassword not provided');
    }),
  },
  guards: {
    /** Is there a stored session (or one arriving in the URL) for `loadSession` to check? */
    hasStoredSession: () => true,
    hasNothingToRestore: not('hasStoredSession'),
    /** Issue 22: a usable session was kept in storage (the input), so the app signs in on it at once. */
    hasSessionToRenew: ({ context }) => isUsableSession(context.session),
    hasUsableSession: ({ event }) => 'session' in event && isUsableSession(event.session),
    /** INITIAL_SESSION without a session: offline, supabase-js reports this while the session stays stored. */
    hasNoSession: ({ event }) => 'session' in event && event.session === null,
    isFreshLookup: (_, lookup: SessionLookup) => isUsableSession(lookup.session) && !lookup.stale,
    isStaleLookup: (_, lookup: SessionLookup) => isUsableSession(lookup.session) && lookup.stale,
    hasProfile: ({ context }) => context.profile !== null,
    isEditsProblem: (_, error: unknown) => error instanceof Error && error.name === PROFILE_EDITS_ERROR,
    /** Issue 33: the save found the row changed since the form opened (nothing was written). */
    isProfileChanged: (_, error: unknown) => isProfileChanged(error),
  },
  actions: {
    assignSessionFromEvent: assign(({ event }) => {
      const session = 'session' in event && isUsableSession(event.session) ? event.session : null;
      return { session, user: session?.user ?? null };
    }),
    assignSessionFromLookup: assign((_, lookup: SessionLookup) => ({
      session: lookup.session,
      user: lookup.session?.user ?? null,
    })),
    clearSession: assign({
      session: null,
      user: null,
      profile: null,
      profileProblem: null,
      profileTheirs: null,
    }),
    assignProfile: assign((_, profile: ProfileCopy) => ({
      profile,
      profileProblem: null,
      profileTheirs: null,
    })),
    /** Issue 33: keeps the row as it is now beside the one the form opened with, for both to be shown. */
    assignTheirProfile: assign((_, error: unknown) => ({
      profileTheirs: isProfileChanged(error) ? error.theirs : null,
      profileProblem: null,
    })),
    /** Issue 33, Take theirs: the row as it is now becomes the one shown (the form opens afresh on it). */
    takeTheirProfile: assign(({ context }) => ({
      profile: context.profileTheirs ?? context.profile,
      profileTheirs: null,
    })),
    clearProfileProblem: assign({ profileProblem: null }),
    // The save actor words every refusal for the account page (src/features/auth/profile-save.ts).
    assignSaveProblem: assign((_, error: unknown) => ({ profileProblem: serverMessageOf(error) ?? null })),
    reportProfileLoadFailed: emit((_, error: unknown) => ({ type: 'profile.loadFailed' as const, error })),
    notifyProfileSaved: emit({
      type: 'notification',
      tone: 'success',
      title: 'Profile updated successfully!',
    } as const),
    notifyProfileSaveFailed: emit((_, error: unknown) => ({
      type: 'notification' as const,
      tone: 'error' as const,
      title: 'Error updating profile',
      message: serverMessageOf(error),
    })),
    notifySignedOut: emit({
      type: 'notification',
      tone: 'success',
      title: 'Logged out successfully',
    } as const),
    notifyPasswordSaved: emit({
      type: 'notification',
      tone: 'success',
      title: 'Your new password is saved',
      message: 'You are signed in.',
    } as const),
    notifyPasswordFailed: emit((_, error: unknown) => ({
      type: 'notification' as const,
      tone: 'error' as const,
      title: 'Could not save the new password',
      message: serverMessageOf(error),
    })),
    notifySignOutFailed: emit((_, error: unknown) => ({
      type: 'notification' as const,
      tone: 'error' as const,
      title: 'Logout failed',
      message: serverMessageOf(error),
    })),
  },
});
