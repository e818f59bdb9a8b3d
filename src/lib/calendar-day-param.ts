/**
 * A `YYYY-MM-DD` search parameter that names a real calendar day (2026-02-30 is refused, not rolled
 * over to March), or undefined for anything else. No imports: the routes' `validateSearch` functions
 * run in the entry chunk (issue 11 budget). One rule for every day in an address: `/bookings?from=`
 * and the rota's `?day=` (issues 18, 19).
 */
export function calendarDayParam(raw: unknown): string | undefined {
  if (typeof raw !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return undefined;
  const date = new Date(`${raw}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === raw ? raw : undefined;
}
