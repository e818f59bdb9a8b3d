import kaboAvatar from '../assets/staff-kabo.svg';
import onalennaAvatar from '../assets/staff-onalenna.svg';
import thatoAvatar from '../assets/staff-thato.svg';
import lesediAvatar from '../assets/staff-lesedi.svg';

/** Role labels the sample uses (spec §2): display text only, they grant nothing. Any other text works too. */
export type StaffRole = 'Tour Guide' | 'Hospitality' | 'Mokoro Poler';

/**
 * A person on the lodge's staff list (spec §3 "Staff: id, name, role, avatar"; issue 8: people without
 * an account too — polers, guides — with a phone and an optional link to a member's account).
 */
export interface StaffMember {
  id: string;
  name: string;
  /** Role label, display text only (e.g. "Tour Guide"). */
  role: string;
  /** URL of the avatar image, or null for initials. */
  avatar: string | null;
  /** Phone in international format, or null. */
  phone: string | null;
  /** The member account this person signs in with, if any. */
  userId: string | null;
  /** The server's `updated_at` (ISO) when read: the version an edit is conditional on (issue 33). */
  updatedAt?: string;
}

/** Illustrated portraits bundled with the app, by the file name a staff row's `image` may hold. */
const bundledAvatars: Readonly<Record<string, string>> = {
  'staff-kabo.svg': kaboAvatar,
  'staff-onalenna.svg': onalennaAvatar,
  'staff-thato.svg': thatoAvatar,
  'staff-lesedi.svg': lesediAvatar,
};

/**
 * The image for a staff row's `image` value: a bundled portrait's file name (e.g. "staff-thato.svg"),
 * an absolute https URL as is, anything else null (initials are shown).
 */
export function staffAvatarSrc(avatar: string | null | undefined): string | null {
  const value = avatar?.trim() ?? '';
  if (value === '') return null;
  const bundled = bundledAvatars[value.toLowerCase()];
  if (bundled) return bundled;
  return /^https:\/\//i.test(value) ? value : null;
}
