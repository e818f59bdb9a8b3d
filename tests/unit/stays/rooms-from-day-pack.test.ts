import { describe, expect, it } from 'vitest';
import { calendarFromPack } from '../../../src/features/stays/stays.data';
import { boardFromPack } from '../../../src/features/room-board/room-board.data';
import { emptyTables, type LodgePack } from '../../../src/lib/offline/lodge-pack';
import type { OutOfOrderPeriod, Room } from '../../../src/lib/supabase/rooms';
import type { Stay } from '../../../src/lib/supabase/stays';

/**
 * Issue 31: the calendar and the housekeeping board work offline from the day pack (rooms, stays with
 * a night from yesterday to today + 14, out-of-order periods), marked with the copy's time; the days
 * the pack does not keep are said to be so, never shown as free.
 */
const row = <T>(id: string, value: T, sort = id) => ({ id, value, updatedAt: '2026-12-01T06:00:00Z', sort });
const room = (id: string, name: string, sortOrder: number, marked: Partial<Room> = {}): Room => ({
  id,
  lodgeId: 'l1',
  name,
  roomType: 'tent',
  sleeps: 2,
  nightlyRate: 85000,
  sortOrder,
  housekeepingStatus: 'clean',
  housekeepingMarkedAt: null,
  housekeepingMarkedBy: null,
  version: 1,
  ...marked,
});
const stay = (
  id: string,
  roomId: string,
  arrival: string,
  departure: string,
  status: Stay['status'] = 'confirmed',
): Stay => ({
  id,
  lodgeId: 'l1',
  status,
  guestName: `Guest ${id}`,
  arrival,
  departure,
  adults: 2,
  children: 0,
  guests: 2,
  description: null,
  channelId: null,
  version: 1,
  contact: null,
  rooms: [
    {
      id: `${id}:${roomId}`,
      roomId,
      roomName: roomId,
      arrival,
      departure,
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
});
const period: OutOfOrderPeriod = {
  id: 'o1',
  lodgeId: 'l1',
  roomId: 't4',
  startsOn: '2026-12-02',
  endsOn: '2026-12-05',
  reason: 'Torn canvas',
};
// Pulled on 1 Dec (the lodge's today), 08:00: the pack's window starts yesterday, 30 Nov.
const pulledAt = Date.parse('2026-12-01T06:00:00Z');
const pack = (fields: Partial<LodgePack> = {}): LodgePack => ({
  version: 1,
  from: '2026-11-30',
  to: '2026-12-03',
  cursor: '2026-12-01T06:00:00Z',
  pulledAt,
  currency: 'BWP',
  tables: {
    ...emptyTables(),
    rooms: {
      t2: row(
        't2',
        room('t2', 'Tent 2', 2, {
          housekeepingStatus: 'inspected',
          housekeepingMarkedAt: '2026-11-30T09:00:00Z',
        }),
      ),
      t1: row('t1', room('t1', 'Tent 1', 1)),
      t3: row(
        't3',
        room('t3', 'Tent 3', 3, {
          housekeepingStatus: 'clean',
          housekeepingMarkedAt: '2026-12-01T05:30:00Z',
        }),
      ),
      t4: row('t4', room('t4', 'Tent 4', 4)),
    },
    stays: {
      s1: row('s1', stay('s1', 't1', '2026-12-01', '2026-12-03')),
      s2: row('s2', stay('s2', 't2', '2026-11-29', '2026-12-01')),
      s3: row('s3', stay('s3', 't3', '2026-11-30', '2026-12-04')),
      s4: row('s4', stay('s4', 't4', '2026-11-30', '2026-12-02', 'cancelled')),
    },
    room_out_of_order: { o1: row('o1', period) },
    distribution_channels: { c1: row('c1', { id: 'c1', name: 'Booking.com' } as never) },
  },
  ...fields,
});

describe('issue 31: the calendar offline, from the day pack', () => {
  it('rooms in the lodge’s order, the kept stays and periods meeting the month, and the nights the copy keeps', () => {
    const data = calendarFromPack(pack(), '2026-11-30', '2026-12-01');
    expect(data?.rooms.map((one) => one.name)).toEqual(['Tent 1', 'Tent 2', 'Tent 3', 'Tent 4']);
    expect(data?.stays.map((one) => one.id).sort()).toEqual(['s1', 's2', 's3', 's4']);
    expect(data?.outOfOrder).toEqual([period]);
    expect(data?.channels).toEqual([{ id: 'c1', name: 'Booking.com' }]);
    expect(data?.currency).toBe('BWP');
    expect(data?.keptNights).toEqual({ from: '2026-11-30', to: '2026-12-16' });
  });

  it('a month past the kept nights has no stays from the copy (the screen says those days are not kept)', () => {
    const data = calendarFromPack(pack(), '2026-12-20', '2026-12-01');
    expect(data?.stays).toEqual([]);
    expect(data?.keptNights).toEqual({ from: '2026-11-30', to: '2026-12-16' });
  });

  it('a pack kept before rooms came (no rooms) gives nothing: the screen loads when the signal returns', () => {
    expect(
      calendarFromPack(pack({ tables: { ...emptyTables(), rooms: {} } }), '2026-11-30', '2026-12-01'),
    ).toBeNull();
  });
});

describe('issue 31: the housekeeping board offline, from the day pack', () => {
  it('departures first, then stay-overs, arrivals, the rest; a room slept in last night and not marked today reads Dirty', () => {
    const data = boardFromPack(pack(), '2026-12-01', 'Africa/Gaborone');
    expect(data?.copiedAt).toBe(pulledAt);
    expect(
      data?.rooms.map((one) => [
        one.name,
        one.status,
        one.departureToday,
        one.stayOver,
        one.arrivalToday,
        one.outOfOrder,
      ]),
    ).toEqual([
      // Left today after last night, marked Inspected the day before: Dirty.
      ['Tent 2', 'dirty', true, false, false, false],
      // Slept in, but marked Clean at 07:30 lodge time today: the mark stands.
      ['Tent 3', 'clean', false, true, false, false],
      ['Tent 1', 'clean', false, false, true, false],
      // A cancelled stay holds nothing.
      ['Tent 4', 'clean', false, false, false, false],
    ]);
    expect(data?.rooms.every((one) => one.markedByName === null)).toBe(true);
  });

  it('out of order on the day', () => {
    const data = boardFromPack(pack(), '2026-12-02', 'Africa/Gaborone');
    expect(data?.rooms.find((one) => one.name === 'Tent 4')?.outOfOrder).toBe(true);
  });

  it('a day whose last night the copy does not keep gives nothing', () => {
    expect(boardFromPack(pack(), '2026-11-30', 'Africa/Gaborone')).toBeNull();
    expect(boardFromPack(pack(), '2026-12-20', 'Africa/Gaborone')).toBeNull();
  });
});

describe('issue 31: names offline — who booked a stay and who marked a room come with the day pack', () => {
  const named = pack({
    tables: {
      ...pack().tables,
      rooms: {
        ...pack().tables.rooms,
        t3: row(
          't3',
          room('t3', 'Tent 3', 3, {
            housekeepingStatus: 'clean',
            housekeepingMarkedAt: '2026-12-01T05:30:00Z',
            housekeepingMarkedBy: 'u-naledi',
            housekeepingMarkedByName: 'Naledi Sithole',
          }),
        ),
        t2: row(
          't2',
          room('t2', 'Tent 2', 2, {
            housekeepingStatus: 'inspected',
            housekeepingMarkedAt: '2026-11-30T09:00:00Z',
            housekeepingMarkedBy: 'u-kagiso',
            housekeepingMarkedByName: 'Kagiso Dube',
          }),
        ),
      },
      stays: {
        ...pack().tables.stays,
        s1: row('s1', {
          ...stay('s1', 't1', '2026-12-01', '2026-12-03'),
          createdBy: 'u-kagiso',
          createdByName: 'Kagiso Dube',
        }),
        s3: row('s3', { ...stay('s3', 't3', '2026-11-30', '2026-12-04'), createdBy: 'u-thabo' }),
      },
    },
  });

  it('the calendar names who booked each kept stay (a stay kept without a name stays unnamed)', () => {
    expect(calendarFromPack(named, '2026-11-30', '2026-12-01')?.people).toEqual({
      'u-kagiso': 'Kagiso Dube',
    });
  });

  it('the board names who marked a room; a room made Dirty by last night’s guest names nobody', () => {
    const data = boardFromPack(named, '2026-12-01', 'Africa/Gaborone');
    expect(data?.rooms.map((one) => [one.name, one.status, one.markedByName])).toEqual([
      // Tent 2's guest left this morning: Dirty by the night, not by Kagiso's Inspected mark.
      ['Tent 2', 'dirty', null],
      ['Tent 3', 'clean', 'Naledi Sithole'],
      ['Tent 1', 'clean', null],
      ['Tent 4', 'clean', null],
    ]);
  });
});
