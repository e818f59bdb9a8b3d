import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { networkMachine } from '../../machines/network.machine';
import { createNetworkActor, networkActor } from '../../src/lib/network/network-actor';
import { LoadError } from '../../src/ui/load-states';
import { renderWithProviders } from '../support/render';
import { setNetwork } from '../support/network';
import { describePath, expectFullCoverage } from './support/model';
import { paths } from './support/paths/network.paths';

/**
 * The network machine × the browser's events and a screen that reads it (issue 19: one network actor
 * for the app): the page's network actor follows `online`/`offline` as the browser fires them, and a
 * read that failed says "Not on this phone yet" offline, the server's message with Try again online,
 * and reads again by itself when the signal returns.
 */
const EXPECTED_PATHS = 3;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('network machine × the browser and a load-error screen (model-based)', () => {
  it(`generates ${EXPECTED_PATHS} shortest paths covering every state and transition`, () => {
    expect(paths).toHaveLength(EXPECTED_PATHS);
    expectFullCoverage(networkMachine, paths, ['online', 'offline']);
  });

  it('a phone that starts with no network is offline before anything reads it', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const network = createNetworkActor().start();
    expect(network.getSnapshot().value).toBe('offline');
    network.stop();
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_name, path) => {
    const retry = vi.fn();
    renderWithProviders(
      <LoadError title="Could not load bookings" error={{ message: 'statement timeout' }} onRetry={retry} />,
    );
    let reconnects = 0;
    await path.test({
      events: {
        // The browser may say `online` again while online: the screen reads again only when it was offline.
        'network.online': () => {
          if (networkActor.getSnapshot().matches('offline')) reconnects += 1;
          setNetwork(true);
        },
        'network.offline': () => setNetwork(false),
      },
      states: {
        online: () => {
          expect(networkActor.getSnapshot().value).toBe('online');
          expect(screen.getByRole('alert')).toHaveTextContent('statement timeout');
          expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
          expect(retry).toHaveBeenCalledTimes(reconnects);
        },
        offline: () => {
          expect(networkActor.getSnapshot().value).toBe('offline');
          expect(screen.getByRole('status')).toHaveTextContent('Not on this phone yet');
          expect(screen.queryByRole('alert')).toBeNull();
        },
      },
    });
  });
});
