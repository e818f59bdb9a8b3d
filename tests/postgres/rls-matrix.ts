import type pg from 'pg';
import { RLS_CALLERS, RLS_EXPECTATIONS, type RlsOp } from '../support/rls-expectations.ts';
import { SQL_CASES, type SqlCase } from './rls-cases.ts';
import {
  type Caller,
  type Row,
  type World,
  actAs,
  errorOf,
  insertRow,
  updateRow,
  whereKey,
} from './sql-session.ts';

/**
 * The RLS matrix as SQL, the PostgREST way: each cell is one transaction on the `authenticator`
 * connection — fixture as service_role, then `set local role` + `request.jwt.claims` of the caller,
 * the statement PostgREST would run, a look as service_role at what happened, and `rollback`.
 * Outcome letters as in tests/support/rls-expectations.ts (42501 as anon = 'u', else 'x').
 * @returns the number of cells checked and one message per cell that differs.
 */
export async function runRlsMatrix(
  api: pg.Client,
  world: World,
): Promise<{ cells: number; failures: string[] }> {
  const failures: string[] = [];
  let cells = 0;
  for (const c of SQL_CASES) {
    const expected = RLS_EXPECTATIONS[c.table] ?? {};
    for (const op of Object.keys(expected) as RlsOp[]) {
      const actual: string[] = [];
      for (const caller of RLS_CALLERS) actual.push(await cell(api, world, c, op, caller));
      cells += RLS_CALLERS.length;
      if (actual.join('') !== expected[op]) {
        const detail = RLS_CALLERS.map((caller, index) => `${caller}: ${actual[index]}`).join(', ');
        failures.push(`RLS matrix ${c.table} ${op}: expected ${expected[op]}, got ${detail}`);
      }
    }
  }
  return { cells, failures };
}

function pick(row: Row, columns: string[]): Row {
  return Object.fromEntries(columns.map((column) => [column, row[column]]));
}

async function cell(api: pg.Client, world: World, c: SqlCase, op: RlsOp, caller: Caller): Promise<string> {
  await api.query('begin');
  try {
    await actAs(api, world, 'service_role');
    const key = op === 'insert' ? {} : pick(await c.fixture(api, world), c.key ?? ['id']);
    const row = op === 'insert' ? await c.insert!(api, world, caller) : {};
    await api.query('savepoint attempt');
    let outcome: string;
    try {
      await actAs(api, world, caller);
      const result = await attempt(api, world, c, op, caller, key, row);
      outcome =
        op === 'insert' || result.rowCount === 1
          ? 'r'
          : result.rowCount === 0
            ? '0'
            : `rows ${result.rowCount}`;
    } catch (error) {
      await api.query('rollback to savepoint attempt');
      const { code, message } = errorOf(error);
      outcome = code === '42501' ? (caller === 'anon' ? 'u' : 'x') : `error ${code}: ${message}`;
    }
    await actAs(api, world, 'service_role');
    if (op === 'delete') {
      const values: unknown[] = [];
      const left = await api.query(
        `select 1 from public."${c.table}" where ${whereKey(key, values)}`,
        values,
      );
      if (outcome === 'r' && left.rowCount === 1) return 'reported deleted but the row is still there';
      if (outcome !== 'r' && left.rowCount === 0) return `answered ${outcome} but the row is gone`;
    }
    if (op === 'move') {
      const values: unknown[] = [];
      const now = await api.query<Row>(
        `select lodge_id from public."${c.table}" where ${whereKey(key, values)}`,
        values,
      );
      const stayed = now.rows[0]?.lodge_id === world.lodgeA;
      if (outcome === 'r') return stayed ? 'reported moved but the row is still in lodge A' : 'r';
      if (!stayed) return `answered ${outcome} but the row left lodge A`;
    }
    return outcome;
  } finally {
    await api.query('rollback');
  }
}

function attempt(
  api: pg.Client,
  world: World,
  c: SqlCase,
  op: RlsOp,
  caller: Caller,
  key: Row,
  row: Row,
): Promise<pg.QueryResult<Row>> {
  const values: unknown[] = [];
  switch (op) {
    case 'select':
      return api.query<Row>(`select * from public."${c.table}" where ${whereKey(key, values)}`, values);
    case 'insert':
      return insertRow(api, c.table, row);
    case 'update':
      return updateRow(api, c.table, c.update!, key);
    case 'delete':
      return api.query<Row>(
        `delete from public."${c.table}" where ${whereKey(key, values)} returning *`,
        values,
      );
    case 'move':
      return updateRow(api, c.table, { lodge_id: caller === 'outsider' ? world.lodgeB : world.lodgeC }, key);
  }
}
