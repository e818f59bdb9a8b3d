import { test, expect } from './fixtures';

/** Issue 12 "Touch and focus": closing the drawer or a dialog returns focus to the control that opened it. */
test('closing the drawer or a dialog returns focus to the control that opened it', async ({
  signedInPage: page,
}) => {
  const burger = page.getByRole('button', { name: 'Open navigation' });
  await burger.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeHidden();
  await expect(burger).toBeFocused();

  const booking = page.getByRole('button', { name: 'Morning Mokoro Excursion' });
  await booking.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Morning Mokoro Excursion' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(booking).toBeFocused();
});
