import { changeMemberRole, removeMember } from '../../lib/supabase/lodge-members';
import { createLodgeInvitation } from '../../lib/supabase/lodge-invitations';

/**
 * The Team page's writes (the screen's `writes`), swappable in tests. Each rejects with the server's
 * error. Its read is `loadTeamOffline` (the team is a kept screen copy: src/lib/offline/screen-copies.ts,
 * which the sync warms). Kept apart from the screen so the route's loader does not pull the screen into
 * the first download.
 */
export const teamWrites = {
  createInvitation: createLodgeInvitation,
  changeRole: changeMemberRole,
  removeMember,
};

export type TeamWrites = typeof teamWrites;

export { loadTeamOffline } from '../../lib/offline/screen-copies';
