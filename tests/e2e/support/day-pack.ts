import type { Page } from '@playwright/test';

/**
 * The keys kept in the day pack's IndexedDB store (`ecolodge-offline`, idb-keyval's `keyval` store:
 * src/lib/offline/lodge-pack.ts), read in the page; [] when the database or store does not exist.
 * @throws when IndexedDB refuses to open or read it.
 */
export function dayPackKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('ecolodge-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) {
            db.close();
            return resolve([]);
          }
          const keys = db.transaction('keyval').objectStore('keyval').getAllKeys();
          keys.onsuccess = () => {
            db.close();
            resolve(keys.result.map(String));
          };
          keys.onerror = () => reject(keys.error);
        };
      }),
  );
}
