import { assign, emit, fromPromise, setup } from 'xstate';
import type { Notification } from './shared/auth-types';
import { serverMessageOf } from './shared/auth-types';
import { errorCode, errorOf } from './shared/errors';
import { USERNAME_TAKEN, usernameProblem } from './shared/username';

/** Error code the sign-up actor throws when the username is someone else's (issue 12). */
export const USERNAME_TAKEN_CODE = 'username_taken';

/** Whether a sign-up failure means "that username is taken". */
export function isUsernameTakenError(error: unknown): boolean {
  return errorCode(error) === USERNAME_TAKEN_CODE;
}

/** Spec §5/§8 messages, verbatim. */
export const REGISTER_MESSAGES = {
  incomplete: 'Please fill in all required fields',
  mismatch: 'Passwords do not match',
  tooShort: 'Password must be at least 6 characters long',
} as const;

/** Spec §9: password minimum 6 characters. */
export const PASSWORD_MIN_LENGTH = 6;

/** The sign-up form's fields; full name and username are optional (spec §5). */
export interface RegistrationDetails {
  email: string;
  password: string;
  confirmPassword: string;
  fullName: string;
  username: string;
}

export type RegisterEvent = { type: 'register.submit' } & RegistrationDetails;

export interface RegisterContext extends RegistrationDetails {
  validationMessage: string | null;
  /** The server's message after a failed attempt (shown in `failed`), else null. */
  failureMessage: string | null;
  /** What is wrong with the username field (the rule, or taken), shown on the field; else null. */
  usernameMessage: string | null;
}

/**
 * The new-password rules of spec §5, shared with /auth/set-password (issue 12): both fields required,
 * equal, at least 6 characters. Null when they pass.
 */
export function newPasswordProblem(password: string, confirmPassword: string): string | null {
  if (password === '' || confirmPassword === '') return REGISTER_MESSAGES.incomplete;
  if (password !== confirmPassword) return REGISTER_MESSAGES.mismatch;
  if (password.length < PASSWORD_MIN_LENGTH) return REGISTER_MESSAGES.tooShort;
  return null;
}

/** The first rule of spec §5 the details break, in the spec's order, or null when they are valid. */
export function registrationProblem(details: RegistrationDetails): string | null {
  if (details.email.trim() === '') return REGISTER_MESSAGES.incomplete;
  return newPasswordProblem(details.password, details.confirmPassword) ?? usernameProblem(details.username);
}

/**
 * Registration form (spec §2, §4, §5, §8; issue 12): `editing` → `invalid` | `submitting` →
 * `registered` (final) | `failed` | `usernameTaken`.
 *
 * - `register.submit` runs spec §5's rules in order, then the username rule (3–24 letters, digits,
 *   `_`, `.`); the first broken one goes to `invalid` with its message.
 * - A sign-up refused because the username is someone else's (the actor throws `username_taken`)
 *   goes to `usernameTaken`: "That username is already taken. Please choose another." on the field,
 *   everything typed kept, no toast (a form problem, not a result).
 * - `submitting` ("Creating Account..." on a disabled button) runs `signUp` with the email, password and
 *   metadata { full_name, username } (supplied with `.provide()`).
 * - Success emits "Registration successful! Please check your email for verification." and ends in
 *   `registered` (the screen then goes to /auth/login); failure emits "Registration failed" with the
 *   server's message when there is one, keeping what was typed.
 */
export const registerMachine = setup({
  types: {
    context: {} as RegisterContext,
    events: {} as RegisterEvent,
    emitted: {} as Notification,
  },
  actors: {
    signUp: fromPromise<void, RegistrationDetails>(async () => {
      throw new Error('signUp not provided');
    }),
  },
  guards: {
    isValid: ({ event }) => registrationProblem(event) === null,
    isUsernameTaken: (_, error: unknown) => isUsernameTakenError(error),
  },
  actions: {
    assignFailure: assign((_, error: unknown) => ({ failureMessage: serverMessageOf(error) ?? null })),
    assignDetails: assign(({ event }) => ({
      email: event.email.trim(),
      password: event.password,
      confirmPassword: event.confirmPassword,
      fullName: event.fullName.trim(),
      username: event.username.trim(),
      validationMessage: null,
      failureMessage: null,
      usernameMessage: null,
    })),
    assignUsernameTaken: assign({ usernameMessage: USERNAME_TAKEN }),
    assignProblem: assign(({ event }) => ({
      email: event.email,
      password: event.password,
      confirmPassword: event.confirmPassword,
      fullName: event.fullName,
      username: event.username,
      validationMessage: registrationProblem(event),
      usernameMessage: usernameProblem(event.username),
    })),
    notifyRegistered: emit({
      type: 'notification',
      tone: 'success',
      title: 'Registration successful! Please check your email for verification.',
    } as const),
    notifyFailed: emit((_, error: unknown) => ({
      type: 'notification' as const,
      tone: 'error' as const,
      title: 'Registration failed',
      message: serverMessageOf(error),
    })),
  },
}).createMachine({
  id: 'register',
  context: {
    email: '',
    password: '',
    confirmPassword: '',
    fullName: '',
    username: '',
    validationMessage: null,
    failureMessage: null,
    usernameMessage: null,
  },
  initial: 'editing',
  on: {
    'register.submit': [
      { guard: 'isValid', target: '.submitting', actions: 'assignDetails' },
      { target: '.invalid', actions: 'assignProblem' },
    ],
  },
  states: {
    editing: {},
    invalid: {},
    submitting: {
      on: { 'register.submit': {} },
      invoke: {
        id: 'signUp',
        src: 'signUp',
        input: ({ context }) => ({
          email: context.email,
          password: context.password,
          confirmPassword: context.confirmPassword,
          fullName: context.fullName,
          username: context.username,
        }),
        onDone: { target: 'registered', actions: 'notifyRegistered' },
        onError: [
          {
            guard: { type: 'isUsernameTaken', params: errorOf },
            target: 'usernameTaken',
            actions: 'assignUsernameTaken',
          },
          {
            target: 'failed',
            actions: [
              { type: 'assignFailure', params: errorOf },
              { type: 'notifyFailed', params: errorOf },
            ],
          },
        ],
      },
    },
    failed: {},
    usernameTaken: {},
    registered: { type: 'final' },
  },
});
