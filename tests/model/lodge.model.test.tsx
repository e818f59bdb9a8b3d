import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { lodgeMachine, type ResolvedLodges } from '../../machines/lodge.machine';
import { createTestAuth, drawerDialog, openDrawer, renderAppLayout } from './support/app-harness';
import {
  clearToasts,
  controlledPromise,
  describePath,
  expectFullCoverage,
  type ModelEvent,
} from './support/model';
import { trust, camp, traversed, paths } from './support/paths/lodge.paths';

const EXPECTED_PATHS = 54;

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
    expectFullCoverage(traversed, paths, [
      'signedOut',
      'recalling',
      'resolving',
      'ready',
      'ready.showingCopy',
      'ready.showingCopy.refreshing',
      'ready.showingCopy.stale',
      'ready.fresh',
      'ready.rechecking',
      'noLodge',
      'failed',
    ]);
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_name, path) => {
    const auth = createTestAuth();
    await auth.loadSession.resolve({ session, stale: false });
    const resolveLodges = controlledPromise<
      ResolvedLodges,
      { userId: string; preferredLodgeId: string | null }
    >();
    const recallLodges = controlledPromise<ResolvedLodges | null, { userId: string }>();
    const refreshLodges = controlledPromise<
      ResolvedLodges,
      { userId: string; currentLodgeId: string | null }
    >();
    const remembered: string[] = [];
    /** The lodges of the last answer each way, and the lodge current when the last refresh began. */
    let recalled: ResolvedLodges['lodges'] = [];
    let answered: ResolvedLodges['lodges'] = [];
    let currentAtRefresh: string | null = null;
    const lodge = createActor(
      lodgeMachine.provide({
        actors: {
          resolveLodges: resolveLodges.logic,
          recallLodges: recallLodges.logic,
          refreshLodges: refreshLodges.logic,
        },
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
          answered = output.lodges;
        },
        'xstate.error.actor.resolveLodges': () => resolveLodges.reject(new Error('Failed to fetch')),
        'xstate.done.actor.recallLodges': async ({ event }) => {
          const { output } = event as unknown as { output: ResolvedLodges | null };
          await recallLodges.resolve(output);
          recalled = output?.lodges ?? [];
          currentAtRefresh = lodge.getSnapshot().context.currentLodgeId;
        },
        'xstate.error.actor.recallLodges': () => recallLodges.reject(new Error('IndexedDB unavailable')),
        'xstate.done.actor.refreshLodges': async ({ event }) => {
          const { output } = event as unknown as { output: ResolvedLodges };
          // The actor answers with the person's latest choice: here the lodge on screen while it is
          // still theirs (issue 18's "another phone opened another lodge" is the actor's unit test).
          const before = lodge.getSnapshot().context.currentLodgeId;
          const kept = output.lodges.some((l) => l.lodgeId === before);
          await refreshLodges.resolve(kept && before ? { ...output, currentLodgeId: before } : output);
          answered = output.lodges;
          // No lodge left (issue 33): nothing is current, nothing remembered.
          if (output.lodges.length === 0) return;
          const after = lodge.getSnapshot().context.currentLodgeId;
          expect(after).toBe(kept ? before : output.currentLodgeId);
          expect(remembered.at(-1)).toBe(after);
        },
        // The signal came back after the refresh failed: ask again, for the lodge on screen.
        'lodge.refresh': () => {
          currentAtRefresh = lodge.getSnapshot().context.currentLodgeId;
          return act(() => void lodge.send({ type: 'lodge.refresh' }));
        },
        'xstate.error.actor.refreshLodges': () => refreshLodges.reject(new TypeError('Failed to fetch')),
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
        // Reading the phone's copy: no request, and the drawer keeps the lodge it had (none at first).
        recalling: async () => {
          expect(recallLodges.calls.at(-1)?.input.userId).toBe('u-neo');
          await expectKeptLodge();
        },
        // While lodges resolve again (after joining one) or failed to, the drawer keeps the lodge it had.
        resolving: async () => {
          expect(resolveLodges.calls.at(-1)?.input.userId).toBe('u-neo');
          await expectKeptLodge();
        },
        ready: async () => {
          const { currentLodgeId, lodges } = lodge.getSnapshot().context;
          const current = currentLodgeId === 'lodge-2' ? camp : trust;
          const other = current === trust ? camp : trust;
          const block = await lodgeBlock();
          expect(within(block!).getByText(current.name)).toBeVisible();
          expect(within(block!).getByText(current === trust ? 'Owner' : 'Staff')).toBeVisible();
          const switchTo = within(block!).queryByRole('button', { name: `Switch to ${other.name}` });
          if (lodges.length > 1) expect(switchTo).toBeVisible();
          else expect(switchTo).toBeNull();
          await closeDrawer();
        },
        // Opened on the phone's copy (issue 22): screens open on their day pack copy.
        'ready.showingCopy': async () => {
          expect(lodge.getSnapshot().hasTag('showingCopy')).toBe(true);
        },
        // Asked again (or first asked): the server is asked, with the lodge on screen.
        'ready.showingCopy.refreshing': async () => {
          expect(refreshLodges.calls.at(-1)?.input).toEqual({
            userId: 'u-neo',
            currentLodgeId: currentAtRefresh,
          });
        },
        // The server's last answer is what the drawer lists.
        'ready.fresh': async () => {
          expect(lodge.getSnapshot().hasTag('showingCopy')).toBe(false);
          expect(lodge.getSnapshot().context.lodges).toEqual(answered);
        },
        // The signal came back (review of issue 22): the server is asked again, for the lodge on screen;
        // the screens keep reading the server.
        'ready.rechecking': async () => {
          expect(lodge.getSnapshot().hasTag('showingCopy')).toBe(false);
          expect(refreshLodges.calls.at(-1)?.input).toEqual({
            userId: 'u-neo',
            currentLodgeId: currentAtRefresh,
          });
        },
        // The server could not answer: the phone's copy stays.
        'ready.showingCopy.stale': async () => {
          expect(lodge.getSnapshot().context.lodges).toEqual(recalled);
        },
        // Left their only lodge (issue 33): no lodge in the drawer, and no sample lodge was made for them.
        noLodge: async () => {
          expect(lodge.getSnapshot().context).toMatchObject({ lodges: [], currentLodgeId: null });
          expect(await lodgeBlock()).toBeNull();
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
