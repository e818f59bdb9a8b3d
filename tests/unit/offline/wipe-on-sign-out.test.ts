import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AuthEvent } from '../../../machines/auth.machine';
import type { SessionLookup } from '../../../machines/shared/auth-types';
import { readDayPackCopy, refreshDayPackCopy, wipeDayPack } from '../../../src/lib/offline/day-pack';
import { wipeDayPackOnSignOut } from '../../../src/lib/offline/wipe-on-sign-out';
import { testAuthLogic, testSession } from '../../support/auth';

/**
 * Issue 9 "session and day pack wiped" on sign-out — and only then: a start with nobody signed in
 * signs nobody out, so it wipes nothing (review of issue 22: the wipe ran on a signed-out start).
 */

const kept = () => readDayPackCopy<string>('user-1', 'note');

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
  await refreshDayPackCopy('user-1', 'note', async () => 'kept for offline');
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
});
