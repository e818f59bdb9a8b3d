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

/**
 * The Staff page's reads (its route loader, and the rota of another day) and writes, swappable in
 * tests. Each rejects with the server's error. Kept apart from the screen so the route's loader does
 * not pull the screen into the first download.
 */
export const staffData = {
  /** Staff list, lodge members and the rota of `date` (the lodge's today, `YYYY-MM-DD`), in parallel. */
  load: async (lodgeId: string, date: string = dayjs().format('YYYY-MM-DD')): Promise<StaffPageData> => {
    const [staff, members, onShift] = await Promise.all([
      fetchStaffMembers(lodgeId),
      fetchLodgeMembers(lodgeId),
      loadRota(lodgeId, date),
    ]);
    return { staff, members, date, onShift };
  },
  loadRota,
  addStaffMember: insertStaffMember,
  updateStaffMember,
  removeStaffMember: deleteStaffMember,
  addShift,
  removeShift: (_lodgeId: string, staffMemberId: string, date: string) => removeShift(staffMemberId, date),
};

export type StaffData = typeof staffData;
