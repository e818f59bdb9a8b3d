import { describe, expect, it } from 'vitest';
import { undoToastPosition } from '../../../src/ui/undo-toast';

/** A control from `top` to `bottom` (CSS px from the viewport's top). */
const box = (top: number, bottom: number) => ({ top, bottom });

describe('where an undo toast goes (issue 34: never over the control that made it)', () => {
  it('at the top for a control lower on the page', () => {
    expect(undoToastPosition({ control: box(500, 544), nearby: [] }, 844, 0)).toBe('top-center');
  });

  it('at the bottom for a control where the top toasts are drawn', () => {
    expect(undoToastPosition({ control: box(120, 164), nearby: [] }, 844, 0)).toBe('bottom-center');
  });

  it('the offline banner pushes the top toasts down, so a control under it counts as in their way', () => {
    expect(undoToastPosition({ control: box(200, 244), nearby: [] }, 844, 0)).toBe('top-center');
    expect(undoToastPosition({ control: box(200, 244), nearby: [] }, 844, 48)).toBe('bottom-center');
  });

  it('bug: placed at the bottom, the toast covered the booking dialog’s Cancel — it goes where it covers fewer of the dialog’s controls', () => {
    // Tapped low in a dialog whose Cancel and Save sit at the bottom: the top covers nothing.
    const footer = [box(700, 744), box(700, 744)];
    expect(undoToastPosition({ control: box(560, 604), nearby: footer }, 844, 0)).toBe('top-center');
    // Tapped at the top of a dialog: the bottom, unless that covers more than the top.
    const close = box(80, 124);
    expect(undoToastPosition({ control: box(300, 344), nearby: [close, ...footer] }, 844, 0)).toBe(
      'top-center',
    );
    expect(undoToastPosition({ control: box(150, 194), nearby: footer }, 844, 0)).toBe('bottom-center');
  });

  it('with no place known (nothing focused) at the top', () => {
    expect(undoToastPosition(null, 844, 0)).toBe('top-center');
  });
});
