import { changeMemberRole, fetchLodgeMembers, removeMember } from '../../lib/supabase/lodge-members';
import {
  createLodgeInvitation,
  fetchPendingInvitations,
  revokeInvitation,
} from '../../lib/supabase/lodge-invitations';

/**
 * The Team page's read (its route loader) and writes, swappable in tests. Each rejects with the
 * server's error. Kept apart from the screen so the route's loader does not pull the screen into the
 * first download.
 */
export const teamData = {
  load: fetchLodgeMembers,
  createInvitation: createLodgeInvitation,
  changeRole: changeMemberRole,
  removeMember,
  /** Pending invitations (issue 18); owners and managers only, none otherwise or offline. */
  loadInvitations: fetchPendingInvitations,
  revokeInvitation,
};

export type TeamData = typeof teamData;
