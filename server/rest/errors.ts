import { HttpError } from '../http.ts';

/** PostgREST's error body (`{code, details, hint, message}`; details/hint may be null). */
export interface RestErrorBody {
  code: string;
  details: string | null;
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
    details: string | null = null,
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
 * PostgREST's SQLSTATE → HTTP status map (Error.hs `pgErrorStatus`): 23505/23503 → 409, 42501 → 401
 * for anon else 403, 42P01/42883 → 404, 25006 → 405, P0001 and other client errors → 400, connection
 * and resource errors → 503, internal errors → 500.
 */
export function pgErrorStatus(code: string, role: string): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23505' || code === '23503') return 409;
  if (code === '42P01' || code === '42883') return 404;
  if (code === '25006') return 405;
  if (code === '22023' || code === '28000' || code === '28P01') return 401;
  if (code === '40001') return 409;
  if (code === '57014') return 504;
  if (/^(08|53|57P0)/.test(code)) return 503;
  if (/^XX/.test(code)) return 500;
  return 400;
}

/**
 * Turns a database error into PostgREST's response: status per {@link pgErrorStatus}, body
 * `{code: SQLSTATE, message, details: DETAIL, hint: HINT}`; 401s carry `WWW-Authenticate: Bearer`.
 */
export function fromPgError(error: PgError, role: string): RestError {
  const status = pgErrorStatus(error.code, role);
  const headers: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
  return new RestError(status, error.code, error.message, error.detail ?? null, error.hint ?? null, headers);
}

/** PGRST100: a query parameter PostgREST could not parse (400). */
export function badQuery(message: string, details: string | null = null): RestError {
  return new RestError(400, 'PGRST100', message, details);
}

/** PGRST205: table not in the schema cache (404). */
export function tableNotFound(table: string): RestError {
  return new RestError(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`);
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
