import type { Page, Route } from '@playwright/test';
import { createConfirmedUser, expect, newUser, signInWithSession, test, type Backend } from './fixtures';
import { lodgeOf, rowsAsService } from './support/service-rest';

/**
 * Issue 33, "a write in flight is never lost when the page is left": browsers abort a page's fetches
 * when it unloads, so a write still on its way when the person reloads, types an address or closes the
 * tab was lost. The app's supabase-js client now sends every write with `keepalive`
 * (src/lib/supabase/keepalive-fetch.ts), which the browser finishes after the page is gone.
 *
 * How it is shown: the write's request is held by the test (`page.route`) while the page reloads (or
 * the tab is closed), and let go once the new page has loaded (or the tab is gone) — only a request the browser kept after the old page was gone can
 * still reach the lodge then. Without keepalive the same `route.continue()` sends nothing (measured:
 * the lodge's 28 shifts stayed 28); with it the lodge has the change.
 */

/** A signed-in owner of a fresh sample lodge: the page on the dashboard, and their lodge's id. */
async function ownerOfANewLodge(page: Page, backend: Backend): Promise<string> {
  const owner = newUser({ fullName: 'Neo Kgosi' });
  const { id } = await createConfirmedUser(backend, owner);
  await signInWithSession(page, backend, owner);
  return lodgeOf(backend, id);
}

/**
 * Holds every write (not GET/HEAD/OPTIONS) to the REST path matching `path` until `release()`; `held()`
 * says how many are held. A request whose page is gone may fail to continue: that is the test's answer,
 * read from the server.
 */
async function holdWrites(page: Page, path: RegExp) {
  const waiting: (() => void)[] = [];
  let released = false;
  let count = 0;
  await page.route(path, async (route: Route) => {
    if (['GET', 'HEAD', 'OPTIONS'].includes(route.request().method())) return route.fallback();
    count += 1;
    if (!released) await new Promise<void>((resolve) => waiting.push(resolve));
    await route.continue().catch(() => undefined);
  });
  return {
    held: () => count,
    release: () => {
      released = true;
      waiting.splice(0).forEach((resolve) => resolve());
    },
  };
}

/**
 * The owner of a new lodge on Staff turns the rota's first on-shift switch, its write held (not yet at
 * the lodge): the lodge's shift count to poll (the test's hand: service role), the count the lodge
 * must reach, the switch's name and the state it was turned to, and the held writes.
 */
async function turnOnShiftHeld(page: Page, backend: Backend) {
  const lodgeId = await ownerOfANewLodge(page, backend);
  const shifts = async () => (await rowsAsService(backend, `shifts?lodge_id=eq.${lodgeId}&select=id`)).length;
  await page.goto('/organization/staff');
  const rota = page.getByRole('region', { name: 'Rota' });
  await expect(rota.getByRole('status')).toHaveText(/^\d of 4 on shift today\.$/);
  const before = await shifts();
  const onShift = page.getByRole('switch', { name: /^On shift: / }).first();
  const name = (await onShift.getAttribute('aria-label')) ?? '';
  const wasOn = await onShift.isChecked();
  const writes = await holdWrites(page, /\/rest\/v1\/shifts/);
  await onShift.setChecked(!wasOn);
  await expect.poll(writes.held).toBe(1);
  return { shifts, expected: wasOn ? before - 1 : before + 1, name, turnedOn: !wasOn, writes };
}

test('bug: the rota’s on-shift switch was lost when the page was reloaded while it was being saved', async ({
  page,
  backend,
}) => {
  const { shifts, expected, name, turnedOn, writes } = await turnOnShiftHeld(page, backend);
  // The person leaves while the switch is still turning (the lodge does not have it yet).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  writes.release();

  await expect.poll(shifts).toBe(expected);
  // And the screen shows the lodge's truth.
  await page.reload();
  await expect(page.getByRole('switch', { name })).toBeChecked({ checked: turnedOn });
});

test('bug: a daily note saved online was lost when the page was reloaded while it was being sent', async ({
  page,
  backend,
}) => {
  const lodgeId = await ownerOfANewLodge(page, backend);
  const text = 'Generator serviced, oil changed';
  /** The note as the server keeps it (the test's hand: service role). */
  const kept = async () =>
    (
      await rowsAsService(
        backend,
        `daily_notes?lodge_id=eq.${lodgeId}&body=eq.${encodeURIComponent(text)}&select=id`,
      )
    ).length;

  const writes = await holdWrites(page, /\/rest\/v1\/daily_notes/);
  await page.getByRole('button', { name: 'Add Note' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Note' });
  await dialog.getByLabel('Note').fill(text);
  await dialog.getByRole('button', { name: 'Add Note' }).click();
  // Sent online (the commands table's send), not queued: no answer has come yet.
  await expect.poll(writes.held).toBe(1);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  writes.release();

  await expect.poll(kept).toBe(1);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Notes for today' }).getByText(text)).toBeVisible();
  await expect(page.getByText(/waiting to send/)).toHaveCount(0);
});

test('bug: the rota’s on-shift switch was lost when the tab was closed a moment after the tap', async ({
  page,
  context,
  backend,
}) => {
  const { shifts, expected, name, turnedOn, writes } = await turnOnShiftHeld(page, backend);
  await page.close();
  writes.release();

  await expect.poll(shifts).toBe(expected);
  const again = await context.newPage();
  await again.goto('/organization/staff');
  await expect(again.getByRole('switch', { name })).toBeChecked({ checked: turnedOn });
});
