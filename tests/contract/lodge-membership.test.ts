import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../src/lib/supabase/database.ts';
import { type TestBackend, confirmedUser, sharedTestBackend } from './harness.ts';

/**
 * Issue 18 "one lodge, one truth": the RPCs for joining and starting a lodge (`join_lodge_from_sign_up`,
 * `redeem_lodge_invitation`, `create_lodge`, `open_lodge`, `remove_sample_content`) and the owner rules
 * on `lodge_members`, through the real supabase-js.
 */

type Client = SupabaseClient<Database>;
interface Person {
  client: Client;
  userId: string;
}

let backend: TestBackend;
let counter = 0;

async function newPerson(name: string, metadata: Record<string, unknown> = {}): Promise<Person> {
  const slug = `${name.toLowerCase().replace(/[^a-z]/g, '_')}${counter++}`;
  const user = await confirmedUser(backend, `${slug}@membership.example.org`, {
    full_name: name,
    ...metadata,
  });
  return { client: user.client as Client, userId: user.userId };
}

async function firstLodge(person: Person): Promise<string> {
  const { data, error } = await person.client.rpc('ensure_first_lodge');
  expect(error).toBeNull();
  return data as string;
}

async function invite(owner: Person, lodgeId: string, role: 'manager' | 'staff' | 'trustee') {
  const { data, error } = await owner.client.rpc('create_lodge_invitation', {
    p_lodge_id: lodgeId,
    p_role: role,
  });
  expect(error).toBeNull();
  return (data as { code: string }).code;
}

/** Revokes a code as the Team screen does (issue 34: the code is kept, revoked_at set). */
async function revoke(owner: Person, code: string): Promise<void> {
  const { data, error } = await owner.client.from('lodge_invitations').select('id').eq('code', code).single();
  expect(error).toBeNull();
  expect((await owner.client.rpc('revoke_lodge_invitation', { p_invitation_id: data!.id })).error).toBeNull();
}

/** The lodge's calendar day (Africa/Gaborone, UTC+2 all year), `YYYY-MM-DD`. */
function lodgeToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Gaborone' }).format(new Date());
}

/**
 * Rows of `table` in the lodge; bookings from today on (the spec's five sample bookings: issue 20's
 * sample money adds past months' stays, which remove_sample_content removes with the rest).
 */
async function count(person: Person, table: 'bookings' | 'daily_notes' | 'reviews', lodgeId: string) {
  const query = person.client
    .from(table)
    .select('id', { count: 'exact', head: true })
    .eq('lodge_id', lodgeId);
  // Activity bookings: issue 31's sample stays (bookings of kind 'stay') are counted apart.
  const { count: n, error } = await (table === 'bookings'
    ? person.client
        .from('bookings')
        .select('id', { count: 'exact', head: true })
        .eq('lodge_id', lodgeId)
        .gte('date', lodgeToday())
        .eq('kind', 'activity')
    : query);
  expect(error).toBeNull();
  return n;
}

beforeAll(async () => {
  backend = await sharedTestBackend();
});

afterAll(async () => {
  await backend?.stop();
});

describe('joining with the code typed on Register', () => {
  it('joins only the team lodge: no sample lodge of their own', async () => {
    const owner = await newPerson('Mpho Owner');
    const lodgeId = await firstLodge(owner);
    const code = await invite(owner, lodgeId, 'staff');
    const lorato = await newPerson('Lorato Joiner', { invite_code: code.toLowerCase() });

    const joined = await lorato.client.rpc('join_lodge_from_sign_up');
    expect(joined.error).toBeNull();
    expect(joined.data).toBe(lodgeId);
    // ensure_first_lodge afterwards finds the membership and seeds nothing.
    expect(await firstLodge(lorato)).toBe(lodgeId);
    const mine = await lorato.client
      .from('lodge_members')
      .select('lodge_id, role')
      .eq('user_id', lorato.userId);
    expect(mine.data).toEqual([{ lodge_id: lodgeId, role: 'staff' }]);
  });

  it('answers null without a code, or with one that cannot be used', async () => {
    const plain = await newPerson('No Code');
    expect((await plain.client.rpc('join_lodge_from_sign_up')).data).toBeNull();
    // A wrong code is refused at sign-up now (issue 33); one revoked after sign-up cannot be used.
    const owner = await newPerson('Revoking Owner');
    const code = await invite(owner, await firstLodge(owner), 'staff');
    const typo = await newPerson('Revoked Code', { invite_code: code });
    await revoke(owner, code);
    const answer = await typo.client.rpc('join_lodge_from_sign_up');
    expect(answer.error).toBeNull();
    expect(answer.data).toBeNull();
  });
});

describe('redeem_lodge_invitation', () => {
  it('offers to remove an untouched sample lodge, and not one that was changed', async () => {
    const owner = await newPerson('Team Owner');
    const team = await firstLodge(owner);
    const newcomer = await newPerson('Sample Owner');
    const sample = await firstLodge(newcomer);

    const answer = await newcomer.client.rpc('redeem_lodge_invitation', {
      p_code: await invite(owner, team, 'manager'),
    });
    expect(answer.error).toBeNull();
    expect(answer.data).toEqual({
      lodge_id: team,
      role: 'manager',
      already_member: false,
      sample_lodge_id: sample,
    });

    // Removed, it is gone for good.
    const removed = await newcomer.client.from('lodges').delete().eq('id', sample).select('id');
    expect(removed.data).toEqual([{ id: sample }]);
    expect((await newcomer.client.from('lodges').select('id')).data).toEqual([{ id: team }]);

    const busy = await newPerson('Busy Owner');
    const own = await firstLodge(busy);
    await busy.client.from('daily_notes').insert({ lodge_id: own, body: 'Our own note' });
    const second = await busy.client.rpc('redeem_lodge_invitation', {
      p_code: await invite(owner, team, 'staff'),
    });
    expect(second.data).toMatchObject({ lodge_id: team, sample_lodge_id: null });
  });

  it('says "already a member" with the current role and leaves the code unused', async () => {
    const owner = await newPerson('Code Owner');
    const team = await firstLodge(owner);
    const code = await invite(owner, team, 'trustee');
    const answer = await owner.client.rpc('redeem_lodge_invitation', { p_code: code });
    expect(answer.data).toMatchObject({ lodge_id: team, role: 'owner', already_member: true });
    const pending = await owner.client.from('lodge_invitations').select('code, used_at').eq('code', code);
    expect(pending.data).toEqual([{ code, used_at: null }]);
  });

  it('refuses a revoked code as revoked (issue 34), not as not found', async () => {
    const owner = await newPerson('Revoking Owner');
    const team = await firstLodge(owner);
    const code = await invite(owner, team, 'staff');
    await revoke(owner, code);
    const kept = await owner.client.from('lodge_invitations').select('code').eq('code', code);
    expect(kept.data).toEqual([{ code }]);
    const late = await newPerson('Late Joiner');
    const answer = await late.client.rpc('redeem_lodge_invitation', { p_code: code });
    expect(answer.error?.message).toBe('invitation_revoked');
  });
});

describe('create_lodge and open_lodge', () => {
  it('starts an empty lodge by default, owned by the caller and opened last', async () => {
    const person = await newPerson('Lodge Starter');
    const first = await firstLodge(person);
    const made = await person.client.rpc('create_lodge', {
      p_name: '  Khwai Camp ',
      p_location: 'Khwai',
      p_timezone: 'Africa/Gaborone',
      p_add_sample: false,
    });
    expect(made.error).toBeNull();
    const lodgeId = made.data as string;
    const lodge = await person.client
      .from('lodges')
      .select('name, location, sample_content')
      .eq('id', lodgeId)
      .single();
    expect(lodge.data).toEqual({ name: 'Khwai Camp', location: 'Khwai', sample_content: false });
    expect(await count(person, 'bookings', lodgeId)).toBe(0);

    const members = await person.client
      .from('lodge_members')
      .select('lodge_id, role, last_opened_at')
      .eq('user_id', person.userId)
      .order('last_opened_at', { ascending: false, nullsFirst: false });
    expect(members.data?.[0]).toMatchObject({ lodge_id: lodgeId, role: 'owner' });

    expect((await person.client.rpc('open_lodge', { p_lodge_id: first })).error).toBeNull();
    const again = await person.client
      .from('lodge_members')
      .select('lodge_id')
      .eq('user_id', person.userId)
      .order('last_opened_at', { ascending: false, nullsFirst: false })
      .limit(1);
    expect(again.data).toEqual([{ lodge_id: first }]);
  });

  it('adds the sample content when asked', async () => {
    const person = await newPerson('Sample Starter');
    const made = await person.client.rpc('create_lodge', {
      p_name: 'Sample Camp',
      p_timezone: 'Africa/Gaborone',
      p_add_sample: true,
    });
    expect(await count(person, 'bookings', made.data as string)).toBe(5);
  });

  it('refuses a time zone Postgres does not know', async () => {
    const person = await newPerson('Zone Typo');
    const made = await person.client.rpc('create_lodge', {
      p_name: 'Somewhere',
      p_timezone: 'Africa/Gabarone',
      p_add_sample: false,
    });
    expect(made.error?.message).toBe('unknown_time_zone');
  });
});

describe('remove_sample_content', () => {
  it('removes the sample rows and keeps what the team added', async () => {
    const owner = await newPerson('Cleaner Owner');
    const lodgeId = await firstLodge(owner);
    const ours = await owner.client
      .from('daily_notes')
      .insert({ lodge_id: lodgeId, body: 'Team note' })
      .select('id')
      .single();
    expect(ours.error).toBeNull();

    const removed = await owner.client.rpc('remove_sample_content', { p_lodge_id: lodgeId });
    expect(removed.error).toBeNull();
    expect(removed.data).toBeGreaterThan(10);
    expect(await count(owner, 'bookings', lodgeId)).toBe(0);
    expect(await count(owner, 'reviews', lodgeId)).toBe(0);
    // The sample money goes too (issue 20's past stays, their payments and the fund the seed credited).
    const anyBooking = await owner.client.from('bookings').select('id').eq('lodge_id', lodgeId);
    expect(anyBooking.data).toEqual([]);
    const payments = await owner.client.from('payments').select('id').eq('lodge_id', lodgeId);
    expect(payments.data).toEqual([]);
    const fund = await owner.client.from('community_fund_entries').select('id').eq('lodge_id', lodgeId);
    expect(fund.data).toEqual([]);
    const closed = await owner.client.from('finance_months').select('month').eq('lodge_id', lodgeId);
    expect(closed.data).toEqual([]);
    const notes = await owner.client.from('daily_notes').select('body').eq('lodge_id', lodgeId);
    expect(notes.data).toEqual([{ body: 'Team note' }]);
    const lodge = await owner.client.from('lodges').select('sample_content').eq('id', lodgeId).single();
    expect(lodge.data).toEqual({ sample_content: false });
  });

  it('is for owners only', async () => {
    const owner = await newPerson('Guarding Owner');
    const lodgeId = await firstLodge(owner);
    const manager = await newPerson('Curious Manager');
    await manager.client.rpc('redeem_lodge_invitation', { p_code: await invite(owner, lodgeId, 'manager') });
    const refused = await manager.client.rpc('remove_sample_content', { p_lodge_id: lodgeId });
    expect(refused.error?.message).toBe('only_owners_remove_sample_content');
    expect(await count(owner, 'bookings', lodgeId)).toBe(5);
  });
});

describe('owner rules', () => {
  let first: Person;
  let lorato: Person;
  let manager: Person;
  let lodgeId: string;

  beforeAll(async () => {
    first = await newPerson('First Owner');
    lodgeId = await firstLodge(first);
    lorato = await newPerson('Lorato Second');
    manager = await newPerson('Kabelo Manager');
    await lorato.client.rpc('redeem_lodge_invitation', { p_code: await invite(first, lodgeId, 'manager') });
    await manager.client.rpc('redeem_lodge_invitation', { p_code: await invite(first, lodgeId, 'manager') });
  });

  const roleOf = async (userId: string) =>
    (
      await first.client
        .from('lodge_members')
        .select('role')
        .eq('lodge_id', lodgeId)
        .eq('user_id', userId)
        .single()
    ).data?.role;

  it('lets only an owner make someone an owner', async () => {
    const byManager = await manager.client
      .from('lodge_members')
      .update({ role: 'owner' })
      .eq('lodge_id', lodgeId)
      .eq('user_id', lorato.userId);
    expect(byManager.error?.message).toBe('only_owners_manage_owners');
    const byOwner = await first.client
      .from('lodge_members')
      .update({ role: 'owner' })
      .eq('lodge_id', lodgeId)
      .eq('user_id', lorato.userId);
    expect(byOwner.error).toBeNull();
    expect(await roleOf(lorato.userId)).toBe('owner');
  });

  it('stops an owner from demoting or removing another owner', async () => {
    const demote = await lorato.client
      .from('lodge_members')
      .update({ role: 'staff' })
      .eq('lodge_id', lodgeId)
      .eq('user_id', first.userId);
    expect(demote.error?.message).toBe('owners_step_down_themselves');
    const remove = await lorato.client
      .from('lodge_members')
      .delete()
      .eq('lodge_id', lodgeId)
      .eq('user_id', first.userId);
    expect(remove.error?.message).toBe('owners_step_down_themselves');
    expect(await roleOf(first.userId)).toBe('owner');
  });

  it('lets an owner step down themselves, but never the last one', async () => {
    const stepDown = await lorato.client
      .from('lodge_members')
      .update({ role: 'manager' })
      .eq('lodge_id', lodgeId)
      .eq('user_id', lorato.userId);
    expect(stepDown.error).toBeNull();
    const last = await first.client
      .from('lodge_members')
      .update({ role: 'manager' })
      .eq('lodge_id', lodgeId)
      .eq('user_id', first.userId);
    expect(last.error?.message).toBe('last_owner');
    const leave = await first.client
      .from('lodge_members')
      .delete()
      .eq('lodge_id', lodgeId)
      .eq('user_id', first.userId);
    expect(leave.error?.message).toBe('last_owner');
  });

  it('lets any member leave', async () => {
    const leave = await manager.client
      .from('lodge_members')
      .delete()
      .eq('lodge_id', lodgeId)
      .eq('user_id', manager.userId)
      .select('user_id');
    expect(leave.error).toBeNull();
    expect(leave.data).toEqual([{ user_id: manager.userId }]);
  });
});

describe('what the sample notice promises', () => {
  it('lets owners and managers edit any daily note and booking note; staff only their own', async () => {
    const owner = await newPerson('Editing Owner');
    const lodgeId = await firstLodge(owner);
    const staff = await newPerson('Editing Staff');
    await staff.client.rpc('redeem_lodge_invitation', { p_code: await invite(owner, lodgeId, 'staff') });
    const staffNote = await staff.client
      .from('daily_notes')
      .insert({ lodge_id: lodgeId, body: 'Gate left open' })
      .select('id')
      .single();
    const ownerNote = await owner.client
      .from('daily_notes')
      .insert({ lodge_id: lodgeId, body: 'Owner note' })
      .select('id')
      .single();

    const edited = await owner.client
      .from('daily_notes')
      .update({ body: 'Gate closed again' })
      .eq('id', staffNote.data!.id)
      .select('body');
    expect(edited.data).toEqual([{ body: 'Gate closed again' }]);
    const refused = await staff.client
      .from('daily_notes')
      .update({ body: 'Changed by staff' })
      .eq('id', ownerNote.data!.id)
      .select('body');
    expect(refused.error?.code).toBe('42501');

    const booking = await owner.client
      .from('bookings')
      .select('id')
      .eq('lodge_id', lodgeId)
      .limit(1)
      .single();
    const bookingNote = await staff.client
      .from('booking_notes')
      .insert({ lodge_id: lodgeId, booking_id: booking.data!.id, body: 'Vegetarian' })
      .select('id')
      .single();
    const fixed = await owner.client
      .from('booking_notes')
      .update({ body: 'Vegetarian, no nuts' })
      .eq('id', bookingNote.data!.id)
      .select('body');
    expect(fixed.data).toEqual([{ body: 'Vegetarian, no nuts' }]);
  });

  it('seeds templates that name the lodge through {lodge}, never another lodge', async () => {
    const owner = await newPerson('Template Owner');
    const lodgeId = await firstLodge(owner);
    const templates = await owner.client.from('message_templates').select('body').eq('lodge_id', lodgeId);
    const bodies = (templates.data ?? []).map((t) => t.body).join('\n');
    expect(bodies).toContain('Welcome to {lodge}.');
    expect(bodies).not.toContain('Boro River');
  });
});
