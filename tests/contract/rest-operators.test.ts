import { type TestBackend, confirmedUser } from './harness.ts';
import { sharedRestFixtureBackend } from './rest-fixtures.ts';

let backend: TestBackend;
let user: Awaited<ReturnType<typeof confirmedUser>>;

beforeAll(async () => {
  backend = await sharedRestFixtureBackend();
  user = await confirmedUser(backend, 'operators@rest-operators.example.org');
});

afterAll(async () => {
  await backend?.stop();
});

/** Guest names of the bookings a filtered query returns, sorted. */
async function guests(
  build: (
    q: ReturnType<typeof bookings>,
  ) => PromiseLike<{ data: { guest_name: string }[] | null; error: unknown }>,
) {
  const { data, error } = await build(bookings());
  expect(error).toBeNull();
  return (data ?? []).map((row) => row.guest_name).sort();
}

function bookings() {
  return user.client.from('bookings').select('guest_name');
}

/** Raw GET for query strings supabase-js cannot build. */
async function rawGet(query: string) {
  const response = await fetch(`${backend.apiUrl}/rest/v1/bookings?${query}`, {
    headers: { apikey: backend.anonKey, Authorization: `Bearer ${user.accessToken}` },
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('logic trees', () => {
  it('combines conditions with or=(…) and nested and(…)', async () => {
    expect(await guests((q) => q.or('status.eq.pending,nights.gt.4'))).toEqual(['Bob', 'Chen']);
    expect(
      await guests((q) => q.or('guest_name.eq.Dana,and(lodge_id.eq.1,nights.gte.3,status.neq.cancelled)')),
    ).toEqual(['Alice', 'Dana']);
  });

  it('negates trees with not.or and not.and, and applies or= to an embedded resource', async () => {
    const notOr = await rawGet(
      'select=guest_name&not.or=(status.eq.pending,status.eq.cancelled)&order=guest_name',
    );
    expect(notOr.body).toEqual([{ guest_name: 'Alice' }, { guest_name: 'Dana' }]);
    const notAnd = await rawGet('select=guest_name&not.and=(lodge_id.eq.1,nights.lt.4)&order=guest_name');
    expect(notAnd.body).toEqual([{ guest_name: 'Chen' }, { guest_name: 'Dana' }]);
    const { data } = await user.client
      .from('bookings')
      .select('id, booking_notes(body)')
      .eq('lodge_id', 1)
      .eq('id', 1)
      .or('body.ilike.*nuts*,body.ilike.*river*', { referencedTable: 'booking_notes' });
    expect(data).toEqual([{ id: 1, booking_notes: [{ body: 'Allergic to nuts' }] }]);
  });

  it('keeps quoted values with commas and parentheses whole', async () => {
    const quoted = await rawGet(`select=guest_name&or=(guest_name.eq."Bob, Jr. (guest)",guest_name.eq.Chen)`);
    expect(quoted.body).toEqual([{ guest_name: 'Chen' }]);
  });

  it('refuses a malformed tree with 400 PGRST100', async () => {
    const bad = await rawGet('or=(guest_name.eq.Bob');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'PGRST100' });
  });
});

describe('operators', () => {
  it('cs, cd and ov on arrays and jsonb', async () => {
    expect(await guests((q) => q.contains('tags', ['birding']))).toEqual(['Alice', 'Dana']);
    expect(await guests((q) => q.containedBy('tags', ['hiking', 'birding', 'family']))).toEqual([
      'Alice',
      'Bob',
      'Chen',
    ]);
    expect(await guests((q) => q.overlaps('tags', ['kayak', 'hiking']))).toEqual(['Bob', 'Dana']);
    expect(await guests((q) => q.contains('data', { diet: 'vegan' }))).toEqual(['Alice']);
  });

  it('fts, plfts, phfts and wfts, with a language', async () => {
    expect(await guests((q) => q.textSearch('description', 'birding'))).toEqual(['Alice']);
    expect(await guests((q) => q.textSearch('description', 'hikes', { config: 'english' }))).toEqual(['Bob']);
    expect(
      await guests((q) => q.textSearch('description', 'cloud forest', { type: 'plain', config: 'english' })),
    ).toEqual(['Bob']);
    expect(
      await guests((q) => q.textSearch('description', 'the river', { type: 'phrase', config: 'english' })),
    ).toEqual(['Dana']);
    expect(
      await guests((q) =>
        q.textSearch('description', 'family or river -kayaking', { type: 'websearch', config: 'english' }),
      ),
    ).toEqual(['Alice']);
  });

  it('match, imatch and isdistinct', async () => {
    expect(await guests((q) => q.regexMatch('guest_name', '^[AB]'))).toEqual(['Alice', 'Bob']);
    expect(await guests((q) => q.filter('guest_name', 'imatch', '^d'))).toEqual(['Dana']);
    expect(await guests((q) => q.isDistinct('guide_id', 1))).toEqual(['Bob', 'Chen']);
  });

  it('like(any), ilike(all) and friends', async () => {
    expect(await guests((q) => q.likeAnyOf('guest_name', ['A*', '*n']))).toEqual(['Alice', 'Chen']);
    expect(await guests((q) => q.ilikeAllOf('guest_name', ['*A*', '*N*']))).toEqual(['Dana']);
    expect(await guests((q) => q.ilikeAnyOf('guest_name', ['b*', 'd*']))).toEqual(['Bob', 'Dana']);
  });

  it('in, is and not', async () => {
    expect(await guests((q) => q.in('guest_name', ['Bob', 'Chen', 'Nobody']))).toEqual(['Bob', 'Chen']);
    expect(await guests((q) => q.not('guide_id', 'is', null))).toEqual(['Alice', 'Bob', 'Dana']);
    expect(await guests((q) => q.not('status', 'in', '(confirmed,pending)'))).toEqual(['Chen']);
  });
});

describe('JSON paths and casts', () => {
  it('selects, filters and orders by JSON paths', async () => {
    const { data, error } = await user.client
      .from('bookings')
      .select('guest_name, diet:data->>diet, room:data->room->number')
      .eq('lodge_id', 1)
      .not('data->room', 'is', null)
      .order('data->room->number', { ascending: false });
    expect(error).toBeNull();
    expect(data).toEqual([
      { guest_name: 'Bob', diet: 'none', room: 9 },
      { guest_name: 'Alice', diet: 'vegan', room: 7 },
    ]);
    expect(await guests((q) => q.eq('data->>diet', 'vegetarian'))).toEqual(['Dana']);
  });

  it('names an un-aliased JSON path after its last key and casts with ::', async () => {
    const { data } = await user.client
      .from('bookings')
      .select('data->>diet, nights::text, id_text:id::text')
      .eq('lodge_id', 1)
      .eq('id', 1)
      .single();
    expect(data).toEqual({ diet: 'vegan', nights: '3', id_text: '1' });
  });
});

describe('no injection through identifiers or values', () => {
  it('refuses unknown columns and bad casts, and treats values as data', async () => {
    const column = await rawGet('select=guest_name&guest_name%3Bdrop%20table%20bookings=eq.1');
    expect(column.status).toBe(400);
    expect(column.body).toMatchObject({ code: '42703' });
    const cast = await rawGet('select=id::text);drop table bookings;--');
    expect(cast.status).toBe(400);
    expect(cast.body).toMatchObject({ code: 'PGRST100' });
    const value = await rawGet("select=guest_name&guest_name=eq.x');drop table bookings;--");
    expect(value.body).toEqual([]);
    const language = await rawGet("select=guest_name&description=fts(english');--).x");
    expect(language.status).toBe(400);
    expect(await guests((q) => q)).toHaveLength(4);
  });
});
