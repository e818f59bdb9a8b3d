import {
  type TestBackend,
  clientFor,
  confirmedUser,
  sharedTestBackend,
  startTestBackend,
} from './harness.ts';

/**
 * Issue 34, "Change password": `PUT /auth/v1/user` through supabase-js `updateUser`, as GoTrue answers
 * it with "Require current password when updating" on (internal/api/user.go `UserUpdate`), and with
 * `secure_password_change` (reauthentication) on.
 */
let backend: TestBackend;

beforeAll(async () => {
  backend = await sharedTestBackend();
});

afterAll(async () => {
  await backend?.stop();
});

async function signsInWith(email: string, password: string): Promise<boolean> {
  const { error } = await clientFor(backend).auth.signInWithPassword({ email, password });
  return error === null;
}

describe('Change password: PUT /user needs the current password', () => {
  it('refuses a new password without the current one: 400 current_password_required', async () => {
    const { client } = await confirmedUser(
      backend,
      'cp.missing@change-password.example.org',
      {},
      'first-pass',
    );
    const { error } = await client.auth.updateUser({ password: 'second-pass' });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('current_password_required');
    expect(error?.message).toBe('Current password required when setting new password.');
    expect(await signsInWith('cp.missing@change-password.example.org', 'first-pass')).toBe(true);
  });

  it('refuses a wrong current password: 400 current_password_invalid, and the password stays', async () => {
    const { client } = await confirmedUser(backend, 'cp.wrong@change-password.example.org', {}, 'first-pass');
    const { error } = await client.auth.updateUser({ password: 'second-pass', current_password: 'guess-1' });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('current_password_invalid');
    expect(await signsInWith('cp.wrong@change-password.example.org', 'second-pass')).toBe(false);
  });

  it('checks the 6-character rule first: 422 weak_password, whatever the current password', async () => {
    const { client } = await confirmedUser(backend, 'cp.weak@change-password.example.org', {}, 'first-pass');
    const { error } = await client.auth.updateUser({ password: 'abc12', current_password: 'nope' });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('weak_password');
  });

  it('refuses the current password as the new one: 422 same_password', async () => {
    const { client } = await confirmedUser(backend, 'cp.same@change-password.example.org', {}, 'first-pass');
    const { error } = await client.auth.updateUser({
      password: 'first-pass',
      current_password: 'first-pass',
    });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('same_password');
  });

  it('changes it with the right current password, keeps this session and ends the others', async () => {
    const { client } = await confirmedUser(backend, 'cp.ok@change-password.example.org', {}, 'first-pass');
    const other = clientFor(backend);
    await other.auth.signInWithPassword({
      email: 'cp.ok@change-password.example.org',
      password: 'first-pass',
    });
    const { data, error } = await client.auth.updateUser({
      password: 'second-pass',
      current_password: 'first-pass',
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe('cp.ok@change-password.example.org');
    expect((await client.auth.getUser()).error).toBeNull();
    expect((await other.auth.refreshSession()).error?.code).toMatch(
      /refresh_token_not_found|session_not_found/,
    );
    expect(await signsInWith('cp.ok@change-password.example.org', 'first-pass')).toBe(false);
    expect(await signsInWith('cp.ok@change-password.example.org', 'second-pass')).toBe(true);
  });
});

describe('Change password with secure_password_change on (reauthentication)', () => {
  let strict: TestBackend;
  let clock = Date.now();

  beforeAll(async () => {
    strict = await startTestBackend({ requireReauthentication: true, clock: () => clock });
  });

  afterAll(async () => {
    await strict?.stop();
  });

  it('asks a session older than 24 hours to reauthenticate: 400 reauthentication_needed', async () => {
    const { client } = await confirmedUser(strict, 'cp.old@change-password.example.org', {}, 'first-pass');
    const fresh = await client.auth.updateUser({ password: 'second-pass', current_password: 'first-pass' });
    expect(fresh.error).toBeNull();
    clock += 25 * 60 * 60 * 1000;
    const old = await client.auth.updateUser({ password: 'third-pass', current_password: 'second-pass' });
    expect(old.error?.status).toBe(400);
    expect(old.error?.code).toBe('reauthentication_needed');
    expect(old.error?.message).toBe('Password update requires reauthentication');
  });
});
