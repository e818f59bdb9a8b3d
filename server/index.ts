import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AuthContext } from './auth/context.ts';
import { API_VERSION } from './auth/errors.ts';
import { apiKeys, loadOrCreateSecret } from './auth/jwt.ts';
import { PasswordHasher } from './auth/password-hash.ts';
import { RateLimiter, type RateLimitSettings, rateLimitSettings } from './auth/rate-limit.ts';
import { handleAuth } from './auth/routes.ts';
import { openDatabase, SUPABASE_DIR } from './db/database.ts';
import { acquireLock, annotateLock, dataPaths } from './db/data-dir.ts';
import { applyCors, sendJson, sendText } from './http.ts';
import { mailHandler } from './mail/server.ts';
import { MailStore } from './mail/store.ts';
import { handleRest } from './rest/handler.ts';

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
 * Starts the embedded Supabase-compatible backend: takes the data folder's pid lock, opens PGlite
 * (bootstrap + `supabase/migrations`), then serves GoTrue's `/auth/v1/*` and PostgREST's `/rest/v1/*`
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
  const hasher = new PasswordHasher();
  try {
    const jwtSecret = loadOrCreateSecret(paths.jwtSecret);
    const keys = await apiKeys(jwtSecret);
    ({ db } = await openDatabase(paths.pglite, options.supabaseDir ?? SUPABASE_DIR));
    const database = db;
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
    };
    const api = createServer((req, res) => void handleApi(auth, jwtSecret, req, res));
    const mailServer = createServer(mailHandler(mail));
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
        await hasher.close();
        await database.close();
        release();
      })();
      return stopping;
    };
    return { apiUrl, mailUrl, ...keys, jwtSecret, stop };
  } catch (error) {
    await Promise.all(servers.filter((s) => s.listening).map(close));
    await hasher.close();
    await db?.close();
    release();
    throw error;
  }
}

async function handleApi(auth: AuthContext, jwtSecret: string, req: IncomingMessage, res: ServerResponse) {
  try {
    applyCors(req, res);
    if (req.method === 'OPTIONS') return sendText(res, 204, '');
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/auth/v1')) return await handleAuth(auth, req, res, url);
    if (url.pathname.startsWith('/rest/v1'))
      return await handleRest({ db: auth.db, jwtSecret }, req, res, url);
    if (url.pathname === '/' || url.pathname === '/health') return sendJson(res, 200, { status: 'ok' });
    res.setHeader('X-Supabase-Api-Version', API_VERSION);
    sendJson(res, 404, { message: 'no Route matched with those values' });
  } catch (error) {
    console.error('[api]', error);
    if (!res.headersSent) sendJson(res, 500, { message: 'Internal error' });
    else res.destroy();
  }
}
