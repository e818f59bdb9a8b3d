import { lodgeToday } from '../../lib/lodge-today';
import { readAroundOutbox } from '../../lib/offline/outbox';
import { withOutbox } from '../../lib/offline/commands';
import { lastAnswers } from '../../lib/offline/last-answers';
import { packRows, readThroughLodgePack } from '../../lib/offline/lodge-pack';
import type { ReadFacts } from '../../lib/offline/copy-first';
import dayjs from 'dayjs';
import type { StaffMember } from '../../data/staff';
import type * as Queued from '../../lib/offline/queued-writes';
import { fetchLodgeMembers, type LodgeMember } from '../../lib/supabase/lodge-members';
import { addShift, fetchShifts, removeShift } from '../../lib/supabase/shifts';
import { deleteStaffMember, fetchStaffMembers, insertStaffMember } from '../../lib/supabase/staff-members';

/** What the Staff page shows: the staff list, the members one may link, and the rota of one day. */
export interface StaffPageData {
  staff: StaffMember[];
  members: LodgeMember[];
  /** The rota's day, `YYYY-MM-DD` (`?day=`, else the lodge's today). */
  date: string;
  /** The lodge's today, `YYYY-MM-DD` (the rota's summary says "today", "tomorrow"…). Absent: `date`. */
  today?: string;
  /** Ids of the staff members on shift on `date` (empty when it could not be read). */
  onShift: string[];
  /**
   * Why the rota of `date` could not be read (no signal for a day the phone did not keep, a refusal),
   * or absent: the list still shows, and the rota card offers Try again.
   */
  rotaError?: unknown;
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

/** The server's last answers to this read (issue 33: read again offline before the first pack, the screen stays). */
const lastStaff = lastAnswers<{ staff: StaffMember[]; members: LodgeMember[] }>();
/** The server's last answers to this read (issue 33: read again offline before the first pack, the screen stays). */
const lastRotas = lastAnswers<string[]>();

/**
 * The Staff route's data (issue 19: the rota's day is the `?day=` search param feeding the loader):
 * the staff list and the members one may link, and the rota of `day`, each read through the day pack
 * (issue 9; offline, or with no answer, the staff and the shifts as kept at the last pull, with no
 * member list: linking needs the signal), the waiting edits laid over (bug: an offline edit vanished from its screen when it read again). A rota that cannot be read (a day outside the kept window
 * offline, a refusal) does not fail the page: it comes back as `rotaError`.
 * @throws the staff list's error (`NotKeptOffline` offline with no pack).
 */
export async function loadStaffOffline(
  facts: ReadFacts,
  userId: string,
  lodgeId: string,
  today: string,
  day: string = today,
): Promise<StaffPageData> {
  const [{ staff, members }, rota] = await Promise.all([
    readAroundOutbox(userId, () =>
      readThroughLodgePack(
        facts.dayPack,
        userId,
        lodgeId,
        async () => {
          const [staff, members] = await Promise.all([
            fetchStaffMembers(lodgeId),
            fetchLodgeMembers(lodgeId),
          ]);
          return { staff, members };
        },
        (pack) => ({ staff: packRows(pack.tables.staff_members), members: [] }),
        { answers: lastStaff, key: '' },
      ),
    ).then(({ value, waiting }) => ({
      ...value,
      staff: withOutbox('staffMembers', value.staff, waiting, { lodgeId }),
    })),
    readThroughLodgePack(
      facts.dayPack,
      userId,
      lodgeId,
      () => loadRota(lodgeId, day),
      (pack) =>
        day < pack.from || day > pack.to
          ? null
          : packRows(pack.tables.shifts)
              .filter((shift) => shift.date === day)
              .map((shift) => shift.staffMemberId),
      { answers: lastRotas, key: day },
    ).then(
      (onShift) => ({ onShift, rotaError: undefined }),
      (rotaError: unknown) => ({ onShift: [], rotaError }),
    ),
  ]);
  return { staff, members, date: day, today, ...rota };
}

/**
 * The Staff page's writes (the screen's `writes`), swappable in tests. Each rejects with the server's
 * error. Kept apart from the screen so the route's loader does not pull the screen into the first
 * download.
 */
export const staffWrites = {
  addStaffMember: insertStaffMember,
  // Issue 33: queued offline, conditional on the version seen; loaded on the first save (issue 11).
  editStaffMember: (...args: Parameters<typeof Queued.editStaffMember>) =>
    import('../../lib/offline/queued-writes').then((writes) => writes.editStaffMember(...args)),
  removeStaffMember: deleteStaffMember,
  addShift,
  removeShift: (_lodgeId: string, staffMemberId: string, date: string) => removeShift(staffMemberId, date),
};

export type StaffWrites = typeof staffWrites;

/**
 * The staff route's loader: {@link loadStaffOffline} for `day` (`?day=`), else the lodge's today. Here,
 * not in the route file, so the lodge-today code loads with the screen's chunk rather than the entry
 * (issue 11).
 */
export const loadStaffRoute = (
  facts: ReadFacts,
  userId: string,
  lodge: { lodgeId: string; timezone: string },
  day?: string,
) => {
  const today = lodgeToday(lodge.timezone);
  return loadStaffOffline(facts, userId, lodge.lodgeId, today, day ?? today);
};
