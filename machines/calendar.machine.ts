import { assertEvent, assign, setup } from 'xstate';
import { machineTypes } from './shared/machine-types';

export interface CalendarContext {
  /** The room of the cell selected or being booked, else null. */
  roomId: string | null;
  /** The day (`YYYY-MM-DD`) of the cell selected or being booked, else null. */
  day: string | null;
  /** The stay open, else null. */
  stayId: string | null;
}

export type CalendarEvent =
  | { type: 'cell.tap'; roomId: string; day: string }
  | { type: 'stay.tap'; stayId: string }
  | { type: 'stay.booked'; stayId: string }
  | { type: 'dialog.close' }
  | { type: 'selection.clear' };

/**
 * The rooms calendar's selection (issue 31, /bookings/calendar): nothing chosen (`idle`); a tap on an
 * empty cell opens **New stay** with that room and arrival (`creating`); closing it leaves the cell
 * marked (`cellSelected`, so the person sees where they were and focus returns there); a tap on a bar
 * opens that stay (`stayOpen`), and a stay just booked opens the same way. Moving the calendar (other
 * days) clears the selection.
 */
export const calendarMachine = setup({
  types: machineTypes<{ context: CalendarContext; events: CalendarEvent }>(),
  actions: {
    assignCell: assign(({ event }) => {
      assertEvent(event, 'cell.tap');
      return { roomId: event.roomId, day: event.day, stayId: null };
    }),
    assignStay: assign(({ event }) => {
      assertEvent(event, ['stay.tap', 'stay.booked']);
      return { stayId: event.stayId };
    }),
    clearStay: assign({ stayId: null }),
    clearAll: assign({ roomId: null, day: null, stayId: null }),
  },
}).createMachine({
  id: 'calendar',
  description: 'The rooms calendar: which cell or stay is chosen, and whether New stay is open.',
  meta: { title: 'The rooms calendar' },
  context: { roomId: null, day: null, stayId: null },
  initial: 'idle',
  on: {
    'selection.clear': { target: '.idle', actions: 'clearAll' },
  },
  states: {
    idle: {
      description: 'Rooms by days; nothing chosen.',
      on: {
        'cell.tap': { target: 'creating', actions: 'assignCell' },
        'stay.tap': { target: 'stayOpen', actions: 'assignStay' },
      },
    },
    cellSelected: {
      description:
        'A cell stays marked after New stay was closed without booking; tap it (or another) to book.',
      on: {
        'cell.tap': { target: 'creating', actions: 'assignCell' },
        'stay.tap': { target: 'stayOpen', actions: ['clearAll', 'assignStay'] },
      },
    },
    creating: {
      description: 'New stay is open with the cell’s room and arrival filled in.',
      on: {
        'dialog.close': 'cellSelected',
        'stay.booked': { target: 'stayOpen', actions: ['clearAll', 'assignStay'] },
      },
    },
    stayOpen: {
      description: 'The stay tapped (or just booked) is open: its status, rooms, actions and money.',
      on: {
        'dialog.close': { target: 'idle', actions: 'clearStay' },
      },
    },
  },
});
