import { describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { waitFor, within } from '@testing-library/react';
import type { LodgeRole } from '../../../machines/shared/lodge-types';
import type { BoardRoom } from '../../../src/data/housekeeping-board';
import { RoomBoardScreen } from '../../../src/features/room-board/room-board-screen';
import type { RoomBoardWrites } from '../../../src/features/room-board/room-board.data';
import { testLodge } from '../../support/lodge-fixtures';
import { renderScreen, screen } from '../../support/render';

const room = (name: string, over: Partial<BoardRoom> = {}): BoardRoom => ({
  roomId: name.toLowerCase().replace(/\s/g, '-'),
  name,
  roomType: 'tent',
  status: 'clean',
  departureToday: false,
  stayOver: false,
  arrivalToday: false,
  outOfOrder: false,
  markedAt: '2026-11-01T06:30:00.000Z',
  markedByName: 'Kagiso',
  ...over,
});

// As the server might send them: the lodge's order; the board puts departures, then stay-overs first.
const rooms = [
  room('Tent 1', { arrivalToday: true }),
  room('Tent 2', { stayOver: true, status: 'dirty' }),
  room('Tent 3', { departureToday: true, status: 'dirty' }),
  room('Tent 4', { outOfOrder: true, status: 'dirty' }),
  room('Family Chalet', { status: 'inspected' }),
];

function fakeWrites(pending = false) {
  const markRoom = vi.fn(async (payload: Parameters<RoomBoardWrites['markRoom']>[0]) => ({
    roomId: payload.roomId,
    status: payload.status,
    markedAt: payload.markedAt,
    ...(pending ? { pending: true } : {}),
  }));
  return { markRoom };
}

async function renderBoard(role: LodgeRole, writes = fakeWrites()) {
  await renderScreen(
    <RoomBoardScreen data={{ date: '2026-12-02', rooms }} lodge={testLodge(role)} writes={writes} />,
    { path: '/hospitality/rooms' },
  );
  return writes;
}

const names = () =>
  within(screen.getByRole('list', { name: 'Rooms' }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));

describe('issue 31 Housekeeping board', () => {
  it('lists every room in words, departures first, then stay-overs, then the rest', async () => {
    await renderBoard('staff');
    expect(screen.getByRole('heading', { level: 1, name: 'Housekeeping board' })).toBeInTheDocument();
    expect(names()).toEqual([
      'Tent 3: Dirty',
      'Tent 2: Dirty',
      'Tent 1: Clean',
      'Tent 4: Out of order',
      'Family Chalet: Inspected',
    ]);
    const tent3 = screen.getByRole('listitem', { name: 'Tent 3: Dirty' });
    expect(within(tent3).getByText('Departure today')).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Tent 2: Dirty' })).getByText('Stay-over'),
    ).toBeInTheDocument();
  });

  it('staff mark Clean and Dirty, never Inspected', async () => {
    const writes = await renderBoard('staff');
    expect(screen.queryByRole('button', { name: /Inspected$/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Mark Tent 3 Clean' }));
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'Tent 3: Clean' })).toBeInTheDocument());
    expect(writes.markRoom).toHaveBeenCalledWith(
      expect.objectContaining({ roomId: 'tent-3', roomName: 'Tent 3', status: 'clean' }),
      null,
    );
    // The room keeps its place: a mark never reorders the board.
    expect(names()[0]).toBe('Tent 3: Clean');
  });

  it('owners and managers also mark Inspected', async () => {
    await renderBoard('manager');
    expect(screen.getByRole('button', { name: 'Mark Tent 1 Inspected' })).toBeInTheDocument();
  });

  it('trustees see the board without marks', async () => {
    await renderBoard('trustee');
    expect(screen.queryByRole('button', { name: /^Mark / })).toBeNull();
  });

  it('a mark made with no signal shows as waiting to send', async () => {
    await renderBoard('staff', fakeWrites(true));
    await userEvent.click(screen.getByRole('button', { name: 'Mark Tent 2 Clean' }));
    const tent2 = await screen.findByRole('listitem', { name: 'Tent 2: Clean' });
    expect(within(tent2).getByText('Waiting to send')).toBeInTheDocument();
  });
});
