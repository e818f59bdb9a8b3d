import type { Profile } from '../../../machines/shared/auth-types';
import { getSupabase } from './client';

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
 * full_name, updated_at) and returns the saved row. Blank fields are stored as null.
 * @throws the PostgREST error; a taken username is code 23505, a short one 23514.
 */
export async function updateProfile(changes: {
  id: string;
  username: string;
  full_name: string;
}): Promise<Profile> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('profiles')
    .update({
      id: changes.id,
      username: changes.username.trim() || null,
      full_name: changes.full_name.trim() || null,
      updated_at: new Date().toISOString(),
    })
    .eq('id', changes.id)
    .select()
    .single();
  if (error) throw error;
  return data;
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
