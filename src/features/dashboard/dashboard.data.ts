import type { LodgeMembership } from '../../../machines/shared/lodge-types';
import { lastAnswers } from '../../lib/offline/last-answers';
import { bookingsOn, type Booking, type BookingNote } from '../../data/bookings';
import type { Note } from '../../data/notes';
import type { StaffMember } from '../../data/staff';
import type { FrontDeskToday } from '../../data/front-desk';
import { localDay } from '../../lib/calendar-day';
import { lodgeToday } from '../../lib/lodge-today';
import { packRows, readThroughLodgePackCopy, type LodgePack } from '../../lib/offline/lodge-pack';
import type { ReadFacts } from '../../lib/offline/copy-first';
import { readAroundOutbox, type OutboxCommand } from '../../lib/offline/outbox';
import {
  bookingNotesWithOutbox,
  bookingsWithOutbox,
  notesWithOutbox,
} from '../../lib/offline/outbox-overlay';
import { fetchBookingsWithNotes } from '../../lib/supabase/bookings';
import { fetchDailyNotes } from '../../lib/supabase/daily-notes';
import { fetchShifts } from '../../lib/supabase/shifts';
import { fetchStaffMembers } from '../../lib/supabase/staff-members';

/** What the dashboard shows for one day of one lodge (its route loader's data). */
export interface DashboardData {
  /** `YYYY-MM-DD`. */
  date: string;
  bookings: Booking[];
  bookingNotes: BookingNote[];
  staffOnShift: StaffMember[];
  notes: Note[];
  /**
   * The front desk's day (issue 31, the Today card): null when the lodge has no rooms, or offline
   * with no copy of its stays; absent where it is not read.
   */
  frontDesk?: FrontDeskToday | null;
  /**
   * When the day pack's copy shown was taken (ms since the epoch: "Updated 14:32", issue 22); null or
   * absent when these are the server's rows.
   */
  copiedAt?: number | null;
}

/**
 * Reads today's bookings (with their notes embedded), the staff on shift and the day's notes of
 * `lodgeId`, in parallel: one round trip. `date` is the lodge's today, `YYYY-MM-DD` (src/lib/lodge-today.ts). @throws the first PostgREST error (the route shows its error screen with Try again).
 */
export async function loadDashboard(lodgeId: string, date: string = localDay()): Promise<DashboardData> {
  const [{ bookings, notes: allBookingNotes }, notes, shifts, staff] = await Promise.all([
    fetchBookingsWithNotes(lodgeId, date, date),
    fetchDailyNotes(lodgeId, date),
    fetchShifts(lodgeId, date, date),
    fetchStaffMembers(lodgeId),
  ]);
  const todays = bookingsOn(bookings, date);
  const ids = new Set(todays.map((booking) => booking.id));
  const bookingNotes = allBookingNotes.filter((note) => ids.has(note.bookingId));
  const onShift = new Set(shifts.map((shift) => shift.staffMemberId));
  return {
    date,
    bookings: todays,
    bookingNotes,
    staffOnShift: staff.filter((member) => onShift.has(member.id)),
    notes,
  };
}

/**
 * The dashboard of `date` computed from the person's day pack (issue 9), or null when the pack's
 * window does not hold that day. Same rules as {@link loadDashboard}: no cancelled bookings, notes
 * oldest first.
 */
export function dashboardFromPack(pack: LodgePack, date: string): DashboardData | null {
  if (date < pack.from || date > pack.to) return null;
  const bookings = bookingsOn(packRows(pack.tables.bookings), date);
  const ids = new Set(bookings.map((booking) => booking.id));
  const onShift = new Set(
    packRows(pack.tables.shifts)
      .filter((shift) => shift.date === date)
      .map((shift) => shift.staffMemberId),
  );
  return {
    date,
    bookings,
    bookingNotes: packRows(pack.tables.booking_notes).filter((note) => ids.has(note.bookingId)),
    staffOnShift: packRows(pack.tables.staff_members).filter((member) => onShift.has(member.id)),
    notes: packRows(pack.tables.daily_notes)
      .filter((note) => note.date === date)
      .map(({ date: _day, ...note }) => note),
  };
}

/** `data` with the writes still waiting in `outbox` shown (issue 9 "show at once"). */
export function dashboardWithOutbox(
  data: DashboardData,
  outbox: readonly OutboxCommand[],
  lodgeId: string,
): DashboardData {
  const bookings = bookingsWithOutbox(data.bookings, outbox, lodgeId, (day) => day === data.date).filter(
    (booking) => booking.status !== 'cancelled',
  );
  return {
    ...data,
    bookings,
    bookingNotes: bookingNotesWithOutbox(data.bookingNotes, outbox, new Set(bookings.map((b) => b.id))),
    notes: notesWithOutbox(data.notes, outbox, lodgeId, data.date),
  };
}

/** The server's last answers to this read (issue 33: read again offline before the first pack, the screen stays). */
const lastDashboards = lastAnswers<Awaited<ReturnType<typeof loadDashboard>>>();

/**
 * {@link loadDashboard} through the day pack (issue 9): online the server's answer, offline (or with no
 * answer) the same day computed from the person's pack; either way with the writes still waiting in
 * the outbox laid over. While the app shows the phone's copy (issue 22: the server not heard yet) the
 * pack's day at once, marked with `copiedAt` (`facts`: the loader's router context). @throws as
 * `loadDashboard` when the server answered with an error; `NotKeptOffline` offline with no pack.
 */
export async function loadDashboardOffline(
  userId: string,
  lodgeId: string,
  date: string,
  facts: ReadFacts,
): Promise<DashboardData> {
  // The outbox as the request starts and once it answered (issue 33 finding 1: a note queued while
  // it was out stays on the screen); the overlay skips what the answer already holds.
  const {
    value: { value, copiedAt },
    waiting,
  } = await readAroundOutbox(userId, () =>
    readThroughLodgePackCopy(
      facts,
      userId,
      lodgeId,
      () => loadDashboard(lodgeId, date),
      (pack) => dashboardFromPack(pack, date),
      { answers: lastDashboards, key: date },
    ),
  );
  return { ...dashboardWithOutbox(value, waiting, lodgeId), copiedAt };
}

/**
 * The dashboard route's loader: the lodge's today with {@link loadDashboardOffline}, and beside it a
 * real forecast for a lodge with coordinates (issue 18; null without) and the front desk's day (issue 31). Here, not in the route file, so
 * it loads with the signed-in start's chunk rather than the entry (issue 11 budget). While the app
 * shows the phone's copy nothing waits for the network: the kept day and the kept forecast. `facts`:
 * the facts the app decides, from the loader's router context (issue 35).
 */
export async function loadDashboardRoute(userId: string, lodge: LodgeMembership, facts: ReadFacts) {
  const date = lodgeToday(lodge.timezone);
  const [dashboard, forecast, frontDesk] = await Promise.all([
    loadDashboardOffline(userId, lodge.lodgeId, date, facts),
    lodge.latitude == null
      ? Promise.resolve(null)
      : import('../../lib/weather/forecast').then((weather) => weather.loadForecast(userId, lodge, facts)),
    // Issue 31: the Today card's stays and rooms (their modules load with this chunk, not the entry),
    // with the card's own code when there is a card to draw (issue 34: drawn with the rest of the
    // screen, not a moment later above it, moving everything under it).
    import('./front-desk.data')
      .then((desk) => desk.loadFrontDeskRoute(userId, lodge, date, facts))
      .then(async (desk) => {
        if (desk) await import('./today-card');
        return desk;
      }),
  ]);
  return { dashboard: { ...dashboard, frontDesk }, forecast };
}
