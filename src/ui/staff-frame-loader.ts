import { laterWork } from '../lib/later-work';
import type * as StaffFrame from './staff-frame';

// Module state: the staff frame's chunk once loaded (a cache of a lazily loaded module), so the frame draws
// it without suspending.
let loaded: typeof StaffFrame | null = null;

/**
 * Loads the staff frame's chunk (src/ui/staff-frame.ts: the header's bell and avatar, the bottom bar),
 * once. From then on `loadedStaffFrame` hands its components over and the frame draws them at once,
 * with nothing suspending: main.tsx waits for it before drawing the prerendered shell over, so the bar
 * never blinks out and back in (issue 22).
 */
export function loadStaffFrame(): Promise<typeof StaffFrame> {
  // On a signed-out page, after what a sign-in needs (src/lib/later-work.ts); at once elsewhere.
  return laterWork()
    .then(() => import('./staff-frame'))
    .then((module) => (loaded = module));
}

/** The staff frame's components once `loadStaffFrame` has loaded them, else null. */
export function loadedStaffFrame(): typeof StaffFrame | null {
  return loaded;
}
