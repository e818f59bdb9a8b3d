import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { registerMachine, type RegistrationDetails } from '../../machines/register.machine';
import { USERNAME_RULE_MESSAGE, USERNAME_TAKEN } from '../../machines/shared/username';
import { RegisterScreen } from '../../src/features/auth/register-screen';
import { renderScreen } from '../support/render';
import { clearToasts, controlledPromise, describePath, expectFullCoverage } from './support/model';
import { INVITE_CODE_REFUSED, valid, SUBMITS, paths } from './support/paths/register.paths';
import { formQueries } from './support/form-queries';

/** Generated paths; a change that multiplies them should be a conscious one. */
const EXPECTED_PATHS = 30;

const { formAlert, button } = formQueries('Create an account');

describe('register machine × RegisterScreen (model-based)', () => {
  afterEach(clearToasts);

  it(`generates ${EXPECTED_PATHS} shortest paths covering every state and transition`, () => {
    expect(paths).toHaveLength(EXPECTED_PATHS);
    expectFullCoverage(registerMachine, paths, [
      'editing',
      'invalid',
      'submitting',
      'failed',
      'usernameTaken',
      'inviteCodeRefused',
      'registered',
    ]);
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_name, path) => {
    const signUp = controlledPromise<void, RegistrationDetails>();
    const { router } = await renderScreen(
      <RegisterScreen logic={registerMachine.provide({ actors: { signUp: signUp.logic } })} />,
      { path: '/auth/register' },
    );
    let expectedProblem: string | null = null;
    let lastFailure: string | null = null;

    await path.test({
      events: {
        'register.submit': ({ event }) => {
          const details = event as unknown as RegistrationDetails;
          expectedProblem = SUBMITS.find((s) => s.event === event)?.expected ?? null;
          // Required fields' labels end with Mantine's " *".
          const fields: Array<[RegExp, keyof RegistrationDetails]> = [
            [/^Full name/, 'fullName'],
            [/^Username/, 'username'],
            [/^Email/, 'email'],
            [/^Password/, 'password'],
            [/^Confirm password/, 'confirmPassword'],
          ];
          for (const [label, key] of fields) {
            fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), {
              target: { value: details[key] },
            });
          }
          fireEvent.click(button('Create Account'));
        },
        'xstate.done.actor.signUp': async () => {
          // The actor got the trimmed details (spec §5: full name and username are metadata).
          expect(signUp.calls.at(-1)?.input).toEqual({
            ...valid,
            email: 'neo@lodge.bw',
            fullName: 'Neo Kgosi',
          });
          await signUp.resolve(undefined);
        },
        'xstate.error.actor.signUp': async ({ event }) => {
          const { error } = event as unknown as { error: { message: string } };
          lastFailure = error.message || null;
          await signUp.reject(error);
        },
      },
      states: {
        editing: () => {
          expect(button('Create Account')).toBeEnabled();
          expect(formAlert()).toBeNull();
        },
        invalid: async () => {
          if (expectedProblem === USERNAME_RULE_MESSAGE) {
            // On the field, not in the form's alert.
            expect(await screen.findByText(USERNAME_RULE_MESSAGE)).toBeVisible();
            expect(screen.getByLabelText(/^Username/, { selector: 'input' })).toHaveAttribute(
              'aria-invalid',
              'true',
            );
            expect(formAlert()).toBeNull();
          } else {
            await waitFor(() => expect(formAlert()).toHaveTextContent(expectedProblem ?? '(a problem)'));
          }
          expect(button('Create Account')).toBeEnabled();
        },
        submitting: async () => {
          expect(await screen.findByText('Creating Account...')).toBeVisible();
          expect(button('Creating Account...')).toBeDisabled();
          expect(screen.getByLabelText(/^Email/, { selector: 'input' })).toBeDisabled();
        },
        failed: async () => {
          // Issue 12: the server's answer is the toast (spec §8), not repeated in the form.
          expect(
            await screen.findByText('Registration failed', { selector: '.mantine-Notification-title' }),
          ).toBeVisible();
          if (lastFailure) expect(screen.getByText(lastFailure)).toBeVisible();
          expect(formAlert()).toBeNull();
          // What was typed is kept (an email input drops surrounding spaces itself).
          expect(screen.getByLabelText(/^Email/, { selector: 'input' })).toHaveValue('neo@lodge.bw');
        },
        usernameTaken: async () => {
          // Issue 12: said on the Username field, everything typed kept, no "Database error…".
          expect(await screen.findByText(USERNAME_TAKEN)).toBeVisible();
          expect(screen.getByLabelText(/^Username/, { selector: 'input' })).toHaveValue('neo');
          expect(screen.getByLabelText(/^Password/, { selector: 'input' })).toHaveValue('secret1');
          expect(screen.queryByText('Registration failed')).toBeNull();
          expect(button('Create Account')).toBeEnabled();
        },
        inviteCodeRefused: async () => {
          // Issue 33: said on the Invite code field, everything typed kept, never "Registration successful!".
          expect(await screen.findByText(INVITE_CODE_REFUSED)).toBeVisible();
          expect(screen.getByLabelText(/^Invite code/, { selector: 'input' })).toHaveAttribute(
            'aria-invalid',
            'true',
          );
          expect(screen.getByLabelText(/^Email/, { selector: 'input' })).toHaveValue('neo@lodge.bw');
          expect(screen.getByLabelText(/^Password/, { selector: 'input' })).toHaveValue('secret1');
          expect(screen.queryByText('Registration failed')).toBeNull();
          expect(screen.queryByText(/Registration successful/)).toBeNull();
          expect(button('Create Account')).toBeEnabled();
        },
        registered: async () => {
          expect(
            await screen.findByText('Registration successful! Please check your email for verification.'),
          ).toBeVisible();
          expect(await screen.findByText('Landed on /auth/login')).toBeVisible();
          expect(router.state.location.search).toEqual({ email: 'neo@lodge.bw' });
        },
      },
    });
  });
});
