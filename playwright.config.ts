import { defineConfig, devices } from '@playwright/test';
import { LOAD_TIMEOUTS } from './tests/support/load-timeouts';
import { e2eChromiumPath } from './scripts/chromium.mjs';

/**
 * End-to-end tests in the system's Chromium headless shell (never a downloaded browser) on a 390×844 phone viewport.
 * The global setup starts the embedded backend on a throwaway data folder and free ports, builds the
 * app against it and serves the build, so the tests never touch `.data/`.
 */
// The people we test as are at the lodge: their phones and the test's own "today" run on the sample
// lodge's clock (lodges.timezone, Africa/Gaborone, UTC+2). With UTC phones the seeded "today" is the
// phone's tomorrow between 22:00 and 24:00 UTC, and the dashboard looked empty. The app now takes
// "today" from lodges.timezone (src/lib/lodge-today.ts); tests/e2e/lodge-today.spec.ts runs phones in
// other zones. The runner's TZ stays the lodge's because specs compute expected dates with Date.
process.env.TZ = 'Africa/Gaborone';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/support/global-setup.ts',
  outputDir: 'test-results/playwright-artifacts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Sized for a loaded 2-core machine, in one place with Vitest's (tests/support/load-timeouts.ts).
  timeout: LOAD_TIMEOUTS.e2eTestMs,
  expect: { timeout: LOAD_TIMEOUTS.e2eExpectMs },
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    timezoneId: 'Africa/Gaborone',
    browserName: 'chromium',
    // Recording a trace made every test ~40 % slower (measured: two specs, 2 workers, 101 s → 70 s)
    // and pushed journeys past their budget on a busy 2-core machine. A failure is retried once in CI
    // (`retries`), and that retry records the trace.
    trace: 'on-first-retry',
    // Each new context otherwise installs the service worker and precaches the whole app (≈150 files)
    // while the test runs: 12 % of the time of specs that never look at it. The specs about offline
    // and updates (pwa-*, offline-*, auth-offline) opt in with `test.use({ serviceWorkers: 'allow' })`.
    serviceWorkers: 'block',
    launchOptions: {
      // Debian's chromium-headless-shell (scripts/chromium.mjs: ≈ 13 % less CPU than the full browser).
      executablePath: e2eChromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
