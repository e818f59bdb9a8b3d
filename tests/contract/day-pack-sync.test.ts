import { type TestBackend, sharedTestBackend } from './harness.ts';
import { type LodgeWorld, buildLodgeWorld, must } from './lodge-fixtures.ts';

/**
 * What the offline day pack relies on from the backend (issue #9), through supabase-js: tombstones for
 * deletions (incremental pulls learn what is gone), a re-sent insert with the same client-made id
 * never makes a second row, and a check-in sent with the status the person saw applies only when the
 * booking is still in it.
 */

let backend: TestBackend;
let world: LodgeWorld;

beforeAll(async () => {
  backend = await sharedTestBackend();
  world = await buildLodgeWorld(backend, 'daypack');
});

afterAll(async () => {
  await backend?.stop();
});

describe('tombstones (public.deleted_rows)', () => {
  it('records a deleted product for the lodge members to pull, and for nobody else', async () => {
    const manager = world.people.manager.client;
    const id = crypto.randomUUID();
    must(
      await manager
        .from('products')
        .insert({ id, lodge_id: world.lodgeA, name: 'Sunset cruise', description: 'Two hours' })
        .select('id'),
    );
    const since = new Date(Date.now() - 120_000).toISOString();
    const removed = await manager.from('products').delete().eq('id', id);
    expect(removed.error).toBeNull();

    const seenByStaff = await world.people.staff.client
      .from('deleted_rows')
      .select('table_name, row_id, updated_at')
      .eq('lodge_id', world.lodgeA)
      .gte('updated_at', since);
    expect(seenByStaff.data).toEqual([
      { table_name: 'products', row_id: id, updated_at: expect.any(String) as unknown },
    ]);
    const seenByOutsider = await world.people.outsider.client.from('deleted_rows').select('row_id');
    expect(seenByOutsider.data).toEqual([]);
  });

  it('refuses a member who writes a tombstone themselves (403 42501)', async () => {
    const forged = await world.people.owner.client
      .from('deleted_rows')
      .insert({ lodge_id: world.lodgeA, table_name: 'products', row_id: crypto.randomUUID() });
    expect(forged.status).toBe(403);
    expect(forged.error?.code).toBe('42501');
  });

  it('records the shifts that go with a removed staff member', async () => {
    const manager = world.people.manager.client;
    const staffId = crypto.randomUUID();
    must(
      await manager
        .from('staff_members')
        .insert({ id: staffId, lodge_id: world.lodgeA, name: 'Kabo' })
        .select(),
    );
    const shift = must(
      await manager
        .from('shifts')
        .insert({ lodge_id: world.lodgeA, staff_member_id: staffId, date: '2026-11-24' })
        .select('id')
        .single(),
    );
    expect((await manager.from('staff_members').delete().eq('id', staffId)).error).toBeNull();
    const tombstones = await manager
      .from('deleted_rows')
      .select('table_name, row_id')
      .in('row_id', [staffId, shift.id])
      .order('table_name');
    expect(tombstones.data).toEqual([
      { table_name: 'shifts', row_id: shift.id },
      { table_name: 'staff_members', row_id: staffId },
    ]);
  });

  it('lets a whole lodge be deleted (its cascade records nothing)', async () => {
    const lodge = must(
      await world.admin.from('lodges').insert({ name: 'Short-lived' }).select('id').single(),
    );
    must(
      await world.admin
        .from('products')
        .insert({ lodge_id: lodge.id, name: 'Walk', description: 'An hour' })
        .select(),
    );
    const gone = await world.admin.from('lodges').delete().eq('id', lodge.id);
    expect(gone.error).toBeNull();
    const left = await world.admin.from('deleted_rows').select('id').eq('lodge_id', lodge.id);
    expect(left.data).toEqual([]);
  });
});

describe('the outbox sends again safely', () => {
  it('a re-sent daily note (same client-made id) does not duplicate', async () => {
    const staff = world.people.staff.client;
    const note = {
      id: crypto.randomUUID(),
      lodge_id: world.lodgeA,
      date: '2026-11-24',
      body: 'Boat 2 leaks',
    };
    for (let attempt = 0; attempt < 2; attempt++) {
      const sent = await staff.from('daily_notes').upsert(note, { onConflict: 'id', ignoreDuplicates: true });
      expect(sent.error).toBeNull();
    }
    const rows = await staff.from('daily_notes').select('body').eq('id', note.id);
    expect(rows.data).toEqual([{ body: 'Boat 2 leaks' }]);
  });

  it('a check-in sent with the status seen applies once; a later one matches no row', async () => {
    const staff = world.people.staff.client;
    const booking = must(
      await staff
        .from('bookings')
        .insert({ lodge_id: world.lodgeA, date: '2026-11-24', time: '09:00', name: 'Mokoro', guests: 2 })
        .select('id')
        .single(),
    );
    const first = await staff
      .from('bookings')
      .update({ status: 'checked_in' })
      .eq('id', booking.id)
      .eq('status', 'confirmed')
      .select('status');
    expect(first.data).toEqual([{ status: 'checked_in' }]);
    const again = await staff
      .from('bookings')
      .update({ status: 'checked_in' })
      .eq('id', booking.id)
      .eq('status', 'confirmed')
      .select('status');
    expect(again.data).toEqual([]);
  });
});

describe('hosted parity of the day pack RPC', () => {
  it('day_pack_changes is revoked from anon explicitly: 401 42501, as on projects with the older default grants', async () => {
    const { status, error } = await world.anon.rpc('day_pack_changes', {
      p_lodge_id: world.lodgeA,
      p_since: '-infinity',
      p_dated_since: '-infinity',
      p_from: '2026-01-01',
      p_to: '2026-01-02',
    });
    expect([status, error?.code]).toEqual([401, '42501']);
  });
});
