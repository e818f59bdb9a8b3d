import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { addDays, clockTime, localDay, longDate, longDay } from '../../../src/lib/calendar-day';

// The signed-in start's path dropped dayjs for these (issue 11 budget): each gives what dayjs gave.
describe('calendar-day', () => {
  const days = ['2026-01-01', '2026-02-28', '2028-02-29', '2026-03-29', '2026-10-25', '2026-12-31'];

  it('adds and subtracts days as dayjs does, across months, years, leap days and DST changes', () => {
    for (const day of days)
      for (const n of [-1, 1, 2, 31])
        expect(addDays(day, n)).toBe(dayjs(day).add(n, 'day').format('YYYY-MM-DD'));
  });

  it('names a day as dayjs "dddd, MMMM D" does', () => {
    for (const day of days) expect(longDay(day)).toBe(dayjs(day).format('dddd, MMMM D'));
  });

  it("reads the phone's day, date and clock time as dayjs does", () => {
    for (const instant of ['2026-03-05T00:05:00Z', '2026-07-01T23:59:00+02:00', '2026-12-31T12:00:00.000Z']) {
      expect(clockTime(instant)).toBe(dayjs(instant).format('HH:mm'));
      expect(localDay(new Date(instant))).toBe(dayjs(instant).format('YYYY-MM-DD'));
      expect(longDate(instant)).toBe(dayjs(instant).format('MMMM D, YYYY'));
    }
  });
});
