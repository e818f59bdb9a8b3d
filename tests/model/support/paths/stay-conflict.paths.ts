import { stayConflictMachine } from '../../../../machines/stay-conflict.machine';
import { createMachineModel, type ModelEvent } from '../machine-model';
import { named, type ModelPathSet } from './path-set';

/** Issue 31: Kagiso's stay took Tent 3 for 2–4 Dec while the phone that asked for it was offline. */
export const INPUT = {
  asked: { roomId: 'r3', roomName: 'Tent 3', arrival: '2026-12-02', departure: '2026-12-04' },
  overlap: { roomName: 'Tent 3', guestName: 'Kagiso', arrival: '2026-12-02', departure: '2026-12-04' },
};
export const FREE = [{ id: 'r5', name: 'Tent 5' }];
export const LOAD_FAILED = 'The free rooms could not be read. Could not reach the server.';
export const SEND_FAILED = 'It could not be kept on this phone. The storage is full.';
export const DATES = {
  valid: { type: 'dates.submit', arrival: '2026-12-04', departure: '2026-12-06' },
  backwards: { type: 'dates.submit', arrival: '2026-12-06', departure: '2026-12-04' },
} as const;

export const EVENTS: ModelEvent[] = [
  { type: 'conflict.move' },
  { type: 'conflict.changeDates' },
  { type: 'conflict.discard' },
  { type: 'conflict.back' },
  { type: 'conflict.retry' },
  { type: 'room.pick', roomId: 'r5', roomName: 'Tent 5' },
  ...Object.values(DATES),
  { type: 'xstate.done.actor.loadFreeRooms', output: FREE },
  { type: 'xstate.error.actor.loadFreeRooms', error: new Error(LOAD_FAILED) },
  { type: 'xstate.done.actor.resend', output: undefined },
  { type: 'xstate.error.actor.resend', error: new Error(SEND_FAILED) },
  { type: 'xstate.done.actor.discard', output: undefined },
  { type: 'xstate.error.actor.discard', error: new Error(SEND_FAILED) },
];

export const model = createMachineModel(stayConflictMachine, {
  events: EVENTS,
  input: INPUT,
  // `failed`'s Try again goes back to what failed: the key says whether a choice was made.
  guardContext: (s) => s.context.choice !== null,
});
export const paths = model.getShortestPaths();

/** What stay-conflict.model.test.tsx runs. */
export const stayConflictPathSet: ModelPathSet = {
  machineId: 'stayConflict',
  runs: [{ machine: stayConflictMachine, input: INPUT, paths: named(paths) }],
};
