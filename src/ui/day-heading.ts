const dayHeadingFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/**
 * A calendar day as a screen's heading line, "Wednesday, November 25" (dayjs' `dddd, MMMM D`).
 * Intl, not dayjs, so the dashboard's loading frame (in the first download) can draw the same line
 * the loaded page shows without pulling dayjs into the entry (issue 11).
 *
 * @param date `YYYY-MM-DD` (a lodge's day, src/lib/lodge-today.ts); read as that calendar day, whatever
 *   the phone's time zone.
 */
export function dayHeading(date: string): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return dayHeadingFormat.format(new Date(Date.UTC(year, month - 1, day)));
}
