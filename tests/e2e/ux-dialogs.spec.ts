import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

/**
 * Issue 12 "Touch and focus": a phone's Back button left the page under an open dialog and threw the
 * typed text away. Back closes the dialog; closing a dialog with typed text asks before discarding.
 */

/** A phone's Back button: the browser goes one entry back (the app may hold it and put it back). */
const pressBack = (page: Page) => page.evaluate(() => history.back());

/** Opens Bookings from the dashboard's View All, so Back has an entry of the app behind it. */
async function openBookingsFromDashboard(page: Page) {
  await page.getByRole('link', { name: 'View All' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
}

test('Back closes an open dialog instead of leaving the page under it', async ({ signedInPage: page }) => {
  await openBookingsFromDashboard(page);
  await page.getByRole('button', { name: 'Morning Mokoro Excursion' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Morning Mokoro Excursion' });
  await expect(dialog).toBeVisible();

  await pressBack(page);
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/bookings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();

  // With nothing open, Back leaves the page as usual.
  await pressBack(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('Back closes the navigation drawer instead of leaving the page', async ({ signedInPage: page }) => {
  await openBookingsFromDashboard(page);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  await expect(drawer).toBeVisible();
  await pressBack(page);
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/bookings$/);
});

test('closing a dialog with typed text asks before discarding it (Back, Escape, Cancel)', async ({
  signedInPage: page,
}) => {
  await openBookingsFromDashboard(page);
  await page.getByRole('navigation', { name: 'Quick' }).getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('button', { name: 'Add Note' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Note' });
  const note = dialog.getByLabel('Note');
  await note.fill('Solar pump needs a check');
  const prompt = page.getByRole('dialog', { name: 'Discard what you typed?' });

  // Back asks; Keep editing keeps the text, and the page stays.
  await pressBack(page);
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await prompt.getByRole('button', { name: 'Keep editing' }).click();
  await expect(prompt).toBeHidden();
  await expect(note).toHaveValue('Solar pump needs a check');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // Escape asks too; Back on the question means "keep editing".
  await note.focus();
  await page.keyboard.press('Escape');
  await expect(prompt).toBeVisible();
  await pressBack(page);
  await expect(prompt).toBeHidden();
  await expect(note).toHaveValue('Solar pump needs a check');

  // Cancel asks; Discard closes the dialog and the text is gone.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await prompt.getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Note' }).click();
  await expect(dialog.getByLabel('Note')).toHaveValue('');
});

test('closing Add Booking with typed text by its close button or a tap outside asks first', async ({
  signedInPage: page,
}) => {
  await page.goto('/bookings');
  await page
    .getByRole('button', { name: /^Add Booking for / })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: /^Add Booking for / });
  await dialog.getByLabel('Booking name').fill('Sunset Boat Cruise');
  const prompt = page.getByRole('dialog', { name: 'Discard what you typed?' });

  await dialog.getByRole('button', { name: 'Close dialog' }).click();
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Keep editing' }).click();
  await expect(dialog.getByLabel('Booking name')).toHaveValue('Sunset Boat Cruise');

  await page.mouse.click(5, 5); // the overlay, outside the dialog
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();

  // Untouched, it closes at once.
  await page
    .getByRole('button', { name: /^Add Booking for / })
    .first()
    .click();
  await dialog.getByRole('button', { name: 'Close dialog' }).click();
  await expect(dialog).toBeHidden();
  await expect(prompt).toBeHidden();
});

test('cancelling a typed review reply asks before discarding it', async ({ signedInPage: page }) => {
  // Opened inside the app (not by address), so Back has an entry of the app behind it.
  await page.getByRole('navigation', { name: 'Quick' }).getByRole('link', { name: 'Experience' }).click();
  const james = page
    .getByRole('region', { name: 'Guest Reviews' })
    .getByRole('listitem')
    .filter({ hasText: 'James Okafor' });
  await james.getByRole('button', { name: 'Reply to James Okafor' }).click();
  const reply = james.getByLabel('Your reply to James Okafor');
  await reply.fill('Thank you, James.');
  const prompt = page.getByRole('dialog', { name: 'Discard what you typed?' });

  await pressBack(page);
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Keep editing' }).click();
  await expect(reply).toHaveValue('Thank you, James.');
  await expect(page).toHaveURL(/\/experience$/);

  await james.getByRole('button', { name: 'Cancel' }).click();
  await prompt.getByRole('button', { name: 'Discard' }).click();
  await expect(reply).toBeHidden();
  await expect(james.getByRole('button', { name: 'Reply to James Okafor' })).toBeVisible();
});
