import kaboAvatar from '../assets/staff-kabo.svg';
import onalennaAvatar from '../assets/staff-onalenna.svg';
import thatoAvatar from '../assets/staff-thato.svg';
import lesediAvatar from '../assets/staff-lesedi.svg';

/** Role labels (spec §2): display text only, they grant nothing. */
export type StaffRole = 'Tour Guide' | 'Hospitality' | 'Mokoro Poler';

/**
 * Staff sample (spec §3): id, name, role, avatar. The avatar is an illustrated portrait bundled with the
 * app (no third-party photo host).
 */
export interface StaffMember {
  id: string;
  name: string;
  role: StaffRole;
  /** URL of the avatar image (a bundled asset). */
  avatar: string;
  /** Phone in international format, shown as a `tel:` link where a guide is named. */
  phone: string;
}

/** Staff working today, as listed on the dashboard. */
export const sampleStaff: readonly StaffMember[] = [
  { id: 'st-1', name: 'Thato Moremi', role: 'Tour Guide', avatar: thatoAvatar, phone: '+267 71 234 567' },
  { id: 'st-2', name: 'Kabo Sekgoma', role: 'Mokoro Poler', avatar: kaboAvatar, phone: '+267 72 345 678' },
  {
    id: 'st-3',
    name: 'Onalenna Tau',
    role: 'Hospitality',
    avatar: onalennaAvatar,
    phone: '+267 73 456 789',
  },
  { id: 'st-4', name: 'Lesedi Ntsima', role: 'Tour Guide', avatar: lesediAvatar, phone: '+267 74 567 890' },
];
