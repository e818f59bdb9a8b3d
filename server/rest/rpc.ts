import type { Transaction } from '@electric-sql/pglite';
import { MAX_JSON_DEPTH, jsonDepth } from './body.ts';
import type { RelationInfo } from './catalog.ts';
import { loadTable, quoteIdent } from './catalog.ts';
import { RestError, columnNotFound } from './errors.ts';
import { planRead } from './embed.ts';
import type { Preferences } from './prefer.ts';
import { type ParsedQuery, rootRange } from './query.ts';
import { cappedLimit, nodeQuery } from './read.ts';
import { type Routine, type RoutineParam, findRoutine, isRawBodyType } from './routines.ts';
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
  /** Rows the call returns before limit/offset (`Prefer: count`). */
  count: Statement;
  /** Stable/immutable functions (and every `GET`) run in a READ ONLY transaction. */
  readOnly: boolean;
}

/** The JSON object of arguments of a `POST`. @throws RestError 400 PGRST102. */
export function postArguments(bodyText: string): { value: unknown; keys: string[] } {
  if (bodyText.trim() === '') return { value: {}, keys: [] };
  if (jsonDepth(bodyText) > MAX_JSON_DEPTH) {
    throw new RestError(
      400,
      'PGRST102',
      'Empty or invalid json',
      `JSON nested deeper than ${MAX_JSON_DEPTH} levels`,
    );
  }
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

const fnName = (routine: Routine) => `"public".${quoteIdent(routine.name)}`;
const argName = (param: RoutineParam) => `${param.variadic ? 'variadic ' : ''}${quoteIdent(param.name)}`;

/**
 * A `POST` call: arguments read from the JSON object with `json_to_record` typed by the parameters
 * (only the named ones, so defaults apply to the rest), or the whole body as the one json argument.
 */
function postCall(
  routine: Routine,
  argNames: string[],
  wholeBody: boolean,
  value: unknown,
  body: RpcBody,
  params: Params,
): { from: string; call: string } {
  if (wholeBody) {
    // Query/QueryBuilder.hs `OnePosParam`: the body itself is the one argument (bytes for bytea).
    const type = routine.params[0]?.type ?? 'json';
    let arg: unknown = body.text;
    if (type === 'bytea') arg = new Uint8Array(body.bytes);
    else if (!isRawBodyType(body.mediaType) && body.text.trim() === '') arg = '{}';
    return { from: '', call: `${fnName(routine)}(${params.add(arg)}::${type})` };
  }
  const used = routine.params.filter((p) => argNames.includes(p.name));
  const args = used.map((p) => `${argName(p)} := pgrst_body.${quoteIdent(p.name)}`);
  const call = `${fnName(routine)}(${args.join(', ')})`;
  if (used.length === 0) return { from: '', call };
  const columns = used.map((p) => `${quoteIdent(p.name)} ${p.type}`).join(', ');
  const record = `json_to_record(${params.add(JSON.stringify(value))}::json) as pgrst_body(${columns})`;
  return { from: `${record}, lateral `, call };
}

/**
 * A `GET`/`HEAD` call: each query-string argument bound as text and cast to its parameter's type; a
 * function with a single unnamed parameter gets them all as one JSON object, positionally (PostgREST's
 * `OnePosParam` with `DirectArgs`; the last of repeated keys wins).
 */
function getCall(
  routine: Routine,
  args: [string, string][],
  wholeBody: boolean,
  params: Params,
): { from: string; call: string } {
  const given = new Map(args);
  if (wholeBody) {
    const type = routine.params[0]?.type ?? 'json';
    const json = JSON.stringify(Object.fromEntries(given));
    const arg = type === 'bytea' ? new Uint8Array(Buffer.from(json)) : json;
    return { from: '', call: `${fnName(routine)}(${params.add(arg)}::${type})` };
  }
  const used = routine.params.filter((p) => given.has(p.name));
  const list = used.map((p) => `${argName(p)} := ${params.add(given.get(p.name))}::${p.type}`);
  return { from: '', call: `${fnName(routine)}(${list.join(', ')})` };
}

/** A `POST` body: its media type (`Content-Type` without parameters), text and bytes. */
export interface RpcBody {
  mediaType: string;
  text: string;
  bytes: Buffer;
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
  rpcBody: RpcBody,
  prefs: Preferences,
): Promise<CallPlan> {
  // A text, xml or byte body is no object of named arguments: only a single unnamed parameter takes it.
  const raw = post && isRawBodyType(rpcBody.mediaType);
  const body = post && !raw ? postArguments(rpcBody.text) : { value: undefined, keys: [] };
  const argNames = post
    ? prefs.singleObject || raw
      ? []
      : (query.columns ?? body.keys)
    : query.args.map(([key]) => key);
  const { routine, wholeBody } = await findRoutine(tx, name, argNames, post, rpcBody.mediaType);
  if (prefs.handling === 'strict' && prefs.maxAffected !== undefined && !routine.setOf) {
    throw new RestError(
      400,
      'PGRST128',
      'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
    );
  }
  const source = (params: Params) =>
    post
      ? postCall(
          routine,
          argNames,
          wholeBody || (prefs.singleObject === true && routine.params.length === 1),
          body.value,
          rpcBody,
          params,
        )
      : getCall(routine, query.args, wholeBody, params);
  let rowsSql: (params: Params, count: boolean) => string;
  if (routine.returns === 'composite') {
    const table = routine.tableName ? await loadTable(tx, routine.tableName) : undefined;
    const root = await planRead(tx, table ?? resultRelation(routine), table?.name, query);
    rowsSql = (params, count) => {
      const { from, call } = source(params);
      const cap = query.maxRows === undefined ? {} : { maxRows: query.maxRows };
      return nodeQuery(root, `${from}${call} ${root.alias}`, params, { count, ...cap });
    };
  } else {
    const first = query.filters[0]?.value.field.name ?? query.order[0]?.value[0]?.field.name;
    if (first !== undefined) throw columnNotFound(routine.name, first);
    const range = rootRange(query);
    const { offset } = range;
    const limit = cappedLimit(range.limit, query.maxRows);
    rowsSql = (params, count) => {
      const { from, call } = source(params);
      let sql = `select pgrst_call.pgrst_scalar from ${from}(select ${call} as pgrst_scalar) pgrst_call`;
      if (!count && limit !== undefined) sql += ` limit ${params.add(limit)}::bigint`;
      if (!count && offset > 0) sql += ` offset ${params.add(offset)}::bigint`;
      return sql;
    };
  }
  const params = new Params();
  const rows = rowsSql(params, false);
  const countParams = new Params();
  const countRows = rowsSql(countParams, true);
  const countText = `select count(*)::int as n from (${countRows}) pgrst_count`;
  // Not `setof`: the one value itself (PostgREST Query/SqlFragment.hs `asJsonSingleF`); else an array.
  const value = routine.returns === 'composite' ? 'pgrst_out' : 'pgrst_out.pgrst_scalar';
  const json = routine.setOf
    ? `coalesce(json_agg(${value}), '[]')::text`
    : `coalesce((json_agg(${value}) -> 0)::text, 'null')`;
  const text = `select ${json} as body, (json_agg(${value}) -> 0)::text as first, count(*)::int as n from (${rows}) pgrst_out`;
  return {
    routine,
    statement: { text, params: params.values },
    count: { text: countText, params: countParams.values, rows: countRows },
    readOnly: !post || routine.volatility !== 'v',
  };
}
