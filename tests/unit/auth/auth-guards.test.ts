import { describe, expect, it } from 'vitest';
import { isRedirect } from '@tanstack/react-router';
import { createActor, fromPromise } from 'xstate';
import { testAuthLogic } from '../../support/auth';
import type { AuthSession, Profile, SessionLookup } from '../../../machines/shared/auth-types';
import {
  redirectIfSignedIn,
  requireSignedIn,
  safeRedirectTarget,
} from '../../../src/features/auth/auth-guards';

const session: AuthSession = {
  access_token: 'a',
  refresh_token: 'r',
  token_type: 'bearer',
  expires_in: 3600,
  expires_at: 2_000_000_000,
  user: { id: 'u1', email: 'neo@lodge.bw', user_metadata: {} },
};

/** An auth actor whose lookup finds `lookup()`'s session (fresh, or `stale` as offline, issue 9). */
function authActor(lookup: () => Promise<AuthSession | null>, { stale = false } = {}) {
  return createActor(
    testAuthLogic({
      actors: {
        loadSession: fromPromise(async (): Promise<SessionLookup> => ({ session: await lookup(), stale })),
        loadProfile: fromPromise(async (): Promise<Profile> => {
          throw new Error('no profile in these tests');
        }),
      },
    }),
  ).start();
}

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('safeRedirectTarget', () => {
  it('keeps same-origin paths with their search', () => {
    expect(safeRedirectTarget('/bookings?day=2')).toBe('/bookings?day=2');
  });
  it('drops other origins, protocol-relative URLs, auth pages and non-strings', () => {
    expect(safeRedirectTarget('https://evil.example/')).toBeUndefined();
    expect(safeRedirectTarget('//evil.example/')).toBeUndefined();
    expect(safeRedirectTarget('/\\evil.example')).toBeUndefined();
    expect(safeRedirectTarget('/auth/login')).toBeUndefined();
    expect(safeRedirectTarget(42)).toBeUndefined();
  });
});

describe('requireSignedIn (spec §2 protected routes)', () => {
  it('waits for the session lookup, then lets a signed-in person through', async () => {
    let resolve!: (value: AuthSession) => void;
    const auth = authActor(() => new Promise((r) => (resolve = r)));
    const guard = requireSignedIn({ auth, href: '/bookings' });
    resolve(session);
    await expect(guard).resolves.toBeUndefined();
  });

  it('an expired token offline stays signed in: a stale session passes the guard (issue 9)', async () => {
    const auth = authActor(async () => ({ ...session, expires_at: 1_000 }), { stale: true });
    await expect(requireSignedIn({ auth, href: '/bookings' })).resolves.toBeUndefined();
    expect(auth.getSnapshot().matches({ signedIn: { token: 'stale' } })).toBe(true);
    const toLogin = await thrown(redirectIfSignedIn({ auth, redirectTo: '/bookings' }));
    expect((toLogin as { options: { href: string } }).options.href).toBe('/bookings');
  });

  it('sends a signed-out visitor to /auth/login keeping the location, replacing history', async () => {
    const auth = authActor(async () => null);
    const error = await thrown(requireSignedIn({ auth, href: '/bookings?day=2' }));
    expect(isRedirect(error)).toBe(true);
    const options = (error as { options: { to: string; search: unknown; replace: boolean } }).options;
    expect(options.to).toBe('/auth/login');
    expect(options.search).toEqual({ redirect: '/bookings?day=2' });
    expect(options.replace).toBe(true);
  });
});

describe('redirectIfSignedIn (spec §2 public routes)', () => {
  it('lets a signed-out visitor see the login page', async () => {
    await expect(redirectIfSignedIn({ auth: authActor(async () => null) })).resolves.toBeUndefined();
  });

  it('sends a signed-in person to the kept location, else /', async () => {
    const kept = await thrown(
      redirectIfSignedIn({ auth: authActor(async () => session), redirectTo: '/account' }),
    );
    expect((kept as { options: { href: string } }).options.href).toBe('/account');
    const home = await thrown(
      redirectIfSignedIn({ auth: authActor(async () => session), redirectTo: '//evil' }),
    );
    expect((home as { options: { href: string } }).options.href).toBe('/');
  });
});
