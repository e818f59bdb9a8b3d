import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../src/lib/supabase/database.ts';
import { type TestBackend, clientFor, confirmedUser, sharedTestBackend } from './harness.ts';

/**
 * The lodge RPCs through supabase-js `.rpc()` (POST /rest/v1/rpc/<fn>): first-lodge seeding with the
 * spec's sample content, invite codes, and joining with a code.
 */

type Client = SupabaseClient<Database>;
interface Person {
  client: Client;
  userId: string;
}

let backend: TestBackend;
let admin: Client;
let counter = 0;

async function newPerson(name: string): Promise<Person> {
  const slug = `${name.toLowerCase().replace(/[^a-z]/g, '_')}${counter++}`;
  const user = await confirmedUser(backend, `${slug}@lodge-rpc.example.org`, {
    full_name: name,
    username: slug,
  });
  return { client: user.client as Client, userId: user.userId };
}

/** The lodge's calendar day (Africa/Gaborone, UTC+2 all year), `YYYY-MM-DD`, plus `offset` days. */
function lodgeDay(offset = 0): string {
  const at = new Date(Date.now() + offset * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Gaborone' }).format(at);
}

async function firstLodge(person: Person): Promise<string> {
  const { data, error } = await person.client.rpc('ensure_first_lodge');
  expect(error).toBeNull();
  return data as string;
}

beforeAll(async () => {
  backend = await sharedTestBackend();
  admin = clientFor(backend, backend.serviceRoleKey) as Client;
});

afterAll(async () => {
  await backend?.stop();
});

describe('ensure_first_lodge', () => {
  let neo: Person;
  let lodgeId: string;

  beforeAll(async () => {
    neo = await newPerson('Neo Kgosi');
    lodgeId = await firstLodge(neo);
  });

  it('gives a user without a lodge "Okavango Community Trust", with them as its owner', async () => {
    const lodge = await neo.client
      .from('lodges')
      .select('name, location, timezone, reception_phone, sample_content')
      .eq('id', lodgeId)
      .single();
    expect(lodge.data).toEqual({
      name: 'Okavango Community Trust',
      location: 'Boro, Okavango Delta',
      timezone: 'Africa/Gaborone',
      reception_phone: '+267 686 1200',
      sample_content: true,
    });
    const members = await neo.client.from('lodge_members').select('user_id, role, profiles(full_name)');
    expect(members.data).toEqual([
      { user_id: neo.userId, role: 'owner', profiles: { full_name: 'Neo Kgosi' } },
    ]);
  });

  it('is idempotent: a second call returns the same lodge and seeds nothing twice', async () => {
    expect(await firstLodge(neo)).toBe(lodgeId);
    const lodges = await neo.client.from('lodges').select('id');
    expect(lodges.data).toEqual([{ id: lodgeId }]);
    // From today on (issue 20's sample money adds past months' stays), activities only (issue 31's
    // sample stays are bookings of kind 'stay').
    const bookings = await neo.client
      .from('bookings')
      .select('id', { count: 'exact', head: true })
      .eq('kind', 'activity')
      .gte('date', lodgeDay(0));
    expect(bookings.count).toBe(5);
  });

  it('makes one lodge when two tabs call it at once', async () => {
    const mma = await newPerson('Mma Ramotswe');
    const [a, b] = await Promise.all([
      mma.client.rpc('ensure_first_lodge'),
      mma.client.rpc('ensure_first_lodge'),
    ]);
    expect(a.error).toBeNull();
    expect(b.error).toBeNull();
    expect(a.data).toBe(b.data);
    const memberships = await admin.from('lodge_members').select('lodge_id').eq('user_id', mma.userId);
    expect(memberships.data).toEqual([{ lodge_id: a.data }]);
  });

  it('refuses signed-out callers: 401', async () => {
    const { error, status } = await (clientFor(backend) as Client).rpc('ensure_first_lodge');
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
  });

  it("seeds the spec's bookings: three today, two tomorrow, none the day after, with guides", async () => {
    const { data } = await neo.client
      .from('bookings')
      .select('date, time, name, guests, description, status, guide:staff_members(name, phone)')
      .eq('kind', 'activity')
      .gte('date', lodgeDay(0))
      .order('date')
      .order('time');
    expect(data?.map((b) => [b.date, b.time, b.name, b.guests, b.status, b.guide?.name ?? null])).toEqual([
      [lodgeDay(0), '07:30:00', 'Morning Mokoro Excursion', 4, 'confirmed', 'Kabo Sekgoma'],
      [lodgeDay(0), '10:00:00', 'Village Cultural Visit', 6, 'confirmed', null],
      [lodgeDay(0), '17:00:00', 'Sunset Boat Cruise', 2, 'confirmed', 'Thato Moremi'],
      [lodgeDay(1), '06:30:00', 'Guided Bush Walk', 5, 'confirmed', null],
      [lodgeDay(1), '15:30:00', 'Family Bird Watching', 3, 'confirmed', null],
    ]);
    expect(data?.[0]?.guide?.phone).toBe('+267 72 345 678');
    expect(data?.[0]?.description).toBe(
      'Two mokoros through the Boro channel, back before the midday heat. Bring drinking water.',
    );
  });

  it("seeds today's staff on shift and today's notes", async () => {
    const shifts = await neo.client
      .from('shifts')
      .select('starts_at, staff_members(name, role_label, phone, image)')
      .eq('date', lodgeDay(0))
      .order('starts_at');
    expect(shifts.data?.map((s) => [s.staff_members.name, s.staff_members.role_label])).toEqual([
      ['Thato Moremi', 'Tour Guide'],
      ['Kabo Sekgoma', 'Mokoro Poler'],
      ['Onalenna Tau', 'Hospitality'],
      ['Lesedi Ntsima', 'Tour Guide'],
    ]);
    expect(shifts.data?.[0]?.staff_members.image).toBe('staff-thato.svg');
    const notes = await neo.client
      .from('daily_notes')
      .select('body, author:profiles(full_name)')
      .eq('date', lodgeDay(0))
      .order('created_at');
    expect(notes.data).toEqual([
      {
        body: 'Generator service at 14:00: the kitchen has no power for about an hour.',
        author: { full_name: 'Neo Kgosi' },
      },
      { body: 'The Dube family asked for a vegetarian dinner tonight.', author: { full_name: 'Neo Kgosi' } },
    ]);
  });

  it('seeds products newest first, channels 45/55 and three reviews, the newest replied', async () => {
    const products = await neo.client
      .from('products')
      .select('name, type')
      .order('created_at', { ascending: false });
    expect(products.data).toEqual([
      { name: 'Riverside Safari Tent', type: 'accommodation' },
      { name: 'Family Chalet', type: 'accommodation' },
      { name: 'Mokoro Excursion', type: 'activity' },
      { name: 'Guided Bush Walk', type: 'activity' },
      { name: 'Three-Night Delta Experience', type: 'package' },
    ]);
    const channels = await neo.client
      .from('distribution_channels')
      .select('kind, name, share_pct')
      .order('kind');
    expect(channels.data).toEqual([
      { kind: 'direct', name: 'Direct bookings', share_pct: 45 },
      { kind: 'ota', name: 'Online travel agencies (OTA)', share_pct: 55 },
    ]);
    const reviews = await neo.client
      .from('reviews')
      .select('guest_name, rating, review_replies(id)')
      .order('review_date', { ascending: false });
    expect(reviews.data?.map((r) => [r.guest_name, r.rating, r.review_replies.length > 0])).toEqual([
      ['Anna Becker', 5, true],
      ['James Okafor', 4, false],
      ['Claire Martin', 3, false],
    ]);
  });

  it("seeds the caller's training progress 85/60/25/0 and language streak 3, best 12, 5 of 7 days", async () => {
    const modules = ['tm-guest-welcome', 'tm-food-service', 'tm-housekeeping', 'tm-safety'];
    const progress = await neo.client
      .from('training_progress')
      .select('module_id, progress')
      .eq('user_id', neo.userId)
      .in('module_id', modules);
    const byModule = new Map(progress.data?.map((row) => [row.module_id, row.progress]));
    expect(modules.map((id) => byModule.get(id))).toEqual([85, 60, 25, 0]);
    const summary = await neo.client.rpc('language_practice_summary', { p_lodge_id: lodgeId }).single();
    expect(summary.data).toEqual({
      days_practised: 5,
      streak_days: 3,
      best_streak_days: 12,
      practised_today: false,
    });
  });

  it('counts practising today towards the weekly goal and the streak', async () => {
    const me = await newPerson('Practising Today');
    const id = await firstLodge(me);
    const practised = await me.client
      .from('language_practice')
      .insert({ lodge_id: id, path_id: 'lp-german' });
    expect(practised.status).toBe(201);
    const summary = await me.client.rpc('language_practice_summary', { p_lodge_id: id }).single();
    expect(summary.data).toEqual({
      days_practised: 6,
      streak_days: 4,
      best_streak_days: 12,
      practised_today: true,
    });
    // Practising again the same day: a plain insert is a duplicate (409); an upsert that ignores
    // duplicates (what an offline replay sends) is fine and changes nothing.
    const twice = await me.client.from('language_practice').insert({ lodge_id: id, path_id: 'lp-german' });
    expect([twice.status, twice.error?.code]).toEqual([409, '23505']);
    const replay = await me.client
      .from('language_practice')
      .upsert(
        { lodge_id: id, user_id: me.userId, path_id: 'lp-english' },
        { onConflict: 'lodge_id,user_id,practiced_on', ignoreDuplicates: true },
      );
    expect(replay.error).toBeNull();
    const again = await me.client.rpc('language_practice_summary', { p_lodge_id: id }).single();
    expect(again.data?.days_practised).toBe(6);
    const anon = await (clientFor(backend) as Client).rpc('language_practice_summary', { p_lodge_id: id });
    expect([anon.status, anon.error?.code]).toEqual([401, '42501']);
  });
});

describe('invite codes', () => {
  let owner: Person;
  let manager: Person;
  let staff: Person;
  let lodgeId: string;

  async function invite(by: Person, role: Database['public']['Enums']['lodge_role']) {
    return by.client.rpc('create_lodge_invitation', { p_lodge_id: lodgeId, p_role: role });
  }
  async function join(who: Person, code: string) {
    return who.client.rpc('accept_lodge_invitation', { p_code: code });
  }

  beforeAll(async () => {
    owner = await newPerson('Owner Inviting');
    lodgeId = await firstLodge(owner);
    manager = await newPerson('Manager Joining');
    staff = await newPerson('Staff Joining');
    const code = (await invite(owner, 'manager')).data!.code;
    expect((await join(manager, code)).data).toBe(lodgeId);
    const staffCode = (await invite(manager, 'staff')).data!.code;
    expect((await join(staff, staffCode)).data).toBe(lodgeId);
  });

  it('issues one-use codes shaped XXXX-XXXX without look-alikes, valid 7 days', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const { data, error } = await invite(owner, 'trustee');
      expect(error).toBeNull();
      expect(data?.code).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
      expect(data?.role).toBe('trustee');
      expect(data?.used_at).toBeNull();
      const days = (Date.parse(data!.expires_at) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(6.99);
      expect(days).toBeLessThanOrEqual(7);
      codes.add(data!.code);
    }
    expect(codes.size).toBe(20);
  });

  it('lets managers invite managers, staff and trustees; nobody invites an owner', async () => {
    for (const role of ['manager', 'staff', 'trustee'] as const) {
      expect((await invite(manager, role)).error).toBeNull();
    }
    for (const by of [owner, manager]) {
      const { error, status } = await invite(by, 'owner');
      expect(status).toBe(400);
      expect(error?.code).toBe('22023');
      expect(error?.message).toBe('cannot_invite_owner');
    }
  });

  it('refuses invites from staff, from other lodges and when signed out', async () => {
    const byStaff = await invite(staff, 'staff');
    expect([byStaff.status, byStaff.error?.code, byStaff.error?.message]).toEqual([
      403,
      '42501',
      'not_allowed_to_invite',
    ]);
    const stranger = await newPerson('Stranger');
    await firstLodge(stranger);
    const byStranger = await invite(stranger, 'staff');
    expect([byStranger.status, byStranger.error?.code]).toEqual([403, '42501']);
    const anon = await (clientFor(backend) as Client).rpc('create_lodge_invitation', {
      p_lodge_id: lodgeId,
      p_role: 'staff',
    });
    expect([anon.status, anon.error?.code]).toEqual([401, '42501']);
  });

  it('joins with a code typed in lower case with spaces, as the invited role, and sees the lodge', async () => {
    const { data: invitation } = await invite(owner, 'trustee');
    const trustee = await newPerson('Trustee Joining');
    const typed = ` ${invitation!.code.toLowerCase().replace('-', ' ')} `;
    const joined = await join(trustee, typed);
    expect(joined.error).toBeNull();
    expect(joined.data).toBe(lodgeId);
    const me = await trustee.client
      .from('lodge_members')
      .select('role')
      .eq('user_id', trustee.userId)
      .single();
    expect(me.data?.role).toBe('trustee');
    const bookings = await trustee.client
      .from('bookings')
      .select('name')
      .eq('lodge_id', lodgeId)
      .gte('date', lodgeDay(0));
    expect(bookings.data).toHaveLength(5);
    const used = await owner.client
      .from('lodge_invitations')
      .select('used_at, used_by')
      .eq('id', invitation!.id)
      .single();
    expect(used.data?.used_by).toBe(trustee.userId);
    expect(used.data?.used_at).not.toBeNull();
  });

  it('answers wrong, used and expired codes with distinct messages (400 P0001)', async () => {
    const someone = await newPerson('Someone');
    const wrong = await join(someone, 'ZZZZ-ZZZZ');
    expect([wrong.status, wrong.error?.code, wrong.error?.message]).toEqual([
      400,
      'P0001',
      'invitation_not_found',
    ]);
    const garbage = await join(someone, '');
    expect(garbage.error?.message).toBe('invitation_not_found');

    const { data: once } = await invite(owner, 'staff');
    expect((await join(someone, once!.code)).error).toBeNull();
    const late = await newPerson('Too Late');
    const used = await join(late, once!.code);
    expect([used.status, used.error?.code, used.error?.message]).toEqual([400, 'P0001', 'invitation_used']);

    const { data: old } = await invite(owner, 'staff');
    const expired = await admin
      .from('lodge_invitations')
      .update({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .eq('id', old!.id);
    expect(expired.error).toBeNull();
    const tooOld = await join(late, old!.code);
    expect([tooOld.status, tooOld.error?.code, tooOld.error?.message]).toEqual([
      400,
      'P0001',
      'invitation_expired',
    ]);
    const memberships = await admin.from('lodge_members').select('lodge_id').eq('user_id', late.userId);
    expect(memberships.data).toEqual([]);
  });

  it('keeps a member their role when they use another code, and leaves that code unused', async () => {
    const { data: invitation } = await invite(owner, 'trustee');
    const again = await join(manager, invitation!.code);
    expect(again.data).toBe(lodgeId);
    const me = await manager.client
      .from('lodge_members')
      .select('role')
      .eq('user_id', manager.userId)
      .single();
    expect(me.data?.role).toBe('manager');
    const still = await owner.client
      .from('lodge_invitations')
      .select('used_at')
      .eq('id', invitation!.id)
      .single();
    expect(still.data?.used_at).toBeNull();
  });

  it("a revoked code says 'not right' (say 'revoked'): joining with it answers invitation_revoked", async () => {
    const { data: invitation } = await invite(manager, 'staff');
    const revoked = await manager.client.rpc('revoke_lodge_invitation', { p_invitation_id: invitation!.id });
    expect(revoked.error).toBeNull();
    expect(revoked.data?.revoked_by).toBe(manager.userId);
    expect(revoked.data?.revoked_at).not.toBeNull();
    const someone = await newPerson('Revoked Invitee');
    const typed = invitation!.code.toLowerCase();
    const accepted = await join(someone, typed);
    expect([accepted.status, accepted.error?.code, accepted.error?.message]).toEqual([
      400,
      'P0001',
      'invitation_revoked',
    ]);
    const redeemed = await someone.client.rpc('redeem_lodge_invitation', { p_code: typed });
    expect(redeemed.error?.message).toBe('invitation_revoked');
    // A mistyped code is still told apart from the revoked one.
    expect((await join(someone, 'ZZZZ-ZZZZ')).error?.message).toBe('invitation_not_found');
    const memberships = await admin.from('lodge_members').select('lodge_id').eq('user_id', someone.userId);
    expect(memberships.data).toEqual([]);
    // Register's check (issue 33) reveals only valid or not, even for a revoked code.
    const atRegister = await (clientFor(backend) as Client).rpc('invite_code_is_valid', { p_code: typed });
    expect([atRegister.error, atRegister.data]).toEqual([null, false]);
  });

  it('keeps a revoked code (revoked_at, revoked_by), out of the open codes, and never deletes one', async () => {
    const { data: invitation } = await invite(owner, 'trustee');
    expect(
      (await owner.client.rpc('revoke_lodge_invitation', { p_invitation_id: invitation!.id })).error,
    ).toBeNull();
    const kept = await owner.client
      .from('lodge_invitations')
      .select('code, revoked_by, used_at')
      .eq('id', invitation!.id)
      .single();
    expect(kept.data).toEqual({ code: invitation!.code, revoked_by: owner.userId, used_at: null });
    const open = await owner.client
      .from('lodge_invitations')
      .select('id')
      .eq('lodge_id', lodgeId)
      .is('used_at', null)
      .is('revoked_at', null);
    expect(open.data?.map((row) => row.id)).not.toContain(invitation!.id);
    // Revoking again changes nothing: the first revoker and time stay.
    const again = await manager.client.rpc('revoke_lodge_invitation', { p_invitation_id: invitation!.id });
    expect(again.data?.revoked_by).toBe(owner.userId);
    const deleted = await owner.client.from('lodge_invitations').delete().eq('id', invitation!.id).select();
    expect([deleted.status, deleted.error?.code]).toEqual([403, '42501']);
    // Not even the server un-revokes it.
    await admin.from('lodge_invitations').update({ revoked_at: null }).eq('id', invitation!.id);
    const still = await admin
      .from('lodge_invitations')
      .select('revoked_at')
      .eq('id', invitation!.id)
      .single();
    expect(still.data?.revoked_at).not.toBeNull();
  });

  it('lets only owners and managers revoke, and never a used code', async () => {
    const { data: invitation } = await invite(owner, 'staff');
    const byStaff = await staff.client.rpc('revoke_lodge_invitation', { p_invitation_id: invitation!.id });
    expect([byStaff.status, byStaff.error?.code, byStaff.error?.message]).toEqual([
      403,
      '42501',
      'not_allowed_to_invite',
    ]);
    const anon = await (clientFor(backend) as Client).rpc('revoke_lodge_invitation', {
      p_invitation_id: invitation!.id,
    });
    expect([anon.status, anon.error?.code]).toEqual([401, '42501']);
    const joiner = await newPerson('Joined Before Revoke');
    expect((await join(joiner, invitation!.code)).error).toBeNull();
    const tooLate = await owner.client.rpc('revoke_lodge_invitation', { p_invitation_id: invitation!.id });
    expect([tooLate.status, tooLate.error?.message]).toEqual([400, 'invitation_used']);
  });

  it('refuses signed-out joining: 401', async () => {
    const { status, error } = await (clientFor(backend) as Client).rpc('accept_lodge_invitation', {
      p_code: 'ABCD-EFGH',
    });
    expect([status, error?.code]).toEqual([401, '42501']);
  });
});
