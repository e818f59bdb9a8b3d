import type { SupabaseClient } from '@supabase/supabase-js';
import { type TestBackend, confirmedUser, sharedTestBackend } from './harness.ts';
import { type LodgeWorld, buildLodgeWorld, must } from './lodge-fixtures.ts';

/**
 * Issue 36, "Ledgers that can be bent": each finding of the hostile review, through the real
 * supabase-js against the embedded backend (supabase/migrations/20261129100000_ledgers_cannot_be_bent.sql).
 */

let backend: TestBackend;
let world: LodgeWorld;
let admin: SupabaseClient;
let counter = 0;

beforeAll(async () => {
  backend = await sharedTestBackend();
  world = await buildLodgeWorld(backend, 'ledger');
  admin = world.admin as unknown as SupabaseClient;
});

afterAll(async () => {
  await backend?.stop();
});

/** The lodge's calendar day (Africa/Gaborone), `YYYY-MM-DD`. */
function lodgeToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Gaborone' }).format(new Date());
}

/** The first day of the lodge's month `offset` months from this one, `YYYY-MM-01`. */
function monthStart(offset: number): string {
  const [year, month] = lodgeToday().split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 + offset, 1)).toISOString().slice(0, 10);
}

/** A new signed-in person with a sample lodge of their own (ensure_first_lodge). */
async function sampleOwner(): Promise<{ client: SupabaseClient; userId: string; lodgeId: string }> {
  const n = counter++;
  const user = await confirmedUser(backend, `sample.owner${n}@ledgers.example.org`, {
    full_name: `Sample Owner ${n}`,
    username: `sample_owner_${n}`,
  });
  const lodgeId = must(await user.client.rpc('ensure_first_lodge')) as string;
  return { client: user.client, userId: user.userId, lodgeId };
}

/** The lodge's community fund balance (minor units) as its owner reads it. */
async function fundBalance(client: SupabaseClient, lodgeId: string): Promise<number> {
  const rows = must(await client.from('community_fund_entries').select('amount').eq('lodge_id', lodgeId)) as {
    amount: number;
  }[];
  return rows.reduce((sum, row) => sum + row.amount, 0);
}

/** The sample disbursement ("School bursaries") of a sample lodge. */
async function sampleDisbursement(client: SupabaseClient, lodgeId: string): Promise<string> {
  const row = must(
    await client
      .from('community_fund_entries')
      .select('id')
      .eq('lodge_id', lodgeId)
      .eq('kind', 'disbursement')
      .single(),
  ) as { id: string };
  return row.id;
}

describe('remove_sample_content no longer bends the ledger', () => {
  it('keeps the payments and items the team recorded on sample bookings (it deleted them with no trace)', async () => {
    const owner = await sampleOwner();
    const stay = must(
      await owner.client
        .from('bookings')
        .select('id')
        .eq('lodge_id', owner.lodgeId)
        .gte('date', monthStart(-1))
        .lt('date', monthStart(0))
        .eq('name', 'Family Chalet stay')
        .order('date')
        .limit(1)
        .single(),
    ) as { id: string };
    const payment = must(
      await owner.client.rpc('record_payment', {
        p_id: crypto.randomUUID(),
        p_lodge_id: owner.lodgeId,
        p_booking_id: stay.id,
        p_amount: 5000,
        p_method: 'cash',
      }),
    ) as { id: string };
    const item = must(
      await owner.client.rpc('add_booking_item', {
        p_id: crypto.randomUUID(),
        p_lodge_id: owner.lodgeId,
        p_booking_id: stay.id,
        p_quantity: 1,
        p_unit_price: 2500,
      }),
    ) as { id: string };
    const before = must(
      await owner.client.from('payments').select('id').eq('booking_id', stay.id),
    ) as unknown[];

    const removed = await owner.client.rpc('remove_sample_content', { p_lodge_id: owner.lodgeId });
    expect(removed.error).toBeNull();

    // The booking stays whole: the team's payment and item, and its own sample payments.
    const kept = must(await owner.client.from('bookings').select('id').eq('lodge_id', owner.lodgeId)) as {
      id: string;
    }[];
    expect(kept).toEqual([{ id: stay.id }]);
    expect(must(await owner.client.from('payments').select('id').eq('booking_id', stay.id))).toHaveLength(
      before.length,
    );
    expect(must(await owner.client.from('payments').select('id').eq('id', payment.id))).toHaveLength(1);
    expect(must(await owner.client.from('booking_items').select('id').eq('id', item.id))).toHaveLength(1);
    const lodge = must(
      await owner.client.from('lodges').select('sample_content').eq('id', owner.lodgeId).single(),
    );
    expect(lodge).toEqual({ sample_content: false });
  });

  it('works after the team reversed the sample disbursement (it failed forever with 409 23503)', async () => {
    const owner = await sampleOwner();
    const disbursement = await sampleDisbursement(owner.client, owner.lodgeId);
    must(await owner.client.rpc('reverse_fund_entry', { p_entry_id: disbursement, p_note: 'Paid twice' }));

    const removed = await owner.client.rpc('remove_sample_content', { p_lodge_id: owner.lodgeId });
    expect(removed.error).toBeNull();
    // The sample fund stays with the counter-entry the team hung on it: the ledger reads whole.
    const kinds = must(
      await owner.client
        .from('community_fund_entries')
        .select('kind')
        .eq('lodge_id', owner.lodgeId)
        .order('created_at'),
    ) as { kind: string }[];
    expect(kinds.map((row) => row.kind).sort()).toEqual(['disbursement', 'reversal', 'share', 'share']);
    expect(await fundBalance(owner.client, owner.lodgeId)).toBe(363113 * 2);
  });

  it('never leaves the fund below zero after the team paid out the sample balance (it ended at −326,226)', async () => {
    const owner = await sampleOwner();
    const balance = await fundBalance(owner.client, owner.lodgeId);
    expect(balance).toBe(326226);
    must(
      await owner.client.rpc('record_fund_disbursement', {
        p_lodge_id: owner.lodgeId,
        p_entry_date: lodgeToday(),
        p_amount: balance,
        p_purpose: 'Clinic roof',
        p_recipient: 'Boro Clinic',
      }),
    );

    const removed = await owner.client.rpc('remove_sample_content', { p_lodge_id: owner.lodgeId });
    expect(removed.error).toBeNull();
    expect(await fundBalance(owner.client, owner.lodgeId)).toBe(0);
    // The months the sample fund closed stay closed (their shares paid the team's disbursement).
    const months = await owner.client
      .from('finance_months')
      .select('month')
      .eq('lodge_id', owner.lodgeId)
      .order('month');
    expect(must(months)).toEqual([{ month: monthStart(-3) }, { month: monthStart(-2) }]);
  });

  it('keeps the sample bookings of a month the team closed: no adjustment is carried for them', async () => {
    const owner = await sampleOwner();
    must(
      await owner.client.rpc('close_finance_month', { p_lodge_id: owner.lodgeId, p_month: monthStart(-1) }),
    );
    const lastMonth = () =>
      owner.client
        .from('bookings')
        .select('id')
        .eq('lodge_id', owner.lodgeId)
        .gte('date', monthStart(-1))
        .lt('date', monthStart(0))
        .order('id');
    const before = must(await lastMonth());

    const removed = await owner.client.rpc('remove_sample_content', { p_lodge_id: owner.lodgeId });
    expect(removed.error).toBeNull();
    expect(must(await lastMonth())).toEqual(before);
    // The seed's closed months and their shares went; the team's close and its share stay.
    const months = must(
      await owner.client.from('finance_months').select('month').eq('lodge_id', owner.lodgeId),
    );
    expect(months).toEqual([{ month: monthStart(-1) }]);
    const kinds = must(
      await owner.client.from('community_fund_entries').select('kind').eq('lodge_id', owner.lodgeId),
    );
    expect(kinds).toEqual([{ kind: 'share' }]);
    const now = must(
      await owner.client.rpc('finance_summary', { p_lodge_id: owner.lodgeId, p_month: monthStart(0) }),
    ) as { by_type: { type: string }[] };
    expect(now.by_type.map((line) => line.type)).not.toContain('adjustment');
  });

  it('the community fund can never go below zero, whoever writes (service_role included)', async () => {
    const refused = await admin
      .from('community_fund_entries')
      .insert({
        lodge_id: world.lodgeB,
        kind: 'disbursement',
        entry_date: lodgeToday(),
        amount: -1,
        purpose: 'Anything',
        recipient: 'Anyone',
      })
      .select('id');
    expect(refused.status).toBe(400);
    expect(refused.error?.code).toBe('23514');
    expect(refused.error?.message).toBe('fund_below_zero');
    expect(
      must(await admin.from('community_fund_entries').select('id').eq('lodge_id', world.lodgeB)),
    ).toEqual([]);
  });
});

describe('close_finance_month is bounded', () => {
  it('refuses -infinity, far-past months before the lodge and future months; real months still close', async () => {
    const owner = world.people.owner.client as unknown as SupabaseClient;
    const lodge = world.lodgeA;
    must(
      await admin
        .from('bookings')
        .insert({
          lodge_id: lodge,
          date: `${monthStart(-2).slice(0, 8)}12`,
          time: '10:00',
          name: 'First stay',
          guests: 2,
        })
        .select('id'),
    );
    const close = (month: string) => owner.rpc('close_finance_month', { p_lodge_id: lodge, p_month: month });

    const minusInfinity = await close('-infinity');
    expect(minusInfinity.status).toBe(400);
    expect(minusInfinity.error?.message).toBe('month_required');
    const farPast = await close('1000-01-01');
    expect(farPast.status).toBe(400);
    expect(farPast.error?.message).toBe('month_before_lodge');
    expect(farPast.error?.details).toMatch(
      /^The lodge's records start in \w+ \d{4}: a month before that cannot be closed\.$/,
    );
    const beforeFirstBooking = await close(monthStart(-3));
    expect(beforeFirstBooking.error?.message).toBe('month_before_lodge');
    const future = await close(monthStart(5));
    expect(future.error?.message).toBe('month_not_over');
    expect(must(await owner.from('finance_months').select('month').eq('lodge_id', lodge))).toEqual([]);

    // The lodge's first booking month is its first close, then the next one.
    expect((await close(monthStart(-2))).error).toBeNull();
    expect((await close(monthStart(-1))).error).toBeNull();
  });
});

describe('daily_notes.author_name is set by the server', () => {
  it('staff cannot sign a note with the owner’s name, nor a manager re-sign the owner’s note', async () => {
    const staff = world.people.staff.client as unknown as SupabaseClient;
    const manager = world.people.manager.client as unknown as SupabaseClient;
    const owner = world.people.owner.client as unknown as SupabaseClient;
    const forged = must(
      await staff
        .from('daily_notes')
        .insert({ lodge_id: world.lodgeA, body: 'Generator checked', author_name: 'Owner ledger' })
        .select('author_name, created_by')
        .single(),
    );
    expect(forged).toEqual({ author_name: null, created_by: world.people.staff.userId });

    const ownersNote = must(
      await owner
        .from('daily_notes')
        .insert({ lodge_id: world.lodgeA, body: 'Budget meeting at 4' })
        .select('id')
        .single(),
    ) as { id: string };
    const resigned = must(
      await manager
        .from('daily_notes')
        .update({ body: 'Budget meeting at 5', author_name: 'Manager ledger' })
        .eq('id', ownersNote.id)
        .select('body, author_name, created_by')
        .single(),
    );
    expect(resigned).toEqual({
      body: 'Budget meeting at 5',
      author_name: null,
      created_by: world.people.owner.userId,
    });
  });

  it('a sample note keeps its sample signer when the team edits it', async () => {
    const owner = await sampleOwner();
    const note = must(
      await owner.client
        .from('daily_notes')
        .select('id, author_name')
        .eq('lodge_id', owner.lodgeId)
        .not('author_name', 'is', null)
        .limit(1)
        .single(),
    ) as { id: string; author_name: string };
    const edited = must(
      await owner.client
        .from('daily_notes')
        .update({ body: 'Edited by the team', author_name: 'Sample Owner' })
        .eq('id', note.id)
        .select('author_name')
        .single(),
    );
    expect(edited).toEqual({ author_name: note.author_name });
  });
});

describe('invite codes', () => {
  it('a removed manager cannot re-join with the codes they made before removal', async () => {
    const n = counter++;
    const manager = await confirmedUser(backend, `leaving.manager${n}@ledgers.example.org`, {
      full_name: 'Leaving',
    });
    must(
      await admin
        .from('lodge_members')
        .insert({ lodge_id: world.lodgeA, user_id: manager.userId, role: 'manager' })
        .select(),
    );
    const code = (
      must(
        await manager.client.rpc('create_lodge_invitation', { p_lodge_id: world.lodgeA, p_role: 'staff' }),
      ) as {
        code: string;
      }
    ).code;
    const owner = world.people.owner.client as unknown as SupabaseClient;
    must(
      await owner
        .from('lodge_members')
        .delete()
        .eq('lodge_id', world.lodgeA)
        .eq('user_id', manager.userId)
        .select(),
    );

    const rejoin = await manager.client.rpc('accept_lodge_invitation', { p_code: code });
    // Issue 34: the code is kept as revoked (by the owner who removed them), and says so.
    expect(rejoin.error?.message).toBe('invitation_revoked');
    const kept = must(
      await owner.from('lodge_invitations').select('revoked_at, revoked_by').eq('code', code),
    ) as {
      revoked_at: string | null;
      revoked_by: string | null;
    }[];
    expect(kept).toHaveLength(1);
    expect(kept[0]!.revoked_at).not.toBeNull();
    expect(kept[0]!.revoked_by).toBe(world.people.owner.userId);
  });

  it('a manager who leaves takes their open codes; codes of those who stay still work', async () => {
    const n = counter++;
    const leaver = await confirmedUser(backend, `leaver${n}@ledgers.example.org`, { full_name: 'Leaver' });
    must(
      await admin
        .from('lodge_members')
        .insert({ lodge_id: world.lodgeA, user_id: leaver.userId, role: 'manager' })
        .select(),
    );
    const theirs = (
      must(
        await leaver.client.rpc('create_lodge_invitation', { p_lodge_id: world.lodgeA, p_role: 'trustee' }),
      ) as {
        code: string;
      }
    ).code;
    const owner = world.people.owner.client as unknown as SupabaseClient;
    const ours = (
      must(await owner.rpc('create_lodge_invitation', { p_lodge_id: world.lodgeA, p_role: 'trustee' })) as {
        code: string;
      }
    ).code;
    must(
      await leaver.client
        .from('lodge_members')
        .delete()
        .eq('lodge_id', world.lodgeA)
        .eq('user_id', leaver.userId)
        .select(),
    );
    const codes = must(
      await owner.from('lodge_invitations').select('code').in('code', [theirs, ours]).is('revoked_at', null),
    ) as {
      code: string;
    }[];
    expect(codes).toEqual([{ code: ours }]);
  });
  it('deleting a person who made open codes deletes their membership and revokes their codes', async () => {
    const n = counter++;
    const gone = await confirmedUser(backend, `gone${n}@ledgers.example.org`, { full_name: 'Gone' });
    must(
      await admin
        .from('lodge_members')
        .insert({ lodge_id: world.lodgeA, user_id: gone.userId, role: 'manager' })
        .select(),
    );
    const code = (
      must(
        await gone.client.rpc('create_lodge_invitation', { p_lodge_id: world.lodgeA, p_role: 'staff' }),
      ) as { code: string }
    ).code;
    const deleted = await admin.auth.admin.deleteUser(gone.userId);
    expect(deleted.error).toBeNull();
    expect(must(await admin.from('lodge_members').select('user_id').eq('user_id', gone.userId))).toEqual([]);
    expect(
      must(
        await admin
          .from('lodge_invitations')
          .select('revoked_by')
          .eq('code', code)
          .not('revoked_at', 'is', null),
      ),
    ).toEqual([{ revoked_by: null }]);
  });
});

describe('a month’s sums', () => {
  it('do not overflow with 9,300 valid lines: the figures show, the close is refused in words', async () => {
    const lodge = world.lodgeB;
    const month = monthStart(-4);
    const booking = must(
      await admin
        .from('bookings')
        .insert({ lodge_id: lodge, date: `${month.slice(0, 8)}05`, time: '09:00', name: 'Big', guests: 1 })
        .select('id')
        .single(),
    ) as { id: string };
    const line = { lodge_id: lodge, booking_id: booking.id, quantity: 10000, unit_price: 100000000000 };
    for (let sent = 0; sent < 9300; sent += 1550) {
      const { error } = await admin.from('booking_items').insert(Array.from({ length: 1550 }, () => line));
      expect(error).toBeNull();
    }
    const outsider = world.people.outsider.client as unknown as SupabaseClient;
    const summary = await outsider.rpc('finance_summary', { p_lodge_id: lodge, p_month: month });
    expect(summary.error).toBeNull();
    // 9,300 × 10,000 × 100,000,000,000 = 9.3e18 minor units: past bigint's 9.22e18.
    expect((summary.data as { revenue: number }).revenue).toBe(9.3e18);
    const year = await outsider.rpc('finance_year', { p_lodge_id: lodge, p_month: month });
    expect(year.error).toBeNull();

    const closed = await outsider.rpc('close_finance_month', { p_lodge_id: lodge, p_month: month });
    expect(closed.status).toBe(400);
    expect(closed.error?.message).toBe('month_too_large');
    expect(closed.error?.details).toBe(
      "This month's community share is larger than the fund can record: check the month's bookings for an amount typed by mistake.",
    );
  }, 120_000);
});

describe('reverse_fund_entry', () => {
  it('answers 404 with words for an unknown id (it answered 500 P0002)', async () => {
    const owner = world.people.owner.client as unknown as SupabaseClient;
    const unknown = await owner.rpc('reverse_fund_entry', {
      p_entry_id: '00000000-0000-4000-8000-000000000036',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.error?.code).toBe('PT404');
    expect(unknown.error?.message).toBe('fund_entry_not_found');
    expect(unknown.error?.details).toBe('There is no such entry in the community fund of your lodges.');
  });

  it('an entry of a lodge the caller is not in is not found either', async () => {
    const owner = await sampleOwner();
    const theirs = await sampleDisbursement(owner.client, owner.lodgeId);
    const outsider = world.people.outsider.client as unknown as SupabaseClient;
    const answer = await outsider.rpc('reverse_fund_entry', { p_entry_id: theirs });
    expect(answer.status).toBe(404);
    expect(answer.error?.message).toBe('fund_entry_not_found');
  });
});

describe('payments.paid_at', () => {
  it('refuses -infinity and infinity (it stored -infinity)', async () => {
    const staff = world.people.staff.client as unknown as SupabaseClient;
    const booking = must(
      await admin
        .from('bookings')
        .insert({ lodge_id: world.lodgeA, date: lodgeToday(), time: '11:00', name: 'Walk-in', guests: 1 })
        .select('id')
        .single(),
    ) as { id: string };
    for (const paidAt of ['-infinity', 'infinity', '1999-12-31T23:00:00Z']) {
      const refused = await staff
        .from('payments')
        .insert({
          lodge_id: world.lodgeA,
          booking_id: booking.id,
          amount: 100,
          method: 'cash',
          paid_at: paidAt,
        })
        .select('id');
      expect(refused.status).toBe(400);
      expect(refused.error?.code).toBe('22008');
      expect(refused.error?.message).toBe('paid_at_out_of_range');
    }
    // A payment is recorded with record_payment, dated by the server (issue 36: no direct insert).
    const fine = await staff.rpc('record_payment', {
      p_id: crypto.randomUUID(),
      p_lodge_id: world.lodgeA,
      p_booking_id: booking.id,
      p_amount: 100,
      p_method: 'cash',
    });
    expect(fine.error).toBeNull();
  });
});

describe('an amount of "0x10" is stored as 16 (refuse both)', () => {
  /** A new walk-in booking of lodge A (service role). */
  async function walkIn(): Promise<string> {
    return (
      must(
        await admin
          .from('bookings')
          .insert({ lodge_id: world.lodgeA, date: lodgeToday(), time: '12:00', name: 'Walk-in', guests: 1 })
          .select('id')
          .single(),
      ) as { id: string }
    ).id;
  }

  /** The amounts PostgreSQL 16+ would read as a number, and a fraction: none is a whole JSON number. */
  const notNumbers = ['0x10', '16', '1_6', '0o20', '0b10000', 16.5, true];

  function expectRefusedAsNotANumber(answer: {
    status: number;
    error: { code?: string; message?: string; details?: string } | null;
  }) {
    expect(answer.status).toBe(400);
    expect(answer.error?.code).toBe('22P02');
    expect(answer.error?.message).toBe('amount_not_a_number');
    expect(answer.error?.details).toMatch(/whole number of minor units/);
  }

  it('record_payment refuses a string or a fraction with 400 22P02 and stores nothing; a JSON number is recorded', async () => {
    const staff = world.people.staff.client as unknown as SupabaseClient;
    const booking = await walkIn();
    for (const amount of notNumbers) {
      const id = crypto.randomUUID();
      const answer = await staff.rpc('record_payment', {
        p_id: id,
        p_lodge_id: world.lodgeA,
        p_booking_id: booking,
        p_amount: amount,
        p_method: 'cash',
      });
      expectRefusedAsNotANumber(answer);
      expect(must(await admin.from('payments').select('id').eq('id', id))).toEqual([]);
    }
    const paid = await staff.rpc('record_payment', {
      p_id: crypto.randomUUID(),
      p_lodge_id: world.lodgeA,
      p_booking_id: booking,
      p_amount: 16,
      p_method: 'cash',
    });
    expect(paid.error).toBeNull();
    expect((paid.data as { amount: number }).amount).toBe(16);
  });

  it('a payment or an item inserted into the table directly is refused (its amount cannot be checked there)', async () => {
    const staff = world.people.staff.client as unknown as SupabaseClient;
    const booking = await walkIn();
    const payment = await staff
      .from('payments')
      .insert({ lodge_id: world.lodgeA, booking_id: booking, amount: '0x10', method: 'cash' })
      .select('id');
    expect(payment.status).toBe(403);
    expect(payment.error?.code).toBe('42501');
    expect(payment.error?.message).toBe('money_through_rpc');
    const item = await staff
      .from('booking_items')
      .insert({ lodge_id: world.lodgeA, booking_id: booking, quantity: 1, unit_price: '0x10' })
      .select('id');
    expect(item.status).toBe(403);
    expect(item.error?.message).toBe('money_through_rpc');
    expect(must(await admin.from('payments').select('id').eq('booking_id', booking))).toEqual([]);
    expect(must(await admin.from('booking_items').select('id').eq('booking_id', booking))).toEqual([]);
  });

  it('add_booking_item, update_booking_item, update_payment and record_fund_disbursement refuse "0x10" with 400 22P02', async () => {
    const owner = world.people.owner.client as unknown as SupabaseClient;
    const booking = await walkIn();
    expectRefusedAsNotANumber(
      await owner.rpc('add_booking_item', {
        p_id: crypto.randomUUID(),
        p_lodge_id: world.lodgeA,
        p_booking_id: booking,
        p_quantity: 1,
        p_unit_price: '0x10',
      }),
    );
    const item = must(
      await owner.rpc('add_booking_item', {
        p_id: crypto.randomUUID(),
        p_lodge_id: world.lodgeA,
        p_booking_id: booking,
        p_quantity: 1,
        p_unit_price: 2500,
      }),
    ) as { id: string; version: number };
    const payment = must(
      await owner.rpc('record_payment', {
        p_id: crypto.randomUUID(),
        p_lodge_id: world.lodgeA,
        p_booking_id: booking,
        p_amount: 2500,
        p_method: 'cash',
      }),
    ) as { id: string; version: number };
    expectRefusedAsNotANumber(
      await owner.rpc('update_booking_item', {
        p_item_id: item.id,
        p_version: item.version,
        p_quantity: 1,
        p_unit_price: '0x10',
      }),
    );
    expectRefusedAsNotANumber(
      await owner.rpc('update_payment', {
        p_payment_id: payment.id,
        p_version: payment.version,
        p_amount: '0x10',
        p_method: 'cash',
      }),
    );
    expectRefusedAsNotANumber(
      await owner.rpc('record_fund_disbursement', {
        p_lodge_id: world.lodgeA,
        p_entry_date: lodgeToday(),
        p_amount: '0x10',
        p_purpose: 'Books',
        p_recipient: 'School',
      }),
    );
    // Nothing changed; a JSON number still corrects.
    expect(
      must(await admin.from('booking_items').select('unit_price, version').eq('id', item.id).single()),
    ).toEqual({
      unit_price: 2500,
      version: item.version,
    });
    const fixed = await owner.rpc('update_payment', {
      p_payment_id: payment.id,
      p_version: payment.version,
      p_amount: 2600,
      p_method: 'cash',
    });
    expect(fixed.error).toBeNull();
    expect((fixed.data as { amount: number }).amount).toBe(2600);
  });

  it('book_stay refuses a nightly rate of "0x10" with 400 22P02 and books nothing', async () => {
    const owner = world.people.owner.client as unknown as SupabaseClient;
    const room = must(
      await admin
        .from('rooms')
        .insert({
          lodge_id: world.lodgeA,
          name: `Hex ${crypto.randomUUID().slice(0, 8)}`,
          nightly_rate: 50000,
        })
        .select('id')
        .single(),
    ) as { id: string };
    const id = crypto.randomUUID();
    expectRefusedAsNotANumber(
      await owner.rpc('book_stay', {
        p_stay: {
          id,
          lodge_id: world.lodgeA,
          guest_name: 'Hex Guest',
          arrival: monthStart(1),
          departure: `${monthStart(1).slice(0, 8)}03`,
          adults: 1,
          rooms: [{ room_id: room.id, nightly_rate: '0x10' }],
        },
      }),
    );
    expect(must(await admin.from('bookings').select('id').eq('id', id))).toEqual([]);
  });
});
