import {
  type TestBackend,
  clientFor,
  confirmedUser,
  sharedTestBackend,
  startTestBackend,
} from './harness.ts';

// Three backends for the four rate-limit tests (issue 33, the suite's time: a backend start is
// ≈ 2 CPU-s). Two tests share one only where they count in separate buckets, in either order:
// `defaultsButTokens` has GoTrue's default limits but 3 password/refresh grants per IP — the e-mail
// test sends mails (no grant), the grant test asks grants (no mail). The sign-up and the mail tests
// keep one each: a recovery counts per IP too, so they would spend each other's.
const started = new Map<string, Promise<TestBackend>>();

/** The backend of `name`, started on first use with `options`; stopped after the file. */
function backendOf(name: string, options: Parameters<typeof startTestBackend>[0]): Promise<TestBackend> {
  let backend = started.get(name);
  if (!backend) {
    backend = startTestBackend(options);
    started.set(name, backend);
  }
  return backend;
}

const defaultsButTokens = () => backendOf('defaults but tokens', { rateLimits: { tokenPer5Minutes: 3 } });
const fewSignUps = () =>
  backendOf('few sign-ups', { rateLimits: { otpPer5Minutes: 2, emailMinIntervalSeconds: 0 } });
const fewMails = () =>
  backendOf('few mails', { rateLimits: { emailsPerHour: 2, emailMinIntervalSeconds: 0 } });

afterAll(async () => {
  await Promise.all([...started.values()].map(async (backend) => (await backend).stop()));
});

describe('GoTrue rate limits', () => {
  it('are on by default: a second confirmation mail within a minute is 429 over_email_send_rate_limit', async () => {
    const backend = await defaultsButTokens();
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
    const backend = await fewSignUps();
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
    const backend = await defaultsButTokens();
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
    const backend = await fewMails();
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
    // No limits: the worker's shared backend (its e-mails on this file's own domain).
    const backend = await sharedTestBackend();
    const tooLong = 'é'.repeat(37); // 37 characters, 74 bytes
    const signUp = await clientFor(backend).auth.signUp({
      email: 'long@auth-rate-limits.example.org',
      password: tooLong,
    });
    expect(signUp.error?.status).toBe(400);
    expect(signUp.error?.code).toBe('validation_failed');
    expect(signUp.error?.message).toBe('Password cannot be longer than 72 characters');

    const { client } = await confirmedUser(backend, 'long.update@auth-rate-limits.example.org');
    const update = await client.auth.updateUser({ password: 'x'.repeat(73) });
    expect(update.error?.code).toBe('validation_failed');
    // Issue 34's Change password: a signed-in change carries the current password (GoTrue's
    // current_password; the harness's default one).
    expect(
      (await client.auth.updateUser({ password: 'y'.repeat(72), current_password: 'correct-horse' })).error,
    ).toBeNull();
  });
});
