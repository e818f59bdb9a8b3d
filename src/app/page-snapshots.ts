import { keepPageSnapshots, type SnapshotRouter } from '../lib/prerender/page-snapshot';
import { selectUserId } from '../lib/auth/auth-selectors';
import { copyMarkText } from '../ui/copy-mark';
import { authActor } from './auth-actor';

/**
 * Keeps page snapshots of `root` for the signed-in person (issue 22; src/lib/prerender/page-snapshot.ts).
 * Loaded after the first screen has drawn, so the sign-in page's first download does not grow.
 * @returns a function that stops it.
 */
export function keepPageSnapshotsOf(router: SnapshotRouter, root: HTMLElement): () => void {
  return keepPageSnapshots({
    router,
    root,
    userId: () => selectUserId(authActor.getSnapshot()),
    markText: (at) => ` · ${copyMarkText(at)}`,
  });
}
