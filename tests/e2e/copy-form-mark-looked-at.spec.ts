import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForLodgeDayPack } from './support/day-pack';

// Offline pages come from the service worker's copy of the app (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 180_000 });

/**
 * Issue 33's mark on the edit forms opened from the phone's copy — "Updated 14:32 — changes are sent
 * when the signal is back" — on Staff, Distribution, Products and Guest Experience, offline, as a
 * person sees it at 390×844 and 320×640, light and dark (screenshots under SHOTS_DIR when set): never
 * wider than the phone, its sentence whole, the form's buttons at least 44 px tall.
 */
const sizes = [
  [390, 844],
  [320, 640],
] as const;

async function lookAt(page: Page, name: string, dialog: Locator) {
  const mark = dialog.getByRole('status').filter({ hasText: 'changes are sent when the signal is back' });
  await expect(mark).toHaveText(/^Updated \d\d:\d\d — changes are sent when the signal is back$/);
  for (const [width, height] of sizes) {
    await page.setViewportSize({ width, height });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await mark.scrollIntoViewIfNeeded();
      if (process.env.SHOTS_DIR)
        await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}-${width}-${colorScheme}.png` });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const box = await mark.boundingBox();
      const form = await dialog.boundingBox();
      expect(box && form && box.x >= form.x && box.x + box.width <= form.x + form.width).toBe(true);
    }
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'light' });
}

test('issue 33: the copy mark on the Staff, Distribution, Products and Guest Experience forms, offline, at 390 and 320, light and dark', async ({
  signedInPage: page,
  context,
}) => {
  if (process.env.SHOTS_DIR) mkdirSync(process.env.SHOTS_DIR, { recursive: true });
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // The screens were opened once with a signal (the copies of Guest Experience are kept then).
  for (const path of [
    '/organization/staff',
    '/organization/distribution',
    '/organization/products',
    '/experience',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: /^Edit / }).first()).toBeVisible();
  }
  await waitForLodgeDayPack(page);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
    .toBe(true);

  await context.setOffline(true);
  const forms: [string, string, (page: Page) => Locator][] = [
    ['staff', '/organization/staff', (p) => p.getByRole('button', { name: 'Edit Kabo Sekgoma' })],
    [
      'channel',
      '/organization/distribution',
      (p) => p.getByRole('button', { name: 'Edit Online travel agencies (OTA)' }),
    ],
    ['product', '/organization/products', (p) => p.getByRole('button', { name: 'Edit Family Chalet' })],
    ['review', '/experience', (p) => p.getByRole('button', { name: 'Edit review by James Okafor' })],
  ];
  for (const [name, path, edit] of forms) {
    await page.goto(path);
    await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible();
    await edit(page).click();
    const dialog = page.getByRole('dialog').last();
    await expect(dialog).toBeVisible();
    await lookAt(page, name, dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});
