import type { SupabaseClient } from '@supabase/supabase-js';
import { type TestBackend, sharedTestBackend } from './harness.ts';
import { RLS_EXPECTATIONS, type RlsOp } from '../support/rls-expectations.ts';
import {
  type LodgeWorld,
  type Person,
  PEOPLE,
  buildLodgeWorld,
  createBystander,
  must,
} from './lodge-fixtures.ts';

/**
 * The RLS matrix (issue #8 "Tests"): for every lodge table and every caller — owner, manager, staff,
 * trustee of lodge A, the owner of lodge B ("outsider"), and a signed-out visitor — what SELECT,
 * INSERT, UPDATE, DELETE and "move to another lodge" (issue 23) do through supabase-js against the
 * embedded backend. The expectations (tests/support/rls-expectations.ts) are shared with the SQL
 * matrix that runs on a real PostgreSQL (scripts/real-postgres.ts):
 *   r  allowed: the row is read / inserted (201) / updated / deleted (and really gone);
 *   0  nothing there for you: empty result, the update/delete touches 0 rows (the row stays);
 *   x  refused: 403 with code 42501 (the row stays, in lodge A);
 *   u  signed out: 401 with code 42501.
 * Rows are made in lodge A by service_role; every insert targets lodge A, so the outsider's insert
 * tests writing into someone else's lodge. Every member of A also owns lodge C, where `move` sends the
 * row (the outsider sends it to lodge B).
 */

type Outcome = 'r' | '0' | 'x' | 'u';
type Op = RlsOp;
type Caller = Person | 'anon';
const CALLERS: readonly Caller[] = [...PEOPLE, 'anon'];

/** Untyped rows: the matrix addresses tables by name. */
type Row = Record<string, unknown>;

interface TableCase {
  table: string;
  /** Creates a fresh row in lodge A (service_role) and returns its primary-key filter. */
  fixture(world: LodgeWorld): Promise<Row>;
  /** A row the caller tries to insert into lodge A. */
  insert?(world: LodgeWorld, caller: Caller): Promise<Row>;
  /** The change each caller tries on the fixture. */
  update?: Row;
}

let backend: TestBackend;
let world: LodgeWorld;
/** Owned by every member of lodge A: where `move` tries to take A's rows (the outsider's: lodge B). */
let lodgeC: string;
let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`;
const adminDb = () => world.admin as unknown as SupabaseClient;

async function insertFixture(table: string, row: Row, key: string[] = ['id']): Promise<Row> {
  const data = must(await adminDb().from(table).insert(row).select().single()) as Row;
  return Object.fromEntries(key.map((column) => [column, data[column]]));
}

const booking = (world: LodgeWorld, extra: Row = {}) =>
  insertFixture('bookings', {
    lodge_id: world.lodgeA,
    date: '2026-11-23',
    time: '07:30',
    name: 'Morning Mokoro Excursion',
    guests: 4,
    ...extra,
  });
/** A room of lodge A (issue 31), a new name each time (unique per lodge). */
const room = (world: LodgeWorld) =>
  insertFixture('rooms', { lodge_id: world.lodgeA, name: `Tent ${unique()}`, room_type: 'tent' });
/** A stay in a new room of lodge A, as book_stay makes it (service_role writes it directly). */
const stayInNewRoom = async (world: LodgeWorld) => {
  const { id: roomId } = await room(world);
  const { id: bookingId } = await booking(world, {
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
  return { roomId, bookingId };
};
let monthSequence = 0;
/** A closed month's row as close_finance_month writes it (issue 20), figures zero; a new month each. */
const closedMonth = (lodgeId: string) => ({
  lodge_id: lodgeId,
  month: `${2000 + monthSequence++}-09-01`,
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
const staffMember = (world: LodgeWorld) =>
  insertFixture('staff_members', {
    lodge_id: world.lodgeA,
    name: 'Kabo Sekgoma',
    role_label: 'Mokoro Poler',
  });
const review = (world: LodgeWorld) =>
  insertFixture('reviews', {
    lodge_id: world.lodgeA,
    guest_name: 'Anna Becker',
    review_date: '2026-11-12',
    body: 'So quiet, so many birds!',
    rating: 5,
  });
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const randomCode = () => {
  const pick = () => CODE_ALPHABET[Math.floor(Math.random() * CODE_ALPHABET.length)];
  const four = () => Array.from({ length: 4 }, pick).join('');
  return `${four()}-${four()}`;
};
/** A different past day on every call (practice rows are unique per member and day). */
let dayOffset = 0;
const nextDay = () => new Date(Date.UTC(2020, 0, 1) + dayOffset++ * 86_400_000).toISOString().slice(0, 10);

const CASES: TableCase[] = [
  {
    table: 'lodges',
    fixture: async (w) => {
      const id = must(await w.admin.from('lodges').insert({ name: 'Fresh Lodge' }).select('id').single()).id;
      must(
        await w.admin
          .from('lodge_members')
          .insert(
            (['owner', 'manager', 'staff', 'trustee'] as const).map((role) => ({
              lodge_id: id,
              user_id: w.people[role].userId,
              role,
            })),
          )
          .select(),
      );
      return { id };
    },
    insert: async () => ({ name: 'My Own Lodge' }),
    update: { location: 'Boro, Okavango Delta' },
  },
  {
    table: 'lodge_members',
    fixture: async (w) => {
      const userId = await createBystander(w, `bystander.${unique()}@rls-matrix.example.org`);
      return insertFixture('lodge_members', { lodge_id: w.lodgeA, user_id: userId, role: 'trustee' }, [
        'lodge_id',
        'user_id',
      ]);
    },
    insert: async (w, caller) => ({
      lodge_id: w.lodgeA,
      user_id: caller === 'anon' ? w.people.outsider.userId : w.people[caller].userId,
      role: 'owner',
    }),
    update: { role: 'staff' },
  },
  {
    table: 'lodge_invitations',
    fixture: (w) =>
      insertFixture('lodge_invitations', {
        lodge_id: w.lodgeA,
        code: randomCode(),
        role: 'staff',
      }),
    insert: async (w) => ({ lodge_id: w.lodgeA, code: 'WXYZ-2345', role: 'staff' }),
    update: { role: 'manager' },
  },
  {
    table: 'staff_members',
    fixture: staffMember,
    insert: async (w) => ({ lodge_id: w.lodgeA, name: 'Thato Moremi', role_label: 'Tour Guide' }),
    update: { phone: '+267 71 234 567' },
  },
  {
    table: 'shifts',
    fixture: async (w) => {
      const { id } = await staffMember(w);
      return insertFixture('shifts', { lodge_id: w.lodgeA, staff_member_id: id, date: nextDay() });
    },
    insert: async (w) => {
      const { id } = await staffMember(w);
      return { lodge_id: w.lodgeA, staff_member_id: id, date: '2026-11-23' };
    },
    update: { starts_at: '06:00' },
  },
  {
    table: 'bookings',
    fixture: (w) => booking(w),
    insert: async (w) => ({
      lodge_id: w.lodgeA,
      date: '2026-11-24',
      time: '06:30',
      name: 'Guided Bush Walk',
      guests: 5,
    }),
    // Staff may change details only of bookings they added themselves (this one is service-made).
    update: { description: 'Closed shoes required.' },
  },
  {
    table: 'booking_contacts',
    fixture: async (w) => {
      const { id } = await booking(w);
      return insertFixture('booking_contacts', { booking_id: id, lodge_id: w.lodgeA, guest_name: 'Anna' }, [
        'booking_id',
      ]);
    },
    insert: async (w) => {
      const { id } = await booking(w);
      return { booking_id: id, lodge_id: w.lodgeA, guest_name: 'James', guest_phone: '+44 20 7946 0000' };
    },
    update: { guest_email: 'anna@rls-matrix.example.org' },
  },
  {
    table: 'booking_notes',
    // Written by the staff member: authors edit their notes; authors, owners and managers delete.
    fixture: async (w) => {
      const { id } = await booking(w);
      return insertFixture('booking_notes', {
        lodge_id: w.lodgeA,
        booking_id: id,
        body: 'Vegetarian lunch.',
        created_by: w.people.staff.userId,
      });
    },
    insert: async (w) => {
      const { id } = await booking(w);
      return { lodge_id: w.lodgeA, booking_id: id, body: 'Bring binoculars.' };
    },
    update: { body: 'Vegetarian lunch for two.' },
  },
  {
    table: 'daily_notes',
    fixture: (w) =>
      insertFixture('daily_notes', {
        lodge_id: w.lodgeA,
        date: '2026-11-23',
        body: 'Generator service at 14:00.',
        created_by: w.people.staff.userId,
      }),
    insert: async (w) => ({ lodge_id: w.lodgeA, body: 'The Dube family asked for a vegetarian dinner.' }),
    update: { body: 'Generator service at 15:00.' },
  },
  {
    // Tombstones (issue #9): written only by the delete trigger; members read their lodge's.
    table: 'deleted_rows',
    fixture: (w) =>
      insertFixture('deleted_rows', {
        lodge_id: w.lodgeA,
        table_name: 'products',
        row_id: crypto.randomUUID(),
      }),
    insert: async (w) => ({ lodge_id: w.lodgeA, table_name: 'products', row_id: crypto.randomUUID() }),
    update: { table_name: 'shifts' },
  },
  {
    table: 'products',
    fixture: (w) =>
      insertFixture('products', {
        lodge_id: w.lodgeA,
        name: 'Family Chalet',
        description: 'Sleeps four.',
        type: 'accommodation',
      }),
    insert: async (w) => ({
      lodge_id: w.lodgeA,
      name: 'Mokoro Excursion',
      description: 'Half day.',
      type: 'activity',
    }),
    update: { description: 'Thatched chalet sleeping four.' },
  },
  {
    table: 'distribution_channels',
    fixture: (w) =>
      insertFixture('distribution_channels', {
        lodge_id: w.lodgeA,
        kind: 'direct',
        name: 'Direct',
        share_pct: 45,
      }),
    insert: async (w) => ({ lodge_id: w.lodgeA, kind: 'ota', name: 'Booking.com', share_pct: 55 }),
    update: { share_pct: 50 },
  },
  {
    table: 'reviews',
    fixture: review,
    insert: async (w) => ({
      lodge_id: w.lodgeA,
      guest_name: 'James',
      review_date: '2026-11-08',
      body: 'Warm staff.',
      rating: 4,
    }),
    update: { source: 'TripAdvisor' },
  },
  {
    table: 'feedback_scores',
    fixture: (w) =>
      insertFixture('feedback_scores', { lodge_id: w.lodgeA, category: 'Accommodation', score: 86 }),
    insert: async (w) => ({ lodge_id: w.lodgeA, category: 'Food & Dining', score: 90 }),
    update: { score: 88 },
  },
  {
    table: 'social_mentions',
    fixture: (w) =>
      insertFixture('social_mentions', {
        lodge_id: w.lodgeA,
        image: 'social-sunset.svg',
        image_alt: 'Sunset',
        author: '@anna',
        platform: 'Instagram',
      }),
    insert: async (w) => ({
      lodge_id: w.lodgeA,
      image: 'https://example.org/p.jpg',
      image_alt: 'A mokoro',
      author: 'C. Martin',
      platform: 'TripAdvisor',
    }),
    update: { likes: 12 },
  },
  {
    table: 'message_templates',
    fixture: (w) =>
      insertFixture('message_templates', {
        lodge_id: w.lodgeA,
        title: 'Welcome',
        channel: 'WhatsApp',
        body: 'Dumelang!',
      }),
    insert: async (w) => ({ lodge_id: w.lodgeA, title: 'Thanks', channel: 'Email', body: 'Thank you.' }),
    update: { body: 'Thank you for staying.' },
  },
  {
    table: 'booking_items',
    // Issue 20: added at the desk; never edited; owners and managers remove one added by mistake.
    fixture: async (w) => {
      const { id } = await booking(w);
      return insertFixture('booking_items', {
        lodge_id: w.lodgeA,
        booking_id: id,
        quantity: 2,
        unit_price: 45000,
      });
    },
    insert: async (w) => {
      const { id } = await booking(w);
      return { lodge_id: w.lodgeA, booking_id: id, quantity: 1, unit_price: 35000 };
    },
    update: { quantity: 3 },
  },
  {
    table: 'rooms',
    // Issue 31: owners and managers keep the rooms; staff read them; trustees see none.
    fixture: (w) => room(w),
    insert: async (w) => ({ lodge_id: w.lodgeA, name: `Tent ${unique()}` }),
    update: { sleeps: 3 },
  },
  {
    table: 'room_out_of_order',
    fixture: async (w) => {
      const { id } = await room(w);
      return insertFixture('room_out_of_order', {
        lodge_id: w.lodgeA,
        room_id: id,
        starts_on: '2026-12-01',
        ends_on: '2026-12-05',
        reason: 'Canvas repair',
      });
    },
    insert: async (w) => {
      const { id } = await room(w);
      return {
        lodge_id: w.lodgeA,
        room_id: id,
        starts_on: '2026-12-10',
        ends_on: '2026-12-12',
        reason: 'Flood',
      };
    },
    update: { reason: 'New canvas' },
  },
  {
    table: 'stay_rooms',
    // Issue 31: written only by the stay RPCs.
    fixture: async (w) => {
      const { roomId, bookingId } = await stayInNewRoom(w);
      return insertFixture('stay_rooms', {
        lodge_id: w.lodgeA,
        booking_id: bookingId,
        room_id: roomId,
        arrival: '2026-12-02',
        departure: '2026-12-04',
      });
    },
    insert: async (w) => {
      const { roomId, bookingId } = await stayInNewRoom(w);
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
    // Issue 31: the housekeeping log, written only by mark_room and check_out_stay.
    fixture: async (w) => {
      const { id } = await room(w);
      return insertFixture('room_status_changes', {
        lodge_id: w.lodgeA,
        room_id: id,
        status: 'dirty',
        marked_at: '2026-11-29T08:00:00Z',
      });
    },
    insert: async (w) => {
      const { id } = await room(w);
      return { lodge_id: w.lodgeA, room_id: id, status: 'clean', marked_at: '2026-11-29T09:00:00Z' };
    },
    update: { note: 'Swept' },
  },
  {
    table: 'payments',
    // Issue 20: recorded at the desk; append-only (a refund is a negative payment).
    fixture: async (w) => {
      const { id } = await booking(w);
      return insertFixture('payments', { lodge_id: w.lodgeA, booking_id: id, amount: 90000, method: 'cash' });
    },
    insert: async (w) => {
      const { id } = await booking(w);
      return { lodge_id: w.lodgeA, booking_id: id, amount: 35000, method: 'mobile_money' };
    },
    update: { reference: 'Receipt 12' },
  },
  {
    table: 'finance_months',
    // Issue 20: closed months, written only by close_finance_month.
    fixture: (w) => insertFixture('finance_months', closedMonth(w.lodgeA), ['lodge_id', 'month']),
    insert: async (w) => closedMonth(w.lodgeA),
    update: { accounted_revenue: 1 },
  },
  {
    table: 'audit_log',
    // Issue 32: written only by the money's audit trigger; owners, managers and trustees read it.
    fixture: async (w) => {
      const { id } = await booking(w);
      const payment = await insertFixture('payments', {
        lodge_id: w.lodgeA,
        booking_id: id,
        amount: 90000,
        method: 'cash',
      });
      const entry = must(
        await adminDb().from('audit_log').select('id').eq('row_id', String(payment.id)).single(),
      ) as Row;
      return { id: entry.id };
    },
    insert: async (w) => ({
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
    // Issue 20: the fund's ledger, written only by its RPCs; append-only. Issue 36: the fund never goes
    // below zero, so a closed month's share pays for the disbursement.
    fixture: async (w) => {
      const { month } = await insertFixture('finance_months', closedMonth(w.lodgeA), ['month']);
      await insertFixture('community_fund_entries', {
        lodge_id: w.lodgeA,
        kind: 'share',
        month,
        entry_date: '2026-10-01',
        amount: 400000,
      });
      return insertFixture('community_fund_entries', disbursement(w.lodgeA));
    },
    insert: async (w) => disbursement(w.lodgeA),
    update: { note: 'Changed' },
  },
  {
    table: 'review_replies',
    fixture: async (w) => {
      const { id } = await review(w);
      return insertFixture('review_replies', { lodge_id: w.lodgeA, review_id: id, body: 'Thank you!' });
    },
    insert: async (w) => {
      const { id } = await review(w);
      return { lodge_id: w.lodgeA, review_id: id, body: 'Thank you for your kind words.' };
    },
    update: { body: 'Thank you, come back soon!' },
  },
  {
    table: 'business_model_results',
    // Saved by the manager: immutable (no UPDATE grant); the author or an owner deletes.
    fixture: (w) =>
      insertFixture('business_model_results', {
        lodge_id: w.lodgeA,
        answers: { stayLength: 2 },
        recommendation: 'Integrated Tourism Provider',
        occupancy: 60,
        created_by: w.people.manager.userId,
      }),
    insert: async (w) => ({
      lodge_id: w.lodgeA,
      answers: { stayLength: 3 },
      recommendation: 'Tourism Startup',
      occupancy: 40,
    }),
    update: { occupancy: 70 },
  },
  {
    table: 'training_progress',
    // The staff member's own progress: only they write it; owners and managers read it.
    fixture: (w) =>
      insertFixture('training_progress', {
        lodge_id: w.lodgeA,
        user_id: w.people.staff.userId,
        module_id: `tm-${unique()}`,
        progress: 25,
        created_by: w.people.staff.userId,
      }),
    insert: async (w, caller) => ({
      lodge_id: w.lodgeA,
      user_id: caller === 'anon' ? w.people.staff.userId : w.people[caller].userId,
      module_id: `tm-${unique()}`,
      progress: 60,
    }),
    update: { progress: 100 },
  },
  {
    table: 'language_practice',
    fixture: (w) =>
      insertFixture('language_practice', {
        lodge_id: w.lodgeA,
        user_id: w.people.staff.userId,
        practiced_on: nextDay(),
        created_by: w.people.staff.userId,
      }),
    insert: async (w, caller) => ({
      lodge_id: w.lodgeA,
      user_id: caller === 'anon' ? w.people.staff.userId : w.people[caller].userId,
      practiced_on: nextDay(),
      path_id: 'lp-english',
    }),
    update: { minutes: 15 },
  },
  {
    table: 'profiles',
    // The staff member's profile: co-members read it; only its user changes it.
    fixture: async (w) => ({ id: w.people.staff.userId }),
    update: { full_name: 'Staff Member' },
  },
];

function clientOf(caller: Caller): SupabaseClient {
  return (caller === 'anon' ? world.anon : world.people[caller].client) as unknown as SupabaseClient;
}

interface Answer {
  status: number;
  error: { code?: string; message?: string } | null;
  data: unknown;
}

/** Reads what one answer means; `rows` = rows returned (select/update/delete with representation). */
function outcomeOf(answer: Answer, op: Op): Outcome | string {
  if (answer.status === 401 && answer.error?.code === '42501') return 'u';
  if (answer.status === 403 && answer.error?.code === '42501') return 'x';
  if (answer.error) return `error ${answer.status} ${answer.error.code}: ${answer.error.message}`;
  if (op === 'insert') return answer.status === 201 ? 'r' : `status ${answer.status}`;
  const rows = Array.isArray(answer.data) ? answer.data.length : -1;
  if (rows === 1) return 'r';
  if (rows === 0) return '0';
  return `rows ${rows}`;
}

async function exists(table: string, key: Row): Promise<boolean> {
  const { data, error } = await adminDb().from(table).select('*').match(key);
  if (error) throw new Error(JSON.stringify(error));
  return (data ?? []).length === 1;
}

async function attempt(c: TableCase, op: Op, caller: Caller): Promise<Outcome | string> {
  const db = clientOf(caller).from(c.table);
  if (op === 'insert') {
    const row = await c.insert!(world, caller);
    return outcomeOf(await db.insert(row), op);
  }
  const key = await c.fixture(world);
  if (op === 'select') return outcomeOf(await db.select('*').match(key), op);
  if (op === 'update') return outcomeOf(await db.update(c.update!).match(key).select(), op);
  if (op === 'move') {
    const target = caller === 'outsider' ? world.lodgeB : lodgeC;
    const outcome = outcomeOf(await db.update({ lodge_id: target }).match(key).select(), op);
    const { data } = await adminDb().from(c.table).select('lodge_id').match(key);
    const stayed = (data as Row[] | null)?.[0]?.lodge_id === world.lodgeA;
    if (outcome === 'r') return stayed ? 'reported moved but the row is still in lodge A' : 'r';
    return stayed ? outcome : `answered ${outcome} but the row left lodge A`;
  }
  const outcome = outcomeOf(await db.delete().match(key).select(), op);
  const stillThere = await exists(c.table, key);
  if (outcome === 'r' && stillThere) return 'reported deleted but the row is still there';
  if (outcome !== 'r' && !stillThere) return `answered ${outcome} but the row is gone`;
  return outcome;
}

const expectationsOf = (c: TableCase): Partial<Record<Op, string>> => RLS_EXPECTATIONS[c.table] ?? {};
const cells = CASES.flatMap((c) =>
  (Object.keys(expectationsOf(c)) as Op[]).map((op) => ({ c, op, expected: expectationsOf(c)[op]! })),
);
const MATRIX_SIZE = cells.length * CALLERS.length;
let checked = 0;

beforeAll(async () => {
  backend = await sharedTestBackend();
  world = await buildLodgeWorld(backend, 'matrix');
  lodgeC = must(await world.admin.from('lodges').insert({ name: 'Lodge C' }).select('id').single()).id;
  must(
    await world.admin
      .from('lodge_members')
      .insert(
        PEOPLE.filter((person) => person !== 'outsider').map((person) => ({
          lodge_id: lodgeC,
          user_id: world.people[person].userId,
          role: 'owner' as const,
        })),
      )
      .select(),
  );
});

afterAll(async () => {
  await backend?.stop();
  console.info(
    `RLS matrix: ${checked} of ${MATRIX_SIZE} cells checked (${CASES.length} tables × ops × ${CALLERS.length} callers)`,
  );
});

describe('RLS matrix (owner, manager, staff, trustee, outsider, anon)', () => {
  it.each(cells.map((cell) => [`${cell.c.table} ${cell.op}`, cell] as const))(
    '%s',
    async (_name, { c, op, expected }) => {
      expect(expected).toMatch(/^[r0xu]{6}$/);
      const actual: string[] = [];
      for (const caller of CALLERS) actual.push(await attempt(c, op, caller));
      const report = CALLERS.map((caller, index) => `${caller}: ${actual[index]}`).join(', ');
      expect(actual.join(''), report).toBe(expected);
      checked += CALLERS.length;
    },
  );

  it('covers every table of the lodge schema, and moving every lodge table', () => {
    expect(Object.keys(RLS_EXPECTATIONS).sort()).toEqual(CASES.map((c) => c.table).sort());
    expect(
      Object.entries(RLS_EXPECTATIONS)
        .filter(([, ops]) => !ops.move)
        .map(([table]) => table),
    ).toEqual(['lodges', 'profiles']);
    expect(CASES.map((c) => c.table).sort()).toEqual(
      [
        'audit_log',
        'booking_contacts',
        'booking_items',
        'booking_notes',
        'bookings',
        'business_model_results',
        'community_fund_entries',
        'daily_notes',
        'deleted_rows',
        'distribution_channels',
        'feedback_scores',
        'finance_months',
        'language_practice',
        'lodge_invitations',
        'lodge_members',
        'lodges',
        'message_templates',
        'payments',
        'products',
        'profiles',
        'review_replies',
        'reviews',
        'room_out_of_order',
        'room_status_changes',
        'rooms',
        'shifts',
        'social_mentions',
        'staff_members',
        'stay_rooms',
        'training_progress',
      ].sort(),
    );
  });
});
