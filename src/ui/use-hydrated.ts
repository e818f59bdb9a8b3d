import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the page is prerendered (build time) and while React hydrates that HTML, true on every
 * later render and whenever the app renders on its own (issue 22). A component whose markup depends
 * on the phone (who is signed in, the current address, the network) draws what the prerendered HTML
 * holds until this turns true, so hydration finds the same markup; React re-renders right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
