import type { SnapshotFrom } from 'xstate';
import {
  createDefaultAnswers,
  DEFAULT_OCCUPANCY,
  recommendModel,
  type BusinessModelName,
} from './shared/business-model';
import {
  businessModelSteps,
  stepNumberOf,
  type BusinessModelProgress,
  type BusinessModelStep,
} from './shared/business-model-wizard';
import { answer, businessModelSetup, goToOthers, reached } from './business-model/setup';
import { result } from './business-model/result';

export * from './shared/business-model-wizard';

/**
 * The Business Model wizard (spec §2–§5, §9; issue 4). One state per step, in the order of
 * {@link businessModelSteps}; `result` has `idle` and `saving` (invoking `saveResults`). Its named
 * parts are in machines/business-model/setup.ts, step 8 in machines/business-model/result.ts.
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
export const businessModelMachine = businessModelSetup.createMachine({
  id: 'businessModel',
  description:
    'The step-by-step questionnaire on the business screen. Each step asks one question about the lodge; at the end it recommends one of five business models.',
  meta: { title: 'The business model wizard' },
  context: {
    answers: createDefaultAnswers(),
    furthestStep: 1,
    occupancy: DEFAULT_OCCUPANCY,
    savedAt: null,
    figuresSummary: null,
  },
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
    result,
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
