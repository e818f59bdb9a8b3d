import dayjs from 'dayjs';
import { lastAnswers } from '../../lib/offline/last-answers';
import { bookingDateFormat, bookingDayCount, type Booking, type BookingNote } from '../../data/bookings';
import { lodgeToday } from '../../lib/lodge-today';
import { packRows, readThroughLodgePackCopy, type LodgePack } from '../../lib/offline/lodge-pack';
import type { ReadFacts } from '../../lib/offline/copy-first';
import { readAroundOutbox, type OutboxCommand } from '../../lib/offline/outbox';
import { bookingNotesWithOutbox, bookingsWithOutbox } from '../../lib/offline/outbox-overlay';
import { can, type LodgeRole } from '../../data/lodge-roles';
import { fetchBooking, fetchBookingsWithNotes } from '../../lib/supabase/bookings';
import { loadBookingDetail, type BookingDetailData } from './booking-detail.data';

export { bookingDayCount };

/** What the Bookings screen shows (its route loader's data). */
export interface BookingsData {
  /** The first day shown (today), `YYYY-MM-DD`. */
  from: string;
  bookings: Booking[];
  notes: BookingNote[];
  /** When the day pack's copy shown was taken ("Updated 14:32", issue 22); null or absent for the server's rows. */
  copiedAt?: number | null;
  /**
   * Present when read offline from the day pack: the days the phone keeps (`YYYY-MM-DD`, inclusive).
   * Days outside it say so plainly rather than looking empty (issue 18).
   */
  keptDays?: { from: string; to: string };
}

/**
 * Reads the lodge's bookings for today (`date`, the lodge's `YYYY-MM-DD`) and the next two days, with
 * their notes.
 * @throws the first PostgREST error (the route shows its error screen with Try again).
 */
export async function loadBookings(
  lodgeId: string,
  date: string = dayjs().format(bookingDateFormat),
): Promise<BookingsData> {
  const today = dayjs(date);
  const from = today.format(bookingDateFormat);
  const to = today.add(bookingDayCount - 1, 'day').format(bookingDateFormat);
  const { bookings, notes } = await fetchBookingsWithNotes(lodgeId, from, to);
  return { from, bookings, notes };
}

const lastDay = (from: string) =>
  dayjs(from)
    .add(bookingDayCount - 1, 'day')
    .format(bookingDateFormat);

/**
 * The Bookings screen from `date` computed from the person's day pack. Days outside the pack's window
 * have no rows and `keptDays` says which days the phone keeps (issue 18: any day can be asked for).
 */
export function bookingsFromPack(pack: LodgePack, date: string): BookingsData {
  const to = lastDay(date);
  const bookings = packRows(pack.tables.bookings).filter(
    (booking) => booking.date >= date && booking.date <= to,
  );
  const ids = new Set(bookings.map((booking) => booking.id));
  return {
    from: date,
    bookings,
    notes: packRows(pack.tables.booking_notes).filter((note) => ids.has(note.bookingId)),
    keptDays: { from: pack.from, to: pack.to },
  };
}

/** `data` with the writes still waiting in `outbox` shown (issue 9 "show at once"). */
export function bookingsWithWaiting(
  data: BookingsData,
  outbox: readonly OutboxCommand[],
  lodgeId: string,
): BookingsData {
  const to = lastDay(data.from);
  const bookings = bookingsWithOutbox(data.bookings, outbox, lodgeId, (day) => day >= data.from && day <= to);
  return {
    ...data,
    bookings,
    notes: bookingNotesWithOutbox(data.notes, outbox, new Set(bookings.map((b) => b.id))),
  };
}

/** The server's last answers to this read (issue 33: read again offline before the first pack, the screen stays). */
const lastDays = lastAnswers<Awaited<ReturnType<typeof loadBookings>>>();
/** The server's last answers to this read (issue 33: read again offline before the first pack, the screen stays). */
const lastBookings = lastAnswers<Booking | null>();

/**
 * {@link loadBookings} through the day pack (issue 9): online the server's answer, offline (or with no
 * answer) the same days computed from the person's pack; either way with the waiting writes laid
 * over. While the app shows the phone's copy (issue 22) the pack's days at once, marked with
 * `copiedAt` (`facts`: the loader's router context). @throws as `loadBookings` when the server
 * answered with an error; `NotKeptOffline` offline with no pack.
 */
export async function loadBookingsOffline(
  userId: string,
  lodgeId: string,
  date: string,
  facts: ReadFacts,
): Promise<BookingsData> {
  // The outbox as the request starts and once it answered (issue 33 finding 1: a write queued while
  // it was out stays on the screen); the overlay skips what the answer already holds.
  const {
    value: { value, copiedAt },
    waiting,
  } = await readAroundOutbox(userId, () =>
    readThroughLodgePackCopy(
      facts,
      userId,
      lodgeId,
      () => loadBookings(lodgeId, date),
      (pack) => bookingsFromPack(pack, date),
      { answers: lastDays, key: date },
    ),
  );
  return { ...bookingsWithWaiting(value, waiting, lodgeId), copiedAt };
}

/**
 * The bookings route's loader: {@link loadBookingsOffline} from `from` (the URL's `?from=`), else from
 * the lodge's today. Here, not in the route file, so the lodge-today code loads with the screen's chunk
 * rather than the entry (issue 11).
 */
export const loadBookingsRoute = (
  userId: string,
  lodge: { lodgeId: string; timezone: string },
  facts: ReadFacts,
  from?: string,
) => loadBookingsOffline(userId, lodge.lodgeId, from ?? lodgeToday(lodge.timezone), facts);

/** What the Bookings route's loader gives its screen: the days, and the booking opened (issue 35). */
export interface BookingsScreenData {
  data: BookingsData;
  /** The booking opened by `?booking=` with its money; null when none is open. */
  detail: BookingDetailData | null;
}

/**
 * The Bookings route's loader (issue 35: every screen's data through the router): the days from
 * `from` ({@link loadBookingsRoute}) and, with `booking`, that booking and its money read beside them
 * through the same read-through (online the server, offline the day pack and the copies kept), so
 * `router.invalidate()` — after a write, after the sync's round — shows what the server has. A booking
 * opened by a link that lies outside the days asked for brings its own days (the dialog sits over its
 * day). Money only for the roles that record it (`recordMoney`).
 * @throws as {@link loadBookingsOffline}; a booking that cannot be read never throws (it says why).
 */
export async function loadBookingsScreen(
  userId: string,
  lodge: { lodgeId: string; timezone: string; role: LodgeRole | null },
  deps: { from?: string | undefined; booking?: string | undefined },
  facts: ReadFacts,
): Promise<BookingsScreenData> {
  const { lodgeId } = lodge;
  const days = loadBookingsRoute(userId, lodge, facts, deps.from);
  if (!deps.booking) return { data: await days, detail: null };
  const detail = await loadBookingDetail(
    deps.booking,
    days.then((read) => read.bookings),
    {
      readBooking: (bookingId) =>
        readThroughLodgePackCopy(
          facts,
          userId,
          lodgeId,
          () => fetchBooking(bookingId),
          (pack) => pack.tables.bookings[bookingId]?.value ?? null,
          { answers: lastBookings, key: bookingId },
        ).then(({ value }) => value),
      readMoney: can(lodge.role, 'recordMoney')
        ? (bookingId) =>
            import('./booking-money.reads').then((reads) =>
              reads.readBookingMoney(facts.dayPack, userId, lodgeId, bookingId),
            )
        : undefined,
    },
  );
  const data = await days;
  const day = detail.booking?.date;
  if (day && (day < data.from || day > lastDay(data.from)))
    return { data: await loadBookingsRoute(userId, lodge, facts, day), detail };
  return { data, detail };
}
