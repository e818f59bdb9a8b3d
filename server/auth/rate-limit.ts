import type { IncomingMessage } from 'node:http';
import { AuthError } from './errors.ts';

/**
 * GoTrue's rate limits (supabase/auth internal/conf/configuration.go, internal/api/apilimiter): request
 * limits are per client IP over 5 minutes (`tollbooth` token buckets); the mail limits are per address.
 */
export interface RateLimitSettings {
  /** Password and refresh-token grants per IP per 5 minutes (`GOTRUE_RATE_LIMIT_TOKEN_REFRESH`, 150). */
  tokenPer5Minutes: number;
  /** `/verify` requests per IP per 5 minutes (`GOTRUE_RATE_LIMIT_VERIFY`, 30). */
  verifyPer5Minutes: number;
  /**
   * `/recover`, `/resend` and `PUT /user` per IP per 5 minutes, each in a bucket of its own
   * (`GOTRUE_RATE_LIMIT_OTP`, 30; apilimiter.go's `Recover`, `Resend`, `User`). `GET /user` has none.
   */
  otpPer5Minutes: number;
  /**
   * Mails per recipient address per hour (`GOTRUE_RATE_LIMIT_EMAIL_SENT`, 30; GoTrue counts them for the
   * whole instance, we count per address so one abused address cannot stop everyone's mail).
   */
  emailsPerHour: number;
  /** Seconds before the same kind of mail may go to the same user again (`GOTRUE_SMTP_MAX_FREQUENCY`, 60). */
  emailMinIntervalSeconds: number;
}

/** GoTrue's defaults. */
export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  tokenPer5Minutes: 150,
  verifyPer5Minutes: 30,
  otpPer5Minutes: 30,
  emailsPerHour: 30,
  emailMinIntervalSeconds: 60,
};

/** No limits at all (tests that sign in or mail the same address many times). */
export const NO_RATE_LIMITS: RateLimitSettings = {
  tokenPer5Minutes: Infinity,
  verifyPer5Minutes: Infinity,
  otpPer5Minutes: Infinity,
  emailsPerHour: Infinity,
  emailMinIntervalSeconds: 0,
};

/** Resolves the `rateLimits` start option: `false` turns every limit off, an object overrides defaults. */
export function rateLimitSettings(option: Partial<RateLimitSettings> | false | undefined): RateLimitSettings {
  if (option === false) return { ...NO_RATE_LIMITS };
  return { ...DEFAULT_RATE_LIMITS, ...option };
}

interface Bucket {
  tokens: number;
  updated: number;
}

/**
 * Token buckets keyed by (limit name, key): `capacity` requests, refilled continuously at `capacity`
 * per `windowMs` (what tollbooth does with GoTrue's "N per 5 minutes"). Memory is bounded by dropping
 * full buckets on a periodic sweep.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private lastSweep = Date.now();

  /**
   * Takes one token. @returns false when the bucket is empty (the caller refuses the request).
   * An infinite capacity always allows.
   */
  take(name: string, key: string, capacity: number, windowMs: number, now = Date.now()): boolean {
    if (!Number.isFinite(capacity)) return true;
    this.sweep(now, windowMs);
    const id = `${name}\0${key}`;
    const bucket = this.buckets.get(id) ?? { tokens: capacity, updated: now };
    bucket.tokens = Math.min(capacity, bucket.tokens + ((now - bucket.updated) * capacity) / windowMs);
    bucket.updated = now;
    this.buckets.set(id, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  private sweep(now: number, windowMs: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [id, bucket] of this.buckets) {
      if (now - bucket.updated > windowMs * 2) this.buckets.delete(id);
    }
  }
}

const FIVE_MINUTES = 5 * 60 * 1000;

/** The client address GoTrue limits by (`Sb-Forwarded-For` is Kong's; locally the socket address). */
export function clientIp(req: IncomingMessage): string {
  return req.socket.remoteAddress ?? 'unknown';
}

/**
 * Applies a per-IP request limit.
 * @throws AuthError 429 `over_request_rate_limit` "Request rate limit reached" (internal/api/middleware.go).
 */
export function limitRequest(
  limiter: RateLimiter,
  name: string,
  req: IncomingMessage,
  perFiveMinutes: number,
): void {
  if (!limiter.take(name, clientIp(req), perFiveMinutes, FIVE_MINUTES)) {
    throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
  }
}

/**
 * Refuses a mail of one kind sent to the user less than `intervalSeconds` ago
 * (internal/api/mail.go `validateSentWithinFrequencyLimit`).
 * @throws AuthError 429 `over_email_send_rate_limit` "For security purposes, you can only request this
 * after N seconds."
 */
export function checkMailFrequency(
  sentAt: Date | null | undefined,
  intervalSeconds: number,
  now = Date.now(),
): void {
  if (!sentAt || intervalSeconds <= 0) return;
  const left = new Date(sentAt).getTime() + intervalSeconds * 1000 - now;
  if (left > 0) {
    throw new AuthError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${Math.floor(left / 1000)} seconds.`,
    );
  }
}
