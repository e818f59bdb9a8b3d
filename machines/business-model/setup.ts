import { assign, emit, fromPromise, setup } from 'xstate';
import { machineTypes } from '../shared/machine-types';
import type { Notification } from '../shared/auth-types';
import {
  sanitizeDistance,
  sanitizeMoney,
  sanitizeOccupancy,
  sanitizeStayLength,
  toggleChannel,
  toggleMonth,
  type OfferingHorizon,
} from '../shared/business-model';
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
} from '../shared/business-model-wizard';

/** Where a restore lands: the saved step, but never beyond the furthest step reached. */
function restoreStepOf(progress: BusinessModelProgress): number {
  const furthest = clampStep(progress.furthestStep);
  return Math.min(clampStep(progress.step), furthest);
}

const horizonKey = { current: 'currentOfferings', future: 'futureOfferings' } as const;

/** Issue 31: the answer Use our figures fills — the lodge's current accommodation (price, cost, on). */
function isLodgeFigure(event: { horizon: OfferingHorizon; offering: string }): boolean {
  return event.horizon === 'current' && event.offering === 'accommodation';
}

/** `wizard.goTo` transitions for every step but `from` (going to the current step is no transition). */
export function goToOthers(from: BusinessModelStep) {
  return businessModelSteps
    .filter((step) => step !== from)
    .map((step) => ({
      guard: { type: 'canGoTo' as const, params: { step: stepNumberOf(step) } },
      target: `#businessModel.${step}`,
    }));
}

/** Entry action recording that step N has been reached. */
export function reached(step: BusinessModelStep) {
  return { type: 'recordReached' as const, params: { step: stepNumberOf(step) } };
}

/** An answer transition: the sanitising assign, then forgetting a save of the previous answers. */
export function answer<A extends string>(action: A) {
  return { actions: [action, 'forgetSave' as const] };
}

/**
 * The wizard's named parts (machines/business-model.machine.ts): its actors (`saveResults`,
 * `loadLodgeFigures`, supplied with `.provide()`; the placeholders throw), guards and the answers'
 * sanitising assigns.
 */
export const businessModelSetup = setup({
  types: machineTypes<{
    context: BusinessModelContext;
    events: BusinessModelEvent;
    emitted: Notification;
  }>(),
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
      const { answers, furthestStep, occupancy, savedAt, figuresSummary } = event.progress;
      return {
        answers,
        furthestStep: clampStep(furthestStep),
        occupancy: sanitizeOccupancy(occupancy),
        savedAt: typeof savedAt === 'string' ? savedAt : null,
        figuresSummary: typeof figuresSummary === 'string' ? figuresSummary : null,
      };
    }),
    toggleOffering: assign({
      figuresSummary: ({ context, event }) =>
        event.type === 'offering.toggle' && isLodgeFigure(event) ? null : context.figuresSummary,
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
      figuresSummary: ({ context, event }) =>
        event.type === 'offering.setAmount' && isLodgeFigure(event) ? null : context.figuresSummary,
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
      figuresSummary: null,
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
      figuresSummary: figures.summary,
    })),
    /** The toast says it happened; what was filled stays in words beside the calculator (figuresSummary). */
    notifyFiguresUsed: emit({
      type: 'notification',
      tone: 'success',
      title: 'Filled from your bookings',
    } as const),
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
});
