import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadError } from '../../../src/ui/load-states';
import { RouteLoadError } from '../../../src/features/shell/route-states';
import { renderScreen, renderWithProviders } from '../../support/render';
import { setNetwork } from '../../support/network';

/**
 * Issue 9 "Offline is a normal state": a screen that could not be read says so calmly when the phone
 * has no network, and reads again by itself when the signal returns; online, a failed read is an error
 * with the server's message and Try again.
 */
afterEach(() => {
  vi.restoreAllMocks();
});

describe('LoadError', () => {
  it('offline from the start: "Not on this phone yet" at once, then reads again when the signal returns', () => {
    setNetwork(false);
    const retry = vi.fn();
    renderWithProviders(
      <LoadError title="Could not load bookings" error={new TypeError('Failed to fetch')} onRetry={retry} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Not on this phone yet');
    expect(screen.queryByRole('alert')).toBeNull();

    setNetwork(true);
    expect(retry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load bookings');
  });

  it('online: the server message and Try again; losing the network turns it into the calm notice', () => {
    const retry = vi.fn();
    renderWithProviders(
      <LoadError
        title="Could not load bookings"
        error={{ message: 'permission denied for table bookings' }}
        onRetry={retry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('permission denied for table bookings');
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    expect(retry).toHaveBeenCalledTimes(1);

    setNetwork(false);
    expect(screen.getByRole('status')).toHaveTextContent('Not on this phone yet');
    expect(retry).toHaveBeenCalledTimes(1);
  });
});

describe('RouteLoadError', () => {
  it('offline, a page with nothing kept is headed "Waiting for a signal", not "Could not load"', async () => {
    setNetwork(false);
    await renderScreen(<RouteLoadError error={new TypeError('Failed to fetch')} reset={() => {}} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Waiting for a signal');
    setNetwork(true);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Could not load');
  });
});
