import {
  businessModelSteps,
  selectRecommendation,
  selectStep,
  type BusinessModelEvent,
} from '../../../machines/business-model.machine';
import { goForward, start, stepOf } from './wizard-driver';

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
      'figuresSummary',
      'furthestStep',
      'occupancy',
      'savedAt',
    ]);
  });
});
