import { type TestBackend, confirmedUser } from './harness.ts';
import { startRestFixtureBackend } from './rest-fixtures.ts';

// Issue 36: GoTrue's own rate limits on /user, read from supabase/auth internal/api/api.go:
// `r.Get("/", api.UserGet)` has no limiter; `r.With(api.limitHandler(api.limiterOpts.User)).Put(…)`
// has one of its own (apilimiter.go: `User`, at GOTRUE_RATE_LIMIT_OTP), apart from `Recover` and
// `Resend`, which are separate limiters at the same rate.

let backend: TestBackend;

beforeAll(async () => {
  backend = await startRestFixtureBackend({ rateLimits: { otpPer5Minutes: 1 } });
});

afterAll(async () => {
  await backend?.stop();
});

function auth(path: string, token: string, init: RequestInit = {}) {
  return fetch(`${backend.apiUrl}/auth/v1${path}`, {
    ...init,
    headers: {
      apikey: backend.anonKey,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      'X-Supabase-Api-Version': '2024-01-01',
    },
  });
}

describe("GoTrue's rate limits on /user", () => {
  it('GET /user has none (GoTrue has none); PUT /user has its own limiter, apart from /recover', async () => {
    const user = await confirmedUser(backend, 'limits@example.org');
    for (let i = 0; i < 5; i += 1) {
      expect((await auth('/user', user.accessToken)).status).toBe(200);
    }
    const update = () =>
      auth('/user', user.accessToken, { method: 'PUT', body: JSON.stringify({ data: { n: 1 } }) });
    expect((await update()).status).toBe(200);
    const limited = await update();
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ code: 'over_request_rate_limit' });
    // PUT /user used up its own bucket, not /recover's (before: one shared "otp" bucket).
    const recover = await auth('/recover', backend.anonKey, {
      method: 'POST',
      body: JSON.stringify({ email: 'limits@example.org' }),
    });
    expect(recover.status).toBe(200);
    expect((await auth('/user', user.accessToken)).status).toBe(200);
  });
});
