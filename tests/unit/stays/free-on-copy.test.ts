import { describe, expect, it } from 'vitest';
import { freeOnCopy, type KeptNights } from '../../../src/features/stays/free-on-copy';
import type { Room } from '../../../src/lib/supabase/rooms';

const room = (id: string, name: string): Room => ({
  id,
  lodgeId: 'l1',
  name,
  roomType: 'tent',
  sleeps: 2,
  nightlyRate: 85000,
  sortOrder: 0,
  housekeepingStatus: 'clean',
  housekeepingMarkedAt: null,
  housekeepingMarkedBy: null,
  version: 1,
});
const rooms = [room('t1', 'Tent 1'), room('t2', 'Tent 2'), room('t3', 'Tent 3'), room('t4', 'Tent 4')];
const part = (roomId: string, arrival: string, departure: string, released = false) => ({
  roomId,
  arrival,
  departure,
  released,
});
const kept: KeptNights = {
  from: '2026-12-01',
  to: '2027-01-01',
  stays: [
    { status: 'confirmed', rooms: [part('t1', '2026-12-02', '2026-12-05')] },
    { status: 'cancelled', rooms: [part('t2', '2026-12-02', '2026-12-05')] },
    {
      status: 'checked_in',
      rooms: [part('t3', '2026-12-01', '2026-12-03', true), part('t4', '2026-12-05', '2026-12-09')],
    },
  ],
  outOfOrder: [{ roomId: 't2', startsOn: '2026-12-04', endsOn: '2026-12-06' }],
};
const names = (list: Room[] | null) => list?.map((one) => one.name) ?? null;

describe("issue 31: with no signal, New stay offers the rooms free on the phone's copy", () => {
  it('leaves out rooms held by an active stay or out of order on any of the nights', () => {
    expect(names(freeOnCopy(rooms, kept, '2026-12-03', '2026-12-06'))).toEqual(['Tent 3']);
  });

  it('a cancelled stay, a released room and a departure day hold nothing', () => {
    expect(names(freeOnCopy(rooms, kept, '2026-12-01', '2026-12-02'))).toEqual([
      'Tent 1',
      'Tent 2',
      'Tent 3',
      'Tent 4',
    ]);
    expect(names(freeOnCopy(rooms, kept, '2026-12-09', '2026-12-10'))).toEqual([
      'Tent 1',
      'Tent 2',
      'Tent 3',
      'Tent 4',
    ]);
  });

  it('says nothing (null) for nights the copy does not hold', () => {
    expect(freeOnCopy(rooms, kept, '2026-11-30', '2026-12-02')).toBeNull();
    expect(freeOnCopy(rooms, kept, '2026-12-30', '2027-01-02')).toBeNull();
  });
});
