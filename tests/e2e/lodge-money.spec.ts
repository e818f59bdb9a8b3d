import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { createConfirmedUser, expect, newUser, test, signInWithSession } from './fixtures';
import { waitForLodgeDayPack } from './support/day-pack';
import { minorOf, trusteePhoneOf } from './support/lodge-people';
import { rowsAsService } from './support/service-rest';

/**
 * Issue 20: the lodge's money from a product's price to the community fund's share, the trustee's
 * read-only view, and the CSV.
 */

/** The figure labelled `label` on Finances (or the report), in minor units. */
async function figure(page: Page, label: string | RegExp): Promise<number> {
  const figures = page.getByLabel("The month's figures");
  const card = figures
    .locator('div')
    .filter({ has: page.getByText(label, { exact: typeof label === 'string' }) });
  return minorOf((await card.last().locator('dd').textContent()) ?? '');
}

async function openFinances(page: Page) {
  await page.goto('/organization/finances');
  await expect(page.getByRole('heading', { level: 1, name: 'Finances' })).toBeVisible();
  await expect(page.getByLabel("The month's figures")).toBeVisible();
}

test('price a product, sell it twice on a booking, take cash: revenue and the fund share move exactly', async ({
  signedInPage: page,
}) => {
  test.setTimeout(90_000);
  await openFinances(page);
  const revenueBefore = await figure(page, 'Revenue');
  const costsBefore = await figure(page, 'Costs');
  const profitBefore = await figure(page, 'Profit');
  const receivedBefore = await figure(page, 'Received');
  const shareBefore = await figure(page, /^Community fund share/);

  // Price a product: Sunset Cruise at P 250.00 a person, costing the lodge P 40.00.
  await page.goto('/organization/products');
  await page.getByRole('button', { name: 'Add Product' }).click();
  const productDialog = page.getByRole('dialog', { name: 'Add Product' });
  await productDialog.getByLabel(/Name/).fill('Sunset Cruise');
  await productDialog.getByLabel(/Description/).fill('Two hours on the channel at sunset.');
  await productDialog.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Activity' }).click();
  await productDialog.getByLabel(/^Price/).fill('250');
  await productDialog.getByLabel(/^Cost/).fill('40.00');
  await productDialog.getByRole('button', { name: 'Add Product' }).click();
  await expect(productDialog).toBeHidden();
  await expect(page.getByText('P 250.00 per person')).toBeVisible();

  // Add it to today's Sunset Boat Cruise twice (two guests each time), then take cash.
  await page.goto('/bookings');
  await page.getByRole('button', { name: 'Sunset Boat Cruise' }).first().click();
  const booking = page.getByRole('dialog', { name: 'Sunset Boat Cruise' });
  for (let time = 0; time < 2; time += 1) {
    await booking.getByRole('button', { name: 'Add item' }).click();
    const form = booking.getByRole('form', { name: 'Add item' });
    await form.getByRole('combobox', { name: 'Product' }).click();
    // Inside the scrolling dialog the dropdown keeps re-placing itself: a click event is enough.
    await page.getByRole('option', { name: 'Sunset Cruise' }).dispatchEvent('click');
    await expect(form.getByLabel(/Unit price/)).toHaveValue('250.00');
    await form.getByLabel(/Quantity/).fill('2');
    await form.getByRole('button', { name: 'Add item' }).click();
    await expect(form).toBeHidden();
  }
  await expect(booking.getByText('Sunset Cruise · 2 × P 250.00')).toHaveCount(2);
  await expect(booking.getByLabel('Booking balance')).toContainText('Balance dueP 1,000.00');
  await booking.getByRole('button', { name: 'Record payment' }).click();
  const payment = booking.getByRole('form', { name: 'Record payment' });
  await expect(payment.getByLabel(/Amount/)).toHaveValue('1000.00');
  await expect(payment.getByRole('combobox', { name: 'Method' })).toHaveValue('Cash');
  await payment.getByRole('button', { name: 'Record payment' }).click();
  await expect(booking.getByText('Payment P 1,000.00 · Cash')).toBeVisible();
  await expect(booking.getByLabel('Booking balance')).toContainText('Balance dueP 0.00');

  // The month: revenue +P 1,000.00, costs +P 160.00, received +P 1,000.00, and the community's 15 %
  // of the new profit (rounded half away from zero to the thebe, as finance_summary does).
  await openFinances(page);
  expect(await figure(page, 'Revenue')).toBe(revenueBefore + 100000);
  expect(await figure(page, 'Costs')).toBe(costsBefore + 16000);
  expect(await figure(page, 'Profit')).toBe(profitBefore + 84000);
  expect(await figure(page, 'Received')).toBe(receivedBefore + 100000);
  const shareAfter = await figure(page, /^Community fund share/);
  expect(shareAfter).toBe(Math.round(Math.max(profitBefore + 84000, 0) * 0.15));
  expect(shareAfter - shareBefore).toBe(
    Math.round(Math.max(profitBefore + 84000, 0) * 0.15) - Math.round(Math.max(profitBefore, 0) * 0.15),
  );

  // The CSV: one UTF-8 file with a header row and the month's items, amounts with a dot.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^finances-\d{4}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe('record,date,booking,description,quantity,unit_price,amount,currency,reference');
  expect(
    lines.filter((line) => line.includes(',Sunset Boat Cruise,Sunset Cruise,2,250.00,500.00,BWP')),
  ).toHaveLength(2);
  expect(lines.some((line) => /^payment,.*,Sunset Boat Cruise,Cash,,,1000\.00,BWP,$/.test(line))).toBe(true);
});

test('a trustee reads Finances and the fund, but records no payment and closes no month', async ({
  page,
  backend,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const owner = newUser();
  const { id: ownerId } = await createConfirmedUser(backend, owner);
  await signInWithSession(page, backend, owner);
  await expect(page.getByRole('heading', { name: 'Okavango Community Trust' })).toBeVisible();
  // The owner can close a month; the trustee will not see the button.
  await page.goto('/organization/community-fund');
  await expect(page.getByRole('button', { name: 'Close month' })).toBeVisible();

  const trustee = await trusteePhoneOf(browser, backend, baseURL!, ownerId);
  await trustee.goto('/organization');
  await expect(trustee.getByRole('link', { name: 'Finances' })).toBeVisible();
  await trustee.getByRole('link', { name: 'Finances' }).click();
  await expect(trustee.getByLabel("The month's figures")).toBeVisible();
  expect(await figure(trustee, 'Revenue')).toBeGreaterThan(0);

  await trustee.goto('/organization/community-fund');
  await expect(trustee.getByRole('heading', { level: 1, name: 'Community fund' })).toBeVisible();
  await expect(trustee.getByLabel(/^Balance P /)).toBeVisible();
  await expect(trustee.getByText('School bursaries · Boro Primary School')).toBeVisible();
  await expect(trustee.getByRole('button', { name: 'Close month' })).toHaveCount(0);
  await expect(trustee.getByRole('button', { name: 'Record disbursement' })).toHaveCount(0);

  await trustee.goto('/bookings');
  await trustee.getByRole('button', { name: 'Morning Mokoro Excursion' }).first().click();
  const booking = trustee.getByRole('dialog', { name: 'Morning Mokoro Excursion' });
  await expect(booking.getByText('Description')).toBeVisible();
  await expect(booking.getByRole('button', { name: 'Record payment' })).toHaveCount(0);
  await expect(booking.getByRole('region', { name: 'Money' })).toHaveCount(0);
});

test('a payment recorded with no signal waits, then reaches the server exactly once', async ({
  page,
  context,
  backend,
}) => {
  test.setTimeout(90_000);
  const owner = newUser();
  const { id: ownerId } = await createConfirmedUser(backend, owner);
  await signInWithSession(page, backend, owner);
  await page.goto('/bookings');
  // Opened once with a signal: the phone keeps the booking's money.
  await page.getByRole('button', { name: 'Village Cultural Visit' }).first().click();
  const booking = page.getByRole('dialog', { name: 'Village Cultural Visit' });
  await expect(booking.getByLabel('Booking balance')).toBeVisible();
  await booking.getByRole('button', { name: 'Cancel' }).click();
  await expect(booking).toBeHidden();
  // This journey is about a payment recorded on a kept day (it failed 1 run in 3 going offline first).
  await waitForLodgeDayPack(page);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Village Cultural Visit' }).first().click();
  await booking.getByRole('button', { name: 'Record payment' }).click();
  const form = booking.getByRole('form', { name: 'Record payment' });
  await form.getByLabel(/Amount/).fill('120.50');
  await form.getByRole('button', { name: 'Record payment' }).click();
  await expect(booking.getByText('Payment P 120.50 · Cash · Waiting to send')).toBeVisible();

  await context.setOffline(false);
  const [visit] = await rowsAsService(
    backend,
    `bookings?name=eq.Village%20Cultural%20Visit&created_by=eq.${ownerId}&select=id`,
  );
  const payments = async () =>
    rowsAsService(backend, `payments?booking_id=eq.${visit?.id}&select=amount,method`);
  await expect.poll(payments, { timeout: 30_000 }).toEqual([{ amount: 12050, method: 'cash' }]);
  // What the person waits for: the phone says nothing is left to send.
  await expect(page.getByRole('status').filter({ hasText: 'waiting to send' })).toHaveCount(0, {
    timeout: 30_000,
  });
  // Sent once: a later round (the app started again, the outbox read afresh) sends nothing again,
  // and the booking shows the one payment as sent.
  // Issue 35: the dialog was open, so the reload opens it again (the address keeps `?booking=`).
  await page.reload();
  await expect(booking.getByText(/^\d{1,2}\s\w{3}\s·\sPayment\sP\s120\.50\s·\sCash$/)).toBeVisible();
  await expect(booking.getByText(/Payment\sP\s120\.50/)).toHaveCount(1);
  expect(await payments()).toEqual([{ amount: 12050, method: 'cash' }]);
});
