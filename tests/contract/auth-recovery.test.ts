import { AuthApiError, type AuthChangeEvent } from '@supabase/supabase-js';
import {
  type TestBackend,
  clientFor,
  confirmationLink,
  confirmedUser,
  followWithoutRedirect,
  latestMailTo,
  sharedTestBackend,
} from './harness.ts';

let backend: TestBackend;

beforeAll(async () => {
  // The links redirect to the backend's default site URL, http://localhost:5173.
  backend = await sharedTestBackend();
});

afterAll(async () => {
  await backend?.stop();
});

/** The six-digit code printed in a mail. */
function codeOf(text: string): string {
  const match = /enter the code: (\d{6})/.exec(text);
  if (!match?.[1]) throw new Error('no code in mail');
  return match[1];
}

async function mailCount(address: string): Promise<number> {
  const list = (await (await fetch(`${backend.mailUrl}/api/v1/messages`)).json()) as {
    messages: { To: { Address: string }[] }[];
  };
  return list.messages.filter((mail) => mail.To.some((to) => to.Address === address)).length;
}

describe('password recovery (POST /recover, GET /verify?type=recovery)', () => {
  it('mails a recovery link whose redirect carries a session with type=recovery; the new password then works', async () => {
    const email = 'recover.link@recovery.example.org';
    await confirmedUser(backend, email, {}, 'old-password');
    const client = clientFor(backend);
    const sent = await client.auth.resetPasswordForEmail(email, {
      redirectTo: 'http://localhost:5173/reset-password',
    });
    expect(sent.error).toBeNull();

    const mail = await latestMailTo(backend, email);
    expect(mail.Subject).toBe('Reset your password');
    const link = confirmationLink(mail.HTML);
    expect(link).toMatch(
      new RegExp(`^${backend.apiUrl}/auth/v1/verify\\?token=[0-9a-f]+&type=recovery&redirect_to=`),
    );

    const followed = await followWithoutRedirect(link);
    expect(followed.status).toBe(303);
    expect(followed.location.startsWith('http://localhost:5173/reset-password#')).toBe(true);
    expect(followed.fragment.get('type')).toBe('recovery');
    expect(followed.fragment.get('token_type')).toBe('bearer');
    expect(Number(followed.fragment.get('expires_in'))).toBeGreaterThan(0);

    const session = await client.auth.setSession({
      access_token: followed.fragment.get('access_token') ?? '',
      refresh_token: followed.fragment.get('refresh_token') ?? '',
    });
    expect(session.error).toBeNull();
    const updated = await client.auth.updateUser({ password: 'new-password' });
    expect(updated.error).toBeNull();

    const withOld = await clientFor(backend).auth.signInWithPassword({ email, password: 'old-password' });
    expect(withOld.error?.code).toBe('invalid_credentials');
    const withNew = await clientFor(backend).auth.signInWithPassword({ email, password: 'new-password' });
    expect(withNew.error).toBeNull();
  });

  it('refuses the same recovery link twice: #error=access_denied&error_code=otp_expired', async () => {
    const email = 'recover.twice@recovery.example.org';
    await confirmedUser(backend, email);
    await clientFor(backend).auth.resetPasswordForEmail(email);
    const link = confirmationLink((await latestMailTo(backend, email)).HTML);
    expect((await followWithoutRedirect(link)).fragment.get('access_token')).toBeTruthy();

    const again = await followWithoutRedirect(link);
    expect(again.status).toBe(303);
    expect(again.location.startsWith('http://localhost:5173/#')).toBe(true);
    expect(again.fragment.get('error')).toBe('access_denied');
    expect(again.fragment.get('error_code')).toBe('otp_expired');
    expect(again.fragment.get('error_description')).toBe('Email link is invalid or has expired');
    expect(again.fragment.get('access_token')).toBeNull();
  });

  it('answers {} for an unknown address and sends nothing (no enumeration)', async () => {
    const response = await fetch(`${backend.apiUrl}/auth/v1/recover`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'nobody.here@recovery.example.org' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    expect(await mailCount('nobody.here@recovery.example.org')).toBe(0);
  });

  it('refuses a recovery without an email: 400 validation_failed', async () => {
    const { error } = await clientFor(backend).auth.resetPasswordForEmail('');
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('validation_failed');
    expect(error?.message).toBe('Password recovery requires an email');
  });

  it('verifies the mailed code with POST /verify {email, token, type: recovery} and raises PASSWORD_RECOVERY', async () => {
    const email = 'recover.code@recovery.example.org';
    await confirmedUser(backend, email, {}, 'first-password');
    const client = clientFor(backend);
    await client.auth.resetPasswordForEmail(email);
    const code = codeOf((await latestMailTo(backend, email)).Text);

    const events: AuthChangeEvent[] = [];
    client.auth.onAuthStateChange((event) => {
      events.push(event);
    });
    const { data, error } = await client.auth.verifyOtp({ email, token: code, type: 'recovery' });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.email).toBe(email);
    expect(events).toContain('PASSWORD_RECOVERY');

    expect((await client.auth.updateUser({ password: 'second-password' })).error).toBeNull();
    const signedIn = await clientFor(backend).auth.signInWithPassword({ email, password: 'second-password' });
    expect(signedIn.error).toBeNull();
  });

  it('refuses a wrong code: 403 otp_expired "Token has expired or is invalid"', async () => {
    const email = 'recover.wrong@recovery.example.org';
    await confirmedUser(backend, email);
    await clientFor(backend).auth.resetPasswordForEmail(email);
    const code = codeOf((await latestMailTo(backend, email)).Text);
    const wrong = code === '000000' ? '111111' : '000000';
    const { data, error } = await clientFor(backend).auth.verifyOtp({
      email,
      token: wrong,
      type: 'recovery',
    });
    expect(data.session).toBeNull();
    expect(error?.status).toBe(403);
    expect(error?.code).toBe('otp_expired');
    expect(error?.message).toBe('Token has expired or is invalid');
  });

  it('verifies a token_hash with POST /verify {token_hash, type}', async () => {
    const email = 'recover.hash@recovery.example.org';
    await confirmedUser(backend, email);
    await clientFor(backend).auth.resetPasswordForEmail(email);
    const link = new URL(confirmationLink((await latestMailTo(backend, email)).HTML));
    const tokenHash = link.searchParams.get('token') ?? '';
    const { data, error } = await clientFor(backend).auth.verifyOtp({
      token_hash: tokenHash,
      type: 'recovery',
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
  });

  it('validates POST /verify like GoTrue: type required, exactly one of token and token_hash', async () => {
    const post = async (body: Record<string, unknown>) => {
      const response = await fetch(`${backend.apiUrl}/auth/v1/verify`, {
        method: 'POST',
        headers: {
          apikey: backend.anonKey,
          'Content-Type': 'application/json',
          'X-Supabase-Api-Version': '2024-01-01',
        },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as { code: string; message: string } };
    };
    expect(await post({ token_hash: 'abc' })).toMatchObject({
      status: 400,
      body: { code: 'validation_failed', message: 'Verify requires a verification type' },
    });
    expect(
      await post({ type: 'recovery', token: '123456', token_hash: 'abc', email: 'a@b.co' }),
    ).toMatchObject({
      status: 400,
      body: { code: 'validation_failed', message: 'Verify requires either a token or a token hash' },
    });
    expect(await post({ type: 'recovery', token_hash: 'abc', email: 'a@b.co' })).toMatchObject({
      status: 400,
      body: { code: 'validation_failed', message: 'Only the token_hash and type should be provided' },
    });
    expect(await post({ type: 'recovery', token_hash: 'not-a-real-hash' })).toMatchObject({
      status: 403,
      body: { code: 'otp_expired', message: 'Email link is invalid or has expired' },
    });
  });
});

describe('resend (POST /resend, type signup)', () => {
  it('mails a new confirmation link that replaces the first one', async () => {
    const email = 'resend.signup@recovery.example.org';
    const client = clientFor(backend);
    expect((await client.auth.signUp({ email, password: 'resend-pass' })).error).toBeNull();
    const firstLink = confirmationLink((await latestMailTo(backend, email)).HTML);

    const resent = await client.auth.resend({ type: 'signup', email });
    expect(resent.error).toBeNull();
    expect(await mailCount(email)).toBe(2);
    const secondLink = confirmationLink((await latestMailTo(backend, email)).HTML);
    expect(secondLink).not.toBe(firstLink);

    expect((await followWithoutRedirect(firstLink)).fragment.get('error_code')).toBe('otp_expired');
    const confirmed = await followWithoutRedirect(secondLink);
    expect(confirmed.fragment.get('type')).toBe('signup');
    expect(confirmed.fragment.get('access_token')).toBeTruthy();
  });

  it('confirms a sign-up with the mailed code: verifyOtp({email, token, type: signup})', async () => {
    const email = 'resend.code@recovery.example.org';
    const client = clientFor(backend);
    await client.auth.signUp({ email, password: 'resend-pass' });
    const code = codeOf((await latestMailTo(backend, email)).Text);
    const { data, error } = await client.auth.verifyOtp({ email, token: code, type: 'signup' });
    expect(error).toBeNull();
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.session?.access_token).toBeTruthy();
  });

  it('sends nothing for a confirmed or unknown address and still answers {}', async () => {
    const email = 'resend.confirmed@recovery.example.org';
    await confirmedUser(backend, email);
    const before = await mailCount(email);
    expect((await clientFor(backend).auth.resend({ type: 'signup', email })).error).toBeNull();
    expect(
      (await clientFor(backend).auth.resend({ type: 'signup', email: 'ghost@recovery.example.org' })).error,
    ).toBeNull();
    expect(await mailCount(email)).toBe(before);
    expect(await mailCount('ghost@recovery.example.org')).toBe(0);
  });

  it('refuses an unknown type: 400 validation_failed', async () => {
    const response = await fetch(`${backend.apiUrl}/auth/v1/resend`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        'Content-Type': 'application/json',
        'X-Supabase-Api-Version': '2024-01-01',
      },
      body: JSON.stringify({ type: 'postcard', email: 'a@recovery.example.org' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'validation_failed',
      message: 'Missing one of these types: signup, email_change, sms, phone_change',
    });
  });
});
