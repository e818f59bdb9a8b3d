import { mkdirSync, mkdtempSync, rmSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBackend } from '../../server/index.ts';
import { type TestBackend, clientFor, confirmedUser } from './harness.ts';
import { startRestFixtureBackend } from './rest-fixtures.ts';

let backend: TestBackend;
let user: Awaited<ReturnType<typeof confirmedUser>>;

beforeAll(async () => {
  backend = await startRestFixtureBackend();
  user = await confirmedUser(backend, 'hostile@example.org');
});

afterAll(async () => {
  await backend?.stop();
});

function raw(path: string, init: RequestInit = {}) {
  return fetch(`${backend.apiUrl}/rest/v1/${path}`, {
    ...init,
    headers: { apikey: backend.anonKey, Authorization: `Bearer ${user.accessToken}`, ...init.headers },
  });
}

async function stillServing() {
  const { data, error } = await user.client.from('lodges').select('id').order('id');
  expect(error).toBeNull();
  expect(data).toEqual([{ id: 1 }, { id: 2 }]);
}

describe('hostile requests get 4xx in PostgREST shape and the backend keeps serving', () => {
  it('a malformed percent-escape in a REST table path is a 404 PGRST205, not a 500', async () => {
    const response = await raw('%ZZbookings');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      code: 'PGRST205',
      message: "Could not find the table 'public.%ZZbookings' in the schema cache",
      details: null,
      hint: null,
    });
    const rpc = await raw('rpc/%E0%A4%A', {
      method: 'POST',
      body: '{}',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(rpc.status).toBe(404);
    expect(await rpc.json()).toMatchObject({ code: 'PGRST202' });
    await stillServing();
  });

  it('a very deeply nested JSON body is a 400 PGRST102, not a 500', async () => {
    const deep = `{"label": ${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    const response = await raw('counters', {
      method: 'POST',
      body: deep,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'PGRST102', message: 'Empty or invalid json' });
    const rpc = await raw('rpc/echo_payload', {
      method: 'POST',
      body: `[${deep}]`,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(rpc.status).toBe(400);
    await stillServing();
  });

  it('REST writes refuse a text/plain body with 400 PGRST102, as PostgREST does', async () => {
    const response = await raw('counters', {
      method: 'POST',
      body: '{"label":"x"}',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'PGRST102',
      message: 'Content-Type not acceptable: text/plain',
      details: null,
      hint: null,
    });
    const patch = await raw('counters?id=eq.1', {
      method: 'PATCH',
      body: 'label=x',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    });
    expect(patch.status).toBe(400);
  });

  it('SQL smuggled through a cast in select does not run: casts are CAST(… AS type), 400 otherwise', async () => {
    const smuggled = [
      // Ends the select list and unions in the catalog (ran before: every policy name came back).
      'name::text from lodges pgrst_0 union all select polname from pg_policy union all select name',
      'name::text from pg_policy pgrst_0 union all select polname',
      'x:name::text as y from lodges pgrst_0 union all select polname from pg_policy union all select name',
      'name::text;select 1',
      "name::text'",
      'name::text--',
      'name::text $$',
    ];
    for (const select of smuggled) {
      const response = await raw(`lodges?select=${encodeURIComponent(select)}`);
      expect(response.status, select).toBe(400);
      const body = (await response.json()) as { code: string };
      expect(['PGRST100', '42601', '42704'], select).toContain(body.code);
    }
    const cast = await user.client.from('lodges').select('id::text, n:id::float8').order('id');
    expect(cast.error).toBeNull();
    expect(cast.data).toEqual([
      { id: '1', n: 1 },
      { id: '2', n: 2 },
    ]);
    await stillServing();
  });

  it('Bearer sb_… (a new-style API key) runs as the role of the apikey it came with, as Kong swaps it', async () => {
    const withService = await fetch(`${backend.apiUrl}/rest/v1/lodges?select=id&order=id`, {
      headers: { apikey: backend.serviceRoleKey, Authorization: 'Bearer sb_secret_not_a_jwt' },
    });
    expect(withService.status).toBe(200);
    expect(await withService.json()).toEqual([{ id: 1 }, { id: 2 }]);
    const withAnon = await fetch(`${backend.apiUrl}/rest/v1/lodges?select=id`, {
      headers: { apikey: backend.anonKey, Authorization: 'Bearer sb_secret_not_a_jwt' },
    });
    expect(withAnon.status).toBe(401);
    expect(await withAnon.json()).toMatchObject({ code: '42501' });
  });

  it('an in.() list of ~2,000 ids is a 414 in PostgREST shape, not a bare 431; huge headers a 431 with a body', async () => {
    const ids = Array.from({ length: 2000 }, () => crypto.randomUUID()).join(',');
    const response = await raw(`lodges?select=id&name=in.(${ids})`);
    expect(response.status).toBe(414);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
    expect(body.message).toMatch(/^URI too long/);
    const headers = await raw('lodges?select=id', { headers: { 'X-Padding': 'x'.repeat(20_000) } });
    expect(headers.status).toBe(431);
    expect(await headers.json()).toMatchObject({ code: 'PGRST431' });
    // Long but acceptable lists still work.
    const some = await raw(`lodges?select=id&id=in.(${Array.from({ length: 300 }, (_, i) => i).join(',')})`);
    expect(some.status).toBe(200);
    await stillServing();
  });

  it('an embed nested 450 levels shows the real error (54001 stack depth), not a bare 26000; 150 levels answer', async () => {
    const nested = (depth: number) => {
      let select = 'id';
      for (let level = depth; level > 0; level -= 1) {
        select =
          level % 2 === 1
            ? `name,bookings!bookings_guide_fk(${select})`
            : `id,staff_members!bookings_guide_fk(${select})`;
      }
      return raw(`bookings?select=id,staff_members!bookings_guide_fk(${select})&id=eq.1&lodge_id=eq.1`);
    };
    // The database thread's stack (Node's 4 MB for workers) takes 150 levels: they answer their rows.
    const deep = await nested(150);
    expect(deep.status).toBe(200);
    expect(await deep.json()).toMatchObject([{ id: 1, staff_members: { name: 'Ana Guide' } }]);
    const response = await nested(450);
    // PostgREST maps class 54 (program limit exceeded) to 500.
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ code: '54001', message: 'stack depth limit exceeded' });
    // A shallow nesting still answers.
    const shallow = await raw(
      'bookings?select=id,staff_members!bookings_guide_fk(name,bookings!bookings_guide_fk(id))&id=eq.1&lodge_id=eq.1',
    );
    expect(shallow.status).toBe(200);
    await stillServing();
  });

  it('a path with extra segments is 404 PGRST125', async () => {
    const response = await raw('bookings/1');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      code: 'PGRST125',
      message: 'Invalid path specified in request URL',
    });
  });

  it('a missing database file is reported as a 500 (server fault), not a 400', async () => {
    const service = clientFor(backend, backend.serviceRoleKey);
    const { data: file, error } = await service.rpc('relation_file', { p_table: 'public.staff_members' });
    expect(error).toBeNull();
    // Restart so no page of the table is cached, then take its file away.
    backend = await backend.restart();
    rmSync(join(backend.dataDir, 'pglite', String(file)));
    const signedIn = await confirmedUser(backend, 'hostile-2@example.org');
    const response = await fetch(`${backend.apiUrl}/rest/v1/staff_members?select=name`, {
      headers: { apikey: backend.anonKey, Authorization: `Bearer ${signedIn.accessToken}` },
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ code: '58P01' });
    const lodges = await signedIn.client.from('lodges').select('id');
    expect(lodges.data).toHaveLength(2);
  });
});

describe('a damaged data folder refuses to start instead of starting fresh', () => {
  it(
    'a truncated auth.users refuses to start, naming the table and its file',
    { timeout: 180_000 },
    async () => {
      const own = await startRestFixtureBackend();
      try {
        await confirmedUser(own, 'kept@example.org');
        const service = clientFor(own, own.serviceRoleKey);
        const { data: file, error } = await service.rpc('relation_file', { p_table: 'auth.users' });
        expect(error).toBeNull();
        await own.halt();
        const path = join(own.dataDir, 'pglite', String(file));
        truncateSync(path, 0);
        await expect(own.restart()).rejects.toThrow(`The data file of auth.users (${path}) is empty`);
      } finally {
        await own.stop().catch(() => undefined);
      }
    },
  );

  it(
    'an emptied pglite/ next to a jwt-secret refuses to start, naming the folder',
    { timeout: 180_000 },
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'ecolodge-emptied-'));
      try {
        await (await startBackend({ dataDir, apiPort: 0, mailPort: 0 })).stop();
        const pgdata = join(dataDir, 'pglite');
        rmSync(pgdata, { recursive: true });
        mkdirSync(pgdata);
        await expect(startBackend({ dataDir, apiPort: 0, mailPort: 0 })).rejects.toThrow(
          `The database folder ${pgdata} is missing or empty`,
        );
        rmSync(pgdata, { recursive: true });
        await expect(startBackend({ dataDir, apiPort: 0, mailPort: 0 })).rejects.toThrow(pgdata);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
