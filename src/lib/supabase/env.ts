/** Where the backend is: hosted Supabase or the embedded local backend (`npm start` supplies both). */
export interface SupabaseEnv {
  url: string;
  anonKey: string;
}

/**
 * Reads `VITE_SUPABASE_URL` and `VITE_SUPABASE_ANON_KEY` once, at start.
 * @throws Error naming the missing variable, so a misconfigured build fails loudly instead of half-working.
 */
export function readSupabaseEnv(env: Record<string, unknown> = import.meta.env): SupabaseEnv {
  const url = env.VITE_SUPABASE_URL;
  const anonKey = env.VITE_SUPABASE_ANON_KEY;
  if (typeof url !== 'string' || url === '')
    throw new Error('VITE_SUPABASE_URL is not set: run `npm start`, or point it at your Supabase project.');
  if (typeof anonKey !== 'string' || anonKey === '')
    throw new Error('VITE_SUPABASE_ANON_KEY is not set: run `npm start`, or set your project’s anon key.');
  return { url, anonKey };
}
