import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

/**
 * Issue 22 "The installed app opens on today's data at once", before any of its JavaScript runs: the
 * app keeps the markup it drew of the dashboard (src/lib/prerender/page-snapshot.ts) and index.html's
 * paint script shows it, marked "Updated HH:MM", in place of the prerendered shell — only for the same
 * person, on the same day, of the same build — until React draws the screen itself.
 */

const snapshotKey = 'ecolodge.page-snapshot:/';
const entryScript = /\/assets\/index-[^/]+\.js$/;

/** Waits until the app has kept a snapshot of the dashboard; resolves with it, parsed. */
async function keptSnapshot(page: Page): Promise<{ userId: string; html: string }> {
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), snapshotKey), { timeout: 15_000 })
    .toBeTruthy();
  return JSON.parse((await page.evaluate((key) => localStorage.getItem(key), snapshotKey))!) as {
    userId: string;
    html: string;
  };
}

/** Holds the app's entry script until the returned function is called. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(entryScript, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  return release;
}

test('the dashboard paints from its snapshot before the app runs, marked "Updated HH:MM"; a tap on it is made again once the app takes over', async ({
  signedInPage: page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const booking = page.getByRole('button', { name: 'Morning Mokoro Excursion' });
  await expect(booking).toBeVisible();
  const snapshot = await keptSnapshot(page);
  expect(snapshot.html).toContain('Morning Mokoro Excursion');

  const release = await holdTheApp(page);
  await page.reload({ waitUntil: 'commit' });
  // Nothing of the app has run (its entry is held), yet today's bookings are listed, marked as a copy.
  await expect(page.locator('[data-page-snapshot]')).toBeVisible();
  await expect(booking).toBeVisible();
  await expect(page.getByText(/Updated \d\d:\d\d/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(await page.evaluate(() => document.getElementById('root')!.dataset.prerendered)).toBe('shell');

  // A tap on it before the app runs is kept, and made on the app's own screen once it is drawn.
  await booking.click();
  release();
  await expect(page.getByRole('dialog', { name: 'Morning Mokoro Excursion' })).toBeVisible();
  await expect(page.locator('[data-page-snapshot]')).toHaveCount(0);
  await page.keyboard.press('Escape');
  // React drew the dashboard itself; the server's rows carry no mark.
  await expect(booking).toBeVisible();
  await expect(page.getByText(/Updated \d\d:\d\d/)).toBeHidden();
  expect(errors).toEqual([]);
});

test("another person's snapshot, or yesterday's, is never shown; signing out forgets it", async ({
  signedInPage: page,
}) => {
  const snapshot = await keptSnapshot(page);
  const release = await holdTheApp(page);

  // A snapshot left by someone else on a shared phone: the shell shows, not their bookings. (Stored as
  // the page starts: the running app keeps its own snapshot when the page is hidden by the reload.)
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    snapshotKey,
    JSON.stringify({ ...snapshot, userId: '00000000-0000-4000-8000-000000000000' }),
  ] as const);
  await page.reload({ waitUntil: 'commit' });
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expect(page.locator('[data-page-snapshot]')).toHaveCount(0);
  await expect(page.getByText('Morning Mokoro Excursion')).toHaveCount(0);

  // Yesterday's: not today's bookings.
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    snapshotKey,
    JSON.stringify({ ...snapshot, day: '2000-01-01' }),
  ] as const);
  await page.reload({ waitUntil: 'commit' });
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expect(page.locator('[data-page-snapshot]')).toHaveCount(0);

  // Signing out wipes the snapshots with the day pack.
  release();
  await page.unroute(entryScript);
  await page.reload();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(localStorage).filter((key) => key.startsWith('ecolodge.page-snapshot:')),
      ),
    )
    .toEqual([]);
});
