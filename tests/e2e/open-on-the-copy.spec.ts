import { test, expect, type Backend } from './fixtures';
import { dayPackKeys } from './support/day-pack';

/**
 * Issue 22 "The installed app opens on today's data at once": a returning person's dashboard and
 * bookings render first from their day pack, marked "Updated HH:MM" (when the copy was taken), while
 * the backend has not answered; then the server's rows replace the copy in place and the mark goes.
 */

/** Renames one booking of `lodgeId` on the server (service_role), as a colleague on another phone would. */
async function renameBooking(backend: Backend, lodgeId: string, from: string, to: string) {
  const url = new URL(`${backend.apiUrl}/rest/v1/bookings`);
  url.searchParams.set('lodge_id', `eq.${lodgeId}`);
  url.searchParams.set('name', `eq.${from}`);
  const response = await fetch(url, {
    method: 'PATCH',
    headers: {
      apikey: backend.serviceRoleKey,
      Authorization: `Bearer ${backend.serviceRoleKey}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    },
    body: JSON.stringify({ name: to }),
  });
  expect(response.ok, await response.text()).toBe(true);
}

test('a returning person opens on the day pack marked "Updated HH:MM", then the server\'s rows replace it in place', async ({
  signedInPage: page,
  backend,
}) => {
  test.setTimeout(60_000);
  const todays = page.getByRole('region', { name: "Today's Bookings" }).getByRole('button');
  await expect(page.getByRole('button', { name: 'Morning Mokoro Excursion' })).toBeVisible();
  // The person has used the app before: the sync has kept their lodge's day pack.
  let lodgeKey: string | undefined;
  await expect
    .poll(
      async () => {
        lodgeKey = (await dayPackKeys(page)).find((key) => key.includes(':lodge:'));
        return lodgeKey;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  const lodgeId = lodgeKey!.split(':lodge:')[1]!;
  const before = await todays.allTextContents();

  // Meanwhile a colleague renames a booking; and the backend is slow to answer this start.
  await renameBooking(backend, lodgeId, 'Morning Mokoro Excursion', 'Sunrise Mokoro Excursion');
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let answered = 0;
  await page.route(`${backend.apiUrl}/rest/v1/**`, async (route) => {
    await held;
    answered += 1;
    await route.continue().catch(() => undefined);
  });

  await page.reload();
  const mark = page.getByText(/Updated \d\d:\d\d/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Morning Mokoro Excursion' })).toBeVisible();
  await expect(mark).toBeVisible();
  expect(await todays.allTextContents()).toEqual(before);
  // The bookings screen opens on the copy too.
  await page.getByRole('link', { name: 'View All' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Morning Mokoro Excursion' })).toBeVisible();
  await expect(mark).toBeVisible();
  expect(answered).toBe(0);

  // The server answers: its rows take the copy's place, and the screen no longer says "Updated".
  release();
  await expect(page.getByRole('button', { name: 'Sunrise Mokoro Excursion' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Morning Mokoro Excursion' })).toHaveCount(0);
  await expect(mark).toBeHidden();
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('button', { name: 'Sunrise Mokoro Excursion' })).toBeVisible();
  await expect(mark).toBeHidden();
  // In place: the renamed booking keeps its row, the others theirs.
  expect(await todays.allTextContents()).toEqual(
    before.map((text) => text.replace('Morning Mokoro Excursion', 'Sunrise Mokoro Excursion')),
  );
});
