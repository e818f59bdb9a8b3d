import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { useRouter } from '@tanstack/react-router';

/** Ids of the open dialogs that listen for Back, oldest first; only the newest answers. */
const listening: string[] = [];

/**
 * A phone's Back button closes what is open instead of leaving the page (issue 12: Back left the
 * page under an open dialog and threw the typed text away). While `opened`, a Back (or a history
 * jump) is held by a blocker on the router's history (`router.history.block`, what TanStack Router's
 * `useBlocker` wraps, without its location matching the bundle does not need), which puts the
 * address back, and
 * `onBack` runs instead: it closes the dialog, or asks first when something was typed. Forward
 * navigations (links, redirects after a save or a signed-out session) are never held. With several
 * dialogs open (one over another), only the newest answers Back.
 *
 * Limit: a page opened straight from outside has no entry behind it; there the browser's Back
 * leaves the app before any page script hears of it.
 */
export function useBackCloses(opened: boolean, onBack: () => void): void {
  const id = useId();
  const latest = useRef(onBack);
  useLayoutEffect(() => {
    latest.current = onBack;
  });
  const history = useRouter({ warn: false })?.history;
  useEffect(() => {
    if (!opened) return;
    listening.push(id);
    const unblock = history?.block({
      // BACK is one step back; GO is a jump (history.go(-n), or a Back pressed twice quickly).
      blockerFn: ({ action }) => {
        if (action !== 'BACK' && action !== 'GO') return false;
        if (listening.at(-1) !== id) return false;
        latest.current();
        return true;
      },
      enableBeforeUnload: false,
    });
    return () => {
      unblock?.();
      listening.splice(listening.lastIndexOf(id), 1);
    };
  }, [opened, id, history]);
}
