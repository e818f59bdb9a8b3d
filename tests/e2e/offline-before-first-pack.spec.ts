import { expect, test } from './fixtures';

/**
 * Issue 33 "Nothing typed is ever lost": the signal goes before this phone has kept its first day pack
 * (a fresh sign-in whose first pull has not finished — on a weak signal it can take a while). What is
 * on the screen stays: a screen read again offline shows the server's last answer, marked with its
 * time, never "Waiting for a signal" in place of what the person was looking at.
 */

test('bug: a booking tapped offline before the first day pack was kept replaced the Bookings days by "Waiting for a signal"', async ({
  signedInPage: page,
  context,
}) => {
  // The first pull never answers: this phone has no day pack when the signal goes.
  await page.route('**/rest/v1/rpc/day_pack_changes', () => new Promise(() => {}));
  await page.goto('/bookings');
  const booking = page.getByRole('button', { name: /Village Cultural Visit/ });
  await expect(booking).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible();

  // The tap puts the booking in the address, so the route reads the days again with it: offline, with
  // nothing kept, that read used to fail and the route's error screen took the days' place.
  await booking.click();
  const dialog = page.getByRole('dialog', { name: /Village Cultural Visit/ });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/[?&]booking=/);
  await expect(page.getByRole('heading', { name: 'Waiting for a signal' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Sunset Boat Cruise/ })).toBeVisible();
});
