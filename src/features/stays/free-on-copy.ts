import type { BookingStatus } from '../../data/bookings';
import type { Room } from '../../lib/supabase/rooms';

/** What the phone keeps of the lodge's nights: its stays and out-of-order periods over `[from, to)`. */
export interface KeptNights {
  from: string;
  to: string;
  stays: readonly {
    status: BookingStatus;
    rooms: readonly { roomId: string; arrival: string; departure: string; released: boolean }[];
  }[];
  outOfOrder: readonly { roomId: string; startsOn: string; endsOn: string }[];
}

/**
 * The rooms free for every night of `[arrival, departure)` **as the phone's copy has them** (issue 31
 * "Availability holds offline": with no signal a stay can still be made; the server decides when it is
 * sent, and a room taken meanwhile goes to Needs attention). Null when the nights reach past what the
 * copy holds (`kept.from`…`kept.to`): the phone cannot say. Rooms in `rooms`' order.
 */
export function freeOnCopy(
  rooms: readonly Room[],
  kept: KeptNights,
  arrival: string,
  departure: string,
): Room[] | null {
  if (arrival < kept.from || departure > kept.to || !(departure > arrival)) return null;
  const meets = (start: string, end: string) => start < departure && arrival < end;
  const held = new Set<string>();
  for (const stay of kept.stays) {
    if (stay.status === 'cancelled' || stay.status === 'no_show') continue;
    for (const part of stay.rooms)
      if (!part.released && meets(part.arrival, part.departure)) held.add(part.roomId);
  }
  for (const period of kept.outOfOrder) if (meets(period.startsOn, period.endsOn)) held.add(period.roomId);
  return rooms.filter((room) => !held.has(room.id));
}
