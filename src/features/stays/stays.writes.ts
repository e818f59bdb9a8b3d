import { bookStay, changeStayDates, moveStay } from '../../lib/offline/lazy-queued-writes';
import { freeRooms } from '../../lib/supabase/rooms';
import { checkInStay, checkOutStay, setStayStatus } from '../../lib/supabase/stays';

/**
 * The stays' writes (issue 31), swappable in tests; each rejects with the server's error. New stay,
 * Extend / Shorten and Move go through the outbox (they work with no signal and show "Waiting to
 * send — not confirmed yet"); confirm, check in / out, cancel and no-show need the server (a check-in
 * depends on the rooms being ready right now). `freeRooms` asks the server which rooms are free for
 * every night of a range — the client never decides availability alone.
 */
export const staysWrites = {
  bookStay,
  changeStayDates,
  moveStay,
  checkInStay,
  checkOutStay,
  setStayStatus,
  freeRooms,
};

export type StaysWrites = typeof staysWrites;
