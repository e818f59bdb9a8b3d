import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshAfterRound } from '../../../src/features/sync/lodge-sync';
import { pullDayPack, type SyncTarget } from '../../../src/features/sync/sync.actors';
import { lodgeToday } from '../../../src/lib/lodge-today';
import { markShownFromPack } from '../../../src/lib/offline/day-pack';
import { dayPackFacts } from '../../../src/lib/offline/day-pack-facts';
import type { Booking } from '../../../src/data/bookings';
import type { DayPackChanges, LodgeSettings, PulledRow } from '../../../src/lib/supabase/day-pack';
import { pullAnswer } from '../../support/day-pack-fixtures';

/**
 * Review of issue 35: a sync round re-read the lodge (`lodge.refresh`: one `fetchMyLodges` request,
 * paid for in data) after every round that changed anything. Now only a round whose pull saw the
 * lodge's own row change (its currency, its community share…) reads the lodge again; every changed
 * round still re-reads the screens. The real pull (src/lib/offline/pull-lodge-pack.ts) against the
 * server's answers as the RPC gives them, the real round's decision (`pullDayPack`) and LodgeSync's.
 */

const timezone = 'Africa/Gaborone';
const lodge: LodgeSettings = {
  name: 'Okavango Lodge',
  location: 'Maun',
  timezone,
  latitude: -19.98,
  longitude: 23.42,
  sample: false,
  currency: 'BWP',
  communitySharePct: 15,
};

/** The server's answer to the next pull: nothing changed unless a test says so. */
let answer: DayPackChanges;
const nothingChanged = (settings: LodgeSettings): DayPackChanges =>
  pullAnswer({ currency: settings.currency ?? null, lodge: settings });
vi.mock('../../../src/lib/supabase/day-pack', () => ({ pullDayPackChanges: async () => answer }));

/** A booking on the lodge's today, changed at `updatedAt`. */
const booking = (updatedAt: string): PulledRow<Booking> => ({
  id: 'b-1',
  value: {
    id: 'b-1',
    name: 'Morning Mokoro Excursion',
    time: '07:00',
    guests: 2,
    date: lodgeToday(timezone),
    status: 'confirmed',
  },
  updatedAt,
  sort: '07:00',
});

/** A phone's sync of one lodge, counting the lodge's re-reads and the screens'. */
function phone(userId: string) {
  const lodgeActor = { send: vi.fn() };
  const router = { invalidate: vi.fn(async () => undefined) };
  const target: SyncTarget = {
    userId,
    lodgeId: 'lodge-1',
    timezone,
    dayPack: dayPackFacts,
    onChanged: (change) => refreshAfterRound(change, lodgeActor, router),
  };
  return {
    round: () => pullDayPack(target),
    lodgeReads: () => lodgeActor.send.mock.calls.filter(([event]) => event.type === 'lodge.refresh').length,
    screenReads: () => router.invalidate.mock.calls.length,
  };
}

beforeEach(() => {
  answer = nothingChanged(lodge);
  markShownFromPack(null, dayPackFacts);
});

describe('review (issue 35): the lodge is read again only when its own row changed', () => {
  it('a round where only bookings changed does not refetch the lodges', async () => {
    const sync = phone('u-bookings');
    await sync.round(); // the app start's pull fills the pack
    answer = { ...nothingChanged(lodge), bookings: [booking('2026-11-30T08:00:00Z')] };
    await sync.round();
    answer = { ...nothingChanged(lodge), bookings: [booking('2026-11-30T09:00:00Z')] };
    await sync.round();
    expect(sync.screenReads()).toBe(2);
    expect(sync.lodgeReads()).toBe(0);
  });

  it("a round where the lodge's currency changed does", async () => {
    const sync = phone('u-currency');
    await sync.round();
    answer = nothingChanged({ ...lodge, currency: 'ZAR' });
    await sync.round();
    expect(sync.lodgeReads()).toBe(1);
    expect(sync.screenReads()).toBe(1);
    await sync.round(); // the same currency again: nothing to read
    expect(sync.lodgeReads()).toBe(1);
  });

  it("a round where the lodge's community share changed does", async () => {
    const sync = phone('u-share');
    await sync.round();
    answer = {
      ...nothingChanged({ ...lodge, communitySharePct: 20 }),
      bookings: [booking('2026-11-30T10:00:00Z')],
    };
    await sync.round();
    expect(sync.lodgeReads()).toBe(1);
    expect(sync.screenReads()).toBe(1);
  });
});
