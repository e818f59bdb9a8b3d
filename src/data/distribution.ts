/** Where a lodge's bookings come from (the `distribution_channels.kind` check constraint). */
export const channelKinds = ['direct', 'ota', 'tour_operator', 'agent', 'website', 'other'] as const;

/** One of {@link channelKinds}. */
export type ChannelKind = (typeof channelKinds)[number];

/** Display names of the channel kinds. */
export const channelKindLabels: Readonly<Record<ChannelKind, string>> = {
  direct: 'Direct',
  ota: 'Online travel agency (OTA)',
  tour_operator: 'Tour operator',
  agent: 'Travel agent',
  website: 'Own website',
  other: 'Other',
};

/**
 * A sales channel of the lodge (/organization/distribution). Its share of the bookings is not typed in
 * any more (issue 34): the strategy panel counts it from the bookings (`channel_shares`).
 */
export interface DistributionChannel {
  id: string;
  kind: ChannelKind;
  /** Display name, e.g. "Direct bookings". */
  name: string;
  /**
   * The share typed in before issue 34 (`distribution_channels.share_pct`), 0-100 or null; no longer
   * shown, and cleared when the channel is saved.
   */
  sharePct: number | null;
  /** Percent the channel keeps as commission, 0-100, or null when none or not known. */
  commissionPct: number | null;
  /** The server's `updated_at` (ISO) when read: the version an edit is conditional on (issue 33). */
  updatedAt?: string;
}
