import type { LodgeMembership } from '../../../machines/shared/lodge-types';
import { addDays } from '../../lib/calendar-day';
import { lodgeToday } from '../../lib/lodge-today';
import { browserOffline } from '../../lib/offline/network-failure';
import { fetchLodgeMoneySettings } from '../../lib/supabase/lodge-money';
import {
  listOutOfOrder,
  listRooms,
  removeOutOfOrder,
  removeRoom,
  saveOutOfOrder,
  saveRoom,
  type OutOfOrderPeriod,
  type Room,
} from '../../lib/supabase/rooms';

/** How far ahead Rooms lists out-of-order periods (and from yesterday, so one ending today still shows). */
const OUT_OF_ORDER_DAYS = 366;

/** What Lodge settings → Rooms shows (its route loader's data). */
export interface RoomsData {
  /** The lodge's rooms in their order (`sort_order`, then name). */
  rooms: Room[];
  /** Out-of-order periods that end after yesterday, earliest first. */
  outOfOrder: OutOfOrderPeriod[];
  /** The lodge's currency (ISO 4217): nightly rates are typed and shown in it. */
  currency: string;
  /** The lodge's today, `YYYY-MM-DD`. */
  today: string;
  /** True when the rooms could not be read (offline): the screen says it needs a connection. */
  unavailable: boolean;
}

/**
 * The /organization/rooms loader (issue 31): the lodge's rooms, their out-of-order periods from
 * yesterday on and the lodge's currency. Offline (or after a failed read) the screen still opens and
 * says the rooms need a connection — settings are changed online, as Lodge settings are.
 */
export async function loadRooms(lodge: LodgeMembership): Promise<RoomsData> {
  const today = lodgeToday(lodge.timezone);
  const empty: RoomsData = { rooms: [], outOfOrder: [], currency: 'BWP', today, unavailable: true };
  if (browserOffline()) return empty;
  try {
    const [rooms, outOfOrder, money] = await Promise.all([
      listRooms(lodge.lodgeId),
      listOutOfOrder(lodge.lodgeId, addDays(today, -1), addDays(today, OUT_OF_ORDER_DAYS)),
      fetchLodgeMoneySettings(lodge.lodgeId),
    ]);
    return { rooms, outOfOrder, currency: money.currency, today, unavailable: false };
  } catch {
    return empty;
  }
}

/** Rooms' writes (owners and managers; RLS says the same), each rejecting with the server's error. */
export const roomsWrites = { saveRoom, removeRoom, saveOutOfOrder, removeOutOfOrder };

export type RoomsWrites = typeof roomsWrites;
