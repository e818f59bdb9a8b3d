import type { CalendarData } from '../../src/features/stays/stays.data';
import type { ShownStay } from '../../src/lib/offline/commands';
import type { Room } from '../../src/lib/supabase/rooms';

/**
 * The rooms calendar's test data (issue 31): `Tent N` rooms of lodge-1 and one confirmed 2-guest stay per
 * room, shaped as `loadCalendar` answers them.
 */

/** Room `index` (0-based): "Tent index+1", a clean tent sleeping 2 at 850.00 a night. */
export const calendarRoom = (index: number): Room => ({
  id: `room-${index}`,
  lodgeId: 'lodge-1',
  name: `Tent ${index + 1}`,
  roomType: 'tent',
  sleeps: 2,
  nightlyRate: 85000,
  sortOrder: index,
  housekeepingStatus: 'clean',
  housekeepingMarkedAt: null,
  housekeepingMarkedBy: null,
  version: 1,
});

/** A confirmed stay of "Guest roomIndex+1" in room `roomIndex` from `arrival` to `departure` (YYYY-MM-DD). */
export const calendarStay = (roomIndex: number, arrival: string, departure: string): ShownStay => ({
  id: `stay-${roomIndex}-${arrival}`,
  lodgeId: 'lodge-1',
  status: 'confirmed',
  guestName: `Guest ${roomIndex + 1}`,
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
      id: `part-${roomIndex}-${arrival}`,
      roomId: `room-${roomIndex}`,
      roomName: `Tent ${roomIndex + 1}`,
      arrival,
      departure,
      nightlyRate: 85000,
      released: false,
    },
  ],
  createdAt: '2026-11-01T08:00:00Z',
  createdBy: null,
  updatedAt: '2026-11-01T08:00:00Z',
  checkedInAt: null,
  checkedOutAt: null,
  cancelledAt: null,
});

/**
 * The calendar's data for `roomCount` rooms from day `from`, every room holding one stay from `arrival`
 * to `departure`; today is 2027-03-01.
 */
export function calendarDays(
  roomCount: number,
  from: string,
  arrival: string,
  departure: string,
): CalendarData {
  const rooms = Array.from({ length: roomCount }, (_, index) => calendarRoom(index));
  return {
    from,
    today: '2027-03-01',
    rooms,
    outOfOrder: [],
    stays: rooms.map((_, index) => calendarStay(index, arrival, departure)),
    channels: [],
    people: {},
    currency: 'BWP',
  };
}
