import 'fake-indexeddb/auto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provideSupabase } from '../../src/lib/supabase/client';
import type { Database } from '../../src/lib/supabase/database.ts';
import { type TestBackend, startTestBackend } from './harness.ts';
import { type LodgeWorld, buildLodgeWorld, must } from './lodge-fixtures.ts';
import { sendCommand } from '../../src/lib/offline/send-command';
import { readLodgePack, packRows } from '../../src/lib/offline/lodge-pack';
import { pullLodgePack } from '../../src/lib/offline/pull-lodge-pack';
import { enqueue, listOutbox, listAttention } from '../../src/lib/offline/outbox';
import { pushOutbox, pullDayPack } from '../../src/features/sync/sync.actors';
import { markShownFromPack } from '../../src/lib/offline/day-pack';
import { dayPackFacts } from '../../src/lib/offline/day-pack-facts';
import { dashboardFromPack, loadDashboard } from '../../src/features/dashboard/dashboard.data';
import { pullDayPackChanges } from '../../src/lib/supabase/day-pack';
import { fetchPracticeSummary } from '../../src/lib/supabase/language-practice';

/**
 * Issue 9, the app's own offline modules against the backend as the signed-in person calls them: the
 * outbox's sends (src/lib/offline/send-command.ts) are idempotent, apply a check-in only to the booking
 * as seen and set refusals aside; the push sends in order; the day pack's pull
 * (src/lib/offline/lodge-pack.ts) reads only what changed and drops what was deleted.
 */
/** Who the app's data modules call as: the client handed to `getSupabase()` (no module mock). */
const signedIn = {
  set client(client: SupabaseClient<Database>) {
    provideSupabase(client);
  },
};
afterAll(() => provideSupabase(null));

let backend: TestBackend;
let world: LodgeWorld;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  backend = await startTestBackend();
  world = await buildLodgeWorld(backend, 'offline');
});
afterAll(async () => backend?.stop());

const base = (lodgeId: string) => ({
  id: crypto.randomUUID(),
  lodgeId,
  queuedAt: Date.now(),
  authorName: 'Neo',
});

async function addBooking(name: string, status: 'confirmed' | 'checked_in' = 'confirmed') {
  const booking = must(
    await world.people.manager.client
      .from('bookings')
      .insert({ lodge_id: world.lodgeA, date: today, time: '09:00', name, guests: 2, status })
      .select('id, date, time, name, guests, status')
      .single(),
  );
  return { ...booking, time: booking.time.slice(0, 5) };
}

/** A daily note for `lodgeId` (lodge A unless said) as the outbox queues it. */
const dailyNote = (text: string, lodgeId = world.lodgeA) => ({
  ...base(lodgeId),
  kind: 'dailyNote.add' as const,
  date: today,
  text,
});

/** A check-in of `booking` (as the phone saw it) in lodge A, as the outbox queues it. */
const checkIn = (booking: Awaited<ReturnType<typeof addBooking>>) => ({
  ...base(world.lodgeA),
  kind: 'booking.setStatus' as const,
  booking,
  to: 'checked_in' as const,
});

/** The booking's status on the server, as the manager reads it. */
async function statusOf(bookingId: string) {
  return must(
    await world.people.manager.client.from('bookings').select('status').eq('id', bookingId).single(),
  ).status;
}

describe('sending the outbox (issue 9: sending twice never creates two rows)', () => {
  it('a daily note sent twice is kept once', async () => {
    signedIn.client = world.people.staff.client;
    const command = dailyNote('Water pump fixed');
    expect(await sendCommand(command)).toEqual({ kind: 'sent' });
    expect(await sendCommand(command)).toEqual({ kind: 'sent' });
    const rows = must(
      await world.people.manager.client.from('daily_notes').select('id').eq('id', command.id),
    );
    expect(rows).toHaveLength(1);
  });

  it('a check-in applies to the booking as seen; replayed it is still one check-in', async () => {
    signedIn.client = world.people.staff.client;
    const booking = await addBooking('Mokoro trip');
    const command = checkIn(booking);
    expect(await sendCommand(command)).toEqual({ kind: 'sent' });
    expect(await sendCommand(command)).toEqual({ kind: 'sent' });
    expect(await statusOf(booking.id)).toBe('checked_in');
  });

  it('a check-in on a booking cancelled meanwhile goes to Needs attention with both versions', async () => {
    signedIn.client = world.people.staff.client;
    const booking = await addBooking('Village walk');
    must(
      await world.people.manager.client
        .from('bookings')
        .update({ status: 'cancelled' })
        .eq('id', booking.id)
        .select('id'),
    );
    const result = await sendCommand(checkIn(booking));
    expect(result).toMatchObject({
      kind: 'setAside',
      item: { reason: 'conflict', current: { status: 'cancelled' } },
    });
    expect(await statusOf(booking.id)).toBe('cancelled');
  });

  it('a write the server refuses (a trustee: 42501) is set aside with its message, not retried', async () => {
    signedIn.client = world.people.trustee.client;
    const result = await sendCommand(dailyNote('Not mine to write'));
    expect(result).toMatchObject({ kind: 'setAside', item: { reason: 'refused' } });
    expect(result.kind === 'setAside' && result.item.message.length).toBeGreaterThan(0);
  });

  it('the push sends in order, empties the outbox and keeps the refused write in Needs attention', async () => {
    signedIn.client = world.people.staff.client;
    const userId = world.people.staff.userId;
    const first = dailyNote('First');
    const refused = dailyNote('Other lodge', world.lodgeB);
    const second = dailyNote('Second');
    for (const command of [first, refused, second]) await enqueue(userId, command);
    let changes = 0;
    await pushOutbox({ userId, lodgeId: world.lodgeA, timezone: 'UTC', onChanged: () => (changes += 1) });
    expect(await listOutbox(userId)).toEqual([]);
    expect((await listAttention(userId)).map((item) => item.command.id)).toEqual([refused.id]);
    expect(changes).toBe(1);
    const rows = must(
      await world.people.manager.client
        .from('daily_notes')
        .select('id, created_at')
        .in('id', [first.id, second.id])
        .order('created_at'),
    );
    expect(rows.map((row) => row.id)).toEqual([first.id, second.id]);
  });
});

describe('pulling the day pack (issue 9: only rows changed since the last pull)', () => {
  it('a first pull reads the lodge; a second with nothing changed changes nothing; a delete leaves the pack', async () => {
    signedIn.client = world.people.staff.client;
    const userId = world.people.staff.userId;
    const booking = await addBooking('Sunset cruise');
    const first = await pullLodgePack(dayPackFacts, userId, world.lodgeA, today);
    expect(first.changed).toBeGreaterThan(0);
    expect(first.pack.cursor).not.toBeNull();
    expect(dashboardFromPack(first.pack, today)?.bookings.map((b) => b.name)).toContain('Sunset cruise');

    const again = await pullLodgePack(dayPackFacts, userId, world.lodgeA, today);
    expect(again.changed).toBe(0);

    must(await world.people.manager.client.from('bookings').delete().eq('id', booking.id).select('id'));
    const afterDelete = await pullLodgePack(dayPackFacts, userId, world.lodgeA, today);
    expect(afterDelete.changed).toBeGreaterThan(0);
    const kept = await readLodgePack(userId, world.lodgeA);
    expect(packRows(kept!.tables.bookings).map((b) => b.id)).not.toContain(booking.id);
  });

  it('a row changed by someone else reaches the pack on the next pull', async () => {
    signedIn.client = world.people.staff.client;
    const userId = world.people.staff.userId;
    await pullLodgePack(dayPackFacts, userId, world.lodgeA, today);
    const booking = await addBooking('Bird walk');
    const { pack } = await pullLodgePack(dayPackFacts, userId, world.lodgeA, today);
    expect(pack.tables.bookings[booking.id]?.value.name).toBe('Bird walk');
  });
});

/** `person` signed in, and a sync target of lodge A counting the times the screens would be re-read. */
function syncAs(person: 'owner' | 'manager' | 'staff' | 'trustee') {
  signedIn.client = world.people[person].client;
  let count = 0;
  const target = {
    userId: world.people[person].userId,
    lodgeId: world.lodgeA,
    timezone: 'UTC',
    dayPack: dayPackFacts,
    onChanged: () => void (count += 1),
  };
  return { target, changes: () => count };
}

describe('the sync re-reads the screens only when they may be out of date (issue 11)', () => {
  it('the first pull of an app start does not re-run the loaders; a later pull that finds a change does', async () => {
    const { target, changes } = syncAs('owner');
    await addBooking('Owner walk');
    markShownFromPack(null, dayPackFacts); // the screens on show just read the server's answer
    await pullDayPack(target); // fills an empty pack: every row is new to it, none to the screens
    expect(changes()).toBe(0);
    await pullDayPack(target);
    expect(changes()).toBe(0);
    await addBooking('Owner drive');
    await pullDayPack(target);
    expect(changes()).toBe(1);
  });

  it('screens read long before the first pull (it failed at first) are re-read after it', async () => {
    const { target, changes } = syncAs('trustee');
    vi.spyOn(Date, 'now').mockReturnValueOnce(Date.now() - 60_000);
    markShownFromPack(null, dayPackFacts); // the screens' server read, a minute ago
    await pullDayPack(target);
    expect(changes()).toBe(1);
  });

  it('a screen showing the pack copy (an offline start) is re-read after the first pull', async () => {
    const { target, changes } = syncAs('manager');
    markShownFromPack(Date.now() - 60_000, dayPackFacts);
    try {
      await pullDayPack(target);
    } finally {
      markShownFromPack(null, dayPackFacts);
    }
    expect(changes()).toBe(1);
  });
});

/** Lodge A's community fund share (%) set on the server, as the owner's phone would. */
async function setCommunityShare(pct: number) {
  must(
    await world.admin.from('lodges').update({ community_share_pct: pct }).eq('id', world.lodgeA).select('id'),
  );
}

describe("review (issue 35): the lodge's own settings in the pull", () => {
  it('a share changed on the server while the phone was away is shown after the next round', async () => {
    const { target, changes } = syncAs('staff');
    markShownFromPack(null, dayPackFacts);
    await pullDayPack(target); // the app start's pull: fills the pack
    await pullDayPack(target);
    expect(changes()).toBe(0);
    // Meanwhile, on the owner's phone: the community fund's share goes from 15 to 20 %.
    await setCommunityShare(20);
    try {
      await pullDayPack(target);
      expect(changes()).toBe(1); // the screens (and the lodge's settings) are read again
      const pack = await readLodgePack(target.userId, world.lodgeA);
      expect(pack?.lodge?.communitySharePct).toBe(20);
      await pullDayPack(target);
      expect(changes()).toBe(1); // nothing new: nothing read again
    } finally {
      await setCommunityShare(15);
    }
  });
});

describe('day_pack_changes (one round trip, RLS as the caller)', () => {
  it('the dashboard (and practice figures) computed from the pack are what the server shows', async () => {
    signedIn.client = world.people.staff.client;
    const userId = world.people.staff.userId;
    const booking = await addBooking('Fishing trip');
    must(
      await world.people.manager.client
        .from('booking_notes')
        .insert({ lodge_id: world.lodgeA, booking_id: booking.id, body: 'Bring rods' })
        .select('id'),
    );
    must(
      await world.people.manager.client
        .from('daily_notes')
        .insert({ lodge_id: world.lodgeA, date: today, body: 'Rain expected' })
        .select('id'),
    );
    const { pack } = await pullLodgePack(dayPackFacts, userId, world.lodgeA, today);
    expect(dashboardFromPack(pack, today)).toEqual(await loadDashboard(world.lodgeA, today));
    expect(pack.practice).toEqual(await fetchPracticeSummary(world.lodgeA));
  });

  it('trustees get no booking notes, a member only their own training, an outsider nothing', async () => {
    const window = { lodgeId: world.lodgeA, since: null, datedSince: null, from: today, to: today };
    signedIn.client = world.people.staff.client;
    const staff = await pullDayPackChanges(window);
    expect(staff.bookingNotes.length).toBeGreaterThan(0);
    expect(staff.trainingProgress).toEqual([]);

    signedIn.client = world.people.trustee.client;
    const trustee = await pullDayPackChanges(window);
    expect(trustee.bookings.length).toBeGreaterThan(0);
    expect(trustee.bookingNotes).toEqual([]);

    signedIn.client = world.people.outsider.client;
    const outsider = await pullDayPackChanges(window);
    expect(outsider.bookings).toEqual([]);
    expect(outsider.staffMembers).toEqual([]);
    expect(outsider.dailyNotes).toEqual([]);
  });
});
