import { existsSync } from 'node:fs';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AuthContext } from './auth/context.ts';
import { API_VERSION, AuthError, authErrorBody } from './auth/errors.ts';
import { apiKeys, loadOrCreateSecret, verifyJwt } from './auth/jwt.ts';
import { PasswordHasher } from './auth/password-hash.ts';
import { RateLimiter, type RateLimitSettings, clientIp, rateLimitSettings } from './auth/rate-limit.ts';
import { handleAuth } from './auth/routes.ts';
import {
  type Caller,
  CallerGate,
  type CallerLimits,
  DEFAULT_CALLER_LIMITS,
  type Refusal,
} from './db/callers.ts';
import { openDatabase, SUPABASE_DIR } from './db/database.ts';
import { type SchemaCachedDb, withSchemaCache } from './db/schema-cache.ts';
import { acquireLock, annotateLock, dataPaths } from './db/data-dir.ts';
import { checkClusterPresent, checkTablesReadable } from './db/integrity.ts';
import { warmFirstSignIn } from './db/warm-up.ts';
import { WritableWatch } from './db/writable.ts';
import { MAX_BODY_BYTES, applyCors, bearerToken, sendJson, sendText } from './http.ts';
import { mailHandler } from './mail/server.ts';
import { MailStore } from './mail/store.ts';
import { readApiSettings } from './rest/config.ts';
import { handleRest } from './rest/handler.ts';
import type { StatementTimeouts } from './rest/timeout.ts';

/** Options of {@link startBackend}. */
export interface BackendOptions {
  /** Folder holding the database, JWT secret, mails and lock (`.data` for `npm run backend`). */
  dataDir: string;
  /** API port (default 54321); 0 picks a free one. */
  apiPort?: number;
  /** Mail catcher port (default 54324); 0 picks a free one. */
  mailPort?: number;
  /** Interface to listen on (default 127.0.0.1). */
  host?: string;
  /** Turn email confirmations off (GoTrue `MAILER_AUTOCONFIRM`); default false, as on hosted. */
  autoconfirm?: boolean;
  /** Access-token lifetime in seconds (default 3600). */
  jwtExpirySeconds?: number;
  /** Where `/verify` sends the browser by default (default http://localhost:5173). */
  siteUrl?: string;
  /** Print the start line (default false). */
  log?: boolean;
  /** GoTrue's `refresh_token_reuse_interval` in seconds (default 10); tests set 0. */
  refreshTokenReuseIntervalSeconds?: number;
  /** Folder with `migrations/` and `seed.sql` (default: the project's `supabase/`). */
  supabaseDir?: string;
  /**
   * GoTrue's rate limits (see server/auth/rate-limit.ts): on with GoTrue's defaults unless given;
   * `false` turns them all off (the contract-test harness does, tests of the limits turn them on).
   */
  rateLimits?: Partial<RateLimitSettings> | false;
  /** Secure email change: both addresses confirm (config.toml `double_confirm_changes`, default true). */
  secureEmailChange?: boolean;
  /**
   * A new password needs the right `current_password` (GoTrue `UpdatePasswordRequireCurrentPassword`;
   * default true: the hosted project turns "Require current password when updating" on, issue 34).
   */
  requireCurrentPassword?: boolean;
  /**
   * Sessions older than 24 h need a reauthentication nonce to set a password (config.toml
   * `secure_password_change`; default false, as there).
   */
  requireReauthentication?: boolean;
  /** Origins whose pages may call `/auth/v1/admin/*` (default none: the service_role key stays server-side). */
  adminCorsOrigins?: string[];
  /**
   * REST statement timeouts in ms per role (default: each role's `statement_timeout` setting, else
   * hosted Supabase's anon 3 s / authenticated 8 s); `false` turns them off. See rest/timeout.ts.
   */
  statementTimeouts?: StatementTimeouts;
  /** The clock refresh-token reuse intervals are judged by, in ms since the epoch (tests move it). */
  clock?: () => number;
  /**
   * The database watchdog (default off; `npm run backend`: 60 s): one statement still running after
   * this many seconds (a runaway statement without a timeout, a write PGlite retries forever) makes
   * every request waiting on the database answer 503, and `onDatabaseHang` is called.
   */
  watchdogSeconds?: number;
  /** Called once when the watchdog gave the database up (`npm run backend` then stops cleanly). */
  onDatabaseHang?: (reason: string) => void;
  /**
   * bcrypt cost of the password hashes it makes (default 10, GoTrue's `bcrypt.DefaultCost`: ≈ 70 ms
   * of CPU per hash and per sign-in's comparison). The e2e tests' backend uses 4, bcrypt's least
   * (≈ 1 ms; same `$2b$` format, compared the same way): ~200 tests each make a person and sign
   * in (issue 33, suite time). Passwords hashed at another cost still compare.
   */
  passwordHashCost?: number;
  /**
   * Limits per caller (a signed-in user, else a client IP) on requests waiting for the database:
   * past them, 429 with `Retry-After` (db/callers.ts; default 64 requests and 8 MB of bodies per
   * caller, 64 MB of bodies in all).
   */
  callerLimits?: Partial<CallerLimits>;
}

/** A running backend. */
export interface Backend {
  apiUrl: string;
  mailUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  /** Closes both servers and PGlite, then releases the data folder. Idempotent. */
  stop(): Promise<void>;
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

function urlHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

/**
 * Starts the embedded Supabase-compatible backend: takes the data folder's pid lock, opens PGlite in
 * its own thread (bootstrap + `supabase/migrations`), then serves GoTrue's `/auth/v1/*` and PostgREST's `/rest/v1/*`
 * on the API port and the mail catcher on the mail port.
 * @returns URLs (with the real ports), the API keys, the JWT secret and `stop()`.
 * @throws Error when another live process holds the data folder, a migration fails, or a port is taken
 * (everything opened so far is released).
 */
export async function startBackend(options: BackendOptions): Promise<Backend> {
  const host = options.host ?? '127.0.0.1';
  const paths = dataPaths(options.dataDir);
  const release = acquireLock(paths);
  const servers: Server[] = [];
  let db: Awaited<ReturnType<typeof openDatabase>>['db'] | undefined;
  const hasher = new PasswordHasher(undefined, options.passwordHashCost);
  let schema: SchemaCachedDb | undefined;
  try {
    const hadSecret = existsSync(paths.jwtSecret);
    const jwtSecret = loadOrCreateSecret(paths.jwtSecret);
    checkClusterPresent(paths, hadSecret);
    const keys = await apiKeys(jwtSecret);
    // A write into an unwritable cluster would spin forever: refuse to start instead.
    const writable = new WritableWatch(paths.root, paths.pglite);
    const problem = writable.problem();
    if (problem) throw new Error(`${problem} Make it writable again, then start the backend.`);
    ({ db } = await openDatabase(paths.pglite, options.supabaseDir ?? SUPABASE_DIR));
    // Watched once started: bootstrap, migrations and the template dump may take long on a busy machine.
    if (options.watchdogSeconds) {
      db.watch(options.watchdogSeconds, (reason) => {
        console.error(`Backend watchdog: ${reason}`);
        options.onDatabaseHang?.(reason);
      });
    }
    const database = db;
    await checkTablesReadable(database, paths.pglite);
    await warmFirstSignIn(database);
    schema = await withSchemaCache(database);
    const restDb = schema.db;
    const mail = new MailStore(paths.mail);
    let apiUrl = '';
    const auth: AuthContext = {
      db: database,
      mail,
      tokens: { jwtSecret, jwtExpirySeconds: options.jwtExpirySeconds ?? 3600, issuer: '' },
      autoconfirm: options.autoconfirm ?? false,
      siteUrl: options.siteUrl ?? 'http://localhost:5173',
      reuseIntervalSeconds: options.refreshTokenReuseIntervalSeconds ?? 10,
      otpExpirySeconds: 86400,
      apiUrl: () => apiUrl,
      hasher,
      rateLimits: rateLimitSettings(options.rateLimits),
      limiter: new RateLimiter(),
      secureEmailChange: options.secureEmailChange ?? true,
      requireCurrentPassword: options.requireCurrentPassword ?? true,
      requireReauthentication: options.requireReauthentication ?? false,
      ...(options.clock ? { now: options.clock } : {}),
    };
    const gateway: Gateway = {
      keys: new Set([keys.anonKey, keys.serviceRoleKey]),
      adminOrigins: options.adminCorsOrigins ?? [],
      writable,
      jwtSecret,
      callers: new CallerGate({ ...DEFAULT_CALLER_LIMITS, ...options.callerLimits }),
    };
    const { maxRows } = readApiSettings(options.supabaseDir ?? SUPABASE_DIR); // config.toml [api] max_rows
    const rest = { db: restDb, jwtSecret, statementTimeouts: options.statementTimeouts, maxRows };
    // Node's own limit (16 KB for the request line and headers together) would answer a long query
    // string with a bare 431; the gateway checks the two apart instead (see tooLong).
    const api = createServer({ maxHeaderSize: MAX_REQUEST_HEAD_BYTES }, (req, res) => {
      void handleApi(auth, gateway, rest, req, res);
    });
    const mailServer = createServer(mailHandler(mail, { allowedOrigin: new URL(auth.siteUrl).origin }));
    servers.push(api, mailServer);
    const apiPort = await listen(api, options.apiPort ?? 54321, host);
    const mailPort = await listen(mailServer, options.mailPort ?? 54324, host);
    apiUrl = `http://${urlHost(host)}:${apiPort}`;
    auth.tokens.issuer = `${apiUrl}/auth/v1`;
    const mailUrl = `http://${urlHost(host)}:${mailPort}`;
    annotateLock(paths, { apiUrl, mailUrl });
    if (options.log) console.log(`API ${apiUrl} · mail ${mailUrl} · anon key ${keys.anonKey}`);
    let stopping: Promise<void> | undefined;
    const stop = () => {
      stopping ??= (async () => {
        await Promise.all(servers.map(close));
        mail.flush();
        await hasher.close();
        await schema?.close();
        await database.close();
        release();
      })();
      return stopping;
    };
    return { apiUrl, mailUrl, ...keys, jwtSecret, stop };
  } catch (error) {
    await Promise.all(servers.filter((s) => s.listening).map(close));
    await hasher.close();
    await schema?.close();
    await db?.close();
    release();
    throw error;
  }
}

/** What the Kong gateway in front of hosted Supabase checks, and where the data lives. */
interface Gateway {
  /** API keys the gateway knows (Kong `key-auth` consumers: anon and service_role). */
  keys: Set<string>;
  adminOrigins: string[];
  /** Whether PGlite can still write the data folder (checked before every write). */
  writable: WritableWatch;
  jwtSecret: string;
  /** Requests and body bytes in flight per caller (429 past the limits). */
  callers: CallerGate;
}

/** Routes Kong serves without `key-auth` (supabase/cli kong.yml: `auth-v1-open*`). */
const OPEN_PATHS = [
  '/auth/v1/verify',
  '/auth/v1/callback',
  '/auth/v1/authorize',
  '/auth/v1/.well-known/jwks.json',
];

/**
 * Kong's `key-auth` on `/auth/v1/*` and `/rest/v1/*`: the key comes from the `apikey` header (or query
 * parameter) and must be one of the project's keys; supabase-js always sends it.
 * @returns the 401 to send, or undefined to go on.
 */
function keyAuth(gateway: Gateway, req: IncomingMessage, url: URL): { message: string } | undefined {
  const path = url.pathname.replace(/\/+$/, '');
  if (!path.startsWith('/auth/v1') && !path.startsWith('/rest/v1')) return undefined;
  if (OPEN_PATHS.includes(path)) return undefined;
  const header = req.headers.apikey;
  const key = (Array.isArray(header) ? header[0] : header) ?? url.searchParams.get('apikey') ?? undefined;
  if (!key) return { message: 'No API key found in request' };
  if (!gateway.keys.has(key)) return { message: 'Invalid authentication credentials' };
  return undefined;
}

/** What Node accepts before any handler runs: a request line and headers up to 256 KB together. */
const MAX_REQUEST_HEAD_BYTES = 256 * 1024;

/** The limits the gateway answers itself: Node's default header limit, and the URI length of Kong's nginx. */
const MAX_HEADER_BYTES = 16 * 1024;
const MAX_URI_BYTES = 16 * 1024;

/**
 * A request line or headers too long to serve: 414 / 431 with a JSON body in the shape of the service
 * asked (PostgREST's `{code, message, details, hint}` on `/rest/v1`, else the gateway's `{message}`),
 * never a bare status. A long `in.(…)` list is the usual cause: the hint says what to do instead.
 */
function tooLong(req: IncomingMessage): { status: number; body: unknown } | undefined {
  const uri = Buffer.byteLength(req.url ?? '');
  let headers = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 1)
    headers += Buffer.byteLength(req.rawHeaders[i] ?? '') + 2;
  const rest = (req.url ?? '').startsWith('/rest/v1');
  if (uri > MAX_URI_BYTES) {
    const message = `URI too long: ${uri} bytes, at most ${MAX_URI_BYTES}`;
    return {
      status: 414,
      body: rest
        ? {
            code: 'PGRST414',
            message,
            details: null,
            hint: 'Split a long in.(…) list into several requests, or pass it to a function in a POST /rpc body.',
          }
        : { message },
    };
  }
  if (headers > MAX_HEADER_BYTES) {
    const message = `Request headers too large: ${headers} bytes, at most ${MAX_HEADER_BYTES}`;
    return {
      status: 431,
      body: rest ? { code: 'PGRST431', message, details: null, hint: null } : { message },
    };
  }
  return undefined;
}

/**
 * Kong's request-transformer in front of hosted Supabase and the CLI (`LUA_AUTH_EXPR`): an
 * `Authorization: Bearer sb_…` (a new-style API key, which is no JWT) is replaced by the `apikey`
 * header's token, so the request runs as the role of the project key it came with — service_role
 * for the service_role key, not anon — and never as whatever the opaque value claims to be.
 */
function swapOpaqueBearer(req: IncomingMessage, url: URL): void {
  if (!req.headers.authorization?.startsWith('Bearer sb_')) return;
  const header = req.headers.apikey;
  const key = (Array.isArray(header) ? header[0] : header) ?? url.searchParams.get('apikey') ?? undefined;
  if (key) req.headers.authorization = `Bearer ${key}`;
  else delete req.headers.authorization;
}

/**
 * Checked before any request that may write: PGlite spins at 100 % CPU forever (in its thread; the
 * watchdog ends it) when a write meets a folder it can no longer write, so such requests are refused
 * before they reach it — 503 in the service's own error shape — and the backend keeps serving reads.
 */
function writesRefused(
  gateway: Gateway,
  req: IncomingMessage,
  url: URL,
): { body: unknown; headers: Record<string, string> } | undefined {
  const rest = url.pathname.startsWith('/rest/v1');
  if (rest && (req.method === 'GET' || req.method === 'HEAD')) return undefined;
  if (!rest && !url.pathname.startsWith('/auth/v1')) return undefined;
  if (!rest && req.method === 'GET' && url.pathname !== '/auth/v1/verify') return undefined;
  const problem = gateway.writable.problem();
  if (!problem) return undefined;
  console.error(`[api] ${problem}`);
  if (rest) {
    return {
      body: {
        code: 'PGRST000',
        message: problem,
        details: null,
        hint: 'Make the data folder writable again.',
      },
      headers: {},
    };
  }
  return {
    body: { code: 'unexpected_failure', error_code: 'unexpected_failure', message: problem },
    headers: { 'X-Supabase-Api-Version': API_VERSION, 'x-sb-error-code': 'unexpected_failure' },
  };
}

/**
 * Who the request is (db/callers.ts): the `sub` of a verified bearer token, else the client IP; its
 * signal aborts when the client hangs up before the answer, so its waiting units leave the queue.
 */
async function callerOf(gateway: Gateway, req: IncomingMessage, res: ServerResponse): Promise<Caller> {
  const hangUp = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) hangUp.abort();
  });
  const token = bearerToken(req);
  let sub: unknown;
  if (token) sub = (await verifyJwt(token, gateway.jwtSecret).catch(() => undefined))?.sub;
  const key = typeof sub === 'string' && sub !== '' ? `user:${sub}` : `ip:${clientIp(req)}`;
  return { key, signal: hangUp.signal };
}

/** The body bytes a request will bring: its `Content-Length`, or the body limit when it is chunked. */
function declaredBodyBytes(req: IncomingMessage): number {
  const length = Number(req.headers['content-length']);
  if (Number.isFinite(length) && length > 0) return Math.min(length, MAX_BODY_BYTES + 1);
  return req.headers['transfer-encoding'] ? MAX_BODY_BYTES : 0;
}

/**
 * 429 with `Retry-After` for a caller past its limits (what Kong's rate limiting answers in front of
 * hosted Supabase), in the service's own error shape: GoTrue's `over_request_rate_limit` on
 * `/auth/v1`, PostgREST's `{code, message, details, hint}` with the local code `PGRST429` on `/rest/v1`
 * (like PGRST414/PGRST431: PostgREST never sees such a request behind the gateway). The body is not read.
 */
function tooManyRequests(
  service: 'auth' | 'rest',
  req: IncomingMessage,
  res: ServerResponse,
  refusal: Refusal,
): void {
  const retryAfter = { 'Retry-After': String(refusal.retryAfterSeconds) };
  if (service === 'auth') {
    res.setHeader('X-Supabase-Api-Version', API_VERSION);
    const error = new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
    return sendJson(res, 429, authErrorBody(req, error), { ...error.headers, ...retryAfter });
  }
  const why =
    refusal.reason === 'requests'
      ? 'Too many of your requests are waiting for the database'
      : refusal.reason === 'bodyBytes'
        ? 'Too many bytes of your request bodies are waiting for the database'
        : 'Too many bytes of request bodies are waiting for the database';
  sendJson(
    res,
    429,
    {
      code: 'PGRST429',
      message: why,
      details: null,
      hint: `Wait for your earlier requests to finish, then try again (Retry-After: ${refusal.retryAfterSeconds} s).`,
    },
    retryAfter,
  );
}

async function handleApi(
  auth: AuthContext,
  gateway: Gateway,
  rest: Parameters<typeof handleRest>[0],
  req: IncomingMessage,
  res: ServerResponse,
) {
  try {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const admin = url.pathname.startsWith('/auth/v1/admin');
    applyCors(req, res, admin ? gateway.adminOrigins : '*');
    if (req.method === 'OPTIONS') return sendText(res, 204, '');
    if (url.pathname === '/' || url.pathname === '/health') return sendJson(res, 200, { status: 'ok' });
    const oversized = tooLong(req);
    if (oversized) return sendJson(res, oversized.status, oversized.body);
    const refused = keyAuth(gateway, req, url);
    if (refused) return sendJson(res, 401, refused, { 'WWW-Authenticate': 'Key realm="kong"' });
    swapOpaqueBearer(req, url);
    const readOnly = writesRefused(gateway, req, url);
    if (readOnly) return sendJson(res, 503, readOnly.body, readOnly.headers);
    const service = url.pathname.startsWith('/auth/v1')
      ? 'auth'
      : url.pathname.startsWith('/rest/v1')
        ? 'rest'
        : undefined;
    if (service) {
      const caller = await callerOf(gateway, req, res);
      const admitted = gateway.callers.admit(caller.key, declaredBodyBytes(req));
      if ('reason' in admitted) return tooManyRequests(service, req, res, admitted);
      try {
        if (service === 'auth') return await handleAuth(auth, req, res, url, caller);
        return await handleRest(rest, req, res, url, caller);
      } finally {
        admitted.release();
      }
    }
    res.setHeader('X-Supabase-Api-Version', API_VERSION);
    sendJson(res, 404, { message: 'no Route matched with those values' });
  } catch (error) {
    console.error('[api]', error);
    if (!res.headersSent) sendJson(res, 500, { message: 'Internal error' });
    else res.destroy();
  }
}
