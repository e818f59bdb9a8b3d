import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { machineTypes } from './shared/machine-types';
import type { Notification } from './shared/auth-types';
import { serverMessageOf } from './shared/auth-types';
import { errorCode, errorMessage, errorOf } from './shared/errors';

/** A failed sign-in: its reason kept for the form, and toasted. */
const failureActions = [
  { type: 'assignFailure', params: errorOf },
  { type: 'notifyFailed', params: errorOf },
] as const;

/** Spec §5/§8: the message for an empty email or password. */
export const SIGN_IN_INCOMPLETE_MESSAGE = 'Please enter both email and password';

/** GoTrue's error code for a password sign-in before the email address was confirmed. */
export const EMAIL_NOT_CONFIRMED = 'email_not_confirmed';

/** What the person typed; kept in context so a failure never loses it. */
export interface SignInCredentials {
  email: string;
  password: string;
}

export type SignInEvent =
  | { type: 'signIn.submit'; email: string; password: string }
  /** Mail the confirmation link again (offered after "Email not confirmed"). */
  | { type: 'signIn.resendConfirmation' };

export interface SignInContext extends SignInCredentials {
  /** The validation message shown in `invalid` (spec §5), else null. */
  validationMessage: string | null;
  /** The server's message after a failed attempt, else null. */
  failureMessage: string | null;
}

/** Whether a sign-in failure is GoTrue's 400 `email_not_confirmed`. */
export function isEmailNotConfirmedError(error: unknown): boolean {
  return errorCode(error) === EMAIL_NOT_CONFIRMED || errorMessage(error) === 'Email not confirmed';
}

/**
 * Sign-in form (spec §2, §4, §5, §8; issue 12): `editing` → `invalid` | `submitting` → `signedIn`
 * (final) | `failed` | `unconfirmed`.
 *
 * - `signIn.submit` with an empty (after trimming) email or password goes to `invalid`
 *   ("Please enter both email and password"); otherwise to `submitting`, which the screen renders as
 *   "Signing in..." on a disabled button.
 * - `signIn` (supabase-js `signInWithPassword`, supplied with `.provide()`) resolving emits
 *   "Login successful!"; rejecting emits "Login failed" with the server's message when there is one.
 * - A rejection with `email_not_confirmed` goes to `unconfirmed`, which offers
 *   `signIn.resendConfirmation`: `resending` runs `resendConfirmation` (POST /resend) for the email
 *   typed; `resent` toasts "Confirmation email sent", `resendFailed` toasts the server's reason (GoTrue's
 *   rate-limit message when too soon). Another submit starts over from any state.
 *   Where to go after signing in is the router's business (the guard kept the location).
 */
export const signInMachine = setup({
  types: machineTypes<{
    context: SignInContext;
    events: SignInEvent;
    emitted: Notification;
  }>(),
  actors: {
    signIn: fromPromise<void, SignInCredentials>(async () => {
      throw new Error('signIn not provided');
    }),
    resendConfirmation: fromPromise<void, { email: string }>(async () => {
      throw new Error('resendConfirmation not provided');
    }),
  },
  guards: {
    isComplete: ({ event }) =>
      event.type === 'signIn.submit' && event.email.trim() !== '' && event.password !== '',
    isEmailNotConfirmed: (_, error: unknown) => isEmailNotConfirmedError(error),
  },
  actions: {
    assignFailure: assign((_, error: unknown) => ({ failureMessage: serverMessageOf(error) ?? null })),
    assignCredentials: assign(({ event }) => {
      assertEvent(event, 'signIn.submit');
      return { email: event.email.trim(), password: event.password };
    }),
    assignIncomplete: assign(({ event }) => {
      assertEvent(event, 'signIn.submit');
      return {
        email: event.email,
        password: event.password,
        validationMessage: SIGN_IN_INCOMPLETE_MESSAGE,
      };
    }),
    clearValidation: assign({ validationMessage: null, failureMessage: null }),
    notifySignedIn: emit({ type: 'notification', tone: 'success', title: 'Login successful!' } as const),
    notifyFailed: emit((_, error: unknown) => ({
      type: 'notification' as const,
      tone: 'error' as const,
      title: 'Login failed',
      message: serverMessageOf(error),
    })),
    notifyResent: emit({
      type: 'notification',
      tone: 'success',
      title: 'Confirmation email sent',
      message: 'Open the link in it to confirm your address, then sign in.',
    } as const),
    notifyResendFailed: emit((_, error: unknown) => ({
      type: 'notification' as const,
      tone: 'error' as const,
      title: 'Could not send the confirmation email',
      message: serverMessageOf(error),
    })),
  },
}).createMachine({
  id: 'signIn',
  description:
    'The form on /auth/login. It checks that both fields are filled in, sends them to the login service and shows what went wrong if it fails.',
  meta: { title: 'The login form' },
  context: { email: '', password: '', validationMessage: null, failureMessage: null },
  initial: 'editing',
  on: {
    'signIn.submit': [
      { guard: 'isComplete', target: '.submitting', actions: ['assignCredentials', 'clearValidation'] },
      { target: '.invalid', actions: 'assignIncomplete' },
    ],
  },
  states: {
    editing: { description: 'The form is empty or being filled in.' },
    invalid: { description: 'Submit was pressed with an empty email or password; a message says so.' },
    submitting: {
      description: 'Waiting for the login service; the button reads "Signing in..." and is disabled.',
      on: { 'signIn.submit': {} },
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }) => ({ email: context.email, password: context.password }),
        onDone: { target: 'signedIn', actions: 'notifySignedIn' },
        onError: [
          {
            guard: { type: 'isEmailNotConfirmed', params: errorOf },
            target: 'unconfirmed',
            actions: failureActions,
          },
          { target: 'failed', actions: failureActions },
        ],
      },
    },
    failed: { description: 'The login service said no; the reason is shown and the form can be sent again.' },
    unconfirmed: {
      description:
        'The email address was never confirmed: the form offers to send the confirmation mail again.',
      initial: 'idle',
      on: { 'signIn.resendConfirmation': '.resending' },
      states: {
        idle: {
          description: 'The "confirm your email" message shows, with a button to send the mail again.',
        },
        resending: {
          description: 'Asking the login service to send the confirmation mail again.',
          on: { 'signIn.resendConfirmation': {}, 'signIn.submit': {} },
          invoke: {
            id: 'resendConfirmation',
            src: 'resendConfirmation',
            input: ({ context }) => ({ email: context.email }),
            onDone: { target: 'resent', actions: 'notifyResent' },
            onError: { target: 'resendFailed', actions: { type: 'notifyResendFailed', params: errorOf } },
          },
        },
        resent: { description: 'The confirmation mail was sent again: "Confirmation email sent".' },
        resendFailed: {
          description: 'The mail could not be sent again (for example, asked too soon); the reason is shown.',
        },
      },
    },
    signedIn: { description: 'Done: "Login successful!" and the app moves on.', type: 'final' },
  },
});
