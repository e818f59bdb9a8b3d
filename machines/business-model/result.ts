import { recommendModel } from '../shared/business-model';
import { businessModelSetup, goToOthers, reached } from './setup';

/**
 * Step 8, `result`: the recommendation with the yearly figures. `idle` takes `results.save` (`saving`
 * runs `saveResults`, which writes the record and returns the time, so the machine holds no clock, and
 * emits a notification either way) and `roi.useFigures` (issue 20: `loadingFigures` runs
 * `loadLodgeFigures`: figures fill current accommodation's price and cost and the occupancy; none
 * leaves the calculator as it was and says so, `noHistory`; a failure is reported).
 */
export const result = businessModelSetup.createStateConfig({
  description: 'Step 8: the recommended business model, with the yearly figures for the chosen occupancy.',
  entry: reached('result'),
  initial: 'idle',
  on: {
    'wizard.back': 'goals',
    'wizard.goTo': goToOthers('result'),
    'occupancy.set': { actions: 'setOccupancy' },
  },
  states: {
    idle: {
      description: 'The recommendation shows; it can be saved.',
      on: { 'results.save': 'saving', 'roi.useFigures': 'loadingFigures' },
    },
    loadingFigures: {
      description:
        "Reading the last 12 months of the lodge's own bookings to fill in the calculator's price, cost and occupancy.",
      invoke: {
        id: 'loadLodgeFigures',
        src: 'loadLodgeFigures',
        onDone: [
          {
            guard: { type: 'hasFigures', params: ({ event }) => ({ figures: event.output }) },
            target: 'idle',
            actions: [
              { type: 'applyFigures', params: ({ event }) => event.output! },
              { type: 'notifyFiguresUsed', params: ({ event }) => event.output! },
            ],
          },
          { target: 'noHistory' },
        ],
        onError: { target: 'idle', actions: 'notifyFiguresFailed' },
      },
    },
    noHistory: {
      description:
        'The lodge sold no priced nights in the last 12 months, so the calculator keeps its own figures and says so.',
      on: { 'results.save': 'saving', 'roi.useFigures': 'loadingFigures' },
    },
    saving: {
      description: 'Saving the results on this phone; Back and the step dots wait until it is done.',
      // Leaving mid-save would drop the confirmation; the write takes a moment, so hold still.
      on: { 'wizard.back': {}, 'wizard.goTo': {}, 'wizard.restore': {} },
      invoke: {
        id: 'saveResults',
        src: 'saveResults',
        input: ({ context }) => ({
          answers: context.answers,
          occupancy: context.occupancy,
          recommendation: recommendModel(context.answers),
        }),
        onDone: {
          target: 'idle',
          actions: [{ type: 'assignSavedAt', params: ({ event }) => event.output }, 'notifySaved'],
        },
        onError: { target: 'idle', actions: 'notifySaveFailed' },
      },
    },
  },
});
