import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as LazyWrites from '../../../src/lib/offline/lazy-queued-writes';
import { RoomBoardScreen } from '../../../src/features/room-board/room-board-screen';
import { testLodge } from '../../support/lodge-fixtures';
import { setNetwork } from '../../support/network';
import { renderScreen, screen } from '../../support/render';

const preloaded = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../src/lib/offline/lazy-queued-writes', async (original) => ({
  ...(await original<typeof LazyWrites>()),
  preloadQueuedWrites: () => {
    preloaded.count += 1;
  },
}));

/**
 * Issue 31, the housekeeping board when the signal goes after it opened (seen in headless Chromium):
 * a mark failed with "Failed to fetch dynamically imported module" — the outbox's code was asked for
 * only at the first tap — and the board read from the server did not say it was now the phone's copy.
 */
const data = {
  date: '2026-12-02',
  rooms: [
    {
      roomId: 'tent-1',
      name: 'Tent 1',
      roomType: 'tent' as const,
      status: 'dirty' as const,
      departureToday: false,
      stayOver: true,
      arrivalToday: false,
      outOfOrder: false,
      markedAt: '2026-12-02T06:30:00.000Z',
      markedByName: 'Kagiso',
    },
  ],
  loadedAt: Date.parse('2026-12-02T07:15:00Z'),
};

afterEach(() => setNetwork(true));

describe('issue 31: the housekeeping board offline', () => {
  it('asks for the outbox’s code as it opens, so a mark made once the signal has gone can wait to send', async () => {
    preloaded.count = 0;
    await renderScreen(<RoomBoardScreen data={data} lodge={testLodge('staff')} />, {
      path: '/hospitality/rooms',
    });
    expect(preloaded.count).toBeGreaterThan(0);
  });

  it('marks the board read before the signal went as the phone’s copy ("Updated"), and only offline', async () => {
    await renderScreen(<RoomBoardScreen data={data} lodge={testLodge('staff')} />, {
      path: '/hospitality/rooms',
    });
    expect(screen.queryByText(/^Updated /)).toBeNull();
    setNetwork(false);
    expect(await screen.findByText(/^Updated \d{2}:\d{2}$/)).toBeInTheDocument();
  });
});
