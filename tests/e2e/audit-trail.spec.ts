import { createConfirmedUser, expect, newUser, test, signInWithSession } from './fixtures';
import { waitForLodgeDayPack } from './support/day-pack';
import { minorOf, trusteePhoneOf } from './support/lodge-people';
import { rowsAsService } from './support/service-rest';

/**
 * Issue 32: who changed the money, on /organization/finances/history (a trustee reads it and changes
 * nothing), and the day pack's money (a payment taken offline on a booking never opened online shows
 * the new balance, then reaches the server once).
 */

test('a trustee reads the history of changes but changes nothing', async ({
  page,
  backend,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const owner = newUser({ fullName: 'Lorato Owner' });
  const { id: ownerId } = await createConfirmedUser(backend, owner);
  await signInWithSession(page, backend, owner);
  await expect(page.getByRole('heading', { name: 'Okavango Community Trust' })).toBeVisible();

  // The owner takes a payment: the database records it in the trail.
  await page.goto('/bookings');
  await page.getByRole('button', { name: 'Village Cultural Visit' }).first().click();
  const booking = page.getByRole('dialog', { name: 'Village Cultural Visit' });
  await booking.getByRole('button', { name: 'Record payment' }).click();
  const form = booking.getByRole('form', { name: 'Record payment' });
  await form.getByLabel(/Amount/).fill('120.50');
  await form.getByRole('button', { name: 'Record payment' }).click();
  await expect(booking.getByText(/^\d{1,2}\s\w{3}\s·\sPayment\sP\s120\.50\s·\sCash$/)).toBeVisible();

  const trustee = await trusteePhoneOf(browser, backend, baseURL!, ownerId);
  await trustee.goto('/organization/finances');
  await expect(trustee.getByLabel("The month's figures")).toBeVisible();
  await trustee.getByRole('link', { name: 'History of changes' }).click();
  await expect(trustee.getByRole('heading', { level: 1, name: 'History of changes' })).toBeVisible();
  const changes = trustee.getByRole('list', { name: 'Changes, newest first' });
  await expect(
    changes.getByText('Lorato Owner recorded a payment of P 120.50 (Cash) on booking Village Cultural Visit'),
  ).toBeVisible();
  // The sample content is not in the trail: the one change is the owner's.
  await expect(changes.getByRole('listitem')).toHaveCount(1);

  // Filter by person: the trustee has changed nothing.
  await trustee.getByRole('combobox', { name: 'Person' }).click();
  await trustee.getByRole('option', { name: 'Lorato Owner' }).click();
  await expect(trustee).toHaveURL(/person=/);
  await expect(changes.getByRole('listitem')).toHaveCount(1);

  // Nothing on the page changes anything, and the database refuses the trustee's edits.
  for (const name of ['Delete', 'Edit', 'Remove', 'Save', 'Record payment']) {
    await expect(trustee.getByRole('button', { name })).toHaveCount(0);
  }
  // The trail is as the owner left it: reading changes nothing.
  const [membership] = await rowsAsService(backend, `lodge_members?user_id=eq.${ownerId}&select=lodge_id`);
  const trail = await rowsAsService(
    backend,
    `audit_log?lodge_id=eq.${String(membership?.lodge_id)}&select=action,table_name,actor_name`,
  );
  expect(trail).toEqual([{ action: 'insert', table_name: 'payments', actor_name: 'Lorato Owner' }]);
  await trustee.context().close();
});

test('a payment taken offline on a booking never opened online shows the new balance, then is sent once', async ({
  page,
  context,
  backend,
}) => {
  test.setTimeout(120_000);
  const owner = newUser();
  const { id: ownerId } = await createConfirmedUser(backend, owner);
  await signInWithSession(page, backend, owner);
  await page.goto('/bookings');
  // Another booking opened online brings the money section's code onto the phone (no service worker
  // here); Morning Mokoro Excursion is never opened with a signal.
  await page.getByRole('button', { name: 'Village Cultural Visit' }).first().click();
  const visit = page.getByRole('dialog', { name: 'Village Cultural Visit' });
  await expect(visit.getByLabel('Booking balance')).toBeVisible();
  await visit.getByRole('button', { name: 'Cancel' }).click();
  await expect(visit).toBeHidden();
  // The day pack has been pulled (with the money of every booking in its window).
  await waitForLodgeDayPack(page);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Morning Mokoro Excursion' }).first().click();
  const booking = page.getByRole('dialog', { name: 'Morning Mokoro Excursion' });
  const balance = booking.getByLabel('Booking balance');
  await expect(balance).toContainText('Balance due');
  const dueOf = async () => minorOf(/Balance due(.*)$/.exec((await balance.textContent()) ?? '')?.[1] ?? '');
  const due = await dueOf();
  expect(due).toBeGreaterThan(0);
  await booking.getByRole('button', { name: 'Record payment' }).click();
  const form = booking.getByRole('form', { name: 'Record payment' });
  await form.getByLabel(/Amount/).fill('100.00');
  await form.getByRole('button', { name: 'Record payment' }).click();
  await expect(booking.getByText('Payment P 100.00 · Cash · Waiting to send')).toBeVisible();
  await expect(balance).toContainText(`Balance due`);
  expect(await dueOf()).toBe(due - 10000);

  await context.setOffline(false);
  const [mokoro] = await rowsAsService(
    backend,
    `bookings?name=eq.Morning%20Mokoro%20Excursion&created_by=eq.${ownerId}&select=id&limit=1`,
  );
  const payments = async () =>
    rowsAsService(backend, `payments?booking_id=eq.${mokoro?.id}&amount=eq.10000&select=amount,method`);
  await expect.poll(payments, { timeout: 30_000 }).toEqual([{ amount: 10000, method: 'cash' }]);
  await expect(page.getByRole('status').filter({ hasText: 'waiting to send' })).toHaveCount(0, {
    timeout: 30_000,
  });
  expect(await payments()).toEqual([{ amount: 10000, method: 'cash' }]);
});
