import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { HttpError, header, readBody, sendJson, sendText } from '../http.ts';
import { requestIdentity } from './auth.ts';
import { type TableInfo, loadTable } from './catalog.ts';
import { RestError, fromPgError, isPgError, notSingular, tableNotFound } from './errors.ts';
import { type ParsedQuery, type Preferences, parsePrefer, parseQuery } from './query.ts';
import { type Statement, buildCount, buildDelete, buildInsert, buildSelect, buildUpdate } from './sql.ts';

const OBJECT_TYPE = 'application/vnd.pgrst.object+json';

/** PGlite turns JS strings into booleans by content; keep the request text and let Postgres parse it. */
const QUERY_OPTIONS = { serializers: { 16: (value: unknown) => String(value) } };

interface Outcome {
  status: number;
  body?: string;
  headers: Record<string, string>;
}

interface RowsResult {
  body: string;
  first: string | null;
  n: number;
  inserted?: number;
}

function checkProfile(req: IncomingMessage, read: boolean): void {
  const profile = header(req, read ? 'accept-profile' : 'content-profile');
  if (profile && profile !== 'public') {
    throw new RestError(
      406,
      'PGRST106',
      `Invalid schema: ${profile}`,
      null,
      'Only the following schemas are exposed: public',
    );
  }
}

function wantsObject(req: IncomingMessage): boolean {
  const accept = header(req, 'accept') ?? '*/*';
  if (accept.includes(OBJECT_TYPE)) return true;
  if (/(\*\/\*|application\/\*|application\/json|^\s*$)/.test(accept)) return false;
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${accept}`);
}

/** Parses a write body. @throws RestError 400 PGRST102. Returns rows and the union of their keys. */
function parseBody(text: string, method: string, query: ParsedQuery): { json: string; names: string[] } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  }
  const isObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);
  const rows = Array.isArray(value) ? value : [value];
  if (!rows.every(isObject) || (method === 'PATCH' && Array.isArray(value))) {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  }
  const names = query.columns ?? [...new Set(rows.flatMap((row) => Object.keys(row as object)))];
  return { json: JSON.stringify(method === 'PATCH' ? value : rows), names };
}

async function run(tx: Transaction, statement: Statement): Promise<RowsResult> {
  const result = await tx.query<RowsResult>(statement.text, statement.params, QUERY_OPTIONS);
  const row = result.rows[0];
  if (!row) throw new Error('aggregate query returned no row');
  return row;
}

function contentRange(offset: number, n: number, total: number | undefined): string {
  const size = total === undefined ? '*' : String(total);
  return n === 0 ? `*/${size}` : `${offset}-${offset + n - 1}/${size}`;
}

async function execute(
  tx: Transaction,
  req: IncomingMessage,
  table: TableInfo,
  query: ParsedQuery,
  prefs: Preferences,
  singular: boolean,
  bodyText: string,
): Promise<Outcome> {
  const method = req.method ?? 'GET';
  const read = method === 'GET' || method === 'HEAD';
  const headers: Record<string, string> = {
    'Content-Type': `${singular ? OBJECT_TYPE : 'application/json'}; charset=utf-8`,
  };
  let result: RowsResult;
  let status: number;
  if (read) {
    result = await run(tx, buildSelect(table, query));
    const total = prefs.count ? (await run(tx, buildCount(table, query))).n : undefined;
    headers['Content-Range'] = contentRange(query.offset ?? 0, result.n, total);
    status = 200;
  } else {
    let statement: Statement;
    if (method === 'POST') {
      const body = parseBody(bodyText, method, query);
      statement = buildInsert(table, query, prefs, body.json, body.names);
    } else if (method === 'PATCH') {
      const body = parseBody(bodyText, method, query);
      if (body.names.length === 0) return { status: 204, headers };
      statement = buildUpdate(table, query, body.json, body.names);
    } else {
      statement = buildDelete(table, query);
    }
    result = await run(tx, statement);
    if (prefs.count) headers['Content-Range'] = contentRange(0, result.n, result.n);
    const representation = prefs.return === 'representation';
    if (method === 'POST') status = prefs.resolution && result.inserted === 0 && result.n > 0 ? 200 : 201;
    else status = representation ? 200 : 204;
    const applied = [`return=${prefs.return}`, prefs.resolution && `resolution=${prefs.resolution}`];
    headers['Preference-Applied'] = applied.filter(Boolean).join(', ');
    if (!representation) {
      if (singular && result.n !== 1) throw notSingular(result.n);
      return { status, headers };
    }
  }
  if (singular && result.n !== 1) throw notSingular(result.n);
  return { status, body: singular ? (result.first ?? 'null') : result.body, headers };
}

/**
 * Handles one `/rest/v1/<table>` request with PostgREST's semantics: one transaction (READ ONLY for
 * GET/HEAD) in which the role and `request.jwt.claims` are set locally before the statement, so grants
 * and RLS decide. A singular (`vnd.pgrst.object+json`) request that does not hit exactly one row is
 * rolled back and answered 406 PGRST116. Errors use PostgREST's `{code, message, details, hint}`.
 */
export async function handleRest(
  ctx: { db: PGlite; jwtSecret: string },
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  let role = 'anon';
  try {
    const path = url.pathname.replace(/^\/rest\/v1\/?/, '');
    if (path === '')
      return sendJson(res, 200, { swagger: '2.0', info: { title: 'Ecolodge local REST' }, paths: {} });
    if (path.startsWith('rpc/')) {
      throw new RestError(
        404,
        'PGRST202',
        `Could not find the function public.${path.slice(4)} in the schema cache`,
      );
    }
    const name = decodeURIComponent(path);
    const method = req.method ?? 'GET';
    if (!['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'].includes(method)) {
      throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
    }
    const read = method === 'GET' || method === 'HEAD';
    checkProfile(req, read);
    const identity = await requestIdentity(req, ctx.jwtSecret);
    role = identity.role;
    const singular = wantsObject(req);
    const query = parseQuery(url.searchParams);
    const prefs = parsePrefer(header(req, 'prefer'));
    const tooLarge = () => new RestError(413, 'PGRST413', 'Request body too large');
    const bodyText = read ? '' : await readBody(req, tooLarge);
    const outcome = await ctx.db.transaction(async (tx) => {
      if (read) await tx.exec('set transaction read only');
      const table = await loadTable(tx, name);
      if (!table || name.includes('/')) throw tableNotFound(name);
      await tx.query(
        `select set_config('search_path', 'public, extensions', true), set_config('role', $1, true),
                set_config('request.jwt.claims', $2, true), set_config('request.method', $3, true),
                set_config('request.path', $4, true), set_config('request.headers', $5, true)`,
        [
          identity.role,
          JSON.stringify(identity.claims),
          method,
          url.pathname,
          JSON.stringify(lowerHeaders(req)),
        ],
      );
      return execute(tx, req, table, query, prefs, singular, bodyText);
    });
    sendText(res, outcome.status, outcome.body ?? '', outcome.headers);
  } catch (error) {
    if (error instanceof HttpError) return sendJson(res, error.status, error.body, error.headers);
    if (isPgError(error)) {
      const mapped = fromPgError(error, role);
      return sendJson(res, mapped.status, mapped.body, mapped.headers);
    }
    console.error('[rest]', error);
    sendJson(res, 500, { code: 'PGRST000', message: 'Internal error', details: null, hint: null });
  }
}

function lowerHeaders(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(req.headers)) {
    if (key !== 'authorization' && value !== undefined)
      out[key.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}
