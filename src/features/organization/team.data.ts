import { changeMemberRole, fetchLodgeMembers, removeMember } from '../../lib/supabase/lodge-members';
import { readAroundOutbox } from '../../lib/offline/outbox';
import { withOutbox } from '../../lib/offline/commands';
import type { LodgeMember } from '../../lib/supabase/lodge-members';
import {
  type PendingInvitation,
  createLodgeInvitation,
  fetchPendingInvitations,
  revokeInvitation,
} from '../../lib/supabase/lodge-invitations';
import { browserOffline } from '../../lib/offline/network-failure';
import type * as Queued from '../../lib/offline/queued-writes';
import { readThroughDayPack, refreshDayPackCopy } from '../../lib/offline/day-pack';
import type { ReadFacts } from '../../lib/offline/copy-first';
import type { DayPackFactsRef } from '../../lib/offline/day-pack-facts';

/**
 * The team (members and roles) is not rows of the lodge pack: the last answer is kept per person and
 * lodge in the day pack (issue 9), read through as the route loads and warmed by the sync once per app
 * start ({@link warmTeamCopy}), so Team opens offline before it was visited.
 */
const copyKey = (lodgeId: string) => `team:${lodgeId}`;

/** The lodge's members and roles: the server's answer (kept), else offline the copy kept. @throws as the fetch, or offline with no copy. */
export const loadTeamOffline = (facts: ReadFacts, userId: string, lodgeId: string): Promise<LodgeMember[]> =>
  readThroughDayPack(facts.dayPack, userId, copyKey(lodgeId), () => fetchLodgeMembers(lodgeId));

/** Refreshes the kept team in the background (the sync), leaving the banner alone. @throws the fetch's error. */
export const warmTeamCopy = (
  dayPack: DayPackFactsRef,
  userId: string,
  lodgeId: string,
): Promise<LodgeMember[]> =>
  refreshDayPackCopy(dayPack, userId, copyKey(lodgeId), () => fetchLodgeMembers(lodgeId));

/**
 * The Team page's writes (the screen's `writes`), swappable in tests. Each rejects with the server's
 * error. Its read is {@link loadTeamOffline}. Kept apart from the screen so the route's loader does not pull the screen into
 * the first download.
 */
export const teamWrites = {
  createInvitation: createLodgeInvitation,
  /**
   * Issue 33: a member's role changed from the version seen (`{ theirs }` when someone changed it
   * meanwhile: nothing written), queued with no signal; loaded on the first change (issue 11).
   */
  changeRole: (...args: Parameters<typeof Queued.setMemberRole>) =>
    import('../../lib/offline/queued-writes').then((writes) => writes.setMemberRole(...args)),
  /** An owner steps down to manager: their own row, which nobody else may change (unconditional). */
  stepDown: (lodgeId: string, userId: string) => changeMemberRole(lodgeId, userId, 'manager'),
  removeMember,
  /** Pending invitations (issue 18); owners and managers only, none otherwise or offline. */
  loadInvitations: fetchPendingInvitations,
  revokeInvitation,
};

export type TeamWrites = typeof teamWrites;

/**
 * The Team route's loader (issue 18): the members (the phone's copy offline) and, for owners and
 * managers, the pending invitations — which need the server: offline they are simply not shown (null).
 * The roles changed offline and still waiting show over the members (bug: an offline role change went
 * back to the old role on Team right after it was made: the screen read again).
 */
export async function loadTeamScreen(
  facts: ReadFacts,
  userId: string,
  lodge: { lodgeId: string; role: string },
): Promise<{ members: LodgeMember[]; invitations: PendingInvitation[] | null }> {
  const mayInvite = lodge.role === 'owner' || lodge.role === 'manager';
  const [members, invitations] = await Promise.all([
    readAroundOutbox(userId, () => loadTeamOffline(facts, userId, lodge.lodgeId)).then(({ value, waiting }) =>
      withOutbox('members', value, waiting, { lodgeId: lodge.lodgeId }),
    ),
    // Offline not tried at all (supabase-js would retry an expired session's refresh for seconds).
    mayInvite && !browserOffline()
      ? teamWrites.loadInvitations(lodge.lodgeId).catch(() => null)
      : Promise.resolve(null),
  ]);
  return { members, invitations };
}
