import type { LodgeMembership } from '../../../machines/shared/lodge-types';
import type { Booking, BookingNote } from '../../data/bookings';
import type { BookingItem, Payment } from '../../data/money';
import type { DistributionChannel } from '../../data/distribution';
import type { Note } from '../../data/notes';
import type { Product } from '../../data/products';
import type { StaffMember } from '../../data/staff';
import { bookingNoteFromRow } from './booking-notes';
import { itemFromRow, paymentFromRow, type ItemRow, type PaymentRow } from './booking-money';
import { bookingFromRow } from './bookings';
import { getSupabase } from './client';
import { dailyNoteFromRow } from './daily-notes';
import { channelFromRow } from './distribution-channels';
import { productFromRow } from './products';
import { shiftFromRow, type Shift } from './shifts';
import { staffMemberFromRow } from './staff-members';
import { practiceFromRow, type PracticeSummary } from './language-practice';
import { periodFromRow, roomFromRow, type OutOfOrderPeriod, type Room } from './rooms';
import { stayFromRow, type Stay } from './stays';
import type { ModuleProgress } from './training-progress';

/**
 * The day pack's read (issue 9 "The day pack"; shared/notes/lodge-data-and-offline.md §2.4 "Pull"):
 * every row of one lodge the pack keeps, changed since a cursor (the server's clock at the last pull,
 * minus the caller's overlap; `null` = everything), in one RPC (`day_pack_changes`, security invoker:
 * RLS applies), with the server's clock now (the next cursor). Rows come in the shapes the screens'
 * own selects read and go through the same mappers, each with its `updatedAt` and a `sort` key for
 * the screens' order.
 */

/** One pulled row: the app's value, the server's `updated_at` (ISO) and the screens' sort key. */
export interface PulledRow<T> {
  id: string;
  value: T;
  updatedAt: string;
  sort: string;
}

/** Which rows to read: a lodge, changed since when, and for dated rows the days wanted. */
export interface PullWindow {
  lodgeId: string;
  /** Undated rows (staff, products, channels, training, tombstones) with `updated_at >= since` (ISO); null for all. */
  since: string | null;
  /** Dated rows (bookings and their notes, daily notes, shifts) changed since (ISO); null for all. */
  datedSince: string | null;
  /** First and last day of dated rows, `YYYY-MM-DD`, inclusive. */
  from: string;
  to: string;
}

/** A deleted row of a pack table (from `public.deleted_rows`, the tombstones). */
export interface Tombstone {
  table: string;
  rowId: string;
  updatedAt: string;
}

/**
 * The lodge's own row as the screens show it (issue 35: name, place, time zone, weather coordinates,
 * sample content, currency and community share), in the lodge copy's shape (`LodgeMembership`).
 */
export type LodgeSettings = Pick<
  LodgeMembership,
  'name' | 'location' | 'timezone' | 'latitude' | 'longitude' | 'sample' | 'currency' | 'communitySharePct'
>;

/** Everything one pull brings: the server's clock and the changed rows of each kind. */
export interface DayPackChanges {
  /** The server's clock when it read (ISO): the next pull's cursor. */
  serverTime: string;
  bookings: PulledRow<Booking>[];
  bookingNotes: PulledRow<BookingNote>[];
  dailyNotes: PulledRow<Note & { date: string }>[];
  shifts: PulledRow<Shift>[];
  staffMembers: PulledRow<StaffMember>[];
  products: PulledRow<Product>[];
  channels: PulledRow<DistributionChannel>[];
  trainingProgress: PulledRow<ModuleProgress>[];
  /** Stays with a night from yesterday to today + 14, their rooms embedded (issue 31); sorted by arrival. */
  stays: PulledRow<Stay>[];
  /** The lodge's rooms with their housekeeping status (issue 31); sorted as in the settings. */
  rooms: PulledRow<Room>[];
  /** The lodge's out-of-order periods (issue 31); sorted by start. */
  outOfOrder: PulledRow<OutOfOrderPeriod>[];
  tombstones: Tombstone[];
  /** The person's language practice figures now (not incremental: a handful of numbers). */
  practice: PracticeSummary | null;
  /** Issue 32: the money of the window's bookings (empty for trustees; absent from older servers). */
  bookingItems: PulledRow<BookingItem>[];
  payments: PulledRow<Payment>[];
  /** Each window booking's channel (null: direct), for its money section offline. */
  bookingChannels: PulledRow<{ channelId: string | null }>[];
  /** The lodge's currency (null from servers before issue 32). */
  currency: string | null;
  /** The lodge's settings now (issue 35; null from servers before 20261204300000, or RLS hid it). */
  lodge: LodgeSettings | null;
}

/** The `lodge` of the RPC's money key in the app's shape (numbers as fetchMyLodges reads them). */
const lodgeSettingsFromRow = (
  row: NonNullable<NonNullable<DayPackChangesJson['money']>['lodge']>,
): LodgeSettings => ({
  name: row.name,
  location: row.location,
  timezone: row.timezone,
  latitude: row.latitude === null ? null : Number(row.latitude),
  longitude: row.longitude === null ? null : Number(row.longitude),
  sample: row.sample_content,
  currency: row.currency,
  communitySharePct: Number(row.community_share_pct),
});

type Stamped<T> = T & { updated_at: string };
type AuthorEmbed = { full_name: string | null; username: string | null } | null;

/** The RPC's answer as the migrations build it (20261125120100_day_pack_changes.sql; latest 20261126150000). */
interface DayPackChangesJson {
  server_time: string;
  bookings: Stamped<Parameters<typeof bookingFromRow>[0]>[];
  booking_notes: Stamped<{
    id: string;
    booking_id: string;
    body: string;
    created_at: string;
    /** The author's user id (20261126150000; absent from servers before it). */
    created_by?: string | null;
    author: AuthorEmbed;
  }>[];
  daily_notes: Stamped<{
    id: string;
    date: string;
    body: string;
    created_at: string;
    created_by?: string | null;
    author_name?: string | null;
    author: AuthorEmbed;
  }>[];
  shifts: Stamped<{ id: string; staff_member_id: string; date: string }>[];
  staff_members: Stamped<Parameters<typeof staffMemberFromRow>[0]>[];
  products: Stamped<{
    id: string;
    name: string;
    description: string;
    type: Product['type'];
    image: string | null;
    created_at: string;
  }>[];
  distribution_channels: Stamped<Parameters<typeof channelFromRow>[0] & { created_at: string }>[];
  training_progress: Stamped<{
    id: string;
    module_id: string;
    progress: number;
    completed_at: string | null;
  }>[];
  /** Issue 31 (20261130110000_rooms_in_day_pack.sql; absent from servers before it). */
  stays?: Parameters<typeof stayFromRow>[0][];
  rooms?: Stamped<Parameters<typeof roomFromRow>[0]>[];
  room_out_of_order?: Stamped<Parameters<typeof periodFromRow>[0]>[];
  deleted_rows: Stamped<{ table_name: string; row_id: string }>[];
  practice: Parameters<typeof practiceFromRow>[0] | null;
  /** Issue 32 (20261130310000_money_in_day_pack.sql; absent from servers before it). */
  money?: {
    currency: string;
    /** Issue 35 (20261204300000_lodge_settings_in_day_pack.sql; absent from servers before it). */
    lodge?: {
      name: string;
      location: string | null;
      timezone: string;
      latitude: number | null;
      longitude: number | null;
      sample_content: boolean;
      currency: string;
      community_share_pct: number;
    } | null;
    bookings: Stamped<{ id: string; channel_id: string | null }>[];
    booking_items: Stamped<ItemRow & { created_at: string }>[];
    payments: Stamped<PaymentRow>[];
  };
}

/**
 * A timestamp as PostgreSQL writes it in JSON (`2026-12-01T00:59:39+00:00`, `…:39.717+00:00`,
 * `…:39.717123+00:00`: the fraction only as long as it needs) as a sort key of one width, the fraction
 * padded to microseconds — so comparing keys as text (`packRows`) orders rows as the server's
 * `order by` does. Bug (issue 33, seen in a loaded run): a daily note saved on a whole second sorted
 * after the notes of that same second that had milliseconds (`.` collates before `+`), and Today's
 * Notes from the phone's copy came in another order than the server's. Text that is not such a
 * timestamp is returned as it is.
 */
export function timestampSortKey(at: string): string {
  const match = /^(.*T\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?(\D.*)?$/.exec(at);
  if (!match) return at;
  return `${match[1]}.${(match[2] ?? '').padEnd(6, '0')}${match[3] ?? ''}`;
}

/**
 * Reads the lodge's pack rows changed since the window's cursors, and the server's clock, in one call
 * (RPC `day_pack_changes`). @throws the PostgREST error (or no answer).
 */
export async function pullDayPackChanges(w: PullWindow): Promise<DayPackChanges> {
  const supabase = await getSupabase();
  // '-infinity' reads everything: the generated Args type has no null for these parameters.
  const { data, error } = await supabase.rpc('day_pack_changes', {
    p_lodge_id: w.lodgeId,
    p_since: w.since ?? '-infinity',
    p_dated_since: w.datedSince ?? '-infinity',
    p_from: w.from,
    p_to: w.to,
  });
  if (error) throw error;
  // jsonb comes back typed as Json; its shape is the migration's (checked by tests/contract/offline-sync).
  const rows = data as unknown as DayPackChangesJson;
  return {
    serverTime: rows.server_time,
    bookings: rows.bookings.map((row) => {
      const value = bookingFromRow(row);
      return { id: row.id, value, updatedAt: row.updated_at, sort: `${value.date} ${value.time}` };
    }),
    bookingNotes: rows.booking_notes.map((row) => ({
      id: row.id,
      value: bookingNoteFromRow(row),
      updatedAt: row.updated_at,
      sort: timestampSortKey(row.created_at),
    })),
    dailyNotes: rows.daily_notes.map((row) => ({
      id: row.id,
      value: { ...dailyNoteFromRow(row), date: row.date },
      updatedAt: row.updated_at,
      sort: timestampSortKey(row.created_at),
    })),
    shifts: rows.shifts.map((row) => ({
      id: row.id,
      value: shiftFromRow(row),
      updatedAt: row.updated_at,
      sort: row.date,
    })),
    staffMembers: rows.staff_members.map((row) => ({
      id: row.id,
      value: staffMemberFromRow(row),
      updatedAt: row.updated_at,
      sort: row.name.toLowerCase(),
    })),
    products: rows.products.map(({ created_at, updated_at, ...row }) => ({
      id: row.id,
      value: productFromRow(row),
      updatedAt: updated_at,
      sort: timestampSortKey(created_at),
    })),
    channels: rows.distribution_channels.map((row) => ({
      id: row.id,
      value: channelFromRow(row),
      updatedAt: row.updated_at,
      sort: timestampSortKey(row.created_at),
    })),
    trainingProgress: rows.training_progress.map((row) => ({
      id: row.id,
      value: { moduleId: row.module_id, progress: row.progress, completedAt: row.completed_at },
      updatedAt: row.updated_at,
      sort: row.module_id,
    })),
    stays: (rows.stays ?? []).map((row) => {
      const value = stayFromRow(row);
      return {
        id: row.id,
        value,
        updatedAt: row.updated_at,
        sort: `${value.arrival} ${timestampSortKey(value.createdAt)}`,
      };
    }),
    rooms: (rows.rooms ?? []).map((row) => ({
      id: row.id,
      value: roomFromRow(row),
      updatedAt: row.updated_at,
      sort: `${String(row.sort_order + 100000).padStart(6, '0')} ${row.name.toLowerCase()}`,
    })),
    outOfOrder: (rows.room_out_of_order ?? []).map((row) => ({
      id: row.id,
      value: periodFromRow(row),
      updatedAt: row.updated_at,
      sort: row.starts_on,
    })),
    tombstones: rows.deleted_rows.map((row) => ({
      table: row.table_name,
      rowId: row.row_id,
      updatedAt: row.updated_at,
    })),
    practice: rows.practice ? practiceFromRow(rows.practice) : null,
    bookingItems: (rows.money?.booking_items ?? []).map((row) => ({
      id: row.id,
      value: itemFromRow(row),
      updatedAt: row.updated_at,
      sort: timestampSortKey(row.created_at),
    })),
    payments: (rows.money?.payments ?? []).map((row) => ({
      id: row.id,
      value: paymentFromRow(row),
      updatedAt: row.updated_at,
      sort: timestampSortKey(row.paid_at),
    })),
    bookingChannels: (rows.money?.bookings ?? []).map((row) => ({
      id: row.id,
      value: { channelId: row.channel_id },
      updatedAt: row.updated_at,
      sort: row.id,
    })),
    currency: rows.money?.currency ?? null,
    lodge: rows.money?.lodge ? lodgeSettingsFromRow(rows.money.lodge) : null,
  };
}
