import type { Page } from '@playwright/test';
import { createConfirmedUser, expect, newUser, test, type Backend, signInWithSession } from './fixtures';
import { PHONE_SIZES } from './support/phone-sizes';

/**
 * Issue 34, "A long word or link widens every phone": a note holding a map link made the page 773 px
 * wide at 390 (a 2,000-character word: 1,280 px), pushing the bell, the avatar and the bottom bar off
 * the screen. Every kind of user-written text gets one unbroken word as long as its field allows (up to
 * 2,000 characters), and no screen is then wider than the phone.
 */

/** One unbroken word of `length` characters (a link-like run of letters and digits). */
const word = (length: number) =>
  'https://maps.example/' + 'x7'.repeat(length).slice(0, Math.max(length - 21, 1));

async function serviceRest(backend: Backend, path: string, init: RequestInit = {}) {
  const response = await fetch(`${backend.apiUrl}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: backend.serviceRoleKey,
      Authorization: `Bearer ${backend.serviceRoleKey}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
      ...init.headers,
    },
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>[];
}

const patch = (backend: Backend, path: string, body: Record<string, unknown>) =>
  serviceRest(backend, path, { method: 'PATCH', body: JSON.stringify(body) });
const insert = (backend: Backend, table: string, body: Record<string, unknown>) =>
  serviceRest(backend, table, { method: 'POST', body: JSON.stringify(body) });

/** Fills every kind of user-written text of the lodge with one long word each. */
async function writeLongWords(backend: Backend, lodgeId: string) {
  const lodge = `lodge_id=eq.${lodgeId}`;
  await patch(backend, `lodges?id=eq.${lodgeId}`, { name: word(120), location: word(120) });
  await patch(backend, `daily_notes?${lodge}`, { body: word(2000) });
  const bookings = await patch(backend, `bookings?${lodge}`, { name: word(120), description: word(2000) });
  const bookingId = String(bookings[0]!.id);
  for (const booking of bookings) {
    await insert(backend, 'booking_notes', { lodge_id: lodgeId, booking_id: booking.id, body: word(2000) });
  }
  await serviceRest(backend, 'booking_contacts?on_conflict=booking_id', {
    method: 'POST',
    headers: { Prefer: 'return=representation,resolution=merge-duplicates' },
    body: JSON.stringify({ lodge_id: lodgeId, booking_id: bookingId, guest_name: word(120) }),
  });
  await patch(backend, `staff_members?${lodge}`, { name: word(120) });
  await patch(backend, `products?${lodge}`, { name: word(120), description: word(2000) });
  await patch(backend, `reviews?${lodge}`, { guest_name: word(120), body: word(2000) });
  await patch(backend, `message_templates?${lodge}`, { title: word(120), body: word(2000) });
  await patch(backend, `distribution_channels?${lodge}`, { name: word(120) });
  await insert(backend, 'community_fund_entries', {
    lodge_id: lodgeId,
    kind: 'disbursement',
    entry_date: new Date().toISOString().slice(0, 10),
    amount: -1,
    purpose: word(200),
    recipient: word(200),
  });
}

/** The page is no wider than the phone (nothing to scroll sideways). */
async function expectNoWiderThanThePhone(page: Page, where: string) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
  const phone = page.viewportSize()!.width;
  expect(
    widths.page,
    `${where}: the page is ${widths.page} px wide on a ${phone} px phone`,
  ).toBeLessThanOrEqual(phone);
  expect(widths.screen, `${where}: the layout viewport`).toBe(phone);
}

const screens: { path: string; heading: RegExp | string }[] = [
  { path: '/', heading: 'Dashboard' },
  { path: '/bookings', heading: 'Bookings' },
  { path: '/organization', heading: /Organi[sz]ation/ },
  { path: '/organization/staff', heading: /Staff/ },
  { path: '/organization/products', heading: /Products/ },
  { path: '/organization/distribution', heading: /Distribution/ },
  { path: '/organization/community-fund', heading: /Community fund/i },
  { path: '/experience', heading: /Experience/ },
  { path: '/account', heading: 'Account' },
];

test.describe('A long word or link widens every phone (issue 34), at 390 and 320 px', () => {
  test('a long word in every kind of text wraps inside its card: no screen is wider than the phone, at 390 and 320 px', async ({
    page,
    backend,
  }) => {
    test.setTimeout(120_000);
    // One lodge of long words for both phones (issue 33, suite time: the person, their lodge and its
    // long words cost as much as a phone's look); each screen is loaded at each width.
    const person = newUser({ fullName: word(120) });
    const { id } = await createConfirmedUser(backend, person);
    await signInWithSession(page, backend, person);
    const [membership] = await serviceRest(backend, `lodge_members?user_id=eq.${id}&select=lodge_id`);
    await writeLongWords(backend, String(membership!.lodge_id));

    for (const size of PHONE_SIZES) {
      await test.step(`${size.width} px`, async () => {
        await page.setViewportSize(size);
        for (const screen of screens) {
          await page.goto(screen.path);
          await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
          await expect(page.getByText(/maps\.example/).first()).toBeVisible();
          await expectNoWiderThanThePhone(page, `${screen.path} at ${size.width} px`);
        }

        // A booking's dialog: its name, description, guest and notes.
        await page.goto('/bookings');
        await page
          .getByRole('button', { name: /maps\.example/ })
          .first()
          .click();
        const dialog = page.getByRole('dialog').first();
        await expect(dialog).toBeVisible();
        await expectNoWiderThanThePhone(page, `a booking at ${size.width} px`);
        const dialogBox = (await dialog.boundingBox())!;
        expect(dialogBox.x + dialogBox.width).toBeLessThanOrEqual(size.width);
      });
    }
  });
});
