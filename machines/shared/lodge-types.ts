/** A member's role in a lodge: the `lodge_role` enum of the database (issue 8 "Roles"). */
export type LodgeRole = 'owner' | 'manager' | 'staff' | 'trustee';

/** One lodge the signed-in person belongs to, with their role in it. */
export interface LodgeMembership {
  lodgeId: string;
  name: string;
  location: string | null;
  /** IANA time zone of the lodge (`lodges.timezone`): whose "today" every screen shows. */
  timezone: string;
  role: LodgeRole;
  /** When the person last opened this lodge on any phone (server, issue 18); null/absent: never. */
  lastOpenedAt?: string | null;
  /** The lodge's coordinates for the weather forecast (issue 18); null/absent when not set. */
  latitude?: number | null;
  longitude?: number | null;
  /** Whether the lodge holds the spec's sample content (`lodges.sample_content`); absent in older copies. */
  sample?: boolean;
  /**
   * The lodge's money settings beside its time zone (issue 35: read with the lodge, kept in the lodge
   * actor's copy for offline): its currency (ISO 4217, `lodges.currency`) and the community fund's
   * share of profit (percent, `lodges.community_share_pct`). Absent in copies kept before.
   */
  currency?: string;
  communitySharePct?: number;
}
