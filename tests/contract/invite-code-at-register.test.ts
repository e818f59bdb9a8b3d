import { AuthRetryableFetchError, createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/lib/supabase/database.ts';
import { type TestBackend, clientFor, confirmedUser, sharedTestBackend } from './harness.ts';

/**
 * Issue 33, finding 4 "A wrong invite code at Register is ignored" — the database side
 * (migration 20261129300000_invite_codes_at_register), through supabase-js as the app calls it.
 */
type Client = SupabaseClient<Database>;

let backend: TestBackend;
let admin: Client;
let counter = 0;

/** An anon client that says it comes from `address` (as hosted Supabase's proxy reports it). */
function anonFrom(address: string): Client {
  return createClient<Database>(backend.apiUrl, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { 'x-forwarded-for': `${address}, 10.0.0.1` } },
  });
}

async function owner(): Promise<{ client: Client; userId: string; lodgeId: string }> {
  const person = await confirmedUser(backend, `owner${counter++}@invite-code.example.org`, {
    full_name: 'Team Owner',
  });
  const client = person.client as Client;
  const { data, error } = await client.rpc('ensure_first_lodge');
  expect(error).toBeNull();
  return { client, userId: person.userId, lodgeId: data as string };
}

async function invite(client: Client, lodgeId: string): Promise<string> {
  const { data, error } = await client.rpc('create_lodge_invitation', {
    p_lodge_id: lodgeId,
    p_role: 'staff',
  });
  expect(error).toBeNull();
  return (data as { code: string }).code;
}

/** Revokes a code as the Team screen does (issue 34: the code is kept, revoked_at set). */
async function revoke(client: Client, code: string): Promise<void> {
  const { data, error } = await client.from('lodge_invitations').select('id').eq('code', code).single();
  expect(error).toBeNull();
  expect((await client.rpc('revoke_lodge_invitation', { p_invitation_id: data!.id })).error).toBeNull();
}

async function lodgeCount(): Promise<number> {
  const { count, error } = await admin.from('lodges').select('id', { count: 'exact', head: true });
  expect(error).toBeNull();
  return count ?? 0;
}

async function userExists(email: string): Promise<boolean> {
  const { data, error } = await admin.auth.admin.listUsers({ perPage: 1000 });
  expect(error).toBeNull();
  return data.users.some((user) => user.email === email);
}

beforeAll(async () => {
  backend = await sharedTestBackend();
  admin = clientFor(backend, backend.serviceRoleKey) as Client;
});
afterAll(async () => backend?.stop());

describe('A wrong invite code at Register is ignored (issue 33): now checked', () => {
  it('invite_code_is_valid answers signed out with only true or false', async () => {
    const team = await owner();
    const code = await invite(team.client, team.lodgeId);
    const anon = anonFrom('198.51.100.1');
    const ask = async (p_code: string) => {
      const { data, error } = await anon.rpc('invite_code_is_valid', { p_code });
      expect(error).toBeNull();
      return data;
    };
    expect(await ask(code)).toBe(true);
    expect(await ask(` ${code.toLowerCase().replace('-', ' ')} `)).toBe(true);
    expect(await ask('ZZZZ-ZZZZ')).toBe(false);
    expect(await ask('')).toBe(false);

    // Revoked, used and expired codes are simply "not valid" (issue 34 keeps revoked codes; Register
    // still does not say "revoked" to a caller who is signed out).
    const revoked = await invite(team.client, team.lodgeId);
    await revoke(team.client, revoked);
    expect(await ask(revoked)).toBe(false);
    const used = await invite(team.client, team.lodgeId);
    const joiner = await confirmedUser(backend, `joiner${counter++}@invite-code.example.org`);
    expect((await joiner.client.rpc('redeem_lodge_invitation', { p_code: used })).error).toBeNull();
    expect(await ask(used)).toBe(false);
    const expired = await invite(team.client, team.lodgeId);
    await admin.from('lodge_invitations').update({ expires_at: '2020-01-01T00:00:00Z' }).eq('code', expired);
    expect(await ask(expired)).toBe(false);
  });

  it('is rate limited per caller: the 21st check in 10 minutes is refused with 429, others still ask', async () => {
    const guesser = anonFrom('203.0.113.7');
    for (let i = 0; i < 20; i += 1) {
      const { error } = await guesser.rpc('invite_code_is_valid', { p_code: 'ZZZZ-ZZZZ' });
      expect(error).toBeNull();
    }
    const refused = await guesser.rpc('invite_code_is_valid', { p_code: 'ZZZZ-ZZZZ' });
    expect({ status: refused.status, code: refused.error?.code, message: refused.error?.message }).toEqual({
      status: 429,
      code: 'PT429',
      message: 'too_many_invite_code_checks',
    });
    const someoneElse = await anonFrom('203.0.113.8').rpc('invite_code_is_valid', { p_code: 'ZZZZ-ZZZZ' });
    expect(someoneElse.error).toBeNull();
    expect(someoneElse.data).toBe(false);
  });

  it('a sign-up with a bad code makes no user and no lodge; the check then says the code is wrong', async () => {
    const before = await lodgeCount();
    const anon = anonFrom('198.51.100.2');
    const email = `typo${counter++}@invite-code.example.org`;
    const { error } = await anon.auth.signUp({
      email,
      password: 'secret-1',
      options: { data: { full_name: 'Typo Code', invite_code: 'ZZZZ-ZZZZ' } },
    });
    expect(error).toBeInstanceOf(AuthRetryableFetchError);
    expect(error?.message).toBe('Database error saving new user');
    expect(await userExists(email)).toBe(false);
    expect(await lodgeCount()).toBe(before);
    expect((await anon.rpc('invite_code_is_valid', { p_code: 'ZZZZ-ZZZZ' })).data).toBe(false);
  });

  it('a sign-up with a good code joins that lodge only', async () => {
    const team = await owner();
    const code = await invite(team.client, team.lodgeId);
    const before = await lodgeCount();
    const email = `lorato${counter++}@invite-code.example.org`;
    const signedUp = await anonFrom('198.51.100.3').auth.signUp({
      email,
      password: 'secret-1',
      options: { data: { full_name: 'Lorato', invite_code: code.toLowerCase() } },
    });
    expect(signedUp.error).toBeNull();
    await admin.auth.admin.updateUserById(signedUp.data.user?.id ?? '', { email_confirm: true });
    const lorato = clientFor(backend) as Client;
    expect((await lorato.auth.signInWithPassword({ email, password: 'secret-1' })).error).toBeNull();

    expect((await lorato.rpc('join_lodge_from_sign_up')).data).toBe(team.lodgeId);
    expect((await lorato.rpc('ensure_first_lodge')).data).toBe(team.lodgeId);
    const mine = await lorato
      .from('lodge_members')
      .select('lodge_id, role')
      .eq('user_id', signedUp.data.user?.id ?? '');
    expect(mine.data).toEqual([{ lodge_id: team.lodgeId, role: 'staff' }]);
    expect(await lodgeCount()).toBe(before);
  });

  it('a code that stopped working after sign-up gives no sample lodge at the first sign-in', async () => {
    const team = await owner();
    const code = await invite(team.client, team.lodgeId);
    const late = await confirmedUser(backend, `late${counter++}@invite-code.example.org`, {
      invite_code: code,
    });
    await revoke(team.client, code);
    const before = await lodgeCount();
    expect((await late.client.rpc('join_lodge_from_sign_up')).data).toBeNull();
    const first = await late.client.rpc('ensure_first_lodge');
    expect(first.error).toBeNull();
    expect(first.data).toBeNull();
    expect(await lodgeCount()).toBe(before);
  });
});

describe('Leaving one’s only lodge makes a new sample lodge (issue 33): now none', () => {
  it('after leaving the only lodge, ensure_first_lodge answers null and makes no lodge', async () => {
    const team = await owner();
    const code = await invite(team.client, team.lodgeId);
    const staff = await confirmedUser(backend, `leaver${counter++}@invite-code.example.org`);
    const client = staff.client as Client;
    expect((await client.rpc('redeem_lodge_invitation', { p_code: code })).error).toBeNull();
    const left = await client
      .from('lodge_members')
      .delete()
      .eq('lodge_id', team.lodgeId)
      .eq('user_id', staff.userId);
    expect(left.error).toBeNull();

    const before = await lodgeCount();
    const again = await client.rpc('ensure_first_lodge');
    expect(again.error).toBeNull();
    expect(again.data).toBeNull();
    expect(await lodgeCount()).toBe(before);
    const mine = await client.from('lodge_members').select('lodge_id').eq('user_id', staff.userId);
    expect(mine.data).toEqual([]);
  });

  it('an owner who leaves their sample lodge (after handing it over) gets no second one', async () => {
    const first = await owner();
    const code = await invite(first.client, first.lodgeId);
    const heir = await confirmedUser(backend, `heir${counter++}@invite-code.example.org`);
    expect((await heir.client.rpc('redeem_lodge_invitation', { p_code: code })).error).toBeNull();
    await first.client
      .from('lodge_members')
      .update({ role: 'owner' })
      .eq('lodge_id', first.lodgeId)
      .eq('user_id', heir.userId);
    const left = await first.client
      .from('lodge_members')
      .delete()
      .eq('lodge_id', first.lodgeId)
      .eq('user_id', first.userId)
      .select();
    expect(left.error).toBeNull();
    expect(left.data).toHaveLength(1);
    const before = await lodgeCount();
    expect((await first.client.rpc('ensure_first_lodge')).data).toBeNull();
    expect(await lodgeCount()).toBe(before);
  });

  it('a newcomer with no code still gets their sample lodge once', async () => {
    const fresh = await confirmedUser(backend, `fresh${counter++}@invite-code.example.org`);
    const made = await fresh.client.rpc('ensure_first_lodge');
    expect(made.error).toBeNull();
    expect(typeof made.data).toBe('string');
    expect((await fresh.client.rpc('ensure_first_lodge')).data).toBe(made.data);
  });
});
