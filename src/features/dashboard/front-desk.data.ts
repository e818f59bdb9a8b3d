import type { LodgeMembership } from '../../../machines/shared/lodge-types';
import { lastAnswers } from '../../lib/offline/last-answers';
import { frontDeskToday, type FrontDeskToday, type StayNights } from '../../data/front-desk';
import { bookingBalance } from '../../data/money';
import { can } from '../../data/lodge-roles';
import { addDays } from '../../lib/calendar-day';
import { readDayPackCopy, refreshDayPackCopy } from '../../lib/offline/day-pack';
import { drawsKeptCopy, NotKeptOffline, readThroughLodgePack } from '../../lib/offline/lodge-pack';
import type { ReadFacts } from '../../lib/offline/copy-first';
import { fetchBookingsMoney } from '../../lib/supabase/booking-money';
import { housekeepingBoard, type BoardRoom } from '../../lib/supabase/rooms';
import { listStays, type Stay } from '../../lib/supabase/stays';

/** A stay's rooms still held (not released), each once, with the board's status for today. */
function stayNights(stay: Stay, board: ReadonlyMap<string, BoardRoom>, due: number | null): StayNights {
  const held = stay.rooms.filter((room) => !room.released);
  const rooms = [...new Map(held.map((room) => [room.roomId, room])).values()].map((room) => ({
    roomId: room.roomId,
    name: board.get(room.roomId)?.name ?? room.roomName,
    housekeeping: board.get(room.roomId)?.status ?? 'dirty',
  }));
  return {
    id: stay.id,
    version: stay.version,
    guestName: stay.guestName,
    status: stay.status,
    arrival: stay.arrival,
    departure: stay.departure,
    guests: stay.guests,
    rooms,
    balanceDue: due,
    nights: held.map(({ roomId, arrival, departure }) => ({ roomId, arrival, departure })),
  };
}

/**
 * The front desk's day `date` (issue 31, the Today card) for `lodgeId`: the housekeeping board of the
 * day (every room, its status as read that day, out of order or not) and the stays with a night from
 * yesterday to today (so today's departures are in), with the balance due of today's arrivals and
 * departures. Null for a lodge with no rooms. Five reads, two round trips.
 * @throws the first PostgREST error.
 */
export async function loadFrontDesk(lodgeId: string, date: string): Promise<FrontDeskToday | null> {
  const [board, stays] = await Promise.all([
    housekeepingBoard(lodgeId, date),
    listStays(lodgeId, addDays(date, -1), date),
  ]);
  if (board.length === 0) return null;
  const onDesk = stays.filter((stay) => stay.arrival === date || stay.departure === date);
  const money = await fetchBookingsMoney(onDesk.map((stay) => stay.id));
  const rooms = new Map(board.map((room) => [room.roomId, room]));
  const dueOf = (id: string) => {
    const rows = money.get(id);
    return rows ? bookingBalance(rows.items, rows.payments).due : null;
  };
  return frontDeskToday(
    date,
    stays.map((stay) => stayNights(stay, rooms, dueOf(stay.id))),
    board.map((room) => room.roomId),
    new Set(board.filter((room) => room.outOfOrder).map((room) => room.roomId)),
  );
}

/**
 * The day pack's key of the front desk's day last read from the server: one per lodge, overwritten by
 * each day's read (bug: a key per day was never removed, so the pack grew a copy a day until sign-out).
 * The copy carries its `date`; another day's is never drawn.
 */
const frontDeskKey = (lodgeId: string) => `front-desk:${lodgeId}`;

/** The server's last answers to this read (issue 33: read again offline before the first pack, the screen stays). */
const lastFrontDesks = lastAnswers<FrontDeskToday | null>();

/**
 * {@link loadFrontDesk} for the dashboard's loader: only for a role that checks guests in and out
 * (trustees read no stays); while the app shows the phone's copy, the day the server last gave (kept in
 * the day pack, wiped with it at sign-out), else null; with no signal and nothing kept of the lodge's
 * rooms on the phone, null — the rest of the dashboard still opens. @throws as `loadFrontDesk` when the server answered with one.
 */
export async function loadFrontDeskRoute(
  userId: string,
  lodge: LodgeMembership,
  date: string,
  facts: ReadFacts,
): Promise<FrontDeskToday | null> {
  if (!can(lodge.role, 'checkGuestsInOut')) return null;
  // While the app opens on the phone's copy nothing waits for the network (issue 22): the card comes
  // with the server's answer, when the router loads again — which it does only for a screen that
  // noted the copy (bug: after a reload the dashboard's own read came after the server's answer, so
  // nothing was noted, nothing reloaded, and the Today card never came).
  // Only when the phone holds a copy of the lodge's rows (`drawsKeptCopy`). Issue 34: the card the server last gave for this day is drawn meanwhile (the day pack keeps it,
  // `frontDeskKey`), so the Today card is where the page snapshot showed it and nothing under it moves
  // when the server's answer comes (it came 256 px tall above the lodge's card: the cold start's CLS 0.26).
  if (await drawsKeptCopy(facts, userId, lodge.lodgeId)) {
    const kept = (await readDayPackCopy<FrontDeskToday | null>(userId, frontDeskKey(lodge.lodgeId)))?.value;
    return kept?.date === date ? kept : null;
  }
  try {
    return await readThroughLodgePack(
      facts.dayPack,
      userId,
      lodge.lodgeId,
      () =>
        refreshDayPackCopy(facts.dayPack, userId, frontDeskKey(lodge.lodgeId), () =>
          loadFrontDesk(lodge.lodgeId, date),
        ),
      () => null,
      { answers: lastFrontDesks, key: date },
    );
  } catch (error) {
    if (error instanceof NotKeptOffline) return null;
    throw error;
  }
}
