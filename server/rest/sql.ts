import { type TableInfo, quoteIdent, quoteLiteral } from './catalog.ts';
import { badQuery, bodyColumnNotFound } from './errors.ts';
import type { Preferences } from './prefer.ts';
import type { ParsedQuery } from './query.ts';
import { type ReadNode, aggregateSql, nodeQuery } from './read.ts';
import { Params, checkColumn, filterSql, logicSql } from './where.ts';

/**
 * Writes (PostgREST Query/QueryBuilder.hs `mutatePlanToQuery`): one statement whose CTE
 * `pgrst_source` holds the written rows, read back through the request's select (embeds included).
 */

/** A statement with positional parameters. */
export interface Statement {
  text: string;
  params: unknown[];
  /**
   * For a count: the bare row query (same parameters) whose planner estimate `count=planned` reads,
   * as PostgREST explains `readPlanToCountQuery` (`SELECT 1 FROM … WHERE …`), not the `count(*)`.
   */
  rows?: string;
}

function relation(table: TableInfo): string {
  return `"public".${quoteIdent(table.name)}`;
}

/** Checks payload columns against the table. @throws RestError 400 PGRST204. */
export function payloadColumns(table: TableInfo, names: string[]): string[] {
  for (const name of names) if (!table.columns.includes(name)) throw bodyColumnNotFound(table.name, name);
  return names;
}

/** The root's filters and logic trees as a condition on alias `pgrst_0` (writes filter the target). */
function rootCondition(root: ReadNode, params: Params): string {
  const conds = [
    ...root.filters.map((filter) => filterSql(root.relation, root.alias, filter, params)),
    ...root.logic.map((tree) => logicSql(root.relation, root.alias, tree, params)),
  ];
  return conds.length === 0 ? 'true' : conds.join(' and ');
}

/** The written rows read back: the root without its filters, order or range. */
function readBack(root: ReadNode, params: Params, extra = ''): string {
  const node: ReadNode = { ...root, filters: [], logic: [], order: [] };
  delete node.limit;
  delete node.offset;
  return aggregateSql(nodeQuery(node, `pgrst_source ${root.alias}`, params), extra);
}

/**
 * `Prefer: missing=default` (SqlFragment.hs `fromJsonBodyF` with `includeDefaults`): every row of the
 * JSON array `rowsParam` laid over an object of the DEFAULTs of the payload's columns, so a key the
 * row lacks takes its column's default and a key it has (even null) stays. As on PostgREST, each
 * default is evaluated for EVERY row, in order, whatever the row holds: a serial or identity column
 * calls `nextval` once per row, so ids come out as PostgREST's do (postgrest-js `bulk insert/upsert
 * with column defaults`).
 */
function withDefaults(table: TableInfo, names: string[], rowsParam: string): string {
  const pairs = names.flatMap((name) => {
    const def = table.defaults[name];
    return def === undefined ? [] : [`${quoteLiteral(name)}, ${def}`];
  });
  return `select jsonb_agg(jsonb_build_object(${pairs.join(', ')}) || pgrst_elem)
    from jsonb_array_elements(${rowsParam}::jsonb) pgrst_elem`;
}

/**
 * `POST`: insert (or upsert with `resolution`) the JSON array `rowsJson` through
 * `json_populate_recordset`, as PostgREST does; `on conflict` target = `on_conflict` or the primary
 * key. With `missing=default` a key absent from a row takes the column's DEFAULT instead of null.
 * Result columns: `body`, `first`, `n`, `inserted` (rows that were new).
 */
export function buildInsert(
  table: TableInfo,
  root: ReadNode,
  query: ParsedQuery,
  prefs: Preferences,
  rowsJson: string,
  names: string[],
): Statement {
  const params = new Params();
  const cols = payloadColumns(table, names).map(quoteIdent);
  const target = relation(table);
  let insert: string;
  if (rowsJson === '[]') {
    insert = `insert into ${target} select * from json_populate_recordset(null::${target}, '[]'::json)`;
  } else if (cols.length === 0) {
    insert = `insert into ${target} default values`;
  } else if (prefs.missing === 'default') {
    insert = `insert into ${target} (${cols.join(', ')}) select ${cols.join(', ')}
      from jsonb_populate_recordset(null::${target}, (${withDefaults(table, names, params.add(rowsJson))}))`;
  } else {
    insert = `insert into ${target} (${cols.join(', ')}) select ${cols.join(', ')}
      from json_populate_recordset(null::${target}, ${params.add(rowsJson)}::json)`;
  }
  const upsert = prefs.resolution !== undefined && rowsJson !== '[]';
  if (upsert) {
    const conflict = (query.onConflict ?? table.primaryKey).map((name) =>
      quoteIdent(checkColumn(table, name)),
    );
    if (conflict.length === 0) throw badQuery('on_conflict is required: the table has no primary key');
    const updates = cols.map((col) => `${col} = excluded.${col}`);
    insert +=
      prefs.resolution === 'ignore-duplicates' || updates.length === 0
        ? ` on conflict (${conflict.join(', ')}) do nothing`
        : ` on conflict (${conflict.join(', ')}) do update set ${updates.join(', ')}`;
  }
  const flag = upsert && table.kind !== 'v' ? ', (xmax = 0) as pgrst_inserted' : ', true as pgrst_inserted';
  const returning = `${insert} returning ${target}.*${flag}`;
  const text = `with pgrst_source as (${returning})
    ${readBack(root, params, ', (select count(*)::int from pgrst_source where pgrst_inserted) as inserted')}`;
  return { text, params: params.values };
}

/** `PATCH`: set the payload's columns (from `json_populate_record`) on the filtered rows. */
export function buildUpdate(table: TableInfo, root: ReadNode, bodyJson: string, names: string[]): Statement {
  const params = new Params();
  const target = relation(table);
  const body = params.add(bodyJson);
  const sets = payloadColumns(table, names).map(
    (name) =>
      `${quoteIdent(name)} = (select ${quoteIdent(name)} from json_populate_record(null::${target}, ${body}::json))`,
  );
  const where = rootCondition(root, params);
  const text = `with pgrst_source as (update ${target} as ${root.alias} set ${sets.join(', ')} where ${where} returning ${root.alias}.*)
    ${readBack(root, params)}`;
  return { text, params: params.values };
}

/** `DELETE`: remove the filtered rows. */
export function buildDelete(table: TableInfo, root: ReadNode): Statement {
  const params = new Params();
  const target = relation(table);
  const where = rootCondition(root, params);
  const text = `with pgrst_source as (delete from ${target} as ${root.alias} where ${where} returning ${root.alias}.*)
    ${readBack(root, params)}`;
  return { text, params: params.values };
}

/** `GET`: the filtered, ordered, ranged rows as JSON, at most `maxRows` per level (`db-max-rows`). */
export function buildSelect(table: TableInfo, root: ReadNode, maxRows?: number): Statement {
  const params = new Params();
  const options = maxRows === undefined ? {} : { maxRows };
  return {
    text: aggregateSql(nodeQuery(root, `${relation(table)} ${root.alias}`, params, options)),
    params: params.values,
  };
}

/** `Prefer: count`: rows matching the root's filters (and `!inner` embeds), ignoring the range. */
export function buildCount(table: TableInfo, root: ReadNode): Statement {
  const params = new Params();
  const rows = nodeQuery(root, `${relation(table)} ${root.alias}`, params, { count: true });
  return { text: `select count(*)::int as n from (${rows}) pgrst_count`, params: params.values, rows };
}
