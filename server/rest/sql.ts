import { type TableInfo, quoteIdent } from './catalog.ts';
import { badQuery, bodyColumnNotFound, columnNotFound } from './errors.ts';
import type { Filter, OrderTerm, ParsedQuery, Preferences, SelectItem } from './query.ts';

/** A statement with positional parameters. */
export interface Statement {
  text: string;
  params: unknown[];
}

/** Collects bound values and hands out `$n` placeholders: request text never enters the SQL. */
export class Params {
  readonly values: unknown[] = [];
  /** Binds `value` and returns its placeholder. */
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const COMPARISON: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' };
const IS_VALUES: Record<string, string> = {
  null: 'null',
  not_null: 'not null',
  true: 'true',
  false: 'false',
  unknown: 'unknown',
};

/** Quotes `column` after checking the table has it. @throws RestError 400 42703. */
export function column(table: TableInfo, name: string): string {
  if (!table.columns.includes(name)) throw columnNotFound(table.name, name);
  return quoteIdent(name);
}

function relation(table: TableInfo): string {
  return `"public".${quoteIdent(table.name)}`;
}

/** The SELECT list: `*` expands to the catalog's columns; `alias:col` → `"col" as "alias"`. */
export function selectList(table: TableInfo, items: SelectItem[]): string {
  const parts = items.flatMap((item) => {
    if (item.column === '*') return table.columns.map(quoteIdent);
    const quoted = column(table, item.column);
    if (item.alias === undefined) return [quoted];
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(item.alias)) {
      throw badQuery('failed to parse select parameter', `invalid alias "${item.alias}"`);
    }
    return [`${quoted} as ${quoteIdent(item.alias)}`];
  });
  return parts.join(', ');
}

/** The WHERE condition for the filters (`true` when none); every value is a bound parameter. */
export function whereClause(table: TableInfo, filters: Filter[], params: Params): string {
  if (filters.length === 0) return 'true';
  return filters
    .map((filter) => {
      const col = column(table, filter.column);
      let condition: string;
      if (filter.operator === 'in') {
        const list = filter.value as string[];
        condition = list.length === 0 ? 'false' : `${col} in (${list.map((v) => params.add(v)).join(', ')})`;
      } else if (filter.operator === 'is') {
        condition = `${col} is ${IS_VALUES[(filter.value as string).toLowerCase()] ?? 'null'}`;
      } else if (filter.operator === 'like' || filter.operator === 'ilike') {
        condition = `${col} ${filter.operator} ${params.add((filter.value as string).replace(/\*/g, '%'))}`;
      } else {
        condition = `${col} ${COMPARISON[filter.operator]} ${params.add(filter.value)}`;
      }
      return filter.negated ? `not (${condition})` : condition;
    })
    .join(' and ');
}

function orderClause(table: TableInfo, order: OrderTerm[]): string {
  if (order.length === 0) return '';
  const terms = order.map(
    (term) =>
      `${column(table, term.column)} ${term.descending ? 'desc' : 'asc'}${term.nulls ? ` nulls ${term.nulls}` : ''}`,
  );
  return ` order by ${terms.join(', ')}`;
}

/**
 * Wraps a row source so the database renders the JSON (Postgres timestamp format, like PostgREST):
 * `body` the array, `first` its first element (for singular responses), `n` the row count.
 */
function aggregate(source: string, list: string, extra = ''): string {
  return `select coalesce(json_agg(pgrst_row), '[]')::text as body, (json_agg(pgrst_row) -> 0)::text as first,
      count(*)::int as n${extra}
    from (select ${list} from ${source}) pgrst_row`;
}

/** `GET`: rows as a JSON array text (`body`) plus their number (`n`). */
export function buildSelect(table: TableInfo, query: ParsedQuery): Statement {
  const params = new Params();
  const where = whereClause(table, query.filters, params);
  let source = `select * from ${relation(table)} where ${where}${orderClause(table, query.order)}`;
  if (query.limit !== undefined) source += ` limit ${params.add(query.limit)}`;
  if (query.offset !== undefined) source += ` offset ${params.add(query.offset)}`;
  return {
    text: aggregate(`(${source}) pgrst_source`, selectList(table, query.select)),
    params: params.values,
  };
}

/** `Prefer: count=exact`: number of rows matching the filters, ignoring limit/offset. */
export function buildCount(table: TableInfo, query: ParsedQuery): Statement {
  const params = new Params();
  const where = whereClause(table, query.filters, params);
  return { text: `select count(*)::int as n from ${relation(table)} where ${where}`, params: params.values };
}

/** Checks payload columns against the table. @throws RestError 400 PGRST204. */
export function payloadColumns(table: TableInfo, names: string[]): string[] {
  for (const name of names) if (!table.columns.includes(name)) throw bodyColumnNotFound(table.name, name);
  return names;
}

/**
 * `POST`: insert (or upsert with `resolution`) the JSON array `rowsJson` through
 * `json_populate_recordset`, as PostgREST does; `on conflict` target = `on_conflict` or the primary key.
 * Result columns: `body`, `n`, `inserted` (rows that were new).
 */
export function buildInsert(
  table: TableInfo,
  query: ParsedQuery,
  prefs: Preferences,
  rowsJson: string,
  names: string[],
): Statement {
  const params = new Params();
  const cols = payloadColumns(table, names).map(quoteIdent);
  const target = relation(table);
  let insert =
    cols.length === 0
      ? `insert into ${target} default values`
      : `insert into ${target} (${cols.join(', ')}) select ${cols.join(', ')}
           from json_populate_recordset(null::${target}, ${params.add(rowsJson)}::json)`;
  const upsert = prefs.resolution !== undefined;
  if (upsert) {
    const conflict = (query.onConflict ?? table.primaryKey).map((name) => column(table, name));
    if (conflict.length === 0) throw badQuery('on_conflict is required: the table has no primary key');
    const updates = cols.map((col) => `${col} = excluded.${col}`);
    insert +=
      prefs.resolution === 'ignore-duplicates' || updates.length === 0
        ? ` on conflict (${conflict.join(', ')}) do nothing`
        : ` on conflict (${conflict.join(', ')}) do update set ${updates.join(', ')}`;
  }
  const flag = upsert && table.kind !== 'v' ? ', (xmax = 0) as pgrst_inserted' : ', true as pgrst_inserted';
  const text = `with pgrst_source as (${insert} returning ${target}.*${flag})
    ${aggregate('pgrst_source', selectList(table, query.select), ', (select count(*)::int from pgrst_source where pgrst_inserted) as inserted')}`;
  return { text, params: params.values };
}

/** `PATCH`: set the payload's columns (from `json_populate_record`) on the filtered rows. */
export function buildUpdate(
  table: TableInfo,
  query: ParsedQuery,
  bodyJson: string,
  names: string[],
): Statement {
  const params = new Params();
  const target = relation(table);
  const body = params.add(bodyJson);
  const sets = payloadColumns(table, names).map(
    (name) =>
      `${quoteIdent(name)} = (select ${quoteIdent(name)} from json_populate_record(null::${target}, ${body}::json))`,
  );
  const where = whereClause(table, query.filters, params);
  const text = `with pgrst_source as (update ${target} set ${sets.join(', ')} where ${where} returning ${target}.*)
    ${aggregate('pgrst_source', selectList(table, query.select))}`;
  return { text, params: params.values };
}

/** `DELETE`: remove the filtered rows. */
export function buildDelete(table: TableInfo, query: ParsedQuery): Statement {
  const params = new Params();
  const target = relation(table);
  const where = whereClause(table, query.filters, params);
  const text = `with pgrst_source as (delete from ${target} where ${where} returning ${target}.*)
    ${aggregate('pgrst_source', selectList(table, query.select))}`;
  return { text, params: params.values };
}
