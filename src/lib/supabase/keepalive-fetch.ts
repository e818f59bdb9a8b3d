/**
 * Issue 33, "a write in flight is never lost when the page is left": browsers abort a page's fetches
 * when it unloads (a reload, the address bar, a closed tab), so a write sent a moment before was lost
 * — the embedded backend drops a request whose connection closed before its turn, and hosted Supabase
 * may never receive it. A `keepalive` request is finished by the browser after the page is gone
 * (Fetch standard, "keepalive"; https://fetch.spec.whatwg.org/#request-keepalive-flag). This is the
 * supabase-js client's `global.fetch`: every write (a method other than GET/HEAD) whose body is a
 * string or absent goes with `keepalive: true`; reads go as they are.
 *
 * supabase-js calls it as `(url, init)` everywhere (postgrest-js `fetchWithRetry`, auth-js
 * `_handleRequest`, functions-js, storage-js; checked in 2.119): a `Request` object is passed on
 * untouched (its body may be a stream, which a keepalive request cannot carry).
 */

/**
 * The Fetch standard's limit: the bodies of a page's keepalive requests still in flight may add up to
 * 64 KiB; past it the browser rejects the fetch with a `TypeError`, which the app would take for "no
 * signal". Kept under with room to spare (other keepalive requests, a browser counting differently).
 */
export const KEEPALIVE_BUDGET_BYTES = 48 * 1024;

/**
 * Whether this browser may send keepalive writes to the backend. They are cross-origin with
 * `Authorization`/`apikey` headers, so they need a CORS preflight, and Chromium before M116 refused a
 * keepalive request that needs one ("Preflight request for request with keepalive specified is
 * currently not supported", a `TypeError`: crbug.com/810466; mdn/browser-compat-data#16414 saw it on
 * Chrome ≈ 70). Chrome/Chromium (and Edge, Opera, Samsung Internet: all say `Chrome/<major>`) before
 * 116 → no; every other browser → yes (Safari since 13; Firefox since 133, and before that it ignores
 * the option, so the request goes as a plain one).
 * @param userAgent `navigator.userAgent` (empty, e.g. outside a browser: yes).
 */
export function keepaliveWritesSupported(userAgent: string): boolean {
  const chromium = /\bChrom(?:e|ium)\/(\d+)/.exec(userAgent);
  return !chromium || Number(chromium[1]) >= 116;
}

/** What {@link keepaliveWrites} needs: the fetch to call and whether keepalive may be used. */
export interface KeepaliveOptions {
  /** The fetch underneath (`globalThis.fetch` in the app; a stand-in in tests). */
  fetch: typeof fetch;
  /** {@link keepaliveWritesSupported} for this browser. */
  supported: boolean;
  /** The bodies' budget in bytes ({@link KEEPALIVE_BUDGET_BYTES} unless a test says otherwise). */
  budgetBytes?: number;
}

const utf8 = new TextEncoder();

/**
 * A `fetch` that sends writes with `keepalive: true` (see the module's doc) while their bodies, with
 * those of the keepalive writes still in flight, stay within `budgetBytes`; a write past it, any read,
 * a `Request` object or a non-string body goes as asked. Everything else in `init` (headers, `signal`:
 * aborting still aborts while the page lives) is passed on unchanged, and so are the answer and the
 * errors. Each wrapper keeps its own count of the bytes in flight.
 */
export function keepaliveWrites({
  fetch: send,
  supported,
  budgetBytes = KEEPALIVE_BUDGET_BYTES,
}: KeepaliveOptions): typeof fetch {
  let inFlight = 0;
  return (input, init) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = init?.body;
    const write = method !== 'GET' && method !== 'HEAD';
    if (!supported || !write || input instanceof Request || (body != null && typeof body !== 'string'))
      return send(input, init);
    const bytes = body ? utf8.encode(body).byteLength : 0;
    if (inFlight + bytes > budgetBytes) return send(input, init);
    inFlight += bytes;
    const settle = () => {
      inFlight -= bytes;
    };
    let sent: Promise<Response>;
    try {
      sent = send(input, { ...init, keepalive: true });
    } catch (error) {
      settle();
      throw error;
    }
    // Counted until the answer's headers came: the browser has the whole body by then.
    sent.then(settle, settle);
    return sent;
  };
}
