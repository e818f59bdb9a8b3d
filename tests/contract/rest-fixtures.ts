import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BackendOptions } from '../../server/index.ts';
import { type TestBackend, sharedBackendOf, startTestBackend } from './harness.ts';

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
  const backend = await startTestBackend({ ...options, supabaseDir: fixtureFolder(dir, files) });
  return {
    ...backend,
    stop: async () => {
      await backend.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The fixtures backend ({@link startRestFixtureBackend}, default options, no `config.toml`) this
 * Vitest worker shares among the REST contract files (issue 33, suite time: one start instead of one
 * per file). The fixture rows of `fixtures/rest-fixtures.sql` are every file's to read, never to
 * change; a file writes only rows of its own (its labels, its ids) and never counts a table other
 * files write. `halt()`/`restart()` throw: a file that damages or restarts a backend starts its own.
 */
export function sharedRestFixtureBackend(): Promise<TestBackend> {
  return sharedBackendOf('rest-fixtures', (folder) => ({
    supabaseDir: fixtureFolder(join(folder, 'supabase')),
  }));
}

/** Makes `dir` a `supabase/` folder whose one migration is the fixtures (and `config.toml` if given). */
function fixtureFolder(dir: string, files: { configToml?: string } = {}): string {
  mkdirSync(join(dir, 'migrations'), { recursive: true });
  copyFileSync(FIXTURES, join(dir, 'migrations', '99990101000000_rest_fixtures.sql'));
  if (files.configToml !== undefined) writeFileSync(join(dir, 'config.toml'), files.configToml);
  return dir;
}
