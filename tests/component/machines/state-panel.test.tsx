import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authMachine } from '../../../machines/auth.machine';
import coverageJson from '../../../src/features/machines/generated/model-coverage.json';
import type { ModelCoverage } from '../../../src/features/machines/model-coverage';
import { stateNodeByPath } from '../../../src/features/machines/machine-facts';
import { StatePanel } from '../../../src/features/machines/state-panel';
import { renderWithProviders } from '../../support/render';

/** The committed coverage file (`npm run diagrams`). */
const coverageOf = (machineId: string) => (coverageJson as unknown as ModelCoverage)[machineId];

const node = (path: string) => stateNodeByPath(authMachine, path)!;

describe('StatePanel', () => {
  it('says a state in the plain words written next to the machine, with the events it accepts in words', () => {
    renderWithProviders(
      <StatePanel
        node={node('signedIn')}
        words={node('signedIn').description}
        live
        coverage={coverageOf('auth')}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'signedIn' })).toBeInTheDocument();
    expect(screen.getByText('live now')).toBeInTheDocument();
    expect(screen.getByText(authMachine.root.states.signedIn!.description!)).toBeInTheDocument();
    const signOut = screen.getByText('auth.signOut').closest('li')!;
    expect(signOut).toHaveTextContent('auth.signOut: goes to signingOut');
    const refreshed = screen
      .getAllByText('session.refreshed')
      .map((el) => el.closest('li')!.textContent)
      .join('\n');
    expect(refreshed).toContain(
      'session.refreshed if has usable session: stays here, and does: assign session from event',
    );
    expect(refreshed).toContain('session.refreshed otherwise: goes to signedOut, and does: clear session');
  });

  it('lists what runs while in a state, its groups included, and the model-test paths through it', async () => {
    const coverage = coverageOf('auth')!;
    const loading = node('signedIn.profile.loading');
    renderWithProviders(
      <StatePanel node={loading} words={loading.description} live={false} coverage={coverage} />,
    );
    expect(screen.getByText('loadProfile')).toBeInTheDocument();
    expect(screen.getByText('watchSession').closest('li')).toHaveTextContent(
      'watchSession (for all of auth)',
    );
    const count = coverage.states[loading.id]!.length;
    expect(count).toBeGreaterThan(5);
    expect(
      screen.getByRole('heading', { name: `Model-test paths through it (${count})` }),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Model-test paths through this state' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: `Show all ${count}` }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(count);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
      coverage.paths[coverage.states[loading.id]![0]!]!,
    );
  });

  it('says so when no model-test path reaches a state', () => {
    const empty = { paths: [], states: {}, transitions: {}, events: [] };
    renderWithProviders(
      <StatePanel node={node('signingOut')} words={undefined} live={false} coverage={empty} />,
    );
    expect(screen.getByText('No model-test path reaches this state.')).toBeInTheDocument();
    expect(screen.getByText('No plain words for this state yet.')).toBeInTheDocument();
  });
});
