import { type TestBackend, clientFor, confirmedUser, startTestBackend } from './harness.ts';

const backends: TestBackend[] = [];

async function start(rateLimits: Parameters<typeof startTestBackend>[0]): Promise<TestBackend> {
  const backend = await startTestBackend(rateLimits);
  backends.push(backend);
  return backend;
}

afterAll(async () => {
  await Promise.all(backends.map((backend) => backend.stop()));
});

describe('GoTrue rate limits', () => {
  it('are on by default: a second confirmation mail within a minute is 429 over_email_send_rate_limit', async () => {
    const backend = await start({ rateLimits: {} });
    const client = clientFor(backend);
    expect(
      (await client.auth.signUp({ email: 'eager@example.org', password: 'eager-pass' })).error,
    ).toBeNull();
    const { error } = await client.auth.resend({ type: 'signup', email: 'eager@example.org' });
    expect(error?.status).toBe(429);
    expect(error?.code).toBe('over_email_send_rate_limit');
    expect(error?.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
  });

  it('sign-ups per IP are rate-limited (GOTRUE_RATE_LIMIT_OTP): 429 over_request_rate_limit', async () => {
    const backend = await start({ rateLimits: { otpPer5Minutes: 2, emailMinIntervalSeconds: 0 } });
    const client = clientFor(backend);
    for (const name of ['first', 'second']) {
      const { error } = await client.auth.signUp({ email: `${name}@example.org`, password: 'signup-pass' });
      expect(error).toBeNull();
    }
    const refused = await client.auth.signUp({ email: 'third@example.org', password: 'signup-pass' });
    expect(refused.error?.status).toBe(429);
    expect(refused.error?.code).toBe('over_request_rate_limit');
    // A bucket of its own: password recovery from the same IP still goes through.
    expect((await client.auth.resetPasswordForEmail('first@example.org')).error).toBeNull();
  });

  it('limits password and refresh grants per IP: 429 over_request_rate_limit', async () => {
    const backend = await start({ rateLimits: { tokenPer5Minutes: 3 } });
    await confirmedUser(backend, 'busy@example.org'); // one password grant
    const client = clientFor(backend);
    const second = await client.auth.signInWithPassword({
      email: 'busy@example.org',
      password: 'correct-horse',
    });
    expect(second.error).toBeNull();
    expect((await client.auth.refreshSession()).error).toBeNull(); // third grant
    const refused = await clientFor(backend).auth.signInWithPassword({
      email: 'busy@example.org',
      password: 'correct-horse',
    });
    expect(refused.error?.status).toBe(429);
    expect(refused.error?.code).toBe('over_request_rate_limit');
    expect(refused.error?.message).toBe('Request rate limit reached');
    const refresh = await client.auth.refreshSession();
    expect(refresh.error?.code).toBe('over_request_rate_limit');
    // The process keeps serving everything else.
    expect((await client.auth.getUser()).error).toBeNull();
  });

  it('limits mails per address per hour: 429 over_email_send_rate_limit "email rate limit exceeded"', async () => {
    const backend = await start({ rateLimits: { emailsPerHour: 2, emailMinIntervalSeconds: 0 } });
    await confirmedUser(backend, 'forgetful@example.org');
    const client = clientFor(backend);
    expect((await client.auth.resetPasswordForEmail('forgetful@example.org')).error).toBeNull();
    expect((await client.auth.resetPasswordForEmail('forgetful@example.org')).error).toBeNull();
    const { error } = await client.auth.resetPasswordForEmail('forgetful@example.org');
    expect(error?.status).toBe(429);
    expect(error?.code).toBe('over_email_send_rate_limit');
    expect(error?.message).toBe('email rate limit exceeded');
    // Another address has its own budget.
    await confirmedUser(backend, 'other@example.org');
    expect((await client.auth.resetPasswordForEmail('other@example.org')).error).toBeNull();
  });
});

describe('password length (bcrypt reads 72 bytes; GoTrue refuses longer)', () => {
  it('refuses a password over 72 bytes at sign-up and update: 400 validation_failed', async () => {
    const backend = await start({});
    const tooLong = 'é'.repeat(37); // 37 characters, 74 bytes
    const signUp = await clientFor(backend).auth.signUp({ email: 'long@example.org', password: tooLong });
    expect(signUp.error?.status).toBe(400);
    expect(signUp.error?.code).toBe('validation_failed');
    expect(signUp.error?.message).toBe('Password cannot be longer than 72 characters');

    const { client } = await confirmedUser(backend, 'long.update@example.org');
    const update = await client.auth.updateUser({ password: 'x'.repeat(73) });
    expect(update.error?.code).toBe('validation_failed');
    // Issue 34's Change password: a signed-in change carries the current password (GoTrue's
    // current_password; the harness's default one).
    expect(
      (await client.auth.updateUser({ password: 'y'.repeat(72), current_password: 'correct-horse' })).error,
    ).toBeNull();
  });
});
