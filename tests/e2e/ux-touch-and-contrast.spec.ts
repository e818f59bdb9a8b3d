import type { Page, TestInfo } from '@playwright/test';
import { test, expect } from './fixtures';
import {
  cutOffElements,
  horizontalOverflow,
  lowContrastTexts,
  showColorScheme,
  smallTapTargets,
} from './support/ux-audit';
import { PHONE_SIZES } from './support/phone-sizes';
import { screens } from './support/screens';

/**
 * Issue 12 "Touch and focus" / "Screens": on every screen, at 390×844 and 320×640, following the
 * phone's light and dark setting, every control is at least 44×44 px, every text passes WCAG AA and
 * nothing runs off the side; at 320 px nothing is cut off or past its card either (the sweep of
 * ux-narrow-screens.spec.ts, done here on the same page loads).
 *
 * Issue 33 (suite time): each screen is loaded once per phone size and looked at in both schemes, the
 * phone's setting turned in between (`showColorScheme`); half the screens open light and turn dark, the
 * others the other way round, swapped at the other size, so every screen also opens once in each
 * scheme. A screenshot costs more than all the checks together: one is attached to the report for a
 * screen that fails; `UX_SCREENSHOTS=1` saves every screen's in test-results/ux-screens for a human look.
 */
const everyScreenshot = process.env.UX_SCREENSHOTS === '1';

interface Look {
  /** The file name and the failure messages' prefix. */
  label: string;
  /** Also look for anything cut off or past its card (issue 12 at 320 px). */
  cutOff: boolean;
}

async function audit(page: Page, testInfo: TestInfo, { label, cutOff }: Look) {
  await page.evaluate(() => document.fonts.ready);
  const found = {
    small: await smallTapTargets(page),
    lowContrast: await lowContrastTexts(page),
    overflow: await horizontalOverflow(page),
    cutOff: cutOff ? await cutOffElements(page) : [],
  };
  expect.soft(found.small, `${label}: controls under 44×44 px`).toEqual([]);
  expect.soft(found.lowContrast, `${label}: texts under WCAG AA`).toEqual([]);
  expect.soft(found.overflow, `${label}: px wider than the screen`).toBe(0);
  if (cutOff) expect.soft(found.cutOff, `${label}: cut off or past its card`).toEqual([]);
  const failed =
    found.small.length + found.lowContrast.length + found.cutOff.length > 0 || found.overflow > 0;
  if (everyScreenshot) {
    await page.screenshot({ path: `test-results/ux-screens/${label}.png`, fullPage: true });
  } else if (failed) {
    const body = await page.screenshot({ fullPage: true });
    await testInfo.attach(label, { body, contentType: 'image/png' });
  }
}

/** The order of the schemes for the `index`-th screen at the `sizeIndex`-th phone size. */
const schemesFor = (index: number, sizeIndex: number) =>
  (index + sizeIndex) % 2 === 0 ? (['light', 'dark'] as const) : (['dark', 'light'] as const);

for (const [sizeIndex, size] of PHONE_SIZES.entries()) {
  const narrow = size.width === 320;
  test(`tap targets, contrast and fit on every signed-in screen at ${size.width} px, light and dark${
    narrow ? ', and nothing cut off or past its card' : ''
  }`, async ({ signedInPage: page }, testInfo) => {
    test.setTimeout(180_000); // 15 screens, each loaded once and audited twice in the page
    await page.setViewportSize(size);
    for (const [index, screen] of screens.entries()) {
      const [first, second] = schemesFor(index, sizeIndex);
      await page.emulateMedia({ colorScheme: first, reducedMotion: 'reduce' });
      await page.goto(screen.path);
      await screen.ready(page);
      for (const scheme of [first, second]) {
        await showColorScheme(page, scheme);
        const label = `${screen.path.replace(/[/?=]/g, '_')}-${index}-${size.width}-${scheme}`;
        await audit(page, testInfo, { label, cutOff: narrow });
      }
    }
  });
}

test('tap targets, contrast and fit on the auth screens, light and dark', async ({ page }, testInfo) => {
  for (const [sizeIndex, size] of PHONE_SIZES.entries()) {
    await page.setViewportSize(size);
    for (const [index, path] of ['/auth/login', '/auth/register'].entries()) {
      const [first, second] = schemesFor(index, sizeIndex);
      await page.emulateMedia({ colorScheme: first, reducedMotion: 'reduce' });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      for (const scheme of [first, second]) {
        await showColorScheme(page, scheme);
        await audit(page, testInfo, {
          label: `${path.replace(/\//g, '_')}-${size.width}-${scheme}`,
          cutOff: false,
        });
      }
    }
  }
});
