import { Socket } from 'node:net';
import { createInterface } from 'node:readline';
import { startE2eServices } from './e2e-services';

/**
 * The e2e services for `npm test` (scripts/test.mjs; issue 33, suite time): started before the static
 * checks, so the checks' production build is built against them and Playwright serves that build
 * instead of building the app a second time in its global setup (≈ 14–23 CPU-s, measured).
 *
 * Talks over file descriptor 3, a socket the suite opens (stdin is not used: Vite's preview server
 * ends the process when stdin ends, before the backend has stopped). It writes one JSON line
 * `{ "buildEnv": {…} }` once the backend and the forecast stand-in answer, or `{ "error": "…" }`;
 * for each line `serve <dist folder>` it reads, it serves that build on the app's port and answers
 * `{ "testEnv": {…} }`. It stops everything (and deletes the backend's folder) when the socket ends
 * (the suite ended or died) or on SIGINT/SIGTERM.
 */
const channel = new Socket({ fd: 3, readable: true, writable: true });
const tell = (message: object) => channel.write(`${JSON.stringify(message)}\n`);

try {
  const services = await startE2eServices();
  let stopping: Promise<void> | undefined;
  const stop = () => {
    // Node ends a process whose loop has nothing left to wait for, even mid-`await`: once the
    // servers are closed, the backend's own stop (PGlite) would be cut short and leave its folder.
    const keepAlive = setInterval(() => {}, 1000);
    stopping ??= services.stop().finally(() => {
      clearInterval(keepAlive);
      process.exit(0);
    });
    return stopping;
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  tell({ buildEnv: services.buildEnv });
  const lines = createInterface({ input: channel });
  lines.on('line', (line) => {
    const distDir = line.startsWith('serve ') ? line.slice('serve '.length) : '';
    if (!distDir) return;
    services.serve(distDir).then(
      () => tell({ testEnv: services.testEnv(distDir) }),
      (error: unknown) => tell({ error: String(error) }),
    );
  });
  lines.on('close', () => void stop());
} catch (error) {
  tell({ error: String(error) });
  channel.end(() => process.exit(1));
}
