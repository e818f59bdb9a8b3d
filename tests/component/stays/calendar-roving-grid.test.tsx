import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CalendarScreen } from '../../../src/features/stays/calendar-screen';
import { staysWrites } from '../../../src/features/stays/stays.writes';
import { calendarDays } from '../../support/calendar-fixtures';
import { testLodge } from '../../support/lodge-fixtures';
import { renderScreen } from '../../support/render';

/**
 * Issue 31: the calendar's empty nights are no longer a button each (bench:web: 620 of them made every
 * move slow), so keyboard and screen-reader users reach them through a roving-focus grid: one Tab
 * stop, the arrow keys move a day or a room, each focused day is named "Tent 2, Mon 1 Mar, free", and
 * Enter opens what a tap opens — New stay with that room and arrival, or the stay on a bar.
 */
// Three tents from Monday 1 March (today), each with a stay over 2–5 March (columns 1–3).
const data = calendarDays(3, '2027-03-01', '2027-03-02', '2027-03-05');
// New stay asks the server which rooms are free; here every room is.
const writes = { ...staysWrites, freeRooms: () => Promise.resolve(data.rooms) };

async function renderCalendar() {
  await renderScreen(
    <CalendarScreen data={data} lodge={testLodge('owner')} writes={writes} onPickDay={() => undefined} />,
  );
  const grid = screen.getByRole('grid', { name: 'Rooms by day' });
  // Rows drawn a few per frame: wait for the last.
  await within(grid).findByRole('gridcell', { name: /^Guest 3, / });
  return grid;
}

/** The grid's elements a Tab reaches (tabindex 0). */
const tabStops = (grid: HTMLElement) => [...grid.querySelectorAll('[tabindex="0"]')];

describe('issue 31: the calendar is a roving-focus grid', () => {
  it('one Tab stop; the arrow keys, Home and End move it a day or a room, over a bar in one step', async () => {
    const user = userEvent.setup();
    const grid = await renderCalendar();
    expect(tabStops(grid)).toHaveLength(1);
    // At first: the first room, today.
    expect(tabStops(grid)[0]).toHaveAccessibleName('Tent 1, Mon 1 Mar, free');
    act(() => (tabStops(grid)[0] as HTMLElement).focus());

    const expectFocus = (name: string) => {
      expect(document.activeElement).toHaveAccessibleName(name);
      expect(tabStops(grid)).toEqual([document.activeElement]);
    };
    await user.keyboard('{ArrowRight}');
    expectFocus('Guest 1, Confirmed, 2–5 Mar, Tent 1');
    await user.keyboard('{ArrowRight}');
    expectFocus('Tent 1, Fri 5 Mar, free');
    await user.keyboard('{ArrowDown}');
    expectFocus('Tent 2, Fri 5 Mar, free');
    await user.keyboard('{ArrowLeft}');
    expectFocus('Guest 2, Confirmed, 2–5 Mar, Tent 2');
    await user.keyboard('{ArrowLeft}');
    expectFocus('Tent 2, Mon 1 Mar, free');
    await user.keyboard('{End}');
    expectFocus('Tent 2, Sun 14 Mar, free');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expectFocus('Tent 3, Sun 14 Mar, free');
    await user.keyboard('{Home}{ArrowUp}{ArrowUp}{ArrowUp}');
    expectFocus('Tent 1, Mon 1 Mar, free');
  });

  it('Tab reaches the grid, and Enter on a free day opens New stay with that room and arrival', async () => {
    const user = userEvent.setup();
    const grid = await renderCalendar();
    // Tab from the navigator's last control into the grid.
    act(() => screen.getByRole('button', { name: 'Next 14 days' }).focus());
    while (!grid.contains(document.activeElement) && document.activeElement !== document.body)
      await user.tab();
    expect(document.activeElement).toHaveAccessibleName('Tent 1, Mon 1 Mar, free');
    await user.keyboard('{ArrowDown}{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toHaveAccessibleName('Tent 2, Fri 5 Mar, free');
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'New stay' });
    expect(within(dialog).getByLabelText('Arrival')).toHaveValue('2027-03-05');
    expect(await within(dialog).findByRole('checkbox', { name: /^Tent 2 / })).toBeChecked();
  });

  it('Enter (or Space) on a bar opens the stay', async () => {
    const user = userEvent.setup();
    const grid = await renderCalendar();
    act(() => (tabStops(grid)[0] as HTMLElement).focus());
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
    expect(document.activeElement).toHaveAccessibleName('Guest 3, Confirmed, 2–5 Mar, Tent 3');
    await user.keyboard(' ');
    expect(await screen.findByRole('dialog', { name: 'Guest 3' })).toBeVisible();
  });
});
