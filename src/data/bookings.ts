import dayjs, { type Dayjs } from 'dayjs';
import { lodgeReception } from './lodge';

/** A guide assigned to a booking: a name and a phone number. */
export interface Guide {
  name: string;
  phone: string;
}

/**
 * Booking (spec §3): id, name, time, guests, optional description, optional guide {name, phone}. The
 * sample adds the calendar day (`date`, `YYYY-MM-DD`) so the three-day view can group bookings.
 */
export interface Booking {
  id: string;
  /** What is booked, e.g. "Morning Mokoro Excursion". */
  name: string;
  /** Start time, 24-hour `HH:mm`. */
  time: string;
  guests: number;
  description?: string;
  guide?: Guide;
  /** Calendar day, `YYYY-MM-DD`. */
  date: string;
}

/** The date format bookings are grouped by. */
export const bookingDateFormat = 'YYYY-MM-DD';

/**
 * Who to call when a booking has no guide, looked up by the booking's name (spec §2 "guide name and
 * phone (with fallbacks by booking name)"): the staff member who usually leads that activity.
 */
export const guideFallbacksByBookingName: Readonly<Record<string, Guide>> = {
  'Morning Mokoro Excursion': { name: 'Kabo Sekgoma', phone: '+267 72 345 678' },
  'Sunset Boat Cruise': { name: 'Kabo Sekgoma', phone: '+267 72 345 678' },
  'Guided Bush Walk': { name: 'Thato Moremi', phone: '+267 71 234 567' },
  'Village Cultural Visit': { name: 'Lesedi Ntsima', phone: '+267 74 567 890' },
};

/**
 * The guide to show for a booking: its own guide, else the usual guide for a booking of that name,
 * else the lodge's reception (so the dialog always has someone to call).
 */
export function guideFor(booking: Pick<Booking, 'name' | 'guide'>): Guide {
  return booking.guide ?? guideFallbacksByBookingName[booking.name.trim()] ?? { ...lodgeReception };
}

/** `tel:` URI for a phone number as people write it ("+267 71 234 567" → "tel:+26771234567"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * Sample bookings dated relative to `today`, so the dashboard and the three-day view always have
 * content: three today, two tomorrow and none the day after (to show the empty state).
 */
export function sampleBookings(today: Dayjs = dayjs()): Booking[] {
  const day = (offset: number) => today.add(offset, 'day').format(bookingDateFormat);
  return [
    {
      id: 'bk-1',
      name: 'Morning Mokoro Excursion',
      time: '07:30',
      guests: 4,
      description: 'Two mokoros through the Boro channel, back before the midday heat. Bring drinking water.',
      guide: { name: 'Kabo Sekgoma', phone: '+267 72 345 678' },
      date: day(0),
    },
    {
      id: 'bk-2',
      name: 'Village Cultural Visit',
      time: '10:00',
      guests: 6,
      description:
        'Walk to the village with lunch by the community kitchen and a basket-weaving demonstration.',
      date: day(0),
    },
    {
      id: 'bk-3',
      name: 'Sunset Boat Cruise',
      time: '17:00',
      guests: 2,
      description: 'Honeymoon couple. Sundowner drinks packed by the bar team.',
      guide: { name: 'Thato Moremi', phone: '+267 71 234 567' },
      date: day(0),
    },
    {
      id: 'bk-4',
      name: 'Guided Bush Walk',
      time: '06:30',
      guests: 5,
      description: 'Island walk to look for elephant and buffalo tracks. Closed shoes required.',
      date: day(1),
    },
    {
      id: 'bk-5',
      name: 'Family Bird Watching',
      time: '15:30',
      guests: 3,
      date: day(1),
    },
  ];
}

/** Bookings on one calendar day, earliest first. */
export function bookingsOn(bookings: readonly Booking[], date: string): Booking[] {
  return bookings.filter((booking) => booking.date === date).sort((a, b) => a.time.localeCompare(b.time));
}

/** "4 guests", "1 guest". */
export function guestsLabel(guests: number): string {
  return `${guests} ${guests === 1 ? 'guest' : 'guests'}`;
}
