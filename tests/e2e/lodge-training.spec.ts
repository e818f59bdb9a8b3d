import { test, expect } from './fixtures';

/** Issue 8 "Training and language": a member's module progress and practice days are kept. */
test('a module marked done and a practice day survive a reload', async ({ signedInPage: page }) => {
  await page.goto('/hospitality');
  const safety = page.getByRole('progressbar', { name: 'Safety & First Aid progress' });
  await expect(safety).toHaveAttribute('aria-valuenow', '0');
  await page.getByRole('button', { name: 'Mark as done: Safety & First Aid' }).click();
  await expect(safety).toHaveAttribute('aria-valuenow', '100');

  await page.goto('/language');
  const goal = page.getByRole('region', { name: 'Weekly Goal' });
  const streak = page.getByRole('region', { name: 'Streak' });
  // The seed: 5 of the last 7 days, a streak of 3 up to yesterday, best 12.
  await expect(goal.getByText('5 of 7 days')).toBeVisible();
  await expect(streak.getByText('3 days')).toBeVisible();
  await page.getByRole('button', { name: 'I practised today' }).click();
  await expect(page.getByText('You practised today')).toBeVisible();

  await page.reload();
  await expect(goal.getByText('6 of 7 days')).toBeVisible();
  await expect(streak.getByText('4 days')).toBeVisible();
  await expect(page.getByText('You practised today')).toBeVisible();
  await page.goto('/hospitality');
  await expect(page.getByRole('progressbar', { name: 'Safety & First Aid progress' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expect(page.getByRole('button', { name: 'Mark as done: Safety & First Aid' })).toHaveCount(0);
});
