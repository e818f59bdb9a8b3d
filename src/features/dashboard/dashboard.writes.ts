import {
  addBookingNote,
  addDailyNote,
  editDailyNote,
  setBookingStatus,
} from '../../lib/offline/lazy-queued-writes';
import { deleteDailyNote } from '../../lib/supabase/daily-notes';
import type { FrontDeskStay } from '../../data/front-desk';

/**
 * The dashboard's writes, swappable in tests: offline they wait in the outbox (issue 9) and resolve
 * to what is shown; online each rejects with the server's error.
 */
export const dashboardWrites = {
  addDailyNote,
  addBookingNote,
  setBookingStatus,
  /**
   * Edit a note (issue 18), queued with no signal; conditional on the version seen (issue 33: `{ theirs }`
   * when someone changed it meanwhile). Delete: online only, a refusal or no signal rejects.
   */
  editDailyNote,
  deleteDailyNote,
  /**
   * The Today card's Check in / Check out (issue 31): online; a refusal rejects with its sentence.
   * Loaded on the first tap (with the error catalogue), not with the signed-in start (issue 11 budget).
   */
  checkInStay: (stay: FrontDeskStay) => import('./front-desk.writes').then((m) => m.checkInStay(stay)),
  checkOutStay: (stay: FrontDeskStay) => import('./front-desk.writes').then((m) => m.checkOutStay(stay)),
};

export type DashboardWrites = typeof dashboardWrites;
