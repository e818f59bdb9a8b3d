import 'fake-indexeddb/auto';
import { set } from 'idb-keyval';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffMember } from '../../../src/data/staff';
import { loadGuideChoices } from '../../../src/features/bookings/booking-guides.data';
import { takeCopyShown } from '../../../src/lib/offline/copy-first';
import { dayPackStore, wipeDayPack } from '../../../src/lib/offline/day-pack';
import { dayPackFacts } from '../../../src/lib/offline/day-pack-facts';
import { emptyTables, packKey, type LodgePack } from '../../../src/lib/offline/lodge-pack';
import { readFacts } from '../../support/copy-first';

/**
 * Issue 35 item 3: the facts the app decides reach a loader through its router context
 * (`context.facts`, which the signed-in layout's `beforeLoad` derives from the lodge and day-pack facts
 * actors). A loader's inputs are its context: given facts that say "showing the copy" it reads the
 * phone's copy, given a fresh facts actor it reads the server — whatever the app's own actors say, and
 * what it gave the screen is told to the facts it was handed, not to the app's.
 */
const server = vi.hoisted(() => ({ asked: 0 }));
vi.mock('../../../src/lib/supabase/staff-members', () => ({
  fetchStaffMembers: async (): Promise<StaffMember[]> => {
    server.asked += 1;
    return [{ id: 's-2', name: 'Neo (server)', role: 'Tour Guide', avatar: null, phone: null, userId: null }];
  },
}));

const pulledAt = Date.parse('2026-11-29T14:32:00');
const kept: StaffMember = {
  id: 's-1',
  name: 'Mpho (kept)',
  role: 'Tour Guide',
  avatar: null,
  phone: null,
  userId: null,
};
const pack: LodgePack = {
  version: 1,
  from: '2026-11-28',
  to: '2026-12-01',
  cursor: null,
  pulledAt,
  tables: {
    ...emptyTables(),
    staff_members: { 's-1': { id: 's-1', value: kept, updatedAt: '', sort: kept.name } },
  },
};

beforeEach(async () => {
  server.asked = 0;
  await wipeDayPack();
  takeCopyShown(dayPackFacts);
  await set(packKey('u1', 'l1'), pack, dayPackStore()!);
});

describe("the Bookings route's guides loader, given its facts by the router's context", () => {
  it('reads the copy at once when its facts say the app shows the copy, and tells those facts', async () => {
    const facts = readFacts(() => true);
    expect(await loadGuideChoices('u1', 'l1', facts)).toEqual([
      { id: 's-1', name: 'Mpho (kept)', role: 'Tour Guide' },
    ]);
    expect(server.asked).toBe(0);
    expect(facts.dayPack.getSnapshot().context).toMatchObject({
      copyShown: true,
      shownFromPackSince: pulledAt,
    });
    // The app's own facts actor heard nothing: the loader knows only its context.
    expect(dayPackFacts.getSnapshot().context).toMatchObject({ copyShown: false, shownFromPackSince: null });
  });

  it('reads the server when given a fresh facts actor (no copy shown), the same pack kept', async () => {
    const facts = readFacts();
    expect(await loadGuideChoices('u1', 'l1', facts)).toEqual([
      { id: 's-2', name: 'Neo (server)', role: 'Tour Guide' },
    ]);
    expect(server.asked).toBe(1);
    expect(facts.dayPack.getSnapshot().context).toMatchObject({
      copyShown: false,
      shownFromPackSince: null,
      lastServerAnswerAt: expect.any(Number),
    });
  });
});
