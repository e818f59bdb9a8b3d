import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  SIGN_IN_INCOMPLETE_MESSAGE,
  signInMachine,
  type SignInCredentials,
} from '../../machines/sign-in.machine';
import { SignInScreen } from '../../src/features/auth/sign-in-screen';
import { renderScreen } from '../support/render';
import {
  clearToasts,
  controlledPromise,
  createMachineModel,
  describePath,
  expectFullCoverage,
  type ModelEvent,
} from './support/model';
import { formQueries } from './support/form-queries';

/** One concrete payload per guard outcome of `isComplete`. */
const SUBMITS = {
  valid: { type: 'signIn.submit', email: '  thabo@lodge.bw ', password: 'secret1' },
  blankEmail: { type: 'signIn.submit', email: '   ', password: 'secret1' },
  emptyPassword: { type: 'signIn.submit', email: 'thabo@lodge.bw', password: '' },
} as const;

const SERVER_MESSAGE = 'Invalid login credentials';
const EVENTS: ModelEvent[] = [
  ...Object.values(SUBMITS),
  { type: 'xstate.done.actor.signIn', output: undefined },
  { type: 'xstate.error.actor.signIn', error: { message: SERVER_MESSAGE } },
  { type: 'xstate.error.actor.signIn', error: { message: '{}' } },
];

const model = createMachineModel(signInMachine, { events: EVENTS });
const paths = model.getShortestPaths();

/** Generated paths for this machine; a change that multiplies them should be a conscious one. */
const EXPECTED_PATHS = 9;

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
    await waitFor(() => expect(formAlert()).toHaveTextContent('Login failed'));
    expect(formAlert()).toHaveTextContent(failureMessage ?? 'Login failed');
    // The toast, outside the form.
    expect(
      await screen.findByText('Login failed', { selector: '.mantine-Notification-title' }),
    ).toBeVisible();
    expect(button('Sign In')).toBeEnabled();
    // What was typed is kept for another try.
    expect(screen.getByLabelText('Email')).not.toHaveValue('');
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
    await renderScreen(<SignInScreen logic={signInMachine.provide({ actors: { signIn: signIn.logic } })} />, {
      path: '/auth/login',
    });
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
      },
      states: {
        editing: STATES.editing,
        invalid: STATES.invalid,
        submitting: STATES.submitting,
        failed: () => STATES.failed(lastFailure),
        signedIn: STATES.signedIn,
      },
    });
  });
});
