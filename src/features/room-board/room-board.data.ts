import type { BoardRoom } from '../../data/housekeeping-board';
import { lodgeToday } from '../../lib/lodge-today';
import { markRoom } from '../../lib/offline/lazy-queued-writes';
import { readThroughLodgePack } from '../../lib/offline/lodge-pack';
import { listOutbox, type OutboxCommand } from '../../lib/offline/outbox';
import { withOutbox } from '../../lib/offline/commands';
import { housekeepingBoard } from '../../lib/supabase/rooms';
import type { LodgeMembership } from '../../../machines/shared/lodge-types';

/** What the housekeeping board (`/hospitality/rooms`) shows: the lodge's day and its rooms. */
export interface RoomBoardData {
  /** The lodge's today, `YYYY-MM-DD`. */
  date: string;
  rooms: BoardRoom[];
}

/**
 * The board of `lodgeId` for `date` from `public.housekeeping_board` (issue 31: departures first,
 * then stay-overs; a room occupied last night that nobody marked since the day began reads Dirty).
 * @throws the PostgREST error (the route's error screen with Try again).
 */
export async function loadRoomBoard(lodgeId: string, date: string): Promise<RoomBoardData> {
  return { date, rooms: await housekeepingBoard(lodgeId, date) };
}

/** `data` with the marks still waiting in `outbox` laid over (each only where it is the later mark). */
export function boardWithOutbox(
  data: RoomBoardData,
  outbox: readonly OutboxCommand[],
  lodgeId: string,
): RoomBoardData {
  return { ...data, rooms: withOutbox('housekeepingBoard', data.rooms, outbox, { lodgeId }) };
}

/**
 * The board route's loader: {@link loadRoomBoard} for the lodge's today, through the person's day pack
 * when there is no signal (issue 31 "Works offline": the rooms as last pulled), with the marks waiting
 * in the outbox shown. @throws as `loadRoomBoard`; `NotKeptOffline` offline with no copy.
 */
export async function loadRoomBoardRoute(userId: string, lodge: LodgeMembership): Promise<RoomBoardData> {
  const date = lodgeToday(lodge.timezone);
  const waiting = listOutbox(userId).catch(() => []);
  const data = await readThroughLodgePack(
    userId,
    lodge.lodgeId,
    () => loadRoomBoard(lodge.lodgeId, date),
    () => null,
  );
  return boardWithOutbox(data, await waiting, lodge.lodgeId);
}

/** The board's writes, swappable in tests: a mark waits in the outbox with no signal (issue 31). */
export const roomBoardWrites = { markRoom };

export type RoomBoardWrites = typeof roomBoardWrites;
