import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures';
import { waitForLodgeDayPack } from './support/day-pack';

/**
 * Issue 31's last two screens, as a person sees them at 390×844 and 320×640, light and dark (the
 * screenshots go to /tmp/h31-shots): the business advisor's Use our figures from the lodge's rooms, and
 * the housekeeping board when the signal goes after it has loaded.
 */
test.describe.configure({ timeout: 120_000 });

const SHOTS = '/tmp/h31-shots';
const sizes = [
  [390, 844],
  [320, 640],
] as const;

test('issue 31: Use our figures from the sample lodge’s rooms: the calculator’s figures stay on one line (they stood one character a line)', async ({
  signedInPage: page,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.goto('/business');
  await expect(page.getByText('Step 1 of 8')).toBeVisible();
  for (let step = 2; step <= 8; step += 1) {
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(`Step ${step} of 8`)).toBeVisible();
  }
  await page.getByRole('button', { name: 'Use our figures' }).click();
  await expect(page.getByText('Filled from your bookings')).toBeVisible();
  // What was filled stays in words under the button, beyond the toast (issue 31).
  await expect(page.getByRole('status').filter({ hasText: 'From your bookings:' })).toBeVisible();
  for (const [width, height] of sizes) {
    await page.setViewportSize({ width, height });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.getByRole('heading', { name: 'ROI calculator' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/figures-${width}-${colorScheme}.png`, fullPage: true });
      // The total's figures on one line: no taller than the offering's name beside them.
      const total = page.getByRole('table', { name: 'Annual revenue and profit' }).getByRole('row').last();
      const name = await total.getByRole('rowheader').boundingBox();
      for (const cell of await total.getByRole('cell').all()) {
        await expect(cell).toHaveText(/^\$[\d,]+$/);
        expect((await cell.boundingBox())!.height).toBeLessThanOrEqual(name!.height + 1);
      }
    }
  }
});

test.describe('the housekeeping board offline', () => {
  // A phone that has the app: the service worker keeps its code, as offline-every-screen.spec.ts.
  test.use({ serviceWorkers: 'allow' });

  test('issue 31: the housekeeping board when the signal goes: a mark waits to send (it failed to load the outbox’s code) and the board says it is the phone’s copy', async ({
    signedInPage: page,
    context,
  }) => {
    mkdirSync(SHOTS, { recursive: true });
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await waitForLodgeDayPack(page);
    await page.goto('/hospitality/rooms');
    const rooms = page.getByRole('list', { name: 'Rooms' });
    await expect(rooms).toBeVisible();
    await context.setOffline(true);
    // The board read before the signal went is the phone's copy now, and says when it was read.
    await expect(page.getByText(/^Updated \d{2}:\d{2}$/)).toBeVisible();
    for (const [width, height] of sizes) {
      await page.setViewportSize({ width, height });
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await page.screenshot({ path: `${SHOTS}/board-offline-${width}-${colorScheme}.png`, fullPage: true });
      }
    }
    // A mark made offline waits to send; the board stays, still the phone's copy.
    const first = rooms.getByRole('listitem').first();
    const name = ((await first.getAttribute('aria-label')) ?? '').split(':')[0]!;
    await first
      .getByRole('button', { name: /^Mark .* (Clean|Dirty)$/ })
      .first()
      .click();
    const marked = rooms.getByRole('listitem', { name: new RegExp(`^${name}: `) });
    await expect(marked.getByText('Waiting to send')).toBeVisible();
    await expect(marked.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Housekeeping board' })).toBeVisible();
    await expect(page.getByText(/^Updated \d{2}:\d{2}$/)).toBeVisible();
    for (const [width, height] of sizes) {
      await page.setViewportSize({ width, height });
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await page.screenshot({
          path: `${SHOTS}/board-offline-marked-${width}-${colorScheme}.png`,
          fullPage: true,
        });
      }
    }
  });
});
