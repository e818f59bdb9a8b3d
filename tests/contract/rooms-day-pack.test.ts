import 'fake-indexeddb/auto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/lib/calendar-day';
import { provideSupabase } from '../../src/lib/supabase/client';
import type { Database } from '../../src/lib/supabase/database.ts';
import { pullDayPackChanges } from '../../src/lib/supabase/day-pack';
import { listRooms } from '../../src/lib/supabase/rooms';
import { listStays } from '../../src/lib/supabase/stays';
import { fetchBookingsWithNotes } from '../../src/lib/supabase/bookings';
import { keys } from 'idb-keyval';
import { loadFrontDeskRoute } from '../../src/features/dashboard/front-desk.data';
import { dayPackStore } from '../../src/lib/offline/day-pack';
import { readFacts } from '../support/copy-first';
import { pullLodgePack } from '../../src/lib/offline/pull-lodge-pack';
import { stayWindow } from '../../src/lib/offline/lodge-pack';
import { type TestBackend, startTestBackend } from './harness.ts';
import { type LodgeWorld, buildLodgeWorld, must } from './lodge-fixtures.ts';
import { dayPackFacts } from '../../src/lib/offline/day-pack-facts';

/**
 * Issue 31, rooms and stays in the offline day pack (supabase/migrations/20261130110000_rooms_in_day_pack.sql):
 * stays with a night from yesterday to today + 14 (their rooms embedded, in the shape listStays
 * reads), the rooms with their housekeeping status and the out-of-order periods — only what changed
 * since the last pull, RLS as the caller (trustees get none).
 */
const signedIn = {
  set client(client: SupabaseClient<Database>) {
    provideSupabase(client);
  },
};
afterAll(() => provideSupabase(null));

let backend: TestBackend;
let world: LodgeWorld;
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Gaborone' }).format(new Date());
const rooms: Record<string, string> = {};

beforeAll(async () => {
  backend = await startTestBackend();
  world = await buildLodgeWorld(backend, 'roompack');
  for (const name of ['Tent 1', 'Tent 2', 'Family Chalet']) {
    rooms[name] = must(
      await world.people.owner.client
        .from('rooms')
        .insert({ lodge_id: world.lodgeA, name, nightly_rate: 185000 })
        .select('id')
        .single(),
    ).id;
  }
});
afterAll(async () => backend?.stop());

const book = (room: string, arrival: string, departure: string, guest: string) =>
  world.people.manager.client.rpc('book_stay', {
    p_stay: {
      id: crypto.randomUUID(),
      lodge_id: world.lodgeA,
      guest_name: guest,
      arrival,
      departure,
      adults: 2,
      children: 0,
      rooms: [{ room_id: rooms[room] }],
    },
  });

describe('rooms and stays in the day pack (issue 31)', () => {
  it('carries the stays of yesterday to today + 14 with their rooms (and who booked them), the rooms and their periods, as the screens read them', async () => {
    const inHouse = must(await book('Tent 1', addDays(today, -2), addDays(today, 1), 'Kagiso'));
    const soon = must(await book('Tent 2', addDays(today, 14), addDays(today, 16), 'Neo'));
    const later = must(await book('Family Chalet', addDays(today, 15), addDays(today, 16), 'Mpho'));
    const gone = must(await book('Family Chalet', addDays(today, -5), addDays(today, -1), 'Lesego'));
    must(
      await world.people.manager.client
        .from('room_out_of_order')
        .insert({
          lodge_id: world.lodgeA,
          room_id: rooms['Family Chalet']!,
          starts_on: addDays(today, 3),
          ends_on: addDays(today, 6),
          reason: 'Painting',
        })
        .select('id'),
    );
    signedIn.client = world.people.staff.client;
    const { pack } = await pullLodgePack(dayPackFacts, world.people.staff.userId, world.lodgeA, today);
    const kept = Object.keys(pack.tables.stays ?? {});
    expect(kept).toEqual(expect.arrayContaining([inHouse.id, soon.id]));
    expect(kept).not.toContain(later.id);
    expect(kept).not.toContain(gone.id);
    // The same stays, in the same shape, as the calendar reads them online.
    const window = stayWindow(today);
    const online = await listStays(world.lodgeA, window.from, window.to);
    expect(online.map((stay) => stay.id).sort()).toEqual([...kept].sort());
    // Issue 31, names offline: with the name of who booked it (the manager), for the screens to show.
    expect(pack.tables.stays?.[inHouse.id]?.value).toEqual({
      ...online.find((stay) => stay.id === inHouse.id),
      createdByName: 'Manager roompack',
    });
    expect(pack.tables.stays?.[inHouse.id]?.value.rooms.map((room) => room.roomName)).toEqual(['Tent 1']);
    expect(Object.values(pack.tables.rooms ?? {}).map((row) => row.value)).toEqual(
      expect.arrayContaining(await listRooms(world.lodgeA)),
    );
    expect(Object.values(pack.tables.room_out_of_order ?? {}).map((row) => row.value.reason)).toEqual([
      'Painting',
    ]);
    // Stays are not activity bookings: they are not in the day's bookings list, online or in the pack.
    expect(Object.keys(pack.tables.bookings)).not.toContain(inHouse.id);
    const bookings = await fetchBookingsWithNotes(world.lodgeA, addDays(today, -1), addDays(today, 2));
    expect(bookings.bookings.map((booking) => booking.id)).not.toContain(inHouse.id);
  });

  it('brings only what changed: a cancelled stay, a room marked (and who marked it), a room removed', async () => {
    signedIn.client = world.people.staff.client;
    const userId = world.people.staff.userId;
    const stay = must(await book('Family Chalet', addDays(today, 8), addDays(today, 10), 'Thato'));
    await pullLodgePack(dayPackFacts, userId, world.lodgeA, today);
    expect((await pullLodgePack(dayPackFacts, userId, world.lodgeA, today)).changed).toBe(0);

    must(
      await world.people.manager.client.rpc('set_stay_status', {
        p_booking_id: stay.id,
        p_version: stay.version,
        p_status: 'cancelled',
      }),
    );
    must(
      await world.people.staff.client.rpc('mark_room', {
        p_room_id: rooms['Tent 2']!,
        p_status: 'dirty',
        p_marked_at: new Date().toISOString(),
      }),
    );
    const spare = must(
      await world.people.owner.client
        .from('rooms')
        .insert({ lodge_id: world.lodgeA, name: 'Spare tent' })
        .select('id')
        .single(),
    ).id;
    await pullLodgePack(dayPackFacts, userId, world.lodgeA, today);
    must(await world.people.owner.client.from('rooms').delete().eq('id', spare).select('id'));
    const { pack, changed } = await pullLodgePack(dayPackFacts, userId, world.lodgeA, today);
    expect(changed).toBeGreaterThan(0);
    expect(pack.tables.stays?.[stay.id]?.value).toMatchObject({ status: 'cancelled' });
    expect(pack.tables.stays?.[stay.id]?.value.rooms.every((room) => room.released)).toBe(true);
    expect(pack.tables.rooms?.[rooms['Tent 2']!]?.value).toMatchObject({
      housekeepingStatus: 'dirty',
      // Issue 31, names offline: who marked it.
      housekeepingMarkedBy: world.people.staff.userId,
      housekeepingMarkedByName: 'Staff roompack',
    });
    expect(pack.tables.rooms?.[spare]).toBeUndefined();
  });

  it('trustees and outsiders get no stays, no rooms and no periods', async () => {
    const window = {
      lodgeId: world.lodgeA,
      since: null,
      datedSince: null,
      from: addDays(today, -1),
      to: addDays(today, 2),
    };
    for (const person of ['trustee', 'outsider'] as const) {
      signedIn.client = world.people[person].client;
      const changes = await pullDayPackChanges(window);
      expect(changes.stays).toEqual([]);
      expect(changes.rooms).toEqual([]);
      expect(changes.outOfOrder).toEqual([]);
    }
  });

  it("bug: the Today card kept a copy per day, never removed — one copy per lodge, another day's never drawn", async () => {
    signedIn.client = world.people.manager.client;
    const { userId } = world.people.manager;
    const lodge = {
      lodgeId: world.lodgeA,
      name: 'Lodge A',
      location: null,
      timezone: 'Africa/Gaborone',
      role: 'manager' as const,
    };
    const days = [addDays(today, -2), addDays(today, -1), today];
    for (const day of days)
      expect((await loadFrontDeskRoute(userId, lodge, day, readFacts()))?.date).toBe(day);
    const kept = (await keys(dayPackStore()!)).filter((key) => String(key).includes('front-desk:'));
    expect(kept).toEqual([`${userId}:front-desk:${world.lodgeA}`]);
    // Opening on the phone's copy: today's card is drawn; tomorrow has none kept.
    await pullLodgePack(dayPackFacts, userId, world.lodgeA, today);
    const onCopy = readFacts(() => true);
    expect((await loadFrontDeskRoute(userId, lodge, today, onCopy))?.date).toBe(today);
    expect(await loadFrontDeskRoute(userId, lodge, addDays(today, 1), onCopy)).toBeNull();
  });
});
