import type { Profile } from '../../../machines/shared/auth-types';
import { saveProblemOf, profileEditsProblem } from '../../../machines/shared/profile-edits';
import { fetchProfile, updateProfile } from '../../lib/supabase/profiles';

export { fetchProfile };
import { PROFILE_EDITS_ERROR } from '../../../machines/auth.machine';

/** What the auth machine's `saveProfile` actor is given: the signed-in user's id and the edits. */
export interface ProfileSaveInput {
  id: string;
  username: string;
  full_name: string;
}

/**
 * The profile actors' module (`fetchProfile` re-exported for the load): loaded with `import()` once
 * someone is signed in, so the sign-in page carries none of it (issue 11 budget).
 *
 * Saves the loaded profile's edits (issue 12; spec §7: id, username, full_name, updated_at). The one
 * username rule (`machines/shared/username.ts`) is checked first, so an edit that breaks it is never
 * sent. Loaded with `import()` when the first save starts: the rule's words stay out of the sign-in
 * page's initial JS (issue 11 budget).
 * @returns the saved row.
 * @throws Error whose message says why, in the account page's words: the rule's message (named
 * `PROFILE_EDITS_ERROR`: the form says it, no toast), "That
 * username is already taken…" (Postgres 23505), the network failure wording, or the server's message.
 */
export async function saveProfileEdits(
  input: ProfileSaveInput,
  update: (changes: ProfileSaveInput) => Promise<Profile> = updateProfile,
): Promise<Profile> {
  const problem = profileEditsProblem({ username: input.username, fullName: input.full_name });
  if (problem) throw Object.assign(new Error(problem), { name: PROFILE_EDITS_ERROR });
  try {
    return await update(input);
  } catch (error) {
    throw new Error(saveProblemOf(error), { cause: error });
  }
}
