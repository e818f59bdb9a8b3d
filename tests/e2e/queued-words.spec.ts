import type { Page } from '@playwright/test';
import { createConfirmedUser, expect, newUser, signInWithSession, test } from './fixtures';
import { memberOf } from './support/lodge-people';
import { lodgeOf, rowsAsService } from './support/service-rest';
import { waitForLodgeDayPack } from './support/day-pack';
import { onEveryPhone } from './support/phone-sizes';
import { waitUntilAtRest } from './support/at-rest';

/**
 * Issue 33 "what a person saw saved is saved": a change made with no signal waits on the phone, and
 * its toast says so ("Role change saved on this phone — waiting to send"), never the words of a
 * change the lodge has ("Kabo Sekgoma is now trustee"); with the signal back it is sent.
 */

/** Picks `role` in Kabo's Role list on the Team page. */
async function pickKaboRole(page: Page, role: string) {
  await page.getByRole('combobox', { name: 'Role of Kabo Sekgoma' }).click();
  await page.getByRole('option', { name: role, exact: true }).click();
}

test('bug: a Team role change made offline said "Kabo Sekgoma is now trustee" — it says it waits on the phone, and is sent when the signal is back', async ({
  page,
  context,
  backend,
}) => {
  test.setTimeout(120_000);
  const neo = newUser({ fullName: 'Neo Kgosi' });
  const { id: neoId } = await createConfirmedUser(backend, neo);
  await signInWithSession(page, backend, neo);
  const lodgeId = await lodgeOf(backend, neoId);
  const kabo = await memberOf(backend, lodgeId, 'staff', 'Kabo Sekgoma');
  /** Kabo's role as the server keeps it (the test's hand: service role). */
  const kaboRole = async () =>
    (
      await rowsAsService(backend, `lodge_members?lodge_id=eq.${lodgeId}&user_id=eq.${kabo.id}&select=role`)
    )[0]?.role;
  const role = page.getByRole('combobox', { name: 'Role of Kabo Sekgoma' });
  const toast = (words: string) => page.locator('.mantine-Notification-root').filter({ hasText: words });

  await page.goto('/organization/team');
  await expect(role).toHaveValue('Staff');
  // With a signal the lodge has it at once, and the toast says the screen's own words. (This first
  // change also loads the code that sends changes: this spec runs without the service worker.)
  await pickKaboRole(page, 'Manager');
  await expect(toast('Kabo Sekgoma is now manager')).toBeVisible();
  expect(await kaboRole()).toBe('manager');
  await waitForLodgeDayPack(page);

  // No signal: the change waits on the phone, and the toast says so.
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible();
  await pickKaboRole(page, 'Trustee');
  const kept = toast('Role change saved on this phone — waiting to send');
  await expect(kept).toBeVisible();
  await expect(toast('Kabo Sekgoma is now trustee')).toHaveCount(0);
  await expect(page.getByText('1 change waiting to send')).toBeVisible();
  await expect(role).toHaveValue('Trustee');
  expect(await kaboRole()).toBe('manager');

  // The toast at 390 × 844 and 320 × 640, light and dark: whole on the phone (screenshots under
  // SHOTS_DIR when set). Held open under the pointer (Mantine pauses a toast's timer on hover).
  await onEveryPhone(page, async (width, scheme) => {
    await kept.hover();
    await waitUntilAtRest(kept);
    const box = (await kept.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    if (process.env.SHOTS_DIR)
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/role-kept-on-phone-${width}-${scheme}.png` });
  });

  // The signal is back: the change is sent, nothing waits, and the lodge has it.
  await context.setOffline(false);
  await expect(page.getByText('1 change waiting to send')).toBeHidden({ timeout: 20_000 });
  await expect.poll(kaboRole, { timeout: 20_000 }).toBe('trustee');
  await page.reload();
  await expect(role).toHaveValue('Trustee');
  await expect(page.getByText(/waiting to send/)).toHaveCount(0);
});
