import { signInMachine } from '../../../../machines/sign-in.machine';
import { createMachineModel, type ModelEvent } from '../machine-model';
import { named, type ModelPathSet } from './path-set';

/** One concrete payload per guard outcome of `isComplete`. */
export const SUBMITS = {
  valid: { type: 'signIn.submit', email: '  thabo@lodge.bw ', password: 'secret1' },
  blankEmail: { type: 'signIn.submit', email: '   ', password: 'secret1' },
  emptyPassword: { type: 'signIn.submit', email: 'thabo@lodge.bw', password: '' },
} as const;

export const SERVER_MESSAGE = 'Invalid login credentials';
export const RATE_LIMIT = 'For security purposes, you can only request this after 42 seconds.';
export const EVENTS: ModelEvent[] = [
  ...Object.values(SUBMITS),
  { type: 'xstate.done.actor.signIn', output: undefined },
  { type: 'xstate.error.actor.signIn', error: { message: SERVER_MESSAGE } },
  { type: 'xstate.error.actor.signIn', error: { message: '{}' } },
  {
    type: 'xstate.error.actor.signIn',
    error: { message: 'Email not confirmed', code: 'email_not_confirmed' },
  },
  { type: 'signIn.resendConfirmation' },
  { type: 'xstate.done.actor.resendConfirmation', output: undefined },
  {
    type: 'xstate.error.actor.resendConfirmation',
    error: { message: RATE_LIMIT, code: 'over_email_send_rate_limit' },
  },
];

export const model = createMachineModel(signInMachine, { events: EVENTS });
export const paths = model.getShortestPaths();

/** What sign-in.model.test.tsx runs. */
export const signInPathSet: ModelPathSet = {
  machineId: 'signIn',
  runs: [{ machine: signInMachine, paths: named(paths) }],
};
