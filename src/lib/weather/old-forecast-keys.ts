/** The prefix the forecast was kept under in localStorage before it moved into the day pack (issue 18). */
const OLD_PREFIX = 'ecolodge.forecast.';

/**
 * Removes every `ecolodge.forecast.<lodgeId>` key an older version left in `storage`: the forecast now
 * lives in the person's day pack (wiped at sign-out), so these copies were never read again and
 * outlived sign-out (review of issues 18–19). Returns how many went. Storage that cannot be read (private mode,
 * blocked) is left alone.
 */
export function removeOldForecastKeys(storage: Pick<Storage, 'key' | 'length' | 'removeItem'>): number {
  try {
    const old: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(OLD_PREFIX)) old.push(key);
    }
    for (const key of old) storage.removeItem(key);
    return old.length;
  } catch {
    return 0;
  }
}

// Module state: the old localStorage keys are removed once per page.
let done = false;

/** `removeOldForecastKeys(localStorage)` the first time it is called in this run of the app only. */
export function removeOldForecastKeysOnce(): void {
  if (done) return;
  done = true;
  if (typeof localStorage !== 'undefined') removeOldForecastKeys(localStorage);
}
