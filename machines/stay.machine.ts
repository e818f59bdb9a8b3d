import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { machineTypes } from './shared/machine-types';
import { errorOf } from './shared/errors';

/** A stay's status (mirrors `src/data/room-words.ts`; machines import nothing of ours). */
export type StayLife = 'tentative' | 'confirmed' | 'checked_in' | 'checked_out' | 'cancelled' | 'no_show';

/** What the front desk asks of a stay: one of these runs at a time. */
export type StayAction =
  | { kind: 'confirm' }
  | { kind: 'checkIn' }
  | { kind: 'checkOut' }
  | { kind: 'cancel' }
  | { kind: 'noShow' }
  | { kind: 'changeDates'; arrival: string; departure: string }
  | { kind: 'move'; fromRoomId: string; toRoomId: string };

/** What `runStayAction` gets: the action and the version of the stay it was asked on. */
export interface StayActionInput {
  action: StayAction;
  version: number;
}

/** What `runStayAction` resolves to: the stay's status and version as the server (or the outbox) keeps them. */
export interface StayAfterAction {
  status: StayLife;
  version: number;
}

export interface StayContext {
  status: StayLife;
  version: number;
  /** The action running (`working`) or waiting for "check out anyway?" (`askingCheckOut`), else null. */
  action: StayAction | null;
  /** The balance due in minor units as the money section last said (0 while unknown). */
  due: number;
  /** The last refusal (the server's error, turned into words by the screen), cleared by the next action. */
  problem: unknown;
}

export type StayEvent =
  | { type: 'stay.confirm' }
  | { type: 'stay.checkIn' }
  | { type: 'stay.checkOut' }
  | { type: 'checkOut.confirm' }
  | { type: 'checkOut.back' }
  | { type: 'stay.cancel' }
  | { type: 'stay.noShow' }
  | { type: 'stay.changeDates'; arrival: string; departure: string }
  | { type: 'stay.move'; fromRoomId: string; toRoomId: string }
  | { type: 'balance.known'; due: number };

/** The action an event asks for. */
function actionOf(event: StayEvent): StayAction | null {
  switch (event.type) {
    case 'stay.confirm':
      return { kind: 'confirm' };
    case 'stay.checkIn':
      return { kind: 'checkIn' };
    case 'stay.checkOut':
    case 'checkOut.confirm':
      return { kind: 'checkOut' };
    case 'stay.cancel':
      return { kind: 'cancel' };
    case 'stay.noShow':
      return { kind: 'noShow' };
    case 'stay.changeDates':
      return { kind: 'changeDates', arrival: event.arrival, departure: event.departure };
    case 'stay.move':
      return { kind: 'move', fromRoomId: event.fromRoomId, toRoomId: event.toRoomId };
    default:
      return null;
  }
}

const work = { target: '#stay.working', actions: 'assignAction' } as const;

/**
 * A stay's life at the front desk (issue 31): **Tentative → Confirmed → Checked in → Checked out**, or
 * **Cancelled** / **No-show**, and the one action running at a time. Each action (confirm, check in,
 * check out, cancel, no-show, extend/shorten, move) runs `runStayAction` (supplied with `.provide()`:
 * the server's `set_stay_status`, `check_in_stay`, … or the outbox for dates and moves) with the version
 * the person saw, so a stay changed meanwhile is refused, never overwritten. The answer's status picks
 * the next state; a refusal goes back to where the stay was with `problem` (a check-in refused for a
 * room not ready carries the ready rooms). Check-out with a balance due asks first ("still due — check
 * out anyway?", as activity bookings do, issue 20). Checked out, cancelled and no-show take no action.
 */
export const stayMachine = setup({
  types: machineTypes<{
    context: StayContext;
    events: StayEvent;
    input: { status: StayLife; version: number };
  }>(),
  actors: {
    runStayAction: fromPromise<StayAfterAction, StayActionInput>(async () => {
      throw new Error('runStayAction not provided');
    }),
  },
  actions: {
    assignAction: assign(({ event }) => ({ action: actionOf(event), problem: null })),
    assignDue: assign(({ event }) => {
      assertEvent(event, 'balance.known');
      return { due: event.due };
    }),
    assignAnswer: assign((_, answer: StayAfterAction) => ({
      status: answer.status,
      version: answer.version,
      action: null,
    })),
    assignProblem: assign((_, problem: unknown) => ({ problem, action: null })),
    clearAction: assign({ action: null }),
  },
  guards: {
    hasBalanceDue: ({ context }) => context.due > 0,
    isTentative: ({ context }) => context.status === 'tentative',
    isConfirmed: ({ context }) => context.status === 'confirmed',
    isCheckedIn: ({ context }) => context.status === 'checked_in',
    isCheckedOut: ({ context }) => context.status === 'checked_out',
    isCancelled: ({ context }) => context.status === 'cancelled',
  },
}).createMachine({
  id: 'stay',
  description:
    "A stay's life at the front desk: Tentative, Confirmed, Checked in, Checked out, Cancelled or No-show, and the one action running.",
  meta: { title: 'A stay (rooms and nights)' },
  context: ({ input }) => ({
    status: input.status,
    version: input.version,
    action: null,
    due: 0,
    problem: null,
  }),
  initial: 'settling',
  on: { 'balance.known': { actions: 'assignDue' } },
  states: {
    settling: {
      description: 'Picks the state of the stay’s status (at the start and after each answer).',
      always: [
        { guard: 'isTentative', target: 'tentative' },
        { guard: 'isConfirmed', target: 'confirmed' },
        { guard: 'isCheckedIn', target: 'checkedIn' },
        { guard: 'isCheckedOut', target: 'checkedOut' },
        { guard: 'isCancelled', target: 'cancelled' },
        { target: 'noShow' },
      ],
    },
    tentative: {
      description: 'Held but not promised: Confirm, change the dates, move rooms or Cancel.',
      on: { 'stay.confirm': work, 'stay.cancel': work, 'stay.changeDates': work, 'stay.move': work },
    },
    confirmed: {
      description:
        'Promised: Check in (only into a clean or inspected room), change dates, move, Cancel or No-show.',
      on: {
        'stay.checkIn': work,
        'stay.cancel': work,
        'stay.noShow': work,
        'stay.changeDates': work,
        'stay.move': work,
      },
    },
    checkedIn: {
      description: 'The guest is in: Extend or Shorten (an early departure returns nights), move, Check out.',
      on: {
        'stay.checkOut': [
          { guard: 'hasBalanceDue', target: 'askingCheckOut', actions: 'assignAction' },
          work,
        ],
        'stay.changeDates': work,
        'stay.move': work,
      },
    },
    askingCheckOut: {
      description: 'A balance is still due: "check out anyway?" — Check out anyway or Not yet.',
      on: {
        'checkOut.confirm': work,
        'checkOut.back': { target: 'checkedIn', actions: 'clearAction' },
      },
    },
    working: {
      description:
        'The action is with the server (or waits in the outbox, offline): the buttons are busy; the answer picks the next state, a refusal goes back with the reason.',
      invoke: {
        id: 'runStayAction',
        src: 'runStayAction',
        input: ({ context }) => ({ action: context.action!, version: context.version }),
        onDone: {
          target: 'settling',
          actions: { type: 'assignAnswer', params: ({ event }) => event.output },
        },
        onError: { target: 'settling', actions: { type: 'assignProblem', params: errorOf } },
      },
    },
    checkedOut: { description: 'The guest has left; the rooms are Dirty until cleaned.' },
    cancelled: { description: 'Called off: the nights are free again.' },
    noShow: { description: 'The guest never came: the nights are free again.' },
  },
});
