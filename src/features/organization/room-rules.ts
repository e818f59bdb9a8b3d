import { parseMoney, toDecimalString } from '../../data/money';
import { rangeProblem, lengthProblem } from '../../data/field-limits';
import { STAY_RANGES } from '../../data/room-words';
import { ROOM_LIMITS, ROOM_TYPES, type Room, type RoomInput, type RoomType } from '../../lib/supabase/rooms';

/** Whether `value` is one of the room types. */
export const isRoomType = (value: unknown): value is RoomType =>
  typeof value === 'string' && ROOM_TYPES.some((type) => type === value);

/** What the room form holds: the text as typed (numbers too, so nothing typed is ever changed). */
export interface RoomDraft {
  name: string;
  roomType: RoomType | '';
  sleeps: string;
  /** Decimal text in the lodge's currency ("350.00"); blank for no nightly rate. */
  nightlyRate: string;
  sortOrder: string;
}

/** The form's problems, by field, in words. */
export type RoomProblems = Partial<Record<keyof RoomDraft, string>>;

/** The form opened on `room` (or empty for a new room placed after `nextOrder`). */
export function roomDraftOf(room: Room | null, currency: string, nextOrder: number): RoomDraft {
  return room
    ? {
        name: room.name,
        roomType: room.roomType,
        sleeps: String(room.sleeps),
        nightlyRate: room.nightlyRate === null ? '' : toDecimalString(room.nightlyRate, currency),
        sortOrder: String(room.sortOrder),
      }
    : { name: '', roomType: '', sleeps: '2', nightlyRate: '', sortOrder: String(nextOrder) };
}

/**
 * Checks the room form as the database will (issue 31: name 1–60 and unique in the lodge ignoring
 * case, a type from the list, sleeps 1–50, a nightly rate of 0 or more in the lodge's currency or
 * none), without changing what was typed. `others` are the lodge's other rooms, for the name.
 * @returns the details to save (rate in minor units), or the problems by field.
 */
export function checkRoom(
  draft: RoomDraft,
  currency: string,
  others: readonly Pick<Room, 'name'>[],
): { details: Omit<RoomInput, 'lodgeId' | 'id'> } | { problems: RoomProblems } {
  const problems: RoomProblems = {};
  const name = draft.name.trim();
  if (name === '') problems.name = 'Give the room a name, e.g. Tent 3';
  else if (others.some((room) => room.name.trim().toLowerCase() === name.toLowerCase()))
    problems.name = `There is already a room called ${name}`;
  else {
    const tooLong = lengthProblem(name, ROOM_LIMITS.name);
    if (tooLong) problems.name = tooLong;
  }
  if (!isRoomType(draft.roomType)) problems.roomType = 'Choose the kind of room';
  const sleeps = rangeProblem(draft.sleeps, ROOM_LIMITS.sleeps);
  if (sleeps) problems.sleeps = sleeps;
  const order = rangeProblem(draft.sortOrder, STAY_RANGES.sortOrder);
  if (order) problems.sortOrder = order;
  let nightlyRate: number | null = null;
  if (draft.nightlyRate.trim() !== '') {
    const parsed = parseMoney(draft.nightlyRate, currency);
    if ('error' in parsed) problems.nightlyRate = parsed.error;
    else nightlyRate = parsed.minor;
  }
  if (Object.keys(problems).length > 0 || !isRoomType(draft.roomType)) return { problems };
  return {
    details: {
      name,
      roomType: draft.roomType,
      sleeps: Number(draft.sleeps.trim()),
      nightlyRate,
      sortOrder: Number(draft.sortOrder.trim()),
    },
  };
}

/** What the out-of-order form holds. */
export interface OutOfOrderDraft {
  roomId: string;
  /** First night out of order, `YYYY-MM-DD`. */
  startsOn: string;
  /** First night back in use (exclusive end), `YYYY-MM-DD`. */
  endsOn: string;
  reason: string;
}

/**
 * Checks an out-of-order period (issue 31 "Out of order from–to with a reason"): both days given,
 * back in use after it starts, at most 365 nights, a reason of 1–200 characters.
 */
export function checkOutOfOrder(
  draft: OutOfOrderDraft,
): { period: OutOfOrderDraft } | { problems: Partial<Record<keyof OutOfOrderDraft, string>> } {
  const problems: Partial<Record<keyof OutOfOrderDraft, string>> = {};
  const day = /^\d{4}-\d{2}-\d{2}$/;
  if (!day.test(draft.startsOn)) problems.startsOn = 'Choose the first night out of order';
  if (!day.test(draft.endsOn)) problems.endsOn = 'Choose the day it is back in use';
  else if (day.test(draft.startsOn) && draft.endsOn <= draft.startsOn)
    problems.endsOn = 'Back in use must be after the first night out of order';
  const reason = draft.reason.trim();
  if (reason === '') problems.reason = 'Say why, e.g. Roof repair';
  else {
    const tooLong = lengthProblem(reason, ROOM_LIMITS.reason);
    if (tooLong) problems.reason = tooLong;
  }
  return Object.keys(problems).length > 0 ? { problems } : { period: { ...draft, reason } };
}
