import { set } from 'idb-keyval';
import { addDays } from '../calendar-day';
import { pullDayPackChanges, type LodgeSettings } from '../supabase/day-pack';
import { dayPackGeneration, dayPackStore, mayKeepFor } from './day-pack';
import type { DayPackFactsRef } from './day-pack-facts';
import {
  emptyTables,
  packKey,
  packWindow,
  pullOverlapMs,
  readLodgePack,
  stayWindow,
  type LodgePack,
  type PackTables,
} from './lodge-pack';

/**
 * The day pack's pull (issue 9), apart from the read side so the screens' first download does not
 * carry it: only the sync machine's actor (a lazy chunk) loads it. See lodge-pack.ts for the pack.
 */

/**
 * What a pull did: how many rows changed (added, updated or dropped), whether the lodge's own settings
 * changed (issue 35: its name, time zone, currency, share…; see {@link lodgeSettingsChanged}) and the
 * pack after it.
 */
export interface PullResult {
  changed: number;
  lodgeChanged: boolean;
  pack: LodgePack;
}

/**
 * Whether the lodge's own settings the screens show changed between two reads (issue 35: its name,
 * place, time zone, coordinates, sample content, currency and community share — the money settings
 * compared together, here only). A field counts only when both reads have it: a pack kept before
 * the settings were pulled knows only its currency, an older server sends only the currency, and the
 * first pull (nothing kept) is no change. Numbers compare as numbers (15 and 15.00 are one share).
 */
export function lodgeSettingsChanged(
  before: Partial<LodgeSettings> | null | undefined,
  after: Partial<LodgeSettings> | null | undefined,
): boolean {
  if (!before || !after) return false;
  const fields: (keyof LodgeSettings)[] = [
    'name',
    'location',
    'timezone',
    'latitude',
    'longitude',
    'sample',
    'currency',
    'communitySharePct',
  ];
  return fields.some((field) => {
    const was = before[field];
    const now = after[field];
    return was !== undefined && now !== undefined && !Object.is(was, now);
  });
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
 * A sign-out's wipe meanwhile (as `dayPack`, the day-pack facts actor, counts them) keeps nothing.
 * @throws the first request's error (no answer, or the server's), leaving the kept pack as it was.
 */
export async function pullLodgePack(
  dayPack: DayPackFactsRef,
  userId: string,
  lodgeId: string,
  today: string,
): Promise<PullResult> {
  const startedAt = dayPackGeneration(dayPack);
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
        rooms: kept?.tables.rooms ?? {},
        room_out_of_order: kept?.tables.room_out_of_order ?? {},
      };
  let changed = 0;
  const apply = <K extends keyof PackTables>(table: K, pulled: NonNullable<PackTables[K]>[string][]) => {
    // TypeScript cannot relate PackTables[K] to its own index type here; the shapes are the same.
    // A pack kept before issue 31 has no stays, rooms or periods yet: they start empty.
    const result = merge((tables[table] ?? {}) as Record<string, NonNullable<PackTables[K]>[string]>, pulled);
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
  // Issue 32: the window's booking money (packs kept before it start these tables now).
  tables.booking_items ??= {};
  tables.payments ??= {};
  tables.booking_channels ??= {};
  apply('booking_items', changes.bookingItems);
  apply('payments', changes.payments);
  apply('booking_channels', changes.bookingChannels);
  apply('stays', changes.stays);
  apply('rooms', changes.rooms);
  apply('room_out_of_order', changes.outOfOrder);
  const tombstones = changes.tombstones;
  for (const tombstone of tombstones) {
    const rows = (tables as unknown as Record<string, Record<string, unknown> | undefined>)[tombstone.table];
    if (rows && tombstone.rowId in rows) {
      delete rows[tombstone.rowId];
      changed += 1;
    }
    // A stay is a booking (issue 31): its tombstone names the bookings table.
    if (tombstone.table === 'bookings' && tables.stays && tombstone.rowId in tables.stays) {
      delete tables.stays[tombstone.rowId];
      changed += 1;
    }
  }
  // A stay whose nights left the stays' window.
  const nights = stayWindow(addDays(from, 1));
  for (const [id, row] of Object.entries(tables.stays ?? {})) {
    if (row.value.departure <= nights.from || row.value.arrival > nights.to) {
      delete tables.stays?.[id];
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
  for (const rows of [tables.booking_items, tables.payments]) {
    for (const [id, row] of Object.entries(rows)) {
      if (!(row.value.bookingId in tables.bookings)) delete rows[id];
    }
  }
  for (const id of Object.keys(tables.booking_channels)) {
    if (!(id in tables.bookings)) delete tables.booking_channels[id];
  }
  // Issue 35: the lodge's changed settings (currency, share…) are a change the screens show.
  const keptLodge = kept ? (kept.lodge ?? (kept.currency ? { currency: kept.currency } : null)) : null;
  const nowLodge = changes.lodge ?? (changes.currency ? { currency: changes.currency } : null);
  const lodgeChanged = lodgeSettingsChanged(keptLodge, nowLodge);
  if (lodgeChanged) changed += 1;
  const pack: LodgePack = {
    version: 1,
    from,
    to,
    cursor: changes.serverTime,
    practice: changes.practice,
    currency: changes.currency ?? kept?.currency ?? null,
    lodge: changes.lodge ?? kept?.lodge ?? null,
    pulledAt: Date.now(),
    tables,
  };
  const store = dayPackStore();
  // Signed out meanwhile, or this person signed out before the pull began: keep nothing.
  if (store && mayKeepFor(dayPack, userId, startedAt)) {
    await set(packKey(userId, lodgeId), pack, store).catch(() => undefined);
  }
  return { changed, lodgeChanged, pack };
}
