import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  SIGN_IN_INCOMPLETE_MESSAGE,
  signInMachine,
  type SignInCredentials,
} from '../../machines/sign-in.machine';
import { SignInScreen } from '../../src/features/auth/sign-in-screen';
import { renderScreen } from '../support/render';
import { clearToasts, controlledPromise, describePath, expectFullCoverage } from './support/model';
import { RATE_LIMIT, paths } from './support/paths/sign-in.paths';
import { formQueries } from './support/form-queries';

/** Generated paths for this machine; a change that multiplies them should be a conscious one. */
const EXPECTED_PATHS = 20;

const { formAlert, button } = formQueries('Welcome back');

const STATES = {
  editing: async () => {
    expect(button('Sign In')).toBeEnabled();
    expect(formAlert()).toBeNull();
  },
  invalid: async () => {
    await waitFor(() => expect(formAlert()).toHaveTextContent(SIGN_IN_INCOMPLETE_MESSAGE));
    expect(button('Sign In')).toBeEnabled();
  },
  submitting: async () => {
    expect(await screen.findByText('Signing in...')).toBeVisible();
    expect(button('Signing in...')).toBeDisabled();
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(formAlert()).toBeNull();
  },
  failed: async (failureMessage: string | null) => {
    // Issue 12: the server's answer is a toast (spec §8), not repeated inside the form.
    expect(
      await screen.findByText('Login failed', { selector: '.mantine-Notification-title' }),
    ).toBeVisible();
    if (failureMessage) expect(screen.getByText(failureMessage)).toBeVisible();
    expect(formAlert()).toBeNull();
    expect(button('Sign In')).toBeEnabled();
    // What was typed is kept for another try.
    expect(screen.getByLabelText('Email')).not.toHaveValue('');
  },
  unconfirmed: async () => {
    expect(await screen.findByText('Confirm your email address first')).toBeVisible();
  },
  'unconfirmed.idle': async () => {
    expect(button('Resend confirmation email')).toBeEnabled();
  },
  'unconfirmed.resending': async () => {
    expect(await screen.findByText('Sending...')).toBeVisible();
    expect(button('Sending...')).toBeDisabled();
  },
  'unconfirmed.resent': async () => {
    expect(await screen.findByText('Confirmation email sent')).toBeVisible();
    expect(screen.getByText(/Sent. Check your inbox/)).toBeVisible();
  },
  'unconfirmed.resendFailed': async () => {
    expect(await screen.findByText('Could not send the confirmation email')).toBeVisible();
    // GoTrue's own rate-limit words.
    expect(screen.getByText(RATE_LIMIT)).toBeVisible();
    expect(button('Resend confirmation email')).toBeEnabled();
  },
  signedIn: async () => {
    expect(await screen.findByText('Login successful!')).toBeVisible();
  },
};

describe('sign-in machine × SignInScreen (model-based)', () => {
  afterEach(clearToasts);

  it(`generates ${EXPECTED_PATHS} shortest paths covering every state and transition`, () => {
    expect(paths).toHaveLength(EXPECTED_PATHS);
    expectFullCoverage(signInMachine, paths, Object.keys(STATES));
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_name, path) => {
    const signIn = controlledPromise<void, SignInCredentials>();
    const resend = controlledPromise<void, { email: string }>();
    await renderScreen(
      <SignInScreen
        logic={signInMachine.provide({
          actors: { signIn: signIn.logic, resendConfirmation: resend.logic },
        })}
      />,
      { path: '/auth/login' },
    );
    let lastFailure: string | null = null;

    await path.test({
      events: {
        'signIn.submit': ({ event }) => {
          const { email, password } = event as unknown as SignInCredentials;
          fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
          fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
          fireEvent.click(button('Sign In'));
        },
        'xstate.done.actor.signIn': async () => {
          // The actor got what the person typed, trimmed.
          expect(signIn.calls.at(-1)?.input).toEqual({ email: 'thabo@lodge.bw', password: 'secret1' });
          await signIn.resolve(undefined);
        },
        'xstate.error.actor.signIn': async ({ event }) => {
          const { error } = event as unknown as { error: { message: string } };
          lastFailure = error.message === '{}' ? null : error.message;
          await signIn.reject(error);
        },
        'signIn.resendConfirmation': () => void fireEvent.click(button('Resend confirmation email')),
        'xstate.done.actor.resendConfirmation': async () => {
          expect(resend.calls.at(-1)?.input).toEqual({ email: 'thabo@lodge.bw' });
          await resend.resolve(undefined);
        },
        'xstate.error.actor.resendConfirmation': async ({ event }) => {
          await resend.reject((event as unknown as { error: unknown }).error);
        },
      },
      states: {
        editing: STATES.editing,
        invalid: STATES.invalid,
        submitting: STATES.submitting,
        failed: () => STATES.failed(lastFailure),
        unconfirmed: STATES.unconfirmed,
        'unconfirmed.idle': STATES['unconfirmed.idle'],
        'unconfirmed.resending': STATES['unconfirmed.resending'],
        'unconfirmed.resent': STATES['unconfirmed.resent'],
        'unconfirmed.resendFailed': STATES['unconfirmed.resendFailed'],
        signedIn: STATES.signedIn,
      },
    });
  });
});
