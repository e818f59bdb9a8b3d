import type pg from 'pg';
import { type Caller, type Row, type World, insertRow } from './sql-session.ts';

/**
 * The rows the SQL RLS matrix works on, one case per lodge table (the same rows as the contract
 * matrix, tests/contract/rls-matrix.test.ts; the expectations are shared:
 * tests/support/rls-expectations.ts). Fixtures are made as service_role inside the cell's
 * transaction, which is rolled back, so fixed values never collide.
 */
export interface SqlCase {
  table: string;
  /** Primary-key columns (default ['id']). */
  key?: string[];
  /** Makes the row the caller works on (as service_role); returns it. */
  fixture(api: pg.Client, world: World): Promise<Row>;
  /** Prepares (as service_role) and returns the row the caller tries to insert into lodge A. */
  insert?(api: pg.Client, world: World, caller: Caller): Promise<Row>;
  /** The change each caller tries on the fixture. */
  update?: Row;
}

const made = async (api: pg.Client, table: string, row: Row) => (await insertRow(api, table, row)).rows[0]!;
const staffMember = (api: pg.Client, w: World) =>
  made(api, 'staff_members', { lodge_id: w.lodgeA, name: 'Kabo Sekgoma', role_label: 'Mokoro Poler' });
const booking = (api: pg.Client, w: World) =>
  made(api, 'bookings', {
    lodge_id: w.lodgeA,
    date: '2026-11-23',
    time: '07:30',
    name: 'Morning Mokoro',
    guests: 4,
  });
const review = (api: pg.Client, w: World) =>
  made(api, 'reviews', {
    lodge_id: w.lodgeA,
    guest_name: 'Anna',
    review_date: '2026-11-12',
    body: 'Birds!',
    rating: 5,
  });
/** A room of lodge A (issue 31), a new name each time (unique per lodge). */
const room = (api: pg.Client, w: World) =>
  made(api, 'rooms', {
    lodge_id: w.lodgeA,
    name: `Tent ${crypto.randomUUID().slice(0, 8)}`,
    room_type: 'tent',
  });
/** A stay in a new room of lodge A and its stay room (as book_stay makes them). */
const stayRoom = async (api: pg.Client, w: World) => {
  const { id: roomId } = await room(api, w);
  const stay = await made(api, 'bookings', {
    lodge_id: w.lodgeA,
    kind: 'stay',
    date: '2026-12-02',
    time: '14:00',
    name: 'Kagiso',
    guests: 2,
    adults: 2,
    children: 0,
    arrival: '2026-12-02',
    departure: '2026-12-04',
  });
  return { roomId, bookingId: stay.id };
};
/** A closed month's row as close_finance_month writes it (issue 20), figures zero. */
const closedMonth = (lodgeId: string, month: string) => ({
  lodge_id: lodgeId,
  month,
  figures: {},
  accounted_revenue: 0,
  accounted_costs: 0,
  accounted_commission: 0,
  accounted_received: 0,
  // Issue 32: a closed month keeps the share percentage it was closed with.
  community_share_pct: 15,
});
/** A disbursement from the community fund (issue 20): a negative amount with purpose and recipient. */
const disbursement = (lodgeId: string) => ({
  lodge_id: lodgeId,
  kind: 'disbursement',
  entry_date: '2026-10-10',
  amount: -400000,
  purpose: 'School bursaries',
  recipient: 'Boro Primary School',
});
/** A caller's own user id (anon tries someone else's). */
const selfOf = (w: World, caller: Caller, fallback: 'staff' | 'outsider') =>
  caller === 'anon' ? w.users[fallback] : w.users[caller];

export const SQL_CASES: SqlCase[] = [
  {
    table: 'lodges',
    fixture: async (api, w) => {
      const lodge = await made(api, 'lodges', { name: 'Fresh Lodge' });
      for (const role of ['owner', 'manager', 'staff', 'trustee'] as const) {
        await made(api, 'lodge_members', { lodge_id: lodge.id, user_id: w.users[role], role });
      }
      return lodge;
    },
    insert: async () => ({ name: 'My Own Lodge' }),
    update: { location: 'Boro, Okavango Delta' },
  },
  {
    table: 'lodge_members',
    key: ['lodge_id', 'user_id'],
    fixture: (api, w) =>
      made(api, 'lodge_members', { lodge_id: w.lodgeA, user_id: w.users.bystander, role: 'trustee' }),
    insert: async (_api, w, caller) => ({
      lodge_id: w.lodgeA,
      user_id: selfOf(w, caller, 'outsider'),
      role: 'owner',
    }),
    update: { role: 'staff' },
  },
  {
    table: 'lodge_invitations',
    fixture: (api, w) =>
      made(api, 'lodge_invitations', { lodge_id: w.lodgeA, code: 'ABCD-EFGH', role: 'staff' }),
    insert: async (_api, w) => ({ lodge_id: w.lodgeA, code: 'WXYZ-2345', role: 'staff' }),
    update: { role: 'manager' },
  },
  {
    table: 'staff_members',
    fixture: staffMember,
    insert: async (_api, w) => ({ lodge_id: w.lodgeA, name: 'Thato Moremi', role_label: 'Tour Guide' }),
    update: { phone: '+267 71 234 567' },
  },
  {
    table: 'shifts',
    fixture: async (api, w) =>
      made(api, 'shifts', {
        lodge_id: w.lodgeA,
        staff_member_id: (await staffMember(api, w)).id,
        date: '2026-11-20',
      }),
    insert: async (api, w) => ({
      lodge_id: w.lodgeA,
      staff_member_id: (await staffMember(api, w)).id,
      date: '2026-11-23',
    }),
    update: { starts_at: '06:00' },
  },
  {
    table: 'bookings',
    fixture: booking,
    insert: async (_api, w) => ({
      lodge_id: w.lodgeA,
      date: '2026-11-24',
      time: '06:30',
      name: 'Bush Walk',
      guests: 5,
    }),
    update: { description: 'Closed shoes required.' },
  },
  {
    table: 'booking_contacts',
    key: ['booking_id'],
    fixture: async (api, w) =>
      made(api, 'booking_contacts', {
        booking_id: (await booking(api, w)).id,
        lodge_id: w.lodgeA,
        guest_name: 'Anna',
      }),
    insert: async (api, w) => ({
      booking_id: (await booking(api, w)).id,
      lodge_id: w.lodgeA,
      guest_name: 'James',
    }),
    update: { guest_email: 'anna@example.org' },
  },
  {
    table: 'booking_notes',
    fixture: async (api, w) =>
      made(api, 'booking_notes', {
        lodge_id: w.lodgeA,
        booking_id: (await booking(api, w)).id,
        body: 'Vegetarian lunch.',
        created_by: w.users.staff,
      }),
    insert: async (api, w) => ({
      lodge_id: w.lodgeA,
      booking_id: (await booking(api, w)).id,
      body: 'Binoculars.',
    }),
    update: { body: 'Vegetarian lunch for two.' },
  },
  {
    table: 'daily_notes',
    fixture: (api, w) =>
      made(api, 'daily_notes', {
        lodge_id: w.lodgeA,
        date: '2026-11-23',
        body: 'Generator at 14:00.',
        created_by: w.users.staff,
      }),
    insert: async (_api, w) => ({ lodge_id: w.lodgeA, body: 'Vegetarian dinner for the Dube family.' }),
    update: { body: 'Generator at 15:00.' },
  },
  {
    table: 'deleted_rows',
    fixture: (api, w) =>
      made(api, 'deleted_rows', { lodge_id: w.lodgeA, table_name: 'products', row_id: crypto.randomUUID() }),
    insert: async (_api, w) => ({ lodge_id: w.lodgeA, table_name: 'products', row_id: crypto.randomUUID() }),
    update: { table_name: 'shifts' },
  },
  ...(
    [
      ['products', { name: 'Family Chalet', description: 'Sleeps four.' }, { description: 'Thatched.' }],
      ['distribution_channels', { kind: 'direct', name: 'Direct', share_pct: 45 }, { share_pct: 50 }],
      [
        'reviews',
        { guest_name: 'James', review_date: '2026-11-08', body: 'Warm staff.', rating: 4 },
        { source: 'TripAdvisor' },
      ],
      ['feedback_scores', { category: 'Accommodation', score: 86 }, { score: 88 }],
      [
        'social_mentions',
        { image: 'social-sunset.svg', image_alt: 'Sunset', author: '@anna', platform: 'Instagram' },
        { likes: 12 },
      ],
      [
        'message_templates',
        { title: 'Welcome', channel: 'WhatsApp', body: 'Dumelang!' },
        { body: 'Thank you.' },
      ],
    ] as const
  ).map(([table, row, update]): SqlCase => ({
    table,
    fixture: (api, w) => made(api, table, { lodge_id: w.lodgeA, ...row }),
    insert: async (_api, w) => ({ lodge_id: w.lodgeA, ...row }),
    update,
  })),
  {
    table: 'booking_items',
    fixture: async (api, w) =>
      made(api, 'booking_items', {
        lodge_id: w.lodgeA,
        booking_id: (await booking(api, w)).id,
        quantity: 2,
        unit_price: 45000,
      }),
    insert: async (api, w) => ({
      lodge_id: w.lodgeA,
      booking_id: (await booking(api, w)).id,
      quantity: 1,
      unit_price: 35000,
    }),
    update: { quantity: 3 },
  },
  {
    table: 'rooms',
    fixture: (api, w) => room(api, w),
    insert: async (_api, w) => ({ lodge_id: w.lodgeA, name: `Tent ${crypto.randomUUID().slice(0, 8)}` }),
    update: { sleeps: 3 },
  },
  {
    table: 'room_out_of_order',
    fixture: async (api, w) =>
      made(api, 'room_out_of_order', {
        lodge_id: w.lodgeA,
        room_id: (await room(api, w)).id,
        starts_on: '2026-12-01',
        ends_on: '2026-12-05',
        reason: 'Canvas repair',
      }),
    insert: async (api, w) => ({
      lodge_id: w.lodgeA,
      room_id: (await room(api, w)).id,
      starts_on: '2026-12-10',
      ends_on: '2026-12-12',
      reason: 'Flood',
    }),
    update: { reason: 'New canvas' },
  },
  {
    table: 'stay_rooms',
    fixture: async (api, w) => {
      const { roomId, bookingId } = await stayRoom(api, w);
      return made(api, 'stay_rooms', {
        lodge_id: w.lodgeA,
        booking_id: bookingId,
        room_id: roomId,
        arrival: '2026-12-02',
        departure: '2026-12-04',
      });
    },
    insert: async (api, w) => {
      const { roomId, bookingId } = await stayRoom(api, w);
      return {
        lodge_id: w.lodgeA,
        booking_id: bookingId,
        room_id: roomId,
        arrival: '2026-12-02',
        departure: '2026-12-03',
      };
    },
    update: { nightly_rate: 1 },
  },
  {
    table: 'room_status_changes',
    fixture: async (api, w) =>
      made(api, 'room_status_changes', {
        lodge_id: w.lodgeA,
        room_id: (await room(api, w)).id,
        status: 'dirty',
        marked_at: '2026-11-29T08:00:00Z',
      }),
    insert: async (api, w) => ({
      lodge_id: w.lodgeA,
      room_id: (await room(api, w)).id,
      status: 'clean',
      marked_at: '2026-11-29T09:00:00Z',
    }),
    update: { note: 'Swept' },
  },
  {
    table: 'payments',
    fixture: async (api, w) =>
      made(api, 'payments', {
        lodge_id: w.lodgeA,
        booking_id: (await booking(api, w)).id,
        amount: 90000,
        method: 'cash',
      }),
    insert: async (api, w) => ({
      lodge_id: w.lodgeA,
      booking_id: (await booking(api, w)).id,
      amount: 35000,
      method: 'mobile_money',
    }),
    update: { reference: 'Receipt 12' },
  },
  {
    table: 'finance_months',
    key: ['lodge_id', 'month'],
    fixture: (api, w) => made(api, 'finance_months', closedMonth(w.lodgeA, '2026-09-01')),
    insert: async (_api, w) => closedMonth(w.lodgeA, '2026-08-01'),
    update: { accounted_revenue: 1 },
  },
  {
    table: 'audit_log',
    // Issue 32: written only by the money's audit trigger (a payment recorded as service_role here).
    fixture: async (api, w) => {
      const payment = await made(api, 'payments', {
        lodge_id: w.lodgeA,
        booking_id: (await booking(api, w)).id,
        amount: 90000,
        method: 'cash',
      });
      const { rows } = await api.query<Row>(
        'select * from public.audit_log where lodge_id = $1 and row_id = $2',
        [w.lodgeA, payment.id],
      );
      return rows[0]!;
    },
    insert: async (_api, w) => ({
      lodge_id: w.lodgeA,
      lodge_day: '2026-11-23',
      table_name: 'payments',
      row_id: crypto.randomUUID(),
      action: 'insert',
      after: {},
    }),
    update: { reason: 'Rewritten' },
  },
  {
    table: 'community_fund_entries',
    // Issue 36: the fund never goes below zero, so a closed month's share pays for the disbursement.
    fixture: async (api, w) => {
      await made(api, 'finance_months', closedMonth(w.lodgeA, '2026-06-01'));
      await made(api, 'community_fund_entries', {
        lodge_id: w.lodgeA,
        kind: 'share',
        month: '2026-06-01',
        entry_date: '2026-07-01',
        amount: 400000,
      });
      return made(api, 'community_fund_entries', disbursement(w.lodgeA));
    },
    insert: async (_api, w) => disbursement(w.lodgeA),
    update: { note: 'Changed' },
  },
  {
    table: 'review_replies',
    fixture: async (api, w) =>
      made(api, 'review_replies', {
        lodge_id: w.lodgeA,
        review_id: (await review(api, w)).id,
        body: 'Thank you!',
      }),
    insert: async (api, w) => ({ lodge_id: w.lodgeA, review_id: (await review(api, w)).id, body: 'Thanks.' }),
    update: { body: 'Come back soon!' },
  },
  {
    table: 'business_model_results',
    fixture: (api, w) =>
      made(api, 'business_model_results', {
        lodge_id: w.lodgeA,
        answers: { stayLength: 2 },
        recommendation: 'Integrated Tourism Provider',
        occupancy: 60,
        created_by: w.users.manager,
      }),
    insert: async (_api, w) => ({
      lodge_id: w.lodgeA,
      answers: { stayLength: 3 },
      recommendation: 'Startup',
      occupancy: 40,
    }),
    update: { occupancy: 70 },
  },
  {
    table: 'training_progress',
    fixture: (api, w) =>
      made(api, 'training_progress', {
        lodge_id: w.lodgeA,
        user_id: w.users.staff,
        module_id: 'tm-guest-welcome',
        progress: 25,
        created_by: w.users.staff,
      }),
    insert: async (_api, w, caller) => ({
      lodge_id: w.lodgeA,
      user_id: selfOf(w, caller, 'staff'),
      module_id: 'hk-2',
      progress: 60,
    }),
    update: { progress: 100 },
  },
  {
    table: 'language_practice',
    fixture: (api, w) =>
      made(api, 'language_practice', {
        lodge_id: w.lodgeA,
        user_id: w.users.staff,
        practiced_on: '2020-01-01',
        created_by: w.users.staff,
      }),
    insert: async (_api, w, caller) => ({
      lodge_id: w.lodgeA,
      user_id: selfOf(w, caller, 'staff'),
      practiced_on: '2020-01-02',
      path_id: 'lp-english',
    }),
    update: { minutes: 15 },
  },
  {
    table: 'profiles',
    fixture: async (_api, w) => ({ id: w.users.staff }),
    update: { full_name: 'Staff Member' },
  },
];
