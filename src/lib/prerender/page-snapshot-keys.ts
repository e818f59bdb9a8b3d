/**
 * Where page snapshots are kept, and their removal (issue 22; the rest is in ./page-snapshot.ts). A
 * module of its own so the day pack's sign-out wipe, which loads with the signed-in start, does not
 * bring the snapshot code into that start's download.
 */

/** Where the paint script looks: `${SNAPSHOT_KEY_PREFIX}${pathname}` (head-scripts.ts writes it into its text). */
export const SNAPSHOT_KEY_PREFIX = 'ecolodge.page-snapshot:';

/** The kept page's shape version: the paint script shows only a snapshot of this version. */
export const SNAPSHOT_VERSION = 1;

/** Removes every kept page (sign-out wipes them with the day pack). Never throws. */
export function forgetPageSnapshots(): void {
  try {
    for (const key of Object.keys(localStorage))
      if (key.startsWith(SNAPSHOT_KEY_PREFIX)) localStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing was kept either.
  }
}
