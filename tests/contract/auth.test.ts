import {
  AuthApiError,
  AuthRetryableFetchError,
  AuthSessionMissingError,
  AuthWeakPasswordError,
} from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import {
  type TestBackend,
  clientFor,
  confirmationLink,
  confirmedUser,
  followWithoutRedirect,
  latestMailTo,
  startTestBackend,
} from './harness.ts';

let backend: TestBackend;

beforeAll(async () => {
  // Reuse interval 0 so the reuse refusal is testable without waiting GoTrue's 10 s.
  backend = await startTestBackend({ refreshTokenReuseIntervalSeconds: 0 });
});

afterAll(async () => {
  await backend?.stop();
});

describe('sign-up with email confirmation (GoTrue, confirmations on)', () => {
  const email = 'Mara.Guide@Example.org';
  const password = 'river-canoe';

  it('returns the bare user and no session, lower-cases the email and sends the confirmation mail', async () => {
    const client = clientFor(backend);
    const { data, error } = await client.auth.signUp({
      email,
      password,
      options: { data: { full_name: 'Mara Guide', username: 'mara' } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe('mara.guide@example.org');
    expect(data.user?.user_metadata).toMatchObject({
      full_name: 'Mara Guide',
      username: 'mara',
      email_verified: false,
    });
    expect(data.user?.confirmation_sent_at).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeUndefined();

    const mail = await latestMailTo(backend, 'mara.guide@example.org');
    expect(mail.Subject).toBe('Confirm Your Signup');
    expect(confirmationLink(mail.HTML)).toMatch(
      new RegExp(`^${backend.apiUrl}/auth/v1/verify\\?token=[0-9a-f]+&type=signup&redirect_to=`),
    );
  });

  it('refuses to sign in before the address is confirmed: email_not_confirmed', async () => {
    const { data, error } = await clientFor(backend).auth.signInWithPassword({ email, password });
    expect(data.session).toBeNull();
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('email_not_confirmed');
    expect(error?.message).toBe('Email not confirmed');
  });

  it('confirms through the mailed link and redirects with the session in the fragment', async () => {
    const link = confirmationLink((await latestMailTo(backend, 'mara.guide@example.org')).HTML);
    const { status, location, fragment } = await followWithoutRedirect(link);
    expect(status).toBe(303);
    expect(location.startsWith('http://localhost:5173/#access_token=')).toBe(true);
    expect([...fragment.keys()]).toEqual([
      'access_token',
      'expires_at',
      'expires_in',
      'refresh_token',
      'token_type',
      'type',
    ]);
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('type')).toBe('signup');
    expect(Number(fragment.get('expires_in'))).toBe(3600);

    const client = clientFor(backend);
    const { data, error } = await client.auth.getUser(fragment.get('access_token') ?? '');
    expect(error).toBeNull();
    expect(data.user?.email_confirmed_at).toBeTruthy();

    const again = await followWithoutRedirect(link);
    expect(again.status).toBe(303);
    expect(again.location).toMatch(/#error=access_denied&error_code=otp_expired&error_description=/);
  });

  it('honours redirect_to from the sign-up for the confirmation link', async () => {
    const client = clientFor(backend);
    await client.auth.signUp({
      email: 'redirect@example.org',
      password,
      options: { emailRedirectTo: 'http://localhost:5173/auth/callback' },
    });
    const link = confirmationLink((await latestMailTo(backend, 'redirect@example.org')).HTML);
    const { location } = await followWithoutRedirect(link);
    expect(location.startsWith('http://localhost:5173/auth/callback#access_token=')).toBe(true);
  });

  it('answers a sign-up for a confirmed address with an obfuscated user and no error', async () => {
    const { data, error } = await clientFor(backend).auth.signUp({ email, password: 'another-pass' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.identities).toEqual([]);
  });

  it('signs in, reads and updates the user, refreshes and signs out', async () => {
    const client = clientFor(backend);
    const signIn = await client.auth.signInWithPassword({ email: 'MARA.guide@example.org', password });
    expect(signIn.error).toBeNull();
    const session = signIn.data.session;
    expect(session?.token_type).toBe('bearer');
    expect(session?.expires_in).toBe(3600);
    expect(session?.expires_at).toBeGreaterThan(Date.now() / 1000);

    const got = await client.auth.getUser();
    expect(got.data.user?.id).toBe(signIn.data.user?.id);

    const updated = await client.auth.updateUser({ data: { full_name: 'Mara G.', username: null } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata.full_name).toBe('Mara G.');
    expect(updated.data.user?.user_metadata).not.toHaveProperty('username');

    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(session?.refresh_token);
    expect(refreshed.data.user?.user_metadata.full_name).toBe('Mara G.');

    const out = await client.auth.signOut();
    expect(out.error).toBeNull();
    // auth-js turns GoTrue's 403 session_not_found into AuthSessionMissingError.
    const after = await clientFor(backend).auth.getUser(refreshed.data.session?.access_token);
    expect(after.error).toBeInstanceOf(AuthSessionMissingError);
    const raw = await fetch(`${backend.apiUrl}/auth/v1/user`, {
      headers: {
        apikey: backend.anonKey,
        Authorization: `Bearer ${refreshed.data.session?.access_token}`,
        'X-Supabase-Api-Version': '2024-01-01',
      },
    });
    expect(raw.status).toBe(403);
    expect(await raw.json()).toMatchObject({ code: 'session_not_found' });
  });
});

describe('password change (PUT /user)', () => {
  it('changes the password, refuses the same one and keeps the current session', async () => {
    const { client } = await confirmedUser(backend, 'pw@example.org', {}, 'first-pass');
    const same = await client.auth.updateUser({ password: 'first-pass', current_password: 'first-pass' });
    expect(same.error?.code).toBe('same_password');
    expect(same.error?.status).toBe(422);
    const weak = await client.auth.updateUser({ password: '123' });
    expect(weak.error?.code).toBe('weak_password');
    const changed = await client.auth.updateUser({
      password: 'second-pass',
      current_password: 'first-pass',
    });
    expect(changed.error).toBeNull();
    expect((await client.auth.getUser()).error).toBeNull();
    const old = await clientFor(backend).auth.signInWithPassword({
      email: 'pw@example.org',
      password: 'first-pass',
    });
    expect(old.error?.code).toBe('invalid_credentials');
    const fresh = await clientFor(backend).auth.signInWithPassword({
      email: 'pw@example.org',
      password: 'second-pass',
    });
    expect(fresh.error).toBeNull();
  });
});

describe('refresh token rotation', () => {
  it('returns the active token for its parent and refuses older reuse: refresh_token_already_used', async () => {
    const { client } = await confirmedUser(backend, 'rotate@example.org');
    const first = (await client.auth.getSession()).data.session?.refresh_token ?? '';
    const second = await client.auth.refreshSession();
    const active = second.data.session?.refresh_token;
    expect(active).toBeTruthy();

    // Client lost the response: the parent of the active token yields the active token again.
    const replay = await clientFor(backend).auth.refreshSession({ refresh_token: first });
    expect(replay.error).toBeNull();
    expect(replay.data.session?.refresh_token).toBe(active);

    const third = await clientFor(backend).auth.refreshSession({ refresh_token: active ?? '' });
    expect(third.error).toBeNull();

    const reused = await clientFor(backend).auth.refreshSession({ refresh_token: first });
    expect(reused.error?.code).toBe('refresh_token_already_used');
    expect(reused.error?.status).toBe(400);
    // The whole family is revoked: the newest token is dead too.
    const family = await clientFor(backend).auth.refreshSession({
      refresh_token: third.data.session?.refresh_token ?? '',
    });
    expect(family.error).not.toBeNull();
  });

  it('refuses an unknown refresh token: refresh_token_not_found', async () => {
    const { error } = await clientFor(backend).auth.refreshSession({ refresh_token: 'notarealtokn' });
    expect(error?.code).toBe('refresh_token_not_found');
    expect(error?.status).toBe(400);
  });
});

describe('auth errors (codes and statuses of GoTrue)', () => {
  it('invalid_credentials for a wrong password and for an unknown email', async () => {
    await confirmedUser(backend, 'creds@example.org');
    for (const attempt of [
      { email: 'creds@example.org', password: 'wrong-password' },
      { email: 'nobody@example.org', password: 'whatever' },
    ]) {
      const { error } = await clientFor(backend).auth.signInWithPassword(attempt);
      expect(error?.code).toBe('invalid_credentials');
      expect(error?.status).toBe(400);
      expect(error?.message).toBe('Invalid login credentials');
    }
  });

  it('weak_password with reasons for a short password', async () => {
    const { error } = await clientFor(backend).auth.signUp({ email: 'weak@example.org', password: '123' });
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('weak_password');
    expect((error as AuthWeakPasswordError).reasons).toEqual(['length']);
  });

  it('validation_failed for a malformed email', async () => {
    const { error } = await clientFor(backend).auth.signUp({
      email: 'not-an-email',
      password: 'long-enough',
    });
    expect(error?.code).toBe('validation_failed');
    expect(error?.status).toBe(400);
  });

  it('no_authorization without a bearer token', async () => {
    const response = await fetch(`${backend.apiUrl}/auth/v1/user`, {
      headers: { apikey: backend.anonKey, 'X-Supabase-Api-Version': '2024-01-01' },
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('x-sb-error-code')).toBe('no_authorization');
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await response.json()).toMatchObject({ code: 'no_authorization', error_code: 'no_authorization' });
  });

  it('bad_jwt for an expired token, a bad signature and alg none', async () => {
    const { accessToken } = await confirmedUser(backend, 'jwt@example.org');
    const [header, payload] = accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const secret = new TextEncoder().encode(backend.jwtSecret);
    const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(secret);
    const badSignature = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode('not-the-secret-not-the-secret-not-the-secret'));
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    expect(header).toBeTruthy();
    for (const token of [expired, badSignature, none]) {
      const { error } = await clientFor(backend).auth.getUser(token);
      expect(error?.code).toBe('bad_jwt');
      expect(error?.status).toBe(403);
    }
  });

  it('user_already_exists when confirmations are off (AUTH_AUTOCONFIRM) and a session at sign-up', async () => {
    // Autoconfirm is a start option; restarting on the same data folder avoids a second initdb.
    backend = await backend.restart({ autoconfirm: true });
    const client = clientFor(backend);
    const first = await client.auth.signUp({ email: 'auto@example.org', password: 'auto-pass' });
    expect(first.error).toBeNull();
    expect(first.data.session?.access_token).toBeTruthy();
    const second = await clientFor(backend).auth.signUp({ email: 'auto@example.org', password: 'auto-pass' });
    expect(second.error?.code).toBe('user_already_exists');
    expect(second.error?.status).toBe(422);
  });

  it('surfaces a failing auth.users trigger as "Database error saving new user" (retryable 500)', async () => {
    // A taken username makes handle_new_user violate profiles_username_key, as on hosted Supabase.
    const { error: firstError } = await clientFor(backend).auth.signUp({
      email: 'dup1@example.org',
      password: 'dup-pass',
      options: { data: { username: 'duplicate' } },
    });
    expect(firstError).toBeNull();
    const { error } = await clientFor(backend).auth.signUp({
      email: 'dup2@example.org',
      password: 'dup-pass',
      options: { data: { username: 'duplicate' } },
    });
    expect(error).toBeInstanceOf(AuthRetryableFetchError);
    expect(error?.message).toBe('Database error saving new user');
  });
});
