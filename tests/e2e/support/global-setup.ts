import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, preview } from 'vite';
import { startBackend } from '../../../server/index';
import { freePort } from './free-port';
import { startWeatherStandIn } from './weather-stand-in';

/**
 * Starts the embedded backend (email confirmation on, as hosted) on a temp folder and free ports,
 * starts the stand-in forecast service (never the internet), builds the app against both and serves
 * the build on another free port. Tests read the addresses from
 * E2E_* environment variables (see fixtures.ts). Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ecolodge-e2e-data-'));
  const outDir = await mkdtemp(path.join(tmpdir(), 'ecolodge-e2e-dist-'));
  const appPort = await freePort();
  const appUrl = `http://localhost:${appPort}`;
  // GoTrue's rate limits are per IP, and every test comes from 127.0.0.1: a growing suite would trip
  // them (150 sign-ins / 30 PUT /user per 5 minutes). Tests of the limits start their own backend.
  const backend = await startBackend({
    dataDir,
    apiPort: 0,
    mailPort: 0,
    siteUrl: appUrl,
    log: false,
    rateLimits: false,
  });

  const weather = await startWeatherStandIn();

  process.env.VITE_SUPABASE_URL = backend.apiUrl;
  process.env.VITE_WEATHER_URL = weather.url;
  process.env.VITE_SUPABASE_ANON_KEY = backend.anonKey;
  await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const server = await preview({
    logLevel: 'warn',
    build: { outDir },
    preview: { port: appPort, strictPort: true, host: 'localhost' },
  });

  Object.assign(process.env, {
    E2E_APP_URL: appUrl,
    // The served build; pwa-update.spec.ts serves its own copy of it.
    E2E_DIST_DIR: outDir,
    E2E_API_URL: backend.apiUrl,
    E2E_MAIL_URL: backend.mailUrl,
    E2E_ANON_KEY: backend.anonKey,
    E2E_SERVICE_ROLE_KEY: backend.serviceRoleKey,
  });

  return async () => {
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
    await backend.stop();
    await weather.stop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(outDir, { recursive: true, force: true });
  };
}
