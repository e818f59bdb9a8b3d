import { test, expect } from './fixtures';
import { onEveryPhone } from './support/phone-sizes';
import { calendarGrid, dayCell, roomRow, stayBar } from './support/calendar';

/**
 * Issue 31 "Rooms and nights", as a person sees it: the rooms calendar (rooms as rows, days as
 * columns, sample stays as bars naming the guest and the status in words), a 3-night stay made from an
 * empty calendar cell, and an early departure that frees its nights.
 */

// Each journey opens lazy dialogs and reloads; on the shared 2-core runner that outlasts 30 s.
test.describe.configure({ timeout: 90_000 });

/** `YYYY-MM-DD` `days` after today (UTC; far enough from the lodge's today not to matter). */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const grid = calendarGrid;
const cell = dayCell;

test('issue 31: the calendar shows rooms as rows, days as columns and sample stays as bars with the guest and status in words', async ({
  signedInPage: page,
}) => {
  await page.goto('/bookings/calendar');
  await expect(page.getByRole('heading', { name: 'Calendar' })).toBeVisible();
  // Rooms as rows: the sample lodge's 6 tents and 2 family chalets.
  for (const room of ['Tent 1', 'Tent 6', 'Family Chalet 1', 'Family Chalet 2']) {
    await expect(roomRow(page, room)).toBeVisible();
  }
  await expect(grid(page).getByRole('rowheader')).toHaveCount(8);
  // Days as columns: 14 on a phone-or-desktop default viewport is fine, each a column header.
  expect(await grid(page).getByRole('columnheader').count()).toBeGreaterThanOrEqual(15);
  // Every row's days line up with the header's columns (a bar's text once widened its own row's
  // columns): each row has the header's room column and width, its days sharing the rest equally.
  await page.goto(`/bookings/calendar?from=${dayFromNow(0)}`);
  const head = grid(page).getByRole('row').first();
  const headRoom = await head.getByRole('columnheader', { name: 'Room', exact: true }).boundingBox();
  const headRow = await head.boundingBox();
  for (const room of ['Tent 1', 'Tent 2', 'Tent 5', 'Family Chalet 2']) {
    const roomCell = await roomRow(page, room).getByRole('rowheader').boundingBox();
    const row = await roomRow(page, room).boundingBox();
    expect(Math.abs(roomCell!.x + roomCell!.width - (headRoom!.x + headRoom!.width))).toBeLessThan(1);
    expect(Math.abs(row!.x - headRow!.x)).toBeLessThan(1);
    expect(Math.abs(row!.width - headRow!.width)).toBeLessThan(1);
  }
  // Sample stays as bars: a guest's name and the status in words (not colour alone).
  const stayBars = grid(page).getByRole('gridcell', {
    name: /, (Tentative|Confirmed|Checked in|Checked out), /,
  });
  await expect(stayBars.first()).toBeVisible();
  const first = stayBars.first();
  await expect(first).toHaveText(/(Tentative|Confirmed|Checked in|Checked out)$/);
  const name = (await first.locator('strong').textContent()) ?? '';
  expect(name.trim().length).toBeGreaterThan(0);
});

test('issue 31: make a 3-night stay from an empty calendar cell', async ({ signedInPage: page }) => {
  // Six weeks ahead: past the sample stays (the next 3 weeks), so every cell is empty.
  const from = dayFromNow(42);
  const arrival = plusDays(from, 2);
  await page.goto(`/bookings/calendar?from=${from}`);
  await cell(page, 'Tent 2', arrival).shown();
  await cell(page, 'Tent 2', arrival).click();

  const dialog = page.getByRole('dialog', { name: 'New stay' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Arrival')).toHaveValue(arrival);
  await expect(dialog.getByRole('checkbox', { name: /^Tent 2 / })).toBeChecked();
  await dialog.getByLabel("Guest's name").fill('Lesedi Tau');
  await dialog.getByLabel('Departure').fill(plusDays(arrival, 3));
  await expect(dialog.getByText('3 nights')).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: /^Tent 2 / })).toBeChecked();
  await dialog.getByRole('button', { name: 'Book stay' }).click();
  await expect(dialog).toBeHidden();
  // The words after a save come from the commands table's record (saved-words.ts), as on every screen.
  await expect(page.getByRole('alert').filter({ hasText: 'Stay booked' })).toBeVisible();

  // The bar is on the calendar, and still there when read back from the server.
  await page.reload();
  const bar = stayBar(page, 'Tent 2', /^Lesedi Tau, /);
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAccessibleName(/Tentative|Confirmed/);
  // It covers exactly the 3 nights: the night before and the departure day are still empty cells.
  const before = await cell(page, 'Tent 2', plusDays(arrival, -1)).boundingBox();
  const departure = await cell(page, 'Tent 2', plusDays(arrival, 3)).boundingBox();
  const firstNight = await cell(page, 'Tent 2', arrival).boundingBox();
  const box = await bar.boundingBox();
  expect(box && before && departure && firstNight).toBeTruthy();
  expect(box!.x).toBeGreaterThanOrEqual(before!.x + before!.width - 1);
  expect(box!.x + box!.width).toBeLessThanOrEqual(departure!.x + 1);
  expect(box!.width).toBeGreaterThan(firstNight!.width * 2.5);
});

test('issue 31: an early departure frees its nights', async ({ signedInPage: page }) => {
  const from = dayFromNow(42);
  const arrival = plusDays(from, 3);
  await page.goto(`/bookings/calendar?from=${from}`);
  await cell(page, 'Tent 3', arrival).click();
  const dialog = page.getByRole('dialog', { name: 'New stay' });
  await dialog.getByLabel("Guest's name").fill('Neo Kgosi');
  await dialog.getByLabel('Departure').fill(plusDays(arrival, 3));
  await dialog.getByRole('button', { name: 'Book stay' }).click();
  await expect(dialog).toBeHidden();

  // Open the stay and shorten it by one night.
  await page.reload();
  await stayBar(page, 'Tent 3', /^Neo Kgosi, /).click();
  const stay = page.getByRole('dialog', { name: 'Neo Kgosi' });
  await expect(stay).toBeVisible();
  // No-show and Cancel stay say their words (they once drew them in their own fill colour).
  await expect(stay.getByRole('button', { name: 'No-show' })).toBeVisible();
  for (const name of ['No-show', 'Cancel stay']) {
    const button = stay.getByRole('button', { name });
    const [text, fill] = await button.evaluate((element) => [
      getComputedStyle(element).color,
      getComputedStyle(element).backgroundColor,
    ]);
    expect(text, `${name} words differ from its fill`).not.toBe(fill);
  }
  const dates = stay.getByRole('region', { name: 'Change dates' });
  await dates.getByLabel('Departure').fill(plusDays(arrival, 2));
  await dates.getByRole('button', { name: 'Shorten stay' }).click();
  // Saved: the stay now ends on the new day, so there is nothing left to shorten.
  await expect(dates.getByRole('button', { name: 'Change dates' })).toBeDisabled();
  await expect(stay.getByRole('region', { name: 'Rooms of this stay' })).not.toContainText(
    `${Number(plusDays(arrival, 3).slice(8, 10))} `,
  );
  await page.keyboard.press('Escape');
  await expect(stay).toBeHidden();

  // The freed night (the old last night) is an empty cell again: a tap there opens New stay with Tent 3
  // offered as free for that night.
  await page.reload();
  const bar = stayBar(page, 'Tent 3', /^Neo Kgosi, /);
  await expect(bar).toBeVisible();
  const freed = plusDays(arrival, 2);
  const freedCell = await cell(page, 'Tent 3', freed).boundingBox();
  const box = await bar.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(freedCell!.x + 1);
  await cell(page, 'Tent 3', freed).click();
  const next = page.getByRole('dialog', { name: 'New stay' });
  await expect(next.getByLabel('Arrival')).toHaveValue(freed);
  await expect(next.getByRole('checkbox', { name: /^Tent 3 / })).toBeChecked();
  await expect(next.getByText('Free for every night of these dates')).toBeVisible();
});

test('issue 31: the New stay button under the calendar opens New stay (it opened nothing with no room chosen)', async ({
  signedInPage: page,
}) => {
  await page.goto('/bookings/calendar');
  await page.getByRole('button', { name: 'New stay', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New stay' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Guest's name")).toBeVisible();
});

test('issue 31: Next moves the calendar at once and the rows follow; the address keeps the days (reload, Back), and a cell tapped after Next is the new day’s', async ({
  signedInPage: page,
}) => {
  const from = dayFromNow(30);
  const next = plusDays(from, 14);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/bookings/calendar?from=${from}`);
  await cell(page, 'Tent 1', from).shown();
  await page.getByRole('button', { name: 'Next 14 days' }).click();
  // The date field shows the new first day, the rows follow with the new days' cells.
  await expect(page.getByLabel('First day shown')).toHaveValue(next);
  await expect(page).toHaveURL(new RegExp(`from=${next}`));
  for (const room of ['Tent 1', 'Family Chalet 2']) await cell(page, room, next).shown();
  await expect(grid(page).locator('[aria-busy="true"]')).toHaveCount(0);
  // Looked at after Next, light and dark, 390×844 and 320×640 (the shots go to /tmp/hcal-shots).
  await onEveryPhone(page, (width, colorScheme) =>
    page
      .screenshot({ path: `/tmp/hcal-shots/calendar-next-${width}-${colorScheme}.png`, fullPage: true })
      .then(() => undefined),
  );
  // A reload keeps the days.
  await page.reload();
  await expect(page.getByLabel('First day shown')).toHaveValue(next);
  await cell(page, 'Tent 1', next).shown();
  // Back returns to the days before.
  await page.goBack();
  await expect(page.getByLabel('First day shown')).toHaveValue(from);
  await cell(page, 'Tent 1', from).shown();
  await expect(grid(page).locator('[aria-busy="true"]')).toHaveCount(0);
  // Previous then a tap on a cell: New stay with that room and the new day as arrival.
  await page.getByRole('button', { name: 'Previous 14 days' }).click();
  const before = plusDays(from, -14);
  await expect(page.getByLabel('First day shown')).toHaveValue(before);
  await cell(page, 'Tent 2', plusDays(before, 3)).click();
  const dialog = page.getByRole('dialog', { name: 'New stay' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Arrival')).toHaveValue(plusDays(before, 3));
});

test('issue 31: each move puts its days in the address once they are drawn, so Back after two Nexts returns to the days before each (bench:web: the move no longer waits for the router)', async ({
  signedInPage: page,
}) => {
  const from = dayFromNow(30);
  const second = plusDays(from, 14);
  const third = plusDays(from, 28);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/bookings/calendar?from=${from}`);
  await cell(page, 'Tent 1', from).shown();
  for (const day of [second, third]) {
    await page.getByRole('button', { name: 'Next 14 days' }).click();
    await expect(page.getByLabel('First day shown')).toHaveValue(day);
    await cell(page, 'Tent 1', day).shown();
    // The address follows the days drawn (after them, when the page is idle).
    await expect(page).toHaveURL(new RegExp(`from=${day}`));
  }
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`from=${second}`));
  await expect(page.getByLabel('First day shown')).toHaveValue(second);
  await cell(page, 'Tent 1', second).shown();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`from=${from}`));
  await expect(page.getByLabel('First day shown')).toHaveValue(from);
  await cell(page, 'Family Chalet 2', from).shown();
  await expect(grid(page).locator('[aria-busy="true"]')).toHaveCount(0);
  // Forward again: the later days, and a move from there still steps from the days shown.
  await page.goForward();
  await expect(page.getByLabel('First day shown')).toHaveValue(second);
  await page.getByRole('button', { name: 'Previous 14 days' }).click();
  await expect(page.getByLabel('First day shown')).toHaveValue(from);
  await cell(page, 'Tent 1', from).shown();
  await expect(page).toHaveURL(new RegExp(`from=${from}`));
});

test('issue 31: by keyboard the calendar is one Tab stop whose arrow keys move a day or a room, and Enter on a free night opens New stay with that room and arrival (looked at 390×844 and 320×640, light and dark)', async ({
  signedInPage: page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/bookings/calendar');
  await expect(grid(page).locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(grid(page).getByRole('gridcell').first()).toBeVisible();
  // From the navigator, Tab reaches the grid's one focusable cell: the first room, today.
  await page.getByRole('button', { name: 'Next 14 days' }).focus();
  for (let tabs = 0; tabs < 4; tabs += 1) {
    if (await grid(page).locator(':focus').count()) break;
    await page.keyboard.press('Tab');
  }
  const focused = grid(page).locator(':focus');
  await expect(focused).toHaveAccessibleName(/^(Tent 1, \w{3} \d{1,2} \w{3}, |.*, Tent 1$)/);
  // Down a room, then right until a free night (the sample stays fill some).
  await page.keyboard.press('ArrowDown');
  await expect(focused).toHaveAccessibleName(/^(Tent 2, |.*, Tent 2$)/);
  for (let step = 0; step < 13; step += 1) {
    if (/, free$/.test((await focused.getAttribute('aria-label')) ?? '')) break;
    await page.keyboard.press('ArrowRight');
  }
  await expect(focused).toHaveAccessibleName(/^Tent 2, \w{3} \d{1,2} \w{3}, free$/);
  const name = (await focused.getAttribute('aria-label'))!;
  // Looked at with the focused cell, light and dark (the shots go to /tmp/hcal-shots).
  await onEveryPhone(page, (width, colorScheme) =>
    page
      .screenshot({ path: `/tmp/hcal-shots/calendar-keyboard-${width}-${colorScheme}.png` })
      .then(() => undefined),
  );
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New stay' });
  await expect(dialog).toBeVisible();
  const dayOfMonth = Number(/, \w{3} (\d{1,2}) \w{3}, free$/.exec(name)![1]);
  await expect(dialog.getByLabel('Arrival')).toHaveValue(
    new RegExp(`-${String(dayOfMonth).padStart(2, '0')}$`),
  );
  await expect(dialog.getByRole('checkbox', { name: /^Tent 2 / })).toBeChecked();
  // Closed, focus comes back to the cell, still marked.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(grid(page).locator(':focus')).toHaveAccessibleName(name);
});
