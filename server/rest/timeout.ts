import type { Transaction } from '@electric-sql/pglite';
import { RestError } from './errors.ts';

/**
 * Statement timeouts per role, as hosted Supabase sets them (`alter role anon set statement_timeout =
 * '3s'`, `authenticated` '8s'; PostgREST applies the impersonated role's settings per request).
 *
 * PGlite runs Postgres single-threaded in WebAssembly: its timers only fire between statements, so
 * `statement_timeout` never interrupts one (verified: `set local statement_timeout = '500ms'` then
 * `pg_sleep(2)` returns after 2 s). The limit is therefore enforced from outside: the handler arms it
 * on its transaction (`tx.cancelAfter`, db/worker-database.ts), which stops a statement still running
 * then by terminating the database thread; a request whose statements returned just past the limit is
 * rolled back. Both answer PostgreSQL's 57014, as PostgREST would.
 */

/** Hosted Supabase's limits in milliseconds, used when the role has no `statement_timeout` setting. */
export const HOSTED_STATEMENT_TIMEOUTS: Readonly<Record<string, number>> = {
  anon: 3_000,
  authenticated: 8_000,
};

/** Per-role overrides in milliseconds (`0` = no limit), or `false` for no limits at all. */
export type StatementTimeouts = Record<string, number> | false;

const UNITS: Record<string, number> = {
  us: 0.001,
  ms: 1,
  s: 1_000,
  min: 60_000,
  h: 3_600_000,
  d: 86_400_000,
};

/** A Postgres duration setting (`8s`, `500ms`, `1min`, bare milliseconds) in milliseconds. */
export function parseDuration(text: string): number | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(us|ms|s|min|h|d)?\s*$/.exec(text);
  if (!match?.[1]) return undefined;
  return Number(match[1]) * (UNITS[match[2] ?? 'ms'] ?? 1);
}

/**
 * The statement timeout of `role` in milliseconds (undefined: none): an override if given, else the
 * role's own `statement_timeout` setting (`pg_db_role_setting`), else hosted Supabase's default.
 */
export async function statementTimeout(
  tx: Transaction,
  role: string,
  overrides: StatementTimeouts | undefined,
): Promise<number | undefined> {
  if (overrides === false) return undefined;
  const override = overrides?.[role];
  if (override !== undefined) return override > 0 ? override : undefined;
  const result = await tx.query<{ setting: string | null }>(
    `select (select x from unnest(s.setconfig) x where x like 'statement\\_timeout=%' limit 1) as setting
       from pg_catalog.pg_db_role_setting s join pg_catalog.pg_roles r on r.oid = s.setrole
      where r.rolname = $1 and s.setdatabase = 0`,
    [role],
  );
  const setting = result.rows[0]?.setting;
  if (setting) {
    const ms = parseDuration(setting.slice('statement_timeout='.length));
    return ms && ms > 0 ? ms : undefined;
  }
  return HOSTED_STATEMENT_TIMEOUTS[role];
}

/** PostgreSQL's query_canceled, which PostgREST answers with 500 (Error.hs: class 57 → 500). */
export function statementTimedOut(): RestError {
  return new RestError(500, '57014', 'canceling statement due to statement timeout');
}
