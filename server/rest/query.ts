import { badQuery } from './errors.ts';

/** Filter operators supported (PostgREST docs, references/api/tables_views.rst "Operators"). */
export const FILTER_OPERATORS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'is', 'in'] as const;
/** One of {@link FILTER_OPERATORS}. */
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

/** `column=[not.]op.value` from the query string. `is` values: null, not_null, true, false, unknown. */
export interface Filter {
  column: string;
  operator: FilterOperator;
  negated: boolean;
  /** Raw value; for `in` the parsed list. */
  value: string | string[];
}

/** One `select=` item: a column (or `*`), optionally renamed with `alias:column`. */
export interface SelectItem {
  column: string;
  alias?: string;
}

/** One `order=` term: `column[.asc|.desc][.nullsfirst|.nullslast]`. */
export interface OrderTerm {
  column: string;
  descending: boolean;
  nulls?: 'first' | 'last';
}

/** The query string of a PostgREST table request, parsed. */
export interface ParsedQuery {
  select: SelectItem[];
  filters: Filter[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
  onConflict?: string[];
  columns?: string[];
}

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns']);

/** Splits on commas outside double quotes and parentheses. */
export function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charAt(i);
    if (quoted && char === '\\' && i + 1 < text.length) {
      current += char + text.charAt(i + 1);
      i += 1;
      continue;
    }
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === '(') depth += 1;
    else if (!quoted && char === ')') depth -= 1;
    if (char === ',' && !quoted && depth === 0) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts;
}

/** Removes surrounding double quotes and backslash escapes from a PostgREST token. */
export function unquote(token: string): string {
  const trimmed = token.trim();
  if (trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')) {
    return trimmed.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return trimmed;
}

/** A column name: plain names as written, quoted names unquoted. Embeds, JSON paths and casts are refused. */
function columnName(raw: string, context: string): string {
  const name = unquote(raw);
  if (!raw.trim().startsWith('"') && /[()>:!]|->/.test(name)) {
    throw badQuery(
      `failed to parse ${context}`,
      `"${raw}" is not supported by the local backend (plain columns only)`,
    );
  }
  if (name === '') throw badQuery(`failed to parse ${context}`, 'empty column name');
  return name;
}

/** Parses `select=` (e.g. `*`, `id,username`, `name:full_name`). Whitespace is ignored as by PostgREST. */
export function parseSelect(raw: string | null): SelectItem[] {
  if (raw === null || raw.trim() === '') return [{ column: '*' }];
  return splitTopLevel(raw).map((part) => {
    const item = part.trim();
    if (item === '*') return { column: '*' };
    if (item.includes('(')) {
      throw badQuery(
        'failed to parse select parameter',
        `embedding "${item}" is not supported by the local backend`,
      );
    }
    const colon = /^("(?:[^"\\]|\\.)*"|[^:"]+):(?!:)(.+)$/.exec(item);
    if (colon?.[1] && colon[2]) {
      return { alias: unquote(colon[1]), column: columnName(colon[2], `select parameter (${raw})`) };
    }
    return { column: columnName(item, `select parameter (${raw})`) };
  });
}

/** Parses `order=col.desc.nullslast,col2`. */
export function parseOrder(raw: string | null): OrderTerm[] {
  if (raw === null || raw.trim() === '') return [];
  return splitTopLevel(raw).map((part) => {
    const match = /^("(?:[^"\\]|\\.)*"|[^.]+)((?:\.[a-z]+)*)$/.exec(part.trim());
    if (!match?.[1]) throw badQuery(`failed to parse order (${raw})`);
    const term: OrderTerm = { column: columnName(match[1], `order (${raw})`), descending: false };
    for (const modifier of (match[2] ?? '').split('.').filter(Boolean)) {
      if (modifier === 'asc' || modifier === 'desc') term.descending = modifier === 'desc';
      else if (modifier === 'nullsfirst' || modifier === 'nullslast')
        term.nulls = modifier === 'nullsfirst' ? 'first' : 'last';
      else throw badQuery(`failed to parse order (${raw})`, `unknown modifier "${modifier}"`);
    }
    return term;
  });
}

/** Parses `(a,b,"c,d")` into its values (quotes removed). */
export function parseList(raw: string): string[] {
  const trimmed = raw.trim();
  if (!trimmed.startsWith('(') || !trimmed.endsWith(')'))
    throw badQuery(`failed to parse filter (in.${raw})`);
  const inner = trimmed.slice(1, -1);
  if (inner.trim() === '') return [];
  return splitTopLevel(inner).map(unquote);
}

/** Parses one filter value `[not.]op.value` for `column`. */
export function parseFilter(column: string, raw: string): Filter {
  let rest = raw;
  let negated = false;
  if (rest.startsWith('not.')) {
    negated = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const operator = (dot < 0 ? rest : rest.slice(0, dot)) as FilterOperator;
  if (dot < 0 || !FILTER_OPERATORS.includes(operator)) {
    throw badQuery(`failed to parse filter (${raw})`, `unknown or unsupported operator in "${raw}"`);
  }
  const value = rest.slice(dot + 1);
  if (operator === 'is' && !['null', 'not_null', 'true', 'false', 'unknown'].includes(value.toLowerCase())) {
    throw badQuery(`failed to parse filter (${raw})`, 'is accepts null, not_null, true, false or unknown');
  }
  return {
    column: columnName(column, `filter (${column})`),
    operator,
    negated,
    value: operator === 'in' ? parseList(value) : value,
  };
}

function nonNegativeInt(name: string, raw: string | null): number | undefined {
  if (raw === null) return undefined;
  if (!/^\d+$/.test(raw.trim())) throw badQuery(`failed to parse ${name} parameter (${raw})`);
  return Number(raw.trim());
}

/**
 * Parses a PostgREST table query string: `select`, `order`, `limit`, `offset`, `on_conflict`,
 * `columns`, and every other key as a horizontal filter (`and`/`or` trees are not supported).
 * @throws RestError 400 PGRST100 for anything it cannot parse.
 */
export function parseQuery(params: URLSearchParams): ParsedQuery {
  const filters: Filter[] = [];
  for (const [key, value] of params) {
    if (RESERVED.has(key)) continue;
    if (key === 'or' || key === 'and' || key === 'not.or' || key === 'not.and') {
      throw badQuery(
        `failed to parse logic tree (${value})`,
        '"or"/"and" filters are not supported by the local backend',
      );
    }
    filters.push(parseFilter(key, value));
  }
  const parsed: ParsedQuery = {
    select: parseSelect(params.get('select')),
    filters,
    order: parseOrder(params.get('order')),
  };
  const limit = nonNegativeInt('limit', params.get('limit'));
  const offset = nonNegativeInt('offset', params.get('offset'));
  if (limit !== undefined) parsed.limit = limit;
  if (offset !== undefined) parsed.offset = offset;
  const onConflict = params.get('on_conflict');
  if (onConflict !== null)
    parsed.onConflict = splitTopLevel(onConflict).map((c) => columnName(c, 'on_conflict'));
  const columns = params.get('columns');
  if (columns !== null) parsed.columns = splitTopLevel(columns).map((c) => columnName(c, 'columns'));
  return parsed;
}

/** `Prefer` header values PostgREST understands (docs/references/api/preferences.rst). */
export interface Preferences {
  return: 'minimal' | 'representation' | 'headers-only';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  count?: 'exact' | 'planned' | 'estimated';
  missing: 'default' | 'null';
}

/** Parses `Prefer` (comma-separated, possibly repeated); unknown preferences are ignored (lenient). */
export function parsePrefer(header: string | undefined): Preferences {
  const prefs: Preferences = { return: 'minimal', missing: 'null' };
  for (const part of (header ?? '').split(',')) {
    const [name, value] = part
      .trim()
      .split('=')
      .map((s) => s.trim());
    if (
      name === 'return' &&
      (value === 'minimal' || value === 'representation' || value === 'headers-only')
    ) {
      prefs.return = value;
    } else if (name === 'resolution' && (value === 'merge-duplicates' || value === 'ignore-duplicates')) {
      prefs.resolution = value;
    } else if (name === 'count' && (value === 'exact' || value === 'planned' || value === 'estimated')) {
      prefs.count = value;
    } else if (name === 'missing' && (value === 'default' || value === 'null')) prefs.missing = value;
  }
  return prefs;
}
