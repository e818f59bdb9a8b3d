import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { startE2eServices } from './e2e-services';

/**
 * Starts the embedded backend and the stand-in forecast service (e2e-services.ts), builds the app
 * against both and serves the build on another free port. Tests read the addresses from E2E_*
 * environment variables (see fixtures.ts). Returns the teardown.
 *
 * Under `npm test` all of that is done already (scripts/test.mjs: the static checks' build is this
 * build, served by tests/e2e/support/suite-services.ts while Vitest runs) and E2E_APP_URL is set:
 * nothing to do here.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.E2E_APP_URL) return async () => {};
  const services = await startE2eServices();
  const outDir = await mkdtemp(path.join(tmpdir(), 'ecolodge-e2e-dist-'));
  Object.assign(process.env, services.buildEnv);
  await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  await services.serve(outDir);
  Object.assign(process.env, services.testEnv(outDir));

  return async () => {
    await services.stop();
    await rm(outDir, { recursive: true, force: true });
  };
}
