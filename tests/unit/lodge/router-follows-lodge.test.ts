// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { lodgeMachine, type ResolvedLodges } from '../../../machines/lodge.machine';
import { connectRouterToLodge } from '../../../src/app/wiring';
import { noteCopyShown, takeCopyShown } from '../../../src/lib/offline/copy-first';
import { readFacts } from '../../support/copy-first';
import { testLodge } from '../../support/lodge-fixtures';

/**
 * Issue 11: the app opens on the phone's copy of the person's lodges and asks the server behind the
 * screen; the screens' guards and loaders re-run (the router is invalidated) when the lodge on screen
 * changed — a switch, or a refresh that changed the person's role or dropped the lodge — and once when
 * the server answered after the app opened on the phone's copy (issue 22: the screens showed their day
 * pack copy and now read the server), but not on the first resolution after sign-in.
 */
const trust = testLodge('owner');
const camp = { ...trust, lodgeId: 'lodge-2', name: 'Khwai Camp', role: 'staff' as const };
const kept: ResolvedLodges = { lodges: [trust, camp], currentLodgeId: trust.lodgeId };

/** A started lodge actor whose recall answers `recalled` and whose refresh answers `refreshed`. */
function lodgeWith(recalled: ResolvedLodges | null, refreshed: ResolvedLodges) {
  return createActor(
    lodgeMachine.provide({
      actors: {
        recallLodges: fromPromise<ResolvedLodges | null, { userId: string }>(async () => recalled),
        refreshLodges: fromPromise<ResolvedLodges, { userId: string; currentLodgeId: string | null }>(
          async () => refreshed,
        ),
        resolveLodges: fromPromise<ResolvedLodges, { userId: string; preferredLodgeId: string | null }>(
          async () => refreshed,
        ),
      },
      actions: { rememberChoice: () => {} },
    }),
  ).start();
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function reloadsAfterSignIn(
  recalled: ResolvedLodges | null,
  refreshed: ResolvedLodges,
  copyShown?: () => boolean,
) {
  const lodge = lodgeWith(recalled, refreshed);
  const reload = vi.fn();
  connectRouterToLodge(lodge, reload, copyShown);
  lodge.send({ type: 'session.started', userId: 'u-neo' });
  await settle();
  await settle();
  return { lodge, reload };
}

describe('the router follows the lodge on screen', () => {
  it('does not reload on the first resolution after sign-in', async () => {
    expect((await reloadsAfterSignIn(null, kept)).reload).not.toHaveBeenCalled();
  });

  it('reloads once when the server answers after the app opened on the phone’s copy, even unchanged', async () => {
    const { lodge, reload } = await reloadsAfterSignIn(kept, kept);
    expect(lodge.getSnapshot().matches({ ready: 'fresh' })).toBe(true);
    expect(lodge.getSnapshot().hasTag('showingCopy')).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('products after a reload kept the copy once the server had answered: a copy read before the wiring heard of it is still read again', async () => {
    const lodge = lodgeWith(kept, kept);
    const { dayPack } = readFacts();
    // A loader that reads the copy as soon as the lodge shows it, before the wiring's listener runs.
    lodge.subscribe((snapshot) => {
      if (snapshot.hasTag('showingCopy')) noteCopyShown(dayPack);
    });
    const reload = vi.fn();
    connectRouterToLodge(lodge, reload, () => takeCopyShown(dayPack));
    lodge.send({ type: 'session.started', userId: 'u-neo' });
    await settle();
    await settle();
    expect(lodge.getSnapshot().matches({ ready: 'fresh' })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a cold signed-in start fetches the dashboard twice: no reload when no screen was given the copy', async () => {
    const { lodge, reload } = await reloadsAfterSignIn(kept, kept, () => false);
    expect(lodge.getSnapshot().matches({ ready: 'fresh' })).toBe(true);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload when only the time the lodge was last opened differs (each start changes it)', async () => {
    const opened = (lodges: ResolvedLodges, at: string) => ({
      ...lodges,
      lodges: lodges.lodges.map((membership) => ({ ...membership, lastOpenedAt: at })),
    });
    const { reload } = await reloadsAfterSignIn(
      opened(kept, '2026-11-25T06:00:00Z'),
      opened(kept, '2026-11-26T06:00:00Z'),
      () => false,
    );
    expect(reload).not.toHaveBeenCalled();
  });

  it('a phone that kept its lodges opens the lodge used last on another phone once the server answers', async () => {
    const { lodge, reload } = await reloadsAfterSignIn(kept, { ...kept, currentLodgeId: camp.lodgeId });
    expect(lodge.getSnapshot().context.currentLodgeId).toBe(camp.lodgeId);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads once when the refresh shows the person’s role changed', async () => {
    const demoted = { ...kept, lodges: [{ ...trust, role: 'trustee' as const }, camp] };
    const { reload } = await reloadsAfterSignIn(kept, demoted);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('issue 34: reloads once when the refresh shows the sample content was removed (the banner goes)', async () => {
    const sampled = { ...kept, lodges: [{ ...trust, sample: true }, camp] };
    const removed = { ...kept, lodges: [{ ...trust, sample: false }, camp] };
    const { reload } = await reloadsAfterSignIn(sampled, removed, () => false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('issue 35: reloads once when the refresh shows the lodge’s currency or community share changed', async () => {
    const pula = { ...kept, lodges: [{ ...trust, currency: 'BWP', communitySharePct: 15 }, camp] };
    const rand = { ...kept, lodges: [{ ...trust, currency: 'ZAR', communitySharePct: 15 }, camp] };
    const share = { ...kept, lodges: [{ ...trust, currency: 'BWP', communitySharePct: 20 }, camp] };
    expect((await reloadsAfterSignIn(pula, rand, () => false)).reload).toHaveBeenCalledTimes(1);
    expect((await reloadsAfterSignIn(pula, share, () => false)).reload).toHaveBeenCalledTimes(1);
    expect((await reloadsAfterSignIn(pula, pula, () => false)).reload).not.toHaveBeenCalled();
  });

  it('reloads once when the refresh shows the person left the lodge on screen', async () => {
    const { lodge, reload } = await reloadsAfterSignIn(kept, {
      lodges: [camp],
      currentLodgeId: camp.lodgeId,
    });
    expect(lodge.getSnapshot().context.currentLodgeId).toBe(camp.lodgeId);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a role changed while the phone was offline is re-read when the signal returns (ready.rechecking)', async () => {
    const demoted = { ...kept, lodges: [{ ...trust, role: 'trustee' as const }, camp] };
    const lodge = createActor(
      lodgeMachine.provide({
        actors: {
          recallLodges: fromPromise<ResolvedLodges | null, { userId: string }>(async () => null),
          // Signed in as owner; meanwhile a manager made them a trustee while the phone had no signal.
          resolveLodges: fromPromise<ResolvedLodges, { userId: string; preferredLodgeId: string | null }>(
            async () => kept,
          ),
          refreshLodges: fromPromise<ResolvedLodges, { userId: string; currentLodgeId: string | null }>(
            async () => demoted,
          ),
        },
        actions: { rememberChoice: () => {} },
      }),
    ).start();
    const reload = vi.fn();
    connectRouterToLodge(lodge, reload);
    lodge.send({ type: 'session.started', userId: 'u-neo' });
    await settle();
    await settle();
    expect(lodge.getSnapshot().matches({ ready: 'fresh' })).toBe(true);
    expect(lodge.getSnapshot().context.lodges[0]?.role).toBe('owner');
    // The signal returns (connectLodgeToNetwork): the server is asked again and the new role read.
    lodge.send({ type: 'lodge.refresh' });
    expect(lodge.getSnapshot().matches({ ready: 'rechecking' })).toBe(true);
    await settle();
    expect(lodge.getSnapshot().matches({ ready: 'fresh' })).toBe(true);
    expect(lodge.getSnapshot().context.lodges[0]?.role).toBe('trustee');
    expect(lodge.getSnapshot().context.currentLodgeId).toBe(trust.lodgeId);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads on a switch, not on a sign-out and the next sign-in', async () => {
    const { lodge, reload } = await reloadsAfterSignIn(null, kept);
    lodge.send({ type: 'lodge.switch', lodgeId: camp.lodgeId });
    expect(reload).toHaveBeenCalledTimes(1);
    lodge.send({ type: 'session.ended' });
    lodge.send({ type: 'session.started', userId: 'u-neo' });
    await settle();
    await settle();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
