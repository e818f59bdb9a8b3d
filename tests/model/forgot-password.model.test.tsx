import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_EMAIL_MISSING, forgotPasswordMachine } from '../../machines/forgot-password.machine';
import { ForgotPasswordScreen } from '../../src/features/auth/forgot-password-screen';
import { renderScreen } from '../support/render';
import { formQueries } from './support/form-queries';
import { clearToasts, controlledPromise, describePath, expectFullCoverage } from './support/model';
import { RATE_LIMIT, paths } from './support/paths/forgot-password.paths';

/** Generated paths; a change that multiplies them should be a conscious one. */
const EXPECTED_PATHS = 6;

const { formAlert, button } = formQueries('Reset your password');

describe('forgot-password machine × ForgotPasswordScreen (model-based)', () => {
  afterEach(clearToasts);

  it(`generates ${EXPECTED_PATHS} shortest paths covering every state and transition`, () => {
    expect(paths).toHaveLength(EXPECTED_PATHS);
    expectFullCoverage(forgotPasswordMachine, paths, ['editing', 'invalid', 'sending', 'sent', 'failed']);
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_name, path) => {
    const requestRecovery = controlledPromise<void, { email: string }>();
    await renderScreen(
      <ForgotPasswordScreen
        initialEmail="typed@login.page"
        logic={forgotPasswordMachine.provide({ actors: { requestRecovery: requestRecovery.logic } })}
      />,
      { path: '/auth/forgot-password' },
    );
    // The address typed on the login page came along.
    expect(screen.getByLabelText('Email')).toHaveValue('typed@login.page');

    await path.test({
      events: {
        'recovery.request': ({ event }) => {
          const { email } = event as unknown as { email: string };
          fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
          fireEvent.submit(screen.getByLabelText('Email').closest('form')!);
        },
        'xstate.done.actor.requestRecovery': async () => {
          expect(requestRecovery.calls.at(-1)?.input).toEqual({ email: 'neo@lodge.bw' });
          await requestRecovery.resolve(undefined);
        },
        'xstate.error.actor.requestRecovery': async ({ event }) => {
          await requestRecovery.reject((event as unknown as { error: unknown }).error);
        },
      },
      states: {
        editing: () => {
          expect(button('Send reset link')).toBeEnabled();
          expect(formAlert()).toBeNull();
        },
        invalid: async () => {
          await waitFor(() => expect(formAlert()).toHaveTextContent(FORGOT_PASSWORD_EMAIL_MISSING));
        },
        sending: async () => {
          expect(await screen.findByText('Sending...')).toBeVisible();
          expect(button('Sending...')).toBeDisabled();
          expect(screen.getByLabelText('Email')).toBeDisabled();
        },
        sent: async () => {
          expect((await screen.findAllByText('Check your email'))[0]).toBeVisible();
          expect(screen.getByRole('status')).toHaveTextContent('neo@lodge.bw');
          expect(button('Send the link again')).toBeEnabled();
        },
        failed: async () => {
          expect(await screen.findByText('Could not send the reset email')).toBeVisible();
          expect(screen.getByText(RATE_LIMIT)).toBeVisible();
          // What was typed is kept.
          expect(screen.getByLabelText('Email')).toHaveValue('neo@lodge.bw');
          expect(formAlert()).toBeNull();
        },
      },
    });
  });
});
