import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Transaction } from '@electric-sql/pglite';
import type { Caller } from '../db/callers.ts';
import { ClientGoneError, type Database, DatabaseUnavailableError } from '../db/worker-database.ts';
import { HttpError, header, readBodyBytes, sendJson, sendText } from '../http.ts';
import { type RequestIdentity, requestIdentity } from './auth.ts';
import { contentType } from './body.ts';
import { loadTable, tableNames } from './catalog.ts';
import { RestError, fromPgError, isPgError, tableNotFound } from './errors.ts';
import {
  type Outcome,
  executeCall,
  executeTable,
  isUnpreparedStatement,
  useSimpleProtocol,
} from './execute.ts';
import { planRead } from './embed.ts';
import { closest } from './fuzzy.ts';
import { parsePrefer } from './prefer.ts';
import { parseQuery } from './query.ts';
import { isRawBodyType } from './routines.ts';
import { planCall } from './rpc.ts';
import { type StatementTimeouts, statementTimedOut, statementTimeout } from './timeout.ts';

const OBJECT_TYPE = 'application/vnd.pgrst.object+json';

/** What the path names (PostgREST ApiRequest.hs `getResource`). */
type Resource = { kind: 'root' } | { kind: 'table'; name: string } | { kind: 'rpc'; name: string };

/** Percent-decodes leniently, as Warp does: a malformed escape such as `%ZZ` stays literal. */
export function decodeSegment(segment: string): string {
  return segment.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

/** @throws RestError 404 PGRST125 for paths with more segments than `/table` or `/rpc/fn`. */
function resource(pathname: string): Resource {
  const rest = pathname.replace(/^\/rest\/v1\/?/, '');
  if (rest === '') return { kind: 'root' };
  const segments = rest.split('/').map(decodeSegment);
  if (segments.length === 1 && segments[0]) return { kind: 'table', name: segments[0] };
  if (segments.length === 2 && segments[0] === 'rpc' && segments[1])
    return { kind: 'rpc', name: segments[1] };
  throw new RestError(404, 'PGRST125', 'Invalid path specified in request URL');
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

function lowerHeaders(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(req.headers)) {
    if (key !== 'authorization' && value !== undefined)
      out[key.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

/**
 * PostgREST's per-request set-up (Query/PreQuery.hs `txVarQuery`): search_path, role, JWT claims and
 * request GUCs set locally, so the statement that follows runs as the token's role.
 */
async function becomeRequestRole(
  tx: Transaction,
  identity: RequestIdentity,
  req: IncomingMessage,
  url: URL,
  readOnly: boolean,
) {
  if (readOnly) await tx.exec('set transaction read only');
  await tx.query(
    `select set_config('search_path', 'public, extensions', true), set_config('role', $1, true),
            set_config('request.jwt.claims', $2, true), set_config('request.method', $3, true),
            set_config('request.path', $4, true), set_config('request.headers', $5, true)`,
    [
      identity.role,
      JSON.stringify(identity.claims),
      req.method ?? 'GET',
      url.pathname,
      JSON.stringify(lowerHeaders(req)),
    ],
  );
}

/**
 * Handles one `/rest/v1/<table>` or `/rest/v1/rpc/<fn>` request with PostgREST's semantics: one
 * transaction (READ ONLY for reads and stable functions) in which the role and `request.jwt.claims`
 * are set locally before the statement, so grants and RLS decide. `Prefer: tx=rollback` rolls the
 * work back after answering from it. Errors use PostgREST's `{code, message, details, hint}`. The
 * transaction waits in `caller`'s lane of the fair scheduler (db/fair-queue.ts); when the client hung
 * up before its turn, nothing ran and nothing is answered.
 */
export async function handleRest(
  ctx: { db: Database; jwtSecret: string; statementTimeouts?: StatementTimeouts; maxRows?: number },
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  caller?: Caller,
): Promise<void> {
  let role = 'anon';
  try {
    const target = resource(url.pathname);
    if (target.kind === 'root')
      return sendJson(res, 200, { swagger: '2.0', info: { title: 'Ecolodge local REST' }, paths: {} });
    const method = req.method ?? 'GET';
    const read = method === 'GET' || method === 'HEAD';
    if (target.kind === 'rpc' && !read && method !== 'POST') {
      throw new RestError(405, 'PGRST101', `Cannot use the ${method} method on RPC`);
    }
    if (target.kind === 'table' && !['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'].includes(method)) {
      throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
    }
    checkProfile(req, read);
    const identity = await requestIdentity(req, ctx.jwtSecret);
    role = identity.role;
    const singular = wantsObject(req);
    const query = parseQuery(url.searchParams, target.kind === 'rpc' && read, ctx.maxRows);
    const prefs = parsePrefer(header(req, 'prefer'));
    if (prefs.handling === 'strict' && prefs.invalid.length > 0) {
      throw new RestError(
        400,
        'PGRST122',
        'Invalid preferences given with handling=strict',
        `Invalid preferences: ${prefs.invalid.join(', ')}`,
      );
    }
    const tooLarge = () => new RestError(413, 'PGRST413', 'Request body too large');
    const bodyBytes = read || method === 'DELETE' ? Buffer.alloc(0) : await readBodyBytes(req, tooLarge);
    const bodyText = bodyBytes.toString('utf8');
    const mediaType = contentType(header(req, 'content-type'));
    if (
      target.kind === 'rpc' &&
      method === 'POST' &&
      mediaType !== 'application/json' &&
      !isRawBodyType(mediaType) &&
      bodyText.trim() !== ''
    ) {
      throw new RestError(400, 'PGRST102', `Content-Type not acceptable: ${mediaType}`);
    }
    const attempt = (simple: boolean) =>
      ctx.db.transaction(
        async (tx): Promise<Outcome> => {
          if (simple) useSimpleProtocol(tx);
          let result: Outcome;
          const limit = await statementTimeout(tx, identity.role, ctx.statementTimeouts);
          let started: number;
          if (target.kind === 'rpc') {
            const rpcBody = { mediaType, text: bodyText, bytes: bodyBytes };
            const plan = await planCall(tx, target.name, method === 'POST', query, rpcBody, prefs);
            await becomeRequestRole(tx, identity, req, url, plan.readOnly);
            if (limit !== undefined) tx.cancelAfter(limit);
            started = performance.now();
            result = await executeCall(tx, plan, { query, prefs, singular, head: method === 'HEAD' });
          } else {
            const table = await loadTable(tx, target.name);
            if (!table) {
              const hint = closest(target.name, await tableNames(tx), 0.75);
              throw tableNotFound(target.name, hint);
            }
            const root = await planRead(tx, table, table.name, query);
            await becomeRequestRole(tx, identity, req, url, read);
            if (limit !== undefined) tx.cancelAfter(limit);
            const request = { method, table, root, query, prefs, singular, bodyText, contentType: mediaType };
            started = performance.now();
            result = await executeTable(tx, request);
          }
          // A statement still running at the limit was cancelled (worker-database.ts); one that returned
          // just past it is rolled back here.
          if (limit !== undefined && performance.now() - started > limit) throw statementTimedOut();
          if (prefs.tx === 'rollback') await tx.rollback();
          return result;
        },
        { lane: 'rest', ...(caller ? { caller } : {}) },
      );
    // PGlite's extended protocol cannot prepare very deep statements (see execute.ts): run the request
    // again through the simple protocol, which answers it or reports Postgres's real error.
    const outcome = await attempt(false).catch((error: unknown) => {
      if (isUnpreparedStatement(error)) return attempt(true);
      throw error;
    });
    sendText(res, outcome.status, outcome.body ?? '', outcome.headers);
  } catch (error) {
    // The client hung up (while its unit waited, or while its body was read): no one to answer.
    if (error instanceof ClientGoneError || res.destroyed) return void res.destroy();
    if (error instanceof HttpError) return sendJson(res, error.status, error.body, error.headers);
    if (error instanceof DatabaseUnavailableError) {
      // PostgREST's answer when its database connection is gone.
      return sendJson(res, 503, { code: 'PGRST000', message: error.message, details: null, hint: null });
    }
    if (isPgError(error)) {
      const mapped = fromPgError(error, role);
      return sendJson(res, mapped.status, mapped.body, mapped.headers);
    }
    console.error('[rest]', error);
    sendJson(res, 500, { code: 'PGRST000', message: 'Internal error', details: null, hint: null });
  }
}
