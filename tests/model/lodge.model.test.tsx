import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { lodgeMachine, type ResolvedLodges } from '../../machines/lodge.machine';
import { createTestAuth, drawerDialog, openDrawer, renderAppLayout } from './support/app-harness';
import {
  clearToasts,
  controlledPromise,
  createMachineModel,
  describePath,
  expectFullCoverage,
  type ModelEvent,
} from './support/model';

const trust = {
  lodgeId: 'lodge-1',
  name: 'Okavango Community Trust',
  location: 'Boro',
  timezone: 'Africa/Gaborone',
  role: 'owner' as const,
};
const camp = {
  lodgeId: 'lodge-2',
  name: 'Khwai Camp',
  location: 'Khwai',
  timezone: 'Africa/Gaborone',
  role: 'staff' as const,
};
const resolved: ResolvedLodges = { lodges: [trust, camp], currentLodgeId: 'lodge-1' };

const EVENTS: ModelEvent[] = [
  { type: 'session.started', userId: 'u-neo' },
  { type: 'session.ended' },
  { type: 'xstate.done.actor.resolveLodges', output: resolved },
  { type: 'xstate.error.actor.resolveLodges', error: new Error('Failed to fetch') },
  { type: 'lodge.switch', lodgeId: 'lodge-2' },
  { type: 'lodge.switch', lodgeId: 'lodge-1' },
  { type: 'lodge.joined', lodgeId: 'lodge-2' },
  { type: 'lodge.retry' },
];

/** Traversal runs actions: the production machine with only its storage action made inert. */
const traversed = lodgeMachine.provide({ actions: { rememberChoice: () => {} } });
/** The guard reads which lodge is current; nothing else in context changes what is enabled. */
const model = createMachineModel(traversed, {
  events: EVENTS,
  guardContext: (s) => s.context.currentLodgeId,
});
const paths = model.getShortestPaths();
const EXPECTED_PATHS = 15;

// Each path opens the drawer at every step: slow on the shared 2-core runner.
vi.setConfig({ testTimeout: 30_000 });

const session = {
  access_token: 'access',
  refresh_token: 'refresh',
  token_type: 'bearer',
  expires_in: 3600,
  expires_at: 1_900_000_000,
  user: { id: 'u-neo', email: 'neo@lodge.bw', user_metadata: { full_name: 'Neo Kgosi', username: 'neo' } },
};

/** The drawer's lodge block, or null when the drawer shows none. */
async function lodgeBlock(): Promise<HTMLElement | null> {
  const drawer = await openDrawer();
  return within(drawer).queryByRole('region', { name: 'Lodge' });
}

async function closeDrawer() {
  fireEvent.keyDown(drawerDialog()!, { key: 'Escape' });
  await waitFor(() => expect(drawerDialog()).toBeNull());
}

describe('lodge machine × drawer lodge block (model-based)', () => {
  afterEach(clearToasts);

  it(`generates ${EXPECTED_PATHS} shortest paths covering every state and transition`, () => {
    expect(paths).toHaveLength(EXPECTED_PATHS);
    expectFullCoverage(traversed, paths, ['signedOut', 'resolving', 'ready', 'failed']);
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_name, path) => {
    const auth = createTestAuth();
    await auth.loadSession.resolve(session);
    const resolveLodges = controlledPromise<
      ResolvedLodges,
      { userId: string; preferredLodgeId: string | null }
    >();
    const remembered: string[] = [];
    const lodge = createActor(
      lodgeMachine.provide({
        actors: { resolveLodges: resolveLodges.logic },
        actions: { rememberChoice: (_, params) => void remembered.push(params.lodgeId) },
      }),
    ).start();
    await renderAppLayout(auth.actor, '/', lodge);
    /** No lodge block before the first resolution; afterwards the lodge that was current. */
    const expectKeptLodge = async () => {
      const { currentLodgeId } = lodge.getSnapshot().context;
      const block = await lodgeBlock();
      if (currentLodgeId === null) expect(block).toBeNull();
      else
        expect(within(block!).getByText(currentLodgeId === 'lodge-2' ? camp.name : trust.name)).toBeVisible();
      await closeDrawer();
    };

    await path.test({
      events: {
        'session.started': () => act(() => void lodge.send({ type: 'session.started', userId: 'u-neo' })),
        'session.ended': () => act(() => void lodge.send({ type: 'session.ended' })),
        'xstate.done.actor.resolveLodges': async ({ event }) => {
          const { output } = event as unknown as { output: ResolvedLodges };
          const preferred = resolveLodges.calls.at(-1)?.input.preferredLodgeId;
          await resolveLodges.resolve({ ...output, currentLodgeId: preferred ?? output.currentLodgeId });
        },
        'xstate.error.actor.resolveLodges': () => resolveLodges.reject(new Error('Failed to fetch')),
        'lodge.switch': async ({ event }) => {
          const target = (event as ModelEvent).lodgeId === 'lodge-2' ? camp : trust;
          const block = await lodgeBlock();
          fireEvent.click(within(block!).getByRole('button', { name: `Switch to ${target.name}` }));
          await waitFor(() => expect(drawerDialog()).toBeNull());
          expect(remembered.at(-1)).toBe(target.lodgeId);
        },
        'lodge.joined': () => act(() => void lodge.send({ type: 'lodge.joined', lodgeId: 'lodge-2' })),
        'lodge.retry': () => act(() => void lodge.send({ type: 'lodge.retry' })),
      },
      states: {
        signedOut: async () => {
          expect(await lodgeBlock()).toBeNull();
          await closeDrawer();
        },
        // While lodges resolve again (after joining one) or failed to, the drawer keeps the lodge it had.
        resolving: async () => {
          expect(resolveLodges.calls.at(-1)?.input.userId).toBe('u-neo');
          await expectKeptLodge();
        },
        ready: async () => {
          const current = lodge.getSnapshot().context.currentLodgeId === 'lodge-2' ? camp : trust;
          const other = current === trust ? camp : trust;
          const block = await lodgeBlock();
          expect(within(block!).getByText(current.name)).toBeVisible();
          expect(within(block!).getByText(current === trust ? 'Owner' : 'Staff')).toBeVisible();
          expect(within(block!).getByRole('button', { name: `Switch to ${other.name}` })).toBeVisible();
          await closeDrawer();
        },
        failed: async () => {
          await expectKeptLodge();
        },
      },
    });
    expect(screen.getByText(/^Page /)).toBeVisible();
  });
});
