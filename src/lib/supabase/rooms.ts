import { getSupabase } from './client';

/**
 * Rooms, their out-of-order periods, housekeeping and room figures (issue 31; the seam:
 * /work/rooms-contract.md; SQL: supabase/migrations/20261130100100_rooms_and_stays.sql and
 * 20261130100200_stay_functions.sql). Every function throws the PostgREST error (read its words with
 * `failureSentence(…, 'rooms')` from ./errors).
 */

/** What a room is (display words: {@link roomTypeLabels}). */
export type RoomType = 'tent' | 'chalet' | 'room' | 'campsite' | 'dorm_bed';

/** The room types in the order the settings offer them. */
export const ROOM_TYPES: readonly RoomType[] = ['tent', 'chalet', 'room', 'campsite', 'dorm_bed'];

/** How a room type reads (issue 31: "tent, chalet, room, campsite, dorm bed — display text"). */
export const roomTypeLabels: Readonly<Record<RoomType, string>> = {
  tent: 'Tent',
  chalet: 'Chalet',
  room: 'Room',
  campsite: 'Campsite',
  dorm_bed: 'Dorm bed',
};

/** A room's housekeeping mark (the board adds Out of order from the room's periods). */
export type HousekeepingStatus = 'clean' | 'dirty' | 'inspected';

/** How a housekeeping status reads on the board. */
export const housekeepingStatusLabels: Readonly<Record<HousekeepingStatus, string>> = {
  clean: 'Clean',
  dirty: 'Dirty',
  inspected: 'Inspected',
};

/** The database's limits on a room's fields (shown where people type them). */
export const ROOM_LIMITS = { name: 60, sleeps: { min: 1, max: 50 }, reason: 200 } as const;

/** A room of the lodge. `nightlyRate` in the lodge currency's minor units (null: no rate set). */
export interface Room {
  id: string;
  lodgeId: string;
  name: string;
  roomType: RoomType;
  sleeps: number;
  nightlyRate: number | null;
  sortOrder: number;
  housekeepingStatus: HousekeepingStatus;
  /** When the current mark was made (ISO), by whom (a user id); null before the first mark. */
  housekeepingMarkedAt: string | null;
  housekeepingMarkedBy: string | null;
  /** Issue 31: who marked it, by name — from the day pack only (names offline; online the board names them). */
  housekeepingMarkedByName?: string;
  /** Grows by one on every change: send it back with an edit (never overwrite a newer room). */
  version: number;
}

/** A `rooms` row as the API returns it. */
export interface RoomRow {
  id: string;
  lodge_id: string;
  name: string;
  room_type: string;
  sleeps: number;
  nightly_rate: number | null;
  sort_order: number;
  housekeeping_status: string;
  housekeeping_marked_at: string | null;
  housekeeping_marked_by: string | null;
  /** Issue 31: in the day pack's rows only (names offline). */
  housekeeping_marked_by_name?: string | null;
  version: number;
}

const roomColumns =
  'id, lodge_id, name, room_type, sleeps, nightly_rate, sort_order, housekeeping_status, housekeeping_marked_at, housekeeping_marked_by, version';

function isRoomType(value: string): value is RoomType {
  return ROOM_TYPES.some((type) => type === value);
}

function isHousekeepingStatus(value: string): value is HousekeepingStatus {
  return value === 'clean' || value === 'dirty' || value === 'inspected';
}

/** A `rooms` row as the app's Room (an unknown type reads as 'room', an unknown status as 'dirty'). */
export function roomFromRow(row: RoomRow): Room {
  return {
    id: row.id,
    lodgeId: row.lodge_id,
    name: row.name,
    roomType: isRoomType(row.room_type) ? row.room_type : 'room',
    sleeps: row.sleeps,
    nightlyRate: row.nightly_rate,
    sortOrder: row.sort_order,
    housekeepingStatus: isHousekeepingStatus(row.housekeeping_status) ? row.housekeeping_status : 'dirty',
    housekeepingMarkedAt: row.housekeeping_marked_at,
    housekeepingMarkedBy: row.housekeeping_marked_by,
    ...(row.housekeeping_marked_by_name ? { housekeepingMarkedByName: row.housekeeping_marked_by_name } : {}),
    version: row.version,
  };
}

/** The lodge's rooms in the settings' order (sort order, then name). Trustees get none (RLS). */
export async function listRooms(lodgeId: string): Promise<Room[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('rooms')
    .select(roomColumns)
    .eq('lodge_id', lodgeId)
    .order('sort_order')
    .order('name');
  if (error) throw error;
  return data.map(roomFromRow);
}

/** What a person fills in for a room (Lodge settings → Rooms). `id` made on the phone for a new one. */
export interface RoomInput {
  id?: string;
  lodgeId: string;
  name: string;
  roomType: RoomType;
  sleeps: number;
  nightlyRate: number | null;
  sortOrder?: number;
}

/** The error a write answers when the row changed since it was read (as the stay RPCs send it). */
export interface StaleVersionError {
  code: 'PT409';
  message: 'stale_version';
  details: string;
  hint: string;
}

function staleVersion(version: number | null): StaleVersionError {
  return {
    code: 'PT409',
    message: 'stale_version',
    details: JSON.stringify({ version }),
    hint: 'The row changed since it was read: read it again.',
  };
}

/**
 * Adds a room (no `seenVersion`: insert with its client-made id, a replay changes nothing) or edits
 * one only if it is still at `seenVersion` (owners and managers).
 * @returns the room as saved. @throws `{code: 'PT409', message: 'stale_version'}` when someone
 * changed it first; the PostgREST error otherwise (23505 a name already used, 42501 the role).
 */
export async function saveRoom(room: RoomInput, seenVersion?: number): Promise<Room> {
  const supabase = await getSupabase();
  const columns = {
    name: room.name.trim(),
    room_type: room.roomType,
    sleeps: room.sleeps,
    nightly_rate: room.nightlyRate,
    ...(room.sortOrder === undefined ? {} : { sort_order: room.sortOrder }),
  };
  if (seenVersion === undefined || !room.id) {
    const id = room.id ?? crypto.randomUUID();
    const { error } = await supabase
      .from('rooms')
      .upsert({ id, lodge_id: room.lodgeId, ...columns }, { onConflict: 'id', ignoreDuplicates: true });
    if (error) throw error;
    const saved = await getRoom(id);
    if (!saved) throw staleVersion(null);
    return saved;
  }
  const { data, error } = await supabase
    .from('rooms')
    .update(columns)
    .eq('id', room.id)
    .eq('version', seenVersion)
    .select(roomColumns);
  if (error) throw error;
  if (data[0]) return roomFromRow(data[0]);
  const current = await getRoom(room.id);
  throw staleVersion(current?.version ?? null);
}

/** One room, or null when it does not exist (or RLS hides it). */
export async function getRoom(id: string): Promise<Room | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('rooms').select(roomColumns).eq('id', id).maybeSingle();
  if (error) throw error;
  return data ? roomFromRow(data) : null;
}

/** Removes a room (owners and managers). @throws 23503 (409) when stays used it: it is kept. */
export async function removeRoom(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('rooms').delete().eq('id', id);
  if (error) throw error;
}

/** A room out of order from `startsOn` to `endsOn` (exclusive: the first night back in use). */
export interface OutOfOrderPeriod {
  id: string;
  lodgeId: string;
  roomId: string;
  startsOn: string;
  endsOn: string;
  reason: string;
}

const periodColumns = 'id, lodge_id, room_id, starts_on, ends_on, reason';

interface PeriodRow {
  id: string;
  lodge_id: string;
  room_id: string;
  starts_on: string;
  ends_on: string;
  reason: string;
}

/** A `room_out_of_order` row as the app's period. */
export function periodFromRow(row: PeriodRow): OutOfOrderPeriod {
  return {
    id: row.id,
    lodgeId: row.lodge_id,
    roomId: row.room_id,
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    reason: row.reason,
  };
}

/** The lodge's out-of-order periods with a night in [from, to) (`YYYY-MM-DD`), earliest first. */
export async function listOutOfOrder(lodgeId: string, from: string, to: string): Promise<OutOfOrderPeriod[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('room_out_of_order')
    .select(periodColumns)
    .eq('lodge_id', lodgeId)
    .lt('starts_on', to)
    .gt('ends_on', from)
    .order('starts_on');
  if (error) throw error;
  return data.map(periodFromRow);
}

/**
 * Adds or changes an out-of-order period (owners and managers; upsert on its id, made on the phone).
 * @throws 23P01 'room_taken' when a stay (or another period) holds some of those nights — its details
 * name it ({@link import('./stays').overlapFrom}); 23514 when the end is not after the start.
 */
export async function saveOutOfOrder(
  period: Omit<OutOfOrderPeriod, 'id'> & { id?: string },
): Promise<OutOfOrderPeriod> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('room_out_of_order')
    .upsert(
      {
        id: period.id ?? crypto.randomUUID(),
        lodge_id: period.lodgeId,
        room_id: period.roomId,
        starts_on: period.startsOn,
        ends_on: period.endsOn,
        reason: period.reason.trim(),
      },
      { onConflict: 'id' },
    )
    .select(periodColumns)
    .single();
  if (error) throw error;
  return periodFromRow(data);
}

/** Ends an out-of-order period early by removing it (owners and managers). */
export async function removeOutOfOrder(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('room_out_of_order').delete().eq('id', id);
  if (error) throw error;
}

/**
 * Marks a room clean, dirty or inspected (staff: clean and dirty; owners and managers also inspected)
 * at `markedAt` (ISO, when the person tapped it — offline marks keep their time; the later mark wins).
 * @returns the room as it is now (an older mark leaves it as it was).
 */
export async function markRoom(roomId: string, status: HousekeepingStatus, markedAt: string): Promise<Room> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('mark_room', {
    p_room_id: roomId,
    p_status: status,
    p_marked_at: markedAt,
  });
  if (error) throw error;
  return roomFromRow(data);
}

/** One room on the housekeeping board for a day. */
export interface BoardRoom {
  roomId: string;
  name: string;
  roomType: RoomType;
  /** As read that day: a room slept in last night and not marked since the day began is dirty. */
  status: HousekeepingStatus;
  departureToday: boolean;
  stayOver: boolean;
  arrivalToday: boolean;
  outOfOrder: boolean;
  markedAt: string | null;
  markedByName: string | null;
}

/** The housekeeping board for lodge day `day` (`YYYY-MM-DD`): departures first, then stay-overs. */
export async function housekeepingBoard(lodgeId: string, day: string): Promise<BoardRoom[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('housekeeping_board', { p_lodge_id: lodgeId, p_day: day });
  if (error) throw error;
  return data.map((row) => ({
    roomId: row.room_id,
    name: row.name,
    roomType: isRoomType(row.room_type) ? row.room_type : 'room',
    status: isHousekeepingStatus(row.status) ? row.status : 'dirty',
    departureToday: row.departure_today,
    stayOver: row.stay_over,
    arrivalToday: row.arrival_today,
    outOfOrder: row.out_of_order,
    markedAt: row.marked_at,
    markedByName: row.marked_by_name,
  }));
}

/**
 * The rooms free for every night from `arrival` to `departure` (exclusive), ordered as in the settings
 * — the ONE availability answer (issue 31); `exceptBookingId`: the stay being changed or moved (its own
 * nights do not count against it). @throws 22023 'stay_dates_invalid'.
 */
export async function freeRooms(
  lodgeId: string,
  arrival: string,
  departure: string,
  exceptBookingId?: string,
): Promise<Room[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('free_rooms', {
    p_lodge_id: lodgeId,
    p_arrival: arrival,
    p_departure: departure,
    ...(exceptBookingId ? { p_except_booking_id: exceptBookingId } : {}),
  });
  if (error) throw error;
  return data.map(roomFromRow);
}

/** One month's room figures, for one room type or (roomType null) all rooms. Money in minor units. */
export interface OccupancyFigures {
  roomType: RoomType | null;
  nightsAvailable: number;
  nightsSold: number;
  roomRevenue: number;
  /** nightsSold ÷ nightsAvailable, a fraction (0.6774 = 67.74 %); null when no night was available. */
  occupancy: number | null;
  /** Average daily rate: roomRevenue ÷ nightsSold; null when none sold. */
  adr: number | null;
  /** Revenue per available room-night: roomRevenue ÷ nightsAvailable; null when none available. */
  revpar: number | null;
}

/**
 * A month's occupancy, ADR and RevPAR (owners, managers, trustees), all rooms first then per type.
 * `month`: any day of it, `YYYY-MM-DD`. @throws 42501 'finance_not_allowed' for staff.
 */
export async function occupancySummary(lodgeId: string, month: string): Promise<OccupancyFigures[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('occupancy_summary', { p_lodge_id: lodgeId, p_month: month });
  if (error) throw error;
  return data.map((row) => ({
    roomType: row.room_type !== null && isRoomType(row.room_type) ? row.room_type : null,
    nightsAvailable: row.nights_available,
    nightsSold: row.nights_sold,
    roomRevenue: row.room_revenue,
    occupancy: row.occupancy === null ? null : Number(row.occupancy),
    adr: row.adr,
    revpar: row.revpar,
  }));
}

/** The lodge's rooms over 12 months (issue 31: the business advisor's Use our figures). Money in minor units. */
export interface OccupancyYear {
  /** The lodge's rooms now. */
  rooms: number;
  nightsAvailable: number;
  nightsSold: number;
  roomRevenue: number;
  /** nightsSold ÷ nightsAvailable, a fraction; null when no night was available. */
  occupancy: number | null;
  /** Average daily rate: roomRevenue ÷ nightsSold; null when none sold. */
  adr: number | null;
}

/**
 * The 12 months ending with the month of `month` (`YYYY-MM-DD`), summed from `occupancy_summary` (the
 * figures Finances shows): owners, managers, trustees. @throws 42501 'finance_not_allowed' for staff.
 */
export async function occupancyYear(lodgeId: string, month: string): Promise<OccupancyYear> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('occupancy_year', { p_lodge_id: lodgeId, p_month: month });
  if (error) throw error;
  const row = data[0];
  return {
    rooms: row?.rooms ?? 0,
    nightsAvailable: row?.nights_available ?? 0,
    nightsSold: row?.nights_sold ?? 0,
    roomRevenue: row?.room_revenue ?? 0,
    occupancy: row?.occupancy === null || row?.occupancy === undefined ? null : Number(row.occupancy),
    adr: row?.adr ?? null,
  };
}
