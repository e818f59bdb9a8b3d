import { createClient } from '@supabase/supabase-js';
import { isAuthRetryableFetchError } from './browser-client';
import type { Database } from './database';
import { readSupabaseEnv } from './env';

/** What became of a refresh token to revoke. */
export type RevokeOutcome = 'revoked' | 'refused' | 'no-signal';

/**
 * Tells the server about a sign-out made without signal (issue 9): with a throwaway supabase-js
 * client that keeps nothing in storage (it must not touch the app's own session), it exchanges the
 * kept refresh token for that session (POST /auth/v1/token?grant_type=refresh_token) and signs that
 * one session out (POST /auth/v1/logout?scope=local). GoTrue refusing the refresh token (400
 * `refresh_token_not_found`, `refresh_token_already_used`, `session_not_found`) means the session is
 * already over: 'refused'. A network failure or a 5xx is 'no-signal' (try again later).
 * Loaded with `import()` only when a sign-out is pending, so it costs no route anything.
 */
export async function revokeRefreshToken(refreshToken: string): Promise<RevokeOutcome> {
  const env = readSupabaseEnv();
  const client = createClient<Database>(env.url, env.anonKey, {
    auth: {
      storageKey: 'sb-ecolodge-pending-sign-out',
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
  });
  const { data, error } = await client.auth.refreshSession({ refresh_token: refreshToken });
  if (error) return isAuthRetryableFetchError(error) ? 'no-signal' : 'refused';
  if (!data.session) return 'refused';
  const { error: signOutError } = await client.auth.signOut({ scope: 'local' });
  if (signOutError && isAuthRetryableFetchError(signOutError)) return 'no-signal';
  return 'revoked';
}
