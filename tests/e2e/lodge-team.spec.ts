import type { Browser, Page } from '@playwright/test';
import { createConfirmedUser, expect, newUser, test, type Backend, signInWithSession } from './fixtures';

/** Signs a fresh confirmed user in on a page of its own browser context (a second phone). */
async function secondPerson(browser: Browser, backend: Backend, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const person = newUser({ fullName: 'Mpho Dube' });
  await createConfirmedUser(backend, person);
  await signInWithSession(page, backend, person);
  await expect(page.getByRole('heading', { name: 'Okavango Community Trust' })).toBeVisible();
  return page;
}

/** Adds a booking on the day after tomorrow (an empty day of the seed) from /bookings. */
async function addBooking(page: Page, name: string, time: string) {
  await page.goto('/bookings');
  const emptyDay = page.getByRole('region').filter({ hasText: 'No bookings scheduled for this day' });
  await emptyDay.getByRole('button', { name: /Add Booking/ }).click();
  const dialog = page.getByRole('dialog', { name: /Add Booking for/ });
  await dialog.getByLabel(/Booking name/).fill(name);
  await dialog.getByLabel(/Time/).fill(time);
  await dialog.getByRole('button', { name: 'Add Booking' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name })).toBeVisible();
}

test('invite → join: the second member sees the first one’s booking, and as staff gets no Add Product', async ({
  signedInPage: owner,
  backend,
  browser,
  baseURL,
}) => {
  // Three people sign in (three sample lodges are seeded) on three phones: a longer journey than most.
  test.setTimeout(60_000);
  await addBooking(owner, 'Private Dinner', '19:30');

  await owner.goto('/organization');
  await owner.getByRole('link', { name: 'Team' }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await owner.getByRole('button', { name: 'Invite someone' }).click();
  const invite = owner.getByRole('dialog', { name: 'Invite someone' });
  await expect(invite.getByRole('combobox', { name: /Role/ })).toHaveValue('Staff');
  await invite.getByRole('button', { name: 'Create invite code' }).click();
  const code = (await invite.getByLabel('Invite code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  await expect(invite.getByRole('button', { name: 'Copy' })).toBeVisible();

  const staff = await secondPerson(browser, backend, baseURL!);
  await staff.goto('/account');
  await staff.getByLabel('Invite code').fill(code);
  await staff.getByRole('button', { name: 'Join' }).click();
  await expect(staff.getByText('You joined Okavango Community Trust')).toBeVisible();

  await staff.goto('/bookings');
  await expect(staff.getByRole('button', { name: 'Private Dinner' })).toBeVisible();
  await staff.goto('/organization/products');
  await expect(staff.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Add Product' })).toHaveCount(0);

  // The code worked once.
  const third = await secondPerson(browser, backend, baseURL!);
  await third.goto('/account');
  await third.getByLabel('Invite code').fill(code);
  await third.getByRole('button', { name: 'Join' }).click();
  await expect(third.getByText('This invite code has already been used. Ask for a new one.')).toBeVisible();

  // The owner sees the new member on the Team page.
  await owner.reload();
  await expect(owner.getByText('Mpho Dube', { exact: true })).toBeVisible();
  await expect(owner.getByRole('combobox', { name: 'Role of Mpho Dube' })).toHaveValue('Staff');
});

test('a note, a booking, a check-in and a product survive a reload', async ({ signedInPage: page }) => {
  await page.getByRole('button', { name: 'Add Note' }).click();
  const noteDialog = page.getByRole('dialog', { name: 'Add Note' });
  await noteDialog.getByLabel('Note').fill('Boat engine serviced');
  await noteDialog.getByRole('button', { name: 'Add Note' }).click();
  await expect(noteDialog).toBeHidden();

  await page.getByRole('button', { name: 'Morning Mokoro Excursion' }).click();
  const booking = page.getByRole('dialog', { name: 'Morning Mokoro Excursion' });
  await booking.getByRole('button', { name: 'Check in' }).click();
  await expect(booking.getByLabel('Status: Checked in')).toBeVisible();
  await booking.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(booking).toBeHidden();

  await page.reload();
  const notes = page.getByRole('list', { name: 'Notes for today' });
  await expect(notes.getByText('Boat engine serviced')).toBeVisible();
  await expect(notes.getByText(/^Thabo Molefe · \d\d:\d\d$/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Morning Mokoro Excursion' })).toContainText('Checked in');

  await addBooking(page, 'Star Gazing', '21:00');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Star Gazing' })).toBeVisible();

  await page.goto('/organization/products');
  await page.getByRole('button', { name: 'Add Product' }).click();
  const product = page.getByRole('dialog', { name: 'Add Product' });
  await product.getByLabel('Name').fill('Star Bed');
  await product.getByLabel('Description').fill('Sleep under the stars on a raised platform.');
  await product.getByRole('button', { name: 'Add Product' }).click();
  await expect(product).toBeHidden();
  await page.reload();
  await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toContainText('Star Bed');
});
