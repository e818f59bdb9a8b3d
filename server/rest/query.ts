import { RestError, badQuery } from './errors.ts';
import { type Filter, type LogicTree, parseLogicTree, parseOpExpr } from './filters.ts';
import { type Field, nonNegativeInt, plainName, readField, splitTopLevel, unquote } from './syntax.ts';

/**
 * The query string of a PostgREST request, parsed (src/library/PostgREST/ApiRequest/QueryParams.hs).
 * Keys may carry an embed path: `booking_notes.order=created_at.desc`, `guide.limit=1`.
 */

/** One `select=` item: a field (or `*`) with alias and cast, or an embedded resource. */
export type SelectItem =
  | { kind: 'field'; field: Field; alias?: string; cast?: string }
  | { kind: 'embed'; name: string; alias?: string; hint?: string; inner: boolean; children: SelectItem[] };

/** One `order=` term: `field[.asc|.desc][.nullsfirst|.nullslast]`. */
export interface OrderTerm {
  field: Field;
  descending: boolean;
  nulls?: 'first' | 'last';
}

/** A modifier addressed to the root (`path` empty) or to an embedded resource by alias or name. */
export interface AtPath<T> {
  path: string[];
  value: T;
}

/** The parsed query string. */
export interface ParsedQuery {
  select: SelectItem[];
  filters: AtPath<Filter>[];
  logic: AtPath<LogicTree>[];
  order: AtPath<OrderTerm[]>[];
  limits: AtPath<number>[];
  offsets: AtPath<number>[];
  onConflict?: string[];
  columns?: string[];
  /** RPC `GET` arguments: parameters whose value is not an operator expression. */
  args: [string, string][];
  /**
   * PostgREST's `db-max-rows` (config.toml `[api] max_rows`): no read level (the root and every
   * embed) and no RPC result answers more rows; writes' representations are not capped.
   */
  maxRows?: number;
}

/** Aggregate functions PostgREST recognises in `select` (`count()`, `sum()`, …). */
const AGGREGATES = new Set(['count', 'sum', 'avg', 'max', 'min']);

const STAR: SelectItem = { kind: 'field', field: { name: '*', json: [] } };

function parseSelectItem(text: string, context: string): SelectItem {
  const item = text.trim();
  if (item === '*') return STAR;
  if (item.startsWith('...'))
    throw badQuery(
      `failed to parse select parameter (${context})`,
      'spread embeds are not supported by the local backend',
    );
  let alias: string | undefined;
  let target = item;
  const aliased = /^("(?:[^"\\]|\\.)*"|[^:"(]+):(?!:)([\s\S]+)$/.exec(item);
  if (aliased?.[1] && aliased[2]) {
    alias = unquote(aliased[1]);
    target = aliased[2].trim();
  }
  const open = target.indexOf('(');
  if (open >= 0) {
    if (!target.endsWith(')'))
      throw badQuery(`failed to parse select parameter (${context})`, `unbalanced parentheses in "${item}"`);
    const [name = '', ...hints] = target
      .slice(0, open)
      .split('!')
      .map((s) => unquote(s));
    let inner = false;
    const named = hints.filter((hint) => {
      if (hint === 'inner' || hint === 'left') {
        inner = hint === 'inner';
        return false;
      }
      return true;
    });
    if (name === '' || named.length > 1)
      throw badQuery(`failed to parse select parameter (${context})`, `bad embed "${item}"`);
    const body = target.slice(open + 1, -1);
    if (AGGREGATES.has(name) && hints.length === 0 && body.trim() === '') {
      // Supabase runs PostgREST with db-aggregates-enabled = false (Error.hs AggregatesNotAllowed).
      throw new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
    }
    const children =
      body.trim() === '' ? [] : splitTopLevel(body).map((part) => parseSelectItem(part, context));
    return {
      kind: 'embed',
      name,
      ...(alias === undefined ? {} : { alias }),
      ...(named[0] ? { hint: named[0] } : {}),
      inner,
      children,
    };
  }
  const { field, end } = readField(target, `select parameter (${context})`);
  const rest = target.slice(end).trim();
  // QueryParams.hs `pIdentifier`: letters, digits, `_` and spaces (PostgREST also allows `$`, which
  // could open a dollar-quoted string across two casts; no built-in type needs it). Emitted as
  // `CAST(… AS type)` (read.ts), so Postgres checks the type name and nothing can follow it.
  const cast = /^::([\p{L}\p{N}_ ]+)$/u.exec(rest)?.[1]?.trim();
  if (rest !== '' && !cast)
    throw badQuery(`failed to parse select parameter (${context})`, `unexpected "${rest}"`);
  return {
    kind: 'field',
    field,
    ...(alias === undefined ? {} : { alias }),
    ...(cast === undefined ? {} : { cast }),
  };
}

/** Parses `select=` (e.g. `*`, `id,name:full_name`, `*,guide:staff_members!bookings_guide_fk(name)`). */
export function parseSelect(raw: string | null): SelectItem[] {
  if (raw === null || raw.trim() === '') return [STAR];
  return splitTopLevel(raw).map((part) => parseSelectItem(part, raw));
}

/** Parses `order=field.desc.nullslast,field2`. */
export function parseOrder(raw: string): OrderTerm[] {
  return splitTopLevel(raw).map((part) => {
    const { field, end } = readField(part.trim(), `order (${raw})`);
    const term: OrderTerm = { field, descending: false };
    for (const modifier of part.trim().slice(end).split('.').filter(Boolean)) {
      if (modifier === 'asc' || modifier === 'desc') term.descending = modifier === 'desc';
      else if (modifier === 'nullsfirst' || modifier === 'nullslast')
        term.nulls = modifier === 'nullsfirst' ? 'first' : 'last';
      else
        throw badQuery(
          `failed to parse order (${raw})`,
          `unexpected "${modifier}" expecting "asc", "desc", "nullsfirst" or "nullslast"`,
        );
    }
    return term;
  });
}

const RESERVED = new Set(['select', 'columns', 'on_conflict']);
const EMBEDDABLE = new Set(['order', 'limit', 'offset', 'and', 'or']);

/** Splits a key like `booking_notes.author.order` into path and last part (names may be quoted). */
function keyPath(key: string): string[] {
  return splitTopLevel(key, '.').map(unquote);
}

/**
 * Parses a PostgREST query string. Every key that is not reserved is a filter (`col=op.value`), an
 * embedded modifier (`path.order`, `path.limit`, `path.offset`, `path.or`, `path.not.and`) or, when
 * `rpcRead`, an RPC argument. `maxRows`: see {@link ParsedQuery.maxRows}.
 * @throws RestError 400 PGRST100 for anything it cannot parse.
 */
export function parseQuery(params: URLSearchParams, rpcRead = false, maxRows?: number): ParsedQuery {
  const parsed: ParsedQuery = {
    ...(maxRows === undefined ? {} : { maxRows }),
    select: parseSelect(params.get('select')),
    filters: [],
    logic: [],
    order: [],
    limits: [],
    offsets: [],
    args: [],
  };
  for (const [key, value] of params) {
    if (RESERVED.has(key)) continue;
    const parts = keyPath(key);
    const last = parts.at(-1) ?? '';
    if (EMBEDDABLE.has(last)) {
      const negated = parts.at(-2) === 'not' && (last === 'and' || last === 'or');
      const path = parts.slice(0, negated ? -2 : -1);
      if (last === 'order') parsed.order.push({ path, value: value.trim() === '' ? [] : parseOrder(value) });
      else if (last === 'limit') parsed.limits.push({ path, value: nonNegativeInt('limit', value) });
      else if (last === 'offset') parsed.offsets.push({ path, value: nonNegativeInt('offset', value) });
      else parsed.logic.push({ path, value: parseLogicTree(negated ? `not.${last}` : last, value) });
      continue;
    }
    if (rpcRead && parts.length === 1) {
      let isFilter = true;
      try {
        parseOpExpr(value);
      } catch {
        isFilter = false;
      }
      if (!isFilter) {
        parsed.args.push([unquote(key), value]);
        continue;
      }
    }
    const { field, end } = readField(parts.at(-1) ?? '', `filter (${key})`);
    if (end !== (parts.at(-1) ?? '').length) throw badQuery(`failed to parse tree path (${key})`);
    parsed.filters.push({ path: parts.slice(0, -1), value: { field, ...parseOpExpr(value) } });
  }
  const onConflict = params.get('on_conflict');
  if (onConflict !== null)
    parsed.onConflict = splitTopLevel(onConflict).map((c) =>
      plainName(c, `on_conflict parameter (${onConflict})`),
    );
  const columns = params.get('columns');
  if (columns !== null)
    parsed.columns = splitTopLevel(columns).map((c) => plainName(c, `columns parameter (${columns})`));
  return parsed;
}

/** The root's `limit`/`offset` (the top-level range). */
export function rootRange(query: ParsedQuery): { limit?: number; offset: number } {
  const limit = query.limits.find((l) => l.path.length === 0)?.value;
  const offset = query.offsets.find((o) => o.path.length === 0)?.value ?? 0;
  return limit === undefined ? { offset } : { limit, offset };
}
