import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AuthEvent } from '../../../machines/auth.machine';
import type { SessionLookup } from '../../../machines/shared/auth-types';
import { readDayPackCopy, refreshDayPackCopy, wipeDayPack } from '../../../src/lib/offline/day-pack';
import { dayPackFacts } from '../../../src/lib/offline/day-pack-facts';
import { readLodgePack } from '../../../src/lib/offline/lodge-pack';
import { pullLodgePack } from '../../../src/lib/offline/pull-lodge-pack';
import { wipeDayPackOnSignOut } from '../../../src/lib/offline/wipe-on-sign-out';
import type { DayPackChanges } from '../../../src/lib/supabase/day-pack';
import { testAuthLogic, testSession } from '../../support/auth';
import { pullAnswer } from '../../support/day-pack-fixtures';

/**
 * Issue 9 "session and day pack wiped" on sign-out — and only then: a start with nobody signed in
 * signs nobody out, so it wipes nothing (review of issue 22: the wipe ran on a signed-out start).
 */

const kept = () => readDayPackCopy<string>('user-1', 'note');

/** The server's answer to a pull: nothing in the lodge yet (enough to make the pull keep a pack). */
const emptyChanges: DayPackChanges = pullAnswer({ serverTime: '2026-12-01T08:00:00.000Z' });
vi.mock('../../../src/lib/supabase/day-pack', () => ({ pullDayPackChanges: async () => emptyChanges }));

/** The auth actor started as the app starts it (wired after `start()`), its lookup answering `lookup`. */
function startAuth(lookup: SessionLookup) {
  const actor = createActor(
    testAuthLogic({
      actors: {
        loadSession: fromPromise(async () => lookup),
        loadProfile: fromPromise(() => new Promise(() => {})),
      },
    }),
  ).start();
  const stop = wipeDayPackOnSignOut(actor);
  return { actor, stop };
}

/** Lets the wipe's lazily imported modules run. */
const settled = async () => {
  await import('../../../src/lib/offline/day-pack');
  await import('../../../src/lib/offline/outbox');
  await new Promise((resolve) => setTimeout(resolve, 0));
};

beforeEach(async () => {
  await wipeDayPack();
  await refreshDayPackCopy(dayPackFacts, 'user-1', 'note', async () => 'kept for offline');
});

describe('wipeDayPackOnSignOut', () => {
  it('wipeDayPackOnSignOut runs on a signed-out start: a start that finds nobody signed in wipes nothing', async () => {
    const { actor, stop } = startAuth({ session: null, stale: false });
    await waitFor(actor, (s) => s.matches('signedOut'));
    await settled();
    expect((await kept())?.value).toBe('kept for offline');
    stop();
  });

  it('a real sign-out (SIGNED_OUT while signed in) wipes the day pack', async () => {
    const { actor, stop } = startAuth({ session: testSession, stale: false });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'session.signedOut', session: null } satisfies AuthEvent);
    await settled();
    await expect.poll(kept).toBeNull();
    stop();
  });

  it('bug: a day-pack key survived Sign Out — a read or pull begun after the wipe keeps nothing of the person who left, until they sign in again', async () => {
    const { actor, stop } = startAuth({ session: testSession, stale: false });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'session.signedOut', session: null } satisfies AuthEvent);
    await settled();
    await expect.poll(kept).toBeNull();

    // The signal came back just before Sign Out: a screen's read and the sync's pull start after the wipe.
    await refreshDayPackCopy(dayPackFacts, 'user-1', 'note', async () => 'read after the sign-out');
    await pullLodgePack(dayPackFacts, 'user-1', 'lodge-1', '2026-12-01');
    expect(await kept()).toBeNull();
    expect(await readLodgePack('user-1', 'lodge-1')).toBeNull();
    // Someone else on the same phone is not refused.
    await refreshDayPackCopy(dayPackFacts, 'user-2', 'note', async () => 'the next person');
    expect((await readDayPackCopy<string>('user-2', 'note'))?.value).toBe('the next person');

    // The same person signs in again: their copies are kept again.
    actor.send({ type: 'session.signedIn', session: testSession } satisfies AuthEvent);
    await waitFor(actor, (s) => s.matches('signedIn'));
    await refreshDayPackCopy(dayPackFacts, 'user-1', 'note', async () => 'back again');
    expect((await kept())?.value).toBe('back again');
    stop();
  });
});
