/** The Bookings route's search params (issue 18): `?from=YYYY-MM-DD`, the first of the three days. */
export interface BookingsSearch {
  from?: string;
}

/**
 * `/bookings`'s `validateSearch`: keeps `from` only when it is a real calendar day written
 * `YYYY-MM-DD` (2026-02-30 and anything else are dropped, so the screen opens on the lodge's today).
 */
export function parseBookingsSearch(search: Record<string, unknown>): BookingsSearch {
  const raw = search.from;
  if (typeof raw !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return {};
  const [year, month, day] = raw.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? { from: raw }
    : {};
}
