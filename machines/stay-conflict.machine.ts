import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { machineTypes } from './shared/machine-types';
import { errorOf } from './shared/errors';

/** The stay that holds the room (issue 31: from the refusal's `23P01` details). */
export interface StayOverlap {
  roomName: string;
  guestName: string;
  /** `YYYY-MM-DD`, departure exclusive. */
  arrival: string;
  departure: string;
  /** The room was put out of order for those nights (no guest holds it). */
  outOfOrder?: boolean;
}

/** The nights the refused write asked for. */
export interface AskedNights {
  /** The room it asked for (the one taken meanwhile). */
  roomId: string;
  roomName: string;
  arrival: string;
  departure: string;
}

/** A room free for the asked nights (`public.free_rooms`). */
export interface FreeRoom {
  id: string;
  name: string;
}

/** What the person chose to send instead. */
export type ConflictChoice =
  { kind: 'move'; roomId: string; roomName: string } | { kind: 'dates'; arrival: string; departure: string };

export type StayConflictEvent =
  | { type: 'conflict.move' }
  | { type: 'conflict.changeDates' }
  | { type: 'conflict.discard' }
  | { type: 'conflict.back' }
  | { type: 'conflict.retry' }
  | { type: 'room.pick'; roomId: string; roomName: string }
  | { type: 'dates.submit'; arrival: string; departure: string };

export interface StayConflictContext {
  asked: AskedNights;
  overlap: StayOverlap | null;
  freeRooms: FreeRoom[];
  choice: ConflictChoice | null;
  /** What the person must fix (dates out of order), or why sending failed; null when none. */
  problem: string | null;
}

export interface StayConflictInput {
  asked: AskedNights;
  overlap: StayOverlap | null;
}

/** Said when the departure is not after the arrival, or the stay is longer than a year. */
export const DATES_PROBLEM = 'The departure must be after the arrival, and a stay at most 365 nights.';

const nightsBetween = (arrival: string, departure: string) =>
  Math.round((Date.parse(`${departure}T00:00:00Z`) - Date.parse(`${arrival}T00:00:00Z`)) / 86_400_000);

/** Whether `[arrival, departure)` is 1 to 365 nights (the database's rule on a stay, issue 31). */
export const isStayRange = (arrival: string, departure: string): boolean => {
  const nights = nightsBetween(arrival, departure);
  return Number.isFinite(nights) && nights >= 1 && nights <= 365;
};

const roomsOf = ({ event }: { event: { output: FreeRoom[] } }) => event.output;

/**
 * A stay write refused offline-to-online (issue 31 "Availability holds offline"): the room was taken
 * meanwhile (`23P01`), nothing was overwritten, and the person settles it from **Needs attention**:
 * `reviewing` (the plain words: "Tent 3 was booked by Kagiso for 2–4 Dec while you were offline") →
 * **Move to** (`choosingRoom`: the rooms free for those nights are asked for, `loadFreeRooms`, and
 * listed; a tap sends it there), **Change dates** (`choosingDates`: new nights, checked 1–365) or
 * **Discard** (`discarding`, after the guest's details can be copied) → `sending` (`resend`: the write
 * goes back to the outbox as chosen) → `resolved`; or `discarded`. A failed load or send is said in
 * words (`failed`, `loadFailed`) and can be tried again; nothing is lost meanwhile. Actors are
 * supplied with `.provide()` (the Needs attention card).
 */
export const stayConflictMachine = setup({
  types: machineTypes<{
    context: StayConflictContext;
    events: StayConflictEvent;
    input: StayConflictInput;
  }>(),
  actors: {
    loadFreeRooms: fromPromise<FreeRoom[], AskedNights>(async () => {
      throw new Error('loadFreeRooms not provided');
    }),
    resend: fromPromise<void, ConflictChoice>(async () => {
      throw new Error('resend not provided');
    }),
    discard: fromPromise<void, void>(async () => {
      throw new Error('discard not provided');
    }),
  },
  guards: {
    hasChoice: ({ context }) => context.choice !== null,
    isStayRange: ({ event }) => {
      assertEvent(event, 'dates.submit');
      return isStayRange(event.arrival, event.departure);
    },
  },
  actions: {
    assignFreeRooms: assign({ freeRooms: (_, rooms: FreeRoom[]) => rooms, problem: null }),
    assignRoomChoice: assign(({ event }) => {
      assertEvent(event, 'room.pick');
      return {
        choice: { kind: 'move' as const, roomId: event.roomId, roomName: event.roomName },
        problem: null,
      };
    }),
    assignDatesChoice: assign(({ event }) => {
      assertEvent(event, 'dates.submit');
      return {
        choice: { kind: 'dates' as const, arrival: event.arrival, departure: event.departure },
        problem: null,
      };
    }),
    assignDatesProblem: assign({ problem: DATES_PROBLEM }),
    assignFailure: assign({
      problem: (_, error: unknown) =>
        error instanceof Error && error.message ? error.message : 'It did not go through.',
    }),
    clearProblem: assign({ problem: null }),
    clearChoice: assign({ choice: null, problem: null }),
  },
}).createMachine({
  id: 'stayConflict',
  description:
    'A stay saved with no signal found its room taken when it was sent. Nothing was overwritten: the person moves it to a free room, changes its dates, or discards it.',
  meta: { title: 'A stay whose room was taken while offline' },
  context: ({ input }) => ({
    asked: input.asked,
    overlap: input.overlap,
    freeRooms: [],
    choice: null,
    problem: null,
  }),
  initial: 'reviewing',
  states: {
    reviewing: {
      description:
        'Needs attention says who holds the room and for which nights, and offers Move to, Change dates and Discard.',
      on: {
        'conflict.move': { target: 'choosingRoom', actions: 'clearProblem' },
        'conflict.changeDates': { target: 'choosingDates', actions: 'clearProblem' },
        'conflict.discard': { target: 'discarding', actions: 'clearChoice' },
      },
    },
    choosingRoom: {
      description: 'Move to: the rooms free for every asked night.',
      initial: 'loading',
      on: { 'conflict.back': '#stayConflict.reviewing' },
      states: {
        loading: {
          description: 'Asking the lodge which rooms are free for those nights.',
          invoke: {
            id: 'loadFreeRooms',
            src: 'loadFreeRooms',
            input: ({ context }) => context.asked,
            onDone: {
              target: 'listing',
              actions: { type: 'assignFreeRooms', params: roomsOf },
            },
            onError: {
              target: 'loadFailed',
              actions: { type: 'assignFailure', params: errorOf },
            },
          },
        },
        listing: {
          description: 'The free rooms are listed (or none are); a tap on one sends the stay there.',
          on: { 'room.pick': { target: '#stayConflict.sending', actions: 'assignRoomChoice' } },
        },
        loadFailed: {
          description: 'The free rooms could not be read (no signal); Try again asks again.',
          on: { 'conflict.retry': 'loading' },
        },
      },
    },
    choosingDates: {
      description: 'Change dates: new arrival and departure for the same room.',
      on: {
        'conflict.back': 'reviewing',
        'dates.submit': [
          { guard: 'isStayRange', target: 'sending', actions: 'assignDatesChoice' },
          { actions: 'assignDatesProblem' },
        ],
      },
    },
    sending: {
      description: 'The stay goes back to the outbox as chosen; the lodge decides again when it is sent.',
      invoke: {
        id: 'resend',
        src: 'resend',
        input: ({ context }) => context.choice ?? { kind: 'move', roomId: '', roomName: '' },
        onDone: 'resolved',
        onError: { target: 'failed', actions: { type: 'assignFailure', params: errorOf } },
      },
    },
    failed: {
      description:
        'The choice (or the discard) could not be kept on this phone; it says why, and Try again or Back.',
      on: {
        'conflict.retry': [{ guard: 'hasChoice', target: 'sending' }, { target: 'discarding' }],
        'conflict.back': 'reviewing',
      },
    },
    discarding: {
      description:
        'The refused stay is removed from Needs attention (its guest’s details were offered to copy).',
      invoke: {
        id: 'discard',
        src: 'discard',
        onDone: 'discarded',
        onError: { target: 'failed', actions: { type: 'assignFailure', params: errorOf } },
      },
    },
    resolved: { type: 'final', description: 'Sent on as chosen: it leaves Needs attention.' },
    discarded: { type: 'final', description: 'Discarded: nothing of it was kept on the lodge.' },
  },
});
