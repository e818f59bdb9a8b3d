import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Notification } from './shared/auth-types';
import {
  createDefaultAnswers,
  DEFAULT_OCCUPANCY,
  recommendModel,
  sanitizeDistance,
  sanitizeMoney,
  sanitizeOccupancy,
  sanitizeStayLength,
  toggleChannel,
  toggleMonth,
  type BusinessModelName,
  type OfferingHorizon,
} from './shared/business-model';
import {
  businessModelSteps,
  clampStep,
  stepNumberOf,
  type BusinessModelContext,
  type BusinessModelEvent,
  type BusinessModelProgress,
  type BusinessModelStep,
  type LoadLodgeFiguresOutput,
  type LodgeFigures,
  type SaveResultsInput,
  type SaveResultsOutput,
} from './shared/business-model-wizard';

export * from './shared/business-model-wizard';

/** Where a restore lands: the saved step, but never beyond the furthest step reached. */
function restoreStepOf(progress: BusinessModelProgress): number {
  const furthest = clampStep(progress.furthestStep);
  return Math.min(clampStep(progress.step), furthest);
}

const horizonKey = { current: 'currentOfferings', future: 'futureOfferings' } as const;

/** `wizard.goTo` transitions for every step but `from` (going to the current step is no transition). */
function goToOthers(from: BusinessModelStep) {
  return businessModelSteps
    .filter((step) => step !== from)
    .map((step) => ({
      guard: { type: 'canGoTo' as const, params: { step: stepNumberOf(step) } },
      target: `#businessModel.${step}`,
    }));
}

/** Entry action recording that step N has been reached. */
function reached(step: BusinessModelStep) {
  return { type: 'recordReached' as const, params: { step: stepNumberOf(step) } };
}

/** An answer transition: the sanitising assign, then forgetting a save of the previous answers. */
function answer<A extends string>(action: A) {
  return { actions: [action, 'forgetSave' as const] };
}

/**
 * The Business Model wizard (spec §2–§5, §9; issue 4). One state per step, in the order of
 * {@link businessModelSteps}; `result` has `idle` and `saving` (invoking `saveResults`).
 *
 * - `wizard.next` / `wizard.back` move one step (no `next` on step 8, no `back` on step 1); no step is
 *   required. `wizard.goTo` only reaches a step already reached (`canGoTo`). `wizard.restore` resumes
 *   saved progress at its step (never past its furthest step).
 * - The recommendation is derived from the answers ({@link selectRecommendation}), never stored.
 * - `results.save` runs `saveResults` (supplied with `.provide()`; it writes the record and returns the
 *   time, so the machine holds no clock) and emits a notification either way.
 * - `roi.useFigures` (issue 20: Use our figures) runs `loadLodgeFigures` (supplied with `.provide()`):
 *   figures fill current accommodation's price and cost and the occupancy; none (no accommodation sold
 *   in 12 months) leaves the calculator as it was and says so (`noHistory`); a failure is reported.
 */
export const businessModelMachine = setup({
  types: {
    context: {} as BusinessModelContext,
    events: {} as BusinessModelEvent,
    emitted: {} as Notification,
  },
  actors: {
    saveResults: fromPromise<SaveResultsOutput, SaveResultsInput>(async () => {
      throw new Error('saveResults not provided');
    }),
    loadLodgeFigures: fromPromise<LoadLodgeFiguresOutput>(async () => {
      throw new Error('loadLodgeFigures not provided');
    }),
  },
  guards: {
    canGoTo: ({ context, event }, params: { step: number }) =>
      event.type === 'wizard.goTo' && event.step === params.step && params.step <= context.furthestStep,
    isRestoringTo: ({ event }, params: { step: number }) =>
      event.type === 'wizard.restore' && restoreStepOf(event.progress) === params.step,
    /** Issue 20: Use our figures — the lodge sold accommodation in the last 12 months. */
    hasFigures: (_, params: { figures: LoadLodgeFiguresOutput }) => params.figures !== null,
    isForHorizon: ({ event }, params: { horizon: OfferingHorizon }) =>
      'horizon' in event && event.horizon === params.horizon,
  },
  actions: {
    recordReached: assign({
      furthestStep: ({ context }, params: { step: number }) => Math.max(context.furthestStep, params.step),
    }),
    restoreProgress: assign(({ event }) => {
      if (event.type !== 'wizard.restore') return {};
      const { answers, furthestStep, occupancy, savedAt } = event.progress;
      return {
        answers,
        furthestStep: clampStep(furthestStep),
        occupancy: sanitizeOccupancy(occupancy),
        savedAt: typeof savedAt === 'string' ? savedAt : null,
      };
    }),
    toggleOffering: assign({
      answers: ({ context: { answers }, event }) => {
        if (event.type !== 'offering.toggle') return answers;
        const set = answers[horizonKey[event.horizon]];
        const offering = set[event.offering];
        return {
          ...answers,
          [horizonKey[event.horizon]]: {
            ...set,
            [event.offering]: { ...offering, selected: !offering.selected },
          },
        };
      },
    }),
    setOfferingAmount: assign({
      answers: ({ context: { answers }, event }) => {
        if (event.type !== 'offering.setAmount') return answers;
        const set = answers[horizonKey[event.horizon]];
        const offering = { ...set[event.offering], [event.field]: sanitizeMoney(event.value) };
        return { ...answers, [horizonKey[event.horizon]]: { ...set, [event.offering]: offering } };
      },
    }),
    setStayLength: assign({
      answers: ({ context: { answers }, event }) =>
        event.type === 'stay.setLength'
          ? { ...answers, stayLength: sanitizeStayLength(event.value) }
          : answers,
    }),
    setDistance: assign({
      answers: ({ context: { answers }, event }) =>
        event.type === 'distance.set'
          ? { ...answers, [event.distance]: sanitizeDistance(event.value) }
          : answers,
    }),
    toggleClosedMonth: assign({
      answers: ({ context: { answers }, event }) =>
        event.type === 'month.toggle'
          ? { ...answers, closedMonths: toggleMonth(answers.closedMonths, event.month) }
          : answers,
    }),
    toggleSellingChannel: assign({
      answers: ({ context: { answers }, event }) =>
        event.type === 'channel.toggle'
          ? { ...answers, sellingChannels: toggleChannel(answers.sellingChannels, event.channel) }
          : answers,
    }),
    toggleGoal: assign({
      answers: ({ context: { answers }, event }) =>
        event.type === 'goal.toggle'
          ? { ...answers, goals: { ...answers.goals, [event.goal]: !answers.goals[event.goal] } }
          : answers,
    }),
    setOccupancy: assign({
      occupancy: ({ context, event }) =>
        event.type === 'occupancy.set' ? sanitizeOccupancy(event.value) : context.occupancy,
    }),
    forgetSave: assign({ savedAt: null }),
    /**
     * Issue 20: Use our figures. Current accommodation takes the lodge's price and cost (switched on:
     * the lodge sells it); the occupancy only when the lodge has a capacity to measure it against.
     */
    applyFigures: assign(({ context }, figures: LodgeFigures) => ({
      answers: {
        ...context.answers,
        currentOfferings: {
          ...context.answers.currentOfferings,
          accommodation: {
            selected: true,
            price: sanitizeMoney(figures.price),
            cost: sanitizeMoney(figures.cost),
          },
        },
      },
      occupancy: figures.occupancy === null ? context.occupancy : sanitizeOccupancy(figures.occupancy),
      savedAt: null,
    })),
    notifyFiguresUsed: emit((_, figures: LodgeFigures) => ({
      type: 'notification' as const,
      tone: 'success' as const,
      title: 'Filled from your bookings',
      message: figures.summary,
    })),
    notifyFiguresFailed: emit({
      type: 'notification',
      tone: 'error',
      title: 'Could not read your figures',
      message: 'The calculator keeps its figures. Please try again.',
    } as const),
    assignSavedAt: assign({ savedAt: (_, params: SaveResultsOutput) => params.savedAt }),
    notifySaved: emit({ type: 'notification', tone: 'success', title: 'Results saved' } as const),
    notifySaveFailed: emit({
      type: 'notification',
      tone: 'error',
      title: 'Could not save results',
      message: 'Your answers are still here. Please try again.',
    } as const),
  },
}).createMachine({
  id: 'businessModel',
  description:
    'The step-by-step questionnaire on the business screen. Each step asks one question about the lodge; at the end it recommends one of five business models.',
  meta: { title: 'The business model wizard' },
  context: { answers: createDefaultAnswers(), furthestStep: 1, occupancy: DEFAULT_OCCUPANCY, savedAt: null },
  initial: 'currentOfferings',
  on: {
    'wizard.restore': businessModelSteps.map((step) => ({
      guard: { type: 'isRestoringTo' as const, params: { step: stepNumberOf(step) } },
      target: `.${step}`,
      actions: 'restoreProgress' as const,
    })),
  },
  states: {
    currentOfferings: {
      description: 'Step 1: what the lodge offers guests today (rooms, meals, guided walks…).',
      entry: reached('currentOfferings'),
      on: {
        'wizard.next': 'futureOfferings',
        'wizard.goTo': goToOthers('currentOfferings'),
        'offering.toggle': {
          guard: { type: 'isForHorizon', params: { horizon: 'current' } },
          actions: ['toggleOffering', 'forgetSave'],
        },
        'offering.setAmount': {
          guard: { type: 'isForHorizon', params: { horizon: 'current' } },
          actions: ['setOfferingAmount', 'forgetSave'],
        },
      },
    },
    futureOfferings: {
      description: 'Step 2: what the lodge would like to offer later.',
      entry: reached('futureOfferings'),
      on: {
        'wizard.next': 'stayLength',
        'wizard.back': 'currentOfferings',
        'wizard.goTo': goToOthers('futureOfferings'),
        'offering.toggle': {
          guard: { type: 'isForHorizon', params: { horizon: 'future' } },
          actions: ['toggleOffering', 'forgetSave'],
        },
        'offering.setAmount': {
          guard: { type: 'isForHorizon', params: { horizon: 'future' } },
          actions: ['setOfferingAmount', 'forgetSave'],
        },
      },
    },
    stayLength: {
      description: 'Step 3: how many nights guests usually stay.',
      entry: reached('stayLength'),
      on: {
        'wizard.next': 'travelDistances',
        'wizard.back': 'futureOfferings',
        'wizard.goTo': goToOthers('stayLength'),
        'stay.setLength': answer('setStayLength'),
      },
    },
    travelDistances: {
      description: 'Step 4: how far guests travel to reach the lodge.',
      entry: reached('travelDistances'),
      on: {
        'wizard.next': 'closedMonths',
        'wizard.back': 'stayLength',
        'wizard.goTo': goToOthers('travelDistances'),
        'distance.set': answer('setDistance'),
      },
    },
    closedMonths: {
      description: 'Step 5: the months the lodge is closed.',
      entry: reached('closedMonths'),
      on: {
        'wizard.next': 'sellingChannels',
        'wizard.back': 'travelDistances',
        'wizard.goTo': goToOthers('closedMonths'),
        'month.toggle': answer('toggleClosedMonth'),
      },
    },
    sellingChannels: {
      description: 'Step 6: where the lodge sells its stays (its own site, agencies, booking sites…).',
      entry: reached('sellingChannels'),
      on: {
        'wizard.next': 'goals',
        'wizard.back': 'closedMonths',
        'wizard.goTo': goToOthers('sellingChannels'),
        'channel.toggle': answer('toggleSellingChannel'),
      },
    },
    goals: {
      description: 'Step 7: what the community wants most from the lodge.',
      entry: reached('goals'),
      on: {
        'wizard.next': 'result',
        'wizard.back': 'sellingChannels',
        'wizard.goTo': goToOthers('goals'),
        'goal.toggle': answer('toggleGoal'),
      },
    },
    result: {
      description:
        'Step 8: the recommended business model, with the yearly figures for the chosen occupancy.',
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
    },
  },
});

/** The machine's type, for `ActorRefFrom`/`SnapshotFrom`. */
export type BusinessModelMachine = typeof businessModelMachine;
/** A snapshot of the wizard. */
export type BusinessModelSnapshot = SnapshotFrom<BusinessModelMachine>;

/** The step the snapshot is on. */
export function selectStep(snapshot: BusinessModelSnapshot): BusinessModelStep {
  return businessModelSteps.find((step) => snapshot.matches(step)) ?? 'currentOfferings';
}

/** The step number (1–8) the snapshot is on. */
export function selectStepNumber(snapshot: BusinessModelSnapshot): number {
  return stepNumberOf(selectStep(snapshot));
}

/** The recommended model (spec §4), derived from the answers on every read. */
export function selectRecommendation(snapshot: BusinessModelSnapshot): BusinessModelName {
  return recommendModel(snapshot.context.answers);
}

/** What to keep between visits (see {@link BusinessModelProgress}). */
export function selectProgress(snapshot: BusinessModelSnapshot): BusinessModelProgress {
  return { ...snapshot.context, step: selectStepNumber(snapshot) };
}
