import { expect, test } from './fixtures';

test('a manager replies to a review; after reload the review still shows as replied', async ({
  signedInPage: page,
}) => {
  await page.goto('/experience');
  const reviews = page.getByRole('region', { name: 'Guest Reviews' });
  const james = reviews.getByRole('listitem').filter({ hasText: 'James Okafor' });
  await expect(james.getByText('Awaiting reply')).toBeVisible();
  await james.getByRole('button', { name: 'Reply to James Okafor' }).click();
  await james.getByLabel('Your reply to James Okafor').fill('Thank you, James. The solar heater is fixed.');
  await james.getByRole('button', { name: 'Send reply' }).click();
  await expect(james.getByText('Replied')).toBeVisible();

  await page.reload();
  await expect(james.getByText('Replied')).toBeVisible();
  await expect(james.getByRole('button', { name: 'Reply to James Okafor' })).toHaveCount(0);
});

test('Save Results keeps the result for the lodge; after reload step 8 lists it with date, author and ROI', async ({
  signedInPage: page,
}) => {
  await page.goto('/business?step=1');
  await expect(page.getByText('Step 1 of 8')).toBeVisible();
  for (let step = 2; step <= 8; step += 1) {
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(`Step ${step} of 8`)).toBeVisible();
  }
  const earlier = page.getByRole('region', { name: 'Earlier results' });
  await expect(earlier.getByText('No earlier results yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Save Results' }).click();
  await expect(page.getByText('Results saved', { exact: true })).toBeVisible();
  const saved = earlier.getByRole('listitem');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText(/At 60% occupancy: profit \$[\d,]+, community fund \$[\d,]+/);

  await page.reload();
  await expect(page.getByText('Step 8 of 8')).toBeVisible();
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText(/[A-Z][a-z]+ \d{1,2}, \d{4} · \S/);
});
