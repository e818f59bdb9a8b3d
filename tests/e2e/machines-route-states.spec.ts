import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Issue 35 review, "screens not looked at": the /machines pages while their loader waits and when it
 * fails (the route's shared pending and error screens), at 390×844 and 320×640, light and dark. The
 * loader's code (the generated coverage, a chunk of its own) is held back or refused. Screenshots go to
 * /tmp/hA-shots.
 */
const SHOTS = '/tmp/hA-shots';
const coverageChunk = /model-coverage-[\w-]+\.js$/;
const sizes = [
  [390, 844],
  [320, 640],
] as const;

/** WCAG's contrast ratio of the loading ring (Mantine's Loader draws it as `::after`'s border) on the page. */
function loaderRingContrast(page: Page): Promise<number> {
  return page
    .locator('.mantine-Loader-root')
    .first()
    .evaluate((element) => {
      const rgb = (colour: string) => (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
      const luminance = (colour: string) => {
        const [r = 0, g = 0, b = 0] = rgb(colour).map((v) => {
          const c = v / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const [lighter, darker] = [
        luminance(getComputedStyle(element, '::after').borderTopColor),
        luminance(getComputedStyle(document.body).backgroundColor),
      ].sort((a, b) => b - a);
      return (lighter! + 0.05) / (darker! + 0.05);
    });
}

/** Every size and scheme: a screenshot, and the page never wider than the phone. */
async function lookAt(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const [width, height] of sizes) {
    await page.setViewportSize({ width, height });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.screenshot({ path: `${SHOTS}/${name}-${width}-${colorScheme}.png` });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  }
}

test('issue 35 review: the /machines pending screen’s loading ring is seen in the dark scheme (it was 1.9:1 on the dark page), and it says it loads the machines (bug: it said "Loading the lodge’s data…")', async ({
  signedInPage: page,
}) => {
  const held: Array<() => Promise<void>> = [];
  await page.route(coverageChunk, (route) => void held.push(() => route.continue()));
  await page.goto('/machines');
  await expect(page.getByRole('status').filter({ hasText: 'Loading the machines…' })).toBeVisible();
  await expect(page.getByText('Loading the lodge’s data…')).toHaveCount(0);
  await lookAt(page, 'machines-pending');
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect.poll(() => loaderRingContrast(page)).toBeGreaterThanOrEqual(3);
  }
  for (const release of held) await release();
  await expect(page.getByRole('heading', { level: 1, name: 'State machines' })).toBeVisible();
});

test('issue 35 review: a /machines page whose code could not be fetched says so in words, not the browser’s sentence with the chunk’s address', async ({
  signedInPage: page,
}) => {
  await page.route(coverageChunk, (route) => route.abort('failed'));
  await page.goto('/machines/auth');
  const problem = page.getByRole('alert').filter({ hasText: 'This page could not be loaded' });
  await expect(problem).toBeVisible();
  await expect(problem).toContainText('Could not reach the server: check your connection and try again.');
  await expect(problem).not.toContainText('dynamically imported module');
  await lookAt(page, 'machines-failed');
  // The code comes back: Try again draws the page.
  await page.unroute(coverageChunk);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(problem).toHaveCount(0);
});
