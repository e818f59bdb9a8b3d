import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SUPABASE_DIR } from '../../server/db/database.ts';
import { readApiSettings } from '../../server/rest/config.ts';
import { type TestBackend, confirmedUser } from './harness.ts';
import { sharedRestFixtureBackend, startRestFixtureBackend } from './rest-fixtures.ts';

// Issue 36: the last misses of supabase-js's own postgrest-js suite against the embedded backend,
// and config.toml's `max_rows`, each answered as PostgREST answers it (its source: Plan.hs,
// SchemaCache.hs, Query/SqlFragment.hs, Query/QueryBuilder.hs, Error.hs, RangeQuery.hs).

let backend: TestBackend;
let user: Awaited<ReturnType<typeof confirmedUser>>;

beforeAll(async () => {
  backend = await sharedRestFixtureBackend();
  user = await confirmedUser(backend, 'round-three@rest-upstream-round-three.example.org');
});

afterAll(async () => {
  await backend?.stop();
});

function raw(path: string, init: RequestInit = {}, target = backend, token = user.accessToken) {
  return fetch(`${target.apiUrl}/rest/v1/${path}`, {
    ...init,
    headers: { apikey: target.anonKey, Authorization: `Bearer ${token}`, ...init.headers },
  });
}

const json = { 'Content-Type': 'application/json' };

describe('bulk insert/upsert with column defaults', () => {
  // postgrest-js basic.test.ts: with missing=default PostgREST evaluates every column default (here
  // the identity's nextval) for EVERY row, the rows that bring their own id included.
  it('calls nextval for every row, so the row without an id gets the second value, as upstream', async () => {
    const probe = await user.client
      .from('tickets')
      .insert([{ label: 'probe' }], { defaultToNull: false })
      .select('id');
    expect(probe.error).toBeNull();
    const next = (probe.data?.[0]?.id ?? 0) + 1;
    const inserted = await user.client
      .from('tickets')
      .insert([{ id: 700, label: 'own id' }, { label: 'default id' }], { defaultToNull: false })
      .select('id, label');
    expect(inserted.error).toBeNull();
    expect(inserted.status).toBe(201);
    // nextval gave `next` to the first row (overridden by its own id) and `next + 1` to the second.
    expect(inserted.data).toEqual([
      { id: 700, label: 'own id' },
      { id: next + 1, label: 'default id' },
    ]);
  });

  it('an upsert does the same: the existing row keeps its id, the new one gets the second value', async () => {
    const probe = await user.client
      .from('tickets')
      .insert([{ label: 'probe' }], { defaultToNull: false })
      .select('id');
    const next = (probe.data?.[0]?.id ?? 0) + 1;
    const upserted = await user.client
      .from('tickets')
      .upsert([{ id: next - 1, label: 'probe again' }, { label: 'upserted' }], { defaultToNull: false })
      .select('id, label');
    expect(upserted.error).toBeNull();
    expect(upserted.status).toBe(201);
    expect(upserted.data).toEqual([
      { id: next - 1, label: 'probe again' },
      { id: next + 1, label: 'upserted' },
    ]);
  });

  it('a key a row lacks takes its default, a key it brings stays (?columns=, as supabase-js sends)', async () => {
    const response = await raw('counters?columns=label,value&select=label,value', {
      method: 'POST',
      body: JSON.stringify([{ label: 'given', value: 7 }, { value: 3 }]),
      headers: { ...json, Prefer: 'return=representation,missing=default' },
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual([
      { label: 'given', value: 7 },
      { label: 'unnamed', value: 3 },
    ]);
  });
});

describe('RPC body {"": …} to an unnamed parameter', () => {
  // Plan.hs `callPlan`: a function whose only parameter has no name is called with the whole body
  // positionally (OnePosParam), however the argument keys matched it.
  it('a single unnamed text parameter receives the whole JSON body as text', async () => {
    const { data, error, status } = await user.client.rpc('shout', { '': 'hello' });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toBe('{"":"HELLO"}');
  });

  it('a single unnamed json parameter receives the whole body, the "" key included', async () => {
    const { data, error } = await user.client.rpc('echo_payload', { '': { test: 'value' } });
    expect(error).toBeNull();
    expect(data).toEqual({ '': { test: 'value' } });
  });

  it('{"": …} picks the unnamed text overload over the one without parameters', async () => {
    const withKey = await user.client.rpc('describe_input', { '': 'x' });
    expect(withKey.error).toBeNull();
    expect(withKey.data).toBe('got {"":"x"}');
    const without = await user.client.rpc('describe_input');
    expect(without.error).toBeNull();
    expect(without.data).toBe('nothing');
  });

  it('a function PostgREST cannot call (one unnamed int) is still not found for {"": 1}', async () => {
    const { error, status } = await user.client.rpc('double_unnamed', { '': 1 });
    expect(status).toBe(404);
    expect(error).toEqual({
      code: 'PGRST202',
      message: 'Could not find the function public.double_unnamed() in the schema cache',
      details:
        'Searched for the function public.double_unnamed with parameter  or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: null,
    });
  });
});

describe('the "Perhaps you meant" hint names only functions PostgREST exposes', () => {
  it('never names a function missing from the schema cache (one unnamed int parameter)', async () => {
    const { error, status } = await user.client.rpc('double_unnamed');
    expect(status).toBe(404);
    expect(error?.hint).toBeNull();
  });

  it('never names a trigger function', async () => {
    const { error, status } = await user.client.rpc('stamp_tickets');
    expect(status).toBe(404);
    expect(error?.hint).toBeNull();
  });

  it('still names a callable function close to the name', async () => {
    const { error } = await user.client.rpc('shouts', { '': 'x' });
    expect(error?.hint).toBe('Perhaps you meant to call the function public.shout');
  });
});

describe('max_rows from config.toml applied as PostgREST db-max-rows', () => {
  it("the project's config.toml says max_rows = 1000", () => {
    expect(readApiSettings(SUPABASE_DIR).maxRows).toBe(1000);
  });

  it('reads max_rows of [api] only, past comments; no file or no key is 1000; a wrong value stops the start', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ecolodge-config-'));
    try {
      expect(readApiSettings(dir).maxRows).toBe(1000);
      const write = (text: string) => writeFileSync(join(dir, 'config.toml'), text);
      write('[db]\nmax_rows = 5\n[api]\nport = 54321\n');
      expect(readApiSettings(dir).maxRows).toBe(1000);
      write('[api] # the API\n# max_rows = 7\nmax_rows = 2_500 # rows\n[db]\nmax_rows = 5\n');
      expect(readApiSettings(dir).maxRows).toBe(2500);
      write('[api]\nmax_rows = "lots"\n');
      expect(() => readApiSettings(dir)).toThrow(/max_rows must be a whole number/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a read of 1,005 rows answers 1,000 without a config.toml (Supabase default), Content-Range says so', async () => {
    const response = await raw('readings?select=id', { headers: { Prefer: 'count=exact' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('0-999/1005');
    expect(((await response.json()) as unknown[]).length).toBe(1000);
  });

  describe('with max_rows = 3', () => {
    let small: TestBackend;
    let token: string;

    beforeAll(async () => {
      small = await startRestFixtureBackend({}, { configToml: '[api]\nenabled = true\nmax_rows = 3\n' });
      token = (await confirmedUser(small, 'max-rows@rest-upstream-round-three.example.org')).accessToken;
    });

    afterAll(async () => {
      await small?.stop();
    });

    it('caps a read, and a larger limit, at 3 rows from the offset', async () => {
      const plain = await raw('readings?select=id&order=id', {}, small, token);
      expect(plain.status).toBe(200);
      expect(plain.headers.get('content-range')).toBe('0-2/*');
      expect(await plain.json()).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
      const ranged = await raw('readings?select=id&order=id&limit=10&offset=5', {}, small, token);
      expect(ranged.headers.get('content-range')).toBe('5-7/*');
      expect(await ranged.json()).toEqual([{ id: 6 }, { id: 7 }, { id: 8 }]);
      const smaller = await raw('readings?select=id&order=id&limit=2', {}, small, token);
      expect(await smaller.json()).toEqual([{ id: 1 }, { id: 2 }]);
    });

    it('answers 206 with the exact total when counted', async () => {
      const response = await raw('readings?select=id', { headers: { Prefer: 'count=exact' } }, small, token);
      expect(response.status).toBe(206);
      expect(response.headers.get('content-range')).toBe('0-2/1005');
    });

    it('caps every embedded level too', async () => {
      const response = await raw('tickets?select=id,readings(id)&id=eq.1', {}, small, token);
      const rows = (await response.json()) as { readings: unknown[] }[];
      expect(rows[0]?.readings).toHaveLength(3);
    });

    it('caps RPC results, rows and scalars', async () => {
      const rows = await raw('rpc/all_readings?select=id', {}, small, token);
      expect(rows.headers.get('content-range')).toBe('0-2/*');
      expect(await rows.json()).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
      const values = await raw('rpc/reading_values', {}, small, token);
      expect(await values.json()).toEqual([1, 2, 3]);
    });

    it("does not cap a write's returned rows (PostgREST leaves mutations alone)", async () => {
      const response = await raw(
        'readings?select=value',
        {
          method: 'POST',
          body: JSON.stringify([1, 2, 3, 4, 5].map((value) => ({ ticket_id: 1, value }))),
          headers: { ...json, Prefer: 'return=representation' },
        },
        small,
        token,
      );
      expect(response.status).toBe(201);
      expect(((await response.json()) as unknown[]).length).toBe(5);
    });
  });
});
