import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { preview } from 'vite';
import { startBackend } from '../../../server/index';
import { startWeatherStandIn } from './weather-stand-in';

/** What the e2e tests run against, before the app is built: see `startE2eServices`. */
export interface E2eServices {
  /** Where the built app will be served (`http://localhost:<port>`). */
  appUrl: string;
  /** The build's environment: the app talks to this backend and this forecast stand-in. */
  buildEnv: Record<'VITE_SUPABASE_URL' | 'VITE_SUPABASE_ANON_KEY' | 'VITE_WEATHER_URL', string>;
  /** The tests' environment (read by tests/e2e/fixtures.ts) once the build in `distDir` is served. */
  testEnv(distDir: string): Record<string, string>;
  /** Serves the build in `distDir` on `appUrl`'s port (kept free for it until now). */
  serve(distDir: string): Promise<void>;
  /** Stops the server, the forecast stand-in and the backend, and deletes the backend's data. */
  stop(): Promise<void>;
}

/** Listens on a port the OS picks on 127.0.0.1, so nothing else takes it before the app is served. */
function holdPort(): Promise<{ port: number; release: () => Promise<void> }> {
  return new Promise((resolve, reject) => {
    const server: Server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ port, release: () => new Promise<void>((done) => server.close(() => done())) });
    });
  });
}

/**
 * Starts the embedded backend (email confirmation on, as hosted) on a temp folder and free ports and
 * the stand-in forecast service (never the internet), and picks the app's port. The app is built
 * after (against `buildEnv`) and served with `serve`: by the Playwright global setup, or by `npm
 * test`, which builds once for its bundle budget and for these tests (tests/e2e/support/suite-services.ts).
 * @throws when the backend or the stand-in cannot start.
 */
export async function startE2eServices(): Promise<E2eServices> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ecolodge-e2e-data-'));
  const held = await holdPort();
  const appUrl = `http://localhost:${held.port}`;
  // GoTrue's rate limits are per IP, and every test comes from 127.0.0.1: a growing suite would trip
  // them (150 sign-ins / 30 PUT /user per 5 minutes). Tests of the limits start their own backend.
  const backend = await startBackend({
    dataDir,
    apiPort: 0,
    mailPort: 0,
    siteUrl: appUrl,
    log: false,
    rateLimits: false,
    // bcrypt's least cost: ≈ 1 ms a hash or sign-in instead of ≈ 70 (server/index.ts).
    passwordHashCost: 4,
  });
  const weather = await startWeatherStandIn();
  let server: Awaited<ReturnType<typeof preview>> | undefined;
  let portHeld = true;

  return {
    appUrl,
    buildEnv: {
      VITE_SUPABASE_URL: backend.apiUrl,
      VITE_SUPABASE_ANON_KEY: backend.anonKey,
      VITE_WEATHER_URL: weather.url,
    },
    testEnv: (distDir) => ({
      E2E_APP_URL: appUrl,
      // The served build; pwa-update.spec.ts serves its own copy of it.
      E2E_DIST_DIR: distDir,
      E2E_API_URL: backend.apiUrl,
      E2E_MAIL_URL: backend.mailUrl,
      E2E_ANON_KEY: backend.anonKey,
      E2E_SERVICE_ROLE_KEY: backend.serviceRoleKey,
    }),
    serve: async (distDir) => {
      await held.release();
      portHeld = false;
      server = await preview({
        logLevel: 'warn',
        build: { outDir: distDir },
        preview: { port: held.port, strictPort: true, host: 'localhost' },
      });
    },
    stop: async () => {
      if (portHeld) await held.release();
      const httpServer = server?.httpServer;
      if (httpServer) await new Promise<void>((resolve) => httpServer.close(() => resolve()));
      await backend.stop();
      await weather.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
