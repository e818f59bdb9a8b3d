import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import type { Notification, Profile } from './shared/auth-types';
import { serverMessageOf } from './shared/auth-types';
import { USERNAME_RULE_MESSAGE, USERNAME_TAKEN, usernameProblem } from './shared/username';

/** The profile fields a person edits on /account (spec §2, §7). */
export interface ProfileEdits {
  username: string;
  fullName: string;
}

export type AccountEvent = ({ type: 'profile.save' } & ProfileEdits) | { type: 'profile.retry' };

/** Input: whose profile to load. */
export interface AccountInput {
  userId: string;
}

export interface AccountContext extends ProfileEdits {
  userId: string;
  /** The row as last loaded or saved. */
  profile: Profile | null;
  /** Why the last save was refused (validation or server), shown next to the form; null otherwise. */
  problem: string | null;
}

export { USERNAME_TAKEN };
/** The username rule's message (machines/shared/username.ts), the same as on /auth/register. */
export const USERNAME_TOO_SHORT = USERNAME_RULE_MESSAGE;

/** Client-side check: the one username rule (issue 12); null when the edits can be sent. */
export function profileEditsProblem(edits: ProfileEdits): string | null {
  return usernameProblem(edits.username);
}

/** A readable reason for a failed save: a taken username (Postgres 23505) gets its own message. */
export function saveProblemOf(error: unknown): string {
  const code =
    error && typeof error === 'object' && 'code' in error ? (error as { code: unknown }).code : undefined;
  if (code === '23505') return USERNAME_TAKEN;
  if (code === '23514') return USERNAME_TOO_SHORT;
  return serverMessageOf(error) ?? 'Please try again.';
}

/** Saving the loaded form: valid edits go to `saving`. */
const saveTransitions = [
  { guard: 'areEditsValid', target: 'saving', actions: 'assignEdits' },
  { target: 'editing', actions: 'assignInvalidEdits' },
] as const;

/**
 * The account screen (spec §2 /account, §7, §8): `loading` → `editing` | `loadFailed`; `editing` →
 * `saving` → `editing`.
 *
 * - `loadProfile` runs on entry; failure emits "Error loading profile" (the screen also logs it) and
 *   goes to `loadFailed`, which cannot save (issue 12: saving a form that never loaded erased the
 *   stored username) and offers `profile.retry` back to `loading`.
 * - `profile.save` with a too-short username stays in `editing` with the problem; otherwise `saving`
 *   ("Saving..." on the button) runs `saveProfile` (id, username, full_name, updated_at).
 * - Success emits "Profile updated successfully!" and `profile.saved` (the header and drawer update);
 *   failure emits "Error updating profile" with the reason and keeps the edits.
 */
export const accountMachine = setup({
  types: {
    context: {} as AccountContext,
    events: {} as AccountEvent,
    input: {} as AccountInput,
    emitted: {} as
      | Notification
      | { type: 'profile.saved'; profile: Profile }
      | { type: 'profile.loadFailed'; error: unknown },
  },
  actors: {
    loadProfile: fromPromise<Profile, { userId: string }>(async () => {
      throw new Error('loadProfile not provided');
    }),
    saveProfile: fromPromise<Profile, { id: string; username: string; full_name: string }>(async () => {
      throw new Error('saveProfile not provided');
    }),
  },
  guards: {
    areEditsValid: ({ event }) => event.type === 'profile.save' && profileEditsProblem(event) === null,
  },
  actions: {
    assignLoaded: assign(({ event }) => {
      const profile = (event as unknown as { output: Profile }).output;
      return { profile, username: profile.username ?? '', fullName: profile.full_name ?? '', problem: null };
    }),
    assignEdits: assign(({ event }) => {
      assertEvent(event, 'profile.save');
      return { username: event.username, fullName: event.fullName, problem: null };
    }),
    assignInvalidEdits: assign(({ event }) => {
      assertEvent(event, 'profile.save');
      return { username: event.username, fullName: event.fullName, problem: profileEditsProblem(event) };
    }),
    assignSaveProblem: assign({
      problem: ({ event }) => saveProblemOf((event as { error?: unknown }).error),
    }),
    reportLoadFailed: emit(({ event }) => ({
      type: 'profile.loadFailed' as const,
      error: (event as { error?: unknown }).error,
    })),
    notifyLoadFailed: emit({ type: 'notification', tone: 'error', title: 'Error loading profile' } as const),
    notifySaved: emit({
      type: 'notification',
      tone: 'success',
      title: 'Profile updated successfully!',
    } as const),
    announceSaved: emit(({ event }) => ({
      type: 'profile.saved' as const,
      profile: (event as unknown as { output: Profile }).output,
    })),
    notifySaveFailed: emit(({ event }) => ({
      type: 'notification' as const,
      tone: 'error' as const,
      title: 'Error updating profile',
      message: saveProblemOf((event as { error?: unknown }).error),
    })),
  },
}).createMachine({
  id: 'account',
  context: ({ input }) => ({
    userId: input.userId,
    profile: null,
    username: '',
    fullName: '',
    problem: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: { target: 'editing', actions: 'assignLoaded' },
        onError: { target: 'loadFailed', actions: ['reportLoadFailed', 'notifyLoadFailed'] },
      },
    },
    loadFailed: {
      on: { 'profile.retry': 'loading' },
    },
    editing: {
      on: { 'profile.save': saveTransitions },
    },
    saving: {
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }) => ({
          id: context.userId,
          username: context.username,
          full_name: context.fullName,
        }),
        onDone: { target: 'editing', actions: ['assignLoaded', 'notifySaved', 'announceSaved'] },
        onError: { target: 'editing', actions: ['assignSaveProblem', 'notifySaveFailed'] },
      },
    },
  },
});
