import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { dayPackKeys, waitForLodgeDayPack } from './support/day-pack';

/**
 * Review of issue 22, "No work twice": a signed-in start fetched the dashboard's bookings twice — the
 * loader read the server (no day pack copy of the lodge's rows was kept yet), then the router reloaded
 * when the lodge list answered and repeated the same requests. Now the screens are read again only when
 * one of them was given the phone's copy.
 */

/** Removes the lodge's rows from the day pack (the lodges themselves stay kept), as before the first pull. */
async function dropLodgeRows(page: Page): Promise<void> {
  const keys = (await dayPackKeys(page)).filter((key) => key.includes(':lodge:'));
  await page.evaluate(
    (doomed) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('ecolodge-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const transaction = db.transaction('keyval', 'readwrite');
          for (const key of doomed) transaction.objectStore('keyval').delete(key);
          transaction.oncomplete = () => {
            db.close();
            resolve();
          };
          transaction.onerror = () => reject(transaction.error);
        };
      }),
    keys,
  );
}

test("a cold signed-in start fetches the dashboard's bookings twice: now once", async ({
  signedInPage: page,
  backend,
}) => {
  test.setTimeout(60_000);
  await expect(page.getByRole('button', { name: 'Morning Mokoro Excursion' })).toBeVisible();
  await waitForLodgeDayPack(page);
  // The sync's pull gets no answer, so the lodge's rows are not kept again before the start is measured.
  await page.route(`${backend.apiUrl}/rest/v1/rpc/day_pack_changes`, (route) => route.abort('failed'));
  await dropLodgeRows(page);

  const bookingsRequests: string[] = [];
  let lodgesAnswered = false;
  page.on('request', (request) => {
    if (request.method() === 'GET' && request.url().startsWith(`${backend.apiUrl}/rest/v1/bookings?`))
      bookingsRequests.push(request.url());
  });
  page.on('requestfinished', (request) => {
    if (request.url().startsWith(`${backend.apiUrl}/rest/v1/lodge_members?`)) lodgesAnswered = true;
  });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Morning Mokoro Excursion' })).toBeVisible();
  // The lodge list has answered (the moment the router used to reload) and the page has settled.
  await expect.poll(() => lodgesAnswered).toBe(true);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: 'Morning Mokoro Excursion' })).toBeVisible();
  // The dashboard's activities once; the Today card's stays (issue 31) are another read, also once.
  expect(bookingsRequests.filter((url) => url.includes('kind=eq.activity'))).toHaveLength(1);
  expect(new Set(bookingsRequests).size).toBe(bookingsRequests.length);
});
