import { HttpError } from '../http.ts';

/** PostgREST's error body (`{code, details, hint, message}`; details/hint may be null). */
export interface RestErrorBody {
  code: string;
  /** Text, or JSON (PGRST201 lists the candidate relationships). */
  details: unknown;
  hint: string | null;
  message: string;
}

/** An error answered in PostgREST's JSON shape. */
export class RestError extends HttpError {
  /**
   * @param status HTTP status (PostgREST src/library/PostgREST/Error.hs).
   * @param code `PGRSTxxx` or a SQLSTATE.
   */
  constructor(
    status: number,
    readonly code: string,
    message: string,
    details: unknown = null,
    hint: string | null = null,
    headers: Record<string, string> = {},
  ) {
    const body: RestErrorBody = { code, details, hint, message };
    super(status, body, headers);
    this.message = message;
  }
}

/** A PGlite/Postgres error (SQLSTATE in `code`, PG DETAIL in `detail`). */
interface PgError {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

/** True when `error` looks like a database error with a SQLSTATE. */
export function isPgError(error: unknown): error is PgError {
  return (
    error instanceof Error &&
    !(error instanceof HttpError) &&
    typeof (error as { code?: unknown }).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((error as unknown as { code: string }).code)
  );
}

/**
 * PostgREST's SQLSTATE → HTTP status map (Error.hs `mapSQLtoHTTP`): 42501 → 401 for anon else 403,
 * 23503/23505 → 409, 25006 → 405, 42P01/42883 → 404, P0001 and other client errors → 400,
 * connection and resource errors → 503, server-side classes (09, 25, 2D, 38, 39, 3B, 40, 54, 55,
 * 57, 58, F0, HV, P0 other than P0001, XX, 42P17, 21000) → 500, `PTnnn` → nnn.
 */
export function pgErrorStatus(code: string, role: string, message = ''): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23505' || code === '23503') return 409;
  if (code === '25006') return 405;
  if (code === '42P01' || code === '42883') return 404;
  if (code === '22023') return /^role .* does not exist$/.test(message) ? 401 : 400;
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  if (code === '53400' || code === '42P17') return 500;
  if (code === 'P0001') return 400;
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  if (/^(08|53)/.test(code) || code === '57P01') return 503;
  if (/^(0L|0P|28)/.test(code)) return 403;
  if (/^(09|25|2D|38|39|3B|40|54|55|57|58|F0|HV|P0|XX)/.test(code)) return 500;
  return 400;
}

/**
 * Turns a database error into PostgREST's response: status per {@link pgErrorStatus}, body
 * `{code: SQLSTATE, message, details: DETAIL, hint: HINT}`; 401s carry `WWW-Authenticate: Bearer`.
 */
export function fromPgError(error: PgError, role: string): RestError {
  const status = pgErrorStatus(error.code, role, error.message);
  const headers: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
  return new RestError(status, error.code, error.message, error.detail ?? null, error.hint ?? null, headers);
}

/** PGRST100: a query parameter PostgREST could not parse (400). */
export function badQuery(message: string, details: string | null = null): RestError {
  return new RestError(400, 'PGRST100', message, details);
}

/** PGRST205: table not in the schema cache (404). */
export function tableNotFound(table: string, suggestion?: string): RestError {
  return new RestError(
    404,
    'PGRST205',
    `Could not find the table 'public.${table}' in the schema cache`,
    null,
    suggestion ? `Perhaps you meant the table 'public.${suggestion}'` : null,
  );
}

/** 42703: a column of the query string that the table does not have (400, as PostgREST reports it). */
export function columnNotFound(table: string, column: string): RestError {
  return new RestError(400, '42703', `column ${table}.${column} does not exist`);
}

/** PGRST204: a body column that the table does not have (400). */
export function bodyColumnNotFound(table: string, column: string): RestError {
  return new RestError(
    400,
    'PGRST204',
    `Could not find the '${column}' column of '${table}' in the schema cache`,
  );
}

/** PGRST116: `application/vnd.pgrst.object+json` asked for and the result is not exactly one row (406). */
export function notSingular(rows: number): RestError {
  return new RestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  );
}

/** PGRST301/PGRST303: a JWT PostgREST refuses (401, with `WWW-Authenticate`). */
export function jwtRefused(code: 'PGRST301' | 'PGRST303', message: string): RestError {
  return new RestError(401, code, message, null, null, {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"`,
  });
}
