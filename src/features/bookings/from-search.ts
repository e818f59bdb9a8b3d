import { calendarDayParam } from '../../lib/calendar-day-param';

/** The Bookings route's search params (issue 18): `?from=YYYY-MM-DD`, the first of the three days. */
export interface BookingsSearch {
  from?: string | undefined;
  /** The booking open in its dialog (issue 35): an id as the address carries it, checked by the loader. */
  booking?: string | undefined;
}

/** Longer than any id the app makes (a UUID is 36): anything longer is no booking's. */
const BOOKING_ID_MAX = 64;

/**
 * `/bookings`'s `validateSearch`: keeps `from` only when it is a real calendar day written
 * `YYYY-MM-DD` (2026-02-30 and anything else are dropped, so the screen opens on the lodge's today).
 * `booking` is kept when it is a short non-empty string (whether it names a booking is the loader's to
 * say, in plain words). A dropped value is returned as `from: undefined`, not left out: TanStack Router lays a route's
 * validated search over the raw one, so a missing key would let the raw value through to the loader.
 */
export function parseBookingsSearch(search: Record<string, unknown>): BookingsSearch {
  const booking =
    typeof search.booking === 'string' && search.booking !== '' && search.booking.length <= BOOKING_ID_MAX
      ? search.booking
      : undefined;
  return { from: calendarDayParam(search.from), booking };
}
