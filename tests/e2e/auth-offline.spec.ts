import type { Page } from '@playwright/test';
import { expect, test, type Backend } from './fixtures';
import { dayPackKeys } from './support/day-pack';

// This spec is about what the service worker keeps: it runs with it (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 9, "Never signed out by no signal", against the embedded backend: a start with an expired
 * token and no answer from the auth service (the auth service refused while the app loads, and a real
 * offline reload served by the service worker), the token refreshing when the signal returns, and
 * Sign Out without signal.
 */

const STORAGE_KEY = 'sb-ecolodge-auth-token';
const PENDING_KEY = 'ecolodge-pending-sign-outs';

/** How many entries the day pack's IndexedDB store holds (0 when it does not exist). */
const dayPackEntries = async (page: Page) => (await dayPackKeys(page)).length;

/** The session supabase-js keeps in localStorage (or null). */
async function storedSession(
  page: Page,
): Promise<{ access_token: string; refresh_token: string; expires_at: number } | null> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), STORAGE_KEY);
}

/** Moves the stored access token's expiry into the past, as after a night without signal. */
async function expireAccessToken(page: Page): Promise<void> {
  await page.evaluate((key) => {
    const session = JSON.parse(localStorage.getItem(key)!);
    session.expires_at = Math.floor(Date.now() / 1000) - 60;
    localStorage.setItem(key, JSON.stringify(session));
  }, STORAGE_KEY);
}

/** Waits until the dashboard has finished loading (its data comes before the signal goes). */
async function dashboardLoaded(page: Page): Promise<void> {
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  await expect(page.getByText('Loading…')).toHaveCount(0);
}

/** Waits until this page is controlled by an activated service worker (the app is precached). */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
  });
}

/** GoTrue's answer to a refresh with `refreshToken` (from the test, not the page). */
async function refreshStatus(backend: Backend, refreshToken: string): Promise<number> {
  const response = await fetch(`${backend.apiUrl}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
  return response.status;
}

test.describe('never signed out by no signal (issue 9)', () => {
  test('an expired token offline stays signed in; it refreshes when the network returns', async ({
    formSignedInPage: page,
    context,
    user,
  }) => {
    // supabase-js waits 60 s before retrying a refresh that failed; the page's clock lets the test skip it.
    await page.clock.install();
    const account = page.locator('header a[href="/account"]');
    await dashboardLoaded(page);
    // Offline before the worker controls the page, a screen's file that is not loaded yet cannot come,
    // and TanStack Router reloads the page into the browser's offline page (1 run in 5 here): this test
    // is about the session, so it starts where the app is installed, as a phone that used it before.
    await waitForServiceWorker(page);
    const before = await storedSession(page);
    expect(before).not.toBeNull();

    // Offline in the page: the token expires, supabase-js's refresh fails — still signed in.
    await context.setOffline(true);
    await expireAccessToken(page);
    await page.clock.fastForward('01:00');
    await expect(page).toHaveURL(/\/$/);
    await expect(account).toHaveAttribute('aria-label', `Account: ${user.fullName}`);

    // Starting the app with an expired token and no answer from the auth service. The route goes in
    // before the signal returns: the app refreshes on `online` at once, and that refresh must fail too
    // (with the route after it, the token rotated first in 1 run of 6).
    await page.route('**/auth/v1/**', (route) => route.abort('internetdisconnected'));
    await context.setOffline(false);
    await page.goto('/bookings');
    await expect(page).toHaveURL(/\/bookings$/);
    await expect(account).toHaveAttribute('aria-label', `Account: ${user.fullName}`);
    expect(page.url()).not.toContain('/auth/login');
    expect((await storedSession(page))?.refresh_token).toBe(before!.refresh_token);

    // The signal returns: the token refreshes (the `online` nudge, else supabase-js's next tick).
    await page.unroute('**/auth/v1/**');
    await context.setOffline(true);
    await context.setOffline(false);
    await page.clock.fastForward('01:30');
    await expect
      .poll(async () => (await storedSession(page))?.refresh_token, { timeout: 15_000 })
      .not.toBe(before!.refresh_token);
    expect((await storedSession(page))!.expires_at * 1000).toBeGreaterThan(
      await page.evaluate(() => Date.now()),
    );
    await expect(page).toHaveURL(/\/bookings$/);
  });

  test('an expired token offline stays signed in across an offline reload; online again it refreshes', async ({
    formSignedInPage: page,
    context,
    user,
  }) => {
    await page.clock.install();
    await dashboardLoaded(page);
    await waitForServiceWorker(page);
    const before = await storedSession(page);

    await context.setOffline(true);
    await expireAccessToken(page);
    await page.reload();
    // The app opens on its own screen, signed in, instead of sending the person to /auth/login.
    await expect(page.getByRole('link', { name: `Account: ${user.fullName}` })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect((await storedSession(page))?.refresh_token).toBe(before!.refresh_token);

    await context.setOffline(false);
    await page.clock.fastForward('01:30');
    await expect
      .poll(async () => (await storedSession(page))?.refresh_token, { timeout: 15_000 })
      .not.toBe(before!.refresh_token);
    await expect(page).toHaveURL(/\/$/);
  });

  test('Sign Out with no signal signs out the phone at once and the server hears of it later', async ({
    formSignedInPage: page,
    context,
    backend,
  }) => {
    // Signed in on /account (screens not opened before cannot load offline until the service worker
    // exists: that is the PWA part of issue 9).
    await dashboardLoaded(page);
    await page.goto('/account');
    await expect(page.getByLabel('Username')).toBeVisible();
    const session = await storedSession(page);
    expect(session).not.toBeNull();
    await expect.poll(() => dayPackEntries(page)).toBeGreaterThan(0);
    await context.setOffline(true);
    // The hardest case: the access token expired too, so supabase-js cannot even read a usable session.
    await expireAccessToken(page);

    await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByText('Logged out successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByText('Logout failed')).toHaveCount(0);
    expect(await storedSession(page)).toBeNull();
    // The day pack is wiped with the session (issue 9 "sign out offline clears the device").
    await expect.poll(() => dayPackEntries(page)).toBe(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), PENDING_KEY)).toContain(
      session!.refresh_token,
    );

    // Back online: the kept refresh token is revoked on the server and forgotten on the phone.
    await context.setOffline(false);
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), PENDING_KEY), { timeout: 15_000 })
      .toBeNull();
    expect(await refreshStatus(backend, session!.refresh_token)).toBe(400);
    // The guards agree: no way back in without signing in.
    await page.goto('/account');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Faccount$/);
  });
});
