import type { Profile } from '../../../machines/shared/auth-types';
import { saveProblemOf, profileEditsProblem } from '../../../machines/shared/profile-edits';
import { fetchProfile, updateProfile } from '../../lib/supabase/profiles';
import {
  PROFILE_CHANGED_ERROR,
  PROFILE_EDITS_ERROR,
  isProfileChanged,
  type ProfileSaveInput,
} from '../../../machines/auth.machine';

export { fetchProfile };
export type { ProfileSaveInput };

/**
 * The profile actors' module (`fetchProfile` re-exported for the load): loaded with `import()` once
 * someone is signed in, so the sign-in page carries none of it (issue 11 budget).
 *
 * Saves the loaded profile's edits (issue 12; spec §7: id, username, full_name, updated_at). The one
 * username rule (`machines/shared/username.ts`) is checked first when the username was edited, so an
 * edit that breaks it is never sent. Issue 33 (a stale copy overwrote the server): only the fields that
 * differ from the row the form opened with are written, and only while the row is still the version
 * `base` (`updateProfile` answers null otherwise: nothing was written).
 * @returns the saved row (the `base` row when nothing was edited: nothing is sent).
 * @throws Error whose message says why, in the account page's words: the rule's message (named
 * `PROFILE_EDITS_ERROR`: the form says it, no toast), "That username is already taken…" (Postgres
 * 23505), the network failure wording, or the server's message; or, when the row changed since, the
 * `PROFILE_CHANGED_ERROR` carrying the row as it is now (`theirs`).
 */
export async function saveProfileEdits(
  input: ProfileSaveInput,
  update: (changes: ProfileSaveInput) => Promise<Profile | null> = updateProfile,
  current: (id: string) => Promise<Profile> = fetchProfile,
): Promise<Profile> {
  const usernameEdited = !input.opened || input.username.trim() !== (input.opened.username ?? '');
  const problem = usernameEdited
    ? profileEditsProblem({ username: input.username, fullName: input.full_name })
    : null;
  if (problem) throw Object.assign(new Error(problem), { name: PROFILE_EDITS_ERROR });
  try {
    const saved = await update(input);
    if (saved) return saved;
    const theirs = await current(input.id);
    throw Object.assign(new Error('Your profile was changed on another device since you opened it.'), {
      name: PROFILE_CHANGED_ERROR,
      theirs,
    });
  } catch (error) {
    if (isProfileChanged(error)) throw error;
    throw new Error(saveProblemOf(error), { cause: error });
  }
}
