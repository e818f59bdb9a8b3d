import { type TestBackend, clientFor, confirmedUser, startTestBackend } from './harness.ts';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend?.stop();
});

const adminHeaders = () => ({
  apikey: backend.serviceRoleKey,
  Authorization: `Bearer ${backend.serviceRoleKey}`,
  'Content-Type': 'application/json',
  'X-Supabase-Api-Version': '2024-01-01',
});

describe('admin API (service_role only)', () => {
  it('POST /admin/users returns exactly the user_metadata given', async () => {
    const admin = clientFor(backend, backend.serviceRoleKey).auth.admin;
    const metadata = { full_name: 'Kefilwe Dube', username: 'kefilwe', languages: ['en', 'tn'] };
    const { data, error } = await admin.createUser({
      email: 'kefilwe@example.org',
      password: 'admin-pass',
      user_metadata: metadata,
    });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual(metadata);
    expect(data.user?.email_confirmed_at).toBeUndefined();

    // email_confirm adds email_verified, as GoTrue's User.Confirm does; nothing else.
    const confirmed = await admin.createUser({
      email: 'lesedi@example.org',
      email_confirm: true,
      user_metadata: { full_name: 'Lesedi' },
    });
    expect(confirmed.data.user?.user_metadata).toEqual({ full_name: 'Lesedi', email_verified: true });
  });

  it('lists users newest first with X-Total-Count and Link (next, last) headers', async () => {
    for (const name of ['page.one', 'page.two', 'page.three'])
      await confirmedUser(backend, `${name}@example.org`);
    const all = await fetch(`${backend.apiUrl}/auth/v1/admin/users`, { headers: adminHeaders() });
    const total = Number(all.headers.get('x-total-count'));
    expect(total).toBeGreaterThanOrEqual(3);

    const response = await fetch(`${backend.apiUrl}/auth/v1/admin/users?page=1&per_page=2`, {
      headers: adminHeaders(),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-total-count')).toBe(String(total));
    const lastPage = Math.ceil(total / 2);
    expect(response.headers.get('link')).toBe(
      `</admin/users?page=2&per_page=2>; rel="next", </admin/users?page=${lastPage}&per_page=2>; rel="last"`,
    );
    const body = (await response.json()) as { users: { email: string }[]; aud: string };
    expect(body.aud).toBe('authenticated');
    expect(body.users.map((u) => u.email)).toEqual(['page.three@example.org', 'page.two@example.org']);

    const { data, error } = await clientFor(backend, backend.serviceRoleKey).auth.admin.listUsers({
      page: 2,
      perPage: 2,
    });
    expect(error).toBeNull();
    expect(data.users.map((u) => u.email)).toEqual(['page.one@example.org', expect.any(String)]);
    expect(data).toMatchObject({ total, lastPage });
  });

  it('GET /admin/users/{id} and PUT /admin/users/{id} read and update a user', async () => {
    const { userId } = await confirmedUser(backend, 'update.me@example.org', {
      full_name: 'Before',
      shift: 'early',
    });
    const admin = clientFor(backend, backend.serviceRoleKey).auth.admin;
    const got = await admin.getUserById(userId);
    expect(got.data.user?.email).toBe('update.me@example.org');

    const updated = await admin.updateUserById(userId, {
      email: 'updated.me@example.org',
      user_metadata: { full_name: 'After', shift: null },
      app_metadata: { lodge_role: 'manager' },
    });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.email).toBe('updated.me@example.org');
    expect(updated.data.user?.user_metadata).toMatchObject({ full_name: 'After' });
    expect(updated.data.user?.user_metadata).not.toHaveProperty('shift');
    expect(updated.data.user?.app_metadata).toMatchObject({ provider: 'email', lodge_role: 'manager' });

    const signIn = await clientFor(backend).auth.signInWithPassword({
      email: 'updated.me@example.org',
      password: 'correct-horse',
    });
    expect(signIn.error).toBeNull();
  });

  it('bans with ban_duration and lifts it with "none"', async () => {
    const { userId } = await confirmedUser(backend, 'banned@example.org');
    const admin = clientFor(backend, backend.serviceRoleKey).auth.admin;
    expect(
      (await admin.updateUserById(userId, { ban_duration: '24h' })).data.user?.banned_until,
    ).toBeTruthy();
    const refused = await clientFor(backend).auth.signInWithPassword({
      email: 'banned@example.org',
      password: 'correct-horse',
    });
    expect(refused.error?.code).toBe('user_banned');
    await admin.updateUserById(userId, { ban_duration: 'none' });
    const allowed = await clientFor(backend).auth.signInWithPassword({
      email: 'banned@example.org',
      password: 'correct-horse',
    });
    expect(allowed.error).toBeNull();
    const bad = await admin.updateUserById(userId, { ban_duration: 'forever' });
    expect(bad.error?.status).toBe(400);
  });

  it('answers 404 user_not_found for an unknown id and 404 for a malformed one', async () => {
    const unknown = await fetch(
      `${backend.apiUrl}/auth/v1/admin/users/00000000-0000-4000-8000-000000000000`,
      {
        headers: adminHeaders(),
      },
    );
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'user_not_found', message: 'User not found' });
    const malformed = await fetch(`${backend.apiUrl}/auth/v1/admin/users/not-a-uuid`, {
      headers: adminHeaders(),
    });
    expect(malformed.status).toBe(404);
    expect(await malformed.json()).toMatchObject({
      code: 'validation_failed',
      message: 'user_id must be an UUID',
    });
  });

  it('refuses the anon key and user tokens: 403 not_admin', async () => {
    const { accessToken } = await confirmedUser(backend, 'not.admin@example.org');
    for (const token of [backend.anonKey, accessToken]) {
      const response = await fetch(`${backend.apiUrl}/auth/v1/admin/users`, {
        headers: {
          apikey: backend.anonKey,
          Authorization: `Bearer ${token}`,
          'X-Supabase-Api-Version': '2024-01-01',
        },
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ code: 'not_admin', message: 'User not allowed' });
    }
  });
});
