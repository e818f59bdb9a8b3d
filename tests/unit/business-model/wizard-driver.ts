import { createActor } from 'xstate';
import { businessModelMachine, selectStepNumber } from '../../../machines/business-model.machine';

/** A started wizard actor (the production machine unless another is given). */
export function start(machine = businessModelMachine) {
  return createActor(machine).start();
}

/** The step number (1–8) the actor is on. */
export function stepOf(actor: ReturnType<typeof start>): number {
  return selectStepNumber(actor.getSnapshot());
}

/** Presses Continue `times` times. */
export function goForward(actor: ReturnType<typeof start>, times: number): void {
  for (let i = 0; i < times; i += 1) actor.send({ type: 'wizard.next' });
}
