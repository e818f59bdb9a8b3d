import type { Icon } from '@tabler/icons-react';
import {
  IconBuildingCommunity,
  IconBriefcase,
  IconHome,
  IconLanguage,
  IconMoodSmile,
  IconSchool,
  IconUserCircle,
} from '@tabler/icons-react';

/** One navigation destination: its label, path and icon. */
export interface NavItem {
  label: string;
  to: '/' | '/organization' | '/hospitality' | '/language' | '/experience' | '/account';
  icon: Icon;
}

/** The drawer's list, in spec §2 order. */
export const drawerItems: readonly NavItem[] = [
  { label: 'Dashboard', to: '/', icon: IconHome },
  { label: 'Organization', to: '/organization', icon: IconBuildingCommunity },
  { label: 'Training', to: '/hospitality', icon: IconSchool },
  { label: 'Language', to: '/language', icon: IconLanguage },
  { label: 'Experience', to: '/experience', icon: IconMoodSmile },
  { label: 'Account', to: '/account', icon: IconUserCircle },
];

/** The bottom bar, in spec §2 order; "Business" opens the organization hub. */
export const bottomBarItems: readonly NavItem[] = [
  { label: 'Dashboard', to: '/', icon: IconHome },
  { label: 'Training', to: '/hospitality', icon: IconSchool },
  { label: 'Business', to: '/organization', icon: IconBriefcase },
  { label: 'Experience', to: '/experience', icon: IconMoodSmile },
  { label: 'Account', to: '/account', icon: IconUserCircle },
];

/**
 * TanStack Link active matching for a nav item (spec §2): the root only on an exact match, the others
 * by path prefix (segment-wise, so "/organization" is active on "/organization/products").
 */
export function activeOptionsFor(item: Pick<NavItem, 'to'>) {
  return { exact: item.to === '/', includeSearch: false } as const;
}
