import type { BoardRoom } from '../../data/housekeeping-board';
import { lastAnswers } from '../../lib/offline/last-answers';
import { lodgeToday } from '../../lib/lodge-today';
import { markRoom } from '../../lib/offline/lazy-queued-writes';
import { addDays } from '../../lib/calendar-day';
import { holdsRooms } from '../../data/room-words';
import { packRows, readThroughLodgePack, type LodgePack } from '../../lib/offline/lodge-pack';
import type { ReadFacts } from '../../lib/offline/copy-first';
import { listOutbox, type OutboxCommand } from '../../lib/offline/outbox';
import { withOutbox } from '../../lib/offline/commands';
import { housekeepingBoard } from '../../lib/supabase/rooms';
import type { LodgeMembership } from '../../../machines/shared/lodge-types';

/** What the housekeeping board (`/hospitality/rooms`) shows: the lodge's day and its rooms. */
export interface RoomBoardData {
  /** The lodge's today, `YYYY-MM-DD`. */
  date: string;
  rooms: BoardRoom[];
  /** When the phone's copy shown was pulled (ms since the epoch); absent for the server's board. */
  copiedAt?: number;
  /**
   * When the server's board was read (ms since the epoch): if the signal goes while it is on view, the
   * board is the phone's copy from then, and says so (issue 31 "Works offline").
   */
  loadedAt?: number;
}

/**
 * The board of `lodgeId` for `date` from `public.housekeeping_board` (issue 31: departures first,
 * then stay-overs; a room occupied last night that nobody marked since the day began reads Dirty).
 * @throws the PostgREST error (the route's error screen with Try again).
 */
export async function loadRoomBoard(lodgeId: string, date: string): Promise<RoomBoardData> {
  return { date, rooms: await housekeepingBoard(lodgeId, date), loadedAt: Date.now() };
}

/**
 * The board for `date` from the person's day pack (issue 31 "Works offline"), by the server's rules
 * (`housekeeping_board`): each room's kept status, Dirty when a guest slept in it last night and
 * nobody marked it since the lodge's day began (in `timezone`); departures first, then stay-overs,
 * arrivals, then the lodge's room order; marked with the copy's time. Who marked a room is not kept
 * (null). Null when the pack keeps no rooms, or its stays do not reach `date` (a pack pulled days ago).
 */
export function boardFromPack(pack: LodgePack, date: string, timezone: string): RoomBoardData | null {
  const { rooms, stays, room_out_of_order: periods } = pack.tables;
  if (!rooms || Object.keys(rooms).length === 0) return null;
  const yesterday = addDays(date, -1);
  // The pack keeps the stays with a night from its first day to 15 days on: last night must be in it.
  if (yesterday < pack.from || date > addDays(pack.from, 15)) return null;
  const parts = packRows(stays ?? {})
    .filter((stay) => holdsRooms(stay.status))
    .flatMap((stay) => stay.rooms.filter((part) => !part.released));
  const outOfOrder = packRows(periods ?? {}).filter(
    (period) => period.startsOn <= date && date < period.endsOn,
  );
  const board = packRows(rooms)
    .sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name))
    .map((room): BoardRoom => {
      const mine = parts.filter((part) => part.roomId === room.id);
      const sleptIn = mine.some((part) => part.arrival <= yesterday && yesterday < part.departure);
      const markedToday =
        room.housekeepingMarkedAt !== null &&
        lodgeToday(timezone, new Date(room.housekeepingMarkedAt)) >= date;
      // Dirty because it was slept in: the morning made it so, nobody marked it.
      const morningDirty = sleptIn && !markedToday;
      return {
        roomId: room.id,
        name: room.name,
        roomType: room.roomType,
        status: morningDirty ? 'dirty' : room.housekeepingStatus,
        departureToday: mine.some((part) => part.departure === date),
        stayOver: mine.some((part) => part.arrival < date && date < part.departure),
        arrivalToday: mine.some((part) => part.arrival === date),
        outOfOrder: outOfOrder.some((period) => period.roomId === room.id),
        markedAt: room.housekeepingMarkedAt,
        // Issue 31, names offline: who marked it comes with the pack's room rows.
        markedByName: morningDirty ? null : (room.housekeepingMarkedByName ?? null),
      };
    });
  const rank = (room: BoardRoom) => (room.departureToday ? 0 : room.stayOver ? 1 : room.arrivalToday ? 2 : 3);
  return {
    date,
    rooms: board
      .map((room, index) => ({ room, index }))
      .sort((a, b) => rank(a.room) - rank(b.room) || a.index - b.index)
      .map(({ room }) => room),
    copiedAt: pack.pulledAt,
  };
}

/** `data` with the marks still waiting in `outbox` laid over (each only where it is the later mark). */
export function boardWithOutbox(
  data: RoomBoardData,
  outbox: readonly OutboxCommand[],
  lodgeId: string,
): RoomBoardData {
  return { ...data, rooms: withOutbox('housekeepingBoard', data.rooms, outbox, { lodgeId }) };
}

/** The server's last answers to this read (issue 33: read again offline before the first pack, the screen stays). */
const lastBoards = lastAnswers<RoomBoardData>();

/**
 * The board route's loader: {@link loadRoomBoard} for the lodge's today, through the person's day pack
 * when there is no signal (issue 31 "Works offline": {@link boardFromPack}), with the marks waiting
 * in the outbox shown. @throws as `loadRoomBoard`; `NotKeptOffline` offline with no copy.
 */
export async function loadRoomBoardRoute(
  facts: ReadFacts,
  userId: string,
  lodge: LodgeMembership,
): Promise<RoomBoardData> {
  const date = lodgeToday(lodge.timezone);
  const waiting = listOutbox(userId).catch(() => []);
  const data = await readThroughLodgePack(
    facts.dayPack,
    userId,
    lodge.lodgeId,
    () => loadRoomBoard(lodge.lodgeId, date),
    (pack) => boardFromPack(pack, date, lodge.timezone),
    { answers: lastBoards, key: date },
  );
  return boardWithOutbox(data, await waiting, lodge.lodgeId);
}

/** The board's writes, swappable in tests: a mark waits in the outbox with no signal (issue 31). */
export const roomBoardWrites = { markRoom };

export type RoomBoardWrites = typeof roomBoardWrites;
