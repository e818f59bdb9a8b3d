/*
 * Calendar days (`YYYY-MM-DD`) and clock times for the signed-in start's path (the dashboard, its data
 * and the lodge pack), without dayjs: its 3 KiB gzip would otherwise sit in the first download (issue 11
 * budget). Same results as the dayjs formats they replace; other screens keep dayjs.
 */

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The phone's local calendar day of `date` (dayjs `format('YYYY-MM-DD')`). */
export function localDay(date: Date = new Date()): string {
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}

/** The day `days` after `day` (negative: before), both `YYYY-MM-DD` (dayjs `add(days, 'day')`). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (date ?? 1) + days)).toISOString().slice(0, 10);
}

/** The local clock time of an instant, 24-hour `HH:mm` (dayjs `format('HH:mm')`). */
export function clockTime(instant: string): string {
  const date = new Date(instant);
  return `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

const longDayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** `YYYY-MM-DD` as "Thursday, March 5" (dayjs `format('dddd, MMMM D')`). */
export function longDay(day: string): string {
  return longDayFormat.format(new Date(`${day}T00:00:00Z`));
}

const longDateFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** An instant's local day as "March 5, 2026" (dayjs `format('MMMM D, YYYY')`). */
export function longDate(instant: string): string {
  return longDateFormat.format(new Date(instant));
}
