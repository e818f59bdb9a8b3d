import { createClient } from '@supabase/supabase-js';

/** supabase-js's own error checks, loaded with the client (issue 9: network failure vs a refusal). */
export { isAuthRetryableFetchError } from '@supabase/supabase-js';
import { authStorageKey } from './auth-storage';
import type { Database } from './database';
import { readSupabaseEnv } from './env';
import { keepaliveWrites, keepaliveWritesSupported } from './keepalive-fetch';

const env = readSupabaseEnv();

/**
 * The one supabase-js client, in a module of its own so it is loaded with `import()` (issue 11): get it
 * with `await getSupabase()` from `./client`, never by importing this module statically. Sessions persist
 * in localStorage under `authStorageKey` and refresh automatically (spec §4, §9). The implicit flow lets
 * the sign-up confirmation link land signed in (the session arrives in the URL fragment). Every write
 * (REST, auth, functions) goes with `keepalive`, so leaving the page does not cancel it (issue 33,
 * keepalive-fetch.ts).
 */
export const supabase = createClient<Database>(env.url, env.anonKey, {
  auth: {
    storageKey: authStorageKey,
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: true,
    flowType: 'implicit',
  },
  global: {
    fetch: keepaliveWrites({
      // Called through globalThis at each request, so a fetch stood in later (tests) is the one used.
      fetch: (input, init) => globalThis.fetch(input, init),
      supported: keepaliveWritesSupported(globalThis.navigator?.userAgent ?? ''),
    }),
  },
});
