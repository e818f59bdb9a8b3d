import { test } from './fixtures';

for (const scheme of ['light', 'dark'] as const) {
  test(`shots ${scheme}`, async ({ signedInPage: page }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme: scheme });
    for (const [w, h] of [
      [390, 844],
      [320, 640],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      for (const path of ['/organization', '/organization/staff', '/organization/distribution', '/organization/products']) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForTimeout(400);
        const name = path.replaceAll('/', '_');
        await page.screenshot({ path: `/tmp/shots/${name}-${w}-${scheme}.png`, fullPage: true });
      }
      await page.goto('/organization/staff');
      await page.getByRole('button', { name: 'Add staff member' }).click();
      await page.getByRole('dialog').waitFor();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `/tmp/shots/staff-dialog-${w}-${scheme}.png` });
      await page.goto('/organization/distribution');
      await page.getByRole('button', { name: 'Edit Direct bookings' }).click();
      await page.getByRole('dialog').waitFor();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `/tmp/shots/channel-dialog-${w}-${scheme}.png` });
    }
  });
}
