import { badQuery } from './errors.ts';
import { type Field, readField, splitTopLevel, unquote } from './syntax.ts';

/**
 * Horizontal filters and logic trees, parsed as PostgREST parses them
 * (ApiRequest/QueryParams.hs `pOpExpr`, `pLogicTree`; docs references/api/tables_views.rst "Operators").
 */

/** Operators taking one value, optionally quantified with `(any)` / `(all)` (QueryParams.hs `quantOperator`). */
export const QUANT_OPERATORS = ['eq', 'gte', 'gt', 'lte', 'lt', 'like', 'ilike', 'match', 'imatch'] as const;
/** Operators taking one value, never quantified (QueryParams.hs `simpleOperator`). */
export const SIMPLE_OPERATORS = ['neq', 'cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj'] as const;
/** Full-text search operators; `fts(lang)` picks the text search configuration. */
export const FTS_OPERATORS = ['fts', 'plfts', 'phfts', 'wfts'] as const;
const IS_VALUES = ['null', 'not_null', 'true', 'false', 'unknown'] as const;

/** The operation of a filter. */
export type Operation =
  | { kind: 'quant'; op: (typeof QUANT_OPERATORS)[number]; quant?: 'any' | 'all'; value: string }
  | { kind: 'simple'; op: (typeof SIMPLE_OPERATORS)[number]; value: string }
  | { kind: 'in'; values: string[] }
  | { kind: 'is'; value: (typeof IS_VALUES)[number] }
  | { kind: 'isdistinct'; value: string }
  | { kind: 'fts'; op: (typeof FTS_OPERATORS)[number]; language?: string; value: string };

/** `field=[not.]op.value`. */
export interface Filter {
  field: Field;
  negated: boolean;
  operation: Operation;
}

/** `or=(…)`, `and=(…)`, `not.or=(…)` and their nesting. */
export type LogicTree =
  | { kind: 'expr'; negated: boolean; op: 'and' | 'or'; children: LogicTree[] }
  | { kind: 'filter'; filter: Filter };

function includes<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

/** Parses `(a,"b,c",d)` into its values (quotes removed). */
export function parseList(raw: string, context: string): string[] {
  const trimmed = raw.trim();
  if (!trimmed.startsWith('(') || !trimmed.endsWith(')'))
    throw badQuery(`failed to parse filter (${context})`);
  const inner = trimmed.slice(1, -1);
  if (inner.trim() === '') return [];
  return splitTopLevel(inner).map(unquote);
}

/**
 * Parses `[not.]op.value` (e.g. `not.in.(1,2)`, `like(any).{a*,b*}`, `fts(english).cat`).
 * @param inLogic values inside a logic tree may be double-quoted (`name.eq."a,b"`).
 * @throws RestError 400 PGRST100 for an unknown operator or a bad value.
 */
export function parseOpExpr(raw: string, inLogic = false): { negated: boolean; operation: Operation } {
  const fail = (details: string) => badQuery(`failed to parse filter (${raw})`, details);
  let rest = raw;
  let negated = false;
  if (rest.startsWith('not.')) {
    negated = true;
    rest = rest.slice(4);
  }
  const match = /^([a-z]+)(?:\(([^)]*)\))?\.([\s\S]*)$/.exec(rest);
  if (!match?.[1] || match[3] === undefined)
    throw fail('unexpected end of input, expecting operator (eq, gt, ...)');
  const [, op, modifier, rawValue] = match;
  const value = inLogic ? unquote(rawValue) : rawValue;
  let operation: Operation;
  if (op === 'in' && modifier === undefined) operation = { kind: 'in', values: parseList(rawValue, raw) };
  else if (op === 'is' && modifier === undefined) {
    const lower = value.toLowerCase();
    if (!includes(IS_VALUES, lower)) throw fail('is accepts null, not_null, true, false or unknown');
    operation = { kind: 'is', value: lower };
  } else if (op === 'isdistinct' && modifier === undefined) operation = { kind: 'isdistinct', value };
  else if (includes(FTS_OPERATORS, op)) {
    const language = modifier?.trim();
    if (language !== undefined && !/^[A-Za-z_][A-Za-z0-9_]*$/.test(language))
      throw fail(`invalid language "${language}"`);
    operation = language ? { kind: 'fts', op, language, value } : { kind: 'fts', op, value };
  } else if (includes(SIMPLE_OPERATORS, op) && modifier === undefined)
    operation = { kind: 'simple', op, value };
  else if (
    includes(QUANT_OPERATORS, op) &&
    (modifier === undefined || modifier === 'any' || modifier === 'all')
  ) {
    operation = modifier ? { kind: 'quant', op, quant: modifier, value } : { kind: 'quant', op, value };
  } else
    throw fail(
      `unknown operator "${op}${modifier === undefined ? '' : `(${modifier})`}", expecting operator (eq, gt, ...)`,
    );
  return { negated, operation };
}

/** Parses one `column=[not.]op.value` query parameter. */
export function parseFilter(field: Field, raw: string): Filter {
  return { field, ...parseOpExpr(raw) };
}

function parseLogicItem(text: string, context: string): LogicTree {
  const item = text.trim();
  const nested = /^(not\.)?(and|or)\(([\s\S]*)\)$/.exec(item);
  if (nested?.[2] && nested[3] !== undefined) {
    const children = splitTopLevel(nested[3]).map((part) => parseLogicItem(part, context));
    return { kind: 'expr', negated: nested[1] !== undefined, op: nested[2] as 'and' | 'or', children };
  }
  const { field, end } = readField(item, `logic tree (${context})`);
  if (item.charAt(end) !== '.')
    throw badQuery(`failed to parse logic tree (${context})`, `expecting "." after "${field.name}"`);
  return { kind: 'filter', filter: { field, ...parseOpExpr(item.slice(end + 1), true) } };
}

/**
 * Parses `or=(a.eq.1,and(b.gt.2,c.is.null))`; `operator` is the key's last part with its `not.`
 * (`or`, `and`, `not.or`, `not.and`). @throws RestError 400 PGRST100.
 */
export function parseLogicTree(operator: string, raw: string): LogicTree {
  const context = `${operator}=${raw}`;
  const value = raw.trim();
  if (!value.startsWith('(') || !value.endsWith(')') || value.length < 3) {
    throw badQuery(`failed to parse logic tree (${raw})`, 'expecting "(" with one or more conditions');
  }
  const tree = parseLogicItem(`${operator}${value}`, context);
  if (tree.kind !== 'expr') throw badQuery(`failed to parse logic tree (${raw})`);
  return tree;
}
