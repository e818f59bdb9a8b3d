import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CalendarScreen } from '../../../src/features/stays/calendar-screen';
import { calendarDays } from '../../support/calendar-fixtures';
import { testLodge } from '../../support/lodge-fixtures';
import { renderScreen } from '../../support/render';

/**
 * Issue 31, bench:web on the calendar (20 rooms × ~310 stays at 4× CPU): Next and Previous, and the
 * first paint of a month, drew every row in one frame when the month's data arrived (worst frame
 * 0.7–1.9 s). Now the header, the date field and the title change in the frame the data arrives, and
 * the rows follow a few per frame; a row not reached yet is `aria-busy` and its cells of the other
 * days are inert, so no cell of another month can be tapped under the new header.
 */
// Six rooms (the bench has 20): enough for rows still waiting after the first frame (two are drawn
// in it), few enough for jsdom, which takes 50–300 ms a row on a busy machine.
const ROOMS = 6;

const march = calendarDays(ROOMS, '2027-03-01', '2027-03-02', '2027-03-05');
const april = calendarDays(ROOMS, '2027-03-15', '2027-03-16', '2027-03-18');

/** The calendar with March loaded; "Load the next days" hands it the next 14 days, as the loader does. */
function Harness() {
  const [data, setData] = useState(march);
  return (
    <>
      <button type="button" onClick={() => setData(april)}>
        Load the next days
      </button>
      <CalendarScreen data={data} lodge={testLodge('owner')} onPickDay={() => undefined} />
    </>
  );
}

const rowsOf = () => within(screen.getByRole('region', { name: 'Rooms by day' })).getAllByRole('group');
const firstCellOf = (row: HTMLElement) => within(row).getAllByRole('button')[0]!;
/** Waits until no row is waiting for its turn (a plain selector: role queries on 400 cells per check are slow in jsdom). */
const allRowsDrawn = () =>
  waitFor(() =>
    expect(
      screen.getByRole('region', { name: 'Rooms by day' }).querySelector('[aria-busy="true"]'),
    ).toBeNull(),
  );

describe('issue 31: the calendar draws its rows a few per frame', () => {
  it('bench:web calendar Next worst frame: the header and date field answer first, then every row catches up, never showing another month’s cells as usable', async () => {
    const user = userEvent.setup();
    await renderScreen(<Harness />);
    // First paint of a month: every row is drawn in the end.
    await allRowsDrawn();
    expect(rowsOf()).toHaveLength(ROOMS);
    expect(firstCellOf(rowsOf()[ROOMS - 1]!)).toHaveAccessibleName(
      'New stay: Tent 6, arriving Monday 1 March',
    );

    await user.click(screen.getByRole('button', { name: 'Load the next days' }));

    // The frame the data arrives in: the date field and the title are the new days'.
    expect(screen.getByLabelText('First day shown')).toHaveValue('2027-03-15');
    const waiting = rowsOf().filter((row) => row.getAttribute('aria-busy') === 'true');
    // Rows still holding March's cells are marked busy, their cells inert (never tapped for 1 March).
    for (const row of waiting) {
      const cell = firstCellOf(row);
      expect(cell).toHaveAccessibleName(/arriving Monday 1 March$/);
      expect(cell.closest('[inert]')).not.toBeNull();
    }
    expect(waiting.length).toBeGreaterThan(0);

    // Then every row catches up: the new first day in each, nothing busy, nothing inert.
    await allRowsDrawn();
    for (const [index, row] of rowsOf().entries()) {
      expect(firstCellOf(row)).toHaveAccessibleName(`New stay: Tent ${index + 1}, arriving Monday 15 March`);
      expect(row.querySelector('[inert]')).toBeNull();
      expect(within(row).getByRole('button', { name: /^Guest \d+, Confirmed, 16–18 Mar/ })).toBeVisible();
    }
  });
});
