import type pg from 'pg';
import { type Row, type World, actAs, errorOf } from './sql-session.ts';

/**
 * Issue 31's rules of rooms and nights as SQL on a real PostgreSQL 15 and 17 (the contract tests check
 * them through supabase-js on the embedded backend: tests/contract/rooms-and-stays.test.ts): the
 * exclusion constraints with two real connections writing at once, out-of-order periods against stays,
 * cancelled stays freeing their nights, free_rooms, a refused check-in, occupancy against a
 * hand-computed month, and the sample lodge's rooms and stays coming and going. Each scenario runs
 * in its own transaction(s), rolled back.
 */
export async function roomRules(
  api: pg.Client,
  second: pg.Client,
  world: World,
  failures: string[],
): Promise<number> {
  let scenarios = 0;
  const scenario = async (name: string, body: () => Promise<string | undefined>) => {
    scenarios += 1;
    await api.query('begin');
    try {
      const problem = await body();
      if (problem) failures.push(`${name}: ${problem}`);
    } catch (error) {
      failures.push(`${name}: ${errorOf(error).code} ${errorOf(error).message}`);
    } finally {
      await api.query('rollback');
    }
  };
  const one = async <T extends Row>(sql: string, values: unknown[] = [], client = api) =>
    (await client.query<T>(sql, values)).rows[0]!;
  /** Runs `sql` under a savepoint and says how it was refused: 'code message', or 'accepted'. */
  const refusal = async (sql: string, values: unknown[] = []): Promise<string> => {
    await api.query('savepoint attempt');
    try {
      await api.query(sql, values);
      await api.query('release savepoint attempt');
      return 'accepted';
    } catch (error) {
      await api.query('rollback to savepoint attempt');
      return `${errorOf(error).code} ${errorOf(error).message}`;
    }
  };
  const room = async (lodgeId: string, name: string, extra = '') =>
    (
      await one<{ id: string }>(
        `insert into public.rooms (lodge_id, name, nightly_rate ${extra ? ', room_type' : ''})
         values ($1, $2, 100000 ${extra ? `, '${extra}'` : ''}) returning id`,
        [lodgeId, name],
      )
    ).id;
  const stay = (lodgeId: string, roomId: string, arrival: string, departure: string, more: Row = {}) =>
    JSON.stringify({
      id: crypto.randomUUID(),
      lodge_id: lodgeId,
      guest_name: 'Kagiso',
      arrival,
      departure,
      adults: 2,
      children: 0,
      rooms: [{ room_id: roomId }],
      ...more,
    });
  const book = (lodgeId: string, roomId: string, arrival: string, departure: string, more: Row = {}) =>
    one<{ id: string; version: number }>('select id, version from public.book_stay($1::jsonb)', [
      stay(lodgeId, roomId, arrival, departure, more),
    ]);

  // Two connections, as two phones' requests: the second waits for the first and is refused once the
  // first commits. The first's room and stay are removed afterwards.
  {
    scenarios += 1;
    const name =
      'two writers book one room for overlapping nights at once: one wins, the other 23P01 room_taken';
    let roomId: string | null = null;
    try {
      await api.query('begin');
      await actAs(api, world, 'owner');
      roomId = await room(world.lodgeA, 'Race tent');
      await api.query('commit');
      await api.query('begin');
      await actAs(api, world, 'owner');
      await book(world.lodgeA, roomId, '2031-12-02', '2031-12-04');
      await second.query('begin');
      await actAs(second, world, 'manager');
      const later = second
        .query('select id from public.book_stay($1::jsonb)', [
          stay(world.lodgeA, roomId, '2031-12-03', '2031-12-06', { guest_name: 'Neo' }),
        ])
        .then(
          () => 'accepted',
          (error: unknown) => `${errorOf(error).code} ${errorOf(error).message}`,
        );
      await new Promise((resolve) => setTimeout(resolve, 300)); // the second is waiting on the first
      await api.query('commit');
      const answer = await later;
      await second.query('rollback');
      if (answer !== '23P01 room_taken') failures.push(`${name}: got ${answer}`);
    } catch (error) {
      failures.push(`${name}: ${errorOf(error).code} ${errorOf(error).message}`);
      await api.query('rollback').catch(() => undefined);
      await second.query('rollback').catch(() => undefined);
    } finally {
      if (roomId) {
        await api.query('begin');
        await actAs(api, world, 'service_role');
        await api.query(
          'delete from public.bookings where id in (select booking_id from public.stay_rooms where room_id = $1)',
          [roomId],
        );
        await api.query('delete from public.rooms where id = $1', [roomId]);
        await api.query('commit');
      }
    }
  }

  await scenario(
    'out of order blocks stays and cannot be put over one; a cancelled stay frees its nights',
    async () => {
      await actAs(api, world, 'owner');
      const tent = await room(world.lodgeA, 'Tent OOO');
      await api.query(
        `insert into public.room_out_of_order (lodge_id, room_id, starts_on, ends_on, reason)
       values ($1, $2, '2032-02-01', '2032-02-05', 'Canvas repair')`,
        [world.lodgeA, tent],
      );
      const blocked = await refusal('select public.book_stay($1::jsonb)', [
        stay(world.lodgeA, tent, '2032-02-04', '2032-02-06'),
      ]);
      if (blocked !== '23P01 room_taken') return `a stay over out-of-order nights: ${blocked}`;
      const held = await book(world.lodgeA, tent, '2032-02-10', '2032-02-12');
      const over = await refusal(
        `insert into public.room_out_of_order (lodge_id, room_id, starts_on, ends_on, reason)
       values ($1, $2, '2032-02-11', '2032-02-20', 'Flood')`,
        [world.lodgeA, tent],
      );
      if (over !== '23P01 room_taken') return `out of order over a stay: ${over}`;
      await api.query(`select public.set_stay_status($1, $2, 'cancelled')`, [held.id, held.version]);
      const free = await one<{ n: number }>(
        `select count(*)::int as n from public.free_rooms($1, '2032-02-10', '2032-02-12') where id = $2`,
        [world.lodgeA, tent],
      );
      if (free.n !== 1) return 'the cancelled stay did not free its nights';
      const again = await refusal(
        `insert into public.room_out_of_order (lodge_id, room_id, starts_on, ends_on, reason)
       values ($1, $2, '2032-02-11', '2032-02-20', 'Flood')`,
        [world.lodgeA, tent],
      );
      return again === 'accepted' ? undefined : `out of order after the cancel: ${again}`;
    },
  );

  await scenario(
    'free_rooms p50 7 ms: one probe of the lodge’s held nights gives the same rooms (released, out of order, the stay being changed, other lodges)',
    async () => {
      await actAs(api, world, 'owner');
      const [a, b, c] = [
        await room(world.lodgeA, 'Probe A'),
        await room(world.lodgeA, 'Probe B'),
        await room(world.lodgeA, 'Probe C'),
      ];
      const held = await book(world.lodgeA, a, '2033-04-01', '2033-04-05');
      const cancelled = await book(world.lodgeA, b, '2033-04-02', '2033-04-03');
      await api.query(`select public.set_stay_status($1, $2, 'cancelled')`, [
        cancelled.id,
        cancelled.version,
      ]);
      await api.query(
        `insert into public.room_out_of_order (lodge_id, room_id, starts_on, ends_on, reason)
       values ($1, $2, '2033-04-04', '2033-04-06', 'Roof')`,
        [world.lodgeA, c],
      );
      // Lodge C is the owner's too: its stays on those nights hold none of A's rooms.
      const other = await room(world.lodgeC, 'Probe A');
      await book(world.lodgeC, other, '2033-04-01', '2033-04-09');
      const free = async (arrival: string, departure: string, except: string | null = null) =>
        (
          await api.query<{ name: string }>(
            `select name from public.free_rooms($1, $2, $3, $4) where name like 'Probe %'`,
            [world.lodgeA, arrival, departure, except],
          )
        ).rows
          .map((row) => row.name)
          .join();
      const answers = [
        await free('2033-04-02', '2033-04-04'),
        await free('2033-04-03', '2033-04-05'),
        await free('2033-04-05', '2033-04-06'),
        await free('2033-04-02', '2033-04-04', held.id),
        await free('2033-04-06', '2033-04-07'),
      ];
      const expected = [
        'Probe B,Probe C',
        'Probe B',
        'Probe A,Probe B',
        'Probe A,Probe B,Probe C',
        'Probe A,Probe B,Probe C',
      ];
      return answers.join(' | ') === expected.join(' | ')
        ? undefined
        : `free rooms ${answers.join(' | ')}, expected ${expected.join(' | ')}`;
    },
  );

  await scenario(
    'check-in of a dirty room is refused with the ready rooms named (P0001 room_not_ready)',
    async () => {
      await actAs(api, world, 'owner');
      const dirty = await room(world.lodgeA, 'Tent Dirty');
      const held = await book(world.lodgeA, dirty, '2032-05-01', '2032-05-03');
      await actAs(api, world, 'staff');
      await api.query(`select public.mark_room($1, 'dirty', now())`, [dirty]);
      await api.query('savepoint attempt');
      try {
        await api.query('select public.check_in_stay($1, $2)', [held.id, held.version]);
        return 'the check-in was accepted';
      } catch (error) {
        await api.query('rollback to savepoint attempt');
        const { code, message } = errorOf(error);
        const detail = (error as { detail?: string }).detail ?? '';
        const parsed = JSON.parse(detail) as { not_ready: string[]; ready: string[] };
        if (code !== 'P0001' || message !== 'room_not_ready') return `got ${code} ${message}`;
        if (parsed.not_ready.join() !== 'Tent Dirty') return `not ready: ${parsed.not_ready.join()}`;
        return parsed.ready.includes('Tent Dirty') ? 'the dirty room was called ready' : undefined;
      }
    },
  );

  await scenario('occupancy, ADR and RevPAR of a hand-computed month (trustee reads them)', async () => {
    await actAs(api, world, 'service_role');
    const lodge = (
      await one<{ id: string }>(`insert into public.lodges (name) values ('Figures') returning id`)
    ).id;
    await api.query(
      `insert into public.lodge_members (lodge_id, user_id, role) values ($1, $2, 'owner'), ($1, $3, 'trustee')`,
      [lodge, world.users.owner, world.users.trustee],
    );
    await actAs(api, world, 'owner');
    const a = await room(lodge, 'A');
    const b = await room(lodge, 'B');
    // February 2034: A out of order 1–8 Feb (7 nights); A sold 10–14 (4) at 100,000; B sold 27 Feb –
    // 2 Mar (2 in Feb) at 150,000. Available 28 × 2 − 7 = 49, sold 6, revenue 700,000,
    // occupancy 0.1224, ADR 116,667, RevPAR 14,286.
    await api.query(
      `insert into public.room_out_of_order (lodge_id, room_id, starts_on, ends_on, reason) values ($1, $2, '2034-02-01', '2034-02-08', 'Roof')`,
      [lodge, a],
    );
    await book(lodge, a, '2034-02-10', '2034-02-14');
    await one(`select public.book_stay($1::jsonb)`, [
      JSON.stringify({
        id: crypto.randomUUID(),
        lodge_id: lodge,
        guest_name: 'Neo',
        arrival: '2034-02-27',
        departure: '2034-03-02',
        adults: 1,
        children: 0,
        rooms: [{ room_id: b, nightly_rate: 150000 }],
      }),
    ]);
    await actAs(api, world, 'trustee');
    const all = await one<Row>(
      `select nights_available, nights_sold, room_revenue::text, occupancy::text, adr::text, revpar::text
         from public.occupancy_summary($1, '2034-02-01') where room_type is null`,
      [lodge],
    );
    const expected = {
      nights_available: 49,
      nights_sold: 6,
      room_revenue: '700000',
      occupancy: '0.1224',
      adr: '116667',
      revpar: '14286',
    };
    return JSON.stringify(all) === JSON.stringify(expected) ? undefined : `got ${JSON.stringify(all)}`;
  });

  await scenario(
    'the sample lodge gets 6 tents, 2 family chalets and their stays; Remove sample content removes them',
    async () => {
      const claims = { sub: world.users.bystander, role: 'authenticated', aud: 'authenticated' };
      await api.query('set local role authenticated');
      await api.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
      const { id } = await one<{ id: string }>('select public.ensure_first_lodge() as id');
      await api.query('set constraints all immediate');
      const made = await one<{ rooms: number; stays: number; items: number }>(
        `select (select count(*)::int from public.rooms where lodge_id = $1) as rooms,
              (select count(*)::int from public.bookings where lodge_id = $1 and kind = 'stay') as stays,
              (select count(*)::int from public.booking_items where lodge_id = $1 and stay_room_id is not null) as items`,
        [id],
      );
      if (made.rooms !== 8 || made.stays < 40 || made.items < 30) return `made ${JSON.stringify(made)}`;
      await one('select public.remove_sample_content($1) as removed', [id]);
      const left = await one<{ n: number }>(
        `select (select count(*) from public.rooms where lodge_id = $1)
            + (select count(*) from public.stay_rooms where lodge_id = $1)
            + (select count(*) from public.room_out_of_order where lodge_id = $1)
            + (select count(*) from public.bookings where lodge_id = $1 and kind = 'stay') as n`,
        [id],
      );
      return Number(left.n) === 0 ? undefined : `${left.n} sample rooms and stays rows were left`;
    },
  );

  return scenarios;
}
