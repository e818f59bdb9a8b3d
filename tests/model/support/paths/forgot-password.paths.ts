import { forgotPasswordMachine } from '../../../../machines/forgot-password.machine';
import { createMachineModel, type ModelEvent } from '../machine-model';
import { named, type ModelPathSet } from './path-set';

/** Issue 12 "Forgot password?": one payload per guard outcome. */
export const SUBMITS = {
  valid: { type: 'recovery.request', email: ' neo@lodge.bw ' },
  blank: { type: 'recovery.request', email: '   ' },
} as const;
export const RATE_LIMIT = 'email rate limit exceeded';
export const EVENTS: ModelEvent[] = [
  ...Object.values(SUBMITS),
  { type: 'xstate.done.actor.requestRecovery', output: undefined },
  { type: 'xstate.error.actor.requestRecovery', error: { message: RATE_LIMIT } },
];

export const model = createMachineModel(forgotPasswordMachine, { events: EVENTS });
export const paths = model.getShortestPaths();

/** What forgot-password.model.test.tsx runs. */
export const forgotPasswordPathSet: ModelPathSet = {
  machineId: 'forgotPassword',
  runs: [{ machine: forgotPasswordMachine, paths: named(paths) }],
};
