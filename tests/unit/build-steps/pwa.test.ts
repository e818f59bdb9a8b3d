import type { Connect, ViteDevServer } from 'vite';
import type { RuntimeCaching } from 'workbox-build';
import {
  devServiceWorkerKillSwitch,
  navigateFallbackDenylist,
  pwaOptions,
  webAppManifest,
} from '../../../build-steps/pwa';

const appOrigin = 'http://localhost:5173';
const workbox = pwaOptions(() => 'dist').workbox!;

/** Whether a runtime-caching route would handle a GET of `href` from a page on `appOrigin`. */
function runtimeCached(route: RuntimeCaching, href: string): boolean {
  const url = new URL(href);
  const pattern = route.urlPattern;
  if (typeof pattern !== 'function') throw new Error('expected a function urlPattern');
  const request = new Request(href);
  // Workbox's match callback context (workbox-core's RouteMatchCallbackOptions).
  return Boolean(pattern({ url, request, sameOrigin: url.origin === appOrigin, event: {} as never }));
}

const apiUrls = [
  `${appOrigin}/auth/v1/token?grant_type=refresh_token`,
  `${appOrigin}/auth/v1/user`,
  `${appOrigin}/rest/v1/bookings?select=*`,
  'http://127.0.0.1:54321/rest/v1/bookings?select=*',
  'http://127.0.0.1:54321/auth/v1/user',
  'https://abcdefgh.supabase.co/rest/v1/lodge_members?select=*',
  // Even a hashed-looking file under the API's origin is not cached.
  'http://127.0.0.1:54321/assets/index-abc.js',
];

test('the service worker never caches Supabase API responses (no runtime route matches /auth/v1, /rest/v1)', () => {
  const routes = workbox.runtimeCaching ?? [];
  for (const route of routes) {
    for (const href of apiUrls) expect(runtimeCached(route, href), href).toBe(false);
  }
  // The one runtime cache is for the app's own hashed build files (the /machines diagram renderer).
  expect(routes.map((route) => runtimeCached(route, `${appOrigin}/assets/katex-abc123.js`))).toEqual([true]);
});

test('navigations fall back to index.html, except the API, the mail catcher, PDFs and files', () => {
  const denied = (path: string) => navigateFallbackDenylist.some((pattern) => pattern.test(path));
  for (const path of [
    '/auth/v1/verify?token=abc&type=signup&redirect_to=http://localhost:5173/',
    '/rest/v1/bookings',
    '/api/v1/messages',
    '/docs/room-inspection-checklist.pdf',
    '/sw.js',
    '/manifest.webmanifest',
  ])
    expect(denied(path), path).toBe(true);
  for (const path of [
    '/',
    '/auth/login',
    '/auth/login?redirect=%2Forganization%2Fproducts',
    '/auth/set-password',
    '/organization/products',
    '/bookings?date=2026-11-23',
    '/auth/login?email=thabo.molefe@lodge.test',
  ])
    expect(denied(path), path).toBe(false);
  expect(workbox.navigateFallback).toBe('index.html');
});

test('the signed-out pages’ search parameters still find their prerendered page (issue 22)', () => {
  const ignored = (name: string) =>
    workbox.ignoreURLParametersMatching!.some((pattern) => pattern.test(name));
  for (const name of ['redirect', 'email', 'linkError', 'utm_source', 'fbclid'])
    expect(ignored(name), name).toBe(true);
  for (const name of ['date', 'tab', 'v']) expect(ignored(name), name).toBe(false);
});

test('updates wait for the person (prompt mode), and the first visit is controlled at once', () => {
  const options = pwaOptions(() => 'dist');
  expect(options.registerType).toBe('prompt');
  expect(options.injectRegister).toBe(false);
  expect(workbox.skipWaiting).toBe(false);
  expect(workbox.clientsClaim).toBe(true);
});

test('the web app manifest has what Chrome needs to offer "Install app"', () => {
  expect(webAppManifest).toMatchObject({
    name: 'Ecolodge',
    short_name: 'Ecolodge',
    start_url: '/',
    scope: '/',
    display: 'standalone',
  });
  const icons = webAppManifest.icons ?? [];
  expect(icons.filter((icon) => icon.purpose === 'any').map((icon) => icon.sizes)).toEqual([
    '192x192',
    '512x512',
  ]);
  expect(icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
});

test('the dev server answers /sw.js with a worker that removes itself (a built worker left on :5173)', () => {
  let middleware: Connect.NextHandleFunction | undefined;
  const server = { middlewares: { use: (handler: Connect.NextHandleFunction) => (middleware = handler) } };
  const plugin = devServiceWorkerKillSwitch();
  expect(plugin.apply).toBe('serve');
  (plugin.configureServer as (server: ViteDevServer) => void)(server as unknown as ViteDevServer);
  const answer = (url: string) => {
    const sent = { body: '', headers: {} as Record<string, string>, next: false };
    const res = {
      setHeader: (name: string, value: string) => (sent.headers[name] = value),
      end: (body: string) => (sent.body = body),
    };
    middleware!({ url } as never, res as never, () => (sent.next = true));
    return sent;
  };
  const sw = answer('/sw.js?v=1');
  expect(sw.body).toContain('self.registration.unregister()');
  expect(sw.headers['Cache-Control']).toBe('no-store');
  expect(answer('/src/main.tsx').next).toBe(true);
});
