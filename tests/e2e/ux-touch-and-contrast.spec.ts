import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { horizontalOverflow, lowContrastTexts, smallTapTargets } from './support/ux-audit';
import { screens } from './support/screens';

/**
 * Issue 12 "Touch and focus" / "Screens": on every screen, at 390×844 and 320×640, following the
 * phone's light and dark setting, every control is at least 44×44 px, every text passes WCAG AA and
 * nothing runs off the side. Screenshots land in test-results/ux-screens for a human look.
 */
const viewports = [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
] as const;

async function audit(page: Page, label: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `test-results/ux-screens/${label}.png`, fullPage: true });
  expect.soft(await smallTapTargets(page), `${label}: controls under 44×44 px`).toEqual([]);
  expect.soft(await lowContrastTexts(page), `${label}: texts under WCAG AA`).toEqual([]);
  expect.soft(await horizontalOverflow(page), `${label}: px wider than the screen`).toBe(0);
}

for (const scheme of ['light', 'dark'] as const) {
  test(`tap targets, contrast and fit on every signed-in screen (${scheme})`, async ({
    signedInPage: page,
  }) => {
    test.setTimeout(180_000); // 15 screens × 2 viewports, each audited in the page
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    for (const viewport of viewports) {
      await page.setViewportSize(viewport);
      for (const screen of screens) {
        await page.goto(screen.path);
        await screen.ready(page);
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
        await audit(
          page,
          `${screen.path.replace(/[/?=]/g, '_')}-${screens.indexOf(screen)}-${viewport.width}-${scheme}`,
        );
      }
    }
  });

  test(`tap targets, contrast and fit on the auth screens (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    for (const viewport of viewports) {
      await page.setViewportSize(viewport);
      for (const path of ['/auth/login', '/auth/register']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await audit(page, `${path.replace(/\//g, '_')}-${viewport.width}-${scheme}`);
      }
    }
  });
}
