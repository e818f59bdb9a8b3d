import { RestError } from './errors.ts';

/**
 * Request bodies as PostgREST reads them (src/library/PostgREST/ApiRequest/Payload.hs): JSON (the
 * default when no Content-Type is sent) or `application/x-www-form-urlencoded`; anything else is
 * refused with 400 PGRST102 `Content-Type not acceptable: <type>`.
 */

/** Deepest JSON nesting accepted; deeper bodies get 400 instead of exhausting a stack. */
export const MAX_JSON_DEPTH = 512;

/** A parsed write body: JSON text to hand to Postgres and the keys (columns) it sets. */
export interface Payload {
  /** JSON text: an array of objects for inserts, one object for updates and RPC. */
  json: string;
  keys: string[];
  /** The body was a JSON array. */
  isArray: boolean;
  /** The array was empty (`POST []` inserts nothing). */
  empty: boolean;
}

const invalid = (details: string | null = null) =>
  new RestError(400, 'PGRST102', 'Empty or invalid json', details);

/** Nesting depth of JSON text (brackets outside strings). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 92) i += 1;
      else if (char === 34) inString = false;
    } else if (char === 34) inString = true;
    else if (char === 91 || char === 123) max = Math.max(max, ++depth);
    else if (char === 93 || char === 125) depth -= 1;
  }
  return max;
}

/** The media type of `Content-Type` without parameters, lower-cased; JSON when absent. */
export function contentType(header: string | undefined): string {
  return (header ?? 'application/json').split(';')[0]?.trim().toLowerCase() || 'application/json';
}

/**
 * Parses a write body. @param columns `?columns=` (then keys come from it, not the body).
 * @throws RestError 400 PGRST102 for an unacceptable Content-Type, invalid or too deeply nested JSON,
 * non-object rows, or array rows whose keys differ.
 */
export function parsePayload(text: string, mediaType: string, columns: string[] | undefined): Payload {
  if (mediaType === 'application/x-www-form-urlencoded') {
    const object = Object.fromEntries(new URLSearchParams(text));
    return {
      json: JSON.stringify(object),
      keys: columns ?? Object.keys(object),
      isArray: false,
      empty: false,
    };
  }
  if (mediaType !== 'application/json' && !mediaType.endsWith('+json')) {
    throw new RestError(400, 'PGRST102', `Content-Type not acceptable: ${mediaType}`);
  }
  if (jsonDepth(text) > MAX_JSON_DEPTH) throw invalid(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalid();
  }
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  const rows = Array.isArray(value) ? value : [value];
  if (!rows.every(isObject))
    throw columns ? invalid() : new RestError(400, 'PGRST102', 'All object keys must match');
  let keys = columns;
  if (!keys) {
    const first = Object.keys(rows[0] ?? {});
    const same = (row: Record<string, unknown>) => {
      const own = Object.keys(row);
      return own.length === first.length && own.every((key) => first.includes(key));
    };
    if (!rows.every(same)) throw new RestError(400, 'PGRST102', 'All object keys must match');
    keys = first;
  }
  return { json: text, keys, isArray: Array.isArray(value), empty: rows.length === 0 };
}
