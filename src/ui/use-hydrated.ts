import { useLayoutEffect, useState, useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the page is prerendered (build time) and while React hydrates that HTML, true on every
 * later render and whenever the app renders on its own (issue 22). A component whose markup depends
 * on the phone (who is signed in, the current address, the network) draws what the prerendered HTML
 * holds until this turns true, so hydration finds the same markup. It turns true in a layout effect,
 * so the real screen is drawn in the same task as the hydration, before the browser paints — not
 * after other work (the lodge list's answer reloading the routes) has slipped in between.
 */
export function useHydrated(): boolean {
  const rendersOnItsOwn = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  const [hydrated, setHydrated] = useState(rendersOnItsOwn);
  useLayoutEffect(() => {
    if (!hydrated) setHydrated(true);
  }, [hydrated]);
  return hydrated;
}
