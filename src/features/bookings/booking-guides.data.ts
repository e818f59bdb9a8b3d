import type { ReadFacts } from '../../lib/offline/copy-first';
import { readThroughLodgePackCopy, packRows } from '../../lib/offline/lodge-pack';
import { lastAnswers } from '../../lib/offline/last-answers';
import { fetchStaffMembers } from '../../lib/supabase/staff-members';

/** A staff member a booking's guide can be picked from (issue 18: the lodge's staff list). */
export interface GuideChoice {
  id: string;
  name: string;
  /** Role label, shown beside the name ("Tour Guide"); may be empty. */
  role: string;
}

/** The server's last answers to this read (issue 33: read again offline before the first pack, the screen stays). */
const lastGuides = lastAnswers<GuideChoice[]>();

/**
 * The lodge's staff list as guide choices, by name: from the server, or offline from the person's day
 * pack; while the app shows the phone's copy (issue 22) the pack's at once, so the Bookings screen
 * never waits on the network for its guides (`facts`: the loader's router context). An empty list when
 * neither answers (the booking form then offers no guide, nothing fails).
 */
export async function loadGuideChoices(
  userId: string,
  lodgeId: string,
  facts: ReadFacts,
): Promise<GuideChoice[]> {
  const choices = (staff: { id: string; name: string; role: string }[]) =>
    staff.map(({ id, name, role }) => ({ id, name, role }));
  return readThroughLodgePackCopy(
    facts,
    userId,
    lodgeId,
    () => fetchStaffMembers(lodgeId).then(choices),
    (pack) => choices(packRows(pack.tables.staff_members)).sort((a, b) => a.name.localeCompare(b.name)),
    { answers: lastGuides, key: '' },
  ).then(
    ({ value }) => value,
    () => [],
  );
}
