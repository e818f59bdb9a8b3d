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
