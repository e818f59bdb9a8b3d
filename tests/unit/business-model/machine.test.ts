import { createActor, fromPromise } from 'xstate';
import {
  businessModelMachine,
  businessModelSteps,
  selectProgress,
  selectRecommendation,
  selectStep,
  selectStepNumber,
  type BusinessModelEvent,
  type BusinessModelProgress,
  type SaveResultsInput,
  type SaveResultsOutput,
} from '../../../machines/business-model.machine';
import { createDefaultAnswers } from '../../../machines/shared/business-model';
import { getShortestPaths } from 'xstate/graph';

function start(machine = businessModelMachine) {
  return createActor(machine).start();
}

function stepOf(actor: ReturnType<typeof start>) {
  return selectStepNumber(actor.getSnapshot());
}

function goForward(actor: ReturnType<typeof start>, times: number) {
  for (let i = 0; i < times; i += 1) actor.send({ type: 'wizard.next' });
}

describe('businessModelMachine: steps', () => {
  it('has eight domain-named steps in one ordered array, starting on current offerings', () => {
    expect(businessModelSteps).toEqual([
      'currentOfferings',
      'futureOfferings',
      'stayLength',
      'travelDistances',
      'closedMonths',
      'sellingChannels',
      'goals',
      'result',
    ]);
    const actor = start();
    expect(selectStep(actor.getSnapshot())).toBe('currentOfferings');
    expect(actor.getSnapshot().context.furthestStep).toBe(1);
  });

  it('wizard.next walks 1 → 8 with no required answers and stops at 8', () => {
    const actor = start();
    const seen = [stepOf(actor)];
    for (let i = 0; i < 9; i += 1) {
      actor.send({ type: 'wizard.next' });
      seen.push(stepOf(actor));
    }
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 8, 8]);
    expect(actor.getSnapshot().can({ type: 'wizard.next' })).toBe(false);
    expect(actor.getSnapshot().matches({ result: 'idle' })).toBe(true);
  });

  it('wizard.back goes back one step and not below 1', () => {
    const actor = start();
    expect(actor.getSnapshot().can({ type: 'wizard.back' })).toBe(false);
    goForward(actor, 3);
    actor.send({ type: 'wizard.back' });
    expect(stepOf(actor)).toBe(3);
    actor.send({ type: 'wizard.back' });
    actor.send({ type: 'wizard.back' });
    actor.send({ type: 'wizard.back' });
    expect(stepOf(actor)).toBe(1);
    expect(actor.getSnapshot().context.furthestStep).toBe(4);
  });

  it('wizard.goTo only reaches steps already reached', () => {
    const actor = start();
    actor.send({ type: 'wizard.goTo', step: 3 });
    expect(stepOf(actor)).toBe(1);
    goForward(actor, 4); // step 5
    actor.send({ type: 'wizard.goTo', step: 2 });
    expect(stepOf(actor)).toBe(2);
    actor.send({ type: 'wizard.goTo', step: 5 });
    expect(stepOf(actor)).toBe(5);
    expect(actor.getSnapshot().can({ type: 'wizard.goTo', step: 6 })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'wizard.goTo', step: 5 })).toBe(false); // already there
    expect(actor.getSnapshot().can({ type: 'wizard.goTo', step: 0 })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'wizard.goTo', step: 9 })).toBe(false);
  });
});

describe('businessModelMachine: answers', () => {
  it('toggles offerings only for the horizon of the current step', () => {
    const actor = start();
    actor.send({ type: 'offering.toggle', horizon: 'current', offering: 'packages' });
    actor.send({ type: 'offering.toggle', horizon: 'future', offering: 'experiences' });
    const { answers } = actor.getSnapshot().context;
    expect(answers.currentOfferings.packages.selected).toBe(true);
    expect(answers.futureOfferings.experiences.selected).toBe(false);
    actor.send({ type: 'wizard.next' });
    actor.send({ type: 'offering.toggle', horizon: 'future', offering: 'experiences' });
    expect(actor.getSnapshot().context.answers.futureOfferings.experiences.selected).toBe(true);
  });

  it('sanitises money, stay and distances on the way in (spec §5)', () => {
    const actor = start();
    const amount = (value: number | string): BusinessModelEvent => ({
      type: 'offering.setAmount',
      horizon: 'current',
      offering: 'accommodation',
      field: 'price',
      value,
    });
    actor.send(amount('abc'));
    expect(actor.getSnapshot().context.answers.currentOfferings.accommodation.price).toBe(0);
    actor.send(amount(-20));
    expect(actor.getSnapshot().context.answers.currentOfferings.accommodation.price).toBe(0);
    actor.send(amount('150'));
    expect(actor.getSnapshot().context.answers.currentOfferings.accommodation.price).toBe(150);
    actor.send({ ...amount(''), field: 'cost' } as BusinessModelEvent);
    expect(actor.getSnapshot().context.answers.currentOfferings.accommodation.cost).toBe(0);

    goForward(actor, 2);
    actor.send({ type: 'stay.setLength', value: 0 });
    expect(actor.getSnapshot().context.answers.stayLength).toBe(1);
    actor.send({ type: 'stay.setLength', value: 'x' });
    expect(actor.getSnapshot().context.answers.stayLength).toBe(1);
    actor.send({ type: 'stay.setLength', value: 5 });
    expect(actor.getSnapshot().context.answers.stayLength).toBe(5);

    actor.send({ type: 'wizard.next' });
    actor.send({ type: 'distance.set', distance: 'airportDistance', value: -3 });
    actor.send({ type: 'distance.set', distance: 'trainDistance', value: '' });
    actor.send({ type: 'distance.set', distance: 'busDistance', value: 12 });
    expect(actor.getSnapshot().context.answers).toMatchObject({
      airportDistance: 0,
      trainDistance: 0,
      busDistance: 12,
    });
  });

  it('accepts an answer only on its own step', () => {
    const actor = start();
    const snapshot = actor.getSnapshot();
    expect(snapshot.can({ type: 'stay.setLength', value: 3 })).toBe(false);
    expect(snapshot.can({ type: 'month.toggle', month: 1 })).toBe(false);
    expect(snapshot.can({ type: 'channel.toggle', channel: 'ota' })).toBe(false);
    expect(snapshot.can({ type: 'goal.toggle', goal: 'createJobs' })).toBe(false);
    expect(snapshot.can({ type: 'occupancy.set', value: 50 })).toBe(false);
    expect(snapshot.can({ type: 'results.save' })).toBe(false);
  });

  it('toggles months, channels (with "not selling" exclusive) and goals', () => {
    const actor = start();
    goForward(actor, 4);
    actor.send({ type: 'month.toggle', month: 11 });
    actor.send({ type: 'month.toggle', month: 0 });
    expect(actor.getSnapshot().context.answers.closedMonths).toEqual([0, 11]);

    actor.send({ type: 'wizard.next' });
    actor.send({ type: 'channel.toggle', channel: 'direct' });
    actor.send({ type: 'channel.toggle', channel: 'ota' });
    actor.send({ type: 'channel.toggle', channel: 'notSelling' });
    expect(actor.getSnapshot().context.answers.sellingChannels).toEqual({
      direct: false,
      ota: false,
      tourOperators: false,
      notSelling: true,
    });
    actor.send({ type: 'channel.toggle', channel: 'tourOperators' });
    expect(actor.getSnapshot().context.answers.sellingChannels).toEqual({
      direct: false,
      ota: false,
      tourOperators: true,
      notSelling: false,
    });

    actor.send({ type: 'wizard.next' });
    actor.send({ type: 'goal.toggle', goal: 'createJobs' });
    expect(actor.getSnapshot().context.answers.goals.createJobs).toBe(true);
  });

  it('derives the recommendation from the answers (not stored in context)', () => {
    const actor = start();
    expect(selectRecommendation(actor.getSnapshot())).toBe('Community Homestay Network');
    actor.send({ type: 'offering.toggle', horizon: 'current', offering: 'experiences' });
    expect(selectRecommendation(actor.getSnapshot())).toBe('Experience-Led Accommodation');
    expect(Object.keys(actor.getSnapshot().context).sort()).toEqual([
      'answers',
      'furthestStep',
      'occupancy',
      'savedAt',
    ]);
  });
});

describe('businessModelMachine: result, save and restore', () => {
  it('sets occupancy on step 8 (0–100, step 1)', () => {
    const actor = start();
    goForward(actor, 7);
    expect(actor.getSnapshot().context.occupancy).toBe(60);
    actor.send({ type: 'occupancy.set', value: 140 });
    expect(actor.getSnapshot().context.occupancy).toBe(100);
    actor.send({ type: 'occupancy.set', value: 42 });
    expect(actor.getSnapshot().context.occupancy).toBe(42);
  });

  it('saves through the supplied saveResults actor, keeps its time and notifies', async () => {
    const inputs: SaveResultsInput[] = [];
    const actor = start(
      businessModelMachine.provide({
        actors: {
          saveResults: fromPromise(async ({ input }: { input: SaveResultsInput }) => {
            inputs.push(input);
            return { savedAt: '2026-11-20T10:00:00.000Z' };
          }),
        },
      }),
    );
    const notifications: string[] = [];
    actor.on('notification', (n) => notifications.push(`${n.tone}: ${n.title}`));
    goForward(actor, 7);
    actor.send({ type: 'results.save' });
    expect(actor.getSnapshot().matches({ result: 'saving' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'wizard.back' })).toBe(false);
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ result: 'idle' })).toBe(true));
    expect(actor.getSnapshot().context.savedAt).toBe('2026-11-20T10:00:00.000Z');
    expect(inputs[0]).toMatchObject({ occupancy: 60, recommendation: 'Community Homestay Network' });
    expect(notifications).toEqual(['success: Results saved']);

    actor.send({ type: 'wizard.back' });
    actor.send({ type: 'goal.toggle', goal: 'improveMargins' });
    expect(actor.getSnapshot().context.savedAt).toBeNull(); // the saved result no longer matches
  });

  it('reports a failed save and stays on step 8', async () => {
    const actor = start(
      businessModelMachine.provide({
        actors: {
          saveResults: fromPromise<SaveResultsOutput, SaveResultsInput>(async () => {
            throw new Error('full');
          }),
        },
      }),
    );
    const notifications: string[] = [];
    actor.on('notification', (n) => notifications.push(`${n.tone}: ${n.title}`));
    goForward(actor, 7);
    actor.send({ type: 'results.save' });
    await vi.waitFor(() => expect(notifications).toEqual(['error: Could not save results']));
    expect(actor.getSnapshot().matches({ result: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.savedAt).toBeNull();
  });

  it('wizard.restore resumes at the saved step with the saved answers, never past the furthest step', () => {
    const answers = createDefaultAnswers();
    answers.currentOfferings.packages.selected = true;
    const progress: BusinessModelProgress = {
      step: 5,
      furthestStep: 6,
      answers,
      occupancy: 75,
      savedAt: null,
    };
    const actor = start();
    actor.send({ type: 'wizard.restore', progress });
    expect(selectProgress(actor.getSnapshot())).toEqual(progress);
    expect(actor.getSnapshot().can({ type: 'wizard.goTo', step: 6 })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'wizard.goTo', step: 7 })).toBe(false);

    const other = start();
    other.send({ type: 'wizard.restore', progress: { ...progress, step: 8, furthestStep: 3 } });
    expect(stepOf(other)).toBe(3);
  });
});

describe('businessModelMachine: traversal (xstate/graph)', () => {
  it('reaches every step state from navigation events alone, with a small state space', () => {
    const events: BusinessModelEvent[] = [
      { type: 'wizard.next' },
      { type: 'wizard.back' },
      ...businessModelSteps.map((_, index) => ({ type: 'wizard.goTo' as const, step: index + 1 })),
    ];
    const paths = getShortestPaths(businessModelMachine, {
      events: (snapshot) => events.filter((event) => snapshot.can(event)),
      serializeState: (snapshot) => `${JSON.stringify(snapshot.value)}|${snapshot.context.furthestStep}`,
    });
    const reached = new Set(paths.map((path) => selectStep(path.state)));
    expect([...reached].sort()).toEqual([...businessModelSteps].sort());
    // (step, furthest step) pairs with step ≤ furthest: 8 × 9 / 2.
    expect(paths).toHaveLength(36);
  });
});
