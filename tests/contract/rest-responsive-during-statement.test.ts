import { type TestBackend, clientFor, confirmedUser } from './harness.ts';
import { startRestFixtureBackend } from './rest-fixtures.ts';

// Issue 23: "keep the process responsive while a statement runs". PGlite runs in a database thread:
// the HTTP server answers while a statement runs, auth work waits for the running statement only
// (not for the REST requests queued behind it), and a statement past its role's timeout is cancelled
// at the limit instead of running to its end.

let backend: TestBackend;
let user: Awaited<ReturnType<typeof confirmedUser>>;

beforeAll(async () => {
  backend = await startRestFixtureBackend({ statementTimeouts: { anon: 1_000, authenticated: 8_000 } });
  user = await confirmedUser(backend, 'busy@example.org');
  await confirmedUser(backend, 'second@example.org');
});

afterAll(async () => {
  await backend?.stop();
});

/** Resolves with the moment `promise` settled (ms, performance clock) and its value. */
async function settled<T>(promise: PromiseLike<T>): Promise<{ at: number; value: T }> {
  const value = await promise;
  return { at: performance.now(), value };
}

describe('keep the process responsive while a statement runs', () => {
  it('/health answers at once, again and again, during a 2 s statement', async () => {
    const service = clientFor(backend, backend.serviceRoleKey);
    let running = true;
    const slow = Promise.resolve(service.rpc('take_time', { seconds: 2 })).finally(() => {
      running = false;
    });
    const latencies: number[] = [];
    while (running) {
      const asked = performance.now();
      const response = await fetch(`${backend.apiUrl}/health`);
      expect(response.status).toBe(200);
      latencies.push(performance.now() - asked);
    }
    expect((await slow).data).toBe(1);
    // Answers came all through the statement (back to back), none waited for it.
    expect(latencies.length).toBeGreaterThan(5);
    expect(Math.max(...latencies)).toBeLessThan(1_000);
  });

  it('sign-in, getUser and token refresh during slow statements answer before the REST requests queued behind them', async () => {
    const service = clientFor(backend, backend.serviceRoleKey);
    const statements = Array.from({ length: 6 }, () => settled(service.rpc('take_time', { seconds: 1 })));
    const second = clientFor(backend);
    const [signIn, getUser, refresh] = await Promise.all([
      settled(second.auth.signInWithPassword({ email: 'second@example.org', password: 'correct-horse' })),
      settled(user.client.auth.getUser()),
      settled(user.client.auth.refreshSession()),
    ]);
    const done = await Promise.all(statements);
    expect(signIn.value.error).toBeNull();
    expect(signIn.value.data.session?.access_token).toBeTruthy();
    expect(getUser.value.data.user?.email).toBe('busy@example.org');
    expect(refresh.value.error).toBeNull();
    for (const result of done) expect(result.value.data).toBe(1);
    // Each auth call waited for at most the statements running when its steps came (≤ 2 of 1 s each),
    // not for the six queued ones.
    const lastStatement = Math.max(...done.map((result) => result.at));
    expect(Math.max(signIn.at, getUser.at, refresh.at)).toBeLessThan(lastStatement);
  });

  it('a statement past its role limit is cancelled at the limit, not at its end, and the database goes on', async () => {
    const anon = clientFor(backend);
    const started = performance.now();
    const { error, status } = await anon.rpc('take_time', { seconds: 60 });
    expect(status).toBe(500);
    expect(error?.code).toBe('57014');
    // 1 s limit plus reopening the data folder, far below the statement's 60 s.
    expect(performance.now() - started).toBeLessThan(30_000);
    const again = await clientFor(backend).auth.signInWithPassword({
      email: 'second@example.org',
      password: 'correct-horse',
    });
    expect(again.error).toBeNull();
    expect((await user.client.rpc('take_time', { seconds: 0 })).data).toBe(1);
  });
});
