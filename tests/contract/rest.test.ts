import { SignJWT } from 'jose';
import { startBackend } from '../../server/index.ts';
import { type TestBackend, clientFor, confirmedUser, startTestBackend } from './harness.ts';

let backend: TestBackend;
let ann: Awaited<ReturnType<typeof confirmedUser>>;
let ben: Awaited<ReturnType<typeof confirmedUser>>;

beforeAll(async () => {
  backend = await startTestBackend();
  ann = await confirmedUser(backend, 'ann@example.org', { full_name: 'Ann Ranger', username: 'ann' });
  ben = await confirmedUser(backend, 'ben@example.org', { full_name: 'Ben Cook', username: '' });
  // Profiles are readable by the user and their co-members only: put Ann and Ben in one lodge.
  const admin = clientFor(backend, backend.serviceRoleKey);
  const lodge = await admin.from('lodges').insert({ name: 'Test Lodge' }).select('id').single();
  if (lodge.error) throw lodge.error;
  const members = await admin.from('lodge_members').insert([
    { lodge_id: lodge.data.id, user_id: ann.userId, role: 'owner' },
    { lodge_id: lodge.data.id, user_id: ben.userId, role: 'staff' },
  ]);
  if (members.error) throw members.error;
});

afterAll(async () => {
  await backend?.stop();
});

describe('profiles created by the sign-up trigger', () => {
  it('lets a signed-in user read their profile with .single()', async () => {
    const { data, error, status } = await ann.client
      .from('profiles')
      .select('*')
      .eq('id', ann.userId)
      .single();
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual({
      id: ann.userId,
      username: 'ann',
      full_name: 'Ann Ranger',
      avatar_url: null,
      updated_at: null,
    });
  });

  it('stores an empty username as null', async () => {
    const { data } = await ben.client
      .from('profiles')
      .select('username, full_name')
      .eq('id', ben.userId)
      .single();
    expect(data).toEqual({ username: null, full_name: 'Ben Cook' });
  });

  it("lets signed-in users read their co-members' profiles, ordered and counted", async () => {
    const { data, count, error } = await ann.client
      .from('profiles')
      .select('id, full_name', { count: 'exact' })
      .order('full_name', { ascending: false });
    expect(error).toBeNull();
    expect(count).toBe(2);
    expect(data?.map((row) => row.full_name)).toEqual(['Ben Cook', 'Ann Ranger']);
  });

  it('supports the filter operators, limit and offset', async () => {
    const profiles = ann.client.from('profiles');
    expect((await profiles.select('id').in('id', [ann.userId, ben.userId])).data).toHaveLength(2);
    expect((await profiles.select('id').neq('id', ann.userId)).data).toEqual([{ id: ben.userId }]);
    expect((await profiles.select('username').like('full_name', 'Ann*')).data).toEqual([{ username: 'ann' }]);
    expect((await profiles.select('username').ilike('full_name', '%RANGER')).data).toEqual([
      { username: 'ann' },
    ]);
    expect((await profiles.select('id').is('username', null)).data).toEqual([{ id: ben.userId }]);
    expect((await profiles.select('id').not('username', 'is', null)).data).toEqual([{ id: ann.userId }]);
    expect((await profiles.select('full_name').order('full_name').range(1, 1)).data).toEqual([
      { full_name: 'Ben Cook' },
    ]);
    expect((await profiles.select('full_name').order('full_name').limit(1)).data).toEqual([
      { full_name: 'Ann Ranger' },
    ]);
  });

  it('updates the own row and returns it', async () => {
    const updatedAt = new Date().toISOString();
    const { data, error } = await ann.client
      .from('profiles')
      .update({ full_name: 'Ann R.', username: 'ann_r', updated_at: updatedAt })
      .eq('id', ann.userId)
      .select()
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ full_name: 'Ann R.', username: 'ann_r' });
    expect(new Date(data?.updated_at as string).toISOString()).toBe(updatedAt);
  });

  it('upserts the own row (merge-duplicates on the primary key): 200 when nothing was inserted', async () => {
    const { error, status } = await ann.client.from('profiles').upsert({
      id: ann.userId,
      username: 'ann',
      full_name: 'Ann Ranger',
      updated_at: new Date().toISOString(),
    });
    expect(error).toBeNull();
    expect(status).toBe(200); // PostgREST >= 11.2 (PostgREST/postgrest#2926)
    const again = await ann.client
      .from('profiles')
      .upsert({ id: ann.userId, full_name: 'Ann Ranger' })
      .select();
    expect(again.status).toBe(200);
    expect(again.data).toHaveLength(1);
  });
});

describe('RLS and PostgREST errors', () => {
  it("touches 0 rows when updating another user's profile", async () => {
    const { error, status } = await ann.client
      .from('profiles')
      .update({ full_name: 'Hacked' })
      .eq('id', ben.userId);
    expect(error).toBeNull();
    expect(status).toBe(204);
    const { data } = await ben.client.from('profiles').select('full_name').eq('id', ben.userId).single();
    expect(data?.full_name).toBe('Ben Cook');
  });

  it('answers 406 PGRST116 for .single() on 0 rows, rolling the write back', async () => {
    const { error, status } = await ann.client
      .from('profiles')
      .update({ full_name: 'Hacked' })
      .eq('id', ben.userId)
      .select()
      .single();
    expect(status).toBe(406);
    expect(error?.code).toBe('PGRST116');
    expect(error?.details).toBe('The result contains 0 rows');
  });

  it("refuses an upsert of another user's id: 403 42501", async () => {
    const { error, status } = await ann.client
      .from('profiles')
      .upsert({ id: ben.userId, full_name: 'Mine now' });
    expect(status).toBe(403);
    expect(error?.code).toBe('42501');
  });

  it('refuses anon reads: 401 42501 (no grant to anon)', async () => {
    const { data, error, status } = await clientFor(backend).from('profiles').select('*');
    expect(data).toBeNull();
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
  });

  it('reports a taken username as 409 23505 and a short one as 400 23514', async () => {
    const taken = await ben.client.from('profiles').update({ username: 'ann' }).eq('id', ben.userId);
    expect(taken.status).toBe(409);
    expect(taken.error?.code).toBe('23505');
    const short = await ben.client.from('profiles').update({ username: 'ab' }).eq('id', ben.userId);
    expect(short.status).toBe(400);
    expect(short.error?.code).toBe('23514');
  });

  it('reports unknown tables (404 PGRST205) and columns (400 42703 / PGRST204)', async () => {
    const table = await ann.client.from('no_such_table').select('*');
    expect(table.status).toBe(404);
    expect(table.error?.code).toBe('PGRST205');
    const column = await ann.client.from('profiles').select('nope');
    expect(column.status).toBe(400);
    expect(column.error?.code).toBe('42703');
    const body = await ann.client.from('profiles').update({ nope: 1 }).eq('id', ann.userId);
    expect(body.status).toBe(400);
    expect(body.error?.code).toBe('PGRST204');
    const filter = await ann.client.from('profiles').select('*').eq('id', 'not-a-uuid');
    expect(filter.status).toBe(400);
    expect(filter.error?.code).toBe('22P02');
  });

  it('refuses bad JWTs: 401 PGRST301 (signature) and PGRST303 (expired)', async () => {
    const forged = await new SignJWT({ role: 'authenticated', sub: ann.userId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('some-other-secret-some-other-secret'));
    const expired = await new SignJWT({ role: 'authenticated', sub: ann.userId, exp: 1000 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(backend.jwtSecret));
    const results = [];
    for (const token of [forged, expired]) {
      const response = await fetch(`${backend.apiUrl}/rest/v1/profiles?select=*`, {
        headers: { apikey: backend.anonKey, Authorization: `Bearer ${token}` },
      });
      results.push({ status: response.status, code: ((await response.json()) as { code: string }).code });
    }
    expect(results).toEqual([
      { status: 401, code: 'PGRST301' },
      { status: 401, code: 'PGRST303' },
    ]);
  });

  it('deletes with filters: nothing for a user without a delete policy, rows for service_role', async () => {
    const denied = await ann.client.from('profiles').delete().eq('id', ann.userId);
    expect(denied.status).toBe(403);
    expect(denied.error?.code).toBe('42501');
    const admin = clientFor(backend, backend.serviceRoleKey);
    const none = await admin
      .from('profiles')
      .delete()
      .eq('id', '00000000-0000-0000-0000-000000000000')
      .select();
    expect(none.status).toBe(200);
    expect(none.data).toEqual([]);
    const counted = await admin
      .from('profiles')
      .delete({ count: 'exact' })
      .eq('id', '00000000-0000-0000-0000-000000000000');
    expect(counted.status).toBe(204);
    expect(counted.count).toBe(0);
  });

  it('lets service_role bypass RLS', async () => {
    const admin = clientFor(backend, backend.serviceRoleKey);
    const { data, error } = await admin.from('profiles').select('id');
    expect(error).toBeNull();
    expect(data).toHaveLength(2);
  });
});

describe('HTTP behaviour', () => {
  it('answers CORS preflights and exposes the headers supabase-js reads', async () => {
    const preflight = await fetch(`${backend.apiUrl}/auth/v1/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers':
          'authorization, apikey, x-client-info, x-supabase-api-version, content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    const allowed = preflight.headers.get('access-control-allow-headers') ?? '';
    for (const name of ['authorization', 'apikey', 'x-client-info', 'x-supabase-api-version', 'prefer']) {
      expect(allowed).toContain(name);
    }
    const response = await fetch(`${backend.apiUrl}/auth/v1/settings`, {
      headers: { Origin: 'http://localhost:5173', apikey: backend.anonKey },
    });
    expect(response.headers.get('access-control-expose-headers')).toMatch(/X-Supabase-Api-Version/);
    expect(response.headers.get('access-control-expose-headers')).toMatch(/Content-Range/);
    expect(((await response.json()) as { mailer_autoconfirm: boolean }).mailer_autoconfirm).toBe(false);
  });

  it('refuses bodies over 1 MB with 413', async () => {
    const response = await fetch(`${backend.apiUrl}/rest/v1/profiles`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        Authorization: `Bearer ${ann.accessToken}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ full_name: 'x'.repeat(1_100_000) }),
    });
    expect(response.status).toBe(413);
  });

  it('refuses a second backend on the same data folder, and keeps data across a restart', async () => {
    await expect(startBackend({ dataDir: backend.dataDir, apiPort: 0, mailPort: 0 })).rejects.toThrow(
      /already used by another backend/,
    );
    backend = await backend.restart();
    const { client } = await confirmedUser(backend, 'cleo@example.org', { full_name: 'Cleo' }).catch(
      async () => ({
        client: clientFor(backend),
      }),
    );
    const signedIn = await client.auth.signInWithPassword({
      email: 'ann@example.org',
      password: 'correct-horse',
    });
    expect(signedIn.error).toBeNull();
    const { data } = await client.from('profiles').select('username').eq('id', ann.userId).single();
    expect(data?.username).toBe('ann');
  });

  it('serves the mail catcher page with the clickable confirmation link', async () => {
    await clientFor(backend).auth.signUp({ email: 'page@example.org', password: 'page-pass' });
    const page = await (await fetch(`${backend.mailUrl}/`)).text();
    expect(page).toContain('Confirm Your Signup');
    expect(page).toContain('page@example.org');
    expect(page).toMatch(/<a href="http:\/\/127\.0\.0\.1:\d+\/auth\/v1\/verify\?token=/);
  });
});
