import { badQuery } from './errors.ts';

/**
 * Low-level pieces of PostgREST's query-string grammar (src/library/PostgREST/ApiRequest/QueryParams.hs):
 * top-level splitting, quoted values, field names with JSON paths (`data->x->>y`) and casts.
 */

/** One JSON path step: `->key` (JSON) or `->>key` (text); numeric keys index arrays. */
export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
}

/** A column reference, optionally followed by a JSON path (QueryParams.hs `pField`). */
export interface Field {
  name: string;
  json: JsonStep[];
}

/**
 * Splits on `separator` outside double quotes, parentheses and braces (so `in.(a,b)`, `cs.{a,b}` and
 * `"a,b"` stay whole).
 */
export function splitTopLevel(text: string, separator = ','): string[] {
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
    else if (!quoted && (char === '(' || char === '{')) depth += 1;
    else if (!quoted && (char === ')' || char === '}')) depth -= 1;
    if (char === separator && !quoted && depth === 0) {
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

/** Reads one name (quoted, or up to a reserved character) from `text` at `start`. */
function readName(text: string, start: number): { name: string; end: number } {
  if (text.charAt(start) === '"') {
    let i = start + 1;
    let name = '';
    while (i < text.length && text.charAt(i) !== '"') {
      if (text.charAt(i) === '\\' && i + 1 < text.length) i += 1;
      name += text.charAt(i);
      i += 1;
    }
    if (i >= text.length) return { name: '', end: start };
    return { name, end: i + 1 };
  }
  let i = start;
  while (i < text.length) {
    const char = text.charAt(i);
    if ('.,()!:"'.includes(char) || (char === '-' && text.charAt(i + 1) === '>')) break;
    i += 1;
  }
  return { name: text.slice(start, i).trim(), end: i };
}

/**
 * Parses `name[->key|->>key]*` at the start of `text`. @returns the field and where it ended.
 * @throws RestError PGRST100 when no name is there.
 */
export function readField(text: string, context: string, start = 0): { field: Field; end: number } {
  const head = readName(text, start);
  if (head.name === '') throw badQuery(`failed to parse ${context}`, `expecting a column name in "${text}"`);
  const json: JsonStep[] = [];
  let i = head.end;
  while (text.startsWith('->', i)) {
    const arrow = text.startsWith('->>', i) ? '->>' : '->';
    const key = readName(text, i + arrow.length);
    if (key.name === '') throw badQuery(`failed to parse ${context}`, `expecting a JSON key in "${text}"`);
    json.push({ arrow, key: key.name });
    i = key.end;
  }
  return { field: { name: head.name, json }, end: i };
}

/** Parses a whole string as a field (used for order terms, on_conflict, columns). */
export function parseField(text: string, context: string): Field {
  const { field, end } = readField(text.trim(), context);
  if (end !== text.trim().length)
    throw badQuery(`failed to parse ${context}`, `unexpected "${text.trim().slice(end)}"`);
  return field;
}

/** A plain column name (no JSON path). @throws RestError PGRST100. */
export function plainName(text: string, context: string): string {
  const field = parseField(text, context);
  if (field.json.length > 0) throw badQuery(`failed to parse ${context}`, `"${text}" is not a column name`);
  return field.name;
}

/** The JSON key PostgREST gives a selected field: the last JSON key, else the column name. */
export function fieldKey(field: Field): string {
  return field.json.at(-1)?.key ?? field.name;
}

/** Parses a non-negative integer query parameter. @throws RestError PGRST100. */
export function nonNegativeInt(name: string, raw: string): number {
  if (!/^\d+$/.test(raw.trim())) throw badQuery(`failed to parse ${name} parameter (${raw})`);
  return Number(raw.trim());
}
