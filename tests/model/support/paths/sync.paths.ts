import { syncMachine } from '../../../../machines/sync.machine';
import { createMachineModel, type ModelEvent } from '../machine-model';
import { named, type ModelPathSet } from './path-set';

export const EVENTS: ModelEvent[] = [
  { type: 'network.online' },
  { type: 'network.offline' },
  { type: 'sync.request' },
  { type: 'xstate.done.actor.pushOutbox' },
  { type: 'xstate.error.actor.pushOutbox', error: new TypeError('Failed to fetch') },
  { type: 'xstate.done.actor.pullDayPack' },
  { type: 'xstate.error.actor.pullDayPack', error: new TypeError('Failed to fetch') },
  { type: 'xstate.after.backoff.sync.error' },
  { type: 'xstate.after.syncInterval.sync.idle' },
];

/** Backoff grows with failures: the model keys states by it, up to the second failure in a row. */
export const model = createMachineModel(syncMachine, {
  events: EVENTS,
  guardContext: (s) => Math.min(s.context.failures, 2),
  offer: (s, e) => !(e.type.startsWith('xstate.error') && s.context.failures >= 2),
});
export const paths = model.getShortestPaths();

/** What sync.model.test.tsx runs. */
export const syncPathSet: ModelPathSet = {
  machineId: 'sync',
  runs: [{ machine: syncMachine, paths: named(paths) }],
};
