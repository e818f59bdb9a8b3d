import { TEXT_LIMITS } from './field-limits';
import { lodgeReception } from './lodge';

/** A guide assigned to a booking: a name and a phone number. */
export interface Guide {
  name: string;
  phone: string;
}

/**
 * Where a booking stands (the `booking_status` enum): booked, guests on site, gone, or called off.
 * Check in then check out (issue 8); a cancelled booking leaves the day's list; a no-show stays listed.
 * `tentative` is for stays only (issue 31: Tentative → Confirmed → Checked in → Checked out).
 */
export type BookingStatus =
  'tentative' | 'confirmed' | 'checked_in' | 'checked_out' | 'cancelled' | 'no_show';

/**
 * How a status reads in the booking dialog and list ("Checked in", issue 8) and for a stay (issue 31:
 * "Tentative → Confirmed → Checked in → Checked out, or Cancelled / No-show"): one set of words for both
 * (src/data/room-words.ts reads it; a third copy once spelled "No show").
 */
export const bookingStatusLabels: Readonly<Record<BookingStatus, string>> = {
  tentative: 'Tentative',
  confirmed: 'Confirmed',
  checked_in: 'Checked in',
  checked_out: 'Checked out',
  cancelled: 'Cancelled',
  no_show: 'No-show',
};

/**
 * The next step at the front desk for a booking in `status`: Check in a confirmed booking, Check out a
 * checked-in one; nothing after that.
 */
export function nextStatusStep(
  status: BookingStatus,
): { label: 'Check in' | 'Check out'; to: BookingStatus } | null {
  if (status === 'confirmed') return { label: 'Check in', to: 'checked_in' };
  if (status === 'checked_in') return { label: 'Check out', to: 'checked_out' };
  return null;
}

/**
 * Whether a manager may still correct a booking in `status` (issue 34 "checked-in bookings cannot be
 * edited"): a booking whose guests are on site keeps its guests, time, guide and description correctable
 * (a head count changes at the gate, a guide swaps). A checked-out, cancelled or no-show booking is the
 * record of what happened; its money is corrected in its money section (issue 32), not here.
 */
export const isBookingEditable = (status: BookingStatus): boolean =>
  status === 'confirmed' || status === 'checked_in';

/**
 * Whether Edit booking offers Cancel booking: only before the guests arrive. Guests on site end their
 * booking with Check out, so a checked-in booking is never cancelled by a slip of the thumb.
 */
export const isBookingCancellable = (status: BookingStatus): boolean => status === 'confirmed';

/**
 * Booking (spec §3): id, name, time, guests, optional description, optional guide {name, phone}, plus
 * the calendar day (`date`, `YYYY-MM-DD`) the three-day view groups by and the front-desk `status`.
 */
export interface Booking {
  id: string;
  /** What is booked, e.g. "Morning Mokoro Excursion". */
  name: string;
  /** Start time, 24-hour `HH:mm`. */
  time: string;
  guests: number;
  description?: string;
  guide?: Guide;
  /** The staff member picked as guide (issue 18: by id, so renaming the booking never changes it). */
  guideStaffId?: string;
  /**
   * Who booked and how to reach them (issue 18). Absent where it is not read: for trustees (RLS keeps
   * guest contact data from them) and in the offline copy (guest data is not kept on the phone).
   */
  guest?: GuestContact;
  /** Calendar day, `YYYY-MM-DD`. */
  date: string;
  status: BookingStatus;
  /** True while a change to it (or the booking itself) waits in the outbox (issue 9). */
  pending?: boolean;
  /** The version the server last saved (ISO, its clock): an edit applies only while it holds (issue 33). */
  updatedAt?: string;
}

/** A booking's guest contact (`booking_contacts`); a blank field is an empty string. */
export interface GuestContact {
  name: string;
  phone: string;
  email: string;
}

/** The database's limits on guest contact fields, in characters (`booking_contacts` checks; owned by data/field-limits.ts). */
export const guestContactLimits: Readonly<Record<keyof GuestContact, number>> = {
  name: TEXT_LIMITS.guestName,
  phone: TEXT_LIMITS.guestPhone,
  email: TEXT_LIMITS.guestEmail,
};

/** The database's limit on a booking's name (`bookings.name`), in characters (data/field-limits.ts). */
export const bookingNameLimit = TEXT_LIMITS.bookingName;

/** The database's limit on a booking's description and on a booking note, in characters (data/field-limits.ts). */
export const bookingTextLimit = TEXT_LIMITS.bookingNote;

/** Whether a guest contact has anything in it. */
export const hasGuestContact = (guest: GuestContact | undefined): guest is GuestContact =>
  guest !== undefined && (guest.name !== '' || guest.phone !== '' || guest.email !== '');

/**
 * Whether the front desk may check a booking in on the lodge's day `today` (`YYYY-MM-DD`): from the
 * booking's own day on, never before its arrival day (issue 18).
 */
export const checkInOpen = (booking: Pick<Booking, 'date'>, today: string): boolean => booking.date <= today;

/** A note kept on a booking (issue 8 "Save Note keeps the note"), with who wrote it and when. */
export interface BookingNote {
  id: string;
  bookingId: string;
  text: string;
  authorName: string;
  /** Who wrote it (their user id), when known: the author may edit and delete it (issue 18). */
  authorId?: string | null;
  /** ISO timestamp from the server (while `pending`, when it was written on this phone). */
  createdAt: string;
  /** The server's `updated_at` (ISO) when read: the version an edit is conditional on (issue 33). */
  updatedAt?: string;
  /** True while the note waits in the outbox to be sent (issue 9: shown as "Waiting to send"). */
  pending?: boolean;
}

/** Bookings view: today and the next two days (spec §9 "Bookings view: 3 days"). */
export const bookingDayCount = 3;

/** The date format bookings are grouped by. */
export const bookingDateFormat = 'YYYY-MM-DD';

/**
 * Who to call when a booking has no guide, looked up by the booking's name (spec §2 "guide name and
 * phone (with fallbacks by booking name)"): the staff member who usually leads that activity.
 */
export const guideFallbacksByBookingName: Readonly<Record<string, Guide>> = {
  'Morning Mokoro Excursion': { name: 'Kabo Sekgoma', phone: '+267 72 345 678' },
  'Sunset Boat Cruise': { name: 'Kabo Sekgoma', phone: '+267 72 345 678' },
  'Guided Bush Walk': { name: 'Thato Moremi', phone: '+267 71 234 567' },
  'Village Cultural Visit': { name: 'Lesedi Ntsima', phone: '+267 74 567 890' },
};

/**
 * The guide to show for a booking: its own guide, else the usual guide for a booking of that name,
 * else the lodge's reception (so the dialog always has someone to call).
 */
export function guideFor(booking: Pick<Booking, 'name' | 'guide'>): Guide {
  return booking.guide ?? guideFallbacksByBookingName[booking.name.trim()] ?? { ...lodgeReception };
}

/** `tel:` URI for a phone number as people write it ("+267 71 234 567" → "tel:+26771234567"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Bookings on one calendar day that still stand (cancelled ones leave the list), earliest first. */
export function bookingsOn(bookings: readonly Booking[], date: string): Booking[] {
  return bookings
    .filter((booking) => booking.date === date && booking.status !== 'cancelled')
    .sort((a, b) => a.time.localeCompare(b.time));
}

/** "4 guests", "1 guest". */
export function guestsLabel(guests: number): string {
  return `${guests} ${guests === 1 ? 'guest' : 'guests'}`;
}
