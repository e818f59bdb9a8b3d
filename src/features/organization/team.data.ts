import { changeMemberRole, removeMember } from '../../lib/supabase/lodge-members';
import type { LodgeMember } from '../../lib/supabase/lodge-members';
import {
  type PendingInvitation,
  createLodgeInvitation,
  fetchPendingInvitations,
  revokeInvitation,
} from '../../lib/supabase/lodge-invitations';
import { browserOffline } from '../../lib/offline/network-failure';

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
  /** Pending invitations (issue 18); owners and managers only, none otherwise or offline. */
  loadInvitations: fetchPendingInvitations,
  revokeInvitation,
};

export type TeamWrites = typeof teamWrites;

/**
 * The Team route's loader (issue 18): the members (the phone's copy offline) and, for owners and
 * managers, the pending invitations — which need the server: offline they are simply not shown (null).
 */
export async function loadTeamScreen(
  userId: string,
  lodge: { lodgeId: string; role: string },
): Promise<{ members: LodgeMember[]; invitations: PendingInvitation[] | null }> {
  const { loadTeamOffline } = await import('../../lib/offline/screen-copies');
  const mayInvite = lodge.role === 'owner' || lodge.role === 'manager';
  const [members, invitations] = await Promise.all([
    loadTeamOffline(userId, lodge.lodgeId),
    // Offline not tried at all (supabase-js would retry an expired session's refresh for seconds).
    mayInvite && !browserOffline()
      ? teamWrites.loadInvitations(lodge.lodgeId).catch(() => null)
      : Promise.resolve(null),
  ]);
  return { members, invitations };
}
