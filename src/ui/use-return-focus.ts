import { useLayoutEffect, useRef } from 'react';

/**
 * Focus return for a Mantine Modal or Drawer that may mount already open (issue 12: closing the
 * drawer or a dialog left focus on `<body>`). Mantine records the control to return to only when
 * `opened` changes from false to true; a lazily mounted dialog starts open, so nothing was recorded.
 * This records the focused control whenever the dialog opens (first mount included) and gives it
 * focus back once the closing transition has ended. Spread the result onto the Modal or Drawer.
 */
export function useReturnFocus(opened: boolean): {
  returnFocus: false;
  onExitTransitionEnd: () => void;
} {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!opened) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [opened]);
  return {
    returnFocus: false,
    onExitTransitionEnd: () => {
      const target = opener.current;
      opener.current = null;
      if (target?.isConnected) target.focus();
    },
  };
}
