import { mkdirSync } from 'node:fs';
import { onEveryPhone } from './support/phone-sizes';
import type { Locator, Page } from '@playwright/test';
import { test, expect, type Backend, type TestUser } from './fixtures';

/**
 * Issue 31 "Front desk" and "Housekeeping board", as a person sees them on the sample lodge: the
 * dashboard opens on the **Today** card with its figures; check in into a dirty room is refused with
 * the ready rooms named; check out makes the room Dirty on the board, and a Clean mark holds after a
 * reload.
 */

// A journey across the dashboard and the board with reloads: on the shared 2-core runner that outlasts 45 s.
test.describe.configure({ timeout: 120_000 });

const SHOTS = '/tmp/desk-shots';

/** The sample lodge's rooms (issue 31 seed: Tent 1–6 and Family Chalet 1–2). */
const SAMPLE_ROOMS = 8;

/** The guest of the arrival this test books (the sample's arrivals fall on today only some days). */
const GUEST = 'Naledi Arrives-Today';

/** The lodge's today (`YYYY-MM-DD`) in its time zone, as the server's `lodge_today` counts it. */
function lodgeToday(timezone: string, plusDays = 0): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: timezone }).format(new Date());
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + plusDays);
  return date.toISOString().slice(0, 10);
}

/**
 * Books today's arrival into Tent 6 (free until its repair in five days, clean since yesterday) as
 * the owner, through the same `book_stay` the New stay form calls: the sample lodge has arrivals
 * today on some days only, and this test needs one every day.
 */
async function bookTodaysArrival(backend: Backend, user: TestUser): Promise<void> {
  const headers = { apikey: backend.anonKey, 'Content-Type': 'application/json' };
  const token = await fetch(`${backend.apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  expect(token.ok).toBe(true);
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const authed = { ...headers, Authorization: `Bearer ${accessToken}` };
  const lodges = (await (
    await fetch(`${backend.apiUrl}/rest/v1/lodges?select=id,timezone`, { headers: authed })
  ).json()) as { id: string; timezone: string }[];
  const [lodge] = lodges;
  if (lodges.length !== 1 || !lodge) throw new Error(`expected the one sample lodge, got ${lodges.length}`);
  const { id: lodgeId, timezone } = lodge;
  const rooms = (await (
    await fetch(`${backend.apiUrl}/rest/v1/rooms?select=id&lodge_id=eq.${lodgeId}&name=eq.Tent%206`, {
      headers: authed,
    })
  ).json()) as { id: string }[];
  const [tent6] = rooms;
  if (!tent6) throw new Error('the sample lodge has no Tent 6');
  const booked = await fetch(`${backend.apiUrl}/rest/v1/rpc/book_stay`, {
    method: 'POST',
    headers: authed,
    body: JSON.stringify({
      p_stay: {
        lodge_id: lodgeId,
        guest_name: GUEST,
        arrival: lodgeToday(timezone),
        departure: lodgeToday(timezone, 2),
        adults: 2,
        children: 0,
        rooms: [{ room_id: tent6.id, nightly_rate: null }],
        status: 'confirmed',
      },
    }),
  });
  expect(booked.status, await booked.clone().text()).toBe(200);
}

/**
 * Issue 34, the Today card at 320 px: an arrival's details (balance, rooms) take the row's whole width
 * (they wrapped at half width beside the status badges), and "P" never ends a line apart from its amount.
 */
async function expectDetailsFullWidth(row: Locator): Promise<void> {
  const balance = row.getByText(/^Balance due P\s[\d,.]+$/);
  const [rowBox, balanceBox] = await Promise.all([row.boundingBox(), balance.boundingBox()]);
  if (!rowBox || !balanceBox) throw new Error('the arrival row or its balance is not on the screen');
  // The row's padding is 2 × 12 px and its border 2 × 1 px.
  expect(balanceBox.width).toBeGreaterThanOrEqual(rowBox.width - 26 - 1);
  expect(await balance.textContent()).toMatch(/P\u00a0[\d,.]+$/);
}

/** The dashboard's Today card. */
const todayCard = (page: Page) => page.getByRole('region', { name: 'Today', exact: true });

/** A room's row on the housekeeping board, by its name and the word it reads. */
const boardRoom = (page: Page, name: string, word: string) =>
  page.getByRole('list', { name: 'Rooms' }).getByRole('listitem', { name: `${name}: ${word}`, exact: true });

async function markOnBoard(page: Page, room: string, status: 'Clean' | 'Dirty'): Promise<void> {
  await page.goto('/hospitality/rooms');
  await page.getByRole('button', { name: `Mark ${room} ${status}` }).click();
  await expect(boardRoom(page, room, status)).toBeVisible();
}

test.beforeEach(async ({ backend, user, signedInPage: page }) => {
  await bookTodaysArrival(backend, user);
  await page.reload();
});

test('the Today card is the dashboard’s first card, with arrivals, departures, in house and tonight’s rooms', async ({
  signedInPage: page,
}) => {
  const card = todayCard(page);
  await expect(card).toBeVisible();
  // The first card: the first section heading of the dashboard's content.
  await expect(page.locator('main section').first()).toHaveAttribute('aria-labelledby', 'dashboard-today');
  await expect(card.getByText(new RegExp(`^Tonight: \\d+ of ${SAMPLE_ROOMS} rooms taken$`))).toBeVisible();
  await expect(card.getByText(/^(In house: \d+ guests? in \d+ stays?|Nobody is in house)$/)).toBeVisible();
  await expect(card.getByRole('heading', { name: /^Arrivals \(\d+\)$/ })).toBeVisible();
  await expect(card.getByRole('heading', { name: /^Departures \(\d+\)$/ })).toBeVisible();
  const arrivals = card.getByRole('list', { name: /^Arrivals/ });
  const arrival = arrivals.getByRole('listitem').filter({ hasText: GUEST });
  await expect(arrival.getByText('Tent 6 · 2 guests')).toBeVisible();
  await expect(arrival.getByText(/^Balance due P\s[\d,.]+$/)).toBeVisible();
  await expect(arrival.getByRole('button', { name: `Check in ${GUEST}` })).toBeVisible();

  mkdirSync(SHOTS, { recursive: true });
  await onEveryPhone(page, async (width, colorScheme) => {
    await page.goto('/');
    await expect(card).toBeVisible();
    await card.screenshot({ path: `${SHOTS}/today-${width}-${colorScheme}.png` });
    await expectDetailsFullWidth(card.getByRole('listitem').filter({ hasText: GUEST }));
    await page.goto('/hospitality/rooms');
    await expect(page.getByRole('list', { name: 'Rooms' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/board-${width}-${colorScheme}.png`, fullPage: true });
  });
});

test('check in: a dirty room is refused with the ready rooms named', async ({ signedInPage: page }) => {
  await markOnBoard(page, 'Tent 6', 'Dirty');
  await page.goto('/');
  const arrival = todayCard(page).getByRole('listitem').filter({ hasText: GUEST });
  await expect(arrival.getByText('Tent 6: Dirty')).toBeVisible();
  await arrival.getByRole('button', { name: `Check in ${GUEST}` }).click();
  const refusal = arrival.getByRole('alert');
  await expect(refusal).toContainText('Tent 6 is not ready yet: mark it Clean first, or move the stay.');
  // The rooms named are clean or inspected and free for the stay's nights (not Tent 6 itself, not an
  // occupied one such as Tent 2, inspected this morning but slept in tonight).
  await expect(refusal).toContainText(/ Ready now: ((Tent [1-5]|Family Chalet [12])(, | and |\.$))+/);
  await expect(refusal).not.toContainText(/Ready now: .*Tent 6/);
  await expect(arrival.getByText('Checked in', { exact: true })).toHaveCount(0);
});

test('check out → the room is Dirty on the board → Clean', async ({ signedInPage: page }) => {
  const arrival = todayCard(page).getByRole('listitem').filter({ hasText: GUEST });
  await arrival.getByRole('button', { name: `Check in ${GUEST}` }).click();
  await expect(arrival.getByRole('button', { name: `Check out ${GUEST}` })).toBeVisible();

  // Balance due asked first.
  await arrival.getByRole('button', { name: `Check out ${GUEST}` }).click();
  const ask = arrival.getByRole('alertdialog', { name: 'Balance due' });
  await expect(ask).toContainText(/^P\s[\d,.]+ still due — check out anyway\?/);
  await ask.getByRole('button', { name: 'Check out anyway' }).click();
  await expect(arrival.getByText('Checked out', { exact: true })).toBeVisible();

  await page.goto('/hospitality/rooms');
  await expect(boardRoom(page, 'Tent 6', 'Dirty')).toBeVisible();
  await page.getByRole('button', { name: 'Mark Tent 6 Clean' }).click();
  await expect(boardRoom(page, 'Tent 6', 'Clean')).toBeVisible();
  await page.reload();
  await expect(boardRoom(page, 'Tent 6', 'Clean')).toBeVisible();
});
