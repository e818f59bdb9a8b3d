import { AuthRetryableFetchError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestBackend, clientFor, confirmedUser, sharedTestBackend } from './harness.ts';

/**
 * Issue 12 "One username rule everywhere": the database side (migration 20261123210000_username_rule),
 * through supabase-js as the app calls it.
 */
let backend: TestBackend;
let zola: Awaited<ReturnType<typeof confirmedUser>>;

beforeAll(async () => {
  backend = await sharedTestBackend();
  zola = await confirmedUser(backend, 'zola@username-rule.example.org', {
    full_name: 'Zola M',
    username: 'zola.m',
  });
});
afterAll(async () => backend?.stop());

describe('username rule in the database (issue 12)', () => {
  it('is_username_available answers signed out: free, taken, or breaking the rule', async () => {
    const anon = clientFor(backend);
    const ask = async (candidate: string) =>
      (await anon.rpc('is_username_available', { candidate })).data as boolean;
    expect(await ask('free_name')).toBe(true);
    expect(await ask('zola.m')).toBe(false);
    expect(await ask('ab')).toBe(false);
    expect(await ask('has space')).toBe(false);
    expect(await ask('x'.repeat(25))).toBe(false);
    // Anon still reads no profile rows.
    expect((await anon.from('profiles').select('username')).data ?? []).toEqual([]);
  });

  it('refuses a profile username outside 3–24 letters, digits, _ and . (400 23514)', async () => {
    for (const username of ['ab', 'a'.repeat(25), 'no spaces', 'dash-ed', 'émile']) {
      const { status, error } = await zola.client.from('profiles').update({ username }).eq('id', zola.userId);
      expect({ username, status, code: error?.code }).toEqual({ username, status: 400, code: '23514' });
    }
    const ok = await zola.client.from('profiles').update({ username: 'Zola_M.2' }).eq('id', zola.userId);
    expect(ok.error).toBeNull();
  });

  it('a sign-up with a taken username fails in the trigger, and the app can tell why', async () => {
    const anon = clientFor(backend);
    const { error } = await anon.auth.signUp({
      email: 'second@username-rule.example.org',
      password: 'secret-1',
      options: { data: { username: 'Zola_M.2' } },
    });
    // GoTrue hides trigger errors behind its generic 500; the RPC says it is the username.
    expect(error).toBeInstanceOf(AuthRetryableFetchError);
    expect(error?.message).toBe('Database error saving new user');
    expect((await anon.rpc('is_username_available', { candidate: 'Zola_M.2' })).data).toBe(false);
  });
});
