import { useEffect, useState, type ComponentType } from 'react';
import { laterQuietMoment } from '../lib/later-quiet-moment';
import { whenOnlineAgain } from '../lib/network/online';

type AppUpdatesComponent = ComponentType<{ aboveBottomBar: boolean }>;

const appUpdates = () => import('./app-updates');

/**
 * Mounts the service worker's registration and its update prompt once the first screen has painted
 * (issue 9: `/auth/login`'s first download must not grow; issue 11's budget) and the person has stopped
 * tapping for a moment (`quietMoment`, issue 22: the new worker's precache of every file of the app ran
 * during the first taps on a screen and made them wait); on a signed-out page not before what a Sign In
 * needs has been fetched (`laterWork`, issue 22).
 *
 * Its code is fetched first and drawn only once it is here. Before the service worker is installed
 * nothing keeps that code on the phone, so a phone that lost its signal before the quiet moment cannot
 * fetch it: it is fetched again when the signal returns, and meanwhile nothing shows. (Bug: as a
 * `React.lazy` component the failed fetch was thrown while rendering, and the router's "Something went
 * wrong!" replaced the whole screen — a check-in made offline early after opening the app vanished.)
 * `whenQuiet` and `load` are the moment and the module (tests give their own).
 */
export function DeferredAppUpdates({
  aboveBottomBar,
  whenQuiet = laterQuietMoment,
  load = appUpdates,
}: {
  aboveBottomBar: boolean;
  whenQuiet?: () => Promise<void>;
  load?: () => Promise<{ default: AppUpdatesComponent }>;
}) {
  const [Loaded, setLoaded] = useState<AppUpdatesComponent | null>(null);
  // Effects of the first render run after it painted; the quiet moment comes after that.
  useEffect(() => {
    let live = true;
    let stopWaiting: (() => void) | null = null;
    // No signal (and no service worker yet to keep the code): tried again when the signal returns.
    const againWhenOnline = () => {
      if (!live) return;
      stopWaiting?.();
      stopWaiting = whenOnlineAgain(() => {
        stopWaiting?.();
        stopWaiting = null;
        start();
      });
    };
    const fetchCode = () =>
      load().then((module) => {
        if (live) setLoaded(() => module.default);
      });
    function start() {
      whenQuiet()
        .then(() => (live ? fetchCode() : undefined))
        .catch(againWhenOnline);
    }
    start();
    return () => {
      live = false;
      stopWaiting?.();
    };
  }, [whenQuiet, load]);
  return Loaded ? <Loaded aboveBottomBar={aboveBottomBar} /> : null;
}
