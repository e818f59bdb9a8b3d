import type { SnapshotFrom } from 'xstate';
import { AUTHENTICATED, type AuthMachine } from '../../../machines/auth.machine';

type AuthSnapshot = SnapshotFrom<AuthMachine>;

/** Signed in, or signing out (still signed in until the server agrees): the `authenticated` tag. */
export const selectIsSignedIn = (snapshot: AuthSnapshot): boolean => snapshot.hasTag(AUTHENTICATED);

/** The signed-in user's id, or null. */
export const selectUserId = (snapshot: AuthSnapshot): string | null => snapshot.context.user?.id ?? null;

/** The signed-in user's email, or null. */
export const selectEmail = (snapshot: AuthSnapshot): string | null => snapshot.context.user?.email ?? null;

/**
 * Who the header and drawer show: the saved profile first, else the sign-up metadata (fresh accounts,
 * or a profile that failed to load). Primitive fields, so `useSelector` can compare them cheaply.
 */
export interface SignedInPerson {
  fullName: string | null;
  username: string | null;
  email: string | null;
  avatarUrl: string | null;
}

export function selectSignedInPerson(snapshot: AuthSnapshot): SignedInPerson | null {
  const { user, profile } = snapshot.context;
  if (!user) return null;
  const metadata = user.user_metadata ?? {};
  const fromMetadata = (key: 'full_name' | 'username') => {
    const value: unknown = metadata[key];
    return typeof value === 'string' ? value : null;
  };
  return {
    fullName: profile ? profile.full_name : fromMetadata('full_name'),
    username: profile ? profile.username : fromMetadata('username'),
    email: user.email ?? null,
    avatarUrl: profile?.avatar_url ?? null,
  };
}

/** Shallow equality for `SignedInPerson | null`, for `useSelector`. */
export function samePerson(a: SignedInPerson | null, b: SignedInPerson | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return (
    a.fullName === b.fullName &&
    a.username === b.username &&
    a.email === b.email &&
    a.avatarUrl === b.avatarUrl
  );
}
