/** The four channel pages the distribution hub links to (spec §2); none has a route yet. */
export type DistributionPath =
  | '/organization/distribution/activities'
  | '/organization/distribution/accommodation'
  | '/organization/distribution/packages'
  | '/organization/distribution/website';

/** Distribution channel card (spec §2 /organization/distribution): what is sold where. */
export interface DistributionChannel {
  id: 'activities' | 'accommodation' | 'packages' | 'website';
  title: string;
  description: string;
  path: DistributionPath;
}

/** A share of bookings by where they come from (the strategy panel). */
export interface ChannelShare {
  id: 'direct' | 'ota';
  label: string;
  /** Percent, 0-100. */
  share: number;
}

/** The four channel cards. */
export const distributionChannels: readonly DistributionChannel[] = [
  {
    id: 'activities',
    title: 'Activities',
    description: 'Mokoro trips, bush walks and village visits: where each is listed.',
    path: '/organization/distribution/activities',
  },
  {
    id: 'accommodation',
    title: 'Accommodation',
    description: 'Tents and chalets on booking sites and with tour operators.',
    path: '/organization/distribution/accommodation',
  },
  {
    id: 'packages',
    title: 'Packages',
    description: 'Multi-night experiences sold through agents and directly.',
    path: '/organization/distribution/packages',
  },
  {
    id: 'website',
    title: 'Website',
    description: 'The lodge’s own site, where direct bookings pay no commission.',
    path: '/organization/distribution/website',
  },
];

/** Sample shares: direct 45 %, OTA 55 % (spec §9). */
export const channelShares: readonly ChannelShare[] = [
  { id: 'direct', label: 'Direct bookings', share: 45 },
  { id: 'ota', label: 'Online travel agencies (OTA)', share: 55 },
];
