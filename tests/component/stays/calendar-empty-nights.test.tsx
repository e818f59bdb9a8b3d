import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../src/app/providers';
import { RoomRow } from '../../../src/features/stays/calendar-grid';
import { calendarRoom, calendarStay } from '../../support/calendar-fixtures';
import { renderWithProviders } from '../../support/render';

/**
 * Issue 31, bench:web on the calendar (20 rooms × 31 days at 4× CPU): every empty night was a button
 * of its own (620 of them), and the commit of a move with their style and layout took most of Next's
 * and Previous's long frames. A row now draws its empty nights as its background and reads a tap from
 * where it fell: a tap on an empty night still opens New stay with that room and arrival, a tap on a
 * bar still opens the stay.
 */
const room = calendarRoom(0);
const week = (first: number) =>
  Array.from({ length: 7 }, (_, index) => `2026-12-${String(first + index).padStart(2, '0')}`);
/** A stay of Tent 1 over 3–5 December (columns 2 and 3 of the week from 1 December). */
const stays = [calendarStay(0, '2026-12-03', '2026-12-05')];

/** Renders Tent 1's row over `days`; the track is 700 px wide from x = 100 (100 px a day). */
function renderRow(days: string[]) {
  const onCell = vi.fn();
  const onStay = vi.fn();
  const props = { room, today: '2026-12-01', stays, periods: [], selectedDay: null, onCell, onStay };
  const view = renderWithProviders(<RoomRow {...props} days={days} />);
  const row = screen.getByRole('row', { name: 'Tent 1' });
  const track = () => {
    const element = row.querySelector<HTMLElement>('[data-first-day]')!;
    element.getBoundingClientRect = () => DOMRect.fromRect({ x: 100, y: 0, width: 700, height: 52 });
    return element;
  };
  /** A tap in the middle of day column `column` (0-based). */
  const tapDay = (column: number) =>
    fireEvent.click(track(), { clientX: 100 + column * 100 + 50, clientY: 20 });
  const rerender = (next: string[]) =>
    view.rerender(
      <AppProviders env="test">
        <RoomRow {...props} days={next} />
      </AppProviders>,
    );
  return { row, track, tapDay, onCell, onStay, rerender };
}

describe('issue 31: a row draws its empty nights, it does not build them', () => {
  it('bench:web calendar Next frame: no element per empty night, only the room and its bars', () => {
    const { row } = renderRow(week(1));
    expect(within(row).queryAllByRole('button')).toHaveLength(0);
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Tent 1');
    // One cell for the stay's bar, whatever the number of days.
    expect(within(row).getAllByRole('gridcell')).toHaveLength(1);
    expect(within(row).getByRole('gridcell', { name: /^Guest 1, Confirmed, 3–5 Dec/ })).toBeVisible();
  });

  it('a tap on an empty night opens New stay for that room and day; a tap on the bar opens the stay', () => {
    const { row, tapDay, onCell, onStay } = renderRow(week(1));
    tapDay(0);
    expect(onCell).toHaveBeenLastCalledWith(room.id, '2026-12-01');
    tapDay(6);
    expect(onCell).toHaveBeenLastCalledWith(room.id, '2026-12-07');
    fireEvent.click(within(row).getByRole('gridcell', { name: /^Guest 1, / }));
    expect(onStay).toHaveBeenCalledWith('stay-0-2026-12-03');
    expect(onCell).toHaveBeenCalledTimes(2);
  });

  it('after Next the same row reads a tap as the new days’, its bar gone with the old days', () => {
    const { row, track, tapDay, onCell, rerender } = renderRow(week(1));
    const before = track();
    rerender(week(8));
    // Moved in place: the same track, relabelled.
    expect(track()).toBe(before);
    tapDay(0);
    expect(onCell).toHaveBeenLastCalledWith(room.id, '2026-12-08');
    expect(within(row).queryAllByRole('gridcell')).toHaveLength(0);
  });
});
