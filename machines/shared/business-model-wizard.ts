import type {
  BusinessModelAnswers,
  BusinessModelName,
  ChannelKey,
  DistanceKey,
  GoalKey,
  OfferingHorizon,
  OfferingKey,
} from './business-model';
import { WIZARD_STEP_COUNT } from './business-model';

/*
 * The wizard's vocabulary: its ordered steps, context, events and step arithmetic. Kept apart from
 * the statechart (machines/business-model.machine.ts, which re-exports all of it) so each file reads
 * on its own.
 */

/**
 * The eight wizard steps in order (spec §2, §9): step N is `businessModelSteps[N - 1]`.
 * Steps 1–7 collect the answers of spec §3; step 8 shows the result and the ROI calculator.
 */
export const businessModelSteps = [
  'currentOfferings',
  'futureOfferings',
  'stayLength',
  'travelDistances',
  'closedMonths',
  'sellingChannels',
  'goals',
  'result',
] as const;

/** One of {@link businessModelSteps}. */
export type BusinessModelStep = (typeof businessModelSteps)[number];

/**
 * Context. `answers` are spec §3's; `furthestStep` (1–8) is the furthest step reached, which is what
 * `wizard.goTo` checks; `occupancy` is the ROI slider in whole percent (0–100, spec §9 default 60);
 * `savedAt` is the ISO time of the last "Save Results" for these answers, else null.
 */
export interface BusinessModelContext {
  answers: BusinessModelAnswers;
  furthestStep: number;
  occupancy: number;
  savedAt: string | null;
  /**
   * Issue 31: what Use our figures filled in, in words (`LodgeFigures.summary`), shown beside the
   * calculator while those figures stand; null before it was used and once the person changes the
   * accommodation's price, cost or the occupancy by hand (they are no longer the lodge's own).
   */
  figuresSummary: string | null;
}

/** What is kept between visits: the context plus the step the manager was on (1–8). */
export interface BusinessModelProgress extends BusinessModelContext {
  step: number;
}

/** What `saveResults` receives: the answers, the occupancy and the recommendation being saved. */
export interface SaveResultsInput {
  answers: BusinessModelAnswers;
  occupancy: number;
  recommendation: BusinessModelName;
}

/** What `saveResults` resolves with: when the record was written (ISO time, from outside the machine). */
export interface SaveResultsOutput {
  savedAt: string;
}

/**
 * The lodge's own figures for the ROI calculator (issue 20: Use our figures), from the last 12 months
 * of its bookings: accommodation's average `price` and `cost` per night in whole units of the lodge's
 * currency, and `occupancy` in whole percent (null while the lodge has no capacity set: the slider
 * stays). `summary` is the plain sentence the wizard shows once they are in.
 */
export interface LodgeFigures {
  price: number;
  cost: number;
  occupancy: number | null;
  summary: string;
}

/** What `loadLodgeFigures` resolves with: the figures, or null when no accommodation was sold. */
export type LoadLodgeFiguresOutput = LodgeFigures | null;

/** Money fields of an offering card. */
export type OfferingAmountField = 'price' | 'cost';

/**
 * Events. Navigation: `wizard.next`, `wizard.back`, `wizard.goTo` (a step number 1–8),
 * `wizard.restore` (progress read back from storage). Answers (accepted only on their own step; values
 * sanitised per spec §5 on the way in): `offering.toggle`, `offering.setAmount`, `stay.setLength`,
 * `distance.set`, `month.toggle`, `channel.toggle`, `goal.toggle`. Step 8: `occupancy.set`, `results.save`,
 * `roi.useFigures` (issue 20: fill the calculator from the lodge's own bookings).
 */
export type BusinessModelEvent =
  | { type: 'wizard.next' }
  | { type: 'wizard.back' }
  | { type: 'wizard.goTo'; step: number }
  | { type: 'wizard.restore'; progress: BusinessModelProgress }
  | { type: 'offering.toggle'; horizon: OfferingHorizon; offering: OfferingKey }
  | {
      type: 'offering.setAmount';
      horizon: OfferingHorizon;
      offering: OfferingKey;
      field: OfferingAmountField;
      value: number | string;
    }
  | { type: 'stay.setLength'; value: number | string }
  | { type: 'distance.set'; distance: DistanceKey; value: number | string }
  | { type: 'month.toggle'; month: number }
  | { type: 'channel.toggle'; channel: ChannelKey }
  | { type: 'goal.toggle'; goal: GoalKey }
  | { type: 'occupancy.set'; value: number | string }
  | { type: 'results.save' }
  | { type: 'roi.useFigures' };

/** The step number (1–8) of a step name. */
export function stepNumberOf(step: BusinessModelStep): number {
  return businessModelSteps.indexOf(step) + 1;
}

/** A step number clamped to 1–8 (non-numbers become 1). */
export function clampStep(value: unknown): number {
  const step = typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : 1;
  return Math.min(WIZARD_STEP_COUNT, Math.max(1, step));
}
