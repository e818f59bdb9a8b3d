import { test, expect } from './fixtures';

/**
 * Bug: on /bookings a day with bookings had its "Add" button squeezed to "Ad" by the date heading
 * (390 px and 320 px). The button keeps its full label on both phone widths.
 */
for (const width of [390, 320]) {
  test(`the day's Add Booking button is not cut off at ${width} px`, async ({ signedInPage: page }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/bookings');
    const add = page.getByRole('button', { name: /^Add Booking for / }).first();
    await expect(add).toBeVisible();
    const fits = await add.evaluate((button) => {
      const label = button.querySelector('.mantine-Button-label') ?? button;
      return (
        label.scrollWidth <= label.clientWidth && button.getBoundingClientRect().right <= window.innerWidth
      );
    });
    expect(fits).toBe(true);
  });
}
