import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { waitFor as waitForActor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  businessModelMachine,
  businessModelSteps,
  selectRecommendation,
  selectStepNumber,
  type BusinessModelProgress,
  type BusinessModelSnapshot,
  type LoadLodgeFiguresOutput,
  type SaveResultsInput,
  type SaveResultsOutput,
} from '../../machines/business-model.machine';
import {
  BUSINESS_MODELS,
  CHANNEL_KEYS,
  DISTANCE_KEYS,
  GOAL_KEYS,
  OFFERING_KEYS,
  offeringTag,
  type ChannelKey,
  type DistanceKey,
  type GoalKey,
  type OfferingHorizon,
  type OfferingKey,
} from '../../machines/shared/business-model';
import { BusinessModelScreen } from '../../src/features/business-model/business-model-screen';
import { progressKey } from '../../src/features/business-model/business-model-storage';
import {
  CHANNEL_COPY,
  GOAL_COPY,
  MONTHS,
  OFFERING_COPY,
  STEP_COPY,
} from '../../src/features/business-model/content';
import { annualAmount, calculateRoi, formatDollars } from '../../src/features/business-model/roi';
import { appSystem } from '../../src/lib/app-system';
import { createTestAuthActor, withAuth } from '../support/auth';
import { renderScreen } from '../support/render';
import {
  clearToasts,
  controlledPromise,
  describePath,
  expectFullCoverage,
  type ModelEvent,
} from './support/model';
import {
  FIGURES,
  SAVED_AT,
  type amount,
  navigationKey,
  navigationPaths,
  recommendationPaths,
  scripted,
  tourLegs,
  scenarioScripts,
} from './support/paths/business-model.paths';
import { importLazyModulesFirst } from '../support/lazy-modules';

// Step 8's code loads on first use (issue 22): imported before the tests, as a browser has it built.
importLazyModulesFirst(() => import('../../src/features/business-model/result-step'));

/*
 * The Business Model wizard (machines/business-model.machine.ts) against the real BusinessModelScreen.
 *
 * How the path count is bounded (97 transitions, 56 of them `wizard.goTo` branches):
 * 1. `navigation & answers`: shortest paths over next/back, one small set of answer payloads (each a
 *    sanitising outcome: a cleared or non-number price → $0, a negative distance → 0 km, a stay of 0 → 1
 *    day, "Not selling yet" vs a real channel, …), the occupancy slider, save/done/error, and the nine
 *    restores (offered only on the untouched first step: a restore is "come back later"). The key is
 *    the state value (+ "saved" on step 8) and the incoming transition; `wizard.goTo` is left out here.
 * 2. `recommendations`: shortest paths to step 8 over Continue and the six offering switches, keyed by
 *    the recommendation bucket (never the raw answers): exactly one generated path per model.
 * 3. `goTo tour`: one scripted path (an Euler circuit of the eight reached steps) takes all 56 goTo
 *    branches, instead of 56 two-step paths.
 * 4. Named scenarios (getPathsFromEvents), one per recommendation, with the figures spelled out, and
 *    one for Use our figures (issue 20): no history first, then the lodge's own figures.
 *
 * The wizard is mounted for an owner of a lodge, so step 8 offers Use our figures (issue 20).
 */

type Snap = BusinessModelSnapshot;
const USER_ID = 'user-1'; // createTestAuthActor's person
const SAVED_ON = 'Saved on November 20, 2026';

/** Literal checks per named scenario, run on step 8 (besides the generic ones). */
type ResultCheck = (s: Snap) => void;
// Plain selectors rather than getByRole on the hot paths: role queries walk the accessibility tree and
// made this file several times slower; the attributes queried are the accessible names themselves.
const must = <T extends Element = HTMLElement>(selector: string): T => {
  const element = document.querySelector<T>(selector);
  if (!element) throw new Error(`Nothing on screen matches ${selector}`);
  return element;
};
const table = () => must('table[aria-label="Annual revenue and profit"]');
const offeringsList = () => must('[aria-label="Your offerings"]');
/** Literal checks on step 8 per named scenario (tests/model/support/paths: their events). */
const RESULT_CHECKS: Record<string, ResultCheck> = {
  ['Integrated Tourism Provider: experiences today, packages planned']: () => {
    expect(offeringsList()).toHaveTextContent('ExperiencesCurrentAccommodationCurrentPackagesNew Offering');
    // Packages use the step 2 estimates: 240 × 365 × 0.6 and (240 − 150) × 365 × 0.6.
    expect(table()).toHaveTextContent('Packages$52,560$19,710');
    expect(table()).toHaveTextContent('Total$85,410$32,850');
  },
  ['Experience-Led Accommodation: saved, then a goal changes and the save is forgotten']: () => {
    expect(offeringsList()).toHaveTextContent('ExperiencesCurrentAccommodationCurrent');
    expect(offeringsList()).not.toHaveTextContent('New Offering');
  },
  ['Community Homestay Network: the defaults, ROI at 60 % and 0 %, a failed save then a saved one']: (s) => {
    expect(offeringsList()).toHaveTextContent('AccommodationCurrent');
    if (s.context.occupancy === 60) {
      // Accommodation alone at 60 %: 100 × 365 × 0.6 and (100 − 60) × 365 × 0.6, split 85/15.
      expect(table()).toHaveTextContent('Accommodation$21,900$8,760');
      expect(screen.getByRole('group', { name: 'Company (85%)' })).toHaveTextContent('$7,446');
      expect(screen.getByRole('group', { name: 'Community fund (15%)' })).toHaveTextContent('$1,314');
    } else {
      expect(table()).toHaveTextContent('Total$0$0');
    }
  },
  ['Direct-to-Consumer Experience Provider: a refused deep link, then channels that exclude each other']:
    () => {
      expect(offeringsList()).toHaveTextContent('ExperiencesCurrent');
      expect(offeringsList()).not.toHaveTextContent('Accommodation');
      expect(table()).toHaveTextContent('Experiences$10,950$4,380');
    },
  ["Community Homestay Network: no history, then the lodge's own figures fill price, cost and occupancy"]: (
    s,
  ) => {
    if (s.context.answers.currentOfferings.accommodation.price === FIGURES.price) {
      // Issue 20: 450 × 365 × 0.42 and (450 − 180) × 365 × 0.42, at the lodge's own 42 %.
      expect(s.context.occupancy).toBe(42);
      expect(table()).toHaveTextContent(
        `Accommodation${formatDollars(annualAmount(450, 42))}${formatDollars(annualAmount(270, 42))}`,
      );
      expect(table()).toHaveTextContent('Accommodation$68,985$41,391');
    } else {
      // No history: the spec's figures stay (100 and 60 dollars at 60 %).
      expect(table()).toHaveTextContent('Accommodation$21,900$8,760');
    }
  },
  ['Tourism Startup: nothing switched on']: () => {
    expect(screen.getByText('None switched on yet.')).toBeVisible();
    expect(screen.getByText('Switch on an offering on step 1 or 2 to see revenue and profit.')).toBeVisible();
    expect(screen.getByRole('group', { name: 'Company (85%)' })).toHaveTextContent('$0');
  },
};
const SCENARIOS = scenarioScripts.map((script) => ({ ...script, atResult: RESULT_CHECKS[script.name]! }));
const scenarioPaths = SCENARIOS.map((scenario) => ({ ...scenario, path: scripted(scenario.events) }));

/** Path counts; a change that multiplies them should be a conscious one. */
// 53 navigation paths since issue 20 (Use our figures: loading, no history, done, failed; 37 before).
const EXPECTED = { navigation: 53, recommendations: 5 };

// ---------------------------------------------------------------------------------------------------
// The screen under test

const money = (value: number) => `$${value.toLocaleString('en-US')}`;
const button = (name: string) => {
  const found = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
  if (!found) throw new Error(`No button reads "${name}"`);
  return found;
};
const dot = (step: number) =>
  must<HTMLButtonElement>(
    `button[aria-label="Step ${step}: ${STEP_COPY[businessModelSteps[step - 1]!].label}"]`,
  );
const stepOf = (s: Snap) => businessModelSteps[selectStepNumber(s) - 1]!;

/** An owner's lodge: step 8 then offers Use our figures (issue 20). */
const LODGE = {
  lodgeId: 'lodge-1',
  name: 'Test Lodge',
  location: null,
  timezone: 'Africa/Gaborone',
  role: 'owner',
} as const;

/** Renders the signed-in BusinessModelScreen with a `saveResults` the model settles. */
async function mountWizard(logic: typeof businessModelMachine) {
  const auth = createTestAuthActor();
  await waitForActor(auth, (s) => s.matches('signedIn'));
  const view = await renderScreen(<BusinessModelScreen logic={logic} lodge={LODGE} />, {
    path: '/business',
    wrap: withAuth(auth),
  });
  await screen.findByText(/^Step \d of 8$/);
  return view;
}

/** What every step shows: where you are, the heading, the URL, and whether Back works. */
async function expectStep(s: Snap, router: { state: { location: { search: unknown } } }) {
  const n = selectStepNumber(s);
  expect(screen.getByText(`Step ${n} of 8`)).toBeVisible();
  expect(screen.getByText(STEP_COPY[stepOf(s)].title, { selector: 'h2' })).toBeVisible();
  expect(dot(n)).toHaveAttribute('aria-current', 'step');
  for (let i = 1; i <= 8; i += 1) {
    if (i > s.context.furthestStep) expect(dot(i)).toBeDisabled();
    else expect(dot(i)).toBeEnabled();
  }
  if (s.can({ type: 'wizard.back' })) expect(button('Back')).toBeEnabled();
  else expect(button('Back')).toBeDisabled();
  await waitFor(() => expect(router.state.location.search).toEqual({ step: n }));
}

function expectOfferings(s: Snap, horizon: OfferingHorizon) {
  const set = horizon === 'current' ? s.context.answers.currentOfferings : s.context.answers.futureOfferings;
  const estimated = horizon === 'future' ? 'estimated ' : '';
  for (const offering of OFFERING_KEYS) {
    const { name, unit } = OFFERING_COPY[offering];
    const { selected, price, cost } = set[offering];
    const toggleSwitch = must(`input[role="switch"][aria-label="${name}"]`);
    if (selected) {
      expect(toggleSwitch).toBeChecked();
      expect(screen.getByLabelText(`${name} ${estimated}price per ${unit}`)).toHaveValue(money(price));
      expect(screen.getByLabelText(`${name} ${estimated}cost per ${unit}`)).toHaveValue(money(cost));
    } else {
      expect(toggleSwitch).not.toBeChecked();
      expect(screen.queryByLabelText(`${name} ${estimated}price per ${unit}`)).toBeNull();
    }
  }
}

function expectChecked(group: string, labels: Array<[string, boolean]>) {
  const box = must(`[aria-label="${group}"]`);
  for (const [label, checked] of labels) {
    const input = within(box).getByLabelText(label);
    if (checked) expect(input).toBeChecked();
    else expect(input).not.toBeChecked();
  }
}

async function expectResult(s: Snap) {
  const { answers, savedAt } = s.context;
  const model = selectRecommendation(s);
  // Step 8's code comes on first use (issue 22): the result shows once it is here.
  expect(await screen.findByText(model, { selector: 'h3' })).toBeVisible();
  for (const offering of OFFERING_KEYS) {
    const tag = offeringTag(answers, offering);
    if (tag) expect(offeringsList()).toHaveTextContent(`${OFFERING_COPY[offering].name}${tag}`);
  }
  expect(must('[role="slider"]')).toHaveAttribute('aria-valuenow', String(s.context.occupancy));
  const roi = calculateRoi(answers, s.context.occupancy);
  if (roi.lines.length > 0)
    expect(table()).toHaveTextContent(
      `Total${formatDollars(roi.totalRevenue)}${formatDollars(roi.totalProfit)}`,
    );
  if (savedAt)
    expect(screen.getByText(/^Saved on /)).toHaveTextContent(
      savedAt === SAVED_AT ? SAVED_ON : 'Saved on November 19, 2026',
    );
  else expect(screen.queryByText(/^Saved on /)).toBeNull();
}

describe('business model machine × BusinessModelScreen (model-based)', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(clearToasts);

  it(`generates ${EXPECTED.navigation} + ${EXPECTED.recommendations} shortest paths, a goTo tour and ${SCENARIOS.length} scenarios covering every state and transition`, () => {
    expect(navigationPaths).toHaveLength(EXPECTED.navigation);
    expect(recommendationPaths).toHaveLength(EXPECTED.recommendations);
    expect(recommendationPaths.map((p) => selectRecommendation(p.state as Snap)).sort()).toEqual(
      [...BUSINESS_MODELS].sort(),
    );
    expect(scenarioPaths.map(({ path }) => selectRecommendation(path.state as Snap))).toEqual([
      ...BUSINESS_MODELS.slice(0, 4),
      'Community Homestay Network', // Use our figures (issue 20)
      ...BUSINESS_MODELS.slice(4),
    ]);
    expectFullCoverage(
      businessModelMachine,
      [...navigationPaths, ...recommendationPaths, ...tourLegs, ...scenarioPaths.map((s) => s.path)],
      [
        ...businessModelSteps.slice(0, 7),
        'result.idle',
        'result.saving',
        'result.loadingFigures',
        'result.noHistory',
      ],
    );
  });

  /**
   * Runs one path on the screen. A model state stands for every snapshot with the same key, so what
   * the key leaves out (answers, occupancy, …) is read from the running wizard, after checking that
   * the running wizard agrees with the model on the value and on `keyed` (the model's key context).
   */
  async function runPath(
    path: (typeof navigationPaths)[number],
    keyed: (s: Snap) => unknown,
    atResult: ResultCheck = () => {},
  ): Promise<void> {
    const saveResults = controlledPromise<SaveResultsOutput, SaveResultsInput>();
    const loadLodgeFigures = controlledPromise<LoadLodgeFiguresOutput>();
    const logic = businessModelMachine.provide({
      actors: { saveResults: saveResults.logic, loadLodgeFigures: loadLodgeFigures.logic },
    });
    let view = await mountWizard(logic);
    const wizard = () => appSystem.get('businessModel')!;
    /** Input the screen cannot produce (its number fields drop letters and minus signs). */
    const sendDirectly = (event: ModelEvent) => act(() => wizard().send(event as never));

    const live = (s: Snap): Snap => {
      const running = wizard().getSnapshot() as Snap;
      expect(running.value).toEqual(s.value);
      expect(keyed(running)).toEqual(keyed(s));
      return running;
    };

    const typeNumber = (label: string, value: number | string) => {
      const input = screen.getByLabelText(label);
      fireEvent.change(input, { target: { value: String(value) } });
      fireEvent.blur(input);
    };

    await path.test({
      events: {
        'wizard.next': () => {
          fireEvent.click(button('Continue'));
        },
        'wizard.back': () => {
          fireEvent.click(button('Back'));
        },
        'wizard.goTo': async ({ event, state }) => {
          const { step } = event as unknown as { step: number };
          if (selectStepNumber(state as Snap) === step) {
            fireEvent.click(dot(step));
            return;
          }
          // Not reached yet: the dot is disabled, and a deep link to it is refused.
          expect(dot(step)).toBeDisabled();
          await act(() => view.router.navigate({ to: '/business', search: { step } } as never));
          const here = selectStepNumber(state as Snap);
          await waitFor(() => expect(view.router.state.location.search).toEqual({ step: here }));
          expect(screen.getByText(`Step ${here} of 8`)).toBeVisible();
        },
        'wizard.restore': async ({ event }) => {
          // Leave and come back: the next visit finds the progress in storage.
          view.unmount();
          const saved = (event as unknown as { progress: BusinessModelProgress }).progress;
          window.localStorage.setItem(progressKey(USER_ID), JSON.stringify(saved));
          view = await mountWizard(logic);
        },
        'offering.toggle': async ({ event }) => {
          const { offering, horizon } = event as unknown as {
            offering: OfferingKey;
            horizon: OfferingHorizon;
          };
          const { name, unit } = OFFERING_COPY[offering];
          const toggle = must(`input[role="switch"][aria-label="${name}"]`);
          fireEvent.click(toggle);
          // The switch moves in the tap's own frame; its price field follows once the wizard has the tap
          // (issue 22), as a person sees it.
          const on = (toggle as HTMLInputElement).checked;
          const price = `${name} ${horizon === 'future' ? 'estimated ' : ''}price per ${unit}`;
          await waitFor(() => expect(screen.queryByLabelText(price) !== null).toBe(on));
        },
        'offering.setAmount': async ({ event }) => {
          const e = event as unknown as ReturnType<typeof amount>;
          const { name, unit } = OFFERING_COPY[e.offering];
          const label = `${name} ${e.horizon === 'future' ? 'estimated ' : ''}${e.field} per ${unit}`;
          if (typeof e.value === 'number' || e.value === '') typeNumber(label, e.value);
          else await sendDirectly(e);
        },
        'stay.setLength': ({ event }) => {
          typeNumber('Average stay', (event as unknown as { value: number }).value);
        },
        'distance.set': async ({ event }) => {
          const e = event as unknown as { distance: DistanceKey; value: number };
          if (e.value < 0) await sendDirectly(event as unknown as ModelEvent);
          else typeNumber(DISTANCE_LABEL[e.distance], e.value);
        },
        'month.toggle': ({ event }) => {
          const { month: index } = event as unknown as { month: number };
          fireEvent.click(screen.getByLabelText(MONTHS[index]!));
        },
        'channel.toggle': ({ event }) => {
          const { channel: key } = event as unknown as { channel: ChannelKey };
          fireEvent.click(screen.getByLabelText(CHANNEL_COPY[key].label));
        },
        'goal.toggle': ({ event }) => {
          const { goal: key } = event as unknown as { goal: GoalKey };
          fireEvent.click(screen.getByLabelText(GOAL_COPY[key].label));
        },
        'occupancy.set': ({ event }) => {
          const { value } = event as unknown as { value: number };
          fireEvent.keyDown(must('[role="slider"]'), {
            key: value === 0 ? 'Home' : 'End',
          });
        },
        'results.save': () => {
          fireEvent.click(button('Save Results'));
        },
        'xstate.done.actor.saveResults': async () => {
          // The record is written with the recommendation the screen shows.
          expect(saveResults.calls.at(-1)?.input).toMatchObject({
            recommendation: selectRecommendation(wizard().getSnapshot() as Snap),
          });
          await saveResults.resolve({ savedAt: SAVED_AT });
          expect(await screen.findByText('Results saved')).toBeVisible();
        },
        'roi.useFigures': () => {
          fireEvent.click(button('Use our figures'));
        },
        'xstate.done.actor.loadLodgeFigures': async ({ event }) => {
          const { output } = event as unknown as { output: LoadLodgeFiguresOutput };
          await loadLodgeFigures.resolve(output);
          if (output) {
            expect(await screen.findByText('Filled from your bookings')).toBeVisible();
            expect(screen.getByText(output.summary)).toBeVisible();
          }
        },
        'xstate.error.actor.loadLodgeFigures': async () => {
          await loadLodgeFigures.reject(new Error('Failed to fetch'));
          expect(await screen.findByText('Could not read your figures')).toBeVisible();
          expect(screen.getByText('The calculator keeps its figures. Please try again.')).toBeVisible();
        },
        'xstate.error.actor.saveResults': async () => {
          await saveResults.reject(new Error('QuotaExceededError'));
          expect(await screen.findByText('Could not save results')).toBeVisible();
          expect(screen.getByText('Your answers are still here. Please try again.')).toBeVisible();
        },
      },
      states: {
        currentOfferings: async (s) => {
          const l = live(s);
          await expectStep(l, view.router);
          expectOfferings(l, 'current');
          expect(button('Continue')).toBeEnabled();
        },
        futureOfferings: async (s) => {
          const l = live(s);
          await expectStep(l, view.router);
          expectOfferings(l, 'future');
        },
        stayLength: async (s) => {
          const l = live(s);
          await expectStep(l, view.router);
          const days = l.context.answers.stayLength;
          expect(screen.getByLabelText('Average stay')).toHaveValue(`${days} ${days === 1 ? 'day' : 'days'}`);
        },
        travelDistances: async (s) => {
          const l = live(s);
          await expectStep(l, view.router);
          for (const key of DISTANCE_KEYS)
            expect(screen.getByLabelText(DISTANCE_LABEL[key])).toHaveValue(`${l.context.answers[key]} km`);
        },
        closedMonths: async (s) => {
          const l = live(s);
          await expectStep(l, view.router);
          const closed = l.context.answers.closedMonths;
          expect(screen.getByText(`Open ${12 - closed.length} of 12 months`)).toBeVisible();
          expectChecked(
            'Closed months',
            MONTHS.map((label, i) => [label, closed.includes(i)]),
          );
        },
        sellingChannels: async (s) => {
          const l = live(s);
          await expectStep(l, view.router);
          const channels = l.context.answers.sellingChannels;
          expectChecked(
            'Selling channels',
            CHANNEL_KEYS.map((key) => [CHANNEL_COPY[key].label, channels[key]]),
          );
        },
        goals: async (s) => {
          const l = live(s);
          await expectStep(l, view.router);
          const goals = l.context.answers.goals;
          expectChecked(
            'Goals',
            GOAL_KEYS.map((key) => [GOAL_COPY[key].label, goals[key]]),
          );
        },
        'result.idle': async (s) => {
          const l = live(s);
          await expectStep(l, view.router);
          await expectResult(l);
          atResult(l);
          expect(button('Save Results')).toBeEnabled();
          expect(screen.queryByRole('button', { name: 'Saving...' })).toBeNull();
          expect(screen.queryByText('Continue')).toBeNull();
          expect(button('Use our figures')).toBeEnabled();
          expect(screen.queryByText(NO_HISTORY)).toBeNull();
        },
        'result.loadingFigures': async (s) => {
          const l = live(s);
          // Issue 20: the button says it is reading, and Save waits for the figures.
          await waitFor(() => expect(button('Reading your figures...')).toBeDisabled());
          expect(button('Save Results')).toBeDisabled();
          expect(screen.getByText('Step 8 of 8')).toBeVisible();
          await expectResult(l);
          atResult(l);
        },
        'result.noHistory': async (s) => {
          const l = live(s);
          // Issue 20: no priced nights in 12 months — said in plain words, the figures stay.
          expect(await screen.findByText(NO_HISTORY)).toBeVisible();
          expect(button('Use our figures')).toBeEnabled();
          expect(button('Save Results')).toBeEnabled();
          await expectResult(l);
          atResult(l);
        },
        'result.saving': async (s) => {
          const l = live(s);
          // "Saving..." on a disabled button, and nothing can leave the step until the write answers.
          await waitFor(() => expect(button('Saving...')).toBeDisabled());
          expect(button('Back')).toBeDisabled();
          expect(screen.getByText('Step 8 of 8')).toBeVisible();
          expect(button('Use our figures')).toBeDisabled(); // issue 20: not while saving
          await expectResult(l);
          atResult(l);
        },
      },
    });
    expect(wizard().getSnapshot().value).toEqual(path.state.value);
  }

  describe('navigation & answers', () => {
    it.each(navigationPaths.map((path) => [describePath(path), path] as const))('%s', (_name, path) =>
      runPath(path, navigationKey),
    );
  });

  describe('recommendations (generated, one per model)', () => {
    it.each(recommendationPaths.map((path) => [describePath(path), path] as const))('%s', (_name, path) =>
      runPath(path, selectRecommendation),
    );
  });

  // Every jump between the eight reached steps, in legs (bug: the one 56-jump test timed out under load).
  it.each(tourLegs.map((path, leg) => [leg + 1, path] as const))(
    `goTo tour, leg %i of ${tourLegs.length}: jumps between the eight reached steps`,
    (_leg, path) => runPath(path, (s) => s.context),
  );

  describe('named scenarios', () => {
    it.each(scenarioPaths.map((s) => [s.name, s] as const))('%s', (_name, { path, atResult }) =>
      runPath(path, (s) => s.context, atResult),
    );
  });
});

const NO_HISTORY = 'No bookings with prices in the last 12 months yet. The calculator keeps its own figures.';

const DISTANCE_LABEL: Record<DistanceKey, string> = {
  airportDistance: 'Nearest airport',
  trainDistance: 'Nearest train station',
  busDistance: 'Nearest bus stop',
};
