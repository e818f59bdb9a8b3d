import { describe, expect, it, vi } from 'vitest';
import { pullDayPack, type SyncTarget } from '../../../src/features/sync/sync.actors';
import { appSystem } from '../../../src/lib/app-system';
import { dayPackGeneration, wipeDayPack } from '../../../src/lib/offline/day-pack';
import { dayPackFacts } from '../../../src/lib/offline/day-pack-facts';
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
      dayPack: dayPackFacts,
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
    await pullDayPack(
      { userId: 'u-now', lodgeId: 'lodge-now', timezone: 'UTC', dayPack: dayPackFacts, onChanged: () => {} },
      pull,
    );
    expect(pull).toHaveBeenCalledWith(
      dayPackFacts,
      'u-now',
      'lodge-now',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    );
  });
});

describe("which starts were warmed and pulled are the dayPack actor's facts (issue 35)", () => {
  it('warms the copies once per app start, again after a wipe, and the facts actor says which', async () => {
    const warmed: string[] = [];
    const pull = vi.fn(async (): Promise<PullResult> => ({ changed: 0, lodgeChanged: false, pack }));
    const target: SyncTarget = {
      userId: 'u-warm',
      lodgeId: 'lodge-warm',
      timezone: 'UTC',
      dayPack: dayPackFacts,
      onChanged: () => {},
      warmCopies: async () => {
        warmed.push(`generation ${dayPackGeneration(dayPackFacts)}`);
      },
    };
    const facts = () => appSystem.get('dayPack')!.getSnapshot().context;

    await pullDayPack(target, pull);
    await pullDayPack(target, pull);
    expect(warmed).toEqual([`generation ${dayPackGeneration(dayPackFacts)}`]);
    const key = `u-warm:lodge-warm:${dayPackGeneration(dayPackFacts)}`;
    expect(facts()).toMatchObject({
      warmedStarts: expect.arrayContaining([key]),
      pulledStarts: expect.arrayContaining([key]),
    });

    await wipeDayPack(); // a sign-out: the next sign-in's start warms again
    await pullDayPack(target, pull);
    expect(warmed).toHaveLength(2);
  });
});
