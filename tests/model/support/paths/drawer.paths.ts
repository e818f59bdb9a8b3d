import { drawerMachine } from '../../../../machines/drawer.machine';
import { createMachineModel, type ModelEvent } from '../machine-model';
import { named, type ModelPathSet } from './path-set';

/** `drawer.close` has two ways in: Escape (Mantine's Drawer) and a tap on the link of the page already shown. */
export const EVENTS: ModelEvent[] = [
  { type: 'drawer.close', via: 'escape' },
  { type: 'drawer.close', via: 'current page link' },
  { type: 'drawer.toggle' },
  { type: 'route.changed' },
  { type: 'auth.signOut' },
];

export const model = createMachineModel(drawerMachine, { events: EVENTS });
export const paths = model.getShortestPaths();

/** What drawer.model.test.tsx runs. */
export const drawerPathSet: ModelPathSet = {
  machineId: 'drawer',
  runs: [{ machine: drawerMachine, paths: named(paths) }],
};
