import dayjs from 'dayjs';
import { bookingDateFormat, bookingsOn, type Booking, type BookingNote } from '../../data/bookings';
import type { Note } from '../../data/notes';
import type { StaffMember } from '../../data/staff';
import { fetchBookingNotes, insertBookingNote } from '../../lib/supabase/booking-notes';
import { fetchBookings, setBookingStatus } from '../../lib/supabase/bookings';
import { fetchDailyNotes, insertDailyNote } from '../../lib/supabase/daily-notes';
import { fetchShifts } from '../../lib/supabase/shifts';
import { fetchStaffMembers } from '../../lib/supabase/staff-members';
import { readThroughDayPack } from '../../lib/offline/day-pack';

/** What the dashboard shows for one day of one lodge (its route loader's data). */
export interface DashboardData {
  /** `YYYY-MM-DD`. */
  date: string;
  bookings: Booking[];
  bookingNotes: BookingNote[];
  staffOnShift: StaffMember[];
  notes: Note[];
}

/**
 * Reads today's bookings (with their notes), the staff on shift and the day's notes of `lodgeId`, in
 * parallel. `date` is the lodge's today, `YYYY-MM-DD` (src/lib/lodge-today.ts). @throws the first PostgREST error (the route shows its error screen with Try again).
 */
export async function loadDashboard(
  lodgeId: string,
  date: string = dayjs().format(bookingDateFormat),
): Promise<DashboardData> {
  const [bookings, notes, shifts, staff] = await Promise.all([
    fetchBookings(lodgeId, date, date),
    fetchDailyNotes(lodgeId, date),
    fetchShifts(lodgeId, date, date),
    fetchStaffMembers(lodgeId),
  ]);
  const todays = bookingsOn(bookings, date);
  const bookingNotes = await fetchBookingNotes(todays.map((booking) => booking.id));
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
 * {@link loadDashboard} through the day pack (issue 9): online it keeps a copy for `userId`; offline
 * (or with no answer) it returns the copy kept for that lodge and day. @throws as `loadDashboard` when
 * the server answered with an error, or offline with no copy kept.
 */
export function loadDashboardOffline(userId: string, lodgeId: string, date: string): Promise<DashboardData> {
  return readThroughDayPack(userId, `dashboard:${lodgeId}:${date}`, () => loadDashboard(lodgeId, date));
}

/** The dashboard's writes, swappable in tests. Each rejects with the server's error. */
export const dashboardWrites = {
  addDailyNote: insertDailyNote,
  addBookingNote: insertBookingNote,
  setBookingStatus,
};

export type DashboardWrites = typeof dashboardWrites;
