import type { SupabaseClient } from '@supabase/supabase-js';
import { lazyModule } from '../lazy-module';
import type { Database } from './database';

/** The app's typed supabase-js client. */
export type EcolodgeClient = SupabaseClient<Database>;

// Module state: the client the sign-in island made, handed to the app's bundle so the session is not read
// twice.
let handedIn: EcolodgeClient | null = null;
const loadedListeners = new Set<(client: EcolodgeClient) => void>();

/** The one supabase-js client, made by its lazily loaded chunk (issue 11's first-paint budget). */
const browserClient = lazyModule(
  () => import('./browser-client').then(({ supabase }) => supabase),
  (supabase) => {
    // Before any awaiting caller resumes, so an auth subscription exists before, say, a sign-in.
    for (const listener of loadedListeners) listener(supabase);
    loadedListeners.clear();
  },
);

/**
 * The one way to reach the backend (conventions: every data module does
 * `const supabase = await getSupabase()`). supabase-js (about 33 KiB gzip) is loaded with `import()` on
 * the first call, so a signed-out first visit paints without it (issue 11); later calls share the same
 * client. A failed load (offline, a chunk gone after a deploy) rejects, and the next call tries again.
 * @throws whatever the dynamic import threw (a `TypeError` for a failed chunk fetch).
 */
export function getSupabase(): Promise<EcolodgeClient> {
  return handedIn ? Promise.resolve(handedIn) : browserClient.load();
}

/**
 * Hands in the client {@link getSupabase} resolves to from now on (contract tests: a person signed in
 * against the test backend), instead of the app's browser client; `null` goes back to the app's.
 * A dependency handed in, like the sync's `clock`, so no test mocks this module.
 */
export function provideSupabase(client: EcolodgeClient | null): void {
  handedIn = client;
}

/**
 * Calls `listener` with the client once something has loaded it (at once when it is loaded already),
 * without loading it itself. Returns a function that cancels the wait.
 */
export function whenSupabaseLoaded(listener: (client: EcolodgeClient) => void): () => void {
  const loaded = browserClient.loaded();
  if (loaded) {
    listener(loaded);
    return () => {};
  }
  loadedListeners.add(listener);
  return () => loadedListeners.delete(listener);
}

/**
 * Starts loading the client in the background (after first paint, so a sign-in tap finds it ready).
 * A failure is left for the next `getSupabase()` call to retry and report.
 */
export function preloadSupabase(): void {
  getSupabase().catch(() => {});
}
