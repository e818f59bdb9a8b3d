import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { slowDayWatchingArrow } from './support/slow-day';
import { waitForLodgeDayPack } from './support/day-pack';

/**
 * Issue 18 "Bookings as a lodge takes them": guest contacts and a guide from the staff list, any day
 * through the date navigator and `?from=`, check-in from the arrival day on, Undo, booking notes
 * edited and deleted by their author, and offline writes marked until they arrive.
 */

/**
 * Waits, as a person does, for a booking's dialog to finish reading: it opens at once, and its money
 * comes with the route's read — the Money section grew from "Reading the booking's money…" to the
 * items, channel, balance and payments, and everything below it moved down. Bug: a tap meanwhile
 * could press one button and let go over what moved under the finger, and nothing happened — after a
 * reload, "Cancel" left the dialog open and a note's "Delete" never asked "Delete this note?" (each
 * one run in several under load; the trace showed the Money section drawn in the same 0.2 s as the
 * tap). The dialog now keeps the Money section's place while it reads for a booking with no items and
 * no payments (booking-dialog-holds-its-place.spec.ts); lines that arrive still move what is below
 * them, so the journeys wait, as a person does, for the money to be there.
 */
async function bookingMoneyRead(dialog: Locator): Promise<void> {
  await expect(dialog.getByRole('region', { name: 'Money' }).getByLabel('Booking balance')).toBeVisible();
}

// Each journey reloads and reopens dialogs several times; on the shared 2-core runner that outlasts 30 s.
test.describe.configure({ timeout: 90_000 });
// "Check in, then Undo" failed once in five loaded full runs (load ≈ 9): after the reload, Cancel left
// the dialog open 10 s. Not reproduced in ≈ 20 runs of it at load 9–18, nor with slow reads, an
// invalidate (the signal lost and back) before or during the close, or both (stop 47). The
// suite keeps a trace only of a retry; these seven tests keep one of any failure, so the next one
// shows what the page did. Cheap here: seven tests.
test.use({ trace: 'retain-on-failure' });

/** The day headings /bookings shows, in order. */
const dayHeadings = (page: Page) => page.getByRole('heading', { level: 2 });

/** The "Today" badge beside a day's heading. */
const todayBadge = (page: Page) => page.locator('.mantine-Badge-label', { hasText: /^Today$/ });

test('a booking keeps its guest contact and a guide picked from the staff list; check-in waits for its day', async ({
  signedInPage: page,
}) => {
  await page.goto('/bookings');
  const tomorrow = (await dayHeadings(page).nth(1).textContent()) ?? '';
  await page.getByRole('button', { name: `Add Booking for ${tomorrow}` }).click();
  const form = page.getByRole('dialog', { name: `Add Booking for ${tomorrow}` });
  await form.getByLabel('Booking name').fill('Honeymoon Mokoro');
  await expect(form.getByText('For example: Morning Mokoro Excursion · 16 / 120')).toBeVisible();
  await form.getByLabel('Time').fill('09:15');
  await form.getByRole('combobox', { name: 'Guide' }).click();
  await page.getByRole('option', { name: /Kabo Sekgoma/ }).click();
  await form.getByLabel('Guest name').fill('Anna Schmidt');
  await expect(form.getByText('12 / 120')).toBeVisible();
  await form.getByLabel('Guest phone').fill('+49 170 1234567');
  await form.getByLabel('Guest e-mail').fill('anna@example.com');
  await form.getByRole('button', { name: 'Add Booking' }).click();
  await expect(form).toBeHidden();

  // Read back from the server, not from the screen's own copy.
  await page.reload();
  await page.getByRole('button', { name: 'Honeymoon Mokoro' }).click();
  const dialog = page.getByRole('dialog', { name: 'Honeymoon Mokoro' });
  await expect(dialog.getByText('Anna Schmidt')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Call the guest on +49 170 1234567' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'E-mail the guest at anna@example.com' })).toBeVisible();
  await expect(dialog.getByText('Kabo Sekgoma')).toBeVisible();
  // Tomorrow's booking: no Check in yet.
  await expect(dialog.getByRole('button', { name: 'Check in' })).toHaveCount(0);
  await expect(dialog.getByText(`Check-in opens on ${tomorrow}.`)).toBeVisible();

  // Renaming keeps the guide picked (not the fallback by name).
  await bookingMoneyRead(dialog);
  await dialog.getByRole('button', { name: 'Edit booking' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Honeymoon Mokoro' });
  await edit.getByLabel('Booking name').fill('Guided Bush Walk');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await page.reload();
  await page.getByRole('button', { name: 'Guided Bush Walk' }).filter({ hasText: '09:15' }).click();
  const renamed = page.getByRole('dialog', { name: 'Guided Bush Walk' });
  await expect(renamed.getByText('Kabo Sekgoma')).toBeVisible();
  await expect(renamed.getByText('Anna Schmidt')).toBeVisible();
});

test('the date navigator and ?from= move the three days; Today comes back', async ({
  signedInPage: page,
}) => {
  await page.goto('/bookings');
  await expect(todayBadge(page)).toBeVisible();
  const first = (await dayHeadings(page).first().textContent()) ?? '';
  await page.getByRole('button', { name: 'Next 3 days' }).click();
  await expect(page).toHaveURL(/\/bookings\?from=\d{4}-\d{2}-\d{2}$/);
  await expect(dayHeadings(page).first()).not.toHaveText(first);
  await expect(todayBadge(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Previous 3 days' }).click();
  await expect(page).toHaveURL(/\/bookings$/);
  await expect(dayHeadings(page).first()).toHaveText(first);

  await page.goto('/bookings?from=2027-01-05');
  await expect(dayHeadings(page)).toHaveText([
    'Tuesday, January 5',
    'Wednesday, January 6',
    'Thursday, January 7',
  ]);
  await expect(page.getByText('No bookings scheduled for this day')).toHaveCount(3);

  // The date picker: go to the 20th of that month.
  await expect(page.getByLabel('First day shown')).toHaveValue('2027-01-05');
  await page.getByLabel('First day shown').fill('2027-01-20');
  await expect(page).toHaveURL(/from=2027-01-20$/);
  await expect(dayHeadings(page).first()).toHaveText('Wednesday, January 20');

  await page.getByRole('button', { name: 'Today', exact: true }).click();
  await expect(page).toHaveURL(/\/bookings$/);
  await expect(dayHeadings(page).first()).toHaveText(first);

  // Not a day: the lodge's today.
  await page.goto('/bookings?from=2027-02-30');
  await expect(dayHeadings(page).first()).toHaveText(first);
});

test('the day arrows lost focus when the days took long to load: the days shown stay, marked as loading', async ({
  signedInPage: page,
}) => {
  // As the rota's arrow did (lodge-staff.spec.ts): after 400 ms the route's pending screen took the
  // screen's place and the pressed arrow with it. Past days are not in the day pack: they come from
  // the server, here 1.5 s late.
  await page.goto('/bookings');
  await expect(todayBadge(page)).toBeVisible();
  const first = (await dayHeadings(page).first().textContent()) ?? '';
  await slowDayWatchingArrow(page, /\/rest\/v1\/bookings\?/, 'Previous 3 days');
  const previous = page.getByRole('button', { name: 'Previous 3 days' });
  await previous.click();
  await expect(page.getByRole('status').filter({ hasText: 'Loading the other days…' })).toBeVisible();
  await expect(dayHeadings(page).first()).toHaveText(first);
  await expect(dayHeadings(page).first()).not.toHaveText(first, { timeout: 10_000 });
  await expect(page.getByText('Loading the other days…')).toBeHidden();
  await expect(page.locator('html')).not.toHaveAttribute('data-arrow-dropped');
  await expect(previous).toBeFocused();
});

test('Check in, then Undo: the booking is confirmed again, on the server too', async ({
  signedInPage: page,
}) => {
  await page.goto('/bookings');
  await page.getByRole('button', { name: 'Morning Mokoro Excursion' }).click();
  const dialog = page.getByRole('dialog', { name: 'Morning Mokoro Excursion' });
  await dialog.getByRole('button', { name: 'Check in' }).click();
  await expect(dialog.getByLabel('Status: Checked in')).toBeVisible();
  const toast = page.getByRole('alert').filter({ hasText: 'Checked in' });
  await expect(toast).toContainText('Morning Mokoro Excursion');
  await toast.getByRole('button', { name: /^Undo/ }).click();
  await expect(dialog.getByLabel('Status: Confirmed')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Check in' })).toBeVisible();
  // Issue 35: the open booking is in the address, so the reload opens it again, as the server has it.
  // The tap shows the dialog at once and puts the booking in the address once its money has loaded
  // (useNavigateWhenLoaded): wait for that, as the reload depends on it (a CI run under load reloaded
  // before it and found the days without the dialog).
  await expect(page).toHaveURL(/[?&]booking=/);
  await page.reload();
  await expect(dialog.getByLabel('Status: Confirmed')).toBeVisible();
  await bookingMoneyRead(dialog);
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Morning Mokoro Excursion' })).not.toContainText(
    'Checked in',
  );
});

test("a booking note's author edits it and deletes it", async ({ signedInPage: page }) => {
  await page.goto('/bookings');
  await page.getByRole('button', { name: 'Morning Mokoro Excursion' }).click();
  let dialog = page.getByRole('dialog', { name: 'Morning Mokoro Excursion' });
  await dialog.getByLabel('Add Notes').fill('Bring binoculars');
  await expect(dialog.getByText('16 / 2,000')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save Note' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Morning Mokoro Excursion' }).click();
  dialog = page.getByRole('dialog', { name: 'Morning Mokoro Excursion' });
  await dialog.getByRole('button', { name: 'Edit note: Bring binoculars' }).click();
  // The editor, not the "Edit note: …" button whose name also holds the words (bug: filled the button
  // when the editor had not yet opened, one run in a few).
  await dialog.getByRole('textbox', { name: 'Edit note' }).fill('Bring two pairs of binoculars');
  await dialog.getByRole('button', { name: 'Save note', exact: true }).click();
  // Saved once the editor has closed on the new text. Not `getByText` alone: React keeps a controlled
  // textarea's text content equal to what was typed, so the open editor matched it at once and the
  // reload below could cut the save short (the reloaded dialog then showed the old text: flaky).
  await expect(dialog.getByRole('textbox', { name: 'Edit note' })).toBeHidden();
  await expect(
    dialog.getByRole('button', { name: 'Edit note: Bring two pairs of binoculars' }),
  ).toBeVisible();

  // Issue 35: the open booking is in the address (`?booking=`): the reload opens it again. The dialog
  // shows at once on the tap; the address takes the booking once its money has loaded (the days stay
  // on view meanwhile). Bug: at load ≈ 20 that took 3 s, the reload came first and reopened only the
  // days — so the reload waits for the address, as a person's reload follows what the address holds.
  await expect(page).toHaveURL(/[?&]booking=/);
  await page.reload();
  dialog = page.getByRole('dialog', { name: 'Morning Mokoro Excursion' });
  await expect(dialog.getByText('Bring two pairs of binoculars')).toBeVisible();
  await bookingMoneyRead(dialog);
  await dialog.getByRole('button', { name: 'Delete note: Bring two pairs of binoculars' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this note?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Delete this note?' })).toBeHidden();
  await expect(dialog.getByText('Bring two pairs of binoculars')).toHaveCount(0);
  await page.reload();
  dialog = page.getByRole('dialog', { name: 'Morning Mokoro Excursion' });
  await expect(dialog.getByText('No notes on this booking yet.')).toBeVisible();
});

/**
 * /bookings opened with a signal until the phone can work without one: the day pack kept, and the
 * booking dialog's code downloaded by opening it once (service workers are blocked here; the app's own
 * worker keeps it offline, offline-writes.spec.ts). @returns the booking dialog's locator (closed).
 */
async function readyForOffline(page: Page) {
  await page.goto('/bookings');
  await expect(page.getByRole('button', { name: 'Morning Mokoro Excursion' })).toBeVisible();
  await waitForLodgeDayPack(page);
  await page.getByRole('button', { name: 'Morning Mokoro Excursion' }).click();
  const dialog = page.getByRole('dialog', { name: 'Morning Mokoro Excursion' });
  await expect(dialog.getByRole('region', { name: 'Money' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(dialog).toBeHidden();
  return dialog;
}

test('offline, a check-in is marked "Waiting to send" until it arrives', async ({
  signedInPage: page,
  context,
}) => {
  const dialog = await readyForOffline(page);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Morning Mokoro Excursion' }).click();
  await dialog.getByRole('button', { name: 'Check in' }).click();
  await expect(dialog.getByLabel('Status: Checked in')).toBeVisible();
  await expect(dialog.getByText('Waiting to send')).toBeVisible();
  // The toast (six seconds of Undo) opens below the offline banner, never over it, and says the
  // check-in waits on the phone (issue 33: never "Checked in" as if the lodge had it).
  const banner = page.getByRole('status').filter({ hasText: "You're offline" });
  const toast = page.getByRole('alert').filter({ hasText: 'Check-in saved on this phone — waiting to send' });
  await expect(toast).toBeVisible();
  const bannerBox = await banner.boundingBox();
  const toastBox = await toast.boundingBox();
  expect(toastBox!.y).toBeGreaterThanOrEqual(bannerBox!.y + bannerBox!.height);
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  const row = page.getByRole('button', { name: 'Morning Mokoro Excursion, waiting to send' });
  await expect(row).toContainText('Checked in');
  await expect(row).toContainText('Waiting to send');

  await context.setOffline(false);
  const sent = page.getByRole('button', { name: 'Morning Mokoro Excursion', exact: true });
  await expect(sent).toContainText('Checked in', { timeout: 15_000 });
  await expect(sent).not.toContainText('Waiting to send');
});

test('offline before the app-update code had come, a check-in took the whole screen down ("Something went wrong!"): the screen stays', async ({
  signedInPage: page,
  context,
}) => {
  // Before the service worker is installed nothing keeps that code on the phone: it is fetched at the
  // first quiet moment, here held until the phone has lost its signal.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  await page.route(/\/assets\/app-updates-[^/]*\.js$/, async (route) => {
    // Only the Bookings page's own asks: the dashboard left behind may ask at its quiet moment just as
    // the page goes to /bookings (bug: that ask was held and counted, then aborted by the navigation,
    // and Bookings' own ask came second — one run in a few at load ≈ 15).
    if (!new URL(route.request().frame().url()).pathname.startsWith('/bookings')) return route.continue();
    asked += 1;
    if (asked > 1) return route.continue();
    await released;
    return route.abort('internetdisconnected');
  });
  const dialog = await readyForOffline(page);
  await expect.poll(() => asked, { timeout: 15_000 }).toBe(1);

  await context.setOffline(true);
  release();
  await page.getByRole('button', { name: 'Morning Mokoro Excursion' }).click();
  await dialog.getByRole('button', { name: 'Check in' }).click();
  await expect(dialog.getByLabel('Status: Checked in')).toBeVisible();
  await expect(dialog.getByText('Waiting to send')).toBeVisible();
  await expect(page.getByText('Something went wrong!')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible();

  // With the signal back, the code is fetched again and the check-in is sent.
  await context.setOffline(false);
  await expect.poll(() => asked, { timeout: 15_000 }).toBe(2);
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  const sent = page.getByRole('button', { name: 'Morning Mokoro Excursion', exact: true });
  await expect(sent).toContainText('Checked in', { timeout: 15_000 });
});
