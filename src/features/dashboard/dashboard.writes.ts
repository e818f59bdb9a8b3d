import { addBookingNote, addDailyNote, setBookingStatus } from '../../lib/offline/lazy-queued-writes';

/**
 * The dashboard's writes, swappable in tests: offline they wait in the outbox (issue 9) and resolve
 * to what is shown; online each rejects with the server's error.
 */
export const dashboardWrites = {
  addDailyNote,
  addBookingNote,
  setBookingStatus,
};

export type DashboardWrites = typeof dashboardWrites;
