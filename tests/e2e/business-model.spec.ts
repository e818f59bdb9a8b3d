import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Business Model wizard journeys (issue 4): through all eight steps to each of the five recommended
 * models of spec §4, on a signed-in 390×844 phone.
 */

/** Mantine hides the switch input itself; a person taps its label. */
async function setOffering(page: Page, name: string, on: boolean): Promise<void> {
  const control = page.getByRole('switch', { name, exact: true });
  if ((await control.isChecked()) !== on) {
    await page.locator('label', { has: control }).click();
  }
  await expect(control).toBeChecked({ checked: on });
}

async function expectStep(page: Page, step: number): Promise<void> {
  await expect(page.getByText(`Step ${step} of 8`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]step=${step}(&|$)`));
}

async function continueTo(page: Page, step: number): Promise<void> {
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectStep(page, step);
}

/** Opens the wizard, sets steps 1 and 2, walks steps 3–7 and lands on the result. */
async function journey(
  page: Page,
  { current, future = [] }: { current: string[]; future?: string[] },
): Promise<void> {
  await page.goto('/business');
  await expectStep(page, 1);
  for (const name of ['Experiences', 'Accommodation', 'Packages']) {
    await setOffering(page, name, current.includes(name));
  }
  await continueTo(page, 2);
  for (const name of future) await setOffering(page, name, true);
  for (const step of [3, 4, 5, 6, 7, 8]) await continueTo(page, step);
  await expect(page.getByRole('button', { name: 'Step 8: Result' })).toHaveAttribute('aria-current', 'step');
}

test('packages planned → Integrated Tourism Provider, tagged New Offering; browser Back keeps answers', async ({
  signedInPage: page,
}) => {
  await page.goto('/business');
  await expectStep(page, 1);
  await setOffering(page, 'Experiences', true);
  await continueTo(page, 2);
  await setOffering(page, 'Packages', true);
  await continueTo(page, 3);
  await page.goBack();
  await expectStep(page, 2);
  await expect(page.getByRole('switch', { name: 'Packages', exact: true })).toBeChecked();
  await page.goBack();
  await expectStep(page, 1);
  await expect(page.getByRole('switch', { name: 'Experiences', exact: true })).toBeChecked();

  for (const step of [2, 3]) await continueTo(page, step);
  await page.getByLabel('Average stay').fill('3');
  await continueTo(page, 4);
  await page.getByLabel('Nearest airport').fill('45');
  await continueTo(page, 5);
  await page.getByText('Dec', { exact: true }).click();
  await continueTo(page, 6);
  await page.getByText('Direct', { exact: true }).click();
  await continueTo(page, 7);
  await page.getByText('More direct bookings', { exact: true }).click();
  await continueTo(page, 8);

  await expect(page.getByRole('heading', { name: 'Integrated Tourism Provider' })).toBeVisible();
  const offerings = page.getByRole('list', { name: 'Your offerings' });
  await expect(offerings.getByRole('listitem').filter({ hasText: 'Packages' })).toContainText('New Offering');
  await expect(offerings.getByRole('listitem').filter({ hasText: 'Accommodation' })).toContainText('Current');
});

test('accommodation with experiences → Experience-Led Accommodation', async ({ signedInPage: page }) => {
  await journey(page, { current: ['Accommodation', 'Experiences'] });
  await expect(page.getByRole('heading', { name: 'Experience-Led Accommodation' })).toBeVisible();
});

test('accommodation alone → Community Homestay Network, ROI figures, Save Results and resume', async ({
  signedInPage: page,
}) => {
  await journey(page, { current: ['Accommodation'] });
  await expect(page.getByRole('heading', { name: 'Community Homestay Network' })).toBeVisible();

  const table = page.getByRole('table', { name: 'Annual revenue and profit' });
  await expect(table.getByRole('row', { name: /Accommodation/ })).toContainText('$21,900');
  await expect(table.getByRole('row', { name: /Accommodation/ })).toContainText('$8,760');
  await expect(page.getByRole('group', { name: 'Company (85%)' })).toContainText('$7,446');
  await expect(page.getByRole('group', { name: 'Community fund (15%)' })).toContainText('$1,314');

  const occupancy = page.getByRole('slider', { name: 'Occupancy' });
  await expect(occupancy).toHaveAttribute('aria-valuenow', '60');
  await occupancy.focus();
  await page.keyboard.press('End');
  await expect(occupancy).toHaveAttribute('aria-valuenow', '100');
  await expect(table.getByRole('row', { name: /Total/ })).toContainText('$36,500');

  await page.getByRole('button', { name: 'Save Results' }).click();
  await expect(page.getByText('Results saved')).toBeVisible();
  await expect(page.getByText(/^Saved on [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();

  await page.reload();
  await expectStep(page, 8);
  await expect(page.getByRole('slider', { name: 'Occupancy' })).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByText(/^Saved on /)).toBeVisible();
});

test('experiences alone → Direct-to-Consumer Experience Provider', async ({ signedInPage: page }) => {
  await journey(page, { current: ['Experiences'] });
  await expect(page.getByRole('heading', { name: 'Direct-to-Consumer Experience Provider' })).toBeVisible();
});

test('nothing switched on → Tourism Startup', async ({ signedInPage: page }) => {
  await journey(page, { current: [] });
  await expect(page.getByRole('heading', { name: 'Tourism Startup' })).toBeVisible();
  await expect(
    page.getByText('Switch on an offering on step 1 or 2 to see revenue and profit.'),
  ).toBeVisible();
});
