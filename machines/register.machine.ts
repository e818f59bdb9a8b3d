import { assign, emit, fromPromise, setup } from 'xstate';
import type { Notification } from './shared/auth-types';
import { serverMessageOf } from './shared/auth-types';

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
}

/** The first rule of spec §5 the details break, in the spec's order, or null when they are valid. */
export function registrationProblem(details: RegistrationDetails): string | null {
  if (details.email.trim() === '' || details.password === '' || details.confirmPassword === '')
    return REGISTER_MESSAGES.incomplete;
  if (details.password !== details.confirmPassword) return REGISTER_MESSAGES.mismatch;
  if (details.password.length < PASSWORD_MIN_LENGTH) return REGISTER_MESSAGES.tooShort;
  return null;
}

/**
 * Registration form (spec §2, §4, §5, §8): `editing` → `invalid` | `submitting` → `registered` (final) | `failed`.
 *
 * - `register.submit` runs spec §5's rules in order; the first broken one goes to `invalid` with its message.
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
    signUp: fromPromise<void, RegistrationDetails>(async () => {}),
  },
  guards: {
    isValid: ({ event }) => registrationProblem(event) === null,
  },
  actions: {
    assignFailure: assign({
      failureMessage: ({ event }) => serverMessageOf((event as { error?: unknown }).error) ?? null,
    }),
    assignDetails: assign(({ event }) => ({
      email: event.email.trim(),
      password: event.password,
      confirmPassword: event.confirmPassword,
      fullName: event.fullName.trim(),
      username: event.username.trim(),
      validationMessage: null,
      failureMessage: null,
    })),
    assignProblem: assign(({ event }) => ({
      email: event.email,
      password: event.password,
      confirmPassword: event.confirmPassword,
      fullName: event.fullName,
      username: event.username,
      validationMessage: registrationProblem(event),
    })),
    notifyRegistered: emit({
      type: 'notification',
      tone: 'success',
      title: 'Registration successful! Please check your email for verification.',
    } as const),
    notifyFailed: emit(({ event }) => ({
      type: 'notification' as const,
      tone: 'error' as const,
      title: 'Registration failed',
      message: serverMessageOf((event as { error?: unknown }).error),
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
        onError: { target: 'failed', actions: ['assignFailure', 'notifyFailed'] },
      },
    },
    failed: {},
    registered: { type: 'final' },
  },
});
