import { calendarDayParam } from '../../lib/calendar-day-param';

/** The Bookings route's search params (issue 18): `?from=YYYY-MM-DD`, the first of the three days. */
export interface BookingsSearch {
  from?: string | undefined;
}

/**
 * `/bookings`'s `validateSearch`: keeps `from` only when it is a real calendar day written
 * `YYYY-MM-DD` (2026-02-30 and anything else are dropped, so the screen opens on the lodge's today).
 * A dropped value is returned as `from: undefined`, not left out: TanStack Router lays a route's
 * validated search over the raw one, so a missing key would let the raw value through to the loader.
 */
export function parseBookingsSearch(search: Record<string, unknown>): BookingsSearch {
  return { from: calendarDayParam(search.from) };
}
