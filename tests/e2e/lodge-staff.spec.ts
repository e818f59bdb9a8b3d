import { expect, test } from './fixtures';
import { slowDayWatchingArrow } from './support/slow-day';

test('a staff member without an account, put on today’s shift, shows on the dashboard and is kept', async ({
  signedInPage: page,
}) => {
  await page.goto('/organization');
  await page.getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  const rota = page.getByRole('region', { name: 'Rota' });
  // The seed's four (on the lodge's today, Africa/Gaborone: the phone's today may be another day).
  await expect(rota.getByRole('status')).toHaveText(/^\d of 4 on shift today\.$/);
  const before = Number((await rota.getByRole('status').textContent())?.charAt(0));

  await page.getByRole('button', { name: 'Add staff member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add staff member' });
  await dialog.getByLabel('Name').fill('Boitumelo Ditshwanelo');
  await dialog.getByRole('combobox', { name: /^Role/ }).fill('Mokoro Poler');
  await dialog.getByLabel(/^Phone/).fill('+267 75 111 222');
  await dialog.getByRole('button', { name: 'Add staff member' }).click();
  await expect(dialog).toBeHidden();

  const person = page.getByRole('listitem', { name: 'Boitumelo Ditshwanelo' });
  await expect(person.getByText('No account')).toBeVisible();
  const onShift = person.getByRole('switch', { name: 'On shift: Boitumelo Ditshwanelo' });
  await expect(onShift).not.toBeChecked();
  await onShift.check();
  await expect(rota.getByRole('status')).toHaveText(`${before + 1} of 5 on shift today.`);
  await expect(onShift).toBeChecked();
  // The switch shows at once and turns (disabled, a spinner in its thumb) until the lodge has the
  // shift. Leaving by the address bar before that used to cancel the request (a full run failed here:
  // the dashboard showed the seed's four); writes now go with keepalive and survive the page
  // (inflight-writes.spec.ts), but the next page may still read the rota before the shift lands, so
  // this journey waits for the switch, as its spinner asks.
  await expect(onShift).toBeEnabled();

  await page.goto('/');
  const staffToday = page.getByRole('region', { name: 'Staff Today' });
  await expect(staffToday.getByText('Boitumelo Ditshwanelo')).toBeVisible();
  await page.reload();
  await expect(staffToday.getByText('Boitumelo Ditshwanelo')).toBeVisible();

  await page.goto('/organization/staff');
  await expect(
    page.getByRole('listitem', { name: 'Boitumelo Ditshwanelo' }).getByRole('switch'),
  ).toBeChecked();
});

test('the rota’s day is in the address: Next day shows ?day=, and a link to a day opens on it', async ({
  signedInPage: page,
}) => {
  await page.goto('/organization/staff');
  const rota = page.getByRole('region', { name: 'Rota' });
  await expect(rota.getByRole('status')).toHaveText(/on shift today\.$/);
  const today = await rota.getByLabel('Day', { exact: true }).inputValue();
  await rota.getByRole('button', { name: 'Next day' }).click();
  await expect(rota.getByRole('status')).toHaveText(/on shift tomorrow\.$/);
  await expect(page).toHaveURL(/\?day=\d{4}-\d{2}-\d{2}$/);
  const tomorrow = new URL(page.url()).searchParams.get('day');
  expect(tomorrow && tomorrow > today).toBe(true);

  await page.reload();
  await expect(rota.getByLabel('Day', { exact: true })).toHaveValue(tomorrow!);
  await expect(rota.getByRole('status')).toHaveText(/on shift tomorrow\.$/);
  // Focus stays on the arrow after the day changed (the screen is not replaced).
  await rota.getByRole('button', { name: 'Previous day' }).click();
  await expect(rota.getByRole('status')).toHaveText(/on shift today\.$/);
  await expect(rota.getByRole('button', { name: 'Previous day' })).toBeFocused();
});

test('the rota’s day arrow lost focus when the day took long to load: the rota stays, marked as loading', async ({
  signedInPage: page,
}) => {
  await page.goto('/organization/staff');
  const rota = page.getByRole('region', { name: 'Rota' });
  await expect(rota.getByRole('status')).toHaveText(/on shift today\.$/);
  // The other day’s shifts answer after 1.5 s; the page notes if the arrow is ever dropped meanwhile.
  await slowDayWatchingArrow(page, /\/rest\/v1\/shifts\?/, 'Previous day');
  const previous = rota.getByRole('button', { name: 'Previous day' });
  await previous.click();
  await expect(rota.getByRole('status')).toHaveText('Loading the rota for yesterday…');
  await expect(rota.getByRole('status')).toHaveText(/on shift yesterday\.$/);
  await expect(page.locator('html')).not.toHaveAttribute('data-arrow-dropped');
  await expect(previous).toBeFocused();
});

test('a product edited and another deleted stay so after a reload', async ({ signedInPage: page }) => {
  await page.goto('/organization/products');
  await page.getByRole('button', { name: 'Edit Family Chalet' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Product' });
  await expect(edit.getByLabel('Name')).toHaveValue('Family Chalet');
  await edit.getByLabel('Name').fill('Family Chalet by the Lagoon');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();

  await page.getByRole('button', { name: 'Delete Guided Bush Walk' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Guided Bush Walk?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();

  await page.reload();
  const list = page.getByRole('tabpanel');
  await expect(list.getByText('Family Chalet by the Lagoon')).toBeVisible();
  await expect(list.getByText('Guided Bush Walk')).toHaveCount(0);
  await expect(list.getByRole('listitem')).toHaveCount(4);
});

test('a channel’s commission changed on Distribution is kept', async ({ signedInPage: page }) => {
  await page.goto('/organization/distribution');
  const channels = page.getByRole('region', { name: 'Your Channels' });
  await expect(channels.getByText('Online travel agency (OTA) · 15% commission')).toBeVisible();
  await channels.getByRole('button', { name: 'Edit Online travel agencies (OTA)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Online travel agencies (OTA)' });
  await dialog.getByLabel(/^Commission/).fill('18');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(channels.getByText('Online travel agency (OTA) · 18% commission')).toBeVisible();
});
