import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  bookingsOn,
  guestsLabel,
  guideFallbacksByBookingName,
  guideFor,
  sampleBookings,
  telHref,
} from '../../../src/data/bookings';
import { lodgeReception } from '../../../src/data/lodge';

describe('sampleBookings (dated relative to today)', () => {
  const today = dayjs('2025-11-20');
  const bookings = sampleBookings(today);

  it('has bookings today and tomorrow and none the day after (the empty state)', () => {
    expect(bookingsOn(bookings, '2025-11-20').length).toBeGreaterThan(0);
    expect(bookingsOn(bookings, '2025-11-21').length).toBeGreaterThan(0);
    expect(bookingsOn(bookings, '2025-11-22')).toEqual([]);
  });

  it('follows the calendar across a month end', () => {
    const dates = new Set(sampleBookings(dayjs('2025-01-31')).map((b) => b.date));
    expect(dates).toEqual(new Set(['2025-01-31', '2025-02-01']));
  });

  it('lists a day earliest first', () => {
    const times = bookingsOn(bookings, '2025-11-20').map((b) => b.time);
    expect(times).toEqual([...times].sort());
  });
});

describe('guideFor (spec §2: guide with fallbacks by booking name)', () => {
  it("uses the booking's own guide", () => {
    const guide = { name: 'Thato Moremi', phone: '+267 71 234 567' };
    expect(guideFor({ name: 'Morning Mokoro Excursion', guide })).toEqual(guide);
  });

  it('falls back to the usual guide for a booking of that name', () => {
    expect(guideFor({ name: 'Village Cultural Visit' })).toEqual(
      guideFallbacksByBookingName['Village Cultural Visit'],
    );
  });

  it('falls back to reception for a name without a usual guide', () => {
    expect(guideFor({ name: 'Private Dinner' })).toEqual(lodgeReception);
  });
});

describe('telHref and guestsLabel', () => {
  it('makes a dialable tel: link', () => {
    expect(telHref('+267 71 234 567')).toBe('tel:+26771234567');
    expect(telHref('(+267) 686-1200')).toBe('tel:+2676861200');
  });

  it('says guest or guests', () => {
    expect(guestsLabel(1)).toBe('1 guest');
    expect(guestsLabel(4)).toBe('4 guests');
  });
});
