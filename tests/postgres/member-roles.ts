import type pg from 'pg';
import { type Row, type World, actAs, errorOf, insertRow } from './sql-session.ts';

/**
 * Issue 33 "No lost updates, anywhere" for team roles, as SQL on a real PostgreSQL set up like hosted
 * Supabase (15 and 17; the contract test checks the same through supabase-js on PGlite:
 * tests/contract/no-lost-updates.test.ts). A role change is PostgREST's
 * `PATCH lodge_members?lodge_id=eq.L&user_id=eq.U&updated_at=eq.<seen>`, i.e. an UPDATE with the version
 * seen in its WHERE; migration 20261204100000 moves that version (and `updated_by`) only with the role.
 * Each scenario runs in its own transaction, rolled back.
 */
export async function memberRoleRules(api: pg.Client, world: World, failures: string[]): Promise<number> {
  let scenarios = 0;
  const scenario = async (name: string, body: () => Promise<string | undefined>) => {
    scenarios += 1;
    await api.query('begin');
    try {
      const problem = await body();
      if (problem) failures.push(`member roles: ${name}: ${problem}`);
    } catch (error) {
      failures.push(`member roles: ${name}: ${errorOf(error).code} ${errorOf(error).message}`);
    } finally {
      await api.query('rollback');
    }
  };
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
  /** The staff member's row of lodge A as the caller sees it now. */
  const staffRow = async () =>
    (
      await api.query<Row>(
        `select role, updated_at::text as version, updated_by, last_opened_at
           from public.lodge_members where lodge_id = $1 and user_id = $2`,
        [world.lodgeA, world.users.staff],
      )
    ).rows[0];
  /** The role change as PostgREST sends it: conditional on the version seen, returning the row. */
  const changeRole = async (role: string, seen: unknown) =>
    (
      await api.query<Row>(
        `update public.lodge_members set role = $1
          where lodge_id = $2 and user_id = $3 and updated_at = $4::timestamptz
          returning role, updated_by`,
        [role, world.lodgeA, world.users.staff, seen],
      )
    ).rows;

  await scenario('two owners change one role: the second finds 0 rows, nothing is overwritten', async () => {
    await actAs(api, world, 'service_role');
    await insertRow(api, 'lodge_members', {
      lodge_id: world.lodgeA,
      user_id: world.users.outsider,
      role: 'owner',
    });
    await actAs(api, world, 'owner');
    const seen = (await staffRow())?.version;
    const first = await changeRole('manager', seen);
    if (first.length !== 1 || first[0]?.updated_by !== world.users.owner)
      return `the first change: ${JSON.stringify(first)}`;
    await actAs(api, world, 'outsider');
    const second = await changeRole('trustee', seen);
    if (second.length !== 0) return `the second, from the old version, wrote ${JSON.stringify(second)}`;
    const now = await staffRow();
    if (now?.role !== 'manager' || now.updated_by !== world.users.owner)
      return `kept: ${JSON.stringify(now)}`;
    const mine = await changeRole('trustee', now.version);
    return mine.length === 1 && mine[0]?.updated_by === world.users.outsider
      ? undefined
      : `Keep mine over their version: ${JSON.stringify(mine)}`;
  });

  await scenario("opening the lodge does not move the role's version", async () => {
    await actAs(api, world, 'staff');
    const before = await staffRow();
    await api.query('select public.open_lodge($1)', [world.lodgeA]);
    const after = await staffRow();
    return after?.last_opened_at &&
      after.version === before?.version &&
      after.updated_by === before?.updated_by
      ? undefined
      : `before ${JSON.stringify(before)}, after ${JSON.stringify(after)}`;
  });

  await scenario('updated_by cannot be sent: only role is granted for update', async () => {
    await actAs(api, world, 'owner');
    const got = await refusal(
      `update public.lodge_members set updated_by = $1 where lodge_id = $2 and user_id = $3`,
      [world.users.owner, world.lodgeA, world.users.staff],
    );
    return got.startsWith('42501') ? undefined : `got ${got}`;
  });

  await scenario(
    'the owner rules hold on a conditional change: a manager cannot demote an owner',
    async () => {
      await actAs(api, world, 'manager');
      const [owner] = (
        await api.query<Row>(
          `select updated_at::text as version from public.lodge_members where lodge_id = $1 and user_id = $2`,
          [world.lodgeA, world.users.owner],
        )
      ).rows;
      const got = await refusal(
        `update public.lodge_members set role = 'staff'
        where lodge_id = $1 and user_id = $2 and updated_at = $3::timestamptz`,
        [world.lodgeA, world.users.owner, owner?.version],
      );
      return got.startsWith('42501 only_owners_manage_owners') ? undefined : `got ${got}`;
    },
  );

  return scenarios;
}
