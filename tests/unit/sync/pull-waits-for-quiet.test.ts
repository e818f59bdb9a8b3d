import { describe, expect, it, vi } from 'vitest';
import { pullDayPack, type SyncTarget } from '../../../src/features/sync/sync.actors';
import { emptyTables, type LodgePack } from '../../../src/lib/offline/lodge-pack';
import type { PullResult } from '../../../src/lib/offline/pull-lodge-pack';

const pack: LodgePack = {
  version: 1,
  from: '2026-11-20',
  to: '2026-12-10',
  cursor: '2026-11-26T12:00:00Z',
  practice: null,
  pulledAt: 0,
  tables: emptyTables(),
};

describe("the day pack's pull waits for a quiet moment (issue 22, worst tap)", () => {
  it('pulls and warms the copies only once nobody is tapping', async () => {
    let arrive = () => {};
    const quiet = new Promise<void>((resolve) => (arrive = resolve));
    const steps: string[] = [];
    const pull = vi.fn(async (): Promise<PullResult> => {
      steps.push('pull');
      return { changed: 0, lodgeChanged: false, pack };
    });
    const target: SyncTarget = {
      userId: 'u-quiet',
      lodgeId: 'lodge-quiet',
      timezone: 'Africa/Gaborone',
      onChanged: () => steps.push('changed'),
      warmCopies: async () => {
        steps.push('warm');
      },
      whenQuiet: () => quiet,
    };

    const done = pullDayPack(target, pull);
    await new Promise((resolve) => setImmediate(resolve));
    expect(steps).toEqual([]);

    arrive();
    await done;
    expect(steps).toEqual(['pull', 'warm']);
  });

  it('with no moment to wait for, pulls at once', async () => {
    const pull = vi.fn(async (): Promise<PullResult> => ({ changed: 0, lodgeChanged: false, pack }));
    await pullDayPack({ userId: 'u-now', lodgeId: 'lodge-now', timezone: 'UTC', onChanged: () => {} }, pull);
    expect(pull).toHaveBeenCalledWith('u-now', 'lodge-now', expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/));
  });
});
