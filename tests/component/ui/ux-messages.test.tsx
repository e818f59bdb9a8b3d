import { act } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { describe, expect, it, beforeEach } from 'vitest';
import { NETWORK_FAILURE_MESSAGE, serverMessageOf } from '../../../machines/shared/auth-types';
import { FullScreenLoader } from '../../../src/ui/full-screen-loader';
import { InitialsAvatar, initialsFontSize } from '../../../src/ui/initials-avatar';
import { showNotification } from '../../../src/ui/notify';
import { renderWithProviders, screen } from '../../support/render';

describe('Messages (issue 12)', () => {
  beforeEach(() => act(() => notifications.clean()));

  it('a success clears that form’s earlier error toasts', async () => {
    renderWithProviders(<p>form</p>);
    act(() => {
      showNotification(
        { tone: 'error', title: 'Login failed', message: 'Invalid login credentials' },
        'signIn',
      );
      showNotification({ tone: 'error', title: 'Error updating profile' }, 'account');
    });
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    act(() => void showNotification({ tone: 'success', title: 'Login successful!' }, 'signIn'));
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByText('Login failed')).not.toBeInTheDocument());
    // Another form's error is not this form's business.
    expect(screen.getByText('Error updating profile')).toBeInTheDocument();
  });

  it('toasts sit under the header (never over it), clear of the bottom bar and dialog buttons', async () => {
    renderWithProviders(<p>page</p>);
    act(() => void showNotification({ tone: 'success', title: 'Saved' }));
    const toast = await screen.findByText('Saved');
    const container = toast.closest('[data-position]');
    expect(container).toHaveAttribute('data-position', 'top-center');
  });

  it('network errors say in words what failed and that nothing typed was lost', () => {
    for (const message of ['Failed to fetch', 'TypeError: Failed to fetch', 'Load failed', 'fetch failed']) {
      expect(serverMessageOf({ message })).toBe(NETWORK_FAILURE_MESSAGE);
    }
    expect(NETWORK_FAILURE_MESSAGE).toMatch(/Nothing you typed was lost/);
    expect(serverMessageOf({ message: 'Invalid login credentials' })).toBe('Invalid login credentials');
  });
});

describe('Header avatar initials fit (issue 12)', () => {
  it('shrinks the initials of a three-word name to fit the circle, keeping the spec’s rule', () => {
    expect(initialsFontSize('NK', 34)).toBeCloseTo(14.3, 1);
    // Three letters at ~0.28 × the diameter: "ABC" is about 3 × 0.7 em wide, inside the circle.
    const three = initialsFontSize('TKM', 34);
    expect(three * 0.75 * 3).toBeLessThanOrEqual(34 * 0.8);
    expect(initialsFontSize('ABCDE', 34)).toBeLessThan(three);
    renderWithProviders(<InitialsAvatar initials="TKM" size={34} src={null} />);
    expect(screen.getByText('TKM')).toHaveStyle({ fontSize: `${three}px` });
  });
});

describe('Full-screen auth spinner (issue 12)', () => {
  it('renders in a portal on <body>, outside any animated page container', () => {
    const { container } = renderWithProviders(
      <div style={{ transform: 'translateY(12px)' }} data-testid="page">
        <FullScreenLoader />
      </div>,
    );
    const loader = screen.getByRole('status');
    expect(container.contains(loader)).toBe(false);
    expect(screen.getByTestId('page').contains(loader)).toBe(false);
    expect(loader).toHaveStyle({ position: 'fixed' });
  });
});
