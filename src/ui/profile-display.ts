/** Who a header, drawer or avatar shows: whatever of the profile and the auth user is known. */
export interface PersonShown {
  fullName?: string | null;
  email?: string | null;
}

/**
 * Avatar initials (spec §3): the uppercase first letter of each word of the full name, else the first
 * letter of the email, else "U". "Neo  kgosi" → "NK"; "" with "thabo@x.bw" → "T"; nothing → "U".
 */
export function initialsOf({ fullName, email }: PersonShown): string {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length > 0) return words.map((word) => word.charAt(0).toUpperCase()).join('');
  const first = (email ?? '').trim().charAt(0);
  return first ? first.toUpperCase() : 'U';
}

/**
 * The displayed name (spec §3): the full name, else the part of the email before the @, else "".
 * "thabo.m@lodge.bw" with no full name → "thabo.m".
 */
export function displayNameOf({ fullName, email }: PersonShown): string {
  const name = (fullName ?? '').trim();
  if (name) return name;
  const address = (email ?? '').trim();
  return address.includes('@') ? address.slice(0, address.indexOf('@')) : address;
}
