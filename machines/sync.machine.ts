import { assign, fromPromise, setup, stateIn } from 'xstate';
import { machineTypes } from './shared/machine-types';

/** What starts a sync: the app opened, the phone back online, the app shown again, a timer, a write. */
export type SyncEvent = { type: 'sync.request' } | { type: 'network.online' } | { type: 'network.offline' };

/** What the sync machine remembers: failed rounds in a row (for the backoff) and the last failure. */
export interface SyncContext {
  /** Failed rounds since the last good one (0 after a good one). */
  failures: number;
  /** The last failure in words, for the /machines view and the logs; null after a good round. */
  lastError: string | null;
}

/**
 * Backoff after a failed round (shared/notes/lodge-data-and-offline.md §2.4 "Error classes"):
 * 1, 2, 5, 10, then every 30 seconds, in ms.
 */
export const backoffMs = (failures: number): number =>
  [1_000, 2_000, 5_000, 10_000, 30_000][Math.min(failures, 5) - 1] ?? 1_000;

/** While the app is open and online, a pull every 5 minutes (issue 9 "every few minutes while open"), in ms. */
export const syncIntervalMs = 5 * 60_000;

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * The day pack's sync (issue 9): one `round` is `pushing` (send the outbox, oldest first; each write
 * applied once: client ids, state preconditions) then `pulling` (rows changed since the last pull),
 * then `idle` until the next request or the 5-minute timer. A request during a round (a write made
 * while pulling or pushing) is remembered beside the steps and starts another round when it is done,
 * never left for the timer. With no network it waits in `offline`
 * and starts a round when the network returns. A failed round (no answer, the server busy, a token
 * still refreshing) waits in `error` — 1, 2, 5, 10, then 30 s — and tries again. A write the server
 * refuses is not a failure: the push sets it aside in Needs attention and goes on.
 *
 * The actors are stand-ins here and are given by the app (`src/features/sync/sync.actors.ts`) with
 * `.provide()`: `pushOutbox` resolves when the outbox is empty, `pullDayPack` when the pack is
 * saved; both reject to mean "try again later". They take a Web Lock, so two open tabs never sync at
 * once.
 */
export const syncMachine = setup({
  types: machineTypes<{ context: SyncContext; events: SyncEvent }>(),
  actors: {
    pushOutbox: fromPromise<void>(async () => {
      throw new Error('pushOutbox not provided');
    }),
    pullDayPack: fromPromise<void>(async () => {
      throw new Error('pullDayPack not provided');
    }),
  },
  delays: {
    backoff: ({ context }) => backoffMs(context.failures),
    syncInterval: syncIntervalMs,
  },
  guards: {
    /** A request came while the round ran (its push may have missed the write that asked). */
    isAnotherRoundAsked: stateIn('#sync.round.requests.anotherRoundAsked'),
  },
  actions: {
    recordFailure: assign(({ context }, params: { error: unknown }) => ({
      failures: context.failures + 1,
      lastError: messageOf(params.error),
    })),
    recordSuccess: assign({ failures: 0, lastError: null }),
  },
}).createMachine({
  id: 'sync',
  description:
    'Keeps the copy of the lodge kept on the phone (the day pack) up to date, and sends what staff wrote with no signal. A round first sends the waiting writes in the order they were made, then reads only what changed at the lodge since the last round. Rounds run when the app opens, when the signal returns, when the app is shown again, after a write and every 5 minutes.',
  meta: { title: 'Keeping the phone in step with the lodge (offline sync)' },
  context: { failures: 0, lastError: null },
  // Starts as if offline: the app says `network.online` at once when the phone has a network.
  initial: 'offline',
  states: {
    /**
     * One round. Its steps and what was asked meanwhile are two regions side by side, so a request
     * that arrives while a round runs (a write, the app shown again) is never dropped: it is kept in
     * `requests.anotherRoundAsked` and starts the next round as soon as this one is done.
     */
    round: {
      type: 'parallel',
      description:
        'A round runs: first the waiting writes are sent, then what changed at the lodge is read. Anything written meanwhile is not forgotten: another round starts as soon as this one is done.',
      on: { 'network.offline': 'offline' },
      states: {
        steps: {
          description: 'Sending, then reading.',
          initial: 'pushing',
          states: {
            /** Sending the outbox in order. */
            pushing: {
              description:
                'Sending the waiting writes (notes, check-ins, new bookings, booking items, payments, training steps), oldest first. A write the lodge refuses, or a check-in on a booking someone changed meanwhile, goes to "Needs attention".',
              invoke: {
                id: 'pushOutbox',
                src: 'pushOutbox',
                onDone: 'pulling',
                onError: {
                  target: '#sync.error',
                  actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            /** Reading what changed since the last pull into the day pack. */
            pulling: {
              description: "Reading what changed at the lodge since the last round into the phone's copy.",
              invoke: {
                id: 'pullDayPack',
                src: 'pullDayPack',
                onDone: [
                  // Re-entering the round starts its steps and its requests afresh.
                  {
                    guard: 'isAnotherRoundAsked',
                    target: '#sync.round',
                    reenter: true,
                    actions: 'recordSuccess',
                  },
                  { target: '#sync.idle', actions: 'recordSuccess' },
                ],
                onError: {
                  target: '#sync.error',
                  actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
          },
        },
        requests: {
          description: 'Whether a write (or a return to the app) asked for a round while this one ran.',
          initial: 'noneMeanwhile',
          states: {
            noneMeanwhile: {
              description: 'Nothing new was asked for since this round began: when it is done, sync rests.',
              on: { 'sync.request': 'anotherRoundAsked' },
            },
            anotherRoundAsked: {
              description:
                'Something was written (or the app shown again) after this round began, and its push may have missed it: when this round is done, another starts at once instead of 5 minutes later.',
            },
          },
        },
      },
    },
    /** Up to date; waits for a request or the timer. */
    idle: {
      description: 'Up to date. The next round starts on a write, on return to the app or after 5 minutes.',
      after: { syncInterval: 'round' },
      on: { 'sync.request': 'round', 'network.offline': 'offline' },
    },
    /** No network (or not started yet): writes wait in the outbox; a round starts when it returns. */
    offline: {
      description:
        'No signal (or the app is just starting): the screens show the phone\'s copy and the banner says "You\'re offline"; writes wait and are counted in the banner.',
      on: { 'network.online': 'round' },
    },
    /** The last round failed: waits (backoff) and tries again; a request tries at once. */
    error: {
      description:
        "The last round got no answer (or the lodge's server was busy). It tries again after 1, 2, 5, 10, then every 30 seconds; nothing waiting is lost.",
      after: { backoff: 'round' },
      on: { 'sync.request': 'round', 'network.online': 'round', 'network.offline': 'offline' },
    },
  },
});
