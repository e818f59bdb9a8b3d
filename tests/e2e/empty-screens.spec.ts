import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Issue 34 "Empty screens without a way forward", as a new team sees it: after Remove sample content
 * no screen keeps invented figures or a sample banner, every figure comes from the lodge's own records
 * or says there are none yet, and every Guest Experience list has its Add.
 */

/** Remove sample content on /organization (the signed-in person owns a sample lodge). */
async function removeSampleContent(page: Page) {
  await page.goto('/organization');
  await page.getByRole('button', { name: 'Remove sample content' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove sample content?' });
  await confirm.getByRole('button', { name: 'Remove sample content' }).click();
  await expect(page.getByText('Sample content removed')).toBeVisible();
}

test.describe('with the service worker (an offline reload)', () => {
  test.use({ serviceWorkers: 'allow' });

  test('issue 34: after Remove sample content the "Sample content" banner goes — after a reload and offline too', async ({
    signedInPage: page,
    context,
  }) => {
    test.setTimeout(90_000);
    const banner = page.getByRole('alert', { name: 'Sample content' });
    await expect(banner).toBeVisible();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await removeSampleContent(page);
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('No bookings scheduled for this day')).toBeVisible();
    await expect(banner).toHaveCount(0);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible();
    await expect(banner).toHaveCount(0);
  });
});

test('issue 34: Training, Language and the channel shares come from the lodge’s own records, or say there are none yet', async ({
  signedInPage: page,
}) => {
  test.setTimeout(90_000);
  // The sample lodge's shares are its sample bookings' revenue by channel — never the typed 45 % / 55 %.
  await page.goto('/organization/distribution');
  const panel = page.getByRole('region', { name: 'Distribution Strategy' });
  const shares = panel.getByRole('list', { name: 'Shares of bookings' });
  await expect(shares.getByRole('listitem')).toHaveCount(2);
  await expect(panel).not.toContainText('45%');
  await expect(panel).not.toContainText('add up to');

  await removeSampleContent(page);
  await page.goto('/hospitality');
  const welcome = page.getByRole('region', { name: 'Welcome!' });
  await expect(welcome).toContainText('No lessons started yet.');
  await expect(page.getByText('85% complete')).toHaveCount(0);
  await expect(page.getByText(/step 2 of 7/)).toHaveCount(0);
  await welcome.getByRole('link', { name: 'Start Housekeeping' }).click();
  await expect(page.getByRole('img', { name: 'Step 1 of 7' })).toBeVisible();

  await page.goto('/language');
  const streak = page.getByRole('region', { name: 'Streak' });
  await expect(streak).toContainText('No practice days yet.');
  await expect(streak).not.toContainText('Best: 12');

  await page.goto('/organization/distribution');
  await expect(panel).toContainText('No bookings with prices in the last 12 months yet.');
  await expect(shares).toHaveCount(0);
  await panel.getByRole('link', { name: 'Go to Bookings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
});

test('issue 34: a finished Housekeeping course says so, not "step 7 of 7 — Continue"', async ({
  signedInPage: page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/hospitality/housekeeping');
  await expect(page.getByRole('img', { name: 'Step 2 of 7' })).toBeVisible();
  for (const [step, title] of [
    [3, 'Preparing a Guest Tent'],
    [4, 'Bathrooms & Water Saving'],
    [5, 'Laundry by Hand and Sun'],
    [6, 'Waste Sorting & Recycling'],
    [7, 'Pests & Wildlife in Rooms'],
  ] as const) {
    // By keyboard: the "Marked as done · Undo" toast may cover the button (another item of issue 34).
    await page.getByRole('button', { name: `Mark as done: ${title}` }).press('Enter');
    await expect(page.getByRole('img', { name: `Step ${step} of 7` })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Mark as done: Room Inspection Checklist' }).press('Enter');
  await expect(page.getByRole('img', { name: 'Course finished: all 7 lessons done' })).toBeVisible();
  await page.goto('/hospitality');
  const welcome = page.getByRole('region', { name: 'Welcome back!' });
  await expect(welcome).toContainText('You finished Housekeeping: all 7 lessons done.');
  await expect(welcome.getByRole('link', { name: 'Continue Housekeeping' })).toHaveCount(0);
});

test('issue 34: "No guest reviews yet" has its Add — reviews, scores and templates are kept for the team', async ({
  signedInPage: page,
}) => {
  test.setTimeout(90_000);
  await removeSampleContent(page);
  await page.goto('/experience');
  const reviews = page.getByRole('region', { name: 'Guest Reviews' });
  await expect(reviews).toContainText('No guest reviews yet. Tap Add review to keep the first.');
  await reviews.getByRole('button', { name: 'Add review' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add review' });
  await dialog.getByRole('textbox', { name: /Guest name/ }).fill('Thato Kgosi');
  await dialog.getByRole('textbox', { name: /Review/ }).fill('Quiet nights and a wonderful poler.');
  await dialog.getByRole('button', { name: 'Add review' }).click();
  await expect(dialog).toBeHidden();
  await expect(reviews.getByText('Quiet nights and a wonderful poler.')).toBeVisible();

  const feedback = page.getByRole('region', { name: 'Feedback Scores' });
  await feedback.getByRole('button', { name: 'Add score' }).click();
  dialog = page.getByRole('dialog', { name: 'Add feedback score' });
  await dialog.getByRole('textbox', { name: /Category/ }).fill('Boat transfers');
  await dialog.getByRole('textbox', { name: /Score/ }).fill('140');
  await dialog.getByRole('button', { name: 'Add feedback score' }).click();
  await expect(dialog.getByText('Between 0 and 100')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Score/ }).fill('81');
  await dialog.getByRole('button', { name: 'Add feedback score' }).click();
  await expect(dialog).toBeHidden();
  await expect(feedback.getByRole('progressbar', { name: 'Boat transfers score' })).toBeVisible();

  const tools = page.getByRole('region', { name: 'Communication Tools' });
  await tools.getByRole('button', { name: 'Add template' }).click();
  dialog = page.getByRole('dialog', { name: 'Add message template' });
  await dialog.getByRole('textbox', { name: /Title/ }).fill('Guide intro');
  await dialog.getByRole('textbox', { name: /Message/ }).fill('Your guide {guide} meets you at {lodge}.');
  await expect(dialog.getByRole('status')).toContainText('{guide} is not filled in for you');
  await dialog.getByRole('button', { name: 'Add message template' }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(reviews.getByText('Quiet nights and a wonderful poler.')).toBeVisible();
  await expect(feedback.getByRole('progressbar', { name: 'Boat transfers score' })).toBeVisible();
  await expect(tools).toContainText('{guide} is not filled in for you (only {lodge} is)');
});
