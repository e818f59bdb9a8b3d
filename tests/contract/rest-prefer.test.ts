import type { SupabaseClient } from '@supabase/supabase-js';
import { type TestBackend, clientFor, confirmedUser } from './harness.ts';
import { sharedRestFixtureBackend } from './rest-fixtures.ts';

let backend: TestBackend;
let user: Awaited<ReturnType<typeof confirmedUser>>;
let service: SupabaseClient;

beforeAll(async () => {
  backend = await sharedRestFixtureBackend();
  user = await confirmedUser(backend, 'prefer@rest-prefer.example.org');
  service = clientFor(backend, backend.serviceRoleKey);
});

afterAll(async () => {
  await backend?.stop();
});

// The shared fixtures backend's `counters` hold other files' rows too: this file's labels start with
// `prefer-`, and it clears, reads and counts only those.
beforeEach(async () => {
  await service.from('counters').delete().like('label', 'prefer-%');
});

/** Raw request for headers supabase-js cannot set. */
function raw(path: string, init: RequestInit = {}) {
  return fetch(`${backend.apiUrl}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: backend.anonKey,
      Authorization: `Bearer ${user.accessToken}`,
      'Content-Type': 'application/json',
      ...init.headers,
    },
  });
}

async function labels(): Promise<string[]> {
  const { data } = await user.client
    .from('counters')
    .select('label')
    .like('label', 'prefer-%')
    .order('label');
  return (data ?? []).map((row) => row.label);
}

describe('Prefer: missing=default', () => {
  it('gives keys absent from a row their column default instead of null', async () => {
    const { data, error } = await user.client
      .from('counters')
      .insert([{ label: 'prefer-a' }, { label: 'prefer-b', value: 5 }], { defaultToNull: false })
      .select('label, value');
    expect(error).toBeNull();
    expect(data).toEqual([
      { label: 'prefer-a', value: 0 },
      { label: 'prefer-b', value: 5 },
    ]);
  });

  it('without it, the absent key is null (here: 400 23502 not-null)', async () => {
    const { error, status } = await user.client
      .from('counters')
      .insert([{ label: 'prefer-a' }, { label: 'prefer-b', value: 5 }]);
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '23502' });
  });
});

describe('Prefer: tx', () => {
  it('tx=rollback answers from the work and then undoes it', async () => {
    const response = await raw('counters', {
      method: 'POST',
      body: JSON.stringify({ label: 'prefer-trial', value: 1 }),
      headers: { Prefer: 'return=representation, tx=rollback' },
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('preference-applied')).toBe('return=representation, tx=rollback');
    expect(await response.json()).toMatchObject([{ label: 'prefer-trial', value: 1 }]);
    expect(await labels()).toEqual([]);
  });

  it('tx=commit keeps it', async () => {
    const response = await raw('counters', {
      method: 'POST',
      body: '{"label":"prefer-kept"}',
      headers: { Prefer: 'tx=commit' },
    });
    expect(response.status).toBe(201);
    expect(await labels()).toEqual(['prefer-kept']);
  });
});

describe('Prefer: handling=strict', () => {
  it('refuses a PATCH over max-affected with 400 PGRST124 and rolls it back', async () => {
    await user.client
      .from('counters')
      .insert([{ label: 'prefer-a' }, { label: 'prefer-b' }], { defaultToNull: false });
    const response = await raw('counters?value=eq.0&label=like.prefer-*', {
      method: 'PATCH',
      body: '{"value": 9}',
      headers: { Prefer: 'handling=strict, max-affected=1' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'PGRST124',
      message: 'Query result exceeds max-affected preference constraint',
      details: 'The query affects 2 rows',
      hint: null,
    });
    const { data } = await user.client.from('counters').select('value').like('label', 'prefer-%');
    expect(data).toEqual([{ value: 0 }, { value: 0 }]);
    const within = await raw('counters?label=eq.prefer-a', {
      method: 'DELETE',
      headers: { Prefer: 'handling=strict, max-affected=1' },
    });
    expect(within.status).toBe(204);
    expect(await labels()).toEqual(['prefer-b']);
  });

  it('refuses unknown preferences with 400 PGRST122 (lenient handling ignores them)', async () => {
    const strict = await raw('counters', { headers: { Prefer: 'handling=strict, count=sometimes' } });
    expect(strict.status).toBe(400);
    expect(await strict.json()).toEqual({
      code: 'PGRST122',
      message: 'Invalid preferences given with handling=strict',
      details: 'Invalid preferences: count=sometimes',
      hint: null,
    });
    expect((await raw('counters', { headers: { Prefer: 'count=sometimes' } })).status).toBe(200);
  });

  it('refuses max-affected on a function that does not return a set (400 PGRST128)', async () => {
    const response = await raw('rpc/add_numbers', {
      method: 'POST',
      body: '{"a":1,"b":2}',
      headers: { Prefer: 'handling=strict, max-affected=1' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'PGRST128' });
  });
});

describe('counts and ranges', () => {
  it('answers 206 with Content-Range for a partial page with an exact count', async () => {
    const { data, count, status } = await user.client
      .from('bookings')
      .select('id', { count: 'exact' })
      .order('id')
      .range(0, 1);
    expect(status).toBe(206);
    expect(count).toBe(4);
    expect(data).toHaveLength(2);
    const full = await user.client.from('bookings').select('id', { count: 'exact' });
    expect(full.status).toBe(200);
    const response = await raw('bookings?select=id&offset=1&limit=2', { headers: { Prefer: 'count=exact' } });
    expect(response.headers.get('content-range')).toBe('1-2/4');
  });

  it('gives planned and estimated counts', async () => {
    const planned = await user.client.from('bookings').select('id', { count: 'planned', head: true });
    expect(planned.error).toBeNull();
    expect(planned.count).toBeGreaterThan(0);
    const estimated = await user.client.from('bookings').select('id', { count: 'estimated' }).limit(1);
    expect(estimated.count).toBe(4);
    expect(estimated.status).toBe(206);
  });

  it('answers 416 PGRST103 for an offset past the end', async () => {
    const { error, status } = await user.client
      .from('bookings')
      .select('id', { count: 'exact' })
      .range(10, 12);
    expect(status).toBe(416);
    expect(error).toMatchObject({
      code: 'PGRST103',
      details: 'An offset of 10 was requested, but there are only 4 rows.',
    });
  });
});

describe('writes', () => {
  it('POST with [] inserts nothing', async () => {
    const { data, error, status } = await user.client.from('counters').insert([]).select();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toEqual([]);
    expect(await labels()).toEqual([]);
  });

  it('refuses array rows whose keys differ with 400 PGRST102 when no columns are given', async () => {
    const response = await raw('counters', { method: 'POST', body: '[{"label":"prefer-a"},{"value":1}]' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'PGRST102', message: 'All object keys must match' });
  });
});
