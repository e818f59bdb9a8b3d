import { test, expect } from './fixtures';
import { horizontalOverflow } from './support/ux-audit';

/** Issue 12 "Screens": the Business Model wizard's address, number fields and step circles. */
test.describe('Business Model wizard (issue 12)', () => {
  for (const bad of ['0', '99', 'abc']) {
    test(`?step=${bad} is normalised in the address to the step that shows`, async ({
      signedInPage: page,
    }) => {
      await page.goto(`/business?step=${bad}`);
      await expect(page.getByText('Step 1 of 8')).toBeVisible();
      await expect(page).toHaveURL(/\/business\?step=1$/);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText('Step 3 of 8')).toBeVisible();
      await page.goto(`/business?step=${bad}`);
      await expect(page.getByText('Step 3 of 8')).toBeVisible();
      await expect(page).toHaveURL(/\/business\?step=3$/);
    });
  }

  test('"-20" typed as a distance clamps to 0 km (spec §5), not 20', async ({ signedInPage: page }) => {
    await page.goto('/business?step=1');
    for (let step = 2; step <= 4; step += 1) await page.getByRole('button', { name: 'Continue' }).click();
    const airport = page.getByLabel('Nearest airport');
    await airport.fill('');
    await airport.pressSequentially('-20');
    await airport.blur();
    await expect(airport).toHaveValue('0 km');
  });

  test("step 8's step circles fit a 320 px screen", async ({ signedInPage: page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/business');
    for (let step = 2; step <= 8; step += 1) await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Step 8 of 8')).toBeVisible();
    const circles = page.getByRole('list', { name: 'Wizard steps' }).getByRole('button');
    await expect(circles).toHaveCount(8);
    for (const circle of await circles.all()) {
      const box = await circle.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 320).toBe(true);
      expect(box && box.width >= 44 && box.height >= 44).toBe(true);
    }
    expect(await horizontalOverflow(page)).toBe(0);
  });
});
