import type { Profile } from '../../../machines/shared/auth-types';
import { getSupabase } from './client';
import { authorLabel } from './people';

/**
 * Loads the signed-in user's profile (spec §7: select all columns from profiles where id = user id,
 * single row). @throws the PostgREST error (e.g. PGRST116 when the row is missing).
 */
export async function fetchProfile(userId: string): Promise<Profile> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('profiles').select('*').eq('id', userId).single();
  if (error) throw error;
  return data;
}

/**
 * Saves username and full name (spec §7: update profiles where id = user id, payload id, username,
 * full_name, updated_at). Blank fields are stored as null. Issue 33 (no lost updates): only the fields
 * that differ from `opened` (the row the form showed) are written, and only while the row's
 * `updated_at` is still `base`'s — the version the person saw (or chose to save over). With nothing
 * edited nothing is sent and `base` is returned.
 * @returns the saved row; null when the row is no longer at `base`'s version (nothing was written).
 * @throws the PostgREST error; a taken username is code 23505, a short one 23514.
 */
export async function updateProfile(input: {
  id: string;
  username: string;
  full_name: string;
  opened: Profile | null;
  base: Profile | null;
}): Promise<Profile | null> {
  const username = input.username.trim() || null;
  const fullName = input.full_name.trim() || null;
  const changes: { username?: string | null; full_name?: string | null } = {};
  if (!input.opened || username !== input.opened.username) changes.username = username;
  if (!input.opened || fullName !== input.opened.full_name) changes.full_name = fullName;
  const base = input.base ?? input.opened;
  if (base && Object.keys(changes).length === 0) return base;
  const supabase = await getSupabase();
  let update = supabase
    .from('profiles')
    .update({ id: input.id, ...changes, updated_at: new Date().toISOString() })
    .eq('id', input.id);
  if (base)
    update =
      base.updated_at === null ? update.is('updated_at', null) : update.eq('updated_at', base.updated_at);
  const { data, error } = await update.select();
  if (error) throw error;
  return data[0] ?? null;
}

/**
 * Whether `username` could be taken at sign-up (issue 12): true when it follows the username rule and
 * no profile has it. RPC `is_username_available` (security definer, callable signed out). Asked
 * before signing up and after GoTrue's generic "Database error saving new user".
 * @throws the PostgREST error (or supabase-js's network error).
 */
export async function isUsernameAvailable(username: string): Promise<boolean> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('is_username_available', { candidate: username.trim() });
  if (error) throw error;
  return data;
}

/**
 * A team member's name by user id, as the app writes an author ("Kagiso", "@kagiso"); "Someone" when
 * the profile is not known or not readable (issue 33: who changed a row). Never throws.
 */
export async function fetchPersonName(userId: string): Promise<string> {
  const supabase = await getSupabase();
  const { data } = await supabase
    .from('profiles')
    .select('full_name, username')
    .eq('id', userId)
    .maybeSingle();
  return data ? authorLabel(data) : 'Someone';
}
