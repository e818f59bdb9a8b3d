import {
  INVITE_CODE_REFUSED_CODE,
  REGISTER_MESSAGES,
  registerMachine,
  USERNAME_TAKEN_CODE,
  type RegistrationDetails,
} from '../../../../machines/register.machine';
import { USERNAME_RULE_MESSAGE } from '../../../../machines/shared/username';
import { createMachineModel, type ModelEvent } from '../machine-model';
import { named, type ModelPathSet } from './path-set';

export const valid: RegistrationDetails = {
  email: ' neo@lodge.bw ',
  password: 'secret1',
  confirmPassword: 'secret1',
  fullName: ' Neo Kgosi ',
  username: 'neo',
};

/** One payload per rule of spec §5 (in its order), each with the message the person must see. */
export const SUBMITS: Array<{ event: ModelEvent; expected: string | null }> = [
  { event: { type: 'register.submit', ...valid }, expected: null },
  { event: { type: 'register.submit', ...valid, email: '  ' }, expected: REGISTER_MESSAGES.incomplete },
  {
    event: { type: 'register.submit', ...valid, confirmPassword: '' },
    expected: REGISTER_MESSAGES.incomplete,
  },
  {
    event: { type: 'register.submit', ...valid, confirmPassword: 'secret2' },
    expected: REGISTER_MESSAGES.mismatch,
  },
  {
    event: { type: 'register.submit', ...valid, password: 'abc', confirmPassword: 'abc' },
    expected: REGISTER_MESSAGES.tooShort,
  },
  // Issue 12: the one username rule, shown on the Username field.
  { event: { type: 'register.submit', ...valid, username: 'no spaces!' }, expected: USERNAME_RULE_MESSAGE },
];

export const SERVER_MESSAGE = 'User already registered';
/** The sentence a refused invite code gets on its field (issue 33). */
export const INVITE_CODE_REFUSED = 'This invite code cannot be used: check it, or ask for a new one.';
export const EVENTS: ModelEvent[] = [
  ...SUBMITS.map((s) => s.event),
  { type: 'xstate.done.actor.signUp', output: undefined },
  { type: 'xstate.error.actor.signUp', error: { message: SERVER_MESSAGE } },
  { type: 'xstate.error.actor.signUp', error: new Error('') },
  { type: 'xstate.error.actor.signUp', error: { message: 'taken', code: USERNAME_TAKEN_CODE } },
  // Issue 33: the code cannot be used; the sentence is the error's message, shown on the field.
  {
    type: 'xstate.error.actor.signUp',
    error: { message: INVITE_CODE_REFUSED, code: INVITE_CODE_REFUSED_CODE },
  },
];

export const model = createMachineModel(registerMachine, { events: EVENTS });
export const paths = model.getShortestPaths();

/** What register.model.test.tsx runs. */
export const registerPathSet: ModelPathSet = {
  machineId: 'register',
  runs: [{ machine: registerMachine, paths: named(paths) }],
};
