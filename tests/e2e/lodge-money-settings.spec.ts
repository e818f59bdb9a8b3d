import { createConfirmedUser, expect, newUser, test, signInWithSession } from './fixtures';

/**
 * Issue 35 item 1: the lodge's money settings (currency, community share) are read with the lodge,
 * beside its time zone, and reach the screens through the router's context — no screen keeps its own
 * copy of the currency. The lodge actor's copy keeps them for an offline start.
 */
test('the lodge’s currency is read and kept with the lodge: Products prices in it, after a reload too', async ({
  page,
  backend,
}) => {
  test.setTimeout(120_000);
  const owner = newUser();
  await createConfirmedUser(backend, owner);
  await signInWithSession(page, backend, owner);
  await page.goto('/organization/products');
  const mokoro = page.getByRole('listitem').filter({ hasText: 'Mokoro Excursion' }).first();
  await expect(mokoro).toContainText(/P\s[\d,]+\.\d\d/);

  // After a reload the app opens on the lodge actor's kept copy of the lodge (issue 11), currency included.
  // (Offline the Products screen shows no prices at all: the day pack's products carry none.)
  await page.reload();
  await expect(mokoro).toContainText(/P\s[\d,]+\.\d\d/);
  const kept = await page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('ecolodge-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const stores = [...open.result.objectStoreNames];
          const read = open.result
            .transaction(stores, 'readonly')
            .objectStore(stores[0] ?? '')
            .getAll();
          read.onsuccess = () => resolve(JSON.stringify(read.result));
          read.onerror = () => reject(read.error);
        };
      }),
  );
  expect(kept).toContain('"currency":"BWP"');
});
