import { describe, expect, it } from 'vitest';
import {
  bookingsOn,
  guestsLabel,
  guideFallbacksByBookingName,
  guideFor,
  nextStatusStep,
  telHref,
} from '../../../src/data/bookings';
import { lodgeReception } from '../../../src/data/lodge';

describe('bookingsOn', () => {
  const base = { guests: 2, status: 'confirmed' as const };
  const bookings = [
    { ...base, id: 'b', name: 'Sunset Boat Cruise', time: '17:00', date: '2025-11-20' },
    { ...base, id: 'a', name: 'Morning Mokoro Excursion', time: '07:30', date: '2025-11-20' },
    { ...base, id: 'c', name: 'Guided Bush Walk', time: '06:30', date: '2025-11-21' },
    {
      ...base,
      id: 'd',
      name: 'Village Visit',
      time: '10:00',
      date: '2025-11-20',
      status: 'cancelled' as const,
    },
  ];

  it('lists one day earliest first', () => {
    expect(bookingsOn(bookings, '2025-11-20').map((b) => b.id)).toEqual(['a', 'b']);
    expect(bookingsOn(bookings, '2025-11-22')).toEqual([]);
  });

  it('leaves cancelled bookings out', () => {
    expect(bookingsOn(bookings, '2025-11-20').some((b) => b.status === 'cancelled')).toBe(false);
  });
});

describe('nextStatusStep (issue 8: Check in, then Check out)', () => {
  it('checks a confirmed booking in and a checked-in one out, then offers nothing', () => {
    expect(nextStatusStep('confirmed')).toEqual({ label: 'Check in', to: 'checked_in' });
    expect(nextStatusStep('checked_in')).toEqual({ label: 'Check out', to: 'checked_out' });
    expect(nextStatusStep('checked_out')).toBeNull();
    expect(nextStatusStep('cancelled')).toBeNull();
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
