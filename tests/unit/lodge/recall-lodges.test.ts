// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResolvedLodges } from '../../../machines/lodge.machine';
import { latestChoice, recallLodges } from '../../../src/features/lodge/lodge.actors';
import { readDayPackCopy, refreshDayPackCopy, wipeDayPack } from '../../../src/lib/offline/day-pack';
import { dayPackFacts } from '../../../src/lib/offline/day-pack-facts';
import { lodgeActor } from '../../../src/app/lodge-actor';
import { connectLodgeToNetwork } from '../../../src/app/wiring';
import { createNetworkActor } from '../../../src/lib/network/network-actor';
import { testLodge } from '../../support/lodge-fixtures';
import { readLodgeChoiceTime, writeLodgeChoice } from '../../../src/lib/lodge/lodge-choice';

/**
 * Issue 11: a phone used before opens on the lodges it kept (`recallLodges`, no request), with the
 * person's remembered choice as current.
 */
const trust = testLodge();
const camp = { ...trust, lodgeId: 'lodge-2', name: 'Khwai Camp', role: 'staff' as const };
const kept: ResolvedLodges = { lodges: [trust, camp], currentLodgeId: 'lodge-1' };

const keep = (userId: string, value: ResolvedLodges) =>
  refreshDayPackCopy(dayPackFacts, userId, 'lodges', async () => value);

afterEach(async () => {
  localStorage.clear();
  await wipeDayPack();
});

describe('recallLodges', () => {
  it('is null on a phone that kept nothing for this person', async () => {
    await keep('u-other', kept);
    expect(await recallLodges({ userId: 'u-neo' })).toBeNull();
  });

  it("opens on the copy's current lodge, or on the one the person chose since", async () => {
    await keep('u-neo', kept);
    expect(await recallLodges({ userId: 'u-neo' })).toEqual(kept);
    writeLodgeChoice('u-neo', 'lodge-2');
    expect(await recallLodges({ userId: 'u-neo' })).toEqual({ ...kept, currentLodgeId: 'lodge-2' });
  });

  it('ignores a remembered lodge that is not in the copy', async () => {
    await keep('u-neo', { lodges: [trust, camp], currentLodgeId: 'lodge-2' });
    writeLodgeChoice('u-neo', 'lodge-gone');
    expect((await recallLodges({ userId: 'u-neo' }))?.currentLodgeId).toBe('lodge-2');
  });

  it('keeps nothing after a sign-out wiped the pack', async () => {
    await keep('u-neo', kept);
    await wipeDayPack();
    expect(await recallLodges({ userId: 'u-neo' })).toBeNull();
  });
});

describe('refreshing the kept lodges', () => {
  it('a refresh stopped by a newer read keeps nothing (it overwrote the list with the lodge just joined)', async () => {
    const joined: ResolvedLodges = { lodges: [trust, camp], currentLodgeId: 'lodge-2' };
    await keep('u-neo', joined);
    const stopped = new AbortController();
    const before = { lodges: [trust], currentLodgeId: 'lodge-1' };
    await refreshDayPackCopy(
      dayPackFacts,
      'u-neo',
      'lodges',
      async () => {
        stopped.abort(); // the machine left ready.showingCopy.refreshing while the request was out
        return before;
      },
      stopped.signal,
    );
    expect((await readDayPackCopy<ResolvedLodges>('u-neo', 'lodges'))?.value).toEqual(joined);
  });

  it('the signal coming back asks the lodge actor to refresh (a failed refresh was never retried)', () => {
    const send = vi.spyOn(lodgeActor, 'send').mockImplementation(() => {});
    const network = createNetworkActor().start();
    const disconnect = connectLodgeToNetwork(network, lodgeActor);
    expect(send).not.toHaveBeenCalled(); // online at start: nothing came back
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    expect(send).toHaveBeenCalledWith({ type: 'lodge.refresh' });
    disconnect();
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    expect(send).toHaveBeenCalledTimes(1);
    network.stop();
    send.mockRestore();
  });
});

describe('the lodge used last on any phone (issue 18)', () => {
  const openedAt = (lodge: typeof trust, at: string) => ({ ...lodge, lastOpenedAt: at });

  it("prefers the server's last-opened lodge over this phone's older choice", () => {
    const lodges = [trust, openedAt(camp, '2026-11-26T09:00:00+00:00')];
    expect(latestChoice(lodges, { lodgeId: 'lodge-1', at: '2026-11-26T08:00:00.000Z' })?.lodgeId).toBe(
      'lodge-2',
    );
    // Chosen before this phone kept the time of its choice: the server's record wins.
    expect(latestChoice(lodges, { lodgeId: 'lodge-1', at: null })?.lodgeId).toBe('lodge-2');
  });

  it('keeps a choice this phone made after it (offline, the server has not heard of it yet)', () => {
    const lodges = [trust, openedAt(camp, '2026-11-26T09:00:00+00:00')];
    expect(latestChoice(lodges, { lodgeId: 'lodge-1', at: '2026-11-26T09:30:00.000Z' })?.lodgeId).toBe(
      'lodge-1',
    );
  });

  it('uses whichever is known, and ignores a choice of a lodge the person left', () => {
    expect(latestChoice([trust, camp], { lodgeId: 'lodge-2', at: null })?.lodgeId).toBe('lodge-2');
    expect(latestChoice([trust, camp], { lodgeId: 'lodge-gone', at: null })).toBeNull();
  });

  it('remembers when a new choice was made, not when the same lodge is remembered again', () => {
    writeLodgeChoice('u-neo', 'lodge-2', '2026-11-26T08:00:00.000Z');
    writeLodgeChoice('u-neo', 'lodge-2', '2026-11-26T10:00:00.000Z');
    expect(readLodgeChoiceTime('u-neo')).toBe('2026-11-26T08:00:00.000Z');
  });
});
