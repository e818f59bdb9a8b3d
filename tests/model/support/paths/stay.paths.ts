import { stayMachine } from '../../../../machines/stay.machine';
import { createMachineModel, type ModelEvent } from '../machine-model';
import { named, type ModelPathSet } from './path-set';

/** The stay machine starts in each status; the answers are the server's. */
export const EVENTS: ModelEvent[] = [
  { type: 'stay.confirm' },
  { type: 'stay.checkIn' },
  { type: 'stay.checkOut' },
  { type: 'checkOut.confirm' },
  { type: 'checkOut.back' },
  { type: 'stay.cancel' },
  { type: 'stay.noShow' },
  { type: 'stay.changeDates', arrival: '2026-12-02', departure: '2026-12-04' },
  { type: 'stay.move', fromRoomId: 'tent3', toRoomId: 'tent5' },
  { type: 'balance.known', due: 35000 },
  { type: 'xstate.done.actor.runStayAction', output: { status: 'confirmed', version: 2 } },
  { type: 'xstate.done.actor.runStayAction', output: { status: 'checked_in', version: 3 } },
  { type: 'xstate.done.actor.runStayAction', output: { status: 'checked_out', version: 4 } },
  { type: 'xstate.done.actor.runStayAction', output: { status: 'cancelled', version: 2 } },
  { type: 'xstate.done.actor.runStayAction', output: { status: 'no_show', version: 2 } },
  { type: 'xstate.error.actor.runStayAction', error: { code: 'P0001', message: 'room_not_ready' } },
];

const model = (status: string) =>
  createMachineModel(stayMachine, {
    events: EVENTS,
    input: { status, version: 1 },
    guardContext: (s) => ({ status: s.context.status, due: s.context.due > 0 }),
    // One answer per status reached: keeps the paths bounded.
    offer: (s, e) => e.type !== 'balance.known' || s.matches('checkedIn'),
  });

export const tentativePaths = model('tentative').getShortestPaths();

/** What stay.model.test.tsx runs. */
export const stayPathSet: ModelPathSet = {
  machineId: 'stay',
  runs: [{ machine: stayMachine, paths: named(tentativePaths), input: { status: 'tentative', version: 1 } }],
};
