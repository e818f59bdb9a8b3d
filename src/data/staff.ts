// Files of their own, not inlined as data: addresses (`?no-inline`): inlined they were 0.34 KiB gzip of
// the signed-in start's download (issue 35's byte budget) for four small portraits drawn once the
// Staff Today card has its rows; as files the service worker keeps them with the app.
import kaboAvatar from '../assets/staff-kabo.svg?no-inline';
import onalennaAvatar from '../assets/staff-onalenna.svg?no-inline';
import thatoAvatar from '../assets/staff-thato.svg?no-inline';
import lesediAvatar from '../assets/staff-lesedi.svg?no-inline';

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
