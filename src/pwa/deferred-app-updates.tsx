import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { laterWork } from '../lib/later-work';

type AppUpdatesComponent = ComponentType<{ aboveBottomBar: boolean }>;

const appUpdates = () => import('./app-updates');
/**
 * On a signed-out page after what a Sign In needs (src/lib/later-work.ts), then at a quiet moment. The
 * quiet-moment code loads then (with the sync's chunk, which uses it too): not in the first download.
 */
const afterLaterWorkQuiet = () =>
  laterWork()
    .then(() => import('../lib/quiet-moment'))
    .then(({ quietMoment }) => quietMoment());
const AppUpdates = lazy(appUpdates);

/**
 * Mounts the service worker's registration and its update prompt once the first screen has painted
 * (issue 9: `/auth/login`'s first download must not grow; issue 11's budget) and the person has stopped
 * tapping for a moment (`quietMoment`, issue 22: the new worker's precache of every file of the app ran
 * during the first taps on a screen and made them wait); on a signed-out page not before what a Sign In
 * needs has been fetched (`laterWork`, issue 22).
 * `whenQuiet` and `load` are the moment and the module (tests give their own).
 */
export function DeferredAppUpdates({
  aboveBottomBar,
  whenQuiet = afterLaterWorkQuiet,
  load,
}: {
  aboveBottomBar: boolean;
  whenQuiet?: () => Promise<void>;
  load?: () => Promise<{ default: AppUpdatesComponent }>;
}) {
  const [Loaded] = useState(() => (load ? lazy(load) : AppUpdates));
  const [quiet, setQuiet] = useState(false);
  // Effects of the first render run after it painted; the quiet moment comes after that.
  useEffect(() => {
    let live = true;
    void whenQuiet().then(() => {
      if (live) setQuiet(true);
    });
    return () => {
      live = false;
    };
  }, [whenQuiet]);
  return quiet ? (
    <Suspense fallback={null}>
      <Loaded aboveBottomBar={aboveBottomBar} />
    </Suspense>
  ) : null;
}
