import type { Transaction } from '@electric-sql/pglite';
import type { RelationInfo } from './catalog.ts';
import { loadTable, quoteIdent } from './catalog.ts';
import { RestError, columnNotFound } from './errors.ts';
import { planRead } from './embed.ts';
import type { Preferences } from './prefer.ts';
import type { ParsedQuery } from './query.ts';
import { nodeQuery } from './read.ts';
import { type Routine, findRoutine } from './routines.ts';
import type { Statement } from './sql.ts';
import { Params } from './where.ts';

/**
 * `/rest/v1/rpc/<fn>` (PostgREST Plan.hs `callReadPlan`, Query/QueryBuilder.hs `callPlanToQuery`):
 * named arguments from a JSON object body (`POST`) or the query string (`GET`/`HEAD`), the overload
 * picked by argument names, the call run in the request's transaction and role (so EXECUTE grants,
 * RLS and `security definer` behave as on PostgREST). Composite results can be filtered, ordered,
 * ranged and embedded like a table when the function returns a table's row type.
 */

/** A planned function call. */
export interface CallPlan {
  routine: Routine;
  statement: Statement;
  /** Stable/immutable functions (and every `GET`) run in a READ ONLY transaction. */
  readOnly: boolean;
}

/** The JSON object of arguments of a `POST`. @throws RestError 400 PGRST102. */
export function postArguments(bodyText: string): { value: unknown; keys: string[] } {
  if (bodyText.trim() === '') return { value: {}, keys: [] };
  let value: unknown;
  try {
    value = JSON.parse(bodyText);
  } catch {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  }
  const keys = typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.keys(value) : [];
  return { value, keys };
}

function resultRelation(routine: Routine): RelationInfo {
  const types: Record<string, string> = {};
  for (const column of routine.columns) types[column.name] = column.type;
  return { name: routine.name, columns: routine.columns.map((c) => c.name), types };
}

/**
 * Plans `POST|GET /rpc/<name>`.
 * @param post `POST` (JSON body) rather than `GET`/`HEAD` (query-string arguments).
 * @throws RestError 404 PGRST202 / 300 PGRST203 (no single matching function), 400 PGRST128
 * (`max-affected` with `handling=strict` on a function that does not return a set).
 */
export async function planCall(
  tx: Transaction,
  name: string,
  post: boolean,
  query: ParsedQuery,
  bodyText: string,
  prefs: Preferences,
): Promise<CallPlan> {
  const body = post ? postArguments(bodyText) : { value: undefined, keys: [] };
  const argNames = post
    ? prefs.singleObject
      ? []
      : (query.columns ?? body.keys)
    : query.args.map(([key]) => key);
  const { routine, wholeBody } = await findRoutine(tx, name, argNames, post);
  if (prefs.handling === 'strict' && prefs.maxAffected !== undefined && !routine.setOf) {
    throw new RestError(
      400,
      'PGRST128',
      'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
    );
  }
  const params = new Params();
  const fn = `"public".${quoteIdent(routine.name)}`;
  let from: string;
  let call: string;
  if (post && (wholeBody || (prefs.singleObject && routine.params.length === 1))) {
    call = `${fn}(${params.add(bodyText.trim() === '' ? '{}' : bodyText)}::${routine.params[0]?.type ?? 'json'})`;
    from = '';
  } else if (post) {
    const used = routine.params.filter((p) => argNames.includes(p.name));
    const columns = used.map((p) => `${quoteIdent(p.name)} ${p.type}`).join(', ');
    const args = used.map(
      (p) => `${p.variadic ? 'variadic ' : ''}${quoteIdent(p.name)} := pgrst_body.${quoteIdent(p.name)}`,
    );
    call = `${fn}(${args.join(', ')})`;
    from =
      used.length === 0
        ? ''
        : `json_to_record(${params.add(JSON.stringify(body.value))}::json) as pgrst_body(${columns}), lateral `;
  } else {
    const given = new Map(query.args);
    const used = routine.params.filter((p) => given.has(p.name));
    const args = used.map(
      (p) =>
        `${p.variadic ? 'variadic ' : ''}${quoteIdent(p.name)} := ${params.add(given.get(p.name))}::${p.type}`,
    );
    call = `${fn}(${args.join(', ')})`;
    from = '';
  }
  let rows: string;
  if (routine.returns === 'composite') {
    const table = routine.tableName ? await loadTable(tx, routine.tableName) : undefined;
    const root = await planRead(tx, table ?? resultRelation(routine), table?.name, query);
    rows = nodeQuery(root, `${from}${call} ${root.alias}`, params);
  } else {
    const first = query.filters[0]?.value.field.name ?? query.order[0]?.value[0]?.field.name;
    if (first !== undefined) throw columnNotFound(routine.name, first);
    rows = `select pgrst_call.pgrst_scalar from ${from}(select ${call} as pgrst_scalar) pgrst_call`;
    const limit = query.limits.find((l) => l.path.length === 0)?.value;
    const offset = query.offsets.find((o) => o.path.length === 0)?.value;
    if (limit !== undefined) rows += ` limit ${params.add(limit)}::bigint`;
    if (offset !== undefined) rows += ` offset ${params.add(offset)}::bigint`;
  }
  const single = !routine.setOf;
  const value = routine.returns === 'composite' ? 'pgrst_out' : 'pgrst_out.pgrst_scalar';
  const body_ = single
    ? `coalesce((json_agg(${value}) -> 0)::text, 'null')`
    : `coalesce(json_agg(${value}), '[]')::text`;
  const text = `select ${body_} as body, (json_agg(${value}) -> 0)::text as first, count(*)::int as n from (${rows}) pgrst_out`;
  return {
    routine,
    statement: { text, params: params.values },
    readOnly: !post || routine.volatility !== 'v',
  };
}
