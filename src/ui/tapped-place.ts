/**
 * Where a person just tapped, for a toast that must keep clear of it (issue 34: "toasts never cover
 * the control that made them"). Its own tiny module, with no UI library in it, so a screen whose
 * toast code loads later (the dashboard, issue 11 budget) can read the place at the tap, before the
 * write is awaited (by then the button may be gone or disabled).
 */

/** A control's vertical extent on screen (CSS px from the viewport's top), as `getBoundingClientRect` gives it. */
export type Box = Pick<DOMRect, 'top' | 'bottom'>;

/** The tapped control's box and, when it sits in a dialog, the boxes of that dialog's other controls. */
export interface TappedPlace {
  control: Box;
  /**
   * The buttons, links and fields of the dialog the control is in (none outside a dialog): a toast over
   * them would swallow the next tap (bug: the undo toast at the bottom covered the booking dialog's
   * Cancel for its six seconds).
   */
  nearby: Box[];
}

const CONTROLS = 'button, a[href], input, select, textarea, [role="button"]';

/** The place of the focused element (what was just tapped), or null when nothing is focused. */
export function tappedPlace(): TappedPlace | null {
  if (typeof document === 'undefined') return null;
  const control = document.activeElement;
  if (!control || control === document.body) return null;
  const dialog = control.closest('[role="dialog"]');
  const nearby = dialog
    ? [...dialog.querySelectorAll(CONTROLS)]
        .filter((element) => element !== control)
        .map((element) => element.getBoundingClientRect())
        .filter((box) => box.width > 0 && box.height > 0)
    : [];
  return { control: control.getBoundingClientRect(), nearby };
}
