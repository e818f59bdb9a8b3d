import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../src/app/providers';
import { RoomRow } from '../../../src/features/stays/calendar-grid';
import type { ShownStay } from '../../../src/lib/offline/commands';
import type { Room } from '../../../src/lib/supabase/rooms';
import { renderWithProviders } from '../../support/render';

/**
 * Issue 31, bench:web on the calendar (20 rooms × 31 days at 4× CPU): Next and Previous took frames of
 * seconds, partly because every day cell was keyed by its day — a move changes every day shown, so
 * React removed and re-created all 620 cells. Keyed by column, a move relabels the same cells.
 */
const room: Room = {
  id: 't1',
  lodgeId: 'l1',
  name: 'Tent 1',
  roomType: 'tent',
  sleeps: 2,
  nightlyRate: 85000,
  sortOrder: 1,
  housekeepingStatus: 'clean',
  housekeepingMarkedAt: null,
  housekeepingMarkedBy: null,
  version: 1,
};
const none: readonly ShownStay[] = [];
const week = (first: number) =>
  Array.from({ length: 7 }, (_, index) => `2026-12-${String(first + index).padStart(2, '0')}`);

describe('issue 31: the calendar moves in place', () => {
  it('bench:web calendar Next frame: Next relabels the same day cells instead of re-creating them', () => {
    const props = {
      room,
      today: '2026-12-01',
      stays: none,
      periods: [],
      selectedDay: null,
      onCell: vi.fn(),
      onStay: vi.fn(),
    };
    const { rerender } = renderWithProviders(<RoomRow {...props} days={week(1)} />);
    const before = within(screen.getByRole('group', { name: 'Tent 1' })).getAllByRole('button');
    rerender(
      <AppProviders env="test">
        <RoomRow {...props} days={week(8)} />
      </AppProviders>,
    );
    const after = within(screen.getByRole('group', { name: 'Tent 1' })).getAllByRole('button');
    expect(after).toHaveLength(7);
    expect(after[0]).toBe(before[0]);
    expect(after[0]).toHaveAccessibleName('New stay: Tent 1, arriving Tuesday 8 December');
  });
});
