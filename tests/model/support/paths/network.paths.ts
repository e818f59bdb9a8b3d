import { networkMachine } from '../../../../machines/network.machine';
import { createMachineModel, type ModelEvent } from '../machine-model';
import { named, type ModelPathSet } from './path-set';

export const EVENTS: ModelEvent[] = [{ type: 'network.online' }, { type: 'network.offline' }];

export const model = createMachineModel(networkMachine, { events: EVENTS });
export const paths = model.getShortestPaths();

/** What network.model.test.tsx runs. */
export const networkPathSet: ModelPathSet = {
  machineId: 'network',
  runs: [{ machine: networkMachine, paths: named(paths) }],
};
