import { test, expect } from './fixtures';
import { dayPackKeys } from './support/day-pack';

// This spec is about what the service worker keeps: it runs with it (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 9 "Done when … go offline, reload, walk every screen": once the first sync has kept the day
 * pack (and the copies of the screens that are not pack rows), every screen opens offline — most of
 * them never visited — each by a fresh offline page load, with its heading and "You're offline".
 */
const SCREENS: Array<[path: string, heading: string, shows: string | null]> = [
  ['/', 'Dashboard', 'Morning Mokoro Excursion'],
  ['/bookings', 'Bookings', 'Village Cultural Visit'],
  ['/organization', 'Organization', null],
  ['/organization/products', 'Products', 'Riverside Safari Tent'],
  ['/organization/distribution', 'Distribution Channels', null],
  ['/organization/staff', 'Staff', 'Kabo Sekgoma'],
  ['/organization/team', 'Team', null],
  ['/business', 'Business Model', null],
  ['/hospitality', 'Hospitality Training', null],
  ['/hospitality/housekeeping', 'Housekeeping', null],
  ['/language', 'Language Training', null],
  ['/experience', 'Guest Experience', null],
  ['/account', 'Account', null],
];

test('offline, every screen opens from what the first sync kept', async ({ signedInPage: page, context }) => {
  // Thirteen offline page loads on a throttled runner.
  test.setTimeout(90_000);
  await expect(page.getByRole('button', { name: 'Morning Mokoro Excursion' })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(
      async () => {
        const keys = await dayPackKeys(page);
        return ['lodge:', 'experience:', 'business-results:', 'team:'].every((kind) =>
          keys.some((key) => key.includes(kind)),
        );
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await context.setOffline(true);
  for (const [path, heading, shows] of SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: "You're offline" }), path).toBeVisible();
    if (shows) await expect(page.getByText(shows).first(), path).toBeVisible();
    await expect(page.getByText('Not on this phone yet'), path).toHaveCount(0);
  }
  await expect(page).toHaveURL(/\/account$/);
});
