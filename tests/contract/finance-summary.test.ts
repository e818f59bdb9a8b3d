import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestBackend, sharedTestBackend } from './harness.ts';
import { type LodgeWorld, buildLodgeWorld, must } from './lodge-fixtures.ts';

/**
 * `public.finance_summary` (issue 20) against hand-computed figures. Lodge A: capacity 2, community
 * share 15 % (spec §9). Products: Room (accommodation, price 10000, cost 4000 minor units a night),
 * Tour (activity, 2500, cost 1000 a person). Channel "OTA" with 12.5 % commission.
 *
 * January 2025 (31 days):
 *   A direct     Room ×3 (30000) + Tour ×2 (5000) = 35000; costs 12000 + 2000 = 14000;
 *                paid 35000 cash, refunded −5000 → received 30000, due 5000
 *   B via OTA    Room ×1 + Tour ×1 = 12500; costs 5000; paid 12500 to the channel
 *                commission 12.5 % of 12500 = 1562.5 → 1563 (half away from zero)
 *   C cancelled  Room ×5 and a 10000 payment: left out
 *   revenue 47500, costs 19000, commission 1563, profit 26937,
 *   share 15 % of 26937 = 4040.55 → 4041, received 52500 (every payment received in January, C's
 *   10000 too: issue 32), due 5000, owed to guests 0,
 *   occupancy 4 nights ÷ (2 × 31) = 6.45 % → 6.5
 * February 2025: D direct Room ×1 at 1000 (below its 4000 cost): profit −3000 → share 0.
 */
let backend: TestBackend;
let world: LodgeWorld;
let admin: SupabaseClient;
let owner: SupabaseClient;
const ids: Record<string, string> = {};

async function insert(table: string, row: Record<string, unknown>): Promise<string> {
  return (must(await admin.from(table).insert(row).select('id').single()) as { id: string }).id;
}

async function summary(client: SupabaseClient, month: string) {
  const { data, error } = await client.rpc('finance_summary', { p_lodge_id: world.lodgeA, p_month: month });
  if (error) throw new Error(JSON.stringify(error));
  return data as Record<string, unknown>;
}

beforeAll(async () => {
  backend = await sharedTestBackend();
  world = await buildLodgeWorld(backend, 'fin');
  admin = world.admin as unknown as SupabaseClient;
  owner = world.people.owner.client as unknown as SupabaseClient;
  const lodge = world.lodgeA;
  must(await admin.from('lodges').update({ capacity: 2, community_share_pct: 15 }).eq('id', lodge).select());
  ids.room = await insert('products', {
    lodge_id: lodge,
    name: 'Room',
    description: 'A room',
    type: 'accommodation',
    price: 10000,
    cost: 4000,
  });
  ids.tour = await insert('products', {
    lodge_id: lodge,
    name: 'Tour',
    description: 'A tour',
    type: 'activity',
    price: 2500,
    cost: 1000,
  });
  ids.ota = await insert('distribution_channels', {
    lodge_id: lodge,
    kind: 'ota',
    name: 'OTA',
    commission_pct: 12.5,
  });
  const booking = (name: string, date: string, extra: Record<string, unknown> = {}) =>
    insert('bookings', { lodge_id: lodge, name, date, time: '14:00', guests: 2, ...extra });
  const item = (booking_id: string, product_id: string, quantity: number, unit_price?: number) =>
    insert('booking_items', { lodge_id: lodge, booking_id, product_id, quantity, unit_price });
  // Received on the booking's day (issue 32: a payment counts in the month it was received).
  const pay = (booking_id: string, amount: number, method: string, paid_at: string) =>
    insert('payments', { lodge_id: lodge, booking_id, amount, method, paid_at });

  ids.a = await booking('A', '2025-01-10');
  await item(ids.a, ids.room, 3);
  await item(ids.a, ids.tour, 2);
  await pay(ids.a, 35000, 'cash', '2025-01-10T10:00:00+02:00');
  await pay(ids.a, -5000, 'cash', '2025-01-10T18:00:00+02:00');
  ids.b = await booking('B', '2025-01-20', { channel_id: ids.ota });
  await item(ids.b, ids.room, 1);
  await item(ids.b, ids.tour, 1);
  await pay(ids.b, 12500, 'channel', '2025-01-20T10:00:00+02:00');
  ids.c = await booking('C', '2025-01-25', { status: 'cancelled' });
  await item(ids.c, ids.room, 5);
  await pay(ids.c, 10000, 'card', '2025-01-25T10:00:00+02:00');
  ids.d = await booking('D', '2025-02-05');
  await item(ids.d, ids.room, 1, 1000);
});
afterAll(async () => backend?.stop());

describe('finance_summary: one definition of the month’s figures', () => {
  it('a month with a cancelled booking, a refund and a commissioned channel', async () => {
    expect(await summary(owner, '2025-01-17')).toEqual({
      revenue: 47500,
      costs: 19000,
      commission: 1563,
      profit: 26937,
      community_share: 4041,
      community_share_pct: 15,
      received: 52500,
      due: 5000,
      owed_to_guests: 0,
      occupancy_pct: 6.5,
      by_channel: [
        { channel_id: null, name: 'Direct (no channel)', revenue: 35000, commission: 0 },
        { channel_id: ids.ota, name: 'OTA', revenue: 12500, commission: 1563 },
      ],
      by_type: [
        { type: 'accommodation', revenue: 40000, costs: 16000 },
        { type: 'activity', revenue: 7500, costs: 3000 },
      ],
    });
  });

  it('a loss-making month gives the community a share of 0, never a negative one', async () => {
    const february = await summary(owner, '2025-02-01');
    expect(february).toMatchObject({
      revenue: 1000,
      costs: 4000,
      commission: 0,
      profit: -3000,
      community_share: 0,
    });
  });

  it('the commission % is the channel’s when the booking got it: a later change of rate rewrites nothing', async () => {
    must(await admin.from('distribution_channels').update({ commission_pct: 20 }).eq('id', ids.ota).select());
    expect(await summary(owner, '2025-01-01')).toMatchObject({ commission: 1563 });
  });

  it('closing a month freezes it, credits its share, and carries later changes into the next open month', async () => {
    const closed = await owner.rpc('close_finance_month', {
      p_lodge_id: world.lodgeA,
      p_month: '2025-01-01',
    });
    expect(closed.error).toBeNull();
    const fund = must(
      await owner.from('community_fund_entries').select('kind, month, amount').eq('lodge_id', world.lodgeA),
    );
    expect(fund).toEqual([{ kind: 'share', month: '2025-01-01', amount: 4041 }]);

    // A tour added afterwards to January's booking A: January stays as closed…
    await insert('booking_items', {
      lodge_id: world.lodgeA,
      booking_id: ids.a,
      product_id: ids.tour,
      quantity: 1,
    });
    expect(await summary(owner, '2025-01-01')).toMatchObject({
      revenue: 47500,
      profit: 26937,
      community_share: 4041,
    });
    // …and February, the next open month, carries it as an adjustment.
    const february = await summary(owner, '2025-02-01');
    expect(february).toMatchObject({
      revenue: 3500,
      costs: 5000,
      commission: 0,
      profit: -1500,
      community_share: 0,
    });
    expect(february.by_type).toContainEqual({ type: 'adjustment', revenue: 2500, costs: 1000 });
    expect(february.by_channel).toContainEqual({
      channel_id: null,
      name: 'Adjustments to closed months',
      revenue: 2500,
      commission: 0,
    });
    // Months close in order, only once, and only when over.
    const again = await owner.rpc('close_finance_month', { p_lodge_id: world.lodgeA, p_month: '2025-01-01' });
    expect(again.error?.message).toBe('month_already_closed');
    const skip = await owner.rpc('close_finance_month', { p_lodge_id: world.lodgeA, p_month: '2025-03-01' });
    expect(skip.error?.details).toBe('Months close in order: close February 2025 first.');

    expect(
      (await owner.rpc('close_finance_month', { p_lodge_id: world.lodgeA, p_month: '2025-02-01' })).error,
    ).toBeNull();
    // Accounted for: March no longer carries January's tour.
    expect(await summary(owner, '2025-03-01')).toMatchObject({ revenue: 0, profit: 0, by_type: [] });
    // Cancelling January's OTA booking now is carried into March: −12500 revenue, −5000 costs, −1563;
    // its payment stays received in January (issue 32: payments count in the month received).
    must(await admin.from('bookings').update({ status: 'cancelled' }).eq('id', ids.b).select());
    expect(await summary(owner, '2025-03-01')).toMatchObject({
      revenue: -12500,
      costs: -5000,
      commission: -1563,
      profit: -5937,
      community_share: 0,
      received: 0,
    });
  });

  it('the fund’s ledger: disbursements up to the balance, counter-entries, no deletes', async () => {
    const tooMuch = await owner.rpc('record_fund_disbursement', {
      p_lodge_id: world.lodgeA,
      p_entry_date: '2025-03-02',
      p_amount: 5000,
      p_purpose: 'School bursaries',
      p_recipient: 'Boro Primary School',
    });
    expect(tooMuch.error?.details).toBe("A disbursement cannot be more than the fund's balance.");
    const paid = await owner.rpc('record_fund_disbursement', {
      p_lodge_id: world.lodgeA,
      p_entry_date: '2025-03-02',
      p_amount: 1000,
      p_purpose: 'School bursaries',
      p_recipient: 'Boro Primary School',
      p_note: 'Books',
    });
    expect(paid.error).toBeNull();
    const reversed = await owner.rpc('reverse_fund_entry', { p_entry_id: paid.data, p_note: 'Wrong amount' });
    expect(reversed.error).toBeNull();
    const twice = await owner.rpc('reverse_fund_entry', { p_entry_id: paid.data });
    expect(twice.error?.message).toBe('already_reversed');
    const entries = must(
      await owner
        .from('community_fund_entries')
        .select('kind, amount')
        .eq('lodge_id', world.lodgeA)
        .order('created_at'),
    ) as { kind: string; amount: number }[];
    expect(entries.map((entry) => [entry.kind, entry.amount])).toEqual([
      ['share', 4041],
      ['share', 0],
      ['disbursement', -1000],
      ['reversal', 1000],
    ]);
    // Not even service_role deletes or edits a ledger row.
    const removed = await admin
      .from('community_fund_entries')
      .delete()
      .eq('id', paid.data as string);
    expect(removed.error?.message).toBe('ledger_append_only');
    const edited = await admin.from('payments').update({ amount: 1 }).eq('booking_id', ids.a);
    expect(edited.error?.message).toBe('ledger_append_only');
  });

  it('a booking item’s line total is quantity × unit price exactly, with the product’s price and cost copied in', async () => {
    const itemId = await insert('booking_items', {
      lodge_id: world.lodgeA,
      booking_id: ids.d,
      product_id: ids.room,
      quantity: 7,
    });
    const row = must(await admin.from('booking_items').select('*').eq('id', itemId).single()) as Record<
      string,
      unknown
    >;
    expect(row).toMatchObject({
      unit_price: 10000,
      unit_cost: 4000,
      line_total: 70000,
      product_name: 'Room',
      product_type: 'accommodation',
    });
  });

  it('finance_year: twelve months, and over them each type’s revenue, costs and quantity, and occupancy', async () => {
    const { data, error } = await owner.rpc('finance_year', {
      p_lodge_id: world.lodgeA,
      p_month: '2025-03-15',
    });
    expect(error).toBeNull();
    const year = data as {
      months: { month: string }[];
      by_type: unknown;
      occupancy_pct: number;
      capacity: number;
    };
    expect(year.months.map((month) => month.month)).toHaveLength(12);
    expect(year.months[0]?.month).toBe('2024-04-01');
    expect(year.months[11]?.month).toBe('2025-03-01');
    // A: Room ×3, Tour ×2 + ×1; D: Room ×1 at 1000 and ×7 at 10000; B and C cancelled.
    expect(year.by_type).toEqual([
      { type: 'accommodation', revenue: 101000, costs: 44000, quantity: 11 },
      { type: 'activity', revenue: 7500, costs: 3000, quantity: 3 },
    ]);
    // 11 nights ÷ (2 rooms × 365 days) = 1.51 %.
    expect(year).toMatchObject({ capacity: 2, occupancy_pct: 1.5 });
  });
});
