import { createActor, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { authMachine, PROFILE_CHANGED_ERROR, PROFILE_EDITS_ERROR } from '../../../../machines/auth.machine';
import { USERNAME_TOO_SHORT } from '../../../../machines/shared/profile-edits';
import type { SessionLookup } from '../../../../machines/shared/auth-types';
import {
  expiredSession,
  loadedProfile,
  savedProfile,
  sessionWithoutExpiry,
  theirProfile,
  usableSession,
} from '../auth-scenario';
import { createMachineModel, type ModelEvent } from '../machine-model';
import { named, type ModelPathSet } from './path-set';

export const sessionTypes = [
  'session.initialized',
  'session.signedIn',
  'session.refreshed',
  'user.updated',
  'password.recoveryStarted',
  'mfa.challengeVerified',
] as const;
/** Each auth event once with a usable session and once with an unusable one (rotating the kinds). */
export const unusable = [sessionWithoutExpiry, null, expiredSession];

/** The stored session whose access token expired while there was no signal (issue 9). */
export const staleLookup: SessionLookup = { session: { ...usableSession, expires_at: 1_000 }, stale: true };
export const TAKEN = 'That username is already taken. Please choose another.';

export const EVENTS: ModelEvent[] = [
  ...sessionTypes.map((type) => ({ type, session: usableSession })),
  ...sessionTypes.map((type, i) => ({ type, session: unusable[i % unusable.length]! })),
  { type: 'session.initialized', session: null },
  // No session is ignored once signed in (issue 9); an unusable one still signs out.
  { type: 'session.signedIn', session: expiredSession },
  { type: 'password.recoveryStarted', session: sessionWithoutExpiry },
  { type: 'session.signedOut', session: null },
  { type: 'xstate.done.actor.loadSession', output: { session: usableSession, stale: false } },
  { type: 'xstate.done.actor.loadSession', output: staleLookup },
  { type: 'xstate.done.actor.loadSession', output: { session: sessionWithoutExpiry, stale: false } },
  { type: 'xstate.done.actor.loadSession', output: { session: null, stale: false } },
  { type: 'xstate.error.actor.loadSession', error: new Error('storage unavailable') },
  { type: 'xstate.done.actor.loadProfile', output: loadedProfile },
  { type: 'xstate.error.actor.loadProfile', error: { message: 'permission denied' } },
  // Issue 12: the profile's one owner takes the account screen's commands.
  { type: 'profile.reload' },
  { type: 'profile.save', username: savedProfile.username, fullName: savedProfile.full_name },
  { type: 'xstate.done.actor.saveProfile', output: savedProfile },
  { type: 'xstate.error.actor.saveProfile', error: new Error(TAKEN) },
  // Edits the save actor refused to send (the username rule): said on the form, not toasted.
  {
    type: 'xstate.error.actor.saveProfile',
    error: Object.assign(new Error(USERNAME_TOO_SHORT), { name: PROFILE_EDITS_ERROR }),
  },
  // Issue 33: the row changed since the form opened; nothing written, both versions shown.
  {
    type: 'xstate.error.actor.saveProfile',
    error: Object.assign(new Error('changed'), { name: PROFILE_CHANGED_ERROR, theirs: theirProfile }),
  },
  { type: 'profile.takeTheirs' },
  { type: 'auth.signOut' },
  { type: 'xstate.done.actor.signOut', output: undefined },
  { type: 'xstate.error.actor.signOut', error: { message: 'Database unavailable' } },
  { type: 'xstate.error.actor.signOut', error: {} },
  // Issue 12: the new password chosen after a recovery link.
  { type: 'password.update', password: 'new-secret' },
  { type: 'xstate.done.actor.updatePassword', output: undefined },
  {
    type: 'xstate.error.actor.updatePassword',
    error: { message: 'New password should be different from the old password.' },
  },
];

/** The one piece of context a guard reads (`hasProfile`: a failed reload keeps the row it has). */
export const hasProfileRow = (s: AnyMachineSnapshot) => s.context.profile !== null;

/**
 * Keeps the parallel `signedIn` from multiplying paths (every event × every token × profile pair):
 * events handled by `signedIn` itself are offered from one profile state (`ready`), profile events
 * only on a fresh token; on a stale token only what ends it or fails the profile load (issue 9). Each
 * transition is still taken (the coverage check below proves it).
 */
export function offer(s: AnyMachineSnapshot, e: ModelEvent): boolean {
  if (!s.matches('signedIn')) return true;
  // Issue 22: `renewing` is offered like `stale`, plus the lookup's answers.
  const renewing = s.matches({ signedIn: { token: 'renewing' } });
  const stale = renewing || s.matches({ signedIn: { token: 'stale' } });
  const profileState = (s.value as { signedIn: { profile: string } }).signedIn.profile;
  if (/^profile\.|actor\.(load|save)Profile$/.test(e.type)) return !stale || /loadProfile$/.test(e.type);
  if (e.type === 'session.refreshed' && profileState === 'loadFailed') return true;
  if (renewing && /actor\.loadSession$/.test(e.type)) return profileState === 'loading';
  if (stale)
    return ['session.refreshed', 'session.signedIn', 'session.initialized', 'session.signedOut'].includes(
      e.type,
    );
  return profileState === 'ready';
}

// The key holds no context beyond `hasProfileRow`: the other guards read only the event; the name
// expected on screen is read from the running actor instead.
export const model = createMachineModel(authMachine, { events: EVENTS, guardContext: hasProfileRow, offer });
export const paths = model.getShortestPaths();
// Issue 11: with nothing stored, the machine skips the lookup (no supabase-js on a signed-out start).
export const noStoredSession = authMachine.provide({ guards: { hasStoredSession: () => false } });
// One step past the start is enough: after that both starts share the same states and paths.
export const signedOutStartPaths = createMachineModel(noStoredSession, { events: EVENTS })
  .getShortestPaths()
  .filter(
    (path) => path.steps.length <= 2 && path.steps.every((step) => step.event.type !== 'session.signedOut'),
  );

/** Issue 22: the auth actor starts on a usable session kept in storage (src/app/auth-actor.ts). */
export const restoredInput = { storedSession: staleLookup.session };
// Each way out of `signedIn.token.renewing` once (the steps after it are the main run's). A state
// passed on the way is no path of its own, so paths of up to two events are kept, one per first event.
export const restoredStartPaths = createMachineModel(authMachine, {
  events: EVENTS,
  guardContext: hasProfileRow,
  offer,
  input: restoredInput,
})
  .getShortestPaths()
  .filter((path) => path.steps.length <= 3)
  .filter(
    (path, index, all) =>
      all.findIndex(
        (other) => JSON.stringify(other.steps[1]?.event) === JSON.stringify(path.steps[1]?.event),
      ) === index,
  );

/**
 * What auth.model.test.tsx runs. XState reports no microstep for what happens while an actor starts, so
 * the `checkingSession` → `signedOut` shortcut a start without a stored session takes is read off the
 * start itself.
 */
export const authPathSet: ModelPathSet = {
  machineId: 'auth',
  runs: [
    { machine: authMachine, paths: named(paths) },
    {
      machine: noStoredSession,
      paths: named(signedOutStartPaths),
      startTransitions: (machine: AnyStateMachine) =>
        createActor(machine).getSnapshot().matches('signedOut') ? ['auth.checkingSession | always | #0'] : [],
    },
    {
      machine: authMachine,
      input: restoredInput,
      paths: named(restoredStartPaths),
      startTransitions: (machine: AnyStateMachine) =>
        createActor(machine, { input: restoredInput })
          .getSnapshot()
          .matches({ signedIn: { token: 'renewing' } })
          ? ['auth.checkingSession | always | #1']
          : [],
    },
  ],
};
