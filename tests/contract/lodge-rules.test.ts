import { type TestBackend, sharedTestBackend } from './harness.ts';
import { type LodgeWorld, buildLodgeWorld, createBystander, must } from './lodge-fixtures.ts';

/**
 * Rules beyond "which role may touch which table" (issue #8): owners on the team, staff on bookings,
 * server-owned columns, and rows that cannot point into another lodge. Through supabase-js.
 */

let backend: TestBackend;
let world: LodgeWorld;

beforeAll(async () => {
  backend = await sharedTestBackend();
  world = await buildLodgeWorld(backend, 'rules');
});

afterAll(async () => {
  await backend?.stop();
});

/** A member row's role as the service sees it. */
async function roleOf(userId: string): Promise<string | undefined> {
  const { data } = await world.admin
    .from('lodge_members')
    .select('role')
    .eq('lodge_id', world.lodgeA)
    .eq('user_id', userId);
  return data?.[0]?.role;
}

describe('team: owners, managers and the last owner', () => {
  it('lets a manager move a member between staff and trustee', async () => {
    const id = await createBystander(world, 'team.helper@lodge-rules.example.org');
    must(
      await world.admin
        .from('lodge_members')
        .insert({ lodge_id: world.lodgeA, user_id: id, role: 'staff' })
        .select(),
    );
    const changed = await world.people.manager.client
      .from('lodge_members')
      .update({ role: 'trustee' })
      .eq('lodge_id', world.lodgeA)
      .eq('user_id', id)
      .select('role');
    expect(changed.data).toEqual([{ role: 'trustee' }]);
  });

  it('refuses a manager who demotes or removes an owner, or grants owner: 403 only_owners_manage_owners', async () => {
    const manager = world.people.manager.client;
    const demote = await manager
      .from('lodge_members')
      .update({ role: 'manager' })
      .eq('lodge_id', world.lodgeA)
      .eq('user_id', world.people.owner.userId);
    const remove = await manager
      .from('lodge_members')
      .delete()
      .eq('lodge_id', world.lodgeA)
      .eq('user_id', world.people.owner.userId);
    const grant = await manager
      .from('lodge_members')
      .update({ role: 'owner' })
      .eq('lodge_id', world.lodgeA)
      .eq('user_id', world.people.manager.userId);
    for (const answer of [demote, remove, grant]) {
      expect([answer.status, answer.error?.code, answer.error?.message]).toEqual([
        403,
        '42501',
        'only_owners_manage_owners',
      ]);
    }
    expect(await roleOf(world.people.owner.userId)).toBe('owner');
    expect(await roleOf(world.people.manager.userId)).toBe('manager');
  });

  it('refuses staff changing their own role: 403', async () => {
    const { status, error } = await world.people.staff.client
      .from('lodge_members')
      .update({ role: 'manager' })
      .eq('lodge_id', world.lodgeA)
      .eq('user_id', world.people.staff.userId);
    expect([status, error?.code]).toEqual([403, '42501']);
    expect(await roleOf(world.people.staff.userId)).toBe('staff');
  });

  it('refuses changing anything of a membership but its role: 403 (column privilege)', async () => {
    const { status, error } = await world.people.owner.client
      .from('lodge_members')
      .update({ user_id: world.people.outsider.userId })
      .eq('lodge_id', world.lodgeA)
      .eq('user_id', world.people.staff.userId);
    expect([status, error?.code]).toEqual([403, '42501']);
  });

  it('keeps the last owner: neither demoted nor leaving (403 last_owner); with a second owner both work', async () => {
    const owner = world.people.owner;
    const lodge = must(
      await world.admin.from('lodges').insert({ name: 'Two Owners Lodge' }).select('id').single(),
    ).id;
    must(
      await world.admin
        .from('lodge_members')
        .insert([
          { lodge_id: lodge, user_id: owner.userId, role: 'owner' },
          { lodge_id: lodge, user_id: world.people.manager.userId, role: 'manager' },
        ])
        .select(),
    );
    const stepDown = () =>
      owner.client
        .from('lodge_members')
        .update({ role: 'manager' })
        .eq('lodge_id', lodge)
        .eq('user_id', owner.userId);
    const leave = () =>
      owner.client.from('lodge_members').delete().eq('lodge_id', lodge).eq('user_id', owner.userId).select();
    for (const answer of [await stepDown(), await leave()]) {
      expect([answer.status, answer.error?.code, answer.error?.message]).toEqual([
        403,
        '42501',
        'last_owner',
      ]);
    }
    const promote = await owner.client
      .from('lodge_members')
      .update({ role: 'owner' })
      .eq('lodge_id', lodge)
      .eq('user_id', world.people.manager.userId)
      .select('role');
    expect(promote.data).toEqual([{ role: 'owner' }]);
    expect((await stepDown()).error).toBeNull();
    expect((await leave()).data).toHaveLength(1);
    const visible = await owner.client.from('lodges').select('id').eq('id', lodge);
    expect(visible.data).toEqual([]);
  });

  it('lets anyone leave a lodge, after which its rows are invisible to them', async () => {
    const leaver = await createBystander(world, 'leaver@lodge-rules.example.org');
    must(
      await world.admin
        .from('lodge_members')
        .insert({ lodge_id: world.lodgeA, user_id: leaver, role: 'staff' })
        .select(),
    );
    // A member removed by an owner loses access at once (no token refresh needed).
    const removed = await world.people.owner.client
      .from('lodge_members')
      .delete()
      .eq('lodge_id', world.lodgeA)
      .eq('user_id', leaver)
      .select();
    expect(removed.data).toHaveLength(1);
    const selfLeave = await world.people.trustee.client
      .from('lodge_members')
      .delete()
      .eq('lodge_id', world.lodgeA)
      .eq('user_id', world.people.trustee.userId)
      .select();
    expect(selfLeave.data).toHaveLength(1);
    const after = await world.people.trustee.client
      .from('bookings')
      .select('id')
      .eq('lodge_id', world.lodgeA);
    expect(after.data).toEqual([]);
    must(
      await world.admin
        .from('lodge_members')
        .insert({ lodge_id: world.lodgeA, user_id: world.people.trustee.userId, role: 'trustee' })
        .select(),
    );
  });
});

describe('bookings: staff check guests in and out, the server keeps the times', () => {
  it('walks a booking a staff member added through edit, check-in and check-out', async () => {
    const staff = world.people.staff.client;
    const added = await staff
      .from('bookings')
      .insert({
        lodge_id: world.lodgeA,
        date: '2026-11-23',
        time: '09:00',
        name: 'Walk-in Mokoro',
        guests: 2,
        checked_in_at: '2000-01-01T00:00:00Z',
      })
      .select()
      .single();
    expect(added.error).toBeNull();
    expect(added.data).toMatchObject({
      status: 'confirmed',
      version: 1,
      created_by: world.people.staff.userId,
      checked_in_at: null,
    });
    const id = added.data!.id;

    const edited = await staff.from('bookings').update({ guests: 3 }).eq('id', id).select().single();
    expect(edited.data).toMatchObject({ guests: 3, version: 2 });

    const checkedIn = await staff
      .from('bookings')
      .update({ status: 'checked_in' })
      .eq('id', id)
      .select()
      .single();
    expect(checkedIn.data?.status).toBe('checked_in');
    expect(Date.now() - Date.parse(checkedIn.data!.checked_in_at!)).toBeLessThan(60_000);

    const lateEdit = await staff.from('bookings').update({ guests: 4 }).eq('id', id);
    expect([lateEdit.status, lateEdit.error?.message]).toEqual([403, 'staff_edit_own_bookings_only']);

    const out = await staff.from('bookings').update({ status: 'checked_out' }).eq('id', id).select().single();
    expect(out.data?.status).toBe('checked_out');
    expect(out.data?.checked_in_at).toBe(checkedIn.data?.checked_in_at);
    expect(out.data?.checked_out_at).not.toBeNull();
    expect(out.data?.version).toBe(4);
  });

  it("refuses staff cancelling a booking (403 staff_cannot_set_status); a manager's cancel is timed", async () => {
    const { id } = must(
      await world.admin
        .from('bookings')
        .insert({
          lodge_id: world.lodgeA,
          date: '2026-11-24',
          time: '06:30',
          name: 'Guided Bush Walk',
          guests: 5,
        })
        .select('id')
        .single(),
    );
    const byStaff = await world.people.staff.client
      .from('bookings')
      .update({ status: 'cancelled' })
      .eq('id', id);
    expect([byStaff.status, byStaff.error?.message]).toEqual([403, 'staff_cannot_set_status']);
    const byManager = await world.people.manager.client
      .from('bookings')
      .update({ status: 'cancelled' })
      .eq('id', id)
      .select('status, cancelled_at')
      .single();
    expect(byManager.data?.status).toBe('cancelled');
    expect(byManager.data?.cancelled_at).not.toBeNull();
  });

  it('updates nothing when the version seen is stale (optimistic concurrency)', async () => {
    const manager = world.people.manager.client;
    const { id } = must(
      await world.admin
        .from('bookings')
        .insert({
          lodge_id: world.lodgeA,
          date: '2026-11-24',
          time: '15:30',
          name: 'Family Bird Watching',
          guests: 3,
        })
        .select('id')
        .single(),
    );
    expect(
      (await manager.from('bookings').update({ guests: 4 }).eq('id', id).eq('version', 1).select()).data,
    ).toHaveLength(1);
    expect(
      (await manager.from('bookings').update({ guests: 5 }).eq('id', id).eq('version', 1).select()).data,
    ).toEqual([]);
  });

  it('hides guest contacts and booking notes from trustees, who still see the booking', async () => {
    const { id } = must(
      await world.admin
        .from('bookings')
        .insert({
          lodge_id: world.lodgeA,
          date: '2026-11-23',
          time: '17:00',
          name: 'Sunset Boat Cruise',
          guests: 2,
        })
        .select('id')
        .single(),
    );
    must(
      await world.admin
        .from('booking_contacts')
        .insert({
          booking_id: id,
          lodge_id: world.lodgeA,
          guest_name: 'Honeymooners',
          guest_phone: '+1 555 0100',
        })
        .select(),
    );
    must(
      await world.admin
        .from('booking_notes')
        .insert({ lodge_id: world.lodgeA, booking_id: id, body: 'Champagne.' })
        .select(),
    );
    const trustee = world.people.trustee.client;
    expect((await trustee.from('bookings').select('name').eq('id', id)).data).toEqual([
      { name: 'Sunset Boat Cruise' },
    ]);
    expect((await trustee.from('booking_contacts').select('*').eq('booking_id', id)).data).toEqual([]);
    expect((await trustee.from('booking_notes').select('*').eq('booking_id', id)).data).toEqual([]);
    const staffView = await world.people.staff.client
      .from('bookings')
      .select('name, booking_contacts(guest_name), booking_notes(body)')
      .eq('id', id)
      .single();
    expect(staffView.data).toEqual({
      name: 'Sunset Boat Cruise',
      booking_contacts: { guest_name: 'Honeymooners' },
      booking_notes: [{ body: 'Champagne.' }],
    });
  });
});

describe('server-owned columns and lodge boundaries', () => {
  it('lets an owner set the lodge time zone only to one Postgres knows: 400 22023 unknown_time_zone', async () => {
    const owner = world.people.owner.client;
    const typo = await owner.from('lodges').update({ timezone: 'Africa/Gaborne' }).eq('id', world.lodgeA);
    expect([typo.status, typo.error?.code, typo.error?.message]).toEqual([400, '22023', 'unknown_time_zone']);
    const fine = await owner
      .from('lodges')
      .update({ timezone: 'Africa/Gaborone' })
      .eq('id', world.lodgeA)
      .select('timezone')
      .single();
    expect(fine.data).toEqual({ timezone: 'Africa/Gaborone' });
  });

  it("stamps the caller as author and the lodge's today on a daily note, whatever the client sends", async () => {
    const { data } = await world.people.staff.client
      .from('daily_notes')
      .insert({
        lodge_id: world.lodgeA,
        body: 'Boat engine serviced.',
        created_by: world.people.owner.userId,
      })
      .select('date, created_by, author:profiles(username)')
      .single();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Gaborone' }).format(new Date());
    expect(data).toEqual({
      date: today,
      created_by: world.people.staff.userId,
      author: { username: 'staff_rules' },
    });
  });

  it("refuses a row in one lodge that points at another lodge's row: 409 23503", async () => {
    const { id } = must(
      await world.admin
        .from('bookings')
        .insert({
          lodge_id: world.lodgeA,
          date: '2026-11-23',
          time: '10:00',
          name: 'Village Cultural Visit',
          guests: 6,
        })
        .select('id')
        .single(),
    );
    const forged = await world.people.outsider.client
      .from('booking_notes')
      .insert({ lodge_id: world.lodgeB, booking_id: id, body: 'Peeking into lodge A.' });
    expect([forged.status, forged.error?.code]).toEqual([409, '23503']);
  });

  it('keeps the outsider from seeing lodge A or its people', async () => {
    const outsider = world.people.outsider.client;
    expect((await outsider.from('lodges').select('id').eq('id', world.lodgeA)).data).toEqual([]);
    expect(
      (await outsider.from('lodge_members').select('user_id').eq('lodge_id', world.lodgeA)).data,
    ).toEqual([]);
    expect((await outsider.from('profiles').select('id').eq('id', world.people.owner.userId)).data).toEqual(
      [],
    );
    const own = await outsider
      .from('profiles')
      .select('username')
      .eq('id', world.people.outsider.userId)
      .single();
    expect(own.data).toEqual({ username: 'outsider_rules' });
  });
});

describe('rows stay in their lodge and with their people (issue 23)', () => {
  /** A lodge owned by `person` (a member of lodge A too): where a hostile member would move A's rows. */
  async function lodgeOwnedBy(person: 'trustee' | 'staff' | 'manager'): Promise<string> {
    const id = must(
      await world.admin
        .from('lodges')
        .insert({ name: `${person}'s own lodge` })
        .select('id')
        .single(),
    ).id;
    must(
      await world.admin
        .from('lodge_members')
        .insert({ lodge_id: id, user_id: world.people[person].userId, role: 'owner' })
        .select(),
    );
    return id;
  }

  it("refuses a member who owns another lodge moving lodge A's rows there: 403, the rows stay in A", async () => {
    const product = must(
      await world.admin
        .from('products')
        .insert({ lodge_id: world.lodgeA, name: 'Family Chalet', description: 'Sleeps four.' })
        .select('id')
        .single(),
    );
    const booking = must(
      await world.admin
        .from('bookings')
        .insert({
          lodge_id: world.lodgeA,
          date: '2026-11-23',
          time: '08:00',
          name: 'Guided Bush Walk',
          guests: 2,
          status: 'checked_in',
        })
        .select('id')
        .single(),
    );
    const trusteeLodge = await lodgeOwnedBy('trustee');
    const staffLodge = await lodgeOwnedBy('staff');
    const moves = [
      await world.people.trustee.client
        .from('products')
        .update({ lodge_id: trusteeLodge })
        .eq('id', product.id)
        .select(),
      await world.people.staff.client
        .from('bookings')
        .update({ lodge_id: staffLodge })
        .eq('id', booking.id)
        .select(),
    ];
    // Not even the service role moves a row: it deletes it (leaving a tombstone) and makes it anew.
    const byService = await world.admin
      .from('products')
      .update({ lodge_id: trusteeLodge })
      .eq('id', product.id)
      .select('id');
    for (const answer of [...moves, byService]) {
      expect([answer.status, answer.error?.code]).toEqual([403, '42501']);
    }
    expect(moves[0]?.error?.message).toBe('lodge_id_cannot_change');
    const stayed = await world.admin.from('products').select('lodge_id').eq('id', product.id).single();
    expect(stayed.data).toEqual({ lodge_id: world.lodgeA });
    const stayedBooking = await world.admin.from('bookings').select('lodge_id').eq('id', booking.id).single();
    expect(stayedBooking.data).toEqual({ lodge_id: world.lodgeA });
  });

  it("refuses a manager taking over a member's training progress and language practice: 403, the rows stay theirs", async () => {
    const staffId = world.people.staff.userId;
    const training = must(
      await world.admin
        .from('training_progress')
        .insert({ lodge_id: world.lodgeA, user_id: staffId, module_id: 'tm-guest-welcome', progress: 40 })
        .select('id')
        .single(),
    );
    const practice = must(
      await world.admin
        .from('language_practice')
        .insert({ lodge_id: world.lodgeA, user_id: staffId, practiced_on: '2026-11-01', minutes: 10 })
        .select('id')
        .single(),
    );
    const manager = world.people.manager.client;
    const takeovers = [
      await manager
        .from('training_progress')
        .update({ user_id: world.people.manager.userId })
        .eq('id', training.id)
        .select(),
      await manager
        .from('language_practice')
        .update({ user_id: world.people.manager.userId })
        .eq('id', practice.id)
        .select(),
    ];
    for (const answer of takeovers) {
      expect([answer.status, answer.error?.code, answer.error?.message]).toEqual([
        403,
        '42501',
        'user_id_cannot_change',
      ]);
    }
    const rows = [
      await world.admin.from('training_progress').select('user_id').eq('id', training.id).single(),
      await world.admin.from('language_practice').select('user_id').eq('id', practice.id).single(),
    ];
    for (const row of rows) expect(row.data).toEqual({ user_id: staffId });
  });

  it("refuses changing a row's author (created_by): 403, the author stays", async () => {
    const note = must(
      await world.people.staff.client
        .from('daily_notes')
        .insert({ lodge_id: world.lodgeA, body: 'Fuel delivery at noon.' })
        .select('id')
        .single(),
    );
    const forged = await world.people.staff.client
      .from('daily_notes')
      .update({ created_by: world.people.owner.userId })
      .eq('id', note.id)
      .select();
    expect([forged.status, forged.error?.code, forged.error?.message]).toEqual([
      403,
      '42501',
      'created_by_cannot_change',
    ]);
    const row = await world.admin.from('daily_notes').select('created_by').eq('id', note.id).single();
    expect(row.data).toEqual({ created_by: world.people.staff.userId });
  });

  it('sets created_at on the server on insert, whatever the client sends', async () => {
    const before = Date.now();
    const { data } = await world.people.manager.client
      .from('products')
      .insert({
        lodge_id: world.lodgeA,
        name: 'Sunset Cruise',
        description: 'Two hours on the channel.',
        created_at: '2001-01-01T00:00:00Z',
      })
      .select('created_at')
      .single();
    const createdAt = Date.parse(data?.created_at ?? '');
    expect(createdAt).toBeGreaterThan(before - 60_000);
    expect(createdAt).toBeLessThan(Date.now() + 60_000);
  });

  it('refuses a replayed offline insert of a row a manager deleted: 409 23505, the row stays deleted', async () => {
    const staff = world.people.staff.client;
    const id = crypto.randomUUID();
    // The outbox sends a note as an upsert that ignores a duplicate (src/lib/supabase/daily-notes.ts).
    const send = () =>
      staff
        .from('daily_notes')
        .upsert(
          { id, lodge_id: world.lodgeA, body: 'Guests from room 3 leave at dawn.' },
          { onConflict: 'id', ignoreDuplicates: true },
        );
    expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(201); // a second send while the row exists changes nothing
    const removed = await world.people.manager.client.from('daily_notes').delete().eq('id', id).select('id');
    expect(removed.data).toEqual([{ id }]);

    const replay = await send();
    expect([replay.status, replay.error?.code, replay.error?.message]).toEqual([
      409,
      '23505',
      'row_was_deleted',
    ]);
    const plain = await staff
      .from('daily_notes')
      .insert({ id, lodge_id: world.lodgeA, body: 'Guests from room 3 leave at dawn.' });
    expect([plain.status, plain.error?.code]).toEqual([409, '23505']);
    expect((await world.admin.from('daily_notes').select('id').eq('id', id)).data).toEqual([]);
  });
});

describe('a deleted person leaves no dangling authorship', () => {
  it("clears created_by of a deleted user's rows (ON DELETE SET NULL is not undone by the triggers)", async () => {
    const userId = await createBystander(world, 'leaving.author@lodge-rules.example.org');
    must(
      await world.admin
        .from('lodge_members')
        .insert({ lodge_id: world.lodgeA, user_id: userId, role: 'manager' })
        .select(),
    );
    const product = must(
      await world.admin
        .from('products')
        .insert({
          lodge_id: world.lodgeA,
          name: 'Village Walk',
          description: 'Two hours.',
          created_by: userId,
        })
        .select('id')
        .single(),
    );
    const invited = await createBystander(world, 'invited.by.leaver@lodge-rules.example.org');
    must(
      await world.admin
        .from('lodge_members')
        .insert({ lodge_id: world.lodgeA, user_id: invited, role: 'staff', created_by: userId })
        .select(),
    );
    const { error } = await world.admin.auth.admin.deleteUser(userId);
    expect(error).toBeNull();
    const authored = await world.admin.from('products').select('created_by').eq('id', product.id).single();
    expect(authored.data).toEqual({ created_by: null });
    const membership = await world.admin
      .from('lodge_members')
      .select('created_by')
      .eq('lodge_id', world.lodgeA)
      .eq('user_id', invited)
      .single();
    expect(membership.data).toEqual({ created_by: null });
  });
});
