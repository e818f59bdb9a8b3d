import type { SupabaseClient } from '@supabase/supabase-js';
import { type TestBackend, clientFor, confirmedUser } from './harness.ts';
import { sharedRestFixtureBackend } from './rest-fixtures.ts';

let backend: TestBackend;
let user: Awaited<ReturnType<typeof confirmedUser>>;
let anon: SupabaseClient;
let service: SupabaseClient;

beforeAll(async () => {
  backend = await sharedRestFixtureBackend();
  user = await confirmedUser(backend, 'rpc@rest-rpc.example.org');
  anon = clientFor(backend);
  service = clientFor(backend, backend.serviceRoleKey);
});

afterAll(async () => {
  await backend?.stop();
});

/** Raw call for what supabase-js cannot express (methods, headers, bodies). */
function raw(path: string, init: RequestInit & { token?: string } = {}) {
  const token = init.token ?? user.accessToken;
  return fetch(`${backend.apiUrl}/rest/v1/${path}`, {
    ...init,
    headers: { apikey: backend.anonKey, Authorization: `Bearer ${token}`, ...init.headers },
  });
}

describe('RPC: calling functions', () => {
  it('POSTs named arguments and returns a scalar as a bare JSON value', async () => {
    const { data, error, status } = await user.client.rpc('add_numbers', { a: 2, b: 40 });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toBe(42);
  });

  it('GETs a stable function with query-string arguments, defaults filling the rest', async () => {
    expect((await user.client.rpc('greeting', { name: 'Ana' }, { get: true })).data).toBe('Hello, Ana');
    expect((await user.client.rpc('greeting', {}, { get: true })).data).toBe('Hello, guest');
    expect((await user.client.rpc('add_numbers', { a: 1, b: 2 }, { get: true })).data).toBe(3);
  });

  it('returns setof rows as an array that filters, order and limit apply to', async () => {
    const { data, error } = await user.client
      .rpc('bookings_for_lodge', { p_lodge: 1 })
      .select('id, guest_name')
      .neq('status', 'cancelled')
      .order('id', { ascending: false })
      .limit(1);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 2, guest_name: 'Bob' }]);
  });

  it('returns a single composite as an object and RETURNS TABLE as rows', async () => {
    const first = await user.client.rpc('first_booking', { p_lodge: 2 });
    expect(first.data).toMatchObject({ lodge_id: 2, id: 1, guest_name: 'Dana', tags: ['kayak', 'birding'] });
    const summary = await user.client.rpc('booking_summary', { p_lodge: 1 });
    expect(summary.data).toEqual([
      { guest: 'Alice', note_count: 2 },
      { guest: 'Bob', note_count: 1 },
      { guest: 'Chen', note_count: 0 },
    ]);
    expect((await user.client.rpc('lodge_ids')).data).toEqual([1, 2]);
  });

  it('embeds relations from a function returning a table row type', async () => {
    const { data, error } = await user.client
      .rpc('bookings_for_lodge', { p_lodge: 1 })
      .select('guest_name, guide:staff_members!bookings_guide_fk(name)')
      .eq('id', 1);
    expect(error).toBeNull();
    expect(data).toEqual([{ guest_name: 'Alice', guide: { name: 'Ana Guide' } }]);
  });

  it('answers 204 without a body for a void function, which may write', async () => {
    const response = await raw('rpc/bump_counter', {
      method: 'POST',
      body: JSON.stringify({ p_label: 'rpc' }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    const { data } = await user.client.from('counters').select('label, value').eq('label', 'rpc');
    expect(data).toEqual([{ label: 'rpc', value: 1 }]);
    const viaClient = await user.client.rpc('bump_counter', { p_label: 'rpc' });
    expect(viaClient.error).toBeNull();
    expect(viaClient.status).toBe(204);
  });

  it('runs GET calls read-only: a writing function answers 405 25006', async () => {
    const { error, status } = await user.client.rpc('bump_counter', { p_label: 'get' }, { get: true });
    expect(status).toBe(405);
    expect(error).toMatchObject({ code: '25006' });
  });

  it('passes a JSON body whole to a function with one unnamed json parameter', async () => {
    const { data } = await user.client.rpc('echo_payload', { any: ['shape', 1] });
    expect(data).toEqual({ any: ['shape', 1] });
  });

  it('passes the whole body to a one-json-parameter function with Prefer: params=single-object', async () => {
    const response = await raw('rpc/echo_payload', {
      method: 'POST',
      body: '{"nested": {"a": 1}}',
      headers: { 'Content-Type': 'application/json', Prefer: 'params=single-object' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ nested: { a: 1 } });
  });

  it('answers HEAD like GET without a body, and ranges set-returning calls', async () => {
    const head = await raw('rpc/lodge_ids', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const page = await raw('rpc/bookings_for_lodge?p_lodge=1&select=id&order=id&offset=1&limit=1');
    expect(page.headers.get('content-range')).toBe('1-1/*');
    expect(await page.json()).toEqual([{ id: 2 }]);
  });

  it('counts the rows of a set-returning call: 206 with Content-Range for a partial page', async () => {
    const { data, count, status } = await user.client
      .rpc('bookings_for_lodge', { p_lodge: 1 }, { count: 'exact' })
      .select('id')
      .order('id')
      .range(0, 0);
    expect(status).toBe(206);
    expect(count).toBe(3);
    expect(data).toEqual([{ id: 1 }]);
    const scalars = await user.client.rpc('lodge_ids', {}, { count: 'exact' });
    expect(scalars.status).toBe(200);
    expect(scalars.count).toBe(2);
  });

  it('passes variadic arguments as an array', async () => {
    expect((await user.client.rpc('sum_all', { numbers: [1, 2, 3] })).data).toBe(6);
  });
});

describe('RPC: identity, privileges and errors', () => {
  it("runs as the token's role with its claims; stable functions read-only", async () => {
    const { data } = await user.client.rpc('request_identity');
    expect(data).toEqual({
      current_user: 'authenticated',
      sub: user.userId,
      role: 'authenticated',
      read_only: 'on',
    });
    const asService = await service.rpc('request_identity');
    expect(asService.data).toMatchObject({ current_user: 'service_role', sub: null, role: 'service_role' });
  });

  it('applies RLS inside invoker functions and bypasses it in security definer ones', async () => {
    expect((await user.client.rpc('visible_note_count')).data).toBe(4);
    expect((await user.client.rpc('all_note_count')).data).toBe(5);
  });

  it('respects EXECUTE grants: 403 for a signed-in user, 401 for anon, allowed for service_role', async () => {
    const denied = await user.client.rpc('staff_only_secret');
    expect(denied.status).toBe(403);
    expect(denied.error).toMatchObject({
      code: '42501',
      message: 'permission denied for function staff_only_secret',
    });
    const anonymous = await anon.rpc('staff_only_secret');
    expect(anonymous.status).toBe(401);
    expect((await service.rpc('staff_only_secret')).data).toBe('the secret');
  });

  it('answers 404 PGRST202 with PostgREST message, details and hint for an unknown function', async () => {
    const { error, status } = await user.client.rpc('add_numbrs', { a: 1, b: 2 });
    expect(status).toBe(404);
    expect(error).toEqual({
      code: 'PGRST202',
      message: 'Could not find the function public.add_numbrs(a, b) in the schema cache',
      details:
        'Searched for the function public.add_numbrs with parameters a, b or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: 'Perhaps you meant to call the function public.add_numbers',
    });
  });

  it('answers PGRST202 hinting the parameters for unknown argument names', async () => {
    const { error } = await user.client.rpc('add_numbers', { c: 2, a: 1 }, { get: true });
    expect(error).toEqual({
      code: 'PGRST202',
      message: 'Could not find the function public.add_numbers(a, c) in the schema cache',
      details:
        'Searched for the function public.add_numbers with parameters a, c, but no matches were found in the schema cache.',
      hint: 'Perhaps you meant to call the function public.add_numbers(a, b)',
    });
  });

  it('does not call functions outside the exposed schema', async () => {
    const { error, status } = await user.client.rpc('hidden_helper');
    expect(status).toBe(404);
    expect(error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.hidden_helper without parameters in the schema cache',
    });
    const profile = await raw('rpc/hidden_helper', {
      method: 'POST',
      body: '{}',
      headers: { 'Content-Profile': 'private', 'Content-Type': 'application/json' },
    });
    expect(profile.status).toBe(406);
    expect(await profile.json()).toMatchObject({ code: 'PGRST106' });
  });

  it('reports a raised exception as 400 P0001 and other verbs as 405 PGRST101', async () => {
    const { error, status } = await user.client.rpc('fail_loudly', { reason: 'full' });
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: 'P0001', message: 'refused: full' });
    const patch = await raw('rpc/add_numbers', { method: 'PATCH', body: '{}' });
    expect(patch.status).toBe(405);
    expect(await patch.json()).toEqual({
      code: 'PGRST101',
      message: 'Cannot use the PATCH method on RPC',
      details: null,
      hint: null,
    });
  });

  it('returns one object for application/vnd.pgrst.object+json and 406 PGRST116 otherwise', async () => {
    const one = await user.client.rpc('bookings_for_lodge', { p_lodge: 2 }).select('guest_name').single();
    expect(one.data).toEqual({ guest_name: 'Dana' });
    const many = await user.client.rpc('bookings_for_lodge', { p_lodge: 1 }).single();
    expect(many.status).toBe(406);
    expect(many.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 3 rows' });
  });
});
