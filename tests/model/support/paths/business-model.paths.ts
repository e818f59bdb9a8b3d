import type { AnyMachineSnapshot, EventObject } from 'xstate';
import {
  businessModelMachine,
  businessModelSteps,
  selectRecommendation,
  type BusinessModelProgress,
  type BusinessModelSnapshot,
} from '../../../../machines/business-model.machine';
import {
  createDefaultAnswers,
  OFFERING_KEYS,
  type BusinessModelAnswers,
  type ChannelKey,
  type DistanceKey,
  type GoalKey,
  type OfferingHorizon,
  type OfferingKey,
} from '../../../../machines/shared/business-model';
import { createMachineModel, type ModelEvent } from '../machine-model';
import { named, type ModelPathSet } from './path-set';

type Snap = BusinessModelSnapshot;

export const SAVED_AT = '2026-11-20T09:30:00.000Z';

export const next = { type: 'wizard.next' };
export const back = { type: 'wizard.back' };
export const goTo = (step: number) => ({ type: 'wizard.goTo', step });
export const toggle = (horizon: OfferingHorizon, offering: OfferingKey) => ({
  type: 'offering.toggle',
  horizon,
  offering,
});
export const amount = (
  horizon: OfferingHorizon,
  offering: OfferingKey,
  field: 'price' | 'cost',
  value: number | string,
) => ({ type: 'offering.setAmount', horizon, offering, field, value });
export const stay = (value: number | string) => ({ type: 'stay.setLength', value });
export const distance = (key: DistanceKey, value: number | string) => ({
  type: 'distance.set',
  distance: key,
  value,
});
export const month = (index: number) => ({ type: 'month.toggle', month: index });
export const channel = (key: ChannelKey) => ({ type: 'channel.toggle', channel: key });
export const goal = (key: GoalKey) => ({ type: 'goal.toggle', goal: key });
export const occupancy = (value: 0 | 100) => ({ type: 'occupancy.set', value });
export const save = { type: 'results.save' };
export const saveDone = { type: 'xstate.done.actor.saveResults', output: { savedAt: SAVED_AT } };
export const saveFailed = { type: 'xstate.error.actor.saveResults', error: new Error('QuotaExceededError') };
/** Issue 20: Use our figures — the lodge's own figures, one payload per `hasFigures` outcome. */
export const FIGURES = {
  price: 450,
  cost: 180,
  occupancy: 42,
  summary:
    'Accommodation P 450.00 a night, cost P 180.00, occupancy 42% (37 nights sold in 12 months; amounts in BWP).',
};
export const useFigures = { type: 'roi.useFigures' };
export const figuresDone = { type: 'xstate.done.actor.loadLodgeFigures', output: FIGURES };
export const figuresNone = { type: 'xstate.done.actor.loadLodgeFigures', output: null };
export const figuresFailed = {
  type: 'xstate.error.actor.loadLodgeFigures',
  error: new Error('Failed to fetch'),
};

/** Progress as storage keeps it; `restore` is a later visit that finds it. */
export function progress(step: number, furthestStep: number, extra: Partial<BusinessModelProgress> = {}) {
  return { step, furthestStep, answers: createDefaultAnswers(), occupancy: 60, savedAt: null, ...extra };
}
export const restoredAnswers: BusinessModelAnswers = (() => {
  const answers = createDefaultAnswers();
  answers.currentOfferings.experiences.selected = true;
  answers.stayLength = 4;
  answers.closedMonths = [0, 1];
  answers.sellingChannels.direct = true;
  return answers;
})();
export const RESTORES: ModelEvent[] = [
  ...businessModelSteps.map((_, i) => ({
    type: 'wizard.restore',
    progress:
      i === 7
        ? progress(8, 8, { answers: restoredAnswers, occupancy: 50, savedAt: '2026-11-19T08:00:00.000Z' })
        : progress(i + 1, 8, i === 2 ? { answers: restoredAnswers } : {}),
  })),
  // Saved on step 7 but only step 3 reached (a tampered or old entry): it resumes on step 3.
  { type: 'wizard.restore', progress: progress(7, 3) },
];

/** One payload per sanitising outcome (spec §5) and the step 8 events, offered wherever enabled. */
export const ANSWERS: ModelEvent[] = [
  toggle('current', 'experiences'),
  amount('current', 'accommodation', 'price', 150),
  amount('current', 'accommodation', 'price', ''), // the field cleared → $0
  amount('current', 'accommodation', 'cost', 'abc'), // not a number → $0
  toggle('future', 'packages'),
  stay(0), // → 1 day
  stay(5),
  distance('busDistance', 12),
  distance('airportDistance', -3), // → 0 km
  month(0),
  channel('direct'),
  channel('notSelling'),
  goal('createJobs'),
  occupancy(0),
  save,
  saveDone,
  saveFailed,
  useFigures,
  figuresDone,
  figuresNone,
  figuresFailed,
];

export const navigationKey = (s: AnyMachineSnapshot) =>
  s.matches('result') ? { saved: s.context.savedAt !== null } : null;
export const navigationModel = createMachineModel(businessModelMachine, {
  events: [next, back, ...ANSWERS, ...RESTORES],
  guardContext: navigationKey,
  // A restore is "coming back later": offered only on the untouched start.
  offer: (s, e) =>
    e.type !== 'wizard.restore' || (s.matches('currentOfferings') && s.context.furthestStep === 1),
});
export const navigationPaths = navigationModel.getShortestPaths();

export const recommendationModel = createMachineModel(businessModelMachine, {
  events: [next, ...OFFERING_KEYS.flatMap((o) => [toggle('current', o), toggle('future', o)])],
  guardContext: (s) => selectRecommendation(s as Snap),
});
export const recommendationPaths = recommendationModel.getShortestPaths({
  toState: (s) => s.matches('result'),
});

/** Only events the machine takes, except a jump to a step not reached yet (refused: a no-op). */
export const refusedGoTo = (s: AnyMachineSnapshot, e: EventObject) =>
  e.type === 'wizard.goTo' && (e as unknown as { step: number }).step > s.context.furthestStep;
export const scripted = (events: ModelEvent[]) =>
  navigationModel.getPathsFromEvents(events, {
    filterEvents: (s: AnyMachineSnapshot, e: EventObject) =>
      s.status === 'active' && (s.can(e) || refusedGoTo(s, e)),
  } as never)[0]!;

/** An Euler circuit of the complete graph on steps 1–8 (every ordered pair once), from step 8. */
export function goToTour(): number[] {
  const unused = new Map(
    businessModelSteps.map((_, i) => [i + 1, [1, 2, 3, 4, 5, 6, 7, 8].filter((j) => j !== i + 1)]),
  );
  const stack = [8];
  const circuit: number[] = [];
  while (stack.length) {
    const at = stack.at(-1)!;
    const out = unused.get(at)!;
    if (out.length) stack.push(out.shift()!);
    else circuit.push(stack.pop()!);
  }
  return circuit.reverse().slice(1);
}
/**
 * The tour in legs of 14 jumps (4 legs), each from a restored step 8 then a jump to where the leg
 * starts: one 56-jump test took 10 s on a quiet machine and over its 60 s under load 15 (issue 33: the
 * suite stays green on a busy machine); the legs together still take every jump.
 */
export const tourLegs = (() => {
  const circuit = goToTour();
  const legs = [];
  for (let start = 0; start < circuit.length; start += 14) {
    const from = start === 0 ? 8 : circuit[start - 1]!;
    const lead = from === 8 ? [] : [goTo(from)];
    legs.push(scripted([RESTORES[7]!, ...lead, ...circuit.slice(start, start + 14).map(goTo)]));
  }
  return legs;
})();

/** The named scenarios' events, one per recommendation (their checks stay in the test). */
export const scenarioScripts: Array<{ name: string; events: ModelEvent[] }> = [
  {
    name: 'Integrated Tourism Provider: experiences today, packages planned',
    events: [
      toggle('current', 'experiences'),
      next,
      toggle('future', 'packages'),
      amount('future', 'packages', 'cost', 150),
      ...Array(6).fill(next),
    ],
  },
  {
    name: 'Experience-Led Accommodation: saved, then a goal changes and the save is forgotten',
    events: [
      toggle('current', 'experiences'),
      ...Array(7).fill(next),
      save,
      saveDone,
      back,
      goal('improveMargins'),
      next,
    ],
  },
  {
    name: 'Community Homestay Network: the defaults, ROI at 60 % and 0 %, a failed save then a saved one',
    events: [...Array(7).fill(next), occupancy(0), save, saveFailed, save, saveDone],
  },
  {
    name: 'Direct-to-Consumer Experience Provider: a refused deep link, then channels that exclude each other',
    events: [
      goTo(6),
      toggle('current', 'accommodation'),
      toggle('current', 'experiences'),
      ...Array(5).fill(next),
      channel('direct'),
      channel('notSelling'),
      channel('ota'),
      next,
      next,
    ],
  },
  {
    name: "Community Homestay Network: no history, then the lodge's own figures fill price, cost and occupancy",
    events: [...Array(7).fill(next), useFigures, figuresNone, useFigures, figuresDone, save, saveDone],
  },
  {
    name: 'Tourism Startup: nothing switched on',
    events: [toggle('current', 'accommodation'), ...Array(7).fill(next)],
  },
];

/**
 * What business-model.model.test.tsx runs: the generated navigation and recommendation paths, the goTo
 * tour and the five named scenarios.
 */
export const businessModelPathSet: ModelPathSet = {
  machineId: 'businessModel',
  runs: [
    {
      machine: businessModelMachine,
      paths: [
        ...named(navigationPaths),
        ...named(recommendationPaths),
        ...tourLegs.map((path, leg) => ({
          name: `goTo tour, leg ${leg + 1} of ${tourLegs.length}: jumps between the eight reached steps`,
          path,
        })),
        ...scenarioScripts.map(({ name, events }) => ({ name, path: scripted(events) })),
      ],
    },
  ],
};
