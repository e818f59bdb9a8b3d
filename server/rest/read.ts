import { quoteIdent, type RelationInfo, type Relationship } from './catalog.ts';
import { RestError } from './errors.ts';
import type { Filter, LogicTree } from './filters.ts';
import type { OrderTerm, SelectItem } from './query.ts';
import { fieldKey } from './syntax.ts';
import type { Params } from './where.ts';
import { fieldSql, filterSql, logicSql, rowSql } from './where.ts';

/**
 * A read plan node and its SQL (PostgREST Plan/ReadPlan.hs, Query/QueryBuilder.hs `readPlanToQuery`).
 * Embedded resources become `LEFT JOIN LATERAL` subqueries that build their JSON in SQL
 * (`row_to_json` for to-one, `json_agg` for to-many), all in the request's transaction and role, so
 * grants and RLS decide for every embedded table as they do for the root.
 */

/** One level of a read: a relation, what to select from it, and its own filters and range. */
export interface ReadNode {
  relation: RelationInfo;
  /** SQL alias of the relation at this level (`pgrst_0`, `pgrst_1`, …). */
  alias: string;
  /** The field items of `select` (embeds live in `embeds`). */
  fields: Extract<SelectItem, { kind: 'field' }>[];
  embeds: Embed[];
  filters: Filter[];
  logic: LogicTree[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
}

/** An embedded resource under a {@link ReadNode}. */
export interface Embed {
  /** JSON key (alias, else the name as written). */
  key: string;
  /** The name as written in `select` (table, constraint or column). */
  name: string;
  alias?: string;
  node: ReadNode;
  relationship: Relationship;
  inner: boolean;
  /** Many-to-one / one-to-one: an object or null; otherwise an array. */
  toOne: boolean;
  /** `name()` selects nothing: used only to filter, left out of the body. */
  hidden: boolean;
}

function lateralAlias(embed: Embed): string {
  return `${embed.node.alias}_json`;
}

/** The select list of a node: its fields, then one column per visible embed. */
function selectList(node: ReadNode, params: Params): string[] {
  const list: string[] = [];
  for (const item of node.fields) {
    if (item.field.name === '*') {
      // The relation's own columns, never `alias.*`: a write's `pgrst_source` also carries the
      // internal `pgrst_inserted` flag, which must not reach a client.
      if (node.relation.columns.length === 0) list.push(`${node.alias}.*`);
      else for (const column of node.relation.columns) list.push(`${node.alias}.${quoteIdent(column)}`);
      continue;
    }
    const expr = fieldSql(node.relation, node.alias, item.field, params);
    // PostgREST's pgFmtApplyCast: `CAST(expr AS type)`; the type is only letters, digits, `_`, `$`
    // and spaces (query.ts), so inside the parentheses it cannot end the expression.
    const value = item.cast ? `CAST(${expr} AS ${item.cast})` : expr;
    list.push(`${value} as ${quoteIdent(item.alias ?? fieldKey(item.field))}`);
  }
  for (const embed of node.embeds) {
    if (embed.hidden) continue;
    const value = `${lateralAlias(embed)}.pgrst_value`;
    list.push(`${embed.toOne ? value : `coalesce(${value}, '[]'::json)`} as ${quoteIdent(embed.key)}`);
  }
  return list;
}

/** Lateral joins for the embeds of `node`. */
function joins(node: ReadNode, params: Params, maxRows: number | undefined): string {
  return node.embeds
    .map((embed) => {
      const child = embed.node;
      const on = embed.relationship.columns.map(
        ([own, other]) => `${child.alias}.${quoteIdent(other)} = ${node.alias}.${quoteIdent(own)}`,
      );
      const fn = embed.relationship.fn;
      const from = fn
        ? `"public".${quoteIdent(fn)}(${rowSql(node.relation, node.alias)}) ${child.alias}`
        : `"public".${quoteIdent(child.relation.name)} ${child.alias}`;
      const inner = nodeQuery(child, from, params, {
        extra: fn ? [] : on,
        ...(maxRows === undefined ? {} : { maxRows }),
      });
      const json = embed.toOne ? 'row_to_json(pgrst_row)' : 'json_agg(pgrst_row)';
      const kind = embed.inner && embed.toOne ? 'inner' : 'left';
      return ` ${kind} join lateral (select ${json} as pgrst_value from (${inner}) pgrst_row) ${lateralAlias(embed)} on true`;
    })
    .join('');
}

/** Conditions of a node: its filters (or null filters on embeds), logic trees, `!inner` to-many embeds. */
function conditions(node: ReadNode, params: Params): string[] {
  const conds: string[] = [];
  for (const filter of node.filters) {
    const embed =
      filter.field.json.length === 0 ? node.embeds.find((e) => e.key === filter.field.name) : undefined;
    if (!embed) {
      conds.push(filterSql(node.relation, node.alias, filter, params));
      continue;
    }
    const op = filter.operation;
    if (op.kind !== 'is' || (op.value !== 'null' && op.value !== 'not_null')) {
      throw new RestError(
        400,
        'PGRST120',
        `Bad operator on the '${embed.key}' embedded resource`,
        'Only is null or not is null filters are allowed on embedded resources',
      );
    }
    const isNull = (op.value === 'null') !== filter.negated;
    conds.push(`${lateralAlias(embed)}.pgrst_value is ${isNull ? '' : 'not '}null`);
  }
  for (const tree of node.logic) conds.push(logicSql(node.relation, node.alias, tree, params));
  for (const embed of node.embeds) {
    if (embed.inner && !embed.toOne) conds.push(`${lateralAlias(embed)}.pgrst_value is not null`);
  }
  return conds;
}

function orderSql(node: ReadNode, params: Params): string {
  if (node.order.length === 0) return '';
  const terms = node.order.map((term) => {
    const expr = fieldSql(node.relation, node.alias, term.field, params);
    return `${expr} ${term.descending ? 'desc' : 'asc'}${term.nulls ? ` nulls ${term.nulls}` : ''}`;
  });
  return ` order by ${terms.join(', ')}`;
}

/**
 * `select <list> from <from> <laterals> where <conditions> order by … limit … offset …`.
 * @param from the row source with its alias (a table, a CTE of written rows, a function call).
 * @param options.extra additional conditions (join conditions of an embed); `count` selects `1`
 * without order or range (for `Prefer: count`); `maxRows` caps this level and every embed under it
 * at `offset + maxRows` (PostgREST Plan.hs `treeRestrictRange`, RangeQuery.hs `restrictRange`: the
 * smaller of the asked limit and `db-max-rows`).
 */
export function nodeQuery(
  node: ReadNode,
  from: string,
  params: Params,
  options: { extra?: string[]; count?: boolean; maxRows?: number } = {},
): string {
  const list = options.count ? ['1'] : selectList(node, params);
  const lateral = joins(node, params, options.maxRows);
  const conds = [...(options.extra ?? []), ...conditions(node, params)];
  let sql = `select ${list.join(', ')} from ${from}${lateral}`;
  if (conds.length > 0) sql += ` where ${conds.join(' and ')}`;
  if (options.count) return sql;
  sql += orderSql(node, params);
  const limit = cappedLimit(node.limit, options.maxRows);
  if (limit !== undefined) sql += ` limit ${params.add(limit)}::bigint`;
  if (node.offset !== undefined && node.offset > 0) sql += ` offset ${params.add(node.offset)}::bigint`;
  return sql;
}

/** The smaller of an asked `limit` and `db-max-rows` (either may be absent). */
export function cappedLimit(limit: number | undefined, maxRows: number | undefined): number | undefined {
  if (maxRows === undefined) return limit;
  return limit === undefined ? maxRows : Math.min(limit, maxRows);
}

/**
 * Wraps a row query so the database renders the response JSON (Postgres timestamp format, like
 * PostgREST): `body` the array, `first` its first element (singular responses), `n` the row count.
 */
export function aggregateSql(rows: string, extra = ''): string {
  return `select coalesce(json_agg(pgrst_out), '[]')::text as body, (json_agg(pgrst_out) -> 0)::text as first,
      count(*)::int as n${extra}
    from (${rows}) pgrst_out`;
}
