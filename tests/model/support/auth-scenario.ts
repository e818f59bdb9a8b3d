import type { AuthSession, Profile } from '../../../machines/shared/auth-types';

/**
 * The auth model's concrete payloads, shared by the happy-dom model test and the Playwright spec: one per
 * guard outcome of `hasUsableSession` / `isUsableLookup` (usable, no expiry fields, no session,
 * expired), profile rows, and server answers.
 */
export const person = {
  id: 'u-thabo',
  email: 'thabo@lodge.bw',
  user_metadata: { full_name: 'Thabo Molefe', username: 'thabo' },
};

export const usableSession: AuthSession = {
  access_token: 'access-1',
  refresh_token: 'refresh-1',
  token_type: 'bearer',
  expires_in: 3600,
  expires_at: 1_900_000_000,
  user: person,
};

/** A stored session without `expires_at`/`expires_in`: spec §4 says it is discarded. */
export const sessionWithoutExpiry: AuthSession = {
  access_token: 'access-1',
  refresh_token: 'refresh-1',
  token_type: 'bearer',
  user: person,
};

export const expiredSession: AuthSession = { ...usableSession, expires_in: 0 };

export const loadedProfile: Profile = {
  id: person.id,
  username: 'thabo.m',
  full_name: 'Thabo M. Molefe',
  avatar_url: null,
  updated_at: '2026-01-01T00:00:00Z',
};

export const savedProfile: Profile = { ...loadedProfile, full_name: 'Thabo Kagiso Molefe' };

/** The row as another device left it meanwhile (issue 33: a save finds it and writes nothing). */
export const theirProfile: Profile = {
  ...loadedProfile,
  full_name: 'Thabo Molefe (lodge)',
  updated_at: '2026-01-02T00:00:00Z',
};

/** Who the header shows for a person with no profile row (the sign-up metadata). */
export const metadataName = person.user_metadata.full_name;

/** What the drawer shows when nobody is signed in (src/features/shell/app-layout.tsx VISITOR_NAME). */
export const sampleName = 'Visitor';
