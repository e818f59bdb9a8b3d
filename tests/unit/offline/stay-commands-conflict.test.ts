import { beforeEach, describe, expect, it, vi } from 'vitest';
import { commands, type OutboxCommand } from '../../../src/lib/offline/commands';
import { stayShapeOf } from '../../../src/lib/offline/stay-shapes';
import { sendCommand } from '../../../src/lib/offline/send-command';
import type { Stay } from '../../../src/lib/supabase/stays';

const calls: string[] = [];
const stale = { code: 'PT409', message: 'stale_version', details: '{"version":5}' };
const server = {
  moveStayRoom: vi.fn(async (args: { version: number; toRoomId: string }) => {
    calls.push(`move v${args.version} → ${args.toRoomId}`);
    return { ...kagiso, version: args.version + 1 };
  }),
  changeStayDates: vi.fn(async (args: { version: number; arrival: string; departure: string }) => {
    calls.push(`dates v${args.version} ${args.arrival}..${args.departure}`);
    return { ...kagiso, version: args.version + 1 };
  }),
  getStay: vi.fn(async (): Promise<Stay | null> => null),
  isStaleVersion: (error: unknown) =>
    typeof error === 'object' && error !== null && 'code' in error && error.code === 'PT409',
};
vi.mock('../../../src/lib/supabase/stays', () => ({
  moveStayRoom: (args: { version: number; toRoomId: string }) => server.moveStayRoom(args),
  changeStayDates: (args: { version: number; arrival: string; departure: string }) =>
    server.changeStayDates(args),
  getStay: () => server.getStay(),
  isStaleVersion: (error: unknown) => server.isStaleVersion(error),
}));

/**
 * Issue 31 "Availability holds offline": every stay write in the commands table carries the shape
 * Needs attention's conflict card reads (the nights asked, the guest to copy, the write moved to
 * another room or other dates), and a room taken meanwhile is set aside with the server's details.
 */
const kagiso: Stay = {
  id: 's1',
  lodgeId: 'l1',
  status: 'confirmed',
  guestName: 'Kagiso',
  arrival: '2026-12-02',
  departure: '2026-12-05',
  adults: 2,
  children: 0,
  guests: 2,
  description: null,
  channelId: null,
  version: 4,
  contact: { name: 'Kagiso Molefe', phone: '+267 72 000 111', email: '' },
  rooms: [
    {
      id: 'sr1',
      roomId: 'tent3',
      roomName: 'Tent 3',
      arrival: '2026-12-02',
      departure: '2026-12-05',
      nightlyRate: 85000,
      released: false,
    },
  ],
  createdAt: '2026-11-20T08:00:00Z',
  createdBy: null,
  updatedAt: '2026-11-20T08:00:00Z',
  checkedInAt: null,
  checkedOutAt: null,
  cancelledAt: null,
};
const base = { id: 'c1', queuedAt: 1, authorName: 'Neo', lodgeId: 'l1' };
const extend: OutboxCommand<'stay.changeDates'> = {
  ...base,
  kind: 'stay.changeDates',
  stay: kagiso,
  arrival: '2026-12-02',
  departure: '2026-12-08',
};
const move: OutboxCommand<'stay.move'> = {
  ...base,
  kind: 'stay.move',
  stay: kagiso,
  fromRoomId: 'tent3',
  toRoomId: 'tent4',
  fromRoomName: 'Tent 3',
  toRoomName: 'Tent 4',
};

beforeEach(() => {
  calls.length = 0;
  server.moveStayRoom.mockClear();
  server.changeStayDates.mockClear();
});

describe('the stay commands and the offline conflict card (issue 31)', () => {
  it('every stay write has a stay shape for Needs attention; other kinds have none', () => {
    expect(stayShapeOf(extend)).not.toBeNull();
    expect(stayShapeOf(move)).not.toBeNull();
    const mark: OutboxCommand = {
      ...base,
      kind: 'room.mark',
      roomId: 'tent3',
      roomName: 'Tent 3',
      status: 'clean',
      markedAt: '2026-12-02T08:00:00Z',
    };
    expect(stayShapeOf(mark)).toBeNull();
  });

  it('a stay refused because the room was taken meanwhile (23P01) is set aside with the details that name who holds it', async () => {
    const details =
      '{"room_id":"tent3","room_name":"Tent 3","booking_id":"b9","guest_name":"Kagiso","arrival":"2026-12-05","departure":"2026-12-07"}';
    const table = {
      ...commands,
      'stay.changeDates': {
        ...commands['stay.changeDates'],
        send: () => Promise.reject({ code: '23P01', message: 'room_taken', details }),
      },
    };
    const result = await sendCommand(extend, table);
    expect(result).toMatchObject({
      kind: 'setAside',
      item: { reason: 'refused', code: '23P01', message: 'room_taken', details },
    });
  });

  it('an extension refused in Tent 3 asks about Tent 3 for the new nights; Move to sends the move then the dates', async () => {
    const shape = stayShapeOf(extend);
    expect(shape?.asked(extend, 'tent3')).toEqual({
      bookingId: 's1',
      roomId: 'tent3',
      roomName: 'Tent 3',
      otherRoomIds: [],
      arrival: '2026-12-02',
      departure: '2026-12-08',
    });
    expect(shape?.guest(extend)).toBe('Kagiso Molefe\n+267 72 000 111');
    const moved = shape?.withRoom(extend, { id: 'tent5', name: 'Tent 5' }, 'tent3');
    expect(moved).toMatchObject({
      kind: 'stay.changeDates',
      move: { fromRoomId: 'tent3', toRoomId: 'tent5' },
    });
    if (moved?.kind !== 'stay.changeDates') return;
    expect(commands['stay.changeDates'].describe(moved)).toBe(
      'Stay dates: Kagiso, now 2026-12-02 to 2026-12-08 (was 2026-12-02 to 2026-12-05), in Tent 5',
    );
    await commands['stay.changeDates'].send(moved);
    expect(calls).toEqual(['move v4 → tent5', 'dates v5 2026-12-02..2026-12-08']);
  });

  it('a move that reached the server before the send was cut is not made twice', async () => {
    server.moveStayRoom.mockRejectedValueOnce(stale);
    server.getStay.mockResolvedValueOnce({
      ...kagiso,
      version: 5,
      rooms: [{ ...kagiso.rooms[0]!, roomId: 'tent5', roomName: 'Tent 5' }],
    });
    const moved = { ...extend, move: { fromRoomId: 'tent3', toRoomId: 'tent5', toRoomName: 'Tent 5' } };
    await commands['stay.changeDates'].send(moved);
    expect(calls).toEqual(['dates v5 2026-12-02..2026-12-08']);
  });

  it('a stay changed by someone else meanwhile is still refused (never overwritten)', async () => {
    server.moveStayRoom.mockRejectedValueOnce(stale);
    server.getStay.mockResolvedValueOnce({ ...kagiso, version: 7 });
    const moved = { ...extend, move: { fromRoomId: 'tent3', toRoomId: 'tent5', toRoomName: 'Tent 5' } };
    await expect(commands['stay.changeDates'].send(moved)).rejects.toBe(stale);
    expect(calls).toEqual([]);
  });

  it('a refused move asks about the room it moved to; Move to picks another; Change dates moves on other nights', () => {
    const shape = stayShapeOf(move);
    expect(shape?.asked(move)).toMatchObject({ roomId: 'tent4', otherRoomIds: ['tent3'] });
    expect(shape?.withRoom(move, { id: 'tent6', name: 'Tent 6' }, 'tent4')).toMatchObject({
      kind: 'stay.move',
      fromRoomId: 'tent3',
      toRoomId: 'tent6',
      toRoomName: 'Tent 6',
    });
    expect(shape?.withDates(move, '2026-12-03', '2026-12-06')).toEqual({
      ...base,
      kind: 'stay.changeDates',
      stay: kagiso,
      arrival: '2026-12-03',
      departure: '2026-12-06',
      move: { fromRoomId: 'tent3', toRoomId: 'tent4', toRoomName: 'Tent 4' },
    });
  });
});
