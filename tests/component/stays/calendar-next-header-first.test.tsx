import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CalendarScreen } from '../../../src/features/stays/calendar-screen';
import { calendarDays } from '../../support/calendar-fixtures';
import { testLodge } from '../../support/lodge-fixtures';
import { renderScreen } from '../../support/render';

/**
 * Issue 31, "It scrolls at 60 fps on a cheap phone (4× CPU) with 20 rooms × 31 days" (bench:web, Next
 * and Previous): the tap itself answered only when the router had the new days, and then redrew the
 * whole screen. Now Next shows the new days in the header, the title and the date field in the tap's
 * own frame, the rows keep the days before (never a blank grid) but cannot be tapped until the new
 * days arrive, and the days before and after are loaded ahead while the browser is idle.
 */
const ROOMS = 4;

const march = calendarDays(ROOMS, '2027-03-01', '2027-03-02', '2027-03-05');
const later = calendarDays(ROOMS, '2027-03-15', '2027-03-16', '2027-03-18');

/**
 * The calendar as its route holds it: Next asks for the days (`onPickDay`, loading meanwhile) and
 * "Deliver the next days" hands them over, as the router does once its loader has answered.
 */
function Harness({
  onPreloadDay,
  onPickDay,
}: {
  onPreloadDay: (from: string | null) => void;
  onPickDay: (from: string | null) => void;
}) {
  const [data, setData] = useState(march);
  const [loading, setLoading] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setData(later);
          setLoading(false);
        }}
      >
        Deliver the next days
      </button>
      <CalendarScreen
        data={data}
        lodge={testLodge('owner')}
        loadingDays={loading}
        onPickDay={(from) => {
          onPickDay(from);
          setLoading(true);
        }}
        onPreloadDay={onPreloadDay}
      />
    </>
  );
}

const grid = () => screen.getByRole('grid', { name: 'Rooms by day' });
const rowsOf = () => within(grid()).getAllByRole('row', { name: /^Tent / });
/** The row's stay bar (each room holds one stay in these days). */
const barOf = (row: HTMLElement) => within(row).getByRole('gridcell', { name: /^Guest \d+, Confirmed, / });
const allRowsDrawn = () => waitFor(() => expect(grid().querySelector('[aria-busy="true"]')).toBeNull());

describe('issue 31: Next answers in its own frame, the rows follow', () => {
  it('bench:web calendar Next tap frame: the header, title and date field show the new days at once; the rows keep the days before, not tappable, until the new days arrive', async () => {
    const user = userEvent.setup();
    const onPickDay = vi.fn();
    await renderScreen(<Harness onPreloadDay={() => undefined} onPickDay={onPickDay} />);
    await allRowsDrawn();

    await user.click(screen.getByRole('button', { name: 'Next 14 days' }));

    // The tap's own answer: the new days in the date field and the title, before any data.
    expect(screen.getByLabelText('First day shown')).toHaveValue('2027-03-15');
    expect(screen.getByText(/Rooms from Monday, March 15 to Sunday, March 28/)).toBeInTheDocument();
    // The route is asked for them once that is drawn.
    await waitFor(() => expect(onPickDay).toHaveBeenCalledWith('2027-03-15'));
    expect(screen.getByText('Loading the other days…')).toBeInTheDocument();
    // Never a blank grid: every row still shows its stays, but of the days before, busy and inert.
    for (const row of rowsOf()) {
      expect(row).toHaveAttribute('aria-busy', 'true');
      const bar = barOf(row);
      expect(bar).toHaveAccessibleName(/, 2–5 Mar, Tent \d$/);
      expect(bar.closest('[inert]')).not.toBeNull();
    }

    await user.click(screen.getByRole('button', { name: 'Deliver the next days' }));

    // The rows follow: the new first day in each, nothing busy or inert, the new stays drawn.
    await allRowsDrawn();
    for (const [index, row] of rowsOf().entries()) {
      expect(row.querySelector('[inert]')).toBeNull();
      expect(barOf(row)).toHaveAccessibleName(`Guest ${index + 1}, Confirmed, 16–18 Mar, Tent ${index + 1}`);
      expect(barOf(row)).toBeVisible();
    }
    expect(screen.getByLabelText('First day shown')).toHaveValue('2027-03-15');
  });

  it('bench:web calendar Next data frame: the days before and after the ones shown are loaded ahead, so Previous and Next find them ready', async () => {
    const onPreloadDay = vi.fn();
    await renderScreen(<Harness onPreloadDay={onPreloadDay} onPickDay={() => undefined} />);
    // 14 days on a phone: the next 14 from 15 March, the previous 14 from 15 February.
    await waitFor(() => expect(onPreloadDay).toHaveBeenCalledWith('2027-03-15'));
    expect(onPreloadDay).toHaveBeenCalledWith('2027-02-15');
  });
});
