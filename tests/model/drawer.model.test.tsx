import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { drawerMachine } from '../../machines/drawer.machine';
import { burger, createTestAuth, drawerDialog, renderAppLayout } from './support/app-harness';
import { clearToasts, describePath, expectFullCoverage, type ModelEvent } from './support/model';
import { paths } from './support/paths/drawer.paths';

/** The drawer link of each page a path visits. */
const LINK_OF: Record<string, string> = { '/': 'Dashboard', '/organization': 'Organization' };

/** Generated paths; a change that multiplies them should be a conscious one. */
const EXPECTED_PATHS = 5;

const user = {
  id: 'u-neo',
  email: 'neo@lodge.bw',
  user_metadata: { full_name: 'Neo Kgosi', username: 'neo' },
};
const session = {
  access_token: 'access',
  refresh_token: 'refresh',
  token_type: 'bearer',
  expires_in: 3600,
  expires_at: 1_900_000_000,
  user,
};

describe('drawer machine × AppLayout (model-based)', () => {
  afterEach(clearToasts);

  it(`generates ${EXPECTED_PATHS} shortest paths covering every state and transition`, () => {
    expect(paths).toHaveLength(EXPECTED_PATHS);
    expectFullCoverage(drawerMachine, paths, ['closed', 'open']);
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_name, path) => {
    // Signed in (so the drawer offers Sign Out), with a sign-out that never finishes.
    const auth = createTestAuth();
    await auth.loadSession.resolve({ session, stale: false });
    const router = await renderAppLayout(auth.actor);

    await path.test({
      events: {
        'drawer.toggle': () => {
          fireEvent.click(burger());
        },
        'drawer.close': async ({ event }) => {
          if ((event as ModelEvent).via === 'escape') {
            fireEvent.keyDown(drawerDialog()!, { key: 'Escape' });
            return;
          }
          // The link of the page already shown: no navigation, so only the link's onClose can close it.
          const here = router.state.location.pathname;
          const link = within(drawerDialog()!).getByRole('link', { name: LINK_OF[here] });
          expect(link).toHaveAttribute('aria-current', 'page');
          fireEvent.click(link);
          await waitFor(() => expect(drawerDialog()).toBeNull());
          expect(router.state.location.pathname).toBe(here);
          expect(screen.getByText(`Page ${here}`)).toBeVisible();
        },
        // A navigation the drawer did not start (browser Back/Forward, a redirect): drawer links close
        // the drawer themselves (drawer.close) before the route changes.
        'route.changed': async () => {
          const to = router.state.location.pathname === '/organization' ? '/' : '/organization';
          await act(() => router.navigate({ to }));
          expect(await screen.findByText(`Page ${to}`)).toBeVisible();
        },
        'auth.signOut': () => {
          fireEvent.click(within(drawerDialog()!).getByText('Sign Out'));
        },
      },
      states: {
        closed: async () => {
          await waitFor(() => expect(drawerDialog()).toBeNull());
          expect(burger()).toHaveAttribute('aria-expanded', 'false');
        },
        open: async () => {
          await waitFor(() => expect(drawerDialog()).toBeVisible());
          expect(within(drawerDialog()!).getByText('Navigation')).toBeVisible();
          expect(within(drawerDialog()!).getByText('Neo Kgosi')).toBeVisible();
          expect(burger()).toHaveAttribute('aria-expanded', 'true');
        },
      },
    });
    expect(screen.getByText(/^Page /)).toBeVisible();
  });
});
