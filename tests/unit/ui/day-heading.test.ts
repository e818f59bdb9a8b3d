import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { dayHeading } from '../../../src/ui/day-heading';

describe('dayHeading (the dashboard heading and its loading frame, issue 11)', () => {
  it('writes the day as the dashboard always did (dayjs "dddd, MMMM D")', () => {
    expect(dayHeading('2026-11-25')).toBe('Wednesday, November 25');
    expect(dayHeading('2027-01-01')).toBe('Friday, January 1');
  });
  it('agrees with dayjs on every day of a year, whatever the phone zone (calendar days, not instants)', () => {
    for (let day = dayjs('2026-01-01'); day.year() === 2026; day = day.add(1, 'day')) {
      const date = day.format('YYYY-MM-DD');
      expect(dayHeading(date)).toBe(dayjs(date).format('dddd, MMMM D'));
    }
  });
});
