import { assign, emit, fromPromise, setup } from 'xstate';
import type { Notification } from './shared/auth-types';
import { serverMessageOf } from './shared/auth-types';

/** Spec §5/§8: the message for an empty email or password. */
export const SIGN_IN_INCOMPLETE_MESSAGE = 'Please enter both email and password';

/** What the person typed; kept in context so a failure never loses it. */
export interface SignInCredentials {
  email: string;
  password: string;
}

export type SignInEvent = { type: 'signIn.submit'; email: string; password: string };

export interface SignInContext extends SignInCredentials {
  /** The validation message shown in `invalid` (spec §5), else null. */
  validationMessage: string | null;
  /** The server's message after a failed attempt (shown in `failed`), else null. */
  failureMessage: string | null;
}

/**
 * Sign-in form (spec §2, §4, §5, §8): `editing` → `invalid` | `submitting` → `signedIn` (final) | `failed`.
 *
 * - `signIn.submit` with an empty (after trimming) email or password goes to `invalid`
 *   ("Please enter both email and password"); otherwise to `submitting`, which the screen renders as
 *   "Signing in..." on a disabled button.
 * - `signIn` (a supabase-js `signInWithPassword`, supplied with `.provide()`) resolving emits
 *   "Login successful!"; rejecting emits "Login failed" with the server's message when there is one.
 *   Where to go next is the router's business (the guard kept the location).
 */
export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
    emitted: {} as Notification,
  },
  actors: {
    signIn: fromPromise<void, SignInCredentials>(async () => {}),
  },
  guards: {
    isComplete: ({ event }) => event.email.trim() !== '' && event.password !== '',
  },
  actions: {
    assignFailure: assign({
      failureMessage: ({ event }) => serverMessageOf((event as { error?: unknown }).error) ?? null,
    }),
    assignCredentials: assign(({ event }) => ({ email: event.email.trim(), password: event.password })),
    assignIncomplete: assign(({ event }) => ({
      email: event.email,
      password: event.password,
      validationMessage: SIGN_IN_INCOMPLETE_MESSAGE,
    })),
    clearValidation: assign({ validationMessage: null, failureMessage: null }),
    notifySignedIn: emit({ type: 'notification', tone: 'success', title: 'Login successful!' } as const),
    notifyFailed: emit(({ event }) => ({
      type: 'notification' as const,
      tone: 'error' as const,
      title: 'Login failed',
      message: serverMessageOf((event as { error?: unknown }).error),
    })),
  },
}).createMachine({
  id: 'signIn',
  context: { email: '', password: '', validationMessage: null, failureMessage: null },
  initial: 'editing',
  on: {
    'signIn.submit': [
      { guard: 'isComplete', target: '.submitting', actions: ['assignCredentials', 'clearValidation'] },
      { target: '.invalid', actions: 'assignIncomplete' },
    ],
  },
  states: {
    editing: {},
    invalid: {},
    submitting: {
      on: { 'signIn.submit': {} },
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }) => ({ email: context.email, password: context.password }),
        onDone: { target: 'signedIn', actions: 'notifySignedIn' },
        onError: { target: 'failed', actions: ['assignFailure', 'notifyFailed'] },
      },
    },
    failed: {},
    signedIn: { type: 'final' },
  },
});
