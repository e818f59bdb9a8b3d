import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { drawerMachine } from '../../../machines/drawer.machine';
import { loadExplorerRoute } from '../../../src/features/machines/explorer.data';
import { MachinesIndex } from '../../../src/features/machines/machines-index';
import { joinApp, leaveApp } from '../../../src/lib/app-system';
import { renderScreen } from '../../support/render';

describe('MachinesIndex (/machines)', () => {
  let leave = () => {};
  afterEach(() => leave());

  it('lists every machine with its title, size and model-test coverage, and the live state of those running here', async () => {
    // A drawer running in the app's actor system (issue 35: the explorer finds actors by `systemId`).
    const drawer = joinApp('drawer', drawerMachine).start();
    leave = () => leaveApp(drawer);
    // What the /machines route's loader gives the page (issue 35).
    const { catalog, data } = await loadExplorerRoute();
    await renderScreen(<MachinesIndex catalog={catalog} data={data} />, { path: '/machines' });

    await screen.findByRole('link', { name: 'The navigation drawer (drawer)' });
    const cards = screen.getAllByRole('link', { name: /\(\w+\)$/ });
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Signing in and out (the whole app) (auth)',
      'The business model wizard (businessModel)',
      'The rooms calendar (calendar)',
      'The navigation drawer (drawer)',
      'Forgot password (forgotPassword)',
      'Which lodge the app shows, and your role in it (lodge)',
      "The phone's network (online or offline) (network)",
      "The lodge's products (products)",
      'The sign-up form (register)',
      'The login form (signIn)',
      'A stay (rooms and nights) (stay)',
      'A stay whose room was taken while offline (stayConflict)',
      'Keeping the phone in step with the lodge (offline sync) (sync)',
    ]);
    const drawerCard = screen.getByRole('link', { name: 'The navigation drawer (drawer)' });
    expect(drawerCard).toHaveAttribute('href', '/machines/drawer');
    expect(within(drawerCard).getByText('live')).toBeInTheDocument();
    expect(within(drawerCard).getByTestId('current-state-drawer')).toHaveTextContent('closed');
    expect(within(drawerCard).getByText('2 states · 4 events')).toBeInTheDocument();
    // Issue 34: the index said "1 events".
    expect(screen.getAllByText(/ · 1 event$/).length).toBeGreaterThan(0);
    expect(screen.queryByText(/\b1 (events|states)\b/)).toBeNull();
    expect(await within(drawerCard).findByText('2/2 states, 5/5 transitions tested')).toBeInTheDocument();

    const auth = screen.getByRole('link', { name: /\(auth\)$/ });
    expect(within(auth).getByText('not running here')).toBeInTheDocument();
    expect(await within(auth).findByText(/^17\/17 states, \d+\/\d+ transitions tested$/)).toBeInTheDocument();
  });
});
