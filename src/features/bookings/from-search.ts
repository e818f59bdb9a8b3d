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
  const raw = search.from;
  if (typeof raw !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return { from: undefined };
  const year = Number(raw.slice(0, 4));
  const month = Number(raw.slice(5, 7));
  const day = Number(raw.slice(8, 10));
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? { from: raw }
    : { from: undefined };
}
