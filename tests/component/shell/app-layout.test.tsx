import '../../support/staff-frame';
import { describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { within } from '@testing-library/react';
import { waitFor } from 'xstate';
import { AppLayout } from '../../../src/features/shell/app-layout';
import { createTestAuthActor, withAuth } from '../../support/auth';
import { renderScreen, screen } from '../../support/render';

async function renderLayout(path: string, options: Parameters<typeof createTestAuthActor>[0] = {}) {
  const auth = createTestAuthActor(options);
  await waitFor(
    auth,
    (s) => !s.matches('checkingSession') && !s.matches({ signedIn: { profile: 'loading' } }),
  );
  await renderScreen(<AppLayout />, { path, wrap: withAuth(auth) });
  return auth;
}

describe('AppLayout (spec §2 layout)', () => {
  it('marks the active bottom-bar item by prefix, the root only on exact match', async () => {
    await renderLayout('/organization/products');
    const bar = screen.getByRole('navigation', { name: 'Quick' });
    expect(within(bar).getByRole('link', { name: 'Business' })).toHaveAttribute('aria-current', 'page');
    expect(within(bar).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('marks Dashboard on / only', async () => {
    await renderLayout('/');
    const bar = screen.getByRole('navigation', { name: 'Quick' });
    expect(within(bar).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it('hides the bottom bar on /auth/*', async () => {
    await renderLayout('/auth/login', { session: null });
    expect(screen.queryByRole('navigation', { name: 'Quick' })).not.toBeInTheDocument();
  });

  it('opens the Navigation drawer with the signed-in profile and closes it with Escape', async () => {
    const user = userEvent.setup();
    await renderLayout('/');
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    expect(within(drawer).getByText('Neo Kgosi')).toBeInTheDocument();
    expect(within(drawer).getByText('@neo')).toBeInTheDocument();
    expect(within(drawer).getByText('NK')).toBeInTheDocument();
    expect(
      within(drawer)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Organization', 'Training', 'Language', 'Experience', 'Account']);
    await user.keyboard('{Escape}');
    await expect.poll(() => screen.queryByRole('dialog', { name: 'Navigation' })).toBeNull();
  });

  it('shows a visitor as not signed in, never a made-up person', async () => {
    const user = userEvent.setup();
    await renderLayout('/auth/login', { session: null });
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    expect(within(drawer).getByText('Visitor')).toBeInTheDocument();
    expect(within(drawer).getByText('Not signed in')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('signs out from the drawer: closes it and toasts "Logged out successfully"', async () => {
    const user = userEvent.setup();
    const auth = await renderLayout('/');
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    await user.click(within(drawer).getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(auth.getSnapshot().matches('signedOut')).toBe(true);
    await expect.poll(() => screen.queryByRole('dialog', { name: 'Navigation' })).toBeNull();
  });

  it('toasts "Logout failed" with the server message and stays signed in', async () => {
    const user = userEvent.setup();
    const auth = await renderLayout('/', {
      signOut: async () => {
        throw new Error('Failed to fetch');
      },
    });
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Navigation' })).getByRole('button', {
        name: 'Sign Out',
      }),
    );
    expect(await screen.findByText('Logout failed')).toBeInTheDocument();
    // Issue 12: the browser's "Failed to fetch" is said in words.
    expect(screen.getByText(/Could not reach the server/)).toBeInTheDocument();
    expect(auth.getSnapshot().matches('signedIn')).toBe(true);
  });
});
