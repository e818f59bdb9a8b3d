import { type TestBackend, clientFor, confirmedUser } from './harness.ts';
import { startRestFixtureBackend } from './rest-fixtures.ts';

// Issue 23: hosted Supabase stops a statement after 8 s (authenticated) / 3 s (anon). PGlite cannot
// interrupt one, so the backend rolls back a request that ran past its role's limit and answers
// PostgreSQL's 57014 as PostgREST does (500). The limits are shortened here to keep the test quick.

let backend: TestBackend;
let user: Awaited<ReturnType<typeof confirmedUser>>;

beforeAll(async () => {
  backend = await startRestFixtureBackend({ statementTimeouts: { authenticated: 400, anon: 200 } });
  user = await confirmedUser(backend, 'timeout@example.org');
});

afterAll(async () => {
  await backend?.stop();
});

describe('statement timeout per role', () => {
  it('a statement past the role limit answers 57014 with status 500, as PostgREST', async () => {
    const { data, error, status } = await user.client.rpc('take_time', { seconds: 0.8 });
    expect(data).toBeNull();
    expect(status).toBe(500);
    expect(error).toMatchObject({
      code: '57014',
      message: 'canceling statement due to statement timeout',
      details: null,
      hint: null,
    });
  });

  it('what the timed-out statement wrote is rolled back', async () => {
    const { error } = await user.client.rpc('write_then_wait', { p_label: 'too slow', seconds: 0.8 });
    expect(error?.code).toBe('57014');
    const { data } = await user.client.from('tickets').select('id').eq('label', 'too slow');
    expect(data).toEqual([]);
  });

  it('a statement within the limit answers normally, and service_role has no limit', async () => {
    expect((await user.client.rpc('take_time', { seconds: 0.05 })).data).toBe(1);
    const service = clientFor(backend, backend.serviceRoleKey);
    expect((await service.rpc('take_time', { seconds: 0.8 })).data).toBe(1);
  });
});
