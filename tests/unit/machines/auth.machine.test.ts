import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { authMachine, isUsableSession, type AuthEvent } from '../../../machines/auth.machine';
import type { AuthSession, Notification, Profile } from '../../../machines/shared/auth-types';

const session: AuthSession = {
  access_token: 'access',
  refresh_token: 'refresh',
  token_type: 'bearer',
  expires_in: 3600,
  expires_at: 2_000_000_000,
  user: { id: 'u1', email: 'neo@lodge.bw', user_metadata: { full_name: 'Neo Kgosi' } },
};
const profile: Profile = {
  id: 'u1',
  username: 'neo',
  full_name: 'Neo Kgosi',
  avatar_url: null,
  updated_at: null,
};

function start({
  lookup = async () => null as AuthSession | null,
  signOut = async () => {},
  loadProfile = async () => profile as Profile | null,
}: {
  lookup?: () => Promise<AuthSession | null>;
  signOut?: () => Promise<void>;
  loadProfile?: () => Promise<Profile | null>;
} = {}) {
  let forward: ((event: AuthEvent) => void) | undefined;
  const actor = createActor(
    authMachine.provide({
      actors: {
        loadSession: fromPromise(lookup),
        signOut: fromPromise(signOut),
        loadProfile: fromPromise(loadProfile),
        watchSession: fromCallback(({ sendBack }) => {
          forward = sendBack;
          return () => {};
        }),
      },
    }),
  );
  const notifications: Notification[] = [];
  actor.on('notification', (event) => notifications.push(event));
  actor.start();
  return { actor, notifications, forward: (event: AuthEvent) => forward?.(event) };
}

describe('isUsableSession (spec §4: a stored session without expiry fields is discarded)', () => {
  it('needs an access token and both expiry fields', () => {
    expect(isUsableSession(session)).toBe(true);
    expect(isUsableSession({ ...session, expires_at: undefined })).toBe(false);
    expect(isUsableSession({ ...session, expires_in: undefined })).toBe(false);
    expect(isUsableSession(null)).toBe(false);
  });
});

describe('authMachine', () => {
  it('starts loading, then is signed in with the stored session and loads the profile', async () => {
    const { actor } = start({ lookup: async () => session });
    expect(actor.getSnapshot().matches('checkingSession')).toBe(true);
    const snapshot = await waitFor(actor, (s) => s.matches({ signedIn: 'profileReady' }));
    expect(snapshot.context.user?.id).toBe('u1');
    expect(snapshot.context.profile).toEqual(profile);
  });

  it('with nothing stored, is signed out at once and never looks up the session (issue 11)', () => {
    let lookups = 0;
    const actor = createActor(
      authMachine.provide({
        guards: { hasStoredSession: () => false },
        actors: {
          loadSession: fromPromise<AuthSession | null>(async () => {
            lookups += 1;
            return session;
          }),
          watchSession: fromCallback(() => () => {}),
        },
      }),
    ).start();
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(lookups).toBe(0);
    actor.stop();
  });

  it('discards a stored session without expiry fields', async () => {
    const { actor } = start({ lookup: async () => ({ ...session, expires_at: undefined }) });
    const snapshot = await waitFor(actor, (s) => !s.matches('checkingSession'));
    expect(snapshot.matches('signedOut')).toBe(true);
    expect(snapshot.context.session).toBeNull();
  });

  it('ends loading on the first auth event, before the lookup answers', () => {
    const { actor, forward } = start({ lookup: () => new Promise(() => {}) });
    forward({ type: 'session.initialized', session: null });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
  });

  it('follows SIGNED_IN, TOKEN_REFRESHED and SIGNED_OUT events', async () => {
    const { actor, forward } = start();
    await waitFor(actor, (s) => s.matches('signedOut'));
    forward({ type: 'session.signedIn', session });
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    const refreshed = { ...session, access_token: 'access-2' };
    forward({ type: 'session.refreshed', session: refreshed });
    expect(actor.getSnapshot().context.session?.access_token).toBe('access-2');
    forward({ type: 'session.signedOut', session: null });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
  });

  it('signs out with "Logged out successfully"', async () => {
    const { actor, notifications } = start({ lookup: async () => session });
    await waitFor(actor, (s) => s.matches({ signedIn: 'profileReady' }));
    actor.send({ type: 'auth.signOut' });
    expect(actor.getSnapshot().matches('signingOut')).toBe(true);
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(notifications).toEqual([
      { type: 'notification', tone: 'success', title: 'Logged out successfully' },
    ]);
  });

  it('stays signed in when sign-out fails, with "Logout failed" and the server message', async () => {
    const { actor, notifications } = start({
      lookup: async () => session,
      signOut: async () => {
        throw new Error('Network request failed');
      },
    });
    await waitFor(actor, (s) => s.matches({ signedIn: 'profileReady' }));
    actor.send({ type: 'auth.signOut' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(notifications).toEqual([
      { type: 'notification', tone: 'error', title: 'Logout failed', message: 'Network request failed' },
    ]);
  });

  it('keeps the saved profile from the account screen', async () => {
    const { actor } = start({ lookup: async () => session });
    await waitFor(actor, (s) => s.matches({ signedIn: 'profileReady' }));
    actor.send({ type: 'profile.saved', profile: { ...profile, full_name: 'Neo K.' } });
    expect(actor.getSnapshot().context.profile?.full_name).toBe('Neo K.');
  });
});
