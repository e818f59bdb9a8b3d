import { lodgeToday } from '../../lib/lodge-today';
import { packRows, readThroughLodgePack } from '../../lib/offline/lodge-pack';
import dayjs from 'dayjs';
import type { StaffMember } from '../../data/staff';
import { fetchLodgeMembers, type LodgeMember } from '../../lib/supabase/lodge-members';
import { addShift, fetchShifts, removeShift } from '../../lib/supabase/shifts';
import {
  deleteStaffMember,
  fetchStaffMembers,
  insertStaffMember,
  updateStaffMember,
} from '../../lib/supabase/staff-members';

/** What the Staff page opens with: the staff list, the members one may link, and today's rota. */
export interface StaffPageData {
  staff: StaffMember[];
  members: LodgeMember[];
  /** The rota's first day, `YYYY-MM-DD` (today on this phone, as the dashboard counts it). */
  date: string;
  /** Ids of the staff members on shift on `date`. */
  onShift: string[];
}

/** Ids of the staff members on shift on `date` (`YYYY-MM-DD`). @throws the PostgREST error. */
async function loadRota(lodgeId: string, date: string): Promise<string[]> {
  const shifts = await fetchShifts(lodgeId, date, date);
  return shifts.map((shift) => shift.staffMemberId);
}

/** Staff list, lodge members and the rota of `date` (the lodge's today, `YYYY-MM-DD`), in parallel. */
export async function loadStaff(
  lodgeId: string,
  date: string = dayjs().format('YYYY-MM-DD'),
): Promise<StaffPageData> {
  const [staff, members, onShift] = await Promise.all([
    fetchStaffMembers(lodgeId),
    fetchLodgeMembers(lodgeId),
    loadRota(lodgeId, date),
  ]);
  return { staff, members, date, onShift };
}

/**
 * {@link loadStaff} through the day pack (issue 9; the route's loader): offline (or with no answer) the
 * staff and the rota of `date` as kept at the last pull (no member list: linking needs the signal).
 * @throws as `loadStaff`; `NotKeptOffline` offline with no pack, or for a day outside its window.
 */
export function loadStaffOffline(userId: string, lodgeId: string, date: string): Promise<StaffPageData> {
  return readThroughLodgePack(
    userId,
    lodgeId,
    () => loadStaff(lodgeId, date),
    (pack) =>
      date < pack.from || date > pack.to
        ? null
        : {
            staff: packRows(pack.tables.staff_members),
            members: [],
            date,
            onShift: packRows(pack.tables.shifts)
              .filter((shift) => shift.date === date)
              .map((shift) => shift.staffMemberId),
          },
  );
}

/** The rota of another day than the loader's (the Staff screen's day arrows), swappable in tests. */
export const staffReads = { loadRota };

export type StaffReads = typeof staffReads;

/**
 * The Staff page's writes (the screen's `writes`), swappable in tests. Each rejects with the server's
 * error. Kept apart from the screen so the route's loader does not pull the screen into the first
 * download.
 */
export const staffWrites = {
  addStaffMember: insertStaffMember,
  updateStaffMember,
  removeStaffMember: deleteStaffMember,
  addShift,
  removeShift: (_lodgeId: string, staffMemberId: string, date: string) => removeShift(staffMemberId, date),
};

export type StaffWrites = typeof staffWrites;

/**
 * The staff route's loader: {@link loadStaffOffline} for the lodge's today. Here, not in the route
 * file, so the lodge-today code loads with the screen's chunk rather than the entry (issue 11).
 */
export const loadStaffRoute = (userId: string, lodge: { lodgeId: string; timezone: string }) =>
  loadStaffOffline(userId, lodge.lodgeId, lodgeToday(lodge.timezone));
