import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

// This spec is about what the service worker keeps: it runs with it (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 9, "The app itself offline": the service worker precaches the whole app after one online
 * visit, so screens open and reload with no signal, and it never keeps the Supabase API's answers.
 * Each test has a fresh browser context: its own worker registration and Cache Storage.
 */

/** Waits until this page is controlled by an activated service worker (precache complete). */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
  });
}

/** Every URL in the page's Cache Storage. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
}

test('signed out: after one online visit, a screen never opened and a reload open offline', async ({
  page,
  context,
}) => {
  const pageRequests: string[] = [];
  page.on('request', (request) => pageRequests.push(new URL(request.url()).pathname));
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await waitForServiceWorker(page);
  await context.setOffline(true);

  // /auth/register is its own route chunk: the page never asked for it online (only the worker did).
  expect(pageRequests.filter((file) => file.startsWith('/assets/register-'))).toEqual([]);
  await page.goto('/auth/register');
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});

test('signed in: after one online visit to /, every screen’s files and a reload are there offline', async ({
  signedInPage: page,
  context,
}) => {
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await waitForServiceWorker(page);
  await context.setOffline(true);

  // A screen never opened shows the app's frame, never the browser's "No internet" page. (What fills
  // it offline — the screen's data — comes from the day pack, not from this worker.)
  const appFrame = async () => {
    await expect(page.getByRole('link', { name: 'Ecolodge' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Quick' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Account: / })).toBeVisible();
  };
  await page.goto('/organization/products');
  await appFrame();
  await expect(page).toHaveURL(/\/organization\/products$/);

  await page.goto('/');
  await page.reload();
  await appFrame();

  // Every precached file (every route's chunks and styles) is served with no network.
  const failed = await page.evaluate(async () => {
    const precache = (await caches.keys()).find((name) => name.startsWith('workbox-precache'));
    if (!precache) return ['no precache'];
    const requests = await (await caches.open(precache)).keys();
    const files = requests.map((request) => new URL(request.url).pathname);
    const answers = await Promise.all(
      files.map((file) =>
        fetch(file).then(
          (r) => r.ok,
          () => false,
        ),
      ),
    );
    return files.filter((_file, index) => !answers[index]);
  });
  expect(failed).toEqual([]);
});

test('the service worker keeps no Supabase API answer in Cache Storage', async ({
  signedInPage: page,
  backend,
}) => {
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await waitForServiceWorker(page);
  // Use screens that read and write through /rest/v1 while the worker controls the page.
  await page.getByRole('link', { name: 'Business' }).click();
  await page.getByRole('link', { name: 'Products' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const urls = await cachedUrls(page);
  expect(urls.length).toBeGreaterThan(50); // the precached app
  expect(urls.filter((url) => /\/(auth|rest)\/v1\//.test(url) || url.startsWith(backend.apiUrl))).toEqual([]);
});

test('the web app manifest is served with what "Install app" needs, and a worker is registered', async ({
  page,
  request,
}) => {
  await page.goto('/auth/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await request.get(href!);
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Ecolodge',
    short_name: 'Ecolodge',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
    background_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
  });
  for (const [sizes, purpose] of [
    ['192x192', 'any'],
    ['512x512', 'any'],
    ['512x512', 'maskable'],
  ]) {
    const icon = manifest.icons.find((i) => i.sizes === sizes && (i.purpose ?? 'any') === purpose);
    expect(icon, `${sizes} ${purpose}`).toBeDefined();
    const image = await request.get(icon!.src);
    expect(image.headers()['content-type']).toBe('image/png');
  }
  await waitForServiceWorker(page);
  const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(scriptUrl).toMatch(/\/sw\.js$/);
});
