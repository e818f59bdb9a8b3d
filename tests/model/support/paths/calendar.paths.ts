import { calendarMachine } from '../../../../machines/calendar.machine';
import { createMachineModel, type ModelEvent } from '../machine-model';
import { named, type ModelPathSet } from './path-set';

export const EVENTS: ModelEvent[] = [
  { type: 'cell.tap', roomId: 'tent3', day: '2026-12-02' },
  { type: 'stay.tap', stayId: 's1' },
  { type: 'stay.booked', stayId: 's2' },
  { type: 'dialog.close' },
  { type: 'selection.clear' },
];

export const model = createMachineModel(calendarMachine, { events: EVENTS });
export const paths = model.getShortestPaths();

/** What calendar.model.test.tsx runs. */
export const calendarPathSet: ModelPathSet = {
  machineId: 'calendar',
  runs: [{ machine: calendarMachine, paths: named(paths) }],
};
