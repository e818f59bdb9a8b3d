import { fromPromise } from 'xstate';
import {
  businessModelMachine,
  businessModelSteps,
  selectProgress,
  selectStep,
  type BusinessModelEvent,
  type BusinessModelProgress,
  type SaveResultsInput,
  type SaveResultsOutput,
} from '../../../machines/business-model.machine';
import { goForward, start, stepOf } from './wizard-driver';
import { createDefaultAnswers } from '../../../machines/shared/business-model';
import { getShortestPaths } from 'xstate/graph';

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
      figuresSummary: null,
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
