import type { SnapshotFrom } from 'xstate';
import type { AuthMachine } from '../../../machines/auth.machine';

type AuthSnapshot = SnapshotFrom<AuthMachine>;

/**
 * Where the signed-in user's profile row stands (issue 12: the auth actor is its one owner): `loading`,
 * `loadFailed` (no row to edit), `ready`, `saving` or `changed` (issue 33: a save found the row changed
 * since the form opened; both versions are shown); null when nobody is signed in.
 */
export type ProfileStatus = 'loading' | 'loadFailed' | 'ready' | 'saving' | 'changed';

export const selectProfileStatus = (snapshot: AuthSnapshot): ProfileStatus | null => {
  for (const status of ['loading', 'loadFailed', 'ready', 'saving', 'changed'] as const) {
    if (snapshot.matches({ signedIn: { profile: status } })) return status;
  }
  return null;
};

/** The profile row as last loaded or saved, or null. */
export const selectProfile = (snapshot: AuthSnapshot) => snapshot.context.profile;

/** Why the last profile save was refused (the username rule or the server), or null. */
export const selectProfileProblem = (snapshot: AuthSnapshot): string | null =>
  snapshot.context.profileProblem;

/** The row as it is now when a save found it changed since the form opened (issue 33), else null. */
export const selectProfileTheirs = (snapshot: AuthSnapshot) => snapshot.context.profileTheirs;
