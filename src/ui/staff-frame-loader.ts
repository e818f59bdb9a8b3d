import { laterWork } from '../lib/later-work';
import { lazyModule } from '../lib/lazy-module';

/**
 * The staff frame's chunk (src/ui/staff-frame.ts: the header's bell and avatar, the bottom bar), loaded
 * once: on a signed-out page after what a sign-in needs (src/lib/later-work.ts), at once elsewhere. A
 * failed fetch is tried again on the next load.
 */
const staffFrame = lazyModule(() => laterWork().then(() => import('./staff-frame')));

/**
 * Loads the staff frame's chunk, once. From then on `loadedStaffFrame` hands its components over and the
 * frame draws them at once, with nothing suspending: main.tsx waits for it before drawing the
 * prerendered shell over, so the bar never blinks out and back in (issue 22).
 */
export const loadStaffFrame = staffFrame.load;

/** The staff frame's components once `loadStaffFrame` has loaded them, else null. */
export const loadedStaffFrame = staffFrame.loaded;
