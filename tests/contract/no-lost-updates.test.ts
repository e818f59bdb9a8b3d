import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provideSupabase } from '../../src/lib/supabase/client';
import type { Database } from '../../src/lib/supabase/database.ts';
import { fetchDailyNotes, insertDailyNote } from '../../src/lib/supabase/daily-notes';
import { updateDailyNote } from '../../src/lib/supabase/daily-note-edits';
import { fetchBooking, insertBooking } from '../../src/lib/supabase/bookings';
import { updateBooking } from '../../src/lib/supabase/booking-edits';
import { fetchProducts, insertProduct, updateProduct } from '../../src/lib/supabase/products';
import { RowGone } from '../../src/lib/supabase/update-if-unchanged';
import { type TestBackend, startTestBackend } from './harness.ts';
import { type LodgeWorld, buildLodgeWorld, must } from './lodge-fixtures.ts';

/**
 * Issue 33 "No lost updates, anywhere", through the app's data modules against the embedded backend:
 * an edit is `PATCH …&updated_at=eq.<seen>`; when another person saved the row after it was opened,
 * nothing is written and the row comes back with who changed it (`updated_by`, set by the server) —
 * for daily notes, bookings and products. Keep mine (the same change over their version) saves, and
 * writes only the fields the person changed.
 */
const as = (client: SupabaseClient<Database>) => provideSupabase(client);
afterAll(() => provideSupabase(null));

let backend: TestBackend;
let world: LodgeWorld;

beforeAll(async () => {
  backend = await startTestBackend();
  world = await buildLodgeWorld(backend, 'lost33');
  for (const person of ['owner', 'manager'] as const)
    must(
      await world.admin
        .from('profiles')
        .update({ full_name: person === 'owner' ? 'Kagiso Owner' : 'Neo Manager' })
        .eq('id', world.people[person].userId)
        .select('id'),
    );
});
afterAll(async () => {
  await backend?.stop();
});

describe('No lost updates, anywhere (issue 33): conditional updates on the backend', () => {
  it("an edit the policy refuses is a refusal by role (42501), never someone else's change — staff editing a product, nothing written", async () => {
    as(world.people.manager.client);
    const product = await insertProduct(world.lodgeA, {
      id: crypto.randomUUID(),
      name: 'Village walk',
      description: 'One hour',
      type: 'activity',
      image: '',
    });
    as(world.people.staff.client);
    await expect(updateProduct({ ...product, name: 'Renamed by staff' }, product)).rejects.toMatchObject({
      code: '42501',
    });
    as(world.people.manager.client);
    const kept = (await fetchProducts(world.lodgeA)).find((row) => row.id === product.id);
    expect(kept?.name).toBe(product.name);
  });

  it('a daily note edited by two people: the second is told who changed it, nothing is overwritten', async () => {
    as(world.people.manager.client);
    const note = await insertDailyNote({ lodgeId: world.lodgeA, date: '2026-11-29', text: 'Boat 2 leaks' });
    expect(note.updatedAt).toBeTruthy();
    as(world.people.owner.client);
    const first = await updateDailyNote(note.id, 'Boat 2 mended', note.updatedAt);
    expect(first.saved?.text).toBe('Boat 2 mended');

    as(world.people.manager.client);
    const second = await updateDailyNote(note.id, 'Boat 2 leaks at the stern', note.updatedAt);
    expect(second.saved).toBeUndefined();
    expect(second.theirs).toMatchObject({ byName: 'Kagiso Owner', at: first.saved?.updatedAt });
    expect(second.theirs?.row.text).toBe('Boat 2 mended');
    const [kept] = await fetchDailyNotes(world.lodgeA, '2026-11-29');
    expect(kept?.text).toBe('Boat 2 mended');

    // Keep mine: over their version.
    const mine = await updateDailyNote(note.id, 'Boat 2 leaks at the stern', second.theirs?.at);
    expect(mine.saved?.text).toBe('Boat 2 leaks at the stern');
  });

  it('a booking edited by two people: the second is asked; Keep mine writes only the field it changed', async () => {
    as(world.people.manager.client);
    const details = { date: '2026-12-01', time: '06:00', name: 'Morning Mokoro', guests: 2 };
    const booking = await insertBooking(world.lodgeA, details);
    as(world.people.owner.client);
    const first = await updateBooking(world.lodgeA, booking.id, { ...details, time: '07:00' }, booking);
    expect(first.saved?.time).toBe('07:00');

    as(world.people.manager.client);
    const second = await updateBooking(
      world.lodgeA,
      booking.id,
      { ...details, name: 'Sunset cruise' },
      booking,
    );
    expect(second.theirs).toMatchObject({ byName: 'Kagiso Owner' });
    expect(await fetchBooking(booking.id)).toMatchObject({ name: 'Morning Mokoro', time: '07:00' });

    const mine = await updateBooking(
      world.lodgeA,
      booking.id,
      { ...details, name: 'Sunset cruise' },
      booking,
      second.theirs?.at,
    );
    // The time the owner set stays: the manager's form changed only the name.
    expect(mine.saved).toMatchObject({ name: 'Sunset cruise', time: '07:00' });
  });

  it('a product edited by two people: the second is asked; a deleted one says so', async () => {
    as(world.people.owner.client);
    const opened = await insertProduct(world.lodgeA, {
      id: crypto.randomUUID(),
      name: 'Mokoro',
      description: 'Two hours',
      type: 'activity',
      image: '',
    });
    const [listed] = (await fetchProducts(world.lodgeA)).filter((p) => p.id === opened.id);
    if (!listed) throw new Error('product not listed');
    expect(listed.updatedAt).toBeTruthy();
    const first = await updateProduct({ ...listed, description: 'Three hours' }, listed);
    expect(first.saved?.description).toBe('Three hours');

    as(world.people.manager.client);
    const second = await updateProduct({ ...listed, name: 'Mokoro trip' }, listed);
    expect(second.theirs).toMatchObject({ byName: 'Kagiso Owner' });
    expect(second.theirs?.row).toMatchObject({ name: 'Mokoro', description: 'Three hours' });

    must(await world.admin.from('products').delete().eq('id', listed.id).select('id'));
    await expect(updateProduct({ ...listed, name: 'Gone' }, listed)).rejects.toBeInstanceOf(RowGone);
  });

  it("updated_by is the server's: a client cannot forge who changed a row", async () => {
    as(world.people.manager.client);
    const note = await insertDailyNote({ lodgeId: world.lodgeA, date: '2026-11-30', text: 'Gate' });
    const forged = await world.people.manager.client
      .from('daily_notes')
      .update({ body: 'Gate fixed', updated_by: world.people.owner.userId })
      .eq('id', note.id)
      .select('updated_by')
      .single();
    expect(forged.data?.updated_by).toBe(world.people.manager.userId);
  });
});
