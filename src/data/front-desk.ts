import { holdsRooms, type StayStatus } from './room-words';

/**
 * The front desk's day (issue 31 "Front desk"): who arrives, who leaves, who is in the house and how
 * many rooms are taken tonight, computed from the lodge's stays and rooms. Pure rules: the screens
 * get their rows from the dashboard's loader (features/dashboard/front-desk.data.ts).
 */

/** Where a stay stands; its words are room-words' `stayStatusLabels` (one place, review of stop 31). */
export type { StayStatus } from './room-words';

/** A room's housekeeping state (`rooms.housekeeping_status`). */
export type HousekeepingStatus = 'clean' | 'dirty' | 'inspected';

/** One room of a stay as the front desk shows it. */
export interface FrontDeskRoom {
  roomId: string;
  name: string;
  /** The room's housekeeping state now (check-in needs clean or inspected). */
  housekeeping: HousekeepingStatus;
}

/** A stay as the Today card shows it. */
export interface FrontDeskStay {
  /** The booking's id (a stay is a booking, `kind = 'stay'`). */
  id: string;
  /** The version the person saw (sent with Check in / Check out: never overwrite a newer row). */
  version: number;
  guestName: string;
  status: StayStatus;
  /** `YYYY-MM-DD`; departure is the morning the guest leaves (the night before is the last). */
  arrival: string;
  departure: string;
  guests: number;
  rooms: FrontDeskRoom[];
  /** Balance due in minor units, null when not read (offline copy, or a role that does not see money). */
  balanceDue: number | null;
  /** True while a change to it waits in the outbox. */
  pending?: boolean;
}

/** What the Today card shows for one day (`date`, the lodge's today). */
export interface FrontDeskToday {
  date: string;
  /** Stays arriving today (not cancelled), by guest name. */
  arrivals: FrontDeskStay[];
  /** Stays leaving today (checked in or already checked out), by guest name. */
  departures: FrontDeskStay[];
  /** Stays checked in now and their guests. */
  inHouse: { stays: number; guests: number };
  /** Rooms with a stay tonight, of the rooms in use tonight (out-of-order ones left out). */
  tonight: { taken: number; rooms: number };
}

/** A stay as the loader hands it over: a {@link FrontDeskStay} and the rooms' nights it holds. */
export interface StayNights extends FrontDeskStay {
  /** Each room's nights `[arrival, departure)`, released rows left out. */
  nights: { roomId: string; arrival: string; departure: string }[];
}

const byGuest = (a: FrontDeskStay, b: FrontDeskStay) =>
  a.guestName.localeCompare(b.guestName) || a.id.localeCompare(b.id);

/**
 * The day `date` at the front desk from the lodge's stays around it, its rooms (ids) and the rooms out
 * of order tonight. Arrivals: arriving today and not cancelled or a no-show. Departures: leaving today,
 * checked in or checked out (a confirmed stay leaving today never arrived), and stays checked out on
 * their arrival day. In house: checked in.
 * Tonight: distinct rooms held for the night `date` by a stay not checked out, of the rooms not out of
 * order tonight (issue 31 "Tonight: 6 of 8 rooms taken").
 */
export function frontDeskToday(
  date: string,
  stays: readonly StayNights[],
  roomIds: readonly string[],
  outOfOrderTonight: ReadonlySet<string>,
): FrontDeskToday {
  const arrivals = stays.filter(
    (stay) => stay.arrival === date && holdsRooms(stay.status) && stay.status !== 'checked_out',
  );
  // A stay checked out on its arrival day keeps its first night (check_out_stay: departure = arrival + 1),
  // so it leaves "today" only by its status: listed with today's departures (bug: the server's answer
  // dropped it from both lists, and the guest vanished from the card just after "Checked out").
  const departures = stays.filter(
    (stay) =>
      (stay.departure === date && (stay.status === 'checked_in' || stay.status === 'checked_out')) ||
      (stay.arrival === date && stay.status === 'checked_out'),
  );
  const inHouse = stays.filter((stay) => stay.status === 'checked_in');
  const taken = new Set<string>();
  for (const stay of stays) {
    if (!holdsRooms(stay.status) || stay.status === 'checked_out') continue;
    for (const night of stay.nights) {
      if (night.arrival <= date && date < night.departure && !outOfOrderTonight.has(night.roomId)) {
        taken.add(night.roomId);
      }
    }
  }
  const inUse = roomIds.filter((id) => !outOfOrderTonight.has(id));
  return {
    date,
    arrivals: arrivals.map(strip).sort(byGuest),
    departures: departures.map(strip).sort(byGuest),
    inHouse: { stays: inHouse.length, guests: inHouse.reduce((sum, stay) => sum + stay.guests, 0) },
    tonight: { taken: [...taken].filter((id) => inUse.includes(id)).length, rooms: inUse.length },
  };
}

const strip = ({ nights: _nights, ...stay }: StayNights): FrontDeskStay => stay;

/** "Tonight: 6 of 8 rooms taken" (issue 31, verbatim); "1 room" in the singular. */
export function tonightLine({ taken, rooms }: { taken: number; rooms: number }): string {
  return `Tonight: ${taken} of ${rooms} ${rooms === 1 ? 'room' : 'rooms'} taken`;
}

/** "In house: 5 guests in 3 stays" (nobody: "Nobody is in house"). */
export function inHouseLine({ stays, guests }: { stays: number; guests: number }): string {
  if (stays === 0) return 'Nobody is in house';
  return `In house: ${guests} ${guests === 1 ? 'guest' : 'guests'} in ${stays} ${stays === 1 ? 'stay' : 'stays'}`;
}

/** Whether a room may take arriving guests (issue 31: only a clean or inspected room). */
export const isReady = (status: HousekeepingStatus): boolean => status === 'clean' || status === 'inspected';

/** The front desk's next step for a stay (Check in from today's arrival; Check out when checked in). */
export function stayStep(stay: FrontDeskStay, date: string): 'checkIn' | 'checkOut' | null {
  if ((stay.status === 'confirmed' || stay.status === 'tentative') && stay.arrival <= date) return 'checkIn';
  if (stay.status === 'checked_in') return 'checkOut';
  return null;
}

/** `room_not_ready`'s details (issue 31 contract): the stay's rooms not ready and the rooms ready now. */
export interface RoomsNotReady {
  notReady: string[];
  ready: string[];
}

/** "Tent 1, Tent 5 and Chalet 2". */
export function nameList(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * A check-in refused because a room is not clean or inspected, in words (issue 31: "it says which
 * rooms are ready"): "Tent 3 is not ready yet: mark it Clean first, or move the stay. Ready now:
 * Tent 1 and Tent 5." When no room is ready: "No other room is ready for these nights yet."
 */
export function notReadySentence({ notReady, ready }: RoomsNotReady): string {
  const rooms = nameList(notReady) || 'This room';
  const verb = notReady.length > 1 ? 'are' : 'is';
  const them = notReady.length > 1 ? 'them' : 'it';
  const head = `${rooms} ${verb} not ready yet: mark ${them} Clean first, or move the stay.`;
  return ready.length > 0
    ? `${head} Ready now: ${nameList(ready)}.`
    : `${head} No other room is ready for these nights yet.`;
}
