import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CalendarScreen } from '../../../src/features/stays/calendar-screen';
import type { CalendarData } from '../../../src/features/stays/stays.data';
import { calendarDays } from '../../support/calendar-fixtures';
import { testLodge } from '../../support/lodge-fixtures';
import { renderScreen } from '../../support/render';

/**
 * Issue 31, "It scrolls at 60 fps on a cheap phone (4× CPU) with 20 rooms × 31 days" (bench:web, Next
 * and Previous): the longest task of a move was the router's same-page navigation (its load and the
 * route's render). Now a move loads its days itself (`onLoadDays`, the router's preload cache), shows
 * them, and puts them in the address only afterwards (`onShowDays`), when the page is idle; the route
 * then hands back the same data, and nothing is drawn again.
 */
const ROOMS = 4;

const march = calendarDays(ROOMS, '2027-03-01', '2027-03-02', '2027-03-05');
const later = calendarDays(ROOMS, '2027-03-15', '2027-03-16', '2027-03-18');
const byFirstDay: Record<string, CalendarData> = { '2027-03-01': march, '2027-03-15': later };

/**
 * The calendar as its route holds it: `onLoadDays` answers from the "preload cache" (the same objects
 * the route hands over), `onShowDays` sets the route's data to those days as the router does once the
 * address changed, and "Back" hands over the days before.
 */
function Harness({
  onPickDay,
  onShowDays,
}: {
  onPickDay: (from: string | null) => void;
  onShowDays: (from: string | null) => void;
}) {
  const [data, setData] = useState(march);
  return (
    <>
      <button type="button" onClick={() => setData(march)}>
        Back
      </button>
      <CalendarScreen
        data={data}
        lodge={testLodge('owner')}
        onPickDay={onPickDay}
        onPreloadDay={() => undefined}
        onLoadDays={(from) => Promise.resolve(from ? byFirstDay[from] : undefined)}
        onShowDays={(from) => {
          onShowDays(from);
          if (from) setData(byFirstDay[from]!);
        }}
      />
    </>
  );
}

const grid = () => screen.getByRole('grid', { name: 'Rooms by day' });
const rowsOf = () => within(grid()).getAllByRole('row', { name: /^Tent / });
const barOf = (row: HTMLElement) => within(row).getByRole('gridcell', { name: /^Guest \d+, Confirmed, / });
const allRowsDrawn = () => waitFor(() => expect(grid().querySelector('[aria-busy="true"]')).toBeNull());

describe('issue 31: a move shows its days before the address follows', () => {
  it('bench:web calendar Next: the rows show the new days without the router, the address follows after them, and the route handing back the same days draws nothing again', async () => {
    const user = userEvent.setup();
    const onPickDay = vi.fn();
    const onShowDays = vi.fn();
    await renderScreen(<Harness onPickDay={onPickDay} onShowDays={onShowDays} />);
    await allRowsDrawn();

    await user.click(screen.getByRole('button', { name: 'Next 14 days' }));

    // The rows follow with the new days' stays, before the address is asked to change.
    await waitFor(() =>
      expect(barOf(rowsOf()[0]!)).toHaveAccessibleName('Guest 1, Confirmed, 16–18 Mar, Tent 1'),
    );
    await allRowsDrawn();
    const bars = rowsOf().map(barOf);
    // Then the address (once), and never the route's own navigation.
    await waitFor(() => expect(onShowDays).toHaveBeenCalledWith('2027-03-15'));
    expect(onShowDays).toHaveBeenCalledTimes(1);
    expect(onPickDay).not.toHaveBeenCalled();
    // The route's data is now the same days: the very same bars stay (not drawn again).
    for (const [index, row] of rowsOf().entries()) expect(barOf(row)).toBe(bars[index]);
    expect(screen.getByLabelText('First day shown')).toHaveValue('2027-03-15');
    expect(screen.queryByText('Loading the other days…')).toBeNull();
  });

  it('bug: Next then Back showed the next days in the header and the date field over the days before (the router hands back the very data of before, from its cache)', async () => {
    const user = userEvent.setup();
    const onShowDays = vi.fn();
    await renderScreen(<Harness onPickDay={() => undefined} onShowDays={onShowDays} />);
    await allRowsDrawn();

    await user.click(screen.getByRole('button', { name: 'Next 14 days' }));
    await waitFor(() => expect(onShowDays).toHaveBeenCalledWith('2027-03-15'));
    await user.click(screen.getByRole('button', { name: 'Back' }));

    await waitFor(() => expect(screen.getByLabelText('First day shown')).toHaveValue('2027-03-01'));
    await allRowsDrawn();
    for (const [index, row] of rowsOf().entries())
      expect(barOf(row)).toHaveAccessibleName(`Guest ${index + 1}, Confirmed, 2–5 Mar, Tent ${index + 1}`);
  });
});
