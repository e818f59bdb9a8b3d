/**
 * The app itself offline and installable (issue 9): vite-plugin-pwa (Workbox `generateSW`) options and
 * two small companions. Decisions (see also ../shared/notes/lodge-data-and-offline.md §2.2):
 *
 * - Precache = the app's own build: index.html, every JS/CSS chunk and bundled image the Vite manifest
 *   lists (every route, visited or not), the web app manifest and the icons. Left out: the training
 *   PDFs in `public/docs/` (6.7 MB; a later "Save for offline") and the /machines diagram renderer
 *   (Mermaid, ~3 MB, a separate bundle loaded in an iframe; a developer view). The renderer's files are
 *   cached the first time /machines draws (same-origin `/assets/` only, cache-first: hashed names).
 * - Never cached: anything of the Supabase API (`/auth/v1`, `/rest/v1`, any origin). Its answers depend
 *   on who is signed in and cache keys ignore `Authorization`, so a shared phone would show one person's
 *   data to the next. Offline data comes only from the per-user day pack (IndexedDB).
 * - Navigations (issue 22): `/auth/login`, `/auth/register` and `/auth/forgot-password` get their own
 *   prerendered page (`auth/login.html`…, precached; Workbox's `cleanURLs` maps the address to the
 *   file), also with the search parameters those pages take (`redirect`, `email`, `linkError`); every
 *   other navigation falls back to the precached index.html, the prerendered app shell, except the
 *   API's and the mail catcher's paths, the PDFs and any path naming a file (`/sw.js`,
 *   `/manifest.webmanifest`).
 * - `registerType: 'prompt'`: a new version waits until the person taps **Reload** (src/pwa); nothing
 *   reloads under someone's typing. `clientsClaim` makes the very first visit's page controlled at once,
 *   so a screen not opened yet still opens if the signal drops during that first visit.
 * - `injectRegister: false`: src/pwa registers the worker after the first paint (issue 11 budget).
 * - Dev server: no worker (Vite's HMR and a caching worker fight); `devServiceWorkerKillSwitch` serves a
 *   `/sw.js` that removes a worker left on localhost:5173 by `npm start`/`npm run preview`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { VitePWA, type ManifestOptions, type VitePWAOptions } from 'vite-plugin-pwa';

/** Light scheme body colour of the Mantine theme: the header's background (src/ui/layout.module.css). */
export const headerColourLight = '#ffffff';
/** Dark scheme body colour (Mantine `dark.7`): the header's background in dark mode. */
export const headerColourDark = '#242424';

/** The web app manifest (Chrome's install criteria: name, icons 192 + 512, start_url, display). */
export const webAppManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Ecolodge',
  short_name: 'Ecolodge',
  description: 'Daily operations, training and planning for a community-run eco-tourism lodge.',
  lang: 'en',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: headerColourLight,
  background_color: headerColourLight,
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/**
 * Navigations that must reach the network, never the app shell (tested against `pathname + search`,
 * as Workbox's NavigationRoute does): the Supabase API if served from the app's origin, the mail
 * catcher's API, the training PDFs, and any path whose last segment names a file.
 */
export const navigateFallbackDenylist: RegExp[] = [
  /^\/(?:auth|rest|storage|realtime|functions|graphql)\/v1(?:[/?]|$)/,
  /^\/api\//,
  /^\/docs\//,
  /^[^?]*\/[^/?]+\.[^/?]+(?:\?|$)/,
];

/**
 * Search parameters the precache ignores when it looks a request up: Workbox's defaults (`utm_*`,
 * `fbclid`) and those of the prerendered signed-out pages, so `/auth/login?redirect=/bookings` gets
 * `auth/login.html` (issue 22). Build files are hashed and never asked for with these.
 */
export const navigationParametersIgnored: RegExp[] = [
  /^utm_/,
  /^fbclid$/,
  /^redirect$/,
  /^email$/,
  /^linkError$/,
];

/** Cache for the /machines diagram renderer's files (the only runtime cache). */
export const diagramRendererCache = 'ecolodge-diagram-renderer';

/** The files of the app's own build, from Vite's manifest (`build.manifest: true`), relative to outDir. */
export function appBuildFiles(outDir: string): Set<string> {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; css?: string[]; assets?: string[] }
  >;
  const files = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    files.add(chunk.file);
    chunk.css?.forEach((file) => files.add(file));
    chunk.assets?.forEach((file) => files.add(file));
  }
  return files;
}

/** The vite-plugin-pwa options; `outDir()` gives the resolved build folder when the worker is built. */
export function pwaOptions(outDir: () => string): Partial<VitePWAOptions> {
  return {
    strategies: 'generateSW',
    registerType: 'prompt',
    injectRegister: false,
    manifest: webAppManifest,
    // The glob below finds the favicon and icons; listing them here too would precache them twice.
    includeManifestIcons: false,
    devOptions: { enabled: false },
    workbox: {
      // The plugin adds manifest.webmanifest itself.
      globPatterns: ['**/*.{js,css,html,svg,png,jpg,webp}'],
      // Mermaid's frame script: its chunks are not in the Vite manifest, so only the entry needs naming.
      globIgnores: ['docs/**', 'assets/mermaid-frame-*.js'],
      manifestTransforms: [
        (entries) => {
          const app = appBuildFiles(outDir());
          const manifest = entries.filter((entry) => !entry.url.startsWith('assets/') || app.has(entry.url));
          return { manifest, warnings: [] };
        },
      ],
      // The signed-out pages' own search parameters still find their prerendered page (issue 22).
      ignoreURLParametersMatching: navigationParametersIgnored,
      navigateFallback: 'index.html',
      navigateFallbackDenylist,
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: false,
      runtimeCaching: [
        {
          // Same-origin hashed build files not precached (the diagram renderer); never another origin.
          urlPattern: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: {
            cacheName: diagramRendererCache,
            cacheableResponse: { statuses: [200] },
            expiration: { maxEntries: 200 },
          },
        },
      ],
    },
  };
}

/**
 * Dev server only: answers `/sw.js` with a worker that unregisters itself and reloads its pages, so a
 * worker installed by a production build on the same origin (localhost:5173) cannot keep serving the
 * old build in place of the dev server.
 */
export function devServiceWorkerKillSwitch(): Plugin {
  const script = `self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(self.registration.unregister().then(() => self.clients.matchAll({ type: 'window' }))
    .then((clients) => Promise.all(clients.map((client) => client.navigate(client.url)))));
});`;
  return {
    name: 'ecolodge:dev-service-worker-kill-switch',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== '/sw.js') return next();
        res.setHeader('Content-Type', 'text/javascript');
        res.setHeader('Cache-Control', 'no-store');
        res.end(script);
      });
    },
  };
}

/** The PWA plugins for vite.config.ts. */
export function appPwa(): Plugin[] {
  let outDir = 'dist';
  const outDirOf: Plugin = {
    name: 'ecolodge:pwa-out-dir',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
  };
  return [outDirOf, ...VitePWA(pwaOptions(() => outDir)), devServiceWorkerKillSwitch()];
}
