/**
 * Who a request is, for the fair scheduler (fair-queue.ts) and the per-caller limits (issue 36): the
 * user of a verified access token (`sub`), else the client's IP address. One user's phone, laptop and
 * tabs share one lane; requests without a user token (sign-in, refresh, anon reads, the service role)
 * share their address's lane.
 */
export interface Caller {
  /** `user:<sub>` or `ip:<address>`; units without a caller run in the `system` lane. */
  key: string;
  /** Aborted when the client hung up: its units still waiting leave the queue and never run. */
  signal?: AbortSignal;
}

/** The lane of work no request asked for (start-up, migrations, LISTEN, close). */
export const SYSTEM_CALLER = 'system';

/** Per-caller limits on requests waiting for the database (startBackend's `callerLimits`). */
export interface CallerLimits {
  /**
   * Requests one caller may have in flight at once (reading its body, waiting for the database or
   * running); past it: 429 with `Retry-After`. A browser opens at most 6 connections to one host;
   * 64 leaves room for a user's several devices and for scripts.
   */
  requests: number;
  /** Request-body bytes (declared `Content-Length`) one caller may have waiting; past it: 429. */
  bodyBytes: number;
  /** Request-body bytes all callers together may have waiting; past it: 429. */
  totalBodyBytes: number;
}

/** 64 requests and 8 MB of bodies per caller, 64 MB of bodies in all. */
export const DEFAULT_CALLER_LIMITS: CallerLimits = {
  requests: 64,
  bodyBytes: 8 * 1024 * 1024,
  totalBodyBytes: 64 * 1024 * 1024,
};

/** Why a request was refused before it started. */
export type Refusal = { reason: 'requests' | 'bodyBytes' | 'totalBodyBytes'; retryAfterSeconds: number };

interface CallerLoad {
  requests: number;
  bodyBytes: number;
  /** Average time a request of this caller took, admission to answer (ms, moving average). */
  averageMs: number;
}

/** The longest `Retry-After` sent (seconds). */
const MAX_RETRY_AFTER_SECONDS = 60;

/**
 * Admission in front of the queue: counts each caller's requests in flight and the body bytes they
 * declared, and refuses a request that would pass a limit before its body is read — 300 abandoned
 * 1 MB POSTs no longer take 600 MB of memory, and one caller cannot make the queue endless.
 */
export class CallerGate {
  private readonly load = new Map<string, CallerLoad>();
  private totalBodyBytes = 0;

  constructor(private readonly limits: CallerLimits) {}

  /**
   * Lets one request of `key` in, with a body of `bodyBytes` (declared, or the body limit when the
   * length is unknown). @returns `release` to call once the request was answered, or why not.
   */
  admit(key: string, bodyBytes: number): { release: () => void } | Refusal {
    const load = this.load.get(key) ?? { requests: 0, bodyBytes: 0, averageMs: 0 };
    const refuse = (reason: Refusal['reason']): Refusal => ({
      reason,
      retryAfterSeconds: Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(1, Math.ceil(load.averageMs / 1000))),
    });
    if (load.requests >= this.limits.requests) return refuse('requests');
    if (bodyBytes > 0 && load.bodyBytes + bodyBytes > this.limits.bodyBytes) return refuse('bodyBytes');
    if (bodyBytes > 0 && this.totalBodyBytes + bodyBytes > this.limits.totalBodyBytes) {
      return refuse('totalBodyBytes');
    }
    load.requests += 1;
    load.bodyBytes += bodyBytes;
    this.totalBodyBytes += bodyBytes;
    this.load.set(key, load);
    const admitted = performance.now();
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        load.requests -= 1;
        load.bodyBytes -= bodyBytes;
        this.totalBodyBytes -= bodyBytes;
        const took = performance.now() - admitted;
        load.averageMs = load.averageMs === 0 ? took : load.averageMs * 0.8 + took * 0.2;
        if (load.requests === 0) this.load.delete(key);
      },
    };
  }
}
