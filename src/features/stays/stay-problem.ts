import { failureSentence, notReadySentence, overlapSentence } from '../../lib/supabase/errors';
import { isStaleVersion, notReadyFrom, overlapFrom } from '../../lib/supabase/stays';

/**
 * A refused stay write in plain words (issue 31), after `whatFailed`: an overlap (23P01) names the room,
 * the guest holding it and the nights ("Tent 3 was booked by Kagiso for 2–4 Dec."); a check-in refused
 * for a room not clean names the ready rooms; a stay changed meanwhile (PT409 stale_version) says so;
 * anything else is the error catalogue's sentence (area 'rooms').
 */
export function stayProblem(whatFailed: string, error: unknown): string {
  const overlap = overlapFrom(error);
  if (overlap) return `${whatFailed} ${overlapSentence(overlap)} Choose another room or other dates.`;
  const notReady = notReadyFrom(error);
  if (notReady)
    return `${whatFailed} ${notReadySentence(notReady)} Move the stay to a ready room, or mark it clean first.`;
  if (isStaleVersion(error))
    return `${whatFailed} Someone changed this stay meanwhile. Close it and open it again to see it as it is now.`;
  return failureSentence(whatFailed, error, 'rooms');
}
