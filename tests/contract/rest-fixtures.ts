import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BackendOptions } from '../../server/index.ts';
import { type TestBackend, startTestBackend } from './harness.ts';

const FIXTURES = fileURLToPath(new URL('./fixtures/rest-fixtures.sql', import.meta.url));

/**
 * Starts a throwaway backend whose database holds only the test-only PostgREST fixtures
 * (`fixtures/rest-fixtures.sql`: lodges, staff, bookings with composite foreign keys, notes under RLS,
 * RPC functions), applied as the one migration of a temporary `supabase/` folder, so nothing
 * test-only reaches `supabase/migrations`. The project's own migrations are left out: they define
 * real tables of the same names (`lodges`, `bookings`, …) and the `private` schema. `files.configToml`
 * becomes the folder's `config.toml` (without it: none, so Supabase's defaults apply).
 */
export async function startRestFixtureBackend(
  options: Partial<BackendOptions> = {},
  files: { configToml?: string } = {},
): Promise<TestBackend> {
  const dir = mkdtempSync(join(tmpdir(), 'ecolodge-rest-fixtures-'));
  mkdirSync(join(dir, 'migrations'));
  copyFileSync(FIXTURES, join(dir, 'migrations', '99990101000000_rest_fixtures.sql'));
  if (files.configToml !== undefined) writeFileSync(join(dir, 'config.toml'), files.configToml);
  const backend = await startTestBackend({ ...options, supabaseDir: dir });
  return {
    ...backend,
    stop: async () => {
      await backend.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
