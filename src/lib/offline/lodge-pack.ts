import { get, promisifyRequest } from 'idb-keyval';
import type { Booking, BookingNote } from '../../data/bookings';
import type { DistributionChannel } from '../../data/distribution';
import type { BookingItem, Payment } from '../../data/money';
import type { Note } from '../../data/notes';
import type { Product } from '../../data/products';
import type { StaffMember } from '../../data/staff';
import type { LodgeSettings, PulledRow } from '../supabase/day-pack';
import type { OutOfOrderPeriod, Room } from '../supabase/rooms';
import type { Stay } from '../supabase/stays';
import type { PracticeSummary } from '../supabase/language-practice';
import type { Shift } from '../supabase/shifts';
import type { ModuleProgress } from '../supabase/training-progress';
import { addDays } from '../calendar-day';
import { isNoAnswer } from './network-failure';
import { noteCopyShown, type ReadFacts } from './copy-first';
import type { DayPackFactsRef } from './day-pack-facts';
import { dayPackStore, markShownFromPack, readThrough } from './day-pack';
import type { LastAnswers } from './last-answers';

/**
 * The lodge's rows in the day pack (issue 9 "The day pack"): per person and lodge, in IndexedDB
 * (`ecolodge-offline`, key `<userId>:lodge:<lodgeId>`): bookings from yesterday to today + 2 days
 * with their notes, the day's notes on those days, staff and their shifts, products, channels and the
 * person's training progress. The lodge and role come from the lodge actor's copy; training texts
 * ship in the precached app.
 *
 * A pull (`pullLodgePack`, pull-lodge-pack.ts: only the sync loads it) asks only for rows changed since the last pull: `updated_at >=
 * cursor − 2 min` (the overlap covers transactions that committed out of order), where the cursor
 * is the server's clock when the last pull read (returned by the RPC), never the phone's. Deleted rows arrive as
 * tombstones (`public.deleted_rows`). When the lodge's day moves on (the window changes) the dated
 * rows are read again in full, once.
 */

/** The kinds of rows kept, by table. */
export interface PackTables {
  bookings: Record<string, PulledRow<Booking>>;
  booking_notes: Record<string, PulledRow<BookingNote>>;
  daily_notes: Record<string, PulledRow<Note & { date: string }>>;
  shifts: Record<string, PulledRow<Shift>>;
  staff_members: Record<string, PulledRow<StaffMember>>;
  products: Record<string, PulledRow<Product>>;
  distribution_channels: Record<string, PulledRow<DistributionChannel>>;
  training_progress: Record<string, PulledRow<ModuleProgress>>;
  /** Issue 32: the money of the window's bookings (absent from packs kept before it). */
  booking_items?: Record<string, PulledRow<BookingItem>>;
  payments?: Record<string, PulledRow<Payment>>;
  /** Each window booking's channel, keyed by booking id. */
  booking_channels?: Record<string, PulledRow<{ channelId: string | null }>>;
  /**
   * Issue 31: stays with a night in {@link stayWindow} (their rooms embedded), the lodge's rooms (with
   * their housekeeping status) and out-of-order periods. Absent from packs kept before issue 31.
   */
  stays?: Record<string, PulledRow<Stay>>;
  rooms?: Record<string, PulledRow<Room>>;
  room_out_of_order?: Record<string, PulledRow<OutOfOrderPeriod>>;
}

/** One person's copy of one lodge's rows. */
export interface LodgePack {
  version: 1;
  /** The window of dated rows, `YYYY-MM-DD` inclusive (yesterday … today + 2, the lodge's days). */
  from: string;
  to: string;
  /** The server's clock at the last pull (ISO, from the RPC), or null before the first pull. */
  cursor: string | null;
  /** When the last pull finished (ms since the epoch, the phone's clock: shown as "Last updated"). */
  pulledAt: number;
  tables: PackTables;
  /** The person's language practice figures at the last pull (absent in packs kept before it existed). */
  practice?: PracticeSummary | null;
  /** The lodge's currency at the last pull (issue 32; absent in older packs). */
  currency?: string | null;
  /** The lodge's settings at the last pull (issue 35; absent in older packs, null from older servers). */
  lodge?: LodgeSettings | null;
}

/** Overlap of incremental pulls (shared/notes/lodge-data-and-offline.md §2.4): 2 minutes. */
export const pullOverlapMs = 2 * 60_000;

/** The pack's IndexedDB key for a person and lodge. */
export const packKey = (userId: string, lodgeId: string) => `${userId}:lodge:${lodgeId}`;

/** A pack with no rows yet. */
export const emptyTables = (): PackTables => ({
  bookings: {},
  booking_notes: {},
  daily_notes: {},
  shifts: {},
  staff_members: {},
  products: {},
  distribution_channels: {},
  training_progress: {},
  booking_items: {},
  payments: {},
  booking_channels: {},
  stays: {},
  rooms: {},
  room_out_of_order: {},
});

/** The window of dated rows for the lodge's day `today` (`YYYY-MM-DD`): yesterday to today + 2. */
export function packWindow(today: string): { from: string; to: string } {
  return { from: addDays(today, -1), to: addDays(today, 2) };
}

/**
 * The nights whose stays the pack keeps for the lodge's day `today` (issue 31: "stays overlapping
 * yesterday to +14 days"): a stay is kept when it has a night from `from` to `to` (inclusive). The
 * server reads the same days from the pack window's `from` (day_pack_changes: p_from … p_from + 15).
 */
export function stayWindow(today: string): { from: string; to: string } {
  return { from: addDays(today, -1), to: addDays(today, 14) };
}

/** The person's copy of the lodge's rows, or null when none is kept (or IndexedDB is missing). */
export async function readLodgePack(userId: string, lodgeId: string): Promise<LodgePack | null> {
  const store = dayPackStore();
  if (!store) return null;
  const pack = await get<LodgePack>(packKey(userId, lodgeId), store).catch(() => undefined);
  return pack?.version === 1 ? pack : null;
}

/**
 * Whether the person holds a copy of the lodge's rows, without reading it (IndexedDB's `count`: the
 * pack is not deserialised — the Today card's loader only asks whether a copy is there before the
 * server answers). False when IndexedDB is missing or cannot be read.
 */
export async function hasLodgePack(userId: string, lodgeId: string): Promise<boolean> {
  const store = dayPackStore();
  if (!store) return false;
  const count = await store('readonly', (keys) =>
    promisifyRequest(keys.count(packKey(userId, lodgeId))),
  ).catch(() => 0);
  return count > 0;
}

/**
 * Whether a read kept beside the lodge's rows (a day-pack copy: the Today card, the weather forecast)
 * gives its copy now without asking the server: the app shows the phone's copy (`facts.opensOnCopy`,
 * asked again after the IndexedDB count) and the person keeps the lodge's rows. Then the copy is noted
 * (in `facts.dayPack`), so the
 * screens are read again once the server answers (bug: a copy not noted stayed — the Today card never
 * came, the forecast stayed "No forecast"). With no rows kept (a cold start) the read goes to the
 * server: noting then would read every screen twice (issue 22: the dashboard's bookings fetched twice).
 */
export async function drawsKeptCopy(facts: ReadFacts, userId: string, lodgeId: string): Promise<boolean> {
  const { opensOnCopy } = facts;
  if (!opensOnCopy() || !(await hasLodgePack(userId, lodgeId)) || !opensOnCopy()) return false;
  noteCopyShown(facts.dayPack);
  return true;
}

/** The values of a pack table sorted by their sort key (`desc` for newest first). */
export function packRows<T>(rows: Record<string, PulledRow<T>>, order: 'asc' | 'desc' = 'asc'): T[] {
  return Object.values(rows)
    .sort((a, b) => (order === 'asc' ? a.sort.localeCompare(b.sort) : b.sort.localeCompare(a.sort)))
    .map((row) => row.value);
}

/** The error a screen shows offline when this phone has no copy of what it needs yet. */
export class NotKeptOffline extends Error {
  constructor() {
    super('This page has not been saved on this phone yet. It will load when the signal returns.');
    this.name = 'NotKeptOffline';
  }
}

/** A screen's data and, when it is the day pack's copy, when that copy was taken (issue 22). */
export interface Copied<T> {
  value: T;
  /** When the copy was pulled from the server (ms since the epoch: "Updated 14:32"), or null for the server's answer. */
  copiedAt: number | null;
}

/** What `fromPack` computes from the person's pack, with when it was pulled; null with no pack or no value. */
async function keptValue<T>(
  userId: string,
  lodgeId: string,
  fromPack: (pack: LodgePack) => T | null,
): Promise<{ value: T; savedAt: number } | null> {
  const pack = await readLodgePack(userId, lodgeId);
  const value = pack ? fromPack(pack) : null;
  return pack && value !== null ? { value, savedAt: pack.pulledAt } : null;
}

/**
 * Which kind of read a screen makes and what it asked (issue 33): its answers are remembered in memory
 * (`answers`, one holder per kind of read: src/lib/offline/last-answers.ts) under the person, the lodge
 * and `key` (e.g. the first day shown), so that a read again with no signal and no pack kept yet shows
 * the server's last answer rather than replacing the screen by "Not on this phone yet".
 */
export interface RememberedRead<T> {
  answers: LastAnswers<T>;
  /** What was asked, within the kind: `''` when the read takes nothing but the person and lodge. */
  key: string;
}

/** `online`, remembering its answer in `last` under the person and lodge; and the kept value offline. */
function withLastAnswer<T>(
  userId: string,
  lodgeId: string,
  online: () => Promise<T>,
  fromPack: (pack: LodgePack) => T | null,
  last: RememberedRead<T>,
) {
  const key = `${userId}:${lodgeId}:${last.key}`;
  return {
    online: async () => {
      const value = await online();
      last.answers.remember(key, value);
      return value;
    },
    // The pack first (the sync keeps it fresh); before the first pack, the server's last answer.
    kept: async () => (await keptValue(userId, lodgeId, fromPack)) ?? last.answers.recall(key),
  };
}

/**
 * A screen's read through the lodge pack (issue 9 "Offline, every screen reads the day pack"): online
 * it runs `online()` and returns the server's answer; offline, or when the request got no answer, it
 * returns `fromPack(pack)` computed from the person's kept rows, and the banner shows when they were
 * pulled — or, before this phone kept its first pack, the server's last answer to the same read on
 * this page (`last`, issue 33: what was on the screen stays). While the app shows the phone's copy
 * (issue 22: it has just opened on it and the server has
 * not answered yet: `facts.opensOnCopy`, the lodge actor's `showingCopy`, from the loader's router
 * context) the kept rows come
 * at once, with no request; the screen asks again when the lodge actor has heard from the server
 * (the router reloads, src/app/wiring.ts). The answer says whether it is the
 * copy (`copiedAt`); what the screen shows is told to `facts.dayPack`. @throws `online()`'s error when
 * the server answered with one;
 * {@link NotKeptOffline} offline with no pack kept and no answer remembered (or when `fromPack`
 * returns null).
 */
export async function readThroughLodgePackCopy<T>(
  facts: ReadFacts,
  userId: string,
  lodgeId: string,
  online: () => Promise<T>,
  fromPack: (pack: LodgePack) => T | null,
  last: RememberedRead<T>,
): Promise<Copied<T>> {
  const { opensOnCopy, dayPack } = facts;
  if (opensOnCopy()) {
    const kept = await keptValue(userId, lodgeId, fromPack);
    // Asked again: the server may have answered while the pack was read (then its rows, not the copy).
    if (kept && opensOnCopy()) {
      noteCopyShown(dayPack);
      markShownFromPack(kept.savedAt, dayPack);
      return { value: kept.value, copiedAt: kept.savedAt };
    }
  }
  const read = withLastAnswer(userId, lodgeId, online, fromPack, last);
  let copiedAt: number | null = null;
  const value = await readThrough(
    read.online,
    async () => {
      const kept = await read.kept();
      copiedAt = kept?.savedAt ?? null;
      return kept;
    },
    (cause) => (cause instanceof Error && !isNoAnswer(cause) ? cause : new NotKeptOffline()),
    dayPack,
  );
  return { value, copiedAt };
}

/**
 * A screen's read through the lodge pack for the screens that do not open on the copy: online the
 * server's answer, offline (or with no answer) the value computed from the kept rows (before the
 * first pack, the server's last answer on this page: `last`) — not the copy
 * first while the app shows it. Only the dashboard and bookings (and the booking form's guides) open on
 * the copy (issue 22), marked "Updated HH:MM"; the others start their own state from their first data
 * (the products machine, the staff rota), so a copy shown first would stay after the server answered
 * (bug: products after a reload kept the copy). What the screen shows is told to `dayPack` (a loader's
 * `context.facts.dayPack`). @throws as {@link readThroughLodgePackCopy}.
 */
export async function readThroughLodgePack<T>(
  dayPack: DayPackFactsRef,
  userId: string,
  lodgeId: string,
  online: () => Promise<T>,
  fromPack: (pack: LodgePack) => T | null,
  last: RememberedRead<T>,
): Promise<T> {
  const read = withLastAnswer(userId, lodgeId, online, fromPack, last);
  return readThrough(
    read.online,
    read.kept,
    (cause) => (cause instanceof Error && !isNoAnswer(cause) ? cause : new NotKeptOffline()),
    dayPack,
  );
}

/**
 * One booking's money as the day pack keeps it (issue 32: "the day pack carries the money … of every
 * booking in its window, so the desk can take a payment and see the balance with no signal"): its
 * items and payments (oldest first), channel and the lodge's currency. Null when the booking is not in
 * the pack, or the pack was kept before it carried money.
 */
export function packBookingMoney(
  pack: LodgePack,
  bookingId: string,
): { items: BookingItem[]; payments: Payment[]; channelId: string | null; currency: string } | null {
  const { booking_items: items, payments, booking_channels: channels } = pack.tables;
  if (!(bookingId in pack.tables.bookings) || !items || !payments || !channels || !pack.currency) return null;
  return {
    items: packRows(items).filter((item) => item.bookingId === bookingId),
    payments: packRows(payments).filter((payment) => payment.bookingId === bookingId),
    channelId: channels[bookingId]?.value.channelId ?? null,
    currency: pack.currency,
  };
}
