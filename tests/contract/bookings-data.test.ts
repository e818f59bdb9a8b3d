import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provideSupabase } from '../../src/lib/supabase/client';
import type { Database } from '../../src/lib/supabase/database.ts';
import { type TestBackend, sharedTestBackend } from './harness.ts';
import { type LodgeWorld, buildLodgeWorld, must } from './lodge-fixtures.ts';
import { fetchBookingsWithNotes } from '../../src/lib/supabase/bookings';
import { fetchMyLodges } from '../../src/lib/supabase/lodges';

/**
 * Issue 11 "a round trip less": the bookings screens read each booking's notes embedded in the bookings
 * request (src/lib/supabase/bookings.ts `fetchBookingsWithNotes`). Against the backend it must give what
 * reading them one after the other gave: the bookings in order, every note oldest first per booking,
 * the authors' names, and no notes for a trustee (RLS on the embedded table). Likewise the person's lodges,
 * read with each lodge embedded in its membership (`fetchMyLodges`).
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

beforeAll(async () => {
  backend = await sharedTestBackend();
  world = await buildLodgeWorld(backend, 'embed');
  const staff = world.people.staff.client;
  const rows = must(
    await staff
      .from('bookings')
      .insert([
        { lodge_id: world.lodgeA, date: '2026-12-01', time: '14:00', name: 'Afternoon walk', guests: 2 },
        { lodge_id: world.lodgeA, date: '2026-12-01', time: '08:00', name: 'Sunrise drive', guests: 4 },
        { lodge_id: world.lodgeA, date: '2026-12-02', time: '09:00', name: 'River trip', guests: 3 },
        { lodge_id: world.lodgeA, date: '2026-12-05', time: '09:00', name: 'Later trip', guests: 1 },
      ])
      .select('id, name'),
  );
  const id = (name: string) => rows.find((row) => row.name === name)!.id;
  // One at a time, so `created_at` orders them.
  for (const [booking, body] of [
    ['Afternoon walk', 'Vegetarian lunch'],
    ['Sunrise drive', 'Bring blankets'],
    ['Afternoon walk', 'Arrives late'],
    ['Later trip', 'Outside the window'],
  ] as const) {
    must(
      await staff
        .from('booking_notes')
        .insert({ lodge_id: world.lodgeA, booking_id: id(booking), body })
        .select('id'),
    );
  }
});
afterAll(async () => backend?.stop());

describe('bookings with their notes in one request (issue 11)', () => {
  it('gives the window’s bookings by day and time and every note of theirs, oldest first per booking', async () => {
    signedIn.client = world.people.manager.client;
    const { bookings, notes } = await fetchBookingsWithNotes(world.lodgeA, '2026-12-01', '2026-12-03');
    expect(bookings.map((booking) => [booking.date, booking.time, booking.name])).toEqual([
      ['2026-12-01', '08:00', 'Sunrise drive'],
      ['2026-12-01', '14:00', 'Afternoon walk'],
      ['2026-12-02', '09:00', 'River trip'],
    ]);
    // The same notes as the table holds for those bookings (read directly, as the manager).
    const direct = must(
      await world.people.manager.client
        .from('booking_notes')
        .select('id')
        .in(
          'booking_id',
          bookings.map((booking) => booking.id),
        ),
    );
    expect(notes.map((note) => note.id).sort()).toEqual(direct.map((row) => row.id).sort());
    const walk = bookings.find((booking) => booking.name === 'Afternoon walk')!;
    expect(notes.filter((note) => note.bookingId === walk.id).map((note) => note.text)).toEqual([
      'Vegetarian lunch',
      'Arrives late',
    ]);
    expect(notes.map((note) => note.text)).not.toContain('Outside the window');
    expect(notes.every((note) => note.authorName.length > 0)).toBe(true);
  });

  it('a trustee reads the bookings but none of their notes (RLS on the embedded table)', async () => {
    signedIn.client = world.people.trustee.client;
    const { bookings, notes } = await fetchBookingsWithNotes(world.lodgeA, '2026-12-01', '2026-12-03');
    expect(bookings).toHaveLength(3);
    expect(notes).toEqual([]);
  });

  it('another lodge’s member reads nothing', async () => {
    signedIn.client = world.people.outsider.client;
    expect(await fetchBookingsWithNotes(world.lodgeA, '2026-12-01', '2026-12-03')).toEqual({
      bookings: [],
      notes: [],
    });
  });
});

describe("the person's lodges in one request (issue 11)", () => {
  it('lists each membership with its lodge and role, oldest first, and nobody else’s', async () => {
    const joinedLater = must(
      await world.admin
        .from('lodges')
        .insert({ name: 'Lodge C', timezone: 'Africa/Gaborone' })
        .select('id')
        .single(),
    ).id;
    must(
      await world.admin
        .from('lodge_members')
        .insert({ lodge_id: joinedLater, user_id: world.people.staff.userId, role: 'manager' })
        .select(),
    );
    signedIn.client = world.people.staff.client;
    const lodges = await fetchMyLodges(world.people.staff.userId);
    expect(lodges.map(({ lodgeId, name, role }) => ({ lodgeId, name, role }))).toEqual([
      { lodgeId: world.lodgeA, name: 'Lodge A', role: 'staff' },
      { lodgeId: joinedLater, name: 'Lodge C', role: 'manager' },
    ]);
    expect(lodges[1]?.timezone).toBe('Africa/Gaborone');

    signedIn.client = world.people.outsider.client;
    expect((await fetchMyLodges(world.people.outsider.userId)).map((lodge) => lodge.name)).toEqual([
      'Lodge B',
    ]);
    // Asking for someone else's memberships shows nothing (RLS).
    expect(await fetchMyLodges(world.people.staff.userId)).toEqual([]);
  });
});
