/**
 * The lodge's calendar day (issue 8: "today" is the lodge's, as the seed's `private.lodge_today`), not
 * the phone's: a phone set to another time zone, or a UTC phone between 22:00 and 24:00 at a UTC+2
 * lodge, must still show the lodge's today.
 *
 * @param timezone an IANA time zone name from `lodges.timezone` (the database refuses others); an
 *   unknown name falls back to the phone's own zone rather than throwing, so a screen never crashes on it.
 * @param now the instant to convert (defaults to the current time).
 * @returns `YYYY-MM-DD` in that zone.
 */
export function lodgeToday(timezone: string, now: Date = new Date()): string {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: timezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
  } catch {
    format = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });
  }
  const parts = Object.fromEntries(format.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
