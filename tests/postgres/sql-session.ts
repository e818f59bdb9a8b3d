import type pg from 'pg';
import type { RLS_CALLERS } from '../support/rls-expectations.ts';

/** Untyped rows: the real-PostgreSQL checks address tables by name. */
export type Row = Record<string, unknown>;
export type Caller = (typeof RLS_CALLERS)[number];
export type Person = Exclude<Caller, 'anon'>;

/** The people and lodges the checks run against (committed once, before any check). */
export interface World {
  users: Record<Person | 'bystander', string>;
  /** Owner, manager, staff and trustee are members of A; the outsider owns B; A's four also own C. */
  lodgeA: string;
  lodgeB: string;
  lodgeC: string;
}

/**
 * Acts as a request would through PostgREST on its `authenticator` connection, inside the current
 * transaction: `set local role` to the token's role and `request.jwt.claims` to its claims.
 */
export async function actAs(api: pg.Client, world: World, caller: Caller | 'service_role'): Promise<void> {
  const role = caller === 'anon' || caller === 'service_role' ? caller : 'authenticated';
  const claims =
    role === 'authenticated' ? { sub: world.users[caller as Person], role, aud: 'authenticated' } : { role };
  await api.query(`set local role ${role}`);
  await api.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** `insert into public.<table> (…) values (…) returning *` with bound values. */
export async function insertRow(api: pg.Client, table: string, row: Row): Promise<pg.QueryResult<Row>> {
  const columns = Object.keys(row);
  const values = columns.map((column) => {
    const value = row[column];
    return value !== null && typeof value === 'object' ? JSON.stringify(value) : value;
  });
  return api.query<Row>(
    `insert into public.${ident(table)} (${columns.map(ident).join(', ')})
     values (${columns.map((_, index) => `$${index + 1}`).join(', ')}) returning *`,
    values,
  );
}

/** `where k1 = $n and …` for a key row, with its values appended to `values`. */
export function whereKey(key: Row, values: unknown[]): string {
  return Object.entries(key)
    .map(([column, value]) => {
      values.push(value);
      return `${ident(column)} = $${values.length}`;
    })
    .join(' and ');
}

/** `update public.<table> set … where <key> returning *`. */
export function updateRow(
  api: pg.Client,
  table: string,
  change: Row,
  key: Row,
): Promise<pg.QueryResult<Row>> {
  const values: unknown[] = [];
  const sets = Object.entries(change)
    .map(([column, value]) => {
      values.push(value);
      return `${ident(column)} = $${values.length}`;
    })
    .join(', ');
  return api.query<Row>(
    `update public.${ident(table)} set ${sets} where ${whereKey(key, values)} returning *`,
    values,
  );
}

/** The SQLSTATE and message of a failed query. */
export function errorOf(error: unknown): { code: string; message: string } {
  const { code, message } = error as { code?: string; message?: string };
  return { code: code ?? '', message: message ?? String(error) };
}
