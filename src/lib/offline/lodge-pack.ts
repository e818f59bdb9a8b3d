import dayjs from 'dayjs';
import { get, set } from 'idb-keyval';
import type { Booking, BookingNote } from '../../data/bookings';
import type { DistributionChannel } from '../../data/distribution';
import type { Note } from '../../data/notes';
import type { Product } from '../../data/products';
import type { StaffMember } from '../../data/staff';
import { pullDayPackChanges, type PulledRow } from '../supabase/day-pack';
import type { PracticeSummary } from '../supabase/language-practice';
import type { Shift } from '../supabase/shifts';
import type { ModuleProgress } from '../supabase/training-progress';
import { browserOffline, isNoAnswer } from './network-failure';
import { dayPackGeneration, dayPackStore, markShownFromPack } from './day-pack';

/**
 * The lodge's rows in the day pack (issue 9 "The day pack"): per person and lodge, in IndexedDB
 * (`ecolodge-offline`, key `<userId>:lodge:<lodgeId>`): bookings from yesterday to today + 2 days
 * with their notes, the day's notes on those days, staff and their shifts, products, channels and the
 * person's training progress. The lodge and role come from the lodge actor's copy; training texts
 * ship in the precached app.
 *
 * A pull ({@link pullLodgePack}) asks only for rows changed since the last pull: `updated_at >=
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
}

/** Overlap of incremental pulls (shared/notes/lodge-data-and-offline.md §2.4): 2 minutes. */
export const pullOverlapMs = 2 * 60_000;

const packKey = (userId: string, lodgeId: string) => `${userId}:lodge:${lodgeId}`;

const emptyTables = (): PackTables => ({
  bookings: {},
  booking_notes: {},
  daily_notes: {},
  shifts: {},
  staff_members: {},
  products: {},
  distribution_channels: {},
  training_progress: {},
});

/** The window of dated rows for the lodge's day `today` (`YYYY-MM-DD`): yesterday to today + 2. */
export function packWindow(today: string): { from: string; to: string } {
  const day = dayjs(today);
  return { from: day.subtract(1, 'day').format('YYYY-MM-DD'), to: day.add(2, 'day').format('YYYY-MM-DD') };
}

/** The person's copy of the lodge's rows, or null when none is kept (or IndexedDB is missing). */
export async function readLodgePack(userId: string, lodgeId: string): Promise<LodgePack | null> {
  const store = dayPackStore();
  if (!store) return null;
  const pack = await get<LodgePack>(packKey(userId, lodgeId), store).catch(() => undefined);
  return pack?.version === 1 ? pack : null;
}

/** What a pull did: how many rows changed (added, updated or dropped) and the pack after it. */
export interface PullResult {
  changed: number;
  pack: LodgePack;
}

const merge = <R extends { id: string; updatedAt: string }>(
  rows: Record<string, R>,
  pulled: readonly R[],
): { rows: Record<string, R>; changed: number } => {
  let changed = 0;
  const next = { ...rows };
  for (const row of pulled) {
    const kept = next[row.id];
    if (kept && kept.updatedAt === row.updatedAt) continue;
    next[row.id] = row;
    changed += 1;
  }
  return { rows: next, changed };
};

/**
 * Pulls what changed in the lodge since the last pull into the person's pack and keeps it.
 * `today` is the lodge's day (`YYYY-MM-DD`, src/lib/lodge-today.ts). One round trip (RPC `day_pack_changes`). @returns how many rows changed.
 * @throws the first request's error (no answer, or the server's), leaving the kept pack as it was.
 */
export async function pullLodgePack(userId: string, lodgeId: string, today: string): Promise<PullResult> {
  const startedAt = dayPackGeneration();
  const kept = await readLodgePack(userId, lodgeId);
  const { from, to } = packWindow(today);
  const sameWindow = kept !== null && kept.from === from && kept.to === to;
  const since = kept?.cursor ? new Date(Date.parse(kept.cursor) - pullOverlapMs).toISOString() : null;
  const base = sameWindow ? kept.tables : emptyTables();
  // Dated rows are read in full when the window moved; undated ones (staff, products…) never again.
  const changes = await pullDayPackChanges({
    lodgeId,
    since,
    datedSince: sameWindow ? since : null,
    from,
    to,
  });
  const tables: PackTables = sameWindow
    ? { ...base }
    : {
        ...emptyTables(),
        staff_members: kept?.tables.staff_members ?? {},
        products: kept?.tables.products ?? {},
        distribution_channels: kept?.tables.distribution_channels ?? {},
        training_progress: kept?.tables.training_progress ?? {},
      };
  let changed = 0;
  const apply = <K extends keyof PackTables>(table: K, pulled: PackTables[K][string][]) => {
    // TypeScript cannot relate PackTables[K] to its own index type here; the shapes are the same.
    const result = merge(tables[table] as Record<string, PackTables[K][string]>, pulled);
    tables[table] = result.rows as PackTables[K];
    changed += result.changed;
  };
  apply('bookings', changes.bookings);
  apply('booking_notes', changes.bookingNotes);
  apply('daily_notes', changes.dailyNotes);
  apply('shifts', changes.shifts);
  apply('staff_members', changes.staffMembers);
  apply('products', changes.products);
  apply('distribution_channels', changes.channels);
  apply('training_progress', changes.trainingProgress);
  const tombstones = changes.tombstones;
  for (const tombstone of tombstones) {
    const rows = (tables as unknown as Record<string, Record<string, unknown> | undefined>)[tombstone.table];
    if (rows && tombstone.rowId in rows) {
      delete rows[tombstone.rowId];
      changed += 1;
    }
  }
  // A booking that moved out of the window, and the notes of bookings no longer kept.
  for (const [id, row] of Object.entries(tables.bookings)) {
    if (row.value.date < from || row.value.date > to) {
      delete tables.bookings[id];
      changed += 1;
    }
  }
  for (const [id, row] of Object.entries(tables.booking_notes)) {
    if (!(row.value.bookingId in tables.bookings)) delete tables.booking_notes[id];
  }
  const pack: LodgePack = {
    version: 1,
    from,
    to,
    cursor: changes.serverTime,
    practice: changes.practice,
    pulledAt: Date.now(),
    tables,
  };
  const store = dayPackStore();
  // Signed out meanwhile: keep nothing.
  if (store && startedAt === dayPackGeneration()) {
    await set(packKey(userId, lodgeId), pack, store).catch(() => undefined);
  }
  return { changed, pack };
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

/**
 * A screen's read through the lodge pack (issue 9 "Offline, every screen reads the day pack"): online
 * it runs `online()` and returns the server's answer; offline, or when the request got no answer, it
 * returns `fromPack(pack)` computed from the person's kept rows, and the banner shows when they were
 * pulled. @throws `online()`'s error when the server answered with one; {@link NotKeptOffline}
 * offline with no pack kept (or when `fromPack` returns null).
 */
export async function readThroughLodgePack<T>(
  userId: string,
  lodgeId: string,
  online: () => Promise<T>,
  fromPack: (pack: LodgePack) => T | null,
): Promise<T> {
  const offline = async (cause: unknown): Promise<T> => {
    const pack = await readLodgePack(userId, lodgeId);
    const value = pack ? fromPack(pack) : null;
    if (!pack || value === null)
      throw cause instanceof Error && !isNoAnswer(cause) ? cause : new NotKeptOffline();
    markShownFromPack(pack.pulledAt);
    return value;
  };
  if (browserOffline()) return offline(new NotKeptOffline());
  try {
    const value = await online();
    markShownFromPack(null);
    return value;
  } catch (error) {
    if (isNoAnswer(error) || browserOffline()) return offline(error);
    throw error;
  }
}
