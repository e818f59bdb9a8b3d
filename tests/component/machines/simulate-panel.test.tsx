import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { authMachine } from '../../../machines/auth.machine';
import coverageJson from '../../../src/features/machines/generated/model-coverage.json';
import type { ModelCoverage } from '../../../src/features/machines/model-coverage';
import { SimulatePanel } from '../../../src/features/machines/simulate-panel';
import { renderWithProviders } from '../../support/render';
import { testAuthLogic } from '../../support/auth';
import type { Profile, SessionLookup } from '../../../machines/shared/auth-types';

/** The committed coverage file (`npm run diagrams`). */
const coverageOf = (machineId: string) => (coverageJson as unknown as ModelCoverage)[machineId];
import { usableSession } from '../../model/support/auth-scenario';

/** A live auth actor, signed in and waiting for its profile (its actors never answer). */
function liveAuth() {
  const never = <T,>() => new Promise<T>(() => {});
  const actor = createActor(
    testAuthLogic({
      actors: {
        loadSession: fromPromise<SessionLookup>(never),
        loadProfile: fromPromise<Profile, { userId: string }>(never),
      },
    }),
  ).start();
  actor.send({ type: 'session.signedIn', session: usableSession });
  return actor;
}

describe('SimulatePanel', () => {
  it('moves a private copy from the first state while the live actor’s snapshot stays the same', async () => {
    const live = liveAuth();
    const before = live.getSnapshot();
    expect(before.matches({ signedIn: { profile: 'loading' } })).toBe(true);
    renderWithProviders(
      <SimulatePanel machine={authMachine} live={live} events={coverageOf('auth')!.events} />,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Start from the beginning' }));
    expect(screen.getByTestId('simulate-copy-state')).toHaveTextContent('checkingSession');
    await userEvent.click(screen.getByRole('button', { name: 'loadSession fails → signedOut' }));
    expect(screen.getByTestId('simulate-copy-state')).toHaveTextContent('signedOut');
    await userEvent.click(
      screen.getByRole('button', { name: 'password.recoveryStarted → recoveringPassword.choosing' }),
    );
    expect(screen.getByTestId('simulate-copy-state')).toHaveTextContent('recoveringPassword.choosing');

    expect(live.getSnapshot()).toBe(before);
    expect(screen.getByTestId('simulate-live-state')).toHaveTextContent(
      'signedIn.token.fresh, signedIn.profile.loading',
    );
  });

  it('"Start from now" copies the live state; an invoked actor’s outcome is picked by hand', async () => {
    const live = liveAuth();
    const before = live.getSnapshot();
    renderWithProviders(
      <SimulatePanel machine={authMachine} live={live} events={coverageOf('auth')!.events} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Start from now' }));
    expect(screen.getByTestId('simulate-copy-state')).toHaveTextContent(
      'signedIn.token.fresh, signedIn.profile.loading',
    );
    await userEvent.click(
      screen.getByRole('button', {
        name: 'loadProfile finishes → signedIn.token.fresh, signedIn.profile.ready',
      }),
    );
    expect(screen.getByTestId('simulate-copy-state')).toHaveTextContent('signedIn.profile.ready');
    await userEvent.click(screen.getByRole('button', { name: 'auth.signOut → signingOut' }));
    expect(screen.getByTestId('simulate-copy-state')).toHaveTextContent('signingOut');
    expect(live.getSnapshot()).toBe(before);
  });
});
