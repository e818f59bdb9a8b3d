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

/** Issue 12: the edit form opened from inside the booking dialog outlives its opener (Edit booking). */
test('closing Edit booking, opened from the booking dialog, returns focus to the booking row', async ({
  signedInPage: page,
}) => {
  await page.goto('/bookings');
  const row = page.getByRole('button', { name: 'Morning Mokoro Excursion' }).first();
  await row.click();
  const detail = page.getByRole('dialog', { name: 'Morning Mokoro Excursion', exact: true });
  await detail.getByRole('button', { name: 'Edit booking' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Morning Mokoro Excursion' });
  await expect(edit).toBeVisible();
  await expect(detail).toBeHidden();
  // While the edit form is open, focus stays in it (the booking dialog closing does not pull it out).
  await expect(edit.getByLabel('Booking name')).toBeFocused();
  await edit.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(edit).toBeHidden();
  await expect(row).toBeFocused();
});

test('after saving, Add Note gives focus back to the Add Note button', async ({ signedInPage: page }) => {
  const open = page.getByRole('button', { name: 'Add Note' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Add Note' });
  await dialog.getByLabel('Note').fill('Gate key is at reception');
  await dialog.getByRole('button', { name: 'Add Note' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Gate key is at reception')).toBeVisible();
  await expect(open).toBeFocused();
});

test("after saving a staff member's edit, focus returns to that person's Edit button", async ({
  signedInPage: page,
}) => {
  await page.goto('/organization/staff');
  const edit = page.getByRole('button', { name: 'Edit Kabo Sekgoma' });
  await edit.click();
  const dialog = page.getByRole('dialog', { name: 'Edit Kabo Sekgoma' });
  await dialog.getByLabel('Role').fill('Head Poler');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Head Poler')).toBeVisible();
  await expect(edit).toBeFocused();
});

test('after adding a product, focus returns to Add Product; after deleting one, to the page heading', async ({
  signedInPage: page,
}) => {
  await page.goto('/organization/products');
  const add = page.getByRole('button', { name: 'Add Product' });
  await add.click();
  const dialog = page.getByRole('dialog', { name: 'Add Product' });
  await dialog.getByLabel(/Name/).fill('Sunrise Canoe');
  await dialog.getByLabel(/Description/).fill('Two hours on the channel at dawn');
  await dialog.getByRole('button', { name: 'Add Product' }).click();
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();

  // The Delete button leaves with its product: focus goes to the screen's heading, not to <body>.
  await page.getByRole('button', { name: 'Delete Sunrise Canoe' }).click();
  const confirm = page.getByRole('dialog', { name: /Delete/ });
  await confirm.getByRole('button', { name: /^Delete/ }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeFocused();
});

test('after editing a channel and closing the invite dialog, focus returns to their buttons', async ({
  signedInPage: page,
}) => {
  await page.goto('/organization/distribution');
  const edit = page.getByRole('button', { name: /^Edit / }).first();
  const label = await edit.getAttribute('aria-label');
  await edit.click();
  const dialog = page.getByRole('dialog', { name: label!.replace(/^Edit /, 'Edit ') });
  await dialog.getByLabel('Commission (%)').fill('12');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: label! })).toBeFocused();

  await page.goto('/organization/team');
  const invite = page.getByRole('button', { name: 'Invite someone' });
  await invite.click();
  const inviteDialog = page.getByRole('dialog', { name: 'Invite someone' });
  await inviteDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(inviteDialog).toBeHidden();
  await expect(invite).toBeFocused();
});
