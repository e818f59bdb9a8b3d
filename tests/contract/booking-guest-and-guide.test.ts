import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provideSupabase } from '../../src/lib/supabase/client';
import type { Database } from '../../src/lib/supabase/database.ts';
import { deleteBookingNote, insertBookingNote } from '../../src/lib/supabase/booking-notes';
import { updateBookingNote } from '../../src/lib/supabase/booking-note-edits';
import { fetchBooking, fetchBookingsWithNotes, insertBooking } from '../../src/lib/supabase/bookings';
import { updateBooking } from '../../src/lib/supabase/booking-edits';
import { type TestBackend, sharedTestBackend } from './harness.ts';
import { type LodgeWorld, buildLodgeWorld, must } from './lodge-fixtures.ts';

/**
 * Issue 18 "Bookings as a lodge takes them", through the app's own data modules
 * (src/lib/supabase/bookings.ts, booking-notes.ts) against the backend: a booking keeps its guest
 * contact and its guide (a staff member of the same lodge, by id); trustees read the booking without
 * any guest contact; booking notes are changed by their author, and by owners and managers.
 */
const signedIn = {
  set client(client: SupabaseClient<Database>) {
    provideSupabase(client);
  },
};
afterAll(() => provideSupabase(null));

let backend: TestBackend;
let world: LodgeWorld;
let kabo: string;
let otherLodgeGuide: string;

beforeAll(async () => {
  backend = await sharedTestBackend();
  world = await buildLodgeWorld(backend, 'guest18');
  kabo = must(
    await world.admin
      .from('staff_members')
      .insert({ lodge_id: world.lodgeA, name: 'Kabo Sekgoma', phone: '+267 72 345 678' })
      .select('id')
      .single(),
  ).id;
  otherLodgeGuide = must(
    await world.admin
      .from('staff_members')
      .insert({ lodge_id: world.lodgeB, name: 'Somebody Else' })
      .select('id')
      .single(),
  ).id;
});
afterAll(async () => backend?.stop());

const details = {
  date: '2026-12-10',
  time: '09:15',
  name: 'Honeymoon Mokoro',
  guests: 2,
  guideStaffId: null as string | null,
  guest: { name: 'Anna Schmidt', phone: '+49 170 1234567', email: 'anna@example.com' },
};

describe('guest contact and guide on a booking (issue 18)', () => {
  it('keeps the guest contact and the guide picked; renaming keeps the guide', async () => {
    signedIn.client = world.people.staff.client;
    const saved = await insertBooking(world.lodgeA, { ...details, guideStaffId: kabo });
    expect(saved).toMatchObject({
      name: 'Honeymoon Mokoro',
      guideStaffId: kabo,
      guide: { name: 'Kabo Sekgoma', phone: '+267 72 345 678' },
      guest: details.guest,
    });
    signedIn.client = world.people.manager.client;
    const { saved: renamed } = await updateBooking(
      world.lodgeA,
      saved.id,
      { ...details, name: 'Sunset Boat Cruise', guideStaffId: kabo, guest: { ...details.guest, phone: '' } },
      saved,
    );
    expect(renamed).toMatchObject({
      name: 'Sunset Boat Cruise',
      guideStaffId: kabo,
      guide: { name: 'Kabo Sekgoma' },
      guest: { name: 'Anna Schmidt', phone: '', email: 'anna@example.com' },
    });
  });

  it('a replayed add (same id) keeps one booking and one guest contact', async () => {
    signedIn.client = world.people.staff.client;
    const id = crypto.randomUUID();
    await insertBooking(world.lodgeA, details, id);
    const again = await insertBooking(world.lodgeA, details, id);
    expect(again.guest).toEqual(details.guest);
    const contacts = must(
      await world.admin.from('booking_contacts').select('booking_id').eq('booking_id', id),
    );
    expect(contacts).toHaveLength(1);
  });

  it('refuses a guest contact past the database limits (23514), the booking itself is kept', async () => {
    signedIn.client = world.people.staff.client;
    const id = crypto.randomUUID();
    await expect(
      insertBooking(world.lodgeA, { ...details, guest: { ...details.guest, phone: '1'.repeat(41) } }, id),
    ).rejects.toMatchObject({ code: '23514' });
    expect((await fetchBooking(id))?.guest).toBeUndefined();
  });

  it('trustee cannot read guest contacts: the booking reads without them', async () => {
    signedIn.client = world.people.staff.client;
    const saved = await insertBooking(world.lodgeA, { ...details, date: '2026-12-11' });
    signedIn.client = world.people.trustee.client;
    const { bookings } = await fetchBookingsWithNotes(world.lodgeA, '2026-12-11', '2026-12-11');
    expect(bookings.map((booking) => booking.id)).toEqual([saved.id]);
    expect(bookings[0]?.guest).toBeUndefined();
    expect(
      must(await world.people.trustee.client.from('booking_contacts').select('*').eq('booking_id', saved.id)),
    ).toEqual([]);
  });

  it("guide must be a staff member of the same lodge: another lodge's staff member is refused (23503)", async () => {
    signedIn.client = world.people.manager.client;
    await expect(
      insertBooking(world.lodgeA, { ...details, guideStaffId: otherLodgeGuide }),
    ).rejects.toMatchObject({ code: '23503' });
  });
});

describe('booking notes: author edits and deletes; owners and managers any (issue 18)', () => {
  it("staff change their own note, not a colleague's; a manager changes any", async () => {
    signedIn.client = world.people.staff.client;
    const booking = await insertBooking(world.lodgeA, { ...details, date: '2026-12-12' });
    const mine = await insertBookingNote({
      lodgeId: world.lodgeA,
      bookingId: booking.id,
      text: 'Bring binoculars',
    });
    expect(mine.authorId).toBe(world.people.staff.userId);
    await updateBookingNote(mine.id, 'Bring two pairs of binoculars');

    signedIn.client = world.people.owner.client;
    const owners = await insertBookingNote({
      lodgeId: world.lodgeA,
      bookingId: booking.id,
      text: 'VIP guests',
    });
    signedIn.client = world.people.staff.client;
    await expect(updateBookingNote(owners.id, 'Not VIP')).rejects.toBeDefined();
    await expect(deleteBookingNote(owners.id)).rejects.toMatchObject({ code: '42501' });

    signedIn.client = world.people.manager.client;
    await updateBookingNote(owners.id, 'VIP guests, champagne');
    await deleteBookingNote(mine.id);
    const { notes } = await fetchBookingsWithNotes(world.lodgeA, '2026-12-12', '2026-12-12');
    expect(notes.map((note) => note.text)).toEqual(['VIP guests, champagne']);
  });

  it('refuses a note past 2,000 characters (23514)', async () => {
    signedIn.client = world.people.staff.client;
    const booking = await insertBooking(world.lodgeA, { ...details, date: '2026-12-13' });
    const note = await insertBookingNote({ lodgeId: world.lodgeA, bookingId: booking.id, text: 'Short' });
    await expect(updateBookingNote(note.id, 'x'.repeat(2001))).rejects.toMatchObject({ code: '23514' });
  });
});
