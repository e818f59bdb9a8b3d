import type { LodgeMembership } from '../../../machines/shared/lodge-types';
import { lastAnswers } from '../../lib/offline/last-answers';
import { addDays } from '../../lib/calendar-day';
import { lodgeToday } from '../../lib/lodge-today';
import { withOutbox, type ShownStay } from '../../lib/offline/commands';
import { packRows, readThroughLodgePackCopy, type LodgePack } from '../../lib/offline/lodge-pack';
import type { ReadFacts } from '../../lib/offline/copy-first';
import { listOutbox } from '../../lib/offline/outbox';
import { fetchDistributionChannels } from '../../lib/supabase/distribution-channels';
import { fetchLodgeMoneySettings } from '../../lib/supabase/lodge-money';
import { fetchLodgeMembers } from '../../lib/supabase/lodge-members';
import { listOutOfOrder, listRooms, type OutOfOrderPeriod, type Room } from '../../lib/supabase/rooms';
import { listStays } from '../../lib/supabase/stays';

/** Days the calendar loads from its first day: a laptop's month (a phone shows the first 14). */
export const CALENDAR_DAYS = 31;

/**
 * The calendar's first day for `?from=` (issue 31): `from` when given, else yesterday in the lodge
 * (`today` is the lodge's today, `YYYY-MM-DD`), so last night's stays show.
 */
export const calendarFirstDay = (today: string, from?: string): string => from ?? addDays(today, -1);

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
  /**
   * From the phone's copy only: the nights it keeps, `[from, to)` (issue 31: yesterday to today + 14).
   * Days outside it are not known on this phone: the screen says so, and offers no room as free there.
   */
  keptNights?: { from: string; to: string };
}

/**
 * Whether `value` (a route match's loader data, typed `any` by the router) is a calendar's data: the
 * fields every `CalendarData` has.
 */
export function isCalendarData(value: unknown): value is CalendarData {
  return (
    typeof value === 'object' &&
    value !== null &&
    'from' in value &&
    typeof value.from === 'string' &&
    'rooms' in value &&
    Array.isArray(value.rooms) &&
    'stays' in value &&
    Array.isArray(value.stays)
  );
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
 * for the nights from yesterday to today + 14, `stayWindow`): the rooms, the kept stays and periods
 * meeting the month from `from`, and `keptNights` — the nights the copy holds, so the screen can say
 * that the days outside it are not kept on this phone (never shown as free). Null when the pack keeps
 * no rooms or no currency (kept before issues 31 and 32): the screen says it loads when the signal returns.
 */
export function calendarFromPack(pack: LodgePack, from: string, today: string): CalendarData | null {
  const { rooms, stays, room_out_of_order: periods } = pack.tables;
  if (!rooms || Object.keys(rooms).length === 0 || !pack.currency) return null;
  const to = addDays(from, CALENDAR_DAYS);
  const meets = (start: string, end: string) => start < to && from < end;
  // The server keeps the stays with a night from the pack's first day to 15 days on (day_pack_changes).
  const keptNights = { from: pack.from, to: addDays(pack.from, 16) };
  const kept = packRows(stays ?? {}).filter((stay) => meets(stay.arrival, stay.departure));
  return {
    from,
    today,
    rooms: packRows(rooms).sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name)),
    outOfOrder: packRows(periods ?? {}).filter((period) => meets(period.startsOn, period.endsOn)),
    stays: kept,
    channels: packRows(pack.tables.distribution_channels).map(({ id, name }) => ({ id, name })),
    // Issue 31, names offline: who booked each stay comes with the pack's stay rows.
    people: Object.fromEntries(
      kept.flatMap((stay) =>
        stay.createdBy && stay.createdByName ? [[stay.createdBy, stay.createdByName] as const] : [],
      ),
    ),
    currency: pack.currency,
    keptNights,
  };
}

/** The server's last answers to this read (issue 33: read again offline before the first pack, the screen stays). */
const lastCalendars = lastAnswers<CalendarData>();

/**
 * The calendar's loader (issue 31): rooms × `CALENDAR_DAYS` days from `from` (default the lodge's
 * today), through the same read-through as the Bookings list — online the server's rows, offline (or
 * with no answer) the day pack's — with the stays still waiting in the outbox laid over ("Waiting to
 * send — not confirmed yet"); `facts` from the loader's router context. @throws as
 * `readThroughLodgePackCopy`.
 */
export async function loadCalendar(
  userId: string,
  lodge: Pick<LodgeMembership, 'lodgeId' | 'timezone'>,
  facts: ReadFacts,
  from?: string,
): Promise<CalendarData> {
  const today = lodgeToday(lodge.timezone);
  const first = calendarFirstDay(today, from);
  const waiting = listOutbox(userId).catch(() => []);
  const { value, copiedAt } = await readThroughLodgePackCopy(
    facts,
    userId,
    lodge.lodgeId,
    () => fetchCalendar(lodge.lodgeId, first, today),
    (pack) => calendarFromPack(pack, first, today),
    { answers: lastCalendars, key: `${first}:${today}` },
  );
  const stays = withOutbox('stays', value.stays, await waiting, {
    lodgeId: lodge.lodgeId,
    from: first,
    to: addDays(first, CALENDAR_DAYS),
  });
  return { ...value, stays, copiedAt };
}
