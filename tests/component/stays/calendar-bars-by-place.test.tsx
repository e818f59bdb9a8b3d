import { useState } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CalendarScreen } from '../../../src/features/stays/calendar-screen';
import type { CalendarData } from '../../../src/features/stays/stays.data';
import { calendarDays, calendarStay } from '../../support/calendar-fixtures';
import { testLodge } from '../../support/lodge-fixtures';
import { renderScreen } from '../../support/render';

/**
 * Issue 31, "It scrolls at 60 fps on a cheap phone (4× CPU) with 20 rooms × 31 days" (bench:web,
 * Next/Previous): each bar was keyed by its stay, so every move removed the month's ~300 bars and
 * made ~300 new ones. Bars are now kept by their place in the row and only their words and columns
 * change — except the grid's focusable bar, kept with its stay, so focus never slides to another guest.
 */
const march = calendarDays(3, '2027-03-01', '2027-03-02', '2027-03-05');
const later = calendarDays(3, '2027-03-15', '2027-03-16', '2027-03-18');

// Module state: the harness's data setter, so a test changes the data without a click moving focus.
let setShown: (data: CalendarData) => void = () => undefined;

function Harness() {
  const [data, setData] = useState(march);
  setShown = setData;
  return <CalendarScreen data={data} lodge={testLodge('owner')} />;
}

const grid = () => screen.getByRole('grid', { name: 'Rooms by day' });
const rowOf = (name: string) => within(grid()).getByRole('row', { name });
const barsOf = (name: string) => within(rowOf(name)).queryAllByRole('gridcell', { name: /^Guest / });

describe('issue 31: the calendar keeps its bar elements across moves', () => {
  it('bench:web calendar Next: the new days reuse the bars drawn before (same elements, new stays)', async () => {
    await renderScreen(<Harness />);
    await within(grid()).findByRole('gridcell', { name: /^Guest 3, / });
    const before = ['Tent 1', 'Tent 2', 'Tent 3'].map((room) => barsOf(room)[0]!);

    act(() => setShown(later));

    await within(grid()).findByRole('gridcell', { name: 'Guest 3, Confirmed, 16–18 Mar, Tent 3' });
    ['Tent 1', 'Tent 2', 'Tent 3'].forEach((room, index) => {
      const [bar] = barsOf(room);
      expect(bar).toHaveAccessibleName(`Guest ${index + 1}, Confirmed, 16–18 Mar, ${room}`);
      expect(bar).toBe(before[index]);
    });
  });

  it('the focused bar keeps focus and its stay when a stay is added before it in its row', async () => {
    const user = userEvent.setup();
    await renderScreen(<Harness />);
    await within(grid()).findByRole('gridcell', { name: /^Guest 3, / });
    // The grid's focusable cell: Tent 1 today (1 Mar); one step right is Guest 1's bar (2–5 Mar).
    act(() => grid().querySelector<HTMLElement>('[tabindex="0"]')!.focus());
    await user.keyboard('{ArrowRight}');
    const focused = document.activeElement;
    expect(focused).toHaveAccessibleName('Guest 1, Confirmed, 2–5 Mar, Tent 1');

    // Another phone books Tent 1 for the night before it; the row now draws that bar first.
    const earlier = { ...calendarStay(0, '2027-03-01', '2027-03-02'), id: 'early', guestName: 'Kagiso' };
    act(() => setShown({ ...march, stays: [earlier, ...march.stays] }));

    await within(rowOf('Tent 1')).findByRole('gridcell', { name: /^Kagiso, / });
    expect(document.activeElement).toBe(focused);
    expect(focused).toHaveAccessibleName('Guest 1, Confirmed, 2–5 Mar, Tent 1');
  });
});
