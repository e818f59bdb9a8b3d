import { notReadySentence, isReady, type FrontDeskStay, type RoomsNotReady } from '../../data/front-desk';
import { errorMessage, failureSentence } from '../../lib/supabase/errors';

/** The stays module loads with the first check-in, not with the dashboard (issue 11 budget). */
const staysModule = () => import('../../lib/supabase/stays');

/**
 * Why a check-in did not go through, in words (issue 31): a room not clean or inspected names the
 * rooms that are ready (`notReady`: `room_not_ready`'s details, read by stays.ts `notReadyFrom`);
 * anything else from the error catalogue.
 */
export function checkInProblem(error: unknown, stay: FrontDeskStay, notReady: RoomsNotReady | null): string {
  if (errorMessage(error) === 'room_not_ready') {
    return notReadySentence(
      notReady ?? {
        notReady: stay.rooms.filter((room) => !isReady(room.housekeeping)).map((room) => room.name),
        ready: [],
      },
    );
  }
  return failureSentence('Check in did not go through.', error);
}

/**
 * Checks `stay` in at the version the person saw (issue 31: only into clean or inspected rooms; the
 * server refuses otherwise). @returns the stay's version now, for the next step (a Check out sent with
 * the version seen before the check-in was refused as `stale_version`). @throws an Error whose message
 * is the sentence to show.
 */
export async function checkInStay(stay: FrontDeskStay): Promise<number> {
  const stays = await staysModule();
  try {
    return (await stays.checkInStay({ bookingId: stay.id, version: stay.version })).version;
  } catch (error) {
    throw new Error(checkInProblem(error, stay, stays.notReadyFrom(error)), { cause: error });
  }
}

/**
 * Checks `stay` out at the version seen (its rooms become Dirty). @returns the stay's version now.
 * @throws an Error with the sentence (a stale version in the `rooms` area's words, never its code).
 */
export async function checkOutStay(stay: FrontDeskStay): Promise<number> {
  const stays = await staysModule();
  try {
    return (await stays.checkOutStay({ bookingId: stay.id, version: stay.version })).version;
  } catch (error) {
    throw new Error(failureSentence('Check out did not go through.', error, 'rooms'), { cause: error });
  }
}
