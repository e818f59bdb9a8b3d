import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type TestBackend, startTestBackend } from './harness.ts';

const PROJECT_SUPABASE = fileURLToPath(new URL('../../supabase', import.meta.url));
const FIXTURES = fileURLToPath(new URL('./fixtures/rest-fixtures.sql', import.meta.url));

/**
 * Starts a throwaway backend whose database holds the project's migrations plus the test-only
 * PostgREST fixtures (`fixtures/rest-fixtures.sql`: lodges, staff, bookings with composite foreign
 * keys, notes under RLS, RPC functions), applied as a last migration in a temporary `supabase/`
 * folder, so nothing test-only reaches `supabase/migrations`.
 */
export async function startRestFixtureBackend(): Promise<TestBackend> {
  const dir = mkdtempSync(join(tmpdir(), 'ecolodge-rest-fixtures-'));
  mkdirSync(join(dir, 'migrations'));
  for (const file of readdirSync(join(PROJECT_SUPABASE, 'migrations'))) {
    copyFileSync(join(PROJECT_SUPABASE, 'migrations', file), join(dir, 'migrations', file));
  }
  copyFileSync(FIXTURES, join(dir, 'migrations', '99990101000000_rest_fixtures.sql'));
  const backend = await startTestBackend({ supabaseDir: dir });
  return {
    ...backend,
    stop: async () => {
      await backend.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
