import type pg from 'pg';
import { type Row, type World, actAs, errorOf, insertRow } from './sql-session.ts';

/**
 * Issue 32's audit trail as SQL on a real PostgreSQL set up like hosted Supabase (15 and 17; the
 * contract tests check the same through supabase-js on PGlite: tests/contract/audit-trail.test.ts).
 * Each scenario runs in its own transaction, rolled back. `migrator` is the demoted `postgres` that
 * owns the table: even it cannot change or remove a row of the trail.
 */
export async function auditTrailRules(
  api: pg.Client,
  migrator: pg.Client,
  world: World,
  failures: string[],
): Promise<number> {
  let scenarios = 0;
  const scenario = async (name: string, body: () => Promise<string | undefined>) => {
    scenarios += 1;
    await api.query('begin');
    try {
      const problem = await body();
      if (problem) failures.push(`audit trail: ${name}: ${problem}`);
    } catch (error) {
      failures.push(`audit trail: ${name}: ${errorOf(error).code} ${errorOf(error).message}`);
    } finally {
      await api.query('rollback');
    }
  };
  const refusal = async (client: pg.Client, sql: string, values: unknown[] = []): Promise<string> => {
    await client.query('savepoint attempt');
    try {
      await client.query(sql, values);
      await client.query('release savepoint attempt');
      return 'accepted';
    } catch (error) {
      await client.query('rollback to savepoint attempt');
      return `${errorOf(error).code} ${errorOf(error).message}`;
    }
  };
  const rows = async <T extends Row>(sql: string, values: unknown[] = []) =>
    (await api.query<T>(sql, values)).rows;
  /** A booking in lodge A with one item and one payment, as service_role. */
  const bookingWithMoney = async () => {
    await actAs(api, world, 'service_role');
    const booking = (
      await insertRow(api, 'bookings', {
        lodge_id: world.lodgeA,
        date: '2026-11-23',
        time: '07:30',
        name: 'Smith',
        guests: 2,
      })
    ).rows[0]!;
    const item = (
      await insertRow(api, 'booking_items', {
        lodge_id: world.lodgeA,
        booking_id: booking.id,
        product_name: 'Extra night',
        quantity: 1,
        unit_price: 45000,
      })
    ).rows[0]!;
    return { booking: booking.id as string, item: item.id as string };
  };

  await scenario('a removal carries the reason its writer set for the transaction', async () => {
    const { booking, item } = await bookingWithMoney();
    await actAs(api, world, 'owner');
    // Issue 32: items are removed only through remove_booking_item, which sets the transaction's reason.
    await api.query(
      `select public.remove_booking_item($1, (select version from public.booking_items where id = $1), 'added twice')`,
      [item],
    );
    const [entry] = await rows<Row>(
      `select action, actor_id, actor_role, booking_id, booking_name, reason, before ->> 'line_total' as total, after
         from public.audit_log where row_id = $1 and action = 'delete'`,
      [item],
    );
    const expected = {
      action: 'delete',
      actor_id: world.users.owner,
      actor_role: 'owner',
      booking_id: booking,
      booking_name: 'Smith',
      reason: 'added twice',
      total: '45000',
      after: null,
    };
    return JSON.stringify(entry) === JSON.stringify(expected) ? undefined : `got ${JSON.stringify(entry)}`;
  });

  await scenario('service_role neither changes nor removes a row of the trail', async () => {
    await bookingWithMoney();
    const [{ id }] = (await rows<{ id: string }>('select max(id)::text as id from public.audit_log')) as [
      { id: string },
    ];
    await actAs(api, world, 'service_role');
    const answers = [
      await refusal(api, `update public.audit_log set reason = 'x' where id = $1`, [id]),
      await refusal(api, 'delete from public.audit_log where id = $1', [id]),
    ];
    const expected = [
      '42501 permission denied for table audit_log',
      '42501 permission denied for table audit_log',
    ];
    return JSON.stringify(answers) === JSON.stringify(expected)
      ? undefined
      : `got ${JSON.stringify(answers)}`;
  });

  // The table's owner, on its own connection while the API's holds no lock (TRUNCATE waits for every
  // other transaction that touched the table).
  scenarios += 1;
  await migrator.query('begin');
  try {
    const booking = (
      await insertRow(migrator, 'bookings', {
        lodge_id: world.lodgeA,
        date: '2026-11-23',
        time: '07:30',
        name: 'Owner check',
        guests: 1,
      })
    ).rows[0]!;
    await insertRow(migrator, 'payments', {
      lodge_id: world.lodgeA,
      booking_id: booking.id,
      amount: 100,
      method: 'cash',
    });
    const { id } = (await migrator.query<{ id: string }>('select max(id)::text as id from public.audit_log'))
      .rows[0]!;
    const answers = [
      await refusal(migrator, `update public.audit_log set reason = 'x' where id = $1`, [id]),
      await refusal(migrator, 'delete from public.audit_log where id = $1', [id]),
      await refusal(migrator, 'truncate public.audit_log'),
    ];
    if (answers.some((answer) => answer !== '42501 audit_log_append_only')) {
      failures.push(`audit trail: even the table's owner cannot change it: got ${JSON.stringify(answers)}`);
    }
  } catch (error) {
    failures.push(`audit trail: the table's owner: ${errorOf(error).code} ${errorOf(error).message}`);
  } finally {
    await migrator.query('rollback');
  }

  await scenario('owners, managers and trustees read the trail; staff and the outsider nothing', async () => {
    const { item } = await bookingWithMoney();
    let line = '';
    for (const person of ['owner', 'manager', 'staff', 'trustee', 'outsider'] as const) {
      await actAs(api, world, person);
      const found = await rows('select id from public.audit_log where row_id = $1', [item]);
      line += found.length > 0 ? 'r' : '0';
    }
    return line === 'rr0r0' ? undefined : `got ${line}`;
  });

  await scenario(
    'the money settings: a change of currency or share is recorded, other settings not',
    async () => {
      await actAs(api, world, 'owner');
      await api.query(
        `update public.lodges set reception_name = 'Front desk', community_share_pct = 20 where id = $1`,
        [world.lodgeA],
      );
      await api.query(`update public.lodges set reception_name = 'Desk' where id = $1`, [world.lodgeA]);
      const found = await rows<Row>(
        `select before ->> 'community_share_pct' as was, after ->> 'community_share_pct' as now, lodge_day = (now() at time zone l.timezone)::date as today
         from public.audit_log a join public.lodges l on l.id = a.lodge_id
        where a.lodge_id = $1 and a.table_name = 'lodges'`,
        [world.lodgeA],
      );
      const expected = [{ was: '15.00', now: '20.00', today: true }];
      return JSON.stringify(found) === JSON.stringify(expected) ? undefined : `got ${JSON.stringify(found)}`;
    },
  );

  await scenario('the day pack carries the window’s booking money to staff, none to trustees', async () => {
    const { booking } = await bookingWithMoney();
    await insertRow(api, 'payments', {
      lodge_id: world.lodgeA,
      booking_id: booking,
      amount: 20000,
      method: 'cash',
    });
    const counts: string[] = [];
    for (const person of ['staff', 'trustee'] as const) {
      await actAs(api, world, person);
      const [pack] = await rows<{ money: { booking_items: Row[]; payments: Row[]; currency: string } }>(
        `select public.day_pack_changes($1, '-infinity', '-infinity', '2026-11-22', '2026-11-25') -> 'money' as money`,
        [world.lodgeA],
      );
      counts.push(`${person} ${pack!.money.booking_items.length}/${pack!.money.payments.length}`);
    }
    return counts.join(', ') === 'staff 1/1, trustee 0/0' ? undefined : `got ${counts.join(', ')}`;
  });
  return scenarios;
}
