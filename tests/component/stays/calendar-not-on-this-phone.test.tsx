import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NOT_KEPT_WORDS, RoomRow } from '../../../src/features/stays/calendar-grid';
import type { ShownStay } from '../../../src/lib/offline/commands';
import type { Room } from '../../../src/lib/supabase/rooms';
import { renderWithProviders } from '../../support/render';

/**
 * Issue 31, offline calendar: the days past the day pack's kept nights were drawn as empty cells (only
 * a note above the grid said they were not kept), so a person could read them as free. They are drawn
 * "Not on this phone", greyed and hatched, with an accessible name, and a tap there never opens New stay.
 */
const room: Room = {
  id: 't3',
  lodgeId: 'l1',
  name: 'Tent 3',
  roomType: 'tent',
  sleeps: 2,
  nightlyRate: 85000,
  sortOrder: 3,
  housekeepingStatus: 'clean',
  housekeepingMarkedAt: null,
  housekeepingMarkedBy: null,
  version: 1,
};
const days = ['2026-12-13', '2026-12-14', '2026-12-15', '2026-12-16', '2026-12-17', '2026-12-18'];
const none: readonly ShownStay[] = [];

function renderRow(kept?: { from: string; to: string }) {
  const onCell = vi.fn();
  renderWithProviders(
    <RoomRow
      room={room}
      days={days}
      today="2026-12-01"
      stays={none}
      periods={[]}
      selectedDay={null}
      kept={kept}
      onCell={onCell}
      onStay={vi.fn()}
    />,
  );
  const row = screen.getByRole('row', { name: 'Tent 3' });
  // The days' track: 600 px wide, 100 px a day.
  const track = row.querySelector<HTMLElement>('[data-first-day]')!;
  track.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 600, height: 52 });
  /** Taps each day in turn (the middle of its column); resolves with the days New stay was opened for. */
  const tapEveryDay = () => {
    days.forEach((_, column) => fireEvent.click(track, { clientX: column * 100 + 50, clientY: 20 }));
    // And on the "Not on this phone" runs themselves.
    for (const note of within(row).queryAllByRole('note')) fireEvent.click(note);
    return onCell.mock.calls.map(([, day]) => day as string);
  };
  return { onCell, row, tapEveryDay };
}

describe('issue 31: offline calendar past the kept nights', () => {
  it('draws the days the phone does not keep as "Not on this phone", never as a free cell to tap', () => {
    // The copy keeps the nights up to 15 Dec (to = 16 Dec, exclusive).
    const { row, tapEveryDay } = renderRow({ from: '2026-11-30', to: '2026-12-16' });
    expect(tapEveryDay()).toEqual(['2026-12-13', '2026-12-14', '2026-12-15']);
    const note = within(row).getByRole('note', { name: `${NOT_KEPT_WORDS}: Tent 3, 16 Dec to 18 Dec` });
    expect(note).toHaveTextContent('Not on this phone');
  });

  it('a day before the kept nights is not on this phone either', () => {
    const { row, tapEveryDay } = renderRow({ from: '2026-12-14', to: '2026-12-30' });
    expect(within(row).getByRole('note', { name: 'Not on this phone: Tent 3, 13 Dec' })).toBeVisible();
    expect(tapEveryDay()).toEqual(['2026-12-14', '2026-12-15', '2026-12-16', '2026-12-17', '2026-12-18']);
  });

  it('online (no kept nights) a tap on any day opens New stay and nothing says "Not on this phone"', () => {
    const { row, tapEveryDay } = renderRow();
    expect(tapEveryDay()).toEqual(days);
    expect(within(row).queryByRole('note')).toBeNull();
  });
});
