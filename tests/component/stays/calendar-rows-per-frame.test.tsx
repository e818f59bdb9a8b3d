// @vitest-environment jsdom
// jsdom, not the project's happy-dom: this test counts what one animation frame draws, and happy-dom
// runs `requestAnimationFrame` callbacks on another schedule (issue 33, suite time).
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

const rowsOf = () =>
  within(screen.getByRole('grid', { name: 'Rooms by day' })).getAllByRole('row', { name: /^Tent / });
/** The row's stay bar (each room holds one stay in these days). */
const barOf = (row: HTMLElement) => within(row).getByRole('gridcell', { name: /^Guest \d+, Confirmed, / });
/** Waits until no row is waiting for its turn (a plain selector: role queries on 400 cells per check are slow in jsdom). */
const allRowsDrawn = () =>
  waitFor(() =>
    expect(screen.getByRole('grid', { name: 'Rooms by day' }).querySelector('[aria-busy="true"]')).toBeNull(),
  );

describe('issue 31: the calendar draws its rows a few per frame', () => {
  it('bench:web calendar Next worst frame: the header and date field answer first, then every row catches up, never showing another month’s days as usable', async () => {
    const user = userEvent.setup();
    await renderScreen(<Harness />);
    // First paint of a month: every row is drawn in the end.
    await allRowsDrawn();
    expect(rowsOf()).toHaveLength(ROOMS);
    expect(barOf(rowsOf()[ROOMS - 1]!)).toHaveAccessibleName('Guest 6, Confirmed, 2–5 Mar, Tent 6');

    await user.click(screen.getByRole('button', { name: 'Load the next days' }));

    // The frame the data arrives in: the date field and the title are the new days'.
    expect(screen.getByLabelText('First day shown')).toHaveValue('2027-03-15');
    const waiting = rowsOf().filter((row) => row.getAttribute('aria-busy') === 'true');
    // Rows still holding March's days are marked busy, their days inert (never tapped for 1 March).
    for (const row of waiting) {
      const bar = barOf(row);
      expect(bar).toHaveAccessibleName(/, 2–5 Mar, Tent \d$/);
      expect(bar.closest('[inert]')).not.toBeNull();
    }
    expect(waiting.length).toBeGreaterThan(0);

    // Then every row catches up: the new first day in each, nothing busy, nothing inert.
    await allRowsDrawn();
    for (const [index, row] of rowsOf().entries()) {
      expect(row.querySelector('[inert]')).toBeNull();
      expect(barOf(row)).toHaveAccessibleName(`Guest ${index + 1}, Confirmed, 16–18 Mar, Tent ${index + 1}`);
      expect(barOf(row)).toBeVisible();
    }
  });
});
