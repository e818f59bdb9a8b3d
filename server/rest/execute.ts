import type { Transaction } from '@electric-sql/pglite';
import { parsePayload, type Payload } from './body.ts';
import type { TableInfo } from './catalog.ts';
import { RestError, notSingular } from './errors.ts';
import { type Preferences, appliedPreferences } from './prefer.ts';
import { type ParsedQuery, rootRange } from './query.ts';
import type { ReadNode } from './read.ts';
import type { CallPlan } from './rpc.ts';
import { type Statement, buildCount, buildDelete, buildInsert, buildSelect, buildUpdate } from './sql.ts';

/**
 * Runs a planned request inside its transaction and shapes the response as PostgREST's Response.hs
 * does: `Content-Range`, 200/206/416 from the range and count, 201/200/204 for writes, 406 PGRST116
 * for singular requests that do not hit exactly one row, 400 PGRST124 past `max-affected`.
 */

/** What the handler sends. */
export interface Outcome {
  status: number;
  body?: string;
  headers: Record<string, string>;
}

interface RowsResult {
  body: string;
  first: string | null;
  n: number;
  inserted?: number;
}

/**
 * Transactions whose statements go through the simple protocol with the values inlined as literals.
 * PGlite's extended protocol loses the error of a statement nested too deeply for its stack (an embed
 * 100+ levels deep) and reports a bare 26000 "unnamed prepared statement does not exist"; the simple
 * protocol reports Postgres's real one (54001 "stack depth limit exceeded"). The handler retries such
 * a request in this mode.
 */
const simpleProtocol = new WeakSet<Transaction>();

/** Runs the rest of `tx` through the simple protocol (see {@link simpleProtocol}). */
export function useSimpleProtocol(tx: Transaction): void {
  simpleProtocol.add(tx);
}

/** True for PGlite's error of a statement its extended protocol could not prepare. */
export function isUnpreparedStatement(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error as { code?: unknown }).code === '26000' &&
    error.message === 'unnamed prepared statement does not exist'
  );
}

/** A bound value as a SQL literal (numbers parenthesised: `x->-1` would lex as an operator `->-`). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' || typeof value === 'bigint') return `(${String(value)})`;
  if (value instanceof Uint8Array) return `'\\x${Buffer.from(value).toString('hex')}'`;
  return `'${String(value as string).replace(/'/g, "''")}'`;
}

/** The statement with `$n` replaced by literals (quoted identifiers and strings left alone). */
export function inlineParams(text: string, params: unknown[]): string {
  return text.replace(/"(?:[^"]|"")*"|'(?:[^']|'')*'|\$(\d+)/g, (match, n: string | undefined) =>
    n === undefined ? match : literal(params[Number(n) - 1]),
  );
}

async function rows<T>(tx: Transaction, text: string, params: unknown[]): Promise<T[]> {
  if (!simpleProtocol.has(tx)) return (await tx.query<T>(text, params)).rows; // booleans bound as text (pglite-worker.mjs)
  const results = await tx.exec(inlineParams(text, params));
  const result = results.filter((r) => r.fields.length > 0).at(-1);
  // PGlite answers nothing at all when the statement overflowed its stack past Postgres's check.
  if (!result) {
    throw Object.assign(new Error('stack depth limit exceeded'), {
      code: '54001',
      hint: 'Increase the configuration parameter "max_stack_depth" (currently 2048kB), after ensuring the platform\'s stack depth limit is adequate.',
    });
  }
  return result.rows as T[];
}

async function run(tx: Transaction, statement: Statement): Promise<RowsResult> {
  const row = (await rows<RowsResult>(tx, statement.text, statement.params))[0];
  if (!row) throw new Error('aggregate query returned no row');
  return row;
}

/** PostgREST's `rangeStatusHeader` (RangeQuery.hs): status and `Content-Range`. */
export function rangeStatus(
  offset: number,
  n: number,
  total: number | undefined,
): { status: number; range: string } {
  const upper = offset + n - 1;
  const range = `${total !== 0 && offset <= upper ? `${offset}-${upper}` : '*'}/${total ?? '*'}`;
  if (total === undefined) return { status: 200, range };
  if (offset > total) return { status: 416, range };
  return { status: 1 + upper - offset < total ? 206 : 200, range };
}

/**
 * The planner's row estimate of a count's row query (`count=planned`, and `count=estimated` past
 * `db-max-rows`): PostgREST's `postExplain` of `readPlanToCountQuery`, read from `Plan Rows`.
 */
async function planned(tx: Transaction, statement: Statement): Promise<number> {
  const result = await rows<{ 'QUERY PLAN': unknown }>(
    tx,
    `explain (format json) ${statement.rows ?? statement.text}`,
    statement.params,
  );
  const plan = result[0]?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as {
    Plan?: { 'Plan Rows'?: number };
  }[];
  return parsed[0]?.Plan?.['Plan Rows'] ?? 0;
}

async function total(
  tx: Transaction,
  table: TableInfo,
  root: ReadNode,
  prefs: Preferences,
  maxRows: number | undefined,
): Promise<number | undefined> {
  if (!prefs.count) return undefined;
  const count = buildCount(table, root);
  if (prefs.count === 'planned') return planned(tx, count);
  if (prefs.count !== 'estimated') return (await run(tx, count)).n;
  // Statements.hs `mainRead`: an estimated count counts at most `db-max-rows` + 1 rows; past
  // `db-max-rows` (or with none set: `Just n > Nothing`, MainTx.hs) the planner's estimate, if larger.
  const counted =
    maxRows === undefined || count.rows === undefined
      ? count
      : { ...count, text: `select count(*)::int as n from (${count.rows} limit ${maxRows + 1}) pgrst_count` };
  const n = (await run(tx, counted)).n;
  return maxRows === undefined || n > maxRows ? Math.max(n, await planned(tx, count)) : n;
}

function contentTypeHeader(singular: boolean): Record<string, string> {
  return {
    'Content-Type': `${singular ? 'application/vnd.pgrst.object+json' : 'application/json'}; charset=utf-8`,
  };
}

function withApplied(headers: Record<string, string>, prefs: Preferences): Record<string, string> {
  const applied = appliedPreferences(prefs);
  return applied ? { ...headers, 'Preference-Applied': applied } : headers;
}

/** A table request (`GET`, `HEAD`, `POST`, `PATCH`, `DELETE`). */
export async function executeTable(
  tx: Transaction,
  request: {
    method: string;
    table: TableInfo;
    root: ReadNode;
    query: ParsedQuery;
    prefs: Preferences;
    singular: boolean;
    bodyText: string;
    contentType: string;
  },
): Promise<Outcome> {
  const { method, table, root, query, prefs, singular } = request;
  const headers = contentTypeHeader(singular);
  if (method === 'GET' || method === 'HEAD') {
    const result = await run(tx, buildSelect(table, root, query.maxRows));
    const range = rootRange(query);
    const { status, range: contentRange } = rangeStatus(
      range.offset,
      result.n,
      await total(tx, table, root, prefs, query.maxRows),
    );
    if (status === 416) {
      throw new RestError(
        416,
        'PGRST103',
        'Requested range not satisfiable',
        `An offset of ${range.offset} was requested, but there are only ${contentRange.split('/')[1] ?? '0'} rows.`,
      );
    }
    if (singular && result.n !== 1) throw notSingular(result.n);
    const out = { ...withApplied(headers, prefs), 'Content-Range': contentRange };
    return {
      status,
      headers: out,
      ...(method === 'HEAD' ? {} : { body: singular ? (result.first ?? 'null') : result.body }),
    };
  }
  let statement: Statement;
  if (method === 'DELETE') statement = buildDelete(table, root);
  else {
    const payload: Payload = parsePayload(request.bodyText, request.contentType, query.columns);
    if (method === 'POST') {
      const rows = payload.empty ? '[]' : payload.isArray ? payload.json : `[${payload.json}]`;
      statement = buildInsert(table, root, query, prefs, rows, payload.keys);
    } else {
      if (payload.isArray) throw new RestError(400, 'PGRST102', 'Empty or invalid json');
      if (payload.keys.length === 0) return { status: 204, headers: withApplied({}, prefs) };
      statement = buildUpdate(table, root, payload.json, payload.keys);
    }
  }
  const result = await run(tx, statement);
  if (singular && result.n !== 1) throw notSingular(result.n);
  if (
    method !== 'POST' &&
    prefs.handling === 'strict' &&
    prefs.maxAffected !== undefined &&
    result.n > prefs.maxAffected
  ) {
    throw new RestError(
      400,
      'PGRST124',
      'Query result exceeds max-affected preference constraint',
      `The query affects ${result.n} rows`,
    );
  }
  const out = withApplied(headers, prefs);
  if (prefs.count) out['Content-Range'] = rangeStatus(0, result.n, result.n).range;
  else if (method !== 'POST') out['Content-Range'] = rangeStatus(0, result.n, undefined).range;
  const representation = prefs.return === 'representation';
  let status: number;
  if (method === 'POST') status = prefs.resolution && result.inserted === 0 && result.n > 0 ? 200 : 201;
  else status = representation ? 200 : 204;
  if (!representation) {
    delete out['Content-Type'];
    return { status, headers: out };
  }
  return { status, headers: out, body: singular ? (result.first ?? 'null') : result.body };
}

/** A planned RPC: 204 for `void`, else the JSON value, array or object PostgREST would send. */
export async function executeCall(
  tx: Transaction,
  plan: CallPlan,
  request: { query: ParsedQuery; prefs: Preferences; singular: boolean; head: boolean },
): Promise<Outcome> {
  const { prefs, singular, head } = request;
  const result = await run(tx, plan.statement);
  if (singular && result.n !== 1) throw notSingular(result.n);
  if (prefs.handling === 'strict' && prefs.maxAffected !== undefined && result.n > prefs.maxAffected) {
    throw new RestError(
      400,
      'PGRST124',
      'Query result exceeds max-affected preference constraint',
      `The query affects ${result.n} rows`,
    );
  }
  let total: number | undefined;
  if (prefs.count === 'planned') total = await planned(tx, plan.count);
  else if (prefs.count) total = (await run(tx, plan.count)).n;
  const offset = rootRange(request.query).offset;
  const { status, range } = rangeStatus(offset, result.n, total);
  if (status === 416) {
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total ?? 0} rows.`,
    );
  }
  if (plan.routine.returns === 'void')
    return { status: 204, headers: withApplied({ 'Content-Range': range }, prefs) };
  const headers = { ...withApplied(contentTypeHeader(singular), prefs), 'Content-Range': range };
  const body = singular ? (result.first ?? 'null') : result.body;
  return { status, headers, ...(head ? {} : { body }) };
}
