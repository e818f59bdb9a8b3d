import { quoteIdent, type RelationInfo } from './catalog.ts';
import { columnNotFound } from './errors.ts';
import type { Filter, LogicTree, Operation } from './filters.ts';
import type { Field } from './syntax.ts';

/**
 * SQL for fields, filters and logic trees (PostgREST Query/SqlFragment.hs `pgFmtFilter`,
 * `pgFmtLogicTree`). Identifiers come from the catalog; every value is a bound parameter.
 */

/** Collects bound values and hands out `$n` placeholders: request text never enters the SQL. */
export class Params {
  readonly values: unknown[] = [];
  /** Binds `value` and returns its placeholder. */
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** `name` after checking the relation has such a column. @throws RestError 400 42703. */
export function checkColumn(relation: RelationInfo, name: string): string {
  if (!relation.columns.includes(name)) throw columnNotFound(relation.name, name);
  return name;
}

/**
 * `alias."column"` after checking the relation has it; a computed field (a function of the row, see
 * `RelationInfo.computed`) becomes `"public"."fn"(row)`. @throws RestError 400 42703.
 */
export function columnSql(relation: RelationInfo, alias: string, name: string): string {
  if (!relation.columns.includes(name) && relation.computed?.[name] !== undefined) {
    return `"public".${quoteIdent(name)}(${rowSql(relation, alias)})`;
  }
  return `${alias}.${quoteIdent(checkColumn(relation, name))}`;
}

/**
 * The row at `alias` as a value of the relation's row type. Built from its columns rather than the
 * alias itself, because written rows are read back from a CTE whose rows are of another type.
 */
export function rowSql(relation: RelationInfo, alias: string): string {
  const columns = relation.columns.map((column) => `${alias}.${quoteIdent(column)}`);
  return `row(${columns.join(', ')})::"public".${quoteIdent(relation.name)}`;
}

/** A field with its JSON path: `alias."data"->'x'->>'y'` (keys bound; integer keys index arrays). */
export function fieldSql(relation: RelationInfo, alias: string, field: Field, params: Params): string {
  let sql = columnSql(relation, alias, field.name);
  for (const step of field.json) {
    const key = /^-?\d+$/.test(step.key)
      ? `${params.add(Number(step.key))}::int`
      : `${params.add(step.key)}::text`;
    sql = `(${sql}${step.arrow}${key})`;
  }
  return sql;
}

const QUANT_SQL: Record<string, string> = {
  eq: '=',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
};
const SIMPLE_SQL: Record<string, string> = {
  neq: '<>',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
};
const FTS_SQL: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};
const IS_SQL: Record<string, string> = {
  null: 'null',
  not_null: 'not null',
  true: 'true',
  false: 'false',
  unknown: 'unknown',
};

/** SQL of one operation on `expr` (`type` = the column's type, for full-text search). */
export function operationSql(expr: string, type: string, operation: Operation, params: Params): string {
  switch (operation.kind) {
    case 'in':
      return operation.values.length === 0
        ? 'false'
        : `${expr} in (${operation.values.map((v) => params.add(v)).join(', ')})`;
    case 'is':
      return `${expr} is ${IS_SQL[operation.value] ?? 'null'}`;
    case 'isdistinct':
      return `${expr} is distinct from ${params.add(operation.value)}`;
    case 'simple':
      return `${expr} ${SIMPLE_SQL[operation.op] ?? '='} ${params.add(operation.value)}`;
    case 'fts': {
      const language = operation.language ? `${params.add(operation.language)}::regconfig, ` : '';
      const vector = type === 'tsvector' ? expr : `to_tsvector(${language}${expr})`;
      return `${vector} @@ ${FTS_SQL[operation.op] ?? 'to_tsquery'}(${language}${params.add(operation.value)})`;
    }
    case 'quant': {
      const like = operation.op === 'like' || operation.op === 'ilike';
      const value = like ? operation.value.replace(/\*/g, '%') : operation.value;
      const op = QUANT_SQL[operation.op] ?? '=';
      return operation.quant
        ? `${expr} ${op} ${operation.quant}(${params.add(value)})`
        : `${expr} ${op} ${params.add(value)}`;
    }
  }
}

/** SQL of a filter on a column of `relation` (aliased `alias`). */
export function filterSql(relation: RelationInfo, alias: string, filter: Filter, params: Params): string {
  const expr = fieldSql(relation, alias, filter.field, params);
  const name = filter.field.name;
  const type =
    filter.field.json.length === 0 ? (relation.types[name] ?? relation.computed?.[name] ?? '') : 'jsonb';
  const condition = operationSql(expr, type, filter.operation, params);
  return filter.negated ? `not (${condition})` : condition;
}

/** SQL of an `and`/`or` tree, `not (…)` when negated. */
export function logicSql(relation: RelationInfo, alias: string, tree: LogicTree, params: Params): string {
  if (tree.kind === 'filter') return filterSql(relation, alias, tree.filter, params);
  const joined = tree.children.map((child) => logicSql(relation, alias, child, params)).join(` ${tree.op} `);
  return tree.negated ? `not (${joined})` : `(${joined})`;
}
