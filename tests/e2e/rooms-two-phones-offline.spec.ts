import type { BrowserContext, Page } from '@playwright/test';
import { createConfirmedUser, expect, newUser, test, type TestUser } from './fixtures';
import { dayCell, stayBar } from './support/calendar';
import { memberOf } from './support/lodge-people';
import { asService, lodgeOf } from './support/service-rest';

/**
 * Issue 31 "Availability holds offline", end to end on the real backend: two phones of one lodge (the
 * owner's and a manager's) lose their signal, both book Tent 2 for the same three nights from the
 * calendar (the rooms offered are the phone's copy's), both show "Waiting to send — not confirmed yet".
 * Phone A comes back first and its stay is confirmed; then phone B comes back: the server refuses its
 * stay (23P01), nothing is overwritten, and Needs attention says who holds the room with Move to /
 * Change dates / Discard; Move to a free room sends it there in two taps. The server holds exactly one
 * stay per room and night throughout.
 */

// Two sign-ins, two offline bookings, two reconnects on a shared 2-core runner.
test.describe.configure({ timeout: 150_000 });
// The phones are installed apps: the service worker keeps the app's code (New stay's, the outbox's)
// for use with no signal.
test.use({ serviceWorkers: 'allow' });

const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** "2–5 Dec" (or "30 Nov – 3 Dec"), as Needs attention names nights. */
const nights = (arrival: string, departure: string) => {
  const month = (day: string) =>
    new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { month: 'short', timeZone: 'UTC' });
  const [a, d] = [Number(arrival.slice(8)), Number(departure.slice(8))];
  return arrival.slice(0, 7) === departure.slice(0, 7)
    ? `${a}–${d} ${month(departure)}`
    : `${a} ${month(arrival)} – ${d} ${month(departure)}`;
};

const cell = dayCell;
const waiting = (page: Page) => page.getByText(/changes? waiting to send/);

/**
 * Signs in and waits for the dashboard as a person waits for it: the first sign-in makes the sample
 * lodge, which on the shared 2-core runner outlasts the fixture's 10 s wait for the sign-in page to go.
 */
async function signInPatiently(page: Page, person: TestUser) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(person.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 60_000 });
}

/** The calendar with a signal, the app's code kept by the service worker, New stay opened once. */
async function calendarReady(page: Page, from: string, arrival: string) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // A page opened after the worker took over is served by it (offline too).
  await page.goto(`/bookings/calendar?from=${from}`);
  await cell(page, 'Tent 2', arrival).click();
  const dialog = page.getByRole('dialog', { name: 'New stay' });
  await expect(dialog.getByText('Free for every night of these dates')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
}

/** With no signal: books Tent 2 for `guest`, three nights from `arrival`, and sees it wait. */
async function bookOffline(page: Page, context: BrowserContext, guest: string, arrival: string) {
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible();
  await cell(page, 'Tent 2', arrival).click();
  const dialog = page.getByRole('dialog', { name: 'New stay' });
  await dialog.getByLabel("Guest's name").fill(guest);
  await dialog.getByLabel('Departure').fill(plusDays(arrival, 3));
  // No server to ask: the rooms free on the phone's copy, said to be so.
  await expect(
    dialog.getByText("Free on this phone's copy. No signal: the lodge confirms when the stay is sent."),
  ).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: /^Tent 2 / })).toBeChecked();
  await dialog.getByRole('button', { name: 'Book stay' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Stay saved on this phone — waiting to send' }),
  ).toBeVisible();
  const bar = stayBar(page, 'Tent 2', new RegExp(`^${guest}, `));
  await expect(bar).toContainText('Waiting to send — not confirmed yet');
  await expect(waiting(page)).toBeVisible();
}

interface StayRoomRow {
  room_id: string;
  arrival: string;
  departure: string;
  room: { name: string };
  booking: { name: string; status: string };
}

test('issue 31: two phones offline book the same room for the same nights; one stay is confirmed, the other is in Needs attention and moved to a free room in two taps', async ({
  page: phoneA,
  context: contextA,
  backend,
  browser,
  baseURL,
}) => {
  // Six weeks ahead: past the sample stays (the next 3 weeks), inside the calendar's month.
  const from = dayFromNow(42);
  const arrival = plusDays(from, 2);
  const departure = plusDays(arrival, 3);

  // Phone A: the owner of a new sample lodge. Phone B: a manager of it, on a phone of their own.
  const owner = newUser({ fullName: 'Neo Kgosi' });
  const { id: ownerId } = await createConfirmedUser(backend, owner);
  await signInPatiently(phoneA, owner);
  const lodgeId = await lodgeOf(backend, ownerId);
  const manager = await memberOf(backend, lodgeId, 'manager', 'Kagiso Sello');
  const contextB = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const phoneB = await contextB.newPage();
  await signInPatiently(phoneB, manager);

  await calendarReady(phoneA, from, arrival);
  await calendarReady(phoneB, from, arrival);

  // Both lose the signal and book Tent 2 for the same three nights.
  await bookOffline(phoneA, contextA, 'Lesedi Tau', arrival);
  await bookOffline(phoneB, contextB, 'Mpho Dube', arrival);

  // Phone A comes back first: its stay is sent and confirmed.
  await contextA.setOffline(false);
  await expect(waiting(phoneA)).toHaveCount(0, { timeout: 30_000 });
  const heldBy = async () =>
    (await asService(
      backend,
      'GET',
      `stay_rooms?lodge_id=eq.${lodgeId}&released=eq.false&arrival=lt.${departure}&departure=gt.${arrival}` +
        '&select=room_id,arrival,departure,room:rooms(name),booking:bookings!stay_rooms_lodge_id_booking_id_fkey(name,status)',
    )) as StayRoomRow[];
  expect((await heldBy()).map((row) => [row.room.name, row.booking.name])).toEqual([
    ['Tent 2', 'Lesedi Tau'],
  ]);
  await expect(stayBar(phoneA, 'Tent 2', /^Lesedi Tau, /)).not.toContainText('Waiting to send');

  // Phone B comes back: refused, nothing overwritten, in Needs attention with the choices.
  await contextB.setOffline(false);
  await expect(phoneB.getByText('1 change needs attention')).toBeVisible({ timeout: 30_000 });
  await phoneB.getByRole('button', { name: 'Review' }).click();
  const attention = phoneB.getByRole('dialog', { name: 'Needs attention' });
  await expect(
    attention.getByText(
      `Tent 2 was booked by Lesedi Tau for ${nights(arrival, departure)} while you were offline.`,
    ),
  ).toBeVisible();
  await expect(attention.getByText(/^Nothing was overwritten\./)).toBeVisible();
  for (const name of ['Change dates', 'Discard'])
    await expect(attention.getByRole('button', { name })).toBeVisible();
  expect((await heldBy()).map((row) => [row.room.name, row.booking.name])).toEqual([
    ['Tent 2', 'Lesedi Tau'],
  ]);

  // Move to a room free for those nights: two taps.
  await attention.getByRole('button', { name: 'Move to', exact: true }).click();
  const tent4 = attention.getByRole('button', { name: 'Move to Tent 4' });
  await expect(tent4).toBeVisible();
  await expect(attention.getByRole('button', { name: 'Move to Tent 2' })).toHaveCount(0);
  await tent4.click();
  await expect(phoneB.getByText(/change needs attention|waiting to send/)).toHaveCount(0, {
    timeout: 30_000,
  });

  // One stay per room and night on the server: Lesedi in Tent 2, Mpho in Tent 4.
  const held = await heldBy();
  expect(held.map((row) => [row.room.name, row.booking.name, row.arrival, row.departure]).sort()).toEqual([
    ['Tent 2', 'Lesedi Tau', arrival, departure],
    ['Tent 4', 'Mpho Dube', arrival, departure],
  ]);
  await contextB.close();
});
