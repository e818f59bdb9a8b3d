/**
 * `?day=YYYY-MM-DD` as the Staff route keeps it (the rota's day, issue 19), else absent. A module of
 * its own with no imports: `validateSearch` stays in the entry chunk (see business-model/step-search.ts).
 */
export function parseDaySearch(search: Record<string, unknown>): { day?: string } {
  const raw = search.day;
  if (typeof raw !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return {};
  // A real calendar day: 2026-02-30 is refused, not rolled over to March.
  const date = new Date(`${raw}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === raw ? { day: raw } : {};
}
