import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import { stayMachine, type StayActionInput, type StayAfterAction } from '../../machines/stay.machine';
import { controlledPromise, describePath, expectFullCoverage } from './support/model';
import { tentativePaths } from './support/paths/stay.paths';

/*
 * A stay's life (issue 31), replayed on the machine with the server's answers held until the model
 * gives them: Tentative → Confirmed → Checked in → (balance due: asked first) → Checked out, Cancel,
 * No-show, dates and moves, and a refusal going back with its reason.
 */
type StayState = Parameters<SnapshotFrom<typeof stayMachine>['matches']>[0];
const STATES: StayState[] = [
  'settling',
  'tentative',
  'confirmed',
  'checkedIn',
  'askingCheckOut',
  'working',
  'checkedOut',
  'cancelled',
  'noShow',
];

describe('stay machine (model-based)', () => {
  it('the shortest paths from a tentative stay cover every state and transition', () => {
    expectFullCoverage(stayMachine, tentativePaths, STATES, { status: 'tentative', version: 1 });
  });

  it.each(tentativePaths.map((path) => [describePath(path), path] as const))('%s', async (_name, path) => {
    const answers = controlledPromise<StayAfterAction, StayActionInput>();
    const actor = createActor(stayMachine.provide({ actors: { runStayAction: answers.logic } }), {
      input: { status: 'tentative', version: 1 },
    }).start();
    const forward = ({ event }: { event: { type: string } }) => {
      actor.send(event as Parameters<typeof actor.send>[0]);
    };
    await path.test({
      events: {
        ...Object.fromEntries(
          [
            'stay.confirm',
            'stay.checkIn',
            'stay.checkOut',
            'checkOut.confirm',
            'checkOut.back',
            'stay.cancel',
            'stay.noShow',
            'stay.changeDates',
            'stay.move',
            'balance.known',
          ].map((type) => [type, forward]),
        ),
        'xstate.done.actor.runStayAction': async ({ event }) => {
          await answers.resolve((event as unknown as { output: StayAfterAction }).output);
        },
        'xstate.error.actor.runStayAction': async ({ event }) => {
          await answers.reject((event as unknown as { error: unknown }).error);
        },
      },
      states: Object.fromEntries(
        STATES.map((state) => [state, () => expect(actor.getSnapshot().matches(state)).toBe(true)]),
      ),
    });
  });

  it('a refusal keeps the stay where it was and says why', async () => {
    const refuse = fromPromise<StayAfterAction, StayActionInput>(async () =>
      Promise.reject({ message: 'room_not_ready' }),
    );
    const actor = createActor(stayMachine.provide({ actors: { runStayAction: refuse } }), {
      input: { status: 'confirmed', version: 3 },
    }).start();
    actor.send({ type: 'stay.checkIn' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().matches('confirmed')).toBe(true);
    expect(actor.getSnapshot().context.problem).toEqual({ message: 'room_not_ready' });
  });
});
