import { calendarDayParam } from '../../lib/calendar-day-param';

/**
 * `?day=YYYY-MM-DD` as the Staff route keeps it (the rota's day, issue 19). A dropped value is
 * returned as `day: undefined`, not left out, for the reason `parseBookingsSearch` gives (TanStack
 * Router lays the validated search over the raw one).
 */
export function parseDaySearch(search: Record<string, unknown>): { day?: string | undefined } {
  return { day: calendarDayParam(search.day) };
}
