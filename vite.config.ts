import { stripMachineWords } from './build-steps/strip-machine-words.ts';
import { defineConfig } from 'vite';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { LOAD_TIMEOUTS } from './tests/support/load-timeouts';
import { filesNeedingIsolation } from './tests/support/test-isolation';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { fileURLToPath } from 'node:url';
import {
  headScripts,
  mantineCssPerComponent,
  hashedAssetsImmutable,
  preloadSupabaseWhenSignedIn,
  signedInStartGroup,
  signInIslandGroup,
  SIGN_IN_ISLAND_ENTRY,
} from './build-steps/vite-plugins.ts';
import { appPwa } from './build-steps/pwa.ts';
import { routeChunksOffline } from './build-steps/route-chunks-offline.ts';
import { prerenderPages } from './build-steps/prerender.ts';

/** The sign-in island's entry (issue 22, src/sign-in-island.tsx): /auth/login's first script. */
const signInIsland = fileURLToPath(new URL(`./${SIGN_IN_ISLAND_ENTRY}`, import.meta.url));
const unused = (file: string) => fileURLToPath(new URL(`./src/lib/supabase/unused/${file}`, import.meta.url));

/**
 * One Vitest project as two (issue 33: "cut Vitest's per-file start-ups"): the files that share one
 * module graph per worker (`isolate: false`: the app's modules, Mantine, the DOM's set-up are imported
 * once per worker, not once per file) and those that need module state of their own
 * (tests/support/test-isolation.ts, found by reading them). Measured on 2 cores, same load, each
 * project isolated → shared: component 511 → 245 s, model 222 → 167 s, unit 112 → 66 s.
 */
function sharedAndIsolated(
  name: string,
  dir: string,
  include: string[],
  test: NonNullable<TestProjectInlineConfiguration['test']>,
): TestProjectInlineConfiguration[] {
  // Read only when Vitest runs (a build has no tests to place).
  const own = process.env.VITEST
    ? filesNeedingIsolation(fileURLToPath(new URL('./', import.meta.url)), dir)
    : [];
  return [
    { extends: true as const, test: { ...test, name, include, exclude: own, isolate: false } },
    ...(own.length > 0
      ? [{ extends: true as const, test: { ...test, name: `${name}:isolated`, include: own } }]
      : []),
  ];
}

/**
 * Vite builds the browser app; Vitest (same file) runs four projects:
 * - unit: pure logic (machines, display rules, backend units) in Node;
 * - component: screens with Testing Library in happy-dom;
 * - model: model-based tests generated from the production machines (happy-dom);
 * happy-dom rather than jsdom (issue 33, suite time: the two projects on 2 cores, two runs of each,
 * alternated: jsdom 134.6 and 146.7 s (231.5 and 253.1 CPU-s), happy-dom 129.0 and 123.1 s (223.9 and
 * 212.5 CPU-s)); three files that need jsdom's CSSOM, frame schedule or passive <link>s say so in a
 * docblock, and run isolated (tests/support/test-isolation.ts).
 * - contract: the embedded backend driven by the real supabase-js client.
 */
export default defineConfig(({ command }) => ({
  // The app uses neither Realtime nor Storage; keep them out of the browser bundle (see the stubs).
  resolve:
    command === 'build' && !process.env.VITEST
      ? {
          alias: {
            '@supabase/realtime-js': unused('realtime.ts'),
            '@supabase/storage-js': unused('storage.ts'),
            // dayjs's ES build: its CommonJS one needs Rolldown's interop helpers, which then split off
            // into a chunk of their own that the first load fetches beside the entry (issue 11 budget).
            dayjs: 'dayjs/esm',
          },
        }
      : {},
  plugins: [
    // The machines' plain words stay out of the app's bundles (the explorer reads a generated copy).
    stripMachineWords(),
    // A route's screen loads with its own chunk; its error and not-found components stay with the
    // route's definition. Split (the plugin's default), a loader failing with no signal needed a chunk
    // the phone had not fetched, and TanStack Router's `lazyRouteComponent` answers a chunk that cannot
    // be fetched by reloading the page: offline, Chromium's "No internet" page in place of the app
    // (tests/e2e/lodge-money.spec.ts "a payment recorded with no signal…", failing 1 run in 3). The
    // screen's own chunk, with no signal, reaches the route's error component instead of that reload:
    // route files get `lazyRouteComponent` from src/lib/lazy-route-component.ts.
    routeChunksOffline(fileURLToPath(new URL('./', import.meta.url))),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: { defaultBehavior: [['component']] },
    }),
    react(),
    // Tests do not load CSS; skipping the per-component imports keeps their module graph small.
    ...(process.env.VITEST
      ? []
      : [headScripts(), mantineCssPerComponent(), preloadSupabaseWhenSignedIn(), hashedAssetsImmutable()]),
    // The signed-out pages and the app shell as HTML, rendered from these components (issue 22).
    ...(process.env.VITEST ? [] : [prerenderPages()]),
    // Service worker + web app manifest (issue 9, build-steps/pwa.ts). Under Vitest it only resolves
    // `virtual:pwa-register` to the plugin's no-op stand-in.
    ...appPwa(),
  ],
  server: { port: 5173, strictPort: true, host: 'localhost' },
  preview: { port: 5173, strictPort: true, host: 'localhost' },
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 3000,
    rolldownOptions: {
      // index.html (the app) and the sign-in island, which the prerendered /auth/login loads instead.
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        'sign-in-island': signInIsland,
      },
      output: {
        // Everything the entry imports statically goes into one chunk, not the ~20 small shared chunks
        // automatic splitting makes of modules lazy routes also use: fewer requests and better gzip on the
        // first load (issue 11). Lazy routes import from it. A signed-in start's lazy modules likewise
        // go into one preloaded chunk (`signedInStartGroup`, build-steps/vite-plugins.ts).
        codeSplitting: {
          groups: [
            // The island's modules first (a chunk the app's entry shares), then the rest of the entry's.
            signInIslandGroup(signInIsland),
            // (Not the island's own entry module: it stays its entry chunk, or the island would load this.)
            {
              name: 'app',
              tags: ['$initial'],
              test: (id: string) => !id.startsWith(signInIsland),
              priority: 20,
            },
            signedInStartGroup(fileURLToPath(new URL('./', import.meta.url))),
          ],
        },
      },
    },
  },
  test: {
    globals: true,
    // One test file per core. Vitest's default left one of CI's two cores idle (it keeps one back):
    // the whole run took 490 s with 1.2 cores busy; the contract files alone 200 s → 137 s.
    maxWorkers: '100%',
    // Screens import the one supabase client; tests never reach this address (actors are provided).
    env: { VITE_SUPABASE_URL: 'http://127.0.0.1:9', VITE_SUPABASE_ANON_KEY: 'test-anon-key' },
    projects: [
      ...sharedAndIsolated('unit', 'tests/unit', ['tests/unit/**/*.test.ts'], {
        environment: 'node',
        testTimeout: LOAD_TIMEOUTS.unitTestMs,
      }),
      ...sharedAndIsolated('component', 'tests/component', ['tests/component/**/*.test.{ts,tsx}'], {
        environment: 'happy-dom',
        setupFiles: ['tests/support/setup-dom.ts'],
        testTimeout: LOAD_TIMEOUTS.domTestMs,
      }),
      ...sharedAndIsolated('model', 'tests/model', ['tests/model/**/*.model.test.{ts,tsx}'], {
        environment: 'happy-dom',
        setupFiles: ['tests/support/setup-dom.ts'],
        testTimeout: LOAD_TIMEOUTS.domTestMs,
      }),
      ...sharedAndIsolated('contract', 'tests/contract', ['tests/contract/**/*.test.ts'], {
        environment: 'node',
        setupFiles: ['tests/support/setup-websocket.ts'],
        globalSetup: ['tests/contract/global-setup.ts'],
        testTimeout: 30_000,
        hookTimeout: LOAD_TIMEOUTS.backendStartMs,
      }),
    ],
  },
}));
