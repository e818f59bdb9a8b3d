import { createClient } from '@supabase/supabase-js';
import type { Database } from './database.types';
import { readSupabaseEnv } from './env';

const env = readSupabaseEnv();

/**
 * The one browser client (conventions: nothing else calls supabase-js). Sessions persist in
 * localStorage under `sb-<host>-auth-token` and refresh automatically (spec §4, §9). The implicit flow
 * lets the sign-up confirmation link land signed in (the session arrives in the URL fragment).
 */
export const supabase = createClient<Database>(env.url, env.anonKey, {
  auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true, flowType: 'implicit' },
});

/**
 * The client for data modules (`const supabase = await getSupabase()`). Async so the client can later
 * be loaded lazily without changing any caller.
 */
export async function getSupabase(): Promise<typeof supabase> {
  return supabase;
}
