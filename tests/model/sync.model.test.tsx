import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffMs, syncIntervalMs, syncMachine } from '../../machines/sync.machine';
import { enqueue, removeFromOutbox, wipeOutbox } from '../../src/lib/offline/outbox';
import { LodgeSync } from '../../src/features/sync/lodge-sync';
import { createAppActors } from '../../src/lib/app-system';
import { createTestAuth, renderAppLayout } from './support/app-harness';
import { neoSession } from '../support/offline-fixtures';
import { setNetwork } from '../support/network';
import { clearToasts, controlledPromise, describePath, expectFullCoverage } from './support/model';
import { paths } from './support/paths/sync.paths';

/**
 * The sync machine × the signed-in app (issue 9): LodgeSync as the _app section mounts it, the real
 * outbox (IndexedDB, faked) and the real status banner; the push and pull actors are settled by the
 * model, the timers run on a clock the model advances. What a person sees: "You're offline", "Sending…
 * 1 change waiting to send"; what a caller sees: which actor runs and what the next timer is.
 */
const EXPECTED_PATHS = 35;

const session = neoSession;

/** A clock whose timers run only when the test says (the model delivers `xstate.after.*`). */
function manualClock() {
  let next = 1;
  const timers = new Map<number, { fn: () => void; ms: number }>();
  return {
    timers,
    setTimeout: (fn: (...args: unknown[]) => void, ms: number) => {
      const id = next++;
      timers.set(id, { fn: () => fn(), ms });
      return id;
    },
    clearTimeout: (id: unknown) => void timers.delete(id as number),
    /** The pending timers' delays, in ms. */
    pending: () => [...timers.values()].map((timer) => timer.ms),
    /** Runs the pending timer of `ms`. */
    fire: (ms: number) => {
      const entry = [...timers.entries()].find(([, timer]) => timer.ms === ms);
      if (!entry)
        throw new Error(
          `No timer of ${ms} ms is pending (pending: ${[...timers.values()].map((t) => t.ms).join(', ')})`,
        );
      timers.delete(entry[0]);
      entry[1].fn();
    },
  };
}

beforeEach(() => setNetwork(false));
afterEach(async () => {
  vi.restoreAllMocks();
  clearToasts();
  // Unmounted first: the banner reads the outbox store, so a wipe under it would re-render outside act.
  cleanup();
  await wipeOutbox();
});

/** The status banner's two lines a person reads (the toast region is a status too, so by text). */
const offlineLine = () => screen.queryByText("You're offline");
const waitingLine = () => screen.queryByText(/waiting to send/);

/**
 * The signed-in app's layout with LodgeSync as the _app section mounts it, its push and pull settled by
 * the test (`push`, `pull`) and its timers run on `clock` (the clock of the actor system `app` it runs
 * in: XState schedules delayed events on the system's clock).
 */
async function renderSync() {
  const auth = createTestAuth();
  await auth.loadSession.resolve({ session, stale: false });
  const push = controlledPromise<void>();
  const pull = controlledPromise<void>();
  const clock = manualClock();
  const app = createAppActors({ clock });
  const logic = syncMachine.provide({ actors: { pushOutbox: push.logic, pullDayPack: pull.logic } });
  await renderAppLayout(
    auth.actor,
    '/',
    null,
    <LodgeSync userId="u-neo" lodgeId="lodge-1" timezone="Africa/Gaborone" logic={logic} app={app} />,
  );
  return { push, pull, clock, app };
}

describe('sync machine × LodgeSync and the status banner (model-based)', () => {
  it(`generates ${EXPECTED_PATHS} shortest paths covering every state and transition`, () => {
    expect(paths).toHaveLength(EXPECTED_PATHS);
    expectFullCoverage(syncMachine, paths, [
      'offline',
      'round.steps.pushing',
      'round.steps.pulling',
      'round.requests.noneMeanwhile',
      'round.requests.anotherRoundAsked',
      'idle',
      'error',
    ]);
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_name, path) => {
    // One write made offline waits in the outbox until a push succeeds.
    const command = {
      id: 'note-1',
      kind: 'dailyNote.add' as const,
      lodgeId: 'lodge-1',
      queuedAt: Date.now(),
      authorName: 'Neo Kgosi',
      date: '2026-11-25',
      text: 'Generator serviced',
    };
    await enqueue('u-neo', command);
    let failures = 0;
    const { push, pull, clock } = await renderSync();
    // Calls answered (or abandoned when the network went): one more than that means one is running.
    let pushesDone = 0;
    let pullsDone = 0;

    await path.test({
      events: {
        'network.online': () => setNetwork(true),
        'network.offline': () => {
          // Going offline stops the running push or pull: it will never answer.
          pushesDone = push.calls.length;
          pullsDone = pull.calls.length;
          setNetwork(false);
        },
        // Coming back to the app asks for a round.
        'sync.request': () => act(() => void fireEvent(document, new Event('visibilitychange'))),
        'xstate.done.actor.pushOutbox': async () => {
          pushesDone += 1;
          await act(() => removeFromOutbox('u-neo', command.id));
          await push.resolve();
        },
        'xstate.error.actor.pushOutbox': async () => {
          pushesDone += 1;
          failures += 1;
          await push.reject(new TypeError('Failed to fetch'));
        },
        'xstate.done.actor.pullDayPack': async () => {
          pullsDone += 1;
          failures = 0;
          await pull.resolve();
        },
        'xstate.error.actor.pullDayPack': async () => {
          pullsDone += 1;
          failures += 1;
          await pull.reject(new TypeError('Failed to fetch'));
        },
        'xstate.after.backoff.sync.error': () => act(() => clock.fire(backoffMs(failures))),
        'xstate.after.syncInterval.sync.idle': () => act(() => clock.fire(syncIntervalMs)),
      },
      states: {
        offline: async () => {
          await waitFor(() => expect(offlineLine()).toBeVisible());
          expect(clock.pending()).toEqual([]);
        },
        // Exactly one push runs while pushing, exactly one pull while pulling.
        'round.steps.pushing': async () => {
          expect(push.calls.length).toBe(pushesDone + 1);
          expect(pull.calls.length).toBe(pullsDone);
          expect(clock.pending()).toEqual([]);
        },
        'round.steps.pulling': async () => {
          expect(pull.calls.length).toBe(pullsDone + 1);
          expect(push.calls.length).toBe(pushesDone);
          // The write has been sent: the banner no longer counts it.
          await waitFor(() => expect(waitingLine()).toBeNull());
        },
        // A round never waits on a timer, whether or not another was asked for meanwhile.
        'round.requests.noneMeanwhile': () => expect(clock.pending()).toEqual([]),
        'round.requests.anotherRoundAsked': () => expect(clock.pending()).toEqual([]),
        idle: async () => {
          expect(clock.pending()).toEqual([syncIntervalMs]);
          await waitFor(() => expect(waitingLine()).toBeNull());
          expect(offlineLine()).toBeNull();
        },
        error: async () => {
          // Waits 1 s after the first failure in a row, 2 s after the second…
          expect(clock.pending()).toEqual([backoffMs(failures)]);
          if (push.calls.length > 0 && pull.calls.length === 0) {
            await waitFor(() => expect(screen.getByText('Sending… 1 change waiting to send')).toBeVisible());
          }
        },
      },
    });
  });
});

describe('sync machine: requests during a round', () => {
  it('a write made while pulling is sent when the pull is done, not 5 minutes later', async () => {
    const { push, pull, clock, app } = await renderSync();
    setNetwork(true);
    // Nothing waits: the round's push is done at once, and its pull is under way.
    await waitFor(() => expect(push.calls).toHaveLength(1));
    await push.resolve();
    await waitFor(() => expect(pull.calls).toHaveLength(1));

    // A note is written while the pull runs (the outbox asks the sync for a round, as after any write).
    await act(() =>
      enqueue('u-neo', {
        id: 'note-2',
        kind: 'dailyNote.add',
        lodgeId: 'lodge-1',
        queuedAt: Date.now(),
        authorName: 'Neo Kgosi',
        date: '2026-11-25',
        text: 'Fuel delivered',
      }),
    );
    await waitFor(() => expect(screen.getByText(/1 change waiting to send/)).toBeVisible());
    // The request has reached the sync (while it pulls), before the pull answers.
    await waitFor(() =>
      expect(app.system.get('sync')?.getSnapshot().matches('round.requests.anotherRoundAsked')).toBe(true),
    );

    await pull.resolve();
    // The next round starts at once: its push sends the note; no timer had to run.
    await waitFor(() => expect(push.calls).toHaveLength(2));
    expect(clock.pending()).toEqual([]);
    await act(() => removeFromOutbox('u-neo', 'note-2'));
    await push.resolve();
    await waitFor(() => expect(waitingLine()).toBeNull());
    await waitFor(() => expect(pull.calls).toHaveLength(2));
    await pull.resolve();
    // Only now does the sync rest until the 5-minute round.
    await waitFor(() => expect(clock.pending()).toEqual([syncIntervalMs]));
  });
});
