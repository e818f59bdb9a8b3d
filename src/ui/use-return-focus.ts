import { useLayoutEffect, useRef } from 'react';

/** One open (or still closing) dialog: where its focus goes back to. */
interface FocusReturn {
  /** The control focused when the dialog opened. */
  opener: HTMLElement | null;
  /**
   * Where the dialog that contained `opener` would have returned focus: a dialog opened from inside
   * another (Booking → Edit booking) outlives its opener, which leaves with the first dialog.
   */
  fallback: HTMLElement | null;
  /** The dialog `opener` sits in (a note's Delete in Booking), which stays open under this one. */
  container: HTMLElement | null;
}

/** Dialogs open or closing now, oldest first (module state: there is one document). */
const openDialogs: FocusReturn[] = [];

const focusedControl = (): HTMLElement | null => {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
};

/**
 * The screen's title (its one h1), made focusable from script only: where focus goes when the control
 * that opened a dialog left with what the dialog removed (Delete on a product's card).
 */
function screenHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('main h1, h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading;
}

/**
 * Focus return for a Mantine Modal or Drawer (issue 12: closing the drawer or a dialog left focus on
 * `<body>`). Mantine records the control to return to only when `opened` changes from false to true;
 * a lazily mounted dialog starts open, so nothing was recorded. This records the focused control
 * whenever the dialog opens (first mount included) and gives it focus back once the closing
 * transition has ended. A dialog opened from inside another one (whose opener is gone by the time it
 * closes) returns focus to where the outer dialog came from; a dialog that ends its closing
 * transition while another one is open leaves focus to that one. When the opener is gone (the card
 * whose Delete opened it was deleted), focus goes to the screen's h1. Spread the result onto the Modal or
 * Drawer.
 */
export function useReturnFocus(opened: boolean): {
  returnFocus: false;
  onExitTransitionEnd: () => void;
} {
  const entry = useRef<FocusReturn | null>(null);
  useLayoutEffect(() => {
    if (!opened) return;
    const opener = focusedControl();
    const container = opener?.closest<HTMLElement>('[role="dialog"]') ?? null;
    const outer = container ? openDialogs.at(-1) : undefined;
    const next: FocusReturn = {
      opener,
      fallback: outer ? (outer.opener ?? outer.fallback) : null,
      container,
    };
    if (entry.current) openDialogs.splice(openDialogs.indexOf(entry.current), 1);
    entry.current = next;
    openDialogs.push(next);
  }, [opened]);
  // Unmounted without a closing transition (the page changed): forget it.
  useLayoutEffect(
    () => () => {
      if (entry.current) openDialogs.splice(openDialogs.indexOf(entry.current), 1);
      entry.current = null;
    },
    [],
  );
  return {
    returnFocus: false,
    onExitTransitionEnd: () => {
      const closed = entry.current;
      if (!closed) return;
      openDialogs.splice(openDialogs.indexOf(closed), 1);
      entry.current = null;
      const outer = closed.container;
      if (openDialogs.length > 0) {
        // Opened from inside a dialog still open (a note's Delete in a booking): back to that
        // control, or to that dialog when the control went with what was deleted. Otherwise the
        // dialog still open was opened from this one, and focus stays with it.
        if (outer?.isConnected) (closed.opener?.isConnected ? closed.opener : outer).focus();
        return;
      }
      const target = [closed.opener, closed.fallback].find((element) => element?.isConnected);
      if (target) target.focus();
      else screenHeading()?.focus();
    },
  };
}
