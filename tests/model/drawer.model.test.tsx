import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { drawerMachine } from '../../machines/drawer.machine';
import { liveActor } from '../../src/lib/live-actors';
import { burger, createTestAuth, drawerDialog, renderAppLayout } from './support/app-harness';
import {
  clearToasts,
  createMachineModel,
  describePath,
  expectFullCoverage,
  type ModelEvent,
} from './support/model';

const EVENTS: ModelEvent[] = [
  { type: 'drawer.open' },
  { type: 'drawer.close' },
  { type: 'drawer.toggle' },
  { type: 'route.changed' },
  { type: 'auth.signOut' },
];

const model = createMachineModel(drawerMachine, { events: EVENTS });
const paths = model.getShortestPaths();
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
    await auth.loadSession.resolve(session);
    const router = await renderAppLayout(auth.actor);

    await path.test({
      events: {
        // Nothing in the UI sends drawer.open (the ☰ button toggles); other code can, through the actor.
        'drawer.open': () => act(() => liveActor('drawer')!.send({ type: 'drawer.open' })),
        'drawer.toggle': () => {
          fireEvent.click(burger());
        },
        'drawer.close': () => {
          fireEvent.keyDown(drawerDialog()!, { key: 'Escape' });
        },
        'route.changed': () => {
          const to = router.state.location.pathname === '/organization' ? 'Dashboard' : 'Organization';
          fireEvent.click(within(drawerDialog()!).getByText(to));
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
