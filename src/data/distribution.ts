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
 * A sales channel and its share of the lodge's bookings (the strategy panel of
 * /organization/distribution; spec §9 sample: direct 45 %, OTA 55 %, seeded in SQL).
 */
export interface DistributionChannel {
  id: string;
  kind: ChannelKind;
  /** Display name, e.g. "Direct bookings". */
  name: string;
  /** Percent of bookings, 0-100, or null when not known. */
  sharePct: number | null;
  /** Percent the channel keeps as commission, 0-100, or null when none or not known. */
  commissionPct: number | null;
}

/** Sum of the channels' known shares, in percent (rounded to 2 decimals like the column). */
export function totalShare(channels: readonly Pick<DistributionChannel, 'sharePct'>[]): number {
  const sum = channels.reduce((total, channel) => total + (channel.sharePct ?? 0), 0);
  return Math.round(sum * 100) / 100;
}
