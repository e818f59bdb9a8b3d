import type { LodgeRole } from '../../machines/shared/lodge-types';
import type { HousekeepingStatus } from './front-desk';
import { can } from './lodge-roles';

/**
 * The housekeeping board (issue 31 "Housekeeping board", `/hospitality/rooms`): every room with
 * Clean / Dirty / Inspected / Out of order in words, departures first, then stay-overs, then the rest.
 * Pure rules; the rows come from `public.housekeeping_board` through the route's loader.
 */

/** One room on the board (`housekeeping_board`'s row, camelCased). */
export interface BoardRoom {
  roomId: string;
  name: string;
  roomType: string;
  status: HousekeepingStatus;
  /** A guest leaves this room today. */
  departureToday: boolean;
  /** A guest stays on tonight (arrived before today, leaves after). */
  stayOver: boolean;
  /** A guest arrives today. */
  arrivalToday: boolean;
  outOfOrder: boolean;
  /** When the status was last marked (ISO), null when never. */
  markedAt: string | null;
  markedByName: string | null;
  /** A mark made on this phone waits in the outbox. */
  pending?: boolean;
}

/** How each status reads (issue 31, in words, never colour alone). */
export const housekeepingLabels: Readonly<Record<HousekeepingStatus, string>> = {
  clean: 'Clean',
  dirty: 'Dirty',
  inspected: 'Inspected',
};

/** What the board says about a room: "Out of order" over its housekeeping status. */
export const boardWord = (room: Pick<BoardRoom, 'status' | 'outOfOrder'>): string =>
  room.outOfOrder ? 'Out of order' : housekeepingLabels[room.status];

/** Why the room is where it is in the list ("Departure today", "Stay-over", "Arrival today"). */
export function boardReason(room: BoardRoom): string | null {
  if (room.departureToday && room.arrivalToday) return 'Departure and arrival today';
  if (room.departureToday) return 'Departure today';
  if (room.stayOver) return 'Stay-over';
  if (room.arrivalToday) return 'Arrival today';
  return null;
}

const rank = (room: BoardRoom) => (room.departureToday ? 0 : room.stayOver ? 1 : 2);

/**
 * The board's order (issue 31): departures first, then stay-overs, then the rest; within a group as
 * the server ordered them (the lodge's room order). Stable, so a mark never moves a row.
 */
export function boardOrder(rooms: readonly BoardRoom[]): BoardRoom[] {
  return rooms
    .map((room, index) => ({ room, index }))
    .sort((a, b) => rank(a.room) - rank(b.room) || a.index - b.index)
    .map(({ room }) => room);
}

/**
 * The marks `role` may make (issue 31): staff mark Clean and Dirty, owners and managers also
 * Inspected; trustees none (the database's `mark_room` says the same).
 */
export function marksFor(role: LodgeRole | null | undefined): HousekeepingStatus[] {
  if (!can(role, 'markRooms')) return [];
  return can(role, 'inspectRooms') ? ['clean', 'dirty', 'inspected'] : ['clean', 'dirty'];
}

/**
 * Whether a mark made at `markedAt` wins over the room's current one (issue 31: two people marking
 * the same room, the later mark wins; the server decides the same in `mark_room`).
 */
export const isLaterMark = (markedAt: string, current: string | null): boolean =>
  current === null || Date.parse(markedAt) >= Date.parse(current);

/** The board with a mark laid over (a waiting one, or one just saved): only when it is the later. */
export function withMark(
  rooms: readonly BoardRoom[],
  mark: { roomId: string; status: HousekeepingStatus; markedAt: string; markedByName?: string },
  pending: boolean,
): BoardRoom[] {
  return rooms.map((room) =>
    room.roomId === mark.roomId && isLaterMark(mark.markedAt, room.markedAt)
      ? {
          ...room,
          status: mark.status,
          markedAt: mark.markedAt,
          markedByName: mark.markedByName ?? room.markedByName,
          ...(pending ? { pending: true } : {}),
        }
      : room,
  );
}
