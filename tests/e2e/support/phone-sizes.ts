import type { Page } from '@playwright/test';

/** The phones every screen is looked at on (the team's guide): 390 × 844 and 320 × 640. */
export const PHONE_SIZES = [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
] as const;

/**
 * Runs `look` on `page` at each phone size, light then dark, and puts the page back to 390 × 844,
 * light, for the rest of the test. @param look gets the size's width and the colour scheme (for names).
 */
export async function onEveryPhone(
  page: Page,
  look: (width: number, colorScheme: 'light' | 'dark') => Promise<void>,
): Promise<void> {
  for (const { width, height } of PHONE_SIZES) {
    await page.setViewportSize({ width, height });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await look(width, colorScheme);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(PHONE_SIZES[0]);
}
