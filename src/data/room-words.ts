import { addDays } from '../lib/calendar-day';
import { bookingStatusLabels, type BookingStatus } from './bookings';

/**
 * Stays in words (issue 31): the stay statuses as a person reads them, the ranges people type against
 * (the rooms migration's checks; room names and types are `lib/supabase/rooms.ts`'s), and the night
 * arithmetic the screens share. Pure: no data access.
 */

/** A stay's status (`bookings.status` of a `kind = 'stay'` booking). */
export type StayStatus = BookingStatus;

/** A stay's status in words: the bookings' own words (one set, src/data/bookings.ts). */
export const stayStatusLabels: Readonly<Record<StayStatus, string>> = bookingStatusLabels;

/** Whether a stay in `status` still holds its rooms (cancelled and no-show stays release their nights). */
export const holdsRooms = (status: StayStatus): boolean => status !== 'cancelled' && status !== 'no_show';

/** The database's ranges on numbers typed for rooms and stays. */
export const STAY_RANGES = {
  /** rooms.sort_order (any int; the form keeps it sensible) */
  sortOrder: { min: 0, max: 9999 },
  /** bookings.adults of a stay (at least one adult) */
  adults: { min: 1, max: 50 },
  /** bookings.children of a stay */
  children: { min: 0, max: 50 },
  /** departure − arrival */
  nights: { min: 1, max: 365 },
} as const;

/** Nights between `arrival` and `departure` (`YYYY-MM-DD`; departure exclusive). */
export function nightsBetween(arrival: string, departure: string): number {
  return Math.round((Date.parse(`${departure}T00:00:00Z`) - Date.parse(`${arrival}T00:00:00Z`)) / 86_400_000);
}

/** "1 night", "3 nights". */
export const nightsLabel = (nights: number): string => `${nights} ${nights === 1 ? 'night' : 'nights'}`;

/** The nights of `[arrival, departure)` as days (`YYYY-MM-DD`), first night first. */
export function nightsOf(arrival: string, departure: string): string[] {
  const count = Math.max(0, nightsBetween(arrival, departure));
  return Array.from({ length: count }, (_, index) => addDays(arrival, index));
}

/** Whether `[aFrom, aTo)` and `[bFrom, bTo)` share a night. */
export const nightsOverlap = (aFrom: string, aTo: string, bFrom: string, bTo: string): boolean =>
  aFrom < bTo && bFrom < aTo;

/**
 * English short months (UTC), made once: `Date#toLocaleString` with options builds a new formatter on
 * every call, and the calendar asks for two per stay bar (issue 31 bench:web: 3.5 s of a 4 s frame at
 * 4× CPU on Next with 20 rooms × 31 days went there).
 */
const shortMonth = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' });

/**
 * The short month of `iso` (`YYYY-MM-DD`), formatted once per month of the year: even with one
 * formatter, formatting took 17 ms of a 108 ms frame on Next (issue 31 bench:web, 4× CPU; up to four
 * per stay bar). Pure: a month's name never changes.
 */
const monthNames: string[] = [];
const monthOf = (iso: string): string => {
  const index = Number(iso.slice(5, 7)) - 1;
  return (monthNames[index] ??= shortMonth.format(new Date(`${iso.slice(0, 7)}-01T00:00:00Z`)));
};

/** "2–4 Dec" style range for a stay's nights (arrival to departure day), in English short months. */
export function stayRangeText(arrival: string, departure: string): string {
  const day = (iso: string) => Number(iso.slice(8, 10));
  const month = monthOf;
  return month(arrival) === month(departure) && arrival.slice(0, 4) === departure.slice(0, 4)
    ? `${day(arrival)}–${day(departure)} ${month(departure)}`
    : `${day(arrival)} ${month(arrival)} – ${day(departure)} ${month(departure)}`;
}
