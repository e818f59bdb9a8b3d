import { type TestBackend, clientFor, confirmedUser } from './harness.ts';
import { sharedRestFixtureBackend } from './rest-fixtures.ts';

let backend: TestBackend;
let user: Awaited<ReturnType<typeof confirmedUser>>;

beforeAll(async () => {
  backend = await sharedRestFixtureBackend();
  user = await confirmedUser(backend, 'embed@rest-embed.example.org');
});

afterAll(async () => {
  await backend?.stop();
});

describe('resource embedding through foreign keys', () => {
  it('embeds many-to-one as an object (or null) through a composite key, aliased', async () => {
    const { data, error } = await user.client
      .from('bookings')
      .select('guest_name, guide:staff_members!bookings_guide_fk(name, phone)')
      .eq('lodge_id', 1)
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { guest_name: 'Alice', guide: { name: 'Ana Guide', phone: '555-0101' } },
      { guest_name: 'Bob', guide: { name: 'Bruno Host', phone: '555-0102' } },
      { guest_name: 'Chen', guide: null },
    ]);
  });

  it('embeds one-to-many as an array, empty when nothing matches', async () => {
    const { data } = await user.client
      .from('bookings')
      .select('id, booking_notes(id, body)')
      .eq('lodge_id', 1)
      .order('id');
    expect(data).toEqual([
      {
        id: 1,
        booking_notes: [
          { id: 1, body: 'Allergic to nuts' },
          { id: 2, body: 'Prefers early breakfast' },
        ],
      },
      { id: 2, booking_notes: [{ id: 4, body: 'Bring a torch' }] },
      { id: 3, booking_notes: [] },
    ]);
  });

  it('keys the composite join on every column: lodge 2 notes stay with lodge 2', async () => {
    const { data } = await user.client
      .from('bookings')
      .select('guest_name, booking_notes(body)')
      .eq('lodge_id', 2);
    expect(data).toEqual([{ guest_name: 'Dana', booking_notes: [{ body: 'River level high' }] }]);
  });

  it('applies RLS to embedded tables (private notes stay hidden) and service_role sees them', async () => {
    const asUser = await user.client
      .from('bookings')
      .select('booking_notes(id)')
      .eq('lodge_id', 1)
      .eq('id', 1)
      .single();
    expect(asUser.data).toEqual({ booking_notes: [{ id: 1 }, { id: 2 }] });
    const service = clientFor(backend, backend.serviceRoleKey);
    const asService = await service
      .from('bookings')
      .select('booking_notes(id)')
      .eq('lodge_id', 1)
      .eq('id', 1)
      .single();
    expect(asService.data).toEqual({ booking_notes: [{ id: 1 }, { id: 2 }, { id: 3 }] });
  });

  it('nests two levels and orders, filters and limits the embedded resource', async () => {
    const { data, error } = await user.client
      .from('bookings')
      .select('guest_name, booking_notes(body, author:staff_members(name))')
      .eq('lodge_id', 1)
      .eq('id', 1)
      .order('created_at', { referencedTable: 'booking_notes', ascending: false })
      .limit(1, { referencedTable: 'booking_notes' })
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({
      guest_name: 'Alice',
      booking_notes: [{ body: 'Prefers early breakfast', author: { name: 'Bruno Host' } }],
    });
    const filtered = await user.client
      .from('bookings')
      .select('id, booking_notes(body)')
      .eq('lodge_id', 1)
      .eq('id', 1)
      .ilike('booking_notes.body', '*nuts*')
      .single();
    expect(filtered.data).toEqual({ id: 1, booking_notes: [{ body: 'Allergic to nuts' }] });
  });

  it('uses !inner to keep only parents with a matching embedded row', async () => {
    const { data } = await user.client
      .from('bookings')
      .select('guest_name, booking_notes!inner(body)')
      .eq('booking_notes.body', 'Bring a torch');
    expect(data).toEqual([{ guest_name: 'Bob', booking_notes: [{ body: 'Bring a torch' }] }]);
    const guided = await user.client
      .from('bookings')
      .select('guest_name, guide:staff_members!bookings_guide_fk!inner(name)')
      .eq('guide.name', 'Ana Guide')
      .order('guest_name');
    expect(guided.data?.map((row) => row.guest_name)).toEqual(['Alice']);
  });

  it('filters parents by an embedded resource being null (anti-join)', async () => {
    const { data } = await user.client
      .from('bookings')
      .select('guest_name, booking_notes(id)')
      .is('booking_notes', null)
      .order('guest_name');
    expect(data).toEqual([{ guest_name: 'Chen', booking_notes: [] }]);
  });

  it('embeds in the other direction and through a constraint name', async () => {
    const staff = await user.client
      .from('staff_members')
      .select('name, bookings!bookings_guide_fk(guest_name)')
      .eq('lodge_id', 1)
      .eq('id', 1)
      .single();
    expect(staff.data).toEqual({ name: 'Ana Guide', bookings: [{ guest_name: 'Alice' }] });
    const viaConstraint = await user.client
      .from('booking_notes')
      .select('id, booking_notes_author_fk(name)')
      .eq('lodge_id', 1)
      .eq('id', 4)
      .single();
    expect(viaConstraint.data).toEqual({ id: 4, booking_notes_author_fk: { name: 'Ana Guide' } });
    // A column names a relationship only when the foreign key has that one column (PostgREST findRel).
    const viaCompositeColumn = await user.client.from('booking_notes').select('id, author_id(name)');
    expect(viaCompositeColumn.error).toMatchObject({ code: 'PGRST200' });
  });

  it('returns embeds in the representation of a write', async () => {
    const service = clientFor(backend, backend.serviceRoleKey);
    // The fixture notes are every file's (shared backend): this one goes away again whatever happens.
    onTestFinished(async () => {
      await service.from('booking_notes').delete().eq('lodge_id', 1).eq('id', 9);
    });
    const { data, error } = await service
      .from('booking_notes')
      .insert({
        lodge_id: 1,
        id: 9,
        booking_id: 2,
        author_id: 2,
        body: 'Late arrival',
        created_at: '2026-01-09T10:00:00Z',
      })
      .select('body, booking:bookings(guest_name), author:staff_members(name)')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({
      body: 'Late arrival',
      booking: { guest_name: 'Bob' },
      author: { name: 'Bruno Host' },
    });
  });
});

describe('embedding errors', () => {
  it('answers 300 PGRST201 with the candidates when two foreign keys could be meant', async () => {
    const { error, status } = await user.client.from('bookings').select('staff_members(name)');
    expect(status).toBe(300);
    expect(error).toEqual({
      code: 'PGRST201',
      message:
        "Could not embed because more than one relationship was found for 'bookings' and 'staff_members'",
      details: [
        {
          cardinality: 'many-to-one',
          embedding: 'bookings with staff_members',
          relationship:
            'bookings_guide_fk using bookings(lodge_id, guide_id) and staff_members(lodge_id, id)',
        },
        {
          cardinality: 'many-to-one',
          embedding: 'bookings with staff_members',
          relationship: 'bookings_host_fk using bookings(lodge_id, host_id) and staff_members(lodge_id, id)',
        },
      ],
      hint: "Try changing 'staff_members' to one of the following: 'staff_members!bookings_guide_fk', 'staff_members!bookings_host_fk'. Find the desired relationship in the 'details' key.",
    });
  });

  it('answers 400 PGRST200 when no relationship exists, suggesting a close name', async () => {
    const { error, status } = await user.client.from('bookings').select('booking_note(*)');
    expect(status).toBe(400);
    expect(error).toEqual({
      code: 'PGRST200',
      message: "Could not find a relationship between 'bookings' and 'booking_note' in the schema cache",
      details:
        "Searched for a foreign key relationship between 'bookings' and 'booking_note' in the schema 'public', but no matches were found.",
      hint: "Perhaps you meant 'booking_notes' instead of 'booking_note'.",
    });
    const hinted = await user.client.from('bookings').select('staff_members!nope(name)');
    expect(hinted.error).toMatchObject({
      code: 'PGRST200',
      details:
        "Searched for a foreign key relationship between 'bookings' and 'staff_members' using the hint 'nope' in the schema 'public', but no matches were found.",
    });
  });

  it('answers 400 PGRST108 for a modifier on a resource that is not embedded', async () => {
    const { error } = await user.client.from('bookings').select('id').eq('booking_notes.body', 'x');
    expect(error).toEqual({
      code: 'PGRST108',
      message: "'booking_notes' is not an embedded resource in this request",
      details: null,
      hint: "Verify that 'booking_notes' is included in the 'select' query parameter.",
    });
  });
});
