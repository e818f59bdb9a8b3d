import type { IncomingMessage, ServerResponse } from 'node:http';

/** Largest request body accepted, in bytes (PostgREST/GoTrue sit behind Kong, which caps bodies too). */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Request headers the browser may send cross-origin: everything supabase-js adds
 * (notes/supabase-protocol.md §8.2).
 */
export const CORS_ALLOWED_HEADERS = [
  'authorization',
  'apikey',
  'x-client-info',
  'content-type',
  'accept',
  'accept-profile',
  'content-profile',
  'prefer',
  'range',
  'x-supabase-api-version',
  'x-retry-count',
  'traceparent',
  'tracestate',
  'baggage',
].join(', ');

/**
 * Response headers the browser may read. Without `X-Supabase-Api-Version` auth-js cannot read `code`
 * from error bodies (supabase/auth#1612); `Content-Range` carries PostgREST counts; `X-Total-Count` and
 * `Link` paginate GoTrue's admin user list (GoTrue's `ExposedHeaders`).
 */
export const CORS_EXPOSED_HEADERS =
  'X-Supabase-Api-Version, Content-Range, x-sb-error-code, X-Total-Count, Link';

/** An error that maps straight to an HTTP response (status + already-shaped JSON body). */
export class HttpError extends Error {
  /**
   * @param status HTTP status to send.
   * @param body JSON body to send (GoTrue or PostgREST shape, decided by the thrower).
   * @param headers Extra response headers.
   */
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body === 'object' && body && 'message' in body ? String(body.message) : `HTTP ${status}`);
  }
}

/**
 * Sets the CORS headers of a response. `allowed` is `'*'` (any origin: supabase-js never sends
 * credentials, and GoTrue's default `AllowedOrigins` is `*`) or a list of origins, of which the
 * request's `Origin` is echoed when listed (`Vary: Origin`); an empty list allows no origin, so browsers
 * refuse to hand the response to any page.
 */
export function applyCors(req: IncomingMessage, res: ServerResponse, allowed: '*' | string[] = '*'): void {
  const origin = req.headers.origin;
  if (allowed === '*') res.setHeader('Access-Control-Allow-Origin', '*');
  else {
    res.setHeader('Vary', 'Origin');
    if (!origin || !allowed.includes(origin)) return;
    res.setHeader('Access-Control-Allow-Origin', origin);
  }
  res.setHeader('Access-Control-Expose-Headers', CORS_EXPOSED_HEADERS);
  if (req.method === 'OPTIONS') {
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS');
    const asked = req.headers['access-control-request-headers'];
    res.setHeader(
      'Access-Control-Allow-Headers',
      asked ? `${CORS_ALLOWED_HEADERS}, ${asked}` : CORS_ALLOWED_HEADERS,
    );
    res.setHeader('Access-Control-Max-Age', '86400');
  }
}

/**
 * Reads the whole request body as UTF-8.
 * @throws HttpError 413 once more than `limit` bytes arrived (the body shape is chosen by `tooLarge`).
 */
export async function readBody(
  req: IncomingMessage,
  tooLarge: () => HttpError,
  limit = MAX_BODY_BYTES,
): Promise<string> {
  return (await readBodyBytes(req, tooLarge, limit)).toString('utf8');
}

/** The request body as bytes, refused past `limit` like {@link readBody}. */
export async function readBodyBytes(
  req: IncomingMessage,
  tooLarge: () => HttpError,
  limit = MAX_BODY_BYTES,
): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? '0');
  if (declared > limit) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > limit) throw tooLarge();
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}

/** Sends `body` as JSON (or nothing for 204/HEAD) with the given status and headers. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  sendText(res, status, body === undefined ? '' : JSON.stringify(body), {
    'Content-Type': 'application/json; charset=utf-8',
    ...headers,
  });
}

/** Sends a raw text body (already serialized) with the given status and headers. */
export function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  const empty = status === 204 || status === 304 || res.req.method === 'HEAD';
  if (!empty) res.setHeader('Content-Length', Buffer.byteLength(text));
  res.statusCode = status;
  res.end(empty ? undefined : text);
}

/** Returns the bearer token of the `Authorization` header, or undefined when absent or not Bearer. */
export function bearerToken(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** Lower-cased, single-valued view of a header (joined with ", " when repeated). */
export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}
