import type { BookingStatus } from '../../data/bookings';
import { errorCode, errorMessage } from './errors';
import { getSupabase } from './client';

/**
 * Stays: a booking with an arrival, a departure and one or more rooms (issue 31; the seam:
 * /work/rooms-contract.md; SQL: supabase/migrations/20261130100200_stay_functions.sql). A stay is a
 * `bookings` row with `kind = 'stay'`, so its items, payments, notes and the outbox work as for any
 * booking. Every write goes through an RPC that keeps its rooms and nightly items in step and carries
 * the version it edited. Every function throws the PostgREST error: `overlapFrom`, `notReadyFrom` and
 * `failureSentence(…, 'rooms')` read it.
 */

/** One room of a stay and its nights [arrival, departure); `released`: back in stock (moved, cancelled). */
export interface StayRoom {
  id: string;
  roomId: string;
  roomName: string;
  arrival: string;
  departure: string;
  /** Minor units per night. */
  nightlyRate: number;
  released: boolean;
}

/** A stay as the calendar, the front desk and the stay's page read it. */
export interface Stay {
  id: string;
  lodgeId: string;
  status: BookingStatus;
  /** The guest's name (the calendar bar's words). */
  guestName: string;
  arrival: string;
  departure: string;
  adults: number;
  children: number;
  guests: number;
  description: string | null;
  channelId: string | null;
  /** Grows by one on every change: every write sends the version it saw. */
  version: number;
  /** Guest contact; null when the caller may not read it. */
  contact: { name: string; phone: string; email: string } | null;
  /** Active and released rooms, earliest first. */
  rooms: StayRoom[];
  createdAt: string;
  createdBy: string | null;
  /** Issue 31: who booked it, by name, when the row came from the day pack (online: the lodge's members). */
  createdByName?: string;
  updatedAt: string;
  checkedInAt: string | null;
  checkedOutAt: string | null;
  cancelledAt: string | null;
}

// One literal (not joined with `+`), so supabase-js types the rows from it.
const stayColumns =
  'id, lodge_id, status, name, arrival, departure, adults, children, guests, description, channel_id, version, created_at, created_by, updated_at, checked_in_at, checked_out_at, cancelled_at, contact:booking_contacts(guest_name, guest_phone, guest_email), stay_rooms!stay_rooms_lodge_id_booking_id_fkey(id, room_id, arrival, departure, nightly_rate, released, room:rooms(name))';

/** A stay's row as PostgREST sends it with its embeds. */
interface StayRow {
  id: string;
  lodge_id: string;
  status: BookingStatus;
  name: string;
  arrival: string | null;
  departure: string | null;
  adults: number | null;
  children: number | null;
  guests: number;
  description: string | null;
  channel_id: string | null;
  version: number;
  created_at: string;
  created_by: string | null;
  /** Issue 31: who booked it, by name — in the day pack's rows only (names offline). */
  created_by_name?: string | null;
  updated_at: string;
  checked_in_at: string | null;
  checked_out_at: string | null;
  cancelled_at: string | null;
  contact: { guest_name: string | null; guest_phone: string | null; guest_email: string | null } | null;
  stay_rooms: {
    id: string;
    room_id: string;
    arrival: string;
    departure: string;
    nightly_rate: number;
    released: boolean;
    room: { name: string } | null;
  }[];
}

/** A stay row (with its embeds) as the app's Stay; rooms earliest first. */
export function stayFromRow(row: StayRow): Stay {
  return {
    id: row.id,
    lodgeId: row.lodge_id,
    status: row.status,
    guestName: row.name,
    arrival: row.arrival ?? '',
    departure: row.departure ?? '',
    adults: row.adults ?? 0,
    children: row.children ?? 0,
    guests: row.guests,
    description: row.description,
    channelId: row.channel_id,
    version: row.version,
    contact: row.contact
      ? {
          name: row.contact.guest_name ?? '',
          phone: row.contact.guest_phone ?? '',
          email: row.contact.guest_email ?? '',
        }
      : null,
    rooms: row.stay_rooms
      .map((room) => ({
        id: room.id,
        roomId: room.room_id,
        roomName: room.room?.name ?? '',
        arrival: room.arrival,
        departure: room.departure,
        nightlyRate: room.nightly_rate,
        released: room.released,
      }))
      .sort((a, b) => a.arrival.localeCompare(b.arrival) || a.roomName.localeCompare(b.roomName)),
    createdAt: row.created_at,
    createdBy: row.created_by,
    ...(row.created_by_name ? { createdByName: row.created_by_name } : {}),
    updatedAt: row.updated_at,
    checkedInAt: row.checked_in_at,
    checkedOutAt: row.checked_out_at,
    cancelledAt: row.cancelled_at,
  };
}

/**
 * The lodge's stays with a night between `from` and `to` (inclusive days, `YYYY-MM-DD`): arrival on or
 * before `to`, departure after `from`; cancelled and no-show ones included (the screens choose),
 * ordered by arrival. Trustees get none (RLS: no guest data).
 */
export async function listStays(lodgeId: string, from: string, to: string): Promise<Stay[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('bookings')
    .select(stayColumns)
    .eq('lodge_id', lodgeId)
    .eq('kind', 'stay')
    .lte('arrival', to)
    .gt('departure', from)
    .order('arrival')
    .order('created_at');
  if (error) throw error;
  return data.map(stayFromRow);
}

/** One stay, or null when there is none (or RLS hides it). */
export async function getStay(id: string): Promise<Stay | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('bookings')
    .select(stayColumns)
    .eq('id', id)
    .eq('kind', 'stay')
    .maybeSingle();
  if (error) throw error;
  return data ? stayFromRow(data) : null;
}

/** Reads the stay an RPC answered with (its rooms are embedded only by a select). */
async function reread(id: string): Promise<Stay> {
  const stay = await getStay(id);
  if (!stay) throw new Error('The stay was saved but can no longer be read.');
  return stay;
}

/** What New stay sends. Rates in minor units per night (absent: the room's own rate). */
export interface StayInput {
  /** Made on the phone (the outbox's command id): sending it again changes nothing. */
  id: string;
  lodgeId: string;
  guestName: string;
  guestPhone?: string;
  guestEmail?: string;
  arrival: string;
  departure: string;
  adults: number;
  children: number;
  rooms: { roomId: string; nightlyRate?: number | null }[];
  channelId?: string | null;
  status?: 'tentative' | 'confirmed';
  description?: string;
}

/**
 * Books a stay (owners and managers): booking, guest contact, rooms and nightly items in one
 * transaction; idempotent on `input.id`. @returns the stay.
 * @throws 23P01 'room_taken' ({@link overlapFrom} names the room and the stay holding it), 22023
 * 'stay_dates_invalid' and the like, 42501 for other roles.
 */
export async function bookStay(input: StayInput): Promise<Stay> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('book_stay', {
    p_stay: {
      id: input.id,
      lodge_id: input.lodgeId,
      guest_name: input.guestName,
      guest_phone: input.guestPhone ?? null,
      guest_email: input.guestEmail ?? null,
      arrival: input.arrival,
      departure: input.departure,
      adults: input.adults,
      children: input.children,
      rooms: input.rooms.map((room) => ({ room_id: room.roomId, nightly_rate: room.nightlyRate ?? null })),
      channel_id: input.channelId ?? null,
      status: input.status ?? 'confirmed',
      description: input.description ?? null,
    },
  });
  if (error) throw error;
  return reread(input.id);
}

/** Which stay a write is for and the version the person saw. */
export interface StayVersion {
  bookingId: string;
  version: number;
}

/**
 * Extends or shortens a stay (an early departure returns its nights; items follow).
 * @throws PT409 'stale_version'; 23P01 'room_taken'; 22023 'stay_dates_invalid'.
 */
export async function changeStayDates(
  stay: StayVersion & { arrival: string; departure: string },
): Promise<Stay> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('change_stay_dates', {
    p_booking_id: stay.bookingId,
    p_version: stay.version,
    p_arrival: stay.arrival,
    p_departure: stay.departure,
  });
  if (error) throw error;
  return reread(stay.bookingId);
}

/**
 * Moves the stay's remaining nights in `fromRoomId` (from `fromNight`, default the arrival or today
 * when checked in) to `toRoomId`. @throws PT409 'stale_version'; 23P01 'room_taken'; P0001 'room_not_in_stay'.
 */
export async function moveStayRoom(
  stay: StayVersion & { fromRoomId: string; toRoomId: string; fromNight?: string },
): Promise<Stay> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('move_stay_room', {
    p_booking_id: stay.bookingId,
    p_version: stay.version,
    p_from_room_id: stay.fromRoomId,
    p_to_room_id: stay.toRoomId,
    ...(stay.fromNight ? { p_from_night: stay.fromNight } : {}),
  });
  if (error) throw error;
  return reread(stay.bookingId);
}

/**
 * Checks a stay in (owners, managers, staff). @throws P0001 'room_not_ready' ({@link notReadyFrom}
 * says which rooms are not ready and which are); PT409 'stale_version'.
 */
export async function checkInStay(stay: StayVersion): Promise<Stay> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('check_in_stay', {
    p_booking_id: stay.bookingId,
    p_version: stay.version,
  });
  if (error) throw error;
  return reread(stay.bookingId);
}

/** Checks a stay out (its rooms become dirty; leaving early returns the nights after today). */
export async function checkOutStay(stay: StayVersion): Promise<Stay> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('check_out_stay', {
    p_booking_id: stay.bookingId,
    p_version: stay.version,
  });
  if (error) throw error;
  return reread(stay.bookingId);
}

/** The statuses set_stay_status moves a stay to. */
export type StayStatusChange = 'tentative' | 'confirmed' | 'cancelled' | 'no_show';

/** Confirms, cancels or marks a stay a no-show (owners and managers); cancel and no-show release its nights. */
export async function setStayStatus(stay: StayVersion & { status: StayStatusChange }): Promise<Stay> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('set_stay_status', {
    p_booking_id: stay.bookingId,
    p_version: stay.version,
    p_status: stay.status,
  });
  if (error) throw error;
  return reread(stay.bookingId);
}

/** Who holds the nights a write wanted (a refused 23P01), in the words Needs attention uses. */
export interface Overlap {
  roomId: string;
  roomName: string;
  /** The stay holding them; null when the room is out of order those nights. */
  bookingId: string | null;
  guestName: string | null;
  arrival: string;
  departure: string;
  outOfOrder: boolean;
  reason: string | null;
}

/** The error's `details` as a JSON object, if it is one. */
function detailsObject(error: unknown): Record<string, unknown> | null {
  if (typeof error !== 'object' || error === null || !('details' in error)) return null;
  const { details } = error;
  if (typeof details !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(details);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * A refused overlap (SQLSTATE 23P01, "room_taken") as who holds the room: e.g. "Tent 3 was booked by
 * Kagiso for 2–4 Dec". @returns null for any other error.
 */
export function overlapFrom(error: unknown): Overlap | null {
  if (errorCode(error) !== '23P01') return null;
  const details = detailsObject(error);
  if (!details) return null;
  const roomName = text(details.room_name);
  const arrival = text(details.arrival);
  const departure = text(details.departure);
  if (roomName === null || arrival === null || departure === null) return null;
  return {
    roomId: text(details.room_id) ?? '',
    roomName,
    bookingId: text(details.booking_id),
    guestName: text(details.guest_name),
    arrival,
    departure,
    outOfOrder: details.out_of_order === true,
    reason: text(details.reason),
  };
}

/** A check-in refused because a room is not clean: which rooms are not ready, and which are. */
export interface NotReady {
  notReady: string[];
  ready: string[];
}

const names = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** A refused check-in ('room_not_ready') as the rooms' names; null for any other error. */
export function notReadyFrom(error: unknown): NotReady | null {
  if (errorMessage(error) !== 'room_not_ready') return null;
  const details = detailsObject(error);
  if (!details) return null;
  return { notReady: names(details.not_ready), ready: names(details.ready) };
}

/** Whether a write was refused because the stay (or room) changed since it was read. */
export function isStaleVersion(error: unknown): boolean {
  return errorCode(error) === 'PT409' && errorMessage(error) === 'stale_version';
}
