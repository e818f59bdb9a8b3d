import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { machineTypes } from './shared/machine-types';
import type { Notification } from './shared/auth-types';
import { serverMessageOf } from './shared/auth-types';
import { errorOf } from './shared/errors';

/** The message for an empty email on the forgot-password page. */
export const FORGOT_PASSWORD_EMAIL_MISSING = 'Please enter your email address';

export type ForgotPasswordEvent = { type: 'recovery.request'; email: string };

export interface ForgotPasswordContext {
  /** The address the recovery mail went (or goes) to, trimmed. */
  email: string;
  validationMessage: string | null;
}

/**
 * "Forgot password?" (issue 12): `editing` → `invalid` | `sending` → `sent` | `failed`.
 *
 * - `recovery.request` with a blank email goes to `invalid`; otherwise `sending` runs `requestRecovery`
 *   (POST /recover, supplied with `.provide()`), which mails a link to set a new password.
 * - `sent` says to check the inbox (GoTrue answers the same for an unknown address, so nobody learns
 *   who has an account) and toasts "Check your email"; `failed` toasts the server's reason (e.g.
 *   GoTrue's rate limit) and keeps the address. Another request can be made from any state but `sending`.
 */
export const forgotPasswordMachine = setup({
  types: machineTypes<{
    context: ForgotPasswordContext;
    events: ForgotPasswordEvent;
    emitted: Notification;
  }>(),
  actors: {
    requestRecovery: fromPromise<void, { email: string }>(async () => {
      throw new Error('requestRecovery not provided');
    }),
  },
  guards: {
    hasEmail: ({ event }) => event.email.trim() !== '',
  },
  actions: {
    assignEmail: assign(({ event }) => {
      assertEvent(event, 'recovery.request');
      return { email: event.email.trim(), validationMessage: null };
    }),
    assignMissing: assign({ validationMessage: FORGOT_PASSWORD_EMAIL_MISSING }),
    notifySent: emit({
      type: 'notification',
      tone: 'success',
      title: 'Check your email',
      message: 'If an account uses that address, a link to set a new password is on its way.',
    } as const),
    notifyFailed: emit((_, error: unknown) => ({
      type: 'notification' as const,
      tone: 'error' as const,
      title: 'Could not send the reset email',
      message: serverMessageOf(error),
    })),
  },
}).createMachine({
  id: 'forgotPassword',
  description:
    'The form on /auth/forgot-password. It mails a link to choose a new password; it never says whether an address has an account.',
  meta: { title: 'Forgot password' },
  context: { email: '', validationMessage: null },
  initial: 'editing',
  on: {
    'recovery.request': [
      { guard: 'hasEmail', target: '.sending', actions: 'assignEmail' },
      { target: '.invalid', actions: 'assignMissing' },
    ],
  },
  states: {
    editing: { description: 'The form is empty or the email is being typed.' },
    invalid: { description: 'Send was pressed with no email; a message asks for it.' },
    sending: {
      description: 'Asking the login service to mail the link; the button waits.',
      on: { 'recovery.request': {} },
      invoke: {
        id: 'requestRecovery',
        src: 'requestRecovery',
        input: ({ context }) => ({ email: context.email }),
        onDone: { target: 'sent', actions: 'notifySent' },
        onError: { target: 'failed', actions: { type: 'notifyFailed', params: errorOf } },
      },
    },
    sent: { description: 'Done: "Check your email" (said the same for an unknown address).' },
    failed: {
      description:
        'The mail could not be sent (for example, asked too often); the reason is shown and the address kept.',
    },
  },
});
