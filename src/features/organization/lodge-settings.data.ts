import type { LodgeMembership } from '../../../machines/shared/lodge-types';
import {
  deleteLodge,
  fetchLodgeSettings,
  removeSampleContent,
  type LodgeSettings,
} from '../../lib/supabase/lodge-settings';
import type * as Queued from '../../lib/offline/queued-writes';
import { removeMember } from '../../lib/supabase/lodge-members';
import { browserOffline } from '../../lib/offline/network-failure';

/** What /organization shows about the lodge itself: its settings for an owner, else null. */
export interface OrganizationData {
  /** Null for members who are not owners, and when the settings could not be read (offline). */
  settings: LodgeSettings | null;
}

/**
 * The /organization loader (issue 18): an owner's lodge settings. Offline (at once, without asking the
 * server) or after any failed read the screen still opens, with the settings card saying it needs a
 * connection.
 */
export async function loadOrganization(lodge: LodgeMembership): Promise<OrganizationData> {
  if (lodge.role !== 'owner') return { settings: null };
  // Offline the read is not tried: supabase-js would first retry refreshing an expired session for
  // many seconds, and the screen would sit on "Loading the lodge's data…" (offline-every-screen).
  if (browserOffline()) return { settings: null };
  try {
    return { settings: await fetchLodgeSettings(lodge.lodgeId) };
  } catch {
    return { settings: null };
  }
}

/** The lodge's writes on /organization; each rejects with the server's error. Swappable in tests. */
export const organizationWrites = {
  // Issue 33: conditional on the version seen (`{ theirs }` when another owner saved meanwhile); queued
  // when the signal drops while the form is open. Loaded on the first save (issue 11).
  saveSettings: (...args: Parameters<typeof Queued.editLodgeSettings>) =>
    import('../../lib/offline/queued-writes').then((writes) => writes.editLodgeSettings(...args)),
  removeSampleContent,
  deleteLodge,
  /** Leaves the lodge (removes the person's own membership; the last owner is refused). */
  leaveLodge: (lodgeId: string, userId: string) => removeMember(lodgeId, userId),
};

export type OrganizationWrites = typeof organizationWrites;
