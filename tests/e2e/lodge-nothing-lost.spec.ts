import type { Browser, Page } from '@playwright/test';
import { holdToastAtRest } from './support/at-rest';
import { createConfirmedUser, expect, newUser, test, type Backend, signInWithSession } from './fixtures';
import { memberOf } from './support/lodge-people';
import { asService, lodgeOf } from './support/service-rest';

/**
 * Issue 18 "Nothing typed is lost" and "Everything the sample notice promises", end to end on the real
 * backend: a note typed offline cannot be saved beyond the column's 2,000 characters; a write refused
 * because the person's role changed while it waited shows in Needs attention in plain words, can be
 * copied, edited and sent; a manager edits and deletes a review; the offline banner stays in view and
 * no toast covers it.
 */

/** The owner's lodge with a second person in it as `role`, who signs in on a phone of their own. */
async function lodgeWithMember(
  browser: Browser,
  backend: Backend,
  baseURL: string,
  owner: { page: Page; id: string },
  role: 'manager' | 'staff',
  fullName: string,
) {
  const lodgeId = await lodgeOf(backend, owner.id);
  const person = await memberOf(backend, lodgeId, role, fullName);
  const { id } = person;
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  await signInWithSession(page, backend, person);
  return { lodgeId, userId: id, page, context };
}

/** Signs up an owner (a new sample lodge) on `page`. */
async function signedInOwner(page: Page, backend: Backend) {
  const owner = newUser({ fullName: 'Mpho Dube' });
  const { id } = await createConfirmedUser(backend, owner);
  await signInWithSession(page, backend, owner);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 30_000 });
  return { page, id };
}

const setRole = (backend: Backend, lodgeId: string, userId: string, role: string) =>
  asService(backend, 'PATCH', `lodge_members?lodge_id=eq.${lodgeId}&user_id=eq.${userId}`, { role });

test('a 3,000-character note typed offline stops at 2,000; refused after a role change, it is explained, copied, edited and sent', async ({
  page,
  backend,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const owner = await signedInOwner(page, backend);
  const staff = await lodgeWithMember(browser, backend, baseURL ?? '', owner, 'staff', 'Kago Dintwe');
  const phone = staff.page;
  await expect(phone.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 30_000 });

  // A first note with a signal loads the code that saves notes: this spec runs without the service
  // worker that keeps every screen's code offline (offline-writes.spec.ts covers that).
  await phone.getByRole('button', { name: 'Add Note' }).click();
  const dialog = phone.getByRole('dialog', { name: 'Add Note' });
  await dialog.getByLabel('Note').fill('Radio checked');
  await dialog.getByRole('button', { name: 'Add Note' }).click();
  await expect(dialog).toBeHidden();
  await phone.getByRole('button', { name: 'Add Note' }).click();
  await expect(dialog.getByLabel('Note')).toBeVisible();
  await staff.context.setOffline(true);
  await expect(phone.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible();
  const typed = 'Handover: boat 2 leaks at the stern. '.repeat(90).slice(0, 3000);
  expect(typed).toHaveLength(3000);
  await dialog.getByLabel('Note').fill(typed);
  // The field refuses more than the column's 2,000 and says so as typed.
  await expect(dialog.getByLabel('Note')).toHaveValue(typed.slice(0, 2000));
  await expect(dialog.getByText('2,000 / 2,000')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add Note' }).click();
  await expect(dialog).toBeHidden();
  await expect(phone.getByText('1 change waiting to send')).toBeVisible();

  // While the note waits, the owner makes Kago a trustee.
  await setRole(backend, staff.lodgeId, staff.userId, 'trustee');
  await staff.context.setOffline(false);
  await expect(phone.getByText('1 change needs attention')).toBeVisible({ timeout: 20_000 });
  await phone.getByRole('button', { name: 'Review' }).click();
  const attention = phone.getByRole('dialog', { name: 'Needs attention' });
  await expect(
    attention.getByText('Your role changed to Trustee, so you can no longer add notes.'),
  ).toBeVisible({ timeout: 15_000 });
  await expect(attention.getByText(/row-level security|daily_notes|policy/)).toHaveCount(0);
  await expect(attention.getByRole('button', { name: 'Try again' })).toHaveCount(0);

  await attention.getByRole('button', { name: 'Copy' }).click();
  await expect(attention.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await phone.evaluate(() => navigator.clipboard.readText())).toBe(typed.slice(0, 2000));

  // The owner gives the role back; Kago shortens the note and sends it.
  await setRole(backend, staff.lodgeId, staff.userId, 'staff');
  await attention.getByRole('button', { name: 'Edit' }).click();
  const field = attention.getByRole('textbox', { name: 'Note' });
  await expect(field).toHaveValue(typed.slice(0, 2000));
  await field.fill('Handover: boat 2 leaks at the stern.');
  await attention.getByRole('button', { name: 'Send' }).click();
  await expect(attention.getByText('Nothing needs attention.')).toBeVisible();
  await attention.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(phone.getByText(/change needs attention|waiting to send/)).toHaveCount(0, { timeout: 20_000 });
  const notes = (await asService(
    backend,
    'GET',
    `daily_notes?lodge_id=eq.${staff.lodgeId}&body=like.Handover*&select=body`,
  )) as { body: string }[];
  expect(notes).toEqual([{ body: 'Handover: boat 2 leaks at the stern.' }]);
  await staff.context.close();
});

test('a manager edits and deletes a review on Guest Experience', async ({
  page,
  backend,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const owner = await signedInOwner(page, backend);
  const manager = await lodgeWithMember(browser, backend, baseURL ?? '', owner, 'manager', 'Lesedi Tau');
  const phone = manager.page;
  await phone.goto('/experience');
  const reviews = phone.getByRole('region', { name: 'Guest Reviews' });
  await reviews.getByRole('button', { name: 'Edit review by James Okafor' }).click();
  const edit = phone.getByRole('dialog', { name: 'Edit the review by James Okafor' });
  await edit
    .getByRole('textbox', { name: /Review/ })
    .fill('Lovely tent and warm staff. Hot water is fixed now.');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(phone.getByText('Review saved')).toBeVisible();
  await expect(reviews.getByText('Lovely tent and warm staff. Hot water is fixed now.')).toBeVisible();

  await reviews.getByRole('button', { name: 'Delete review by Claire Martin' }).click();
  const confirm = phone.getByRole('dialog', { name: 'Delete the review by Claire Martin?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(phone.getByText('Review deleted')).toBeVisible();
  await expect(reviews.getByText('Claire Martin')).toHaveCount(0);
  // The owner's phone sees the same (one lodge, one truth).
  await page.goto('/experience');
  await expect(page.getByText('Lovely tent and warm staff. Hot water is fixed now.')).toBeVisible();
  await expect(page.getByText('Claire Martin')).toHaveCount(0);
  await manager.context.close();
});

test('the offline banner stays in view while scrolling, and no toast covers it', async ({
  signedInPage: page,
  context,
}) => {
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 30_000 });
  await context.setOffline(true);
  const banner = page.getByRole('status').filter({ hasText: "You're offline" });
  await expect(banner).toBeVisible();
  await page.mouse.wheel(0, 2000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  const stuck = await banner.boundingBox();
  expect(stuck?.y).toBeGreaterThanOrEqual(56);
  expect(stuck?.y).toBeLessThan(80);

  await page.getByRole('button', { name: /^Notifications/ }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Lodge notice' });
  await expect(toast).toBeVisible();
  // Measured where the toast comes to rest, once no transition runs (as ux-toasts.spec.ts does): it
  // slides in, and mid-slide it was measured 1.6 px over the banner once the sign-in got faster.
  await holdToastAtRest(toast);
  const [bannerBox, toastBox] = [await banner.boundingBox(), await toast.boundingBox()];
  if (!bannerBox || !toastBox) throw new Error('banner or toast not laid out');
  // The toast starts below the banner's bottom edge: they never overlap.
  expect(toastBox.y).toBeGreaterThanOrEqual(bannerBox.y + bannerBox.height);
});

test('a write made while pulling is sent when the pull is done, not 5 minutes later', async ({
  signedInPage: page,
}) => {
  // The day pack's pull is held: the app's first round is still pulling when the note is written.
  let releasePull = () => {};
  const pullReleased = new Promise<void>((resolve) => (releasePull = resolve));
  let pulls = 0;
  await page.route(/\/rest\/v1\/rpc\/day_pack_changes/, async (route) => {
    pulls += 1;
    await pullReleased;
    return route.continue();
  });
  // The note's own send gets no answer (a signal that drops): it waits in the outbox for the sync.
  let sends = 0;
  await page.route(/\/rest\/v1\/daily_notes/, (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    sends += 1;
    return sends === 1 ? route.abort('connectionreset') : route.continue();
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect.poll(() => pulls).toBe(1);

  await page.getByRole('button', { name: 'Add Note' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Note' });
  await dialog.getByLabel('Note').fill('Fuel delivered, tank 2 full');
  await dialog.getByRole('button', { name: 'Add Note' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/1 change waiting to send/)).toBeVisible();

  releasePull();
  // The next round starts as soon as the pull is done: the note is sent at once.
  await expect(page.getByText(/waiting to send/)).toHaveCount(0, { timeout: 15_000 });
  expect(sends).toBe(2);
});
