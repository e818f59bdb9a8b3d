import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestBackend, sharedTestBackend } from './harness.ts';
import { type LodgeWorld, buildLodgeWorld, must } from './lodge-fixtures.ts';

/**
 * Issue 32 "Figures a trustee can sign" against the real backend through supabase-js: corrections of
 * items and payments (open month in place, closed month as an adjustment in the next open month), the
 * share frozen with its month, money owed back to guests, and the currency chosen once.
 *
 * Lodge A, community share 15 %. Products: Tent (accommodation, 185000 a night, cost 65000), Walk
 * (activity, 35000, cost 10000). Channel "OTA" 15 %.
 *   January 2025   J  direct, Tent ×3 = 555000, paid 555000 on 5 January
 *   March 2025     M  via OTA, Tent ×2 = 370000 + Walk ×1 = 35000; a mistaken Walk ×1 (35000)
 *                  O  direct, Walk ×5 = 175000 (P 1,750.00), paid 1750000 (P 17,500) on 3 March
 */
let backend: TestBackend;
let world: LodgeWorld;
let admin: SupabaseClient;
let owner: SupabaseClient;
let staff: SupabaseClient;
let trustee: SupabaseClient;
const ids: Record<string, string> = {};

async function insert(table: string, row: Record<string, unknown>): Promise<string> {
  return (must(await admin.from(table).insert(row).select('id').single()) as { id: string }).id;
}

/** The figures these tests read (minor units). */
interface Figures {
  revenue: number;
  costs: number;
  commission: number;
  profit: number;
  community_share: number;
  community_share_pct: number;
  received: number;
  due: number;
  owed_to_guests: number;
  by_type: { type: string; revenue: number; costs: number }[];
}

async function summary(month: string): Promise<Figures> {
  const { data, error } = await owner.rpc('finance_summary', { p_lodge_id: world.lodgeA, p_month: month });
  if (error) throw new Error(JSON.stringify(error));
  return data as unknown as Figures;
}

async function lines(month: string) {
  const { data, error } = await trustee.rpc('finance_month_lines', {
    p_lodge_id: world.lodgeA,
    p_month: month,
  });
  if (error) throw new Error(JSON.stringify(error));
  return data as {
    items: { id: string; quantity: number; line_total: number }[];
    payments: { id: string; amount: number }[];
    adjustments: { month: string; adjusts_month: string; revenue: number; reason: string | null }[];
    adjusted_later: { month: string; revenue: number; reason: string | null; booking: string }[];
    other_adjustment: { revenue: number; received: number } | null;
  };
}

async function version(table: 'booking_items' | 'payments', id: string): Promise<number> {
  return (must(await admin.from(table).select('version').eq('id', id).single()) as { version: number })
    .version;
}

beforeAll(async () => {
  backend = await sharedTestBackend();
  world = await buildLodgeWorld(backend, 'fix');
  admin = world.admin as unknown as SupabaseClient;
  owner = world.people.owner.client as unknown as SupabaseClient;
  staff = world.people.staff.client as unknown as SupabaseClient;
  trustee = world.people.trustee.client as unknown as SupabaseClient;
  const lodge = world.lodgeA;
  must(
    await admin.from('lodges').update({ community_share_pct: 15, currency: 'BWP' }).eq('id', lodge).select(),
  );
  ids.tent = await insert('products', {
    lodge_id: lodge,
    name: 'Tent',
    description: 'A tent',
    type: 'accommodation',
    price: 185000,
    cost: 65000,
  });
  ids.walk = await insert('products', {
    lodge_id: lodge,
    name: 'Walk',
    description: 'A walk',
    type: 'activity',
    price: 35000,
    cost: 10000,
  });
  ids.ota = await insert('distribution_channels', {
    lodge_id: lodge,
    kind: 'ota',
    name: 'OTA',
    commission_pct: 15,
  });
  const booking = (name: string, date: string, extra: Record<string, unknown> = {}) =>
    insert('bookings', { lodge_id: lodge, name, date, time: '14:00', guests: 2, ...extra });
  const item = (booking_id: string, product_id: string, quantity: number) =>
    insert('booking_items', { lodge_id: lodge, booking_id, product_id, quantity });
  ids.j = await booking('Tent 3', '2025-01-05');
  ids.jItem = await item(ids.j, ids.tent, 3);
  ids.jPay = await insert('payments', {
    lodge_id: lodge,
    booking_id: ids.j,
    amount: 555000,
    method: 'cash',
    paid_at: '2025-01-05T10:00:00+02:00',
  });
  ids.m = await booking('OTA couple', '2025-03-10', { channel_id: ids.ota });
  await item(ids.m, ids.tent, 2);
  await item(ids.m, ids.walk, 1);
  ids.mistake = await item(ids.m, ids.walk, 1);
  ids.o = await booking('Overpaid walkers', '2025-03-03');
  await item(ids.o, ids.walk, 5);
});
afterAll(async () => backend?.stop());

describe('issue 32: correct, never rewrite', () => {
  it('removing a mistaken item in an open month drops revenue and the share by exactly its amount', async () => {
    const before = await summary('2025-03-01');
    const noReason = await owner.rpc('remove_booking_item', {
      p_item_id: ids.mistake,
      p_version: 1,
      p_reason: '  ',
    });
    expect(noReason.error?.message).toBe('reason_required');
    const stale = await owner.rpc('remove_booking_item', {
      p_item_id: ids.mistake,
      p_version: 7,
      p_reason: 'x',
    });
    expect(stale.error?.message).toBe('money_changed_meanwhile');
    expect(stale.status).toBe(409);
    const removed = await owner.rpc('remove_booking_item', {
      p_item_id: ids.mistake,
      p_version: 1,
      p_reason: 'Walk entered twice',
    });
    expect(removed.error).toBeNull();
    const after = await summary('2025-03-01');
    // The OTA booking: revenue 35000 less, commission 15 % of it (5250) less, costs 10000 less.
    expect(before.revenue - after.revenue).toBe(35000);
    expect(before.costs - after.costs).toBe(10000);
    expect(before.commission - after.commission).toBe(5250);
    expect(before.profit - after.profit).toBe(35000 - 10000 - 5250);
    // The share is 15 % of the month's profit, rounded once on the month (issue 20's rule).
    expect(after.community_share).toBe(Math.round(after.profit * 0.15));
    expect(before.community_share - after.community_share).toBeCloseTo((35000 - 10000 - 5250) * 0.15, -0.5);
    // An open month gets no adjustment: its own figures changed.
    expect((await lines('2025-03-01')).adjustments).toEqual([]);
  });

  it('items are removed only with a reason, through remove_booking_item (no plain delete)', async () => {
    const plain = await owner.from('booking_items').delete().eq('id', ids.jItem).select('id');
    expect(plain.error?.code).toBe('42501');
  });

  it('review of stop 31: update_payment without p_reference saves the payment with no reference', async () => {
    const paid = must(
      await owner.rpc('record_payment', {
        p_id: crypto.randomUUID(),
        p_lodge_id: world.lodgeA,
        p_booking_id: ids.m,
        p_amount: 1500,
        p_method: 'card',
        p_reference: 'Slip 7',
      }),
    ) as { id: string; version: number };
    const fixed = await owner.rpc('update_payment', {
      p_payment_id: paid.id,
      p_version: paid.version,
      p_amount: 1600,
      p_method: 'card',
    });
    expect(fixed.error).toBeNull();
    expect(fixed.data).toMatchObject({ amount: 1600, reference: null, version: paid.version + 1 });
    const gone = await owner.rpc('remove_payment', {
      p_payment_id: paid.id,
      p_version: paid.version + 1,
      p_reason: 'Test line',
    });
    expect(gone.error).toBeNull();
  });

  it('staff correct their own payment on the day, not another person’s line; trustees correct nothing', async () => {
    const mine = must(
      await staff.rpc('record_payment', {
        p_id: crypto.randomUUID(),
        p_lodge_id: world.lodgeA,
        p_booking_id: ids.m,
        p_amount: 1000,
        p_method: 'cash',
      }),
    ) as { id: string; version: number };
    const fixed = await staff.rpc('update_payment', {
      p_payment_id: mine.id,
      p_version: mine.version,
      p_amount: 2000,
      p_method: 'mobile_money',
      p_reference: 'MM 1',
    });
    expect(fixed.error).toBeNull();
    expect(fixed.data).toMatchObject({ amount: 2000, method: 'mobile_money', version: 2 });
    const gone = await staff.rpc('remove_payment', {
      p_payment_id: mine.id,
      p_version: 2,
      p_reason: 'Typed twice',
    });
    expect(gone.error).toBeNull();
    const others = await staff.rpc('update_booking_item', {
      p_item_id: ids.jItem,
      p_version: 1,
      p_quantity: 1,
      p_unit_price: 1,
    });
    expect(others.error?.message).toBe('money_change_not_allowed');
    const byTrustee = await trustee.rpc('remove_payment', {
      p_payment_id: ids.jPay,
      p_version: 1,
      p_reason: 'x',
    });
    expect(byTrustee.error?.message).toMatch(/money_change_not_allowed|money_row_not_found/);
    // The ledger's guard still refuses a plain edit of a payment.
    const plain = await admin.from('payments').update({ amount: 1 }).eq('id', ids.jPay);
    expect(plain.error?.message).toBe('ledger_append_only');
  });

  it('a change to a closed month is an adjustment in the next open month, shown on both months', async () => {
    expect(
      (await owner.rpc('close_finance_month', { p_lodge_id: world.lodgeA, p_month: '2025-01-01' })).error,
    ).toBeNull();
    const january = await summary('2025-01-01');
    const february = await summary('2025-02-01');
    // Tent 3: one of its three nights was never stayed.
    const changed = await owner.rpc('update_booking_item', {
      p_item_id: ids.jItem,
      p_version: await version('booking_items', ids.jItem ?? ''),
      p_quantity: 2,
      p_unit_price: 185000,
      p_reason: 'Tent 3 extra night removed',
    });
    expect(changed.error).toBeNull();
    // January is never rewritten: same figures, same lines.
    expect(await summary('2025-01-01')).toEqual(january);
    const januaryLines = await lines('2025-01-01');
    expect(januaryLines.items.map((line) => line.quantity)).toEqual([3]);
    expect(januaryLines.adjusted_later).toEqual([
      expect.objectContaining({
        month: '2025-02-01',
        revenue: -185000,
        reason: 'Tent 3 extra night removed',
      }),
    ]);
    // February, the next open month, counts it.
    const februaryAfter = await summary('2025-02-01');
    expect(februaryAfter.revenue - february.revenue).toBe(-185000);
    expect(februaryAfter.costs - february.costs).toBe(-65000);
    expect(februaryAfter.by_type).toContainEqual({ type: 'adjustment', revenue: -185000, costs: -65000 });
    const februaryLines = await lines('2025-02-01');
    expect(februaryLines.adjustments).toEqual([
      expect.objectContaining({
        adjusts_month: '2025-01-01',
        revenue: -185000,
        reason: 'Tent 3 extra night removed',
      }),
    ]);
    expect(februaryLines.other_adjustment).toMatchObject({ revenue: 0, received: 0 });
    // A payment received in January, corrected later: January's received stays, February carries it.
    const refundFix = await owner.rpc('update_payment', {
      p_payment_id: ids.jPay,
      p_version: 1,
      p_amount: 370000,
      p_method: 'cash',
      p_reference: null,
      p_reason: 'Only two nights were paid',
    });
    expect(refundFix.error).toBeNull();
    expect((await summary('2025-01-01')).received).toBe(555000);
    expect((await summary('2025-02-01')).received - februaryAfter.received).toBe(-185000);
  });

  it('a closed month keeps its share percentage; a new percentage applies from the next open month', async () => {
    must(await owner.from('lodges').update({ community_share_pct: 20 }).eq('id', world.lodgeA).select('id'));
    const january = await summary('2025-01-01');
    expect(january.community_share_pct).toBe(15);
    expect(january.community_share).toBe(Math.round(january.profit * 0.15));
    const february = await summary('2025-02-01');
    expect(february.community_share_pct).toBe(20);
    const closedRow = must(
      await trustee
        .from('finance_months')
        .select('community_share_pct')
        .eq('lodge_id', world.lodgeA)
        .eq('month', '2025-01-01')
        .single(),
    ) as { community_share_pct: number };
    expect(Number(closedRow.community_share_pct)).toBe(15);
  });
});

describe('issue 32: money owed back to guests', () => {
  it('an overpayment shows as owed to guests in the booking’s month; a refund clears it', async () => {
    const before = await summary('2025-03-01');
    expect(before.owed_to_guests).toBe(0);
    await insert('payments', {
      lodge_id: world.lodgeA,
      booking_id: ids.o,
      amount: 1750000,
      method: 'cash',
      paid_at: '2025-03-03T10:00:00+02:00',
    });
    const overpaid = await summary('2025-03-01');
    expect(overpaid.owed_to_guests).toBe(1575000);
    expect(overpaid.received - before.received).toBe(1750000);
    await insert('payments', {
      lodge_id: world.lodgeA,
      booking_id: ids.o,
      amount: -1575000,
      method: 'cash',
      reference: 'Overpayment returned',
      paid_at: '2025-03-04T10:00:00+02:00',
    });
    expect((await summary('2025-03-01')).owed_to_guests).toBe(0);
  });
});

describe('issue 32: currency chosen once', () => {
  it('once an amount is recorded the currency cannot change; a lodge with no amounts may', async () => {
    const locked = await owner.rpc('lodge_currency_locked', { p_lodge_id: world.lodgeA });
    expect(locked.data).toBe(true);
    const change = await owner.from('lodges').update({ currency: 'USD' }).eq('id', world.lodgeA).select('id');
    expect(change.error?.message).toBe('currency_locked');
    expect(change.error?.details).toBe('Amounts are recorded in BWP: the currency cannot change now.');
    // The rest of the settings still save.
    const rename = await owner.from('lodges').update({ capacity: 9 }).eq('id', world.lodgeA).select('id');
    expect(rename.error).toBeNull();
    const outsider = world.people.outsider.client as unknown as SupabaseClient;
    expect((await outsider.rpc('lodge_currency_locked', { p_lodge_id: world.lodgeB })).data).toBe(false);
    const free = await outsider
      .from('lodges')
      .update({ currency: 'USD' })
      .eq('id', world.lodgeB)
      .select('id');
    expect(free.error).toBeNull();
  });
});
