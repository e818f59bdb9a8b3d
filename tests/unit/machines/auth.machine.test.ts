import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import {
  isUsableSession,
  PROFILE_CHANGED_ERROR,
  PROFILE_EDITS_ERROR,
  type AuthEvent,
  type ProfileSaveInput,
} from '../../../machines/auth.machine';
import { testAuthLogic } from '../../support/auth';
import type { AuthSession, Notification, Profile, SessionLookup } from '../../../machines/shared/auth-types';
import { USERNAME_TAKEN } from '../../../machines/shared/profile-edits';

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

type SaveInput = ProfileSaveInput;

function start({
  lookup = async () => ({ session: null, stale: false }) as SessionLookup,
  signOut = async () => {},
  loadProfile = async () => profile,
  saveProfile = async (input: SaveInput) => ({
    ...profile,
    username: input.username,
    full_name: input.full_name,
  }),
}: {
  lookup?: () => Promise<SessionLookup>;
  signOut?: () => Promise<void>;
  loadProfile?: () => Promise<Profile>;
  saveProfile?: (input: SaveInput) => Promise<Profile>;
} = {}) {
  let forward: ((event: AuthEvent) => void) | undefined;
  const reconnectWatchers = { running: 0 };
  const actor = createActor(
    testAuthLogic({
      actors: {
        loadSession: fromPromise(lookup),
        signOut: fromPromise(signOut),
        loadProfile: fromPromise(loadProfile),
        saveProfile: fromPromise<Profile, SaveInput>(({ input }) => saveProfile(input)),
        watchSession: fromCallback(({ sendBack }) => {
          forward = sendBack;
          return () => {};
        }),
        refreshWhenOnline: fromCallback(() => {
          reconnectWatchers.running += 1;
          return () => {
            reconnectWatchers.running -= 1;
          };
        }),
      },
    }),
  );
  const notifications: Notification[] = [];
  actor.on('notification', (event) => notifications.push(event));
  actor.start();
  return { actor, notifications, reconnectWatchers, forward: (event: AuthEvent) => forward?.(event) };
}

const fresh = async () => ({ session, stale: false });
const stale = async () => ({ session: { ...session, expires_at: 1_000 }, stale: true });
const profileReady = { signedIn: { profile: 'ready' } } as const;

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
    const { actor } = start({ lookup: fresh });
    expect(actor.getSnapshot().matches('checkingSession')).toBe(true);
    const snapshot = await waitFor(actor, (s) => s.matches(profileReady));
    expect(snapshot.matches({ signedIn: { token: 'fresh' } })).toBe(true);
    expect(snapshot.context.user?.id).toBe('u1');
    expect(snapshot.context.profile).toEqual(profile);
  });

  it('with nothing stored, is signed out at once and never looks up the session (issue 11)', () => {
    let lookups = 0;
    const actor = createActor(
      testAuthLogic({
        guards: { hasStoredSession: () => false },
        actors: {
          loadSession: fromPromise<SessionLookup>(async () => {
            lookups += 1;
            return { session, stale: false };
          }),
          watchSession: fromCallback(() => () => {}),
        },
      }),
    ).start();
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(lookups).toBe(0);
    actor.stop();
  });

  describe('starting on a usable stored session (issue 22: signed in at once, renewed behind)', () => {
    /** The machine started on `session` kept in storage, with the lookup (supabase-js) answering `lookup`. */
    function startRestored(lookup: () => Promise<SessionLookup>) {
      let forward: ((event: AuthEvent) => void) | undefined;
      let lookups = 0;
      const actor = createActor(
        testAuthLogic({
          actors: {
            loadSession: fromPromise(() => {
              lookups += 1;
              return lookup();
            }),
            loadProfile: fromPromise(async () => profile),
            watchSession: fromCallback(({ sendBack }) => {
              forward = sendBack;
              return () => {};
            }),
          },
        }),
        { input: { storedSession: { ...session, expires_at: 1_000 } } },
      ).start();
      return { actor, lookups: () => lookups, forward: (event: AuthEvent) => forward?.(event) };
    }

    it('is signed in before the lookup answers, and fresh once it does', async () => {
      const { actor, lookups } = startRestored(fresh);
      expect(actor.getSnapshot().matches({ signedIn: { token: 'renewing' } })).toBe(true);
      expect(actor.getSnapshot().context.user?.id).toBe('u1');
      expect(lookups()).toBe(1);
      const snapshot = await waitFor(actor, (s) => s.matches({ signedIn: { token: 'fresh' } }));
      expect(snapshot.context.session?.expires_at).toBe(session.expires_at);
    });

    it('TOKEN_REFRESHED makes it fresh while the lookup is still waiting', () => {
      const { actor, forward } = startRestored(() => new Promise(() => {}));
      forward({ type: 'session.refreshed', session });
      expect(actor.getSnapshot().matches({ signedIn: { token: 'fresh' } })).toBe(true);
    });

    it('no signal keeps the person signed in on a stale token (issue 9)', async () => {
      const { actor } = startRestored(stale);
      await waitFor(actor, (s) => s.matches({ signedIn: { token: 'stale' } }));
    });

    it('a refresh token the server refused signs out (lookup finds nothing, or SIGNED_OUT)', async () => {
      const refused = startRestored(async () => ({ session: null, stale: false }));
      await waitFor(refused.actor, (s) => s.matches('signedOut'));
      const told = startRestored(() => new Promise(() => {}));
      told.forward({ type: 'session.signedOut', session: null });
      expect(told.actor.getSnapshot().matches('signedOut')).toBe(true);
      expect(told.actor.getSnapshot().context.user).toBeNull();
    });

    it('an INITIAL_SESSION without a session (offline) does not sign out', () => {
      const { actor, forward } = startRestored(() => new Promise(() => {}));
      forward({ type: 'session.initialized', session: null });
      expect(actor.getSnapshot().matches({ signedIn: { token: 'renewing' } })).toBe(true);
    });
  });

  it('discards a stored session without expiry fields', async () => {
    const { actor } = start({
      lookup: async () => ({ session: { ...session, expires_at: undefined }, stale: false }),
    });
    const snapshot = await waitFor(actor, (s) => !s.matches('checkingSession'));
    expect(snapshot.matches('signedOut')).toBe(true);
    expect(snapshot.context.session).toBeNull();
  });

  it('ends loading on the first auth event with a session, before the lookup answers', () => {
    const { actor, forward } = start({ lookup: () => new Promise(() => {}) });
    forward({ type: 'session.initialized', session });
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
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
    const { actor, notifications } = start({ lookup: fresh });
    await waitFor(actor, (s) => s.matches(profileReady));
    actor.send({ type: 'auth.signOut' });
    expect(actor.getSnapshot().matches('signingOut')).toBe(true);
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(notifications).toEqual([
      { type: 'notification', tone: 'success', title: 'Logged out successfully' },
    ]);
  });

  it('stays signed in when sign-out fails, with "Logout failed" and the server message', async () => {
    const { actor, notifications } = start({
      lookup: fresh,
      signOut: async () => {
        throw new Error('Database unavailable');
      },
    });
    await waitFor(actor, (s) => s.matches(profileReady));
    actor.send({ type: 'auth.signOut' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(notifications).toEqual([
      { type: 'notification', tone: 'error', title: 'Logout failed', message: 'Database unavailable' },
    ]);
  });
});

describe('authMachine: never signed out by no signal (issue 9)', () => {
  it('an expired token offline stays signed in on a stale token', async () => {
    const { actor, forward, reconnectWatchers } = start({ lookup: stale });
    const snapshot = await waitFor(actor, (s) => s.matches('signedIn'));
    expect(snapshot.matches({ signedIn: { token: 'stale' } })).toBe(true);
    expect(snapshot.context.user?.id).toBe('u1');
    expect(reconnectWatchers.running).toBe(1);
    // supabase-js reports INITIAL_SESSION without a session offline: not a sign-out.
    forward({ type: 'session.initialized', session: null });
    expect(actor.getSnapshot().matches({ signedIn: { token: 'stale' } })).toBe(true);
  });

  it('INITIAL_SESSION without a session while checking waits for the lookup instead of signing out', async () => {
    let answer!: (lookup: SessionLookup) => void;
    const { actor, forward } = start({ lookup: () => new Promise((resolve) => (answer = resolve)) });
    forward({ type: 'session.initialized', session: null });
    expect(actor.getSnapshot().matches('checkingSession')).toBe(true);
    answer({ session, stale: true });
    await waitFor(actor, (s) => s.matches({ signedIn: { token: 'stale' } }));
  });

  it('the token goes fresh when the refresh arrives, and stops watching for the signal', async () => {
    const { actor, forward, reconnectWatchers } = start({ lookup: stale });
    await waitFor(actor, (s) => s.matches('signedIn'));
    forward({ type: 'session.refreshed', session: { ...session, access_token: 'access-2' } });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ signedIn: { token: 'fresh' } })).toBe(true);
    expect(snapshot.context.session?.access_token).toBe('access-2');
    expect(reconnectWatchers.running).toBe(0);
  });

  it('only SIGNED_OUT (the server refused the refresh token) signs a stale session out', async () => {
    const { actor, forward } = start({ lookup: stale });
    await waitFor(actor, (s) => s.matches('signedIn'));
    forward({ type: 'session.signedOut', session: null });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(actor.getSnapshot().context.session).toBeNull();
  });

  it('a profile that could not load offline loads again when the token refreshes', async () => {
    let loads = 0;
    const { actor, forward } = start({
      lookup: stale,
      loadProfile: async () => {
        loads += 1;
        if (loads === 1) throw new TypeError('Failed to fetch');
        return profile;
      },
    });
    await waitFor(actor, (s) => s.matches({ signedIn: { profile: 'loadFailed' } }));
    forward({ type: 'session.refreshed', session });
    await waitFor(actor, (s) => s.matches(profileReady));
    expect(actor.getSnapshot().context.profile).toEqual(profile);
  });
});

describe('authMachine: the profile has one owner (issue 12)', () => {
  it('profile load failure wipes the username: a profile that never loaded cannot be saved', async () => {
    const saves: SaveInput[] = [];
    const { actor } = start({
      lookup: fresh,
      loadProfile: async () => {
        throw new TypeError('Failed to fetch');
      },
      saveProfile: async (input) => {
        saves.push(input);
        return profile;
      },
    });
    await waitFor(actor, (s) => s.matches({ signedIn: { profile: 'loadFailed' } }));
    expect(actor.getSnapshot().can({ type: 'profile.save', username: '', fullName: '' })).toBe(false);
    actor.send({ type: 'profile.save', username: '', fullName: '' });
    expect(saves).toEqual([]);
    expect(actor.getSnapshot().context.profile).toBeNull();
  });

  it('Retry loads the profile again', async () => {
    let loads = 0;
    const { actor } = start({
      lookup: fresh,
      loadProfile: async () => {
        loads += 1;
        if (loads === 1) throw new Error('permission denied');
        return profile;
      },
    });
    await waitFor(actor, (s) => s.matches({ signedIn: { profile: 'loadFailed' } }));
    actor.send({ type: 'profile.reload' });
    await waitFor(actor, (s) => s.matches(profileReady));
    expect(actor.getSnapshot().context.profile).toEqual(profile);
  });

  it('a failed reload keeps the row already loaded, still editable', async () => {
    let loads = 0;
    const { actor } = start({
      lookup: fresh,
      loadProfile: async () => {
        loads += 1;
        if (loads > 1) throw new TypeError('Failed to fetch');
        return profile;
      },
    });
    await waitFor(actor, (s) => s.matches(profileReady));
    actor.send({ type: 'profile.reload' });
    await waitFor(actor, (s) => s.matches(profileReady) && loads === 2);
    expect(actor.getSnapshot().context.profile).toEqual(profile);
  });

  it('saves id, username and full name of the loaded row and keeps the saved row', async () => {
    const saves: SaveInput[] = [];
    const { actor, notifications } = start({
      lookup: fresh,
      saveProfile: async (input) => {
        saves.push(input);
        return { ...profile, username: input.username, full_name: input.full_name };
      },
    });
    await waitFor(actor, (s) => s.matches(profileReady));
    actor.send({ type: 'profile.save', username: 'neo.k', fullName: 'Neo K.' });
    expect(actor.getSnapshot().matches({ signedIn: { profile: 'saving' } })).toBe(true);
    await waitFor(actor, (s) => s.matches(profileReady));
    expect(saves).toEqual([
      { id: 'u1', username: 'neo.k', full_name: 'Neo K.', opened: profile, base: profile },
    ]);
    expect(actor.getSnapshot().context.profile?.full_name).toBe('Neo K.');
    expect(notifications.at(-1)).toMatchObject({ tone: 'success', title: 'Profile updated successfully!' });
  });

  it('edits the save actor refused to send are explained on the form only (no toast)', async () => {
    const { actor, notifications } = start({
      lookup: fresh,
      saveProfile: async () => {
        throw Object.assign(new Error('Username must be 3–24 characters'), { name: PROFILE_EDITS_ERROR });
      },
    });
    await waitFor(actor, (s) => s.matches(profileReady));
    actor.send({ type: 'profile.save', username: 'ab', fullName: 'Neo' });
    await waitFor(actor, (s) => s.matches(profileReady));
    expect(actor.getSnapshot().context.profileProblem).toBe('Username must be 3–24 characters');
    expect(notifications).toEqual([]);
  });

  it('a refused save keeps the loaded row and the reason the save actor gave', async () => {
    const { actor, notifications } = start({
      lookup: fresh,
      saveProfile: async () => {
        throw new Error(USERNAME_TAKEN);
      },
    });
    await waitFor(actor, (s) => s.matches(profileReady));
    actor.send({ type: 'profile.save', username: 'thabo', fullName: 'Neo' });
    await waitFor(actor, (s) => s.matches(profileReady));
    expect(actor.getSnapshot().context.profileProblem).toBe(USERNAME_TAKEN);
    expect(actor.getSnapshot().context.profile).toEqual(profile);
    expect(notifications.at(-1)).toMatchObject({ title: 'Error updating profile', message: USERNAME_TAKEN });
  });

  it('a stale copy never overwrites the server (issue 33): changed → Keep mine saves over their version', async () => {
    const theirs = { ...profile, username: 'lorato', updated_at: '2026-11-29T14:02:00+00:00' };
    const saves: SaveInput[] = [];
    const { actor, notifications } = start({
      lookup: fresh,
      saveProfile: async (input) => {
        saves.push(input);
        if (saves.length === 1)
          throw Object.assign(new Error('changed'), { name: PROFILE_CHANGED_ERROR, theirs });
        return { ...theirs, full_name: input.full_name, updated_at: '2026-11-29T14:05:00+00:00' };
      },
    });
    await waitFor(actor, (s) => s.matches(profileReady));
    actor.send({ type: 'profile.save', username: profile.username ?? '', fullName: 'Neo K.' });
    await waitFor(actor, (s) => s.matches({ signedIn: { profile: 'changed' } }));
    expect(actor.getSnapshot().context.profileTheirs).toEqual(theirs);
    expect(actor.getSnapshot().context.profile).toEqual(profile);
    expect(notifications).toEqual([]);
    actor.send({ type: 'profile.save', username: profile.username ?? '', fullName: 'Neo K.' });
    await waitFor(actor, (s) => s.matches(profileReady));
    expect(saves[1]).toMatchObject({ opened: profile, base: theirs });
    expect(actor.getSnapshot().context.profile?.username).toBe('lorato');
    expect(actor.getSnapshot().context.profileTheirs).toBeNull();
  });

  it('Take theirs shows the row as it is now and writes nothing (issue 33)', async () => {
    const theirs = { ...profile, username: 'lorato', updated_at: '2026-11-29T14:02:00+00:00' };
    let saves = 0;
    const { actor } = start({
      lookup: fresh,
      saveProfile: async () => {
        saves += 1;
        throw Object.assign(new Error('changed'), { name: PROFILE_CHANGED_ERROR, theirs });
      },
    });
    await waitFor(actor, (s) => s.matches(profileReady));
    actor.send({ type: 'profile.save', username: '', fullName: 'Neo K.' });
    await waitFor(actor, (s) => s.matches({ signedIn: { profile: 'changed' } }));
    actor.send({ type: 'profile.takeTheirs' });
    expect(actor.getSnapshot().matches(profileReady)).toBe(true);
    expect(actor.getSnapshot().context.profile).toEqual(theirs);
    expect(saves).toBe(1);
  });
});
