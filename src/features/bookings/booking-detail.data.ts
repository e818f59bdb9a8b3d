import type { Booking } from '../../data/bookings';
import { NotKeptOffline } from '../../lib/offline/lodge-pack';
import { failureSentence } from '../../lib/supabase/errors';
import type { BookingMoney, BookingMoneyRead } from '../../ui/bookings/booking-money-section';

/**
 * The booking opened on Bookings by `?booking=<id>` and its money, as the route's loader read them
 * (issue 35: "the booking detail becomes a route whose loader reads it and its money through the same
 * read-through as the lists", so the sync's `router.invalidate()` refreshes a payment it just sent).
 */
export interface BookingDetailData {
  /** The id asked for (the URL's `?booking=`). */
  bookingId: string;
  /** The booking; null when it cannot be shown, and `missing` says why in plain words. */
  booking: Booking | null;
  missing?: string;
  /** Its money (issue 20), or null where the person's role does not see money. */
  money: BookingMoneyRead | null;
}

/** Said when the server has no booking by that id (deleted, or a link copied wrong). */
export const BOOKING_NOT_FOUND =
  'This booking was not found. It may have been deleted, or the link is not complete.';

/** Said offline when the phone keeps no copy of the booking asked for. */
export const BOOKING_NOT_KEPT = 'This booking is not kept on this phone. It shows when the signal returns.';

/** A booking's id as the server makes them (and the outbox's client ids): a UUID. */
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Where {@link loadBookingDetail} reads from: the app's read-through in the route, fakes in tests. */
export interface BookingDetailReads {
  /** The booking by id through the day pack (server, else the pack's row); null when there is none. */
  readBooking: (bookingId: string) => Promise<Booking | null>;
  /** The booking's money through the same read-through (`readBookingMoney`); absent: not shown. */
  readMoney?: ((bookingId: string) => Promise<BookingMoney>) | undefined;
}

/**
 * The booking `bookingId` and its money for the Bookings route (issue 35). The booking is taken from
 * `listed` (the days the screen shows, read beside it: the money is asked for first) when it is there, else read by id; an id that is
 * no UUID is not asked for. Its money is read beside it. Never throws: a booking that cannot be read
 * says why (`missing`), a money read that fails is kept as its error for the money section to word.
 */
export async function loadBookingDetail(
  bookingId: string,
  listed: readonly Booking[] | PromiseLike<readonly Booking[]>,
  reads: BookingDetailReads,
): Promise<BookingDetailData> {
  const money: Promise<BookingMoneyRead | null> = reads.readMoney
    ? reads.readMoney(bookingId).then(
        (value) => ({ money: value }),
        (error: unknown) => ({ error }),
      )
    : Promise.resolve(null);
  const inList = (await listed).find((booking) => booking.id === bookingId);
  const booking: { booking: Booking | null; missing?: string } = inList
    ? { booking: inList }
    : !uuid.test(bookingId)
      ? { booking: null, missing: BOOKING_NOT_FOUND }
      : await reads.readBooking(bookingId).then(
          (found) => (found ? { booking: found } : { booking: null, missing: BOOKING_NOT_FOUND }),
          (error: unknown) => ({
            booking: null,
            missing:
              error instanceof NotKeptOffline
                ? BOOKING_NOT_KEPT
                : failureSentence('The booking could not be read.', error),
          }),
        );
  return { bookingId, ...booking, money: booking.booking ? await money : null };
}
