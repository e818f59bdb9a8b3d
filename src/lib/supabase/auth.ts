import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { getSupabase, whenSupabaseLoaded } from './client';

/**
 * Thin typed wrappers over supabase-js auth. Each rejects with the supabase-js error (its `message` is
 * the server's, e.g. "Invalid login credentials") so machines can show it (spec §8).
 */

/** The stored session, refreshed by supabase-js when close to expiry; null when there is none. */
export async function getStoredSession(): Promise<Session | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.auth.getSession();
  if (error) throw error;
  return data.session;
}

/**
 * Subscribes to auth events once the client is loaded (it does not load it: a signed-out start paints
 * first); supabase-js then reports INITIAL_SESSION with whatever it holds, so nothing is missed.
 * Returns the unsubscribe function. The callback must not await Supabase.
 */
export function onAuthChange(
  listener: (event: AuthChangeEvent, session: Session | null) => void,
): () => void {
  let unsubscribe: (() => void) | undefined;
  const stopWaiting = whenSupabaseLoaded((supabase) => {
    const { data } = supabase.auth.onAuthStateChange(listener);
    unsubscribe = () => data.subscription.unsubscribe();
  });
  return () => {
    stopWaiting();
    unsubscribe?.();
  };
}

/** POST /auth/v1/token?grant_type=password. */
export async function signInWithPassword(email: string, password: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw error;
}

/**
 * POST /auth/v1/signup with metadata { full_name, username } (spec §7); blank optional fields are sent
 * as null. The confirmation mail's link brings the user back to `emailRedirectTo`.
 */
export async function signUp(details: {
  email: string;
  password: string;
  fullName: string;
  username: string;
  emailRedirectTo: string;
}): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signUp({
    email: details.email,
    password: details.password,
    options: {
      emailRedirectTo: details.emailRedirectTo,
      data: { full_name: details.fullName || null, username: details.username || null },
    },
  });
  if (error) throw error;
}

/** POST /auth/v1/logout; supabase-js treats 401/403/404 replies as success (spec §7). */
export async function signOut(): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signOut();
  if (error) throw error;
}
