import { assertEvent, assign, fromPromise, setup } from 'xstate';

import {
  currentChoice,
  refreshInput,
  type LodgeContext,
  type LodgeEvent,
  type ResolvedLodges,
} from './lodge/types';
import { machineTypes } from './shared/machine-types';
export type { LodgeMembership, LodgeRole } from './shared/lodge-types';
export { currentMembership, isShowingCopy } from './lodge/types';
export type { LodgeContext, LodgeEvent, ResolvedLodges } from './lodge/types';

/**
 * The current lodge and the person's role in it: one owner for that fact (issue 8 "First sign-in",
 * "Joining", drawer switcher).
 *
 * - `signedOut` until the auth actor reports a session (`session.started`).
 * - `recalling` runs `recallLodges`: the person's lodges as this phone last saw them (their day pack,
 *   issue 9), with the remembered choice as current. With a copy the app opens at once on
 *   `ready.showingCopy` (issue 22 "The installed app opens on today's data at once"): the screens show
 *   their day pack's copy, marked with when it was taken ("Updated 14:32"), with no round trip before
 *   the first screen (issue 11), while `refreshLodges` asks the server (`showingCopy.refreshing`). Its
 *   answer leads to `ready.fresh`, and the screens read the server behind the copy; the current lodge
 *   is the person's latest choice on any phone (issue 18: the server's last-opened lodge when it was
 *   chosen after this phone's choice). When it could not answer (offline is normal) the copy stays
 *   (`showingCopy.stale`) until `lodge.refresh` (the signal came back) asks again. With no copy (first
 *   start on this phone), `resolving`.
 * - `resolving` runs `resolveLodges`: it makes sure the person has a lodge (the `ensure_first_lodge`
 *   RPC seeds one for a newcomer), lists their memberships and picks the remembered choice (or
 *   `preferredLodgeId`, a lodge just joined) — else the first.
 * - `ready` holds the list; `lodge.switch` to another of their lodges changes the current one and
 *   `rememberChoice` keeps it per person. `lodge.joined` resolves again, preferring the new lodge.
 * - `lodge.refresh` (the signal came back) in `ready.fresh` asks the server again (`ready.rechecking`,
 *   review of issue 22): a role changed while the phone was offline is read when the signal returns,
 *   and the wiring re-reads the screens when what they show of the lodge changed. The lodge on screen
 *   stays while the person belongs to it; no answer leaves everything as it was.
 * - `noLodge`: the person belongs to no lodge and gets no sample lodge (they left their only one, or
 *   the code they signed up with could no longer be used; issue 33). The app shows "Join a lodge or
 *   start one"; joining or starting one sends `lodge.joined`, which resolves again. A refresh that
 *   finds no lodge any more (left on another phone) leads here too.
 * - `failed` (network or server error) waits for `lodge.retry`.
 * - `session.ended` (sign-out) forgets everything.
 *
 * Actors and `rememberChoice` are supplied with `.provide()` (src/features/lodge/lodge.actors.ts); the
 * placeholders throw, so a forgotten `.provide()` ends in `failed` — except `recallLodges`, whose
 * failure (no IndexedDB) is a normal way on to `resolving`.
 */
export const lodgeMachine = setup({
  types: machineTypes<{ context: LodgeContext; events: LodgeEvent; tags: 'showingCopy' }>(),
  actors: {
    resolveLodges: fromPromise<ResolvedLodges, { userId: string; preferredLodgeId: string | null }>(
      async () => {
        throw new Error('lodgeMachine: resolveLodges was not provided');
      },
    ),
    recallLodges: fromPromise<ResolvedLodges | null, { userId: string }>(async () => {
      throw new Error('lodgeMachine: recallLodges was not provided');
    }),
    refreshLodges: fromPromise<ResolvedLodges, { userId: string; currentLodgeId: string | null }>(
      async () => {
        throw new Error('lodgeMachine: refreshLodges was not provided');
      },
    ),
  },
  actions: {
    rememberChoice: (_, _params: { userId: string; lodgeId: string }) => {
      throw new Error('lodgeMachine: rememberChoice was not provided');
    },
    assignUser: assign(({ event }) => {
      assertEvent(event, 'session.started');
      return { userId: event.userId, preferredLodgeId: null };
    }),
    assignResolved: assign((_, output: ResolvedLodges) => ({
      lodges: output.lodges,
      currentLodgeId: output.currentLodgeId,
      preferredLodgeId: null,
      error: null,
    })),
    /**
     * The server's list after a recalled start, with the lodge `refreshLodges` picked as current: the
     * person's latest choice on any phone (issue 18), else the one on screen while they belong to it.
     */
    assignRefreshed: assign(({ context }, output: ResolvedLodges) => ({
      lodges: output.lodges,
      currentLodgeId: output.lodges.some((lodge) => lodge.lodgeId === output.currentLodgeId)
        ? output.currentLodgeId
        : output.lodges.some((lodge) => lodge.lodgeId === context.currentLodgeId)
          ? context.currentLodgeId
          : (output.lodges[0]?.lodgeId ?? null),
      error: null,
    })),
    /**
     * The server's list when it was asked again mid-session (`ready.rechecking`): the lodge on screen
     * stays while the person still belongs to it (a reconnect never switches lodges under their
     * finger); else the server's pick, else the first.
     */
    assignRechecked: assign(({ context }, output: ResolvedLodges) => ({
      lodges: output.lodges,
      currentLodgeId: output.lodges.some((lodge) => lodge.lodgeId === context.currentLodgeId)
        ? context.currentLodgeId
        : output.lodges.some((lodge) => lodge.lodgeId === output.currentLodgeId)
          ? output.currentLodgeId
          : (output.lodges[0]?.lodgeId ?? null),
      error: null,
    })),
    assignCurrent: assign((_, params: { lodgeId: string }) => ({ currentLodgeId: params.lodgeId })),
    assignPreferred: assign((_, params: { lodgeId: string }) => ({ preferredLodgeId: params.lodgeId })),
    assignNoLodge: assign({ lodges: [], currentLodgeId: null, preferredLodgeId: null, error: null }),
    forget: assign({ userId: null, lodges: [], currentLodgeId: null, preferredLodgeId: null, error: null }),
  },
  guards: {
    hasNoLodge: (_, output: ResolvedLodges) => output.lodges.length === 0,
    isRecalled: (_, output: ResolvedLodges | null) => output !== null && output.lodges.length > 0,
    isOtherLodgeOfMine: ({ context }, params: { lodgeId: string }) =>
      params.lodgeId !== context.currentLodgeId &&
      context.lodges.some((lodge) => lodge.lodgeId === params.lodgeId),
  },
}).createMachine({
  id: 'lodge',
  description:
    'After sign-in, works out which lodges the staff member belongs to, which one the app shows and their role there (owner, manager, staff or trustee). On a phone that has been used before, the app opens at once on the lodges it kept, and asks the server behind the screen whether anything changed.',
  meta: { title: 'Which lodge the app shows, and your role in it' },
  context: { userId: null, lodges: [], currentLodgeId: null, preferredLodgeId: null, error: null },
  initial: 'signedOut',
  on: {
    'session.ended': { target: '.signedOut', actions: 'forget' },
  },
  states: {
    signedOut: {
      description: 'Nobody is signed in: no lodge.',
      on: { 'session.started': { target: 'recalling', actions: 'assignUser' } },
    },
    recalling: {
      description: 'Looking at the lodges this phone kept from last time (no signal needed).',
      invoke: {
        id: 'recallLodges',
        src: 'recallLodges',
        input: ({ context }) => ({ userId: context.userId ?? '' }),
        onDone: [
          {
            guard: { type: 'isRecalled', params: ({ event }) => event.output },
            target: 'ready.showingCopy',
            actions: {
              type: 'assignResolved',
              // The guard above made sure the output is there.
              params: ({ event }) => event.output ?? { lodges: [], currentLodgeId: '' },
            },
          },
          { target: 'resolving' },
        ],
        onError: { target: 'resolving' },
      },
    },
    resolving: {
      description:
        'Asking the server for their lodges (first start on this phone, or after joining a lodge). A newcomer who never had a lodge gets their own sample lodge first; someone who left their only lodge gets none.',
      invoke: {
        id: 'resolveLodges',
        src: 'resolveLodges',
        input: ({ context }) => ({
          userId: context.userId ?? '',
          preferredLodgeId: context.preferredLodgeId,
        }),
        onDone: [
          {
            guard: { type: 'hasNoLodge', params: ({ event }) => event.output },
            target: 'noLodge',
            actions: 'assignNoLodge',
          },
          {
            target: 'ready',
            actions: [
              { type: 'assignResolved', params: ({ event }) => event.output },
              {
                type: 'rememberChoice',
                params: ({ context, event }) => ({
                  userId: context.userId ?? '',
                  lodgeId: event.output.currentLodgeId,
                }),
              },
            ],
          },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    ready: {
      description:
        'A lodge is shown. The drawer can switch to another of their lodges; the choice is remembered.',
      initial: 'fresh',
      states: {
        showingCopy: {
          description:
            'Opened at once on what this phone kept: the lodges and each screen\'s day pack copy, marked with when it was taken ("Updated 14:32"). The server is asked behind the screen; a screen never shows this copy as current once the server has answered.',
          tags: ['showingCopy'],
          initial: 'refreshing',
          states: {
            refreshing: {
              description:
                'Asking the server whether the lodges changed (a role, a lodge left, another lodge opened last on another phone).',
              invoke: {
                id: 'refreshLodges',
                src: 'refreshLodges',
                input: refreshInput,
                onDone: [
                  {
                    guard: { type: 'hasNoLodge', params: ({ event }) => event.output },
                    target: '#lodge.noLodge',
                    actions: 'assignNoLodge',
                  },
                  {
                    target: '#lodge.ready.fresh',
                    actions: [
                      { type: 'assignRefreshed', params: ({ event }) => event.output },
                      { type: 'rememberChoice', params: currentChoice },
                    ],
                  },
                ],
                onError: { target: 'stale' },
              },
            },
            stale: {
              description:
                "The server could not be reached: the phone's copy stays on screen with when it was taken, and no error (offline is normal); asked again when the signal comes back.",
              on: { 'lodge.refresh': { target: 'refreshing' } },
            },
          },
        },
        fresh: {
          description:
            "The lodges as last read: the server's list (or, after joining with no signal, the phone's copy). Screens read the server, and fall back to the day pack's copy only when it does not answer.",
          on: { 'lodge.refresh': { target: 'rechecking' } },
        },
        rechecking: {
          description:
            'The signal came back: the server is asked again whether their role or lodges changed while the phone was offline. The screens stay as they are meanwhile; a changed role re-reads them.',
          invoke: {
            id: 'refreshLodges',
            src: 'refreshLodges',
            input: refreshInput,
            onDone: [
              {
                guard: { type: 'hasNoLodge', params: ({ event }) => event.output },
                target: '#lodge.noLodge',
                actions: 'assignNoLodge',
              },
              {
                target: 'fresh',
                actions: [
                  { type: 'assignRechecked', params: ({ event }) => event.output },
                  { type: 'rememberChoice', params: currentChoice },
                ],
              },
            ],
            // Still no answer: what is known stays (offline is normal); the next reconnect asks again.
            onError: { target: 'fresh' },
          },
        },
      },
      on: {
        'lodge.switch': {
          guard: { type: 'isOtherLodgeOfMine', params: ({ event }) => ({ lodgeId: event.lodgeId }) },
          actions: [
            { type: 'assignCurrent', params: ({ event }) => ({ lodgeId: event.lodgeId }) },
            {
              type: 'rememberChoice',
              params: ({ context, event }) => ({ userId: context.userId ?? '', lodgeId: event.lodgeId }),
            },
          ],
        },
        'lodge.joined': {
          target: 'resolving',
          actions: { type: 'assignPreferred', params: ({ event }) => ({ lodgeId: event.lodgeId }) },
        },
      },
    },
    noLodge: {
      description:
        'The person belongs to no lodge (they left their only one, or their invite code could no longer be used): the app shows "Join a lodge or start one" instead of making a sample lodge they did not ask for.',
      on: {
        'lodge.joined': {
          target: 'resolving',
          actions: { type: 'assignPreferred', params: ({ event }) => ({ lodgeId: event.lodgeId }) },
        },
      },
    },
    failed: {
      description:
        'The lodges could not be found out (no signal on a first start): the screen offers Try again.',
      on: { 'lodge.retry': 'resolving' },
    },
  },
});

export type LodgeMachine = typeof lodgeMachine;
