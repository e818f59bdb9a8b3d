import { createHash } from 'node:crypto';
import { AuthError, validationFailed } from './errors.ts';

/** GoTrue's default minimum password length (`GOTRUE_PASSWORD_MIN_LENGTH`, CLI `minimum_password_length`). */
export const MIN_PASSWORD_LENGTH = 6;

/** bcrypt reads at most 72 bytes; GoTrue refuses longer passwords instead of truncating them. */
export const MAX_PASSWORD_LENGTH = 72;

const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/**
 * Validates and normalizes an email address as GoTrue's `validateEmail` (internal/api/mail.go):
 * trimmed and lower-cased.
 * @throws AuthError 400 `validation_failed` ("An email address is required", "An email address is too
 * long", "Unable to validate email address: invalid format").
 */
export function normalizeEmail(raw: unknown): string {
  if (raw === undefined || raw === null || raw === '') throw validationFailed('An email address is required');
  if (typeof raw !== 'string') throw validationFailed('Unable to validate email address: invalid format');
  const email = raw.trim().toLowerCase();
  if (email.length > 255) throw validationFailed('An email address is too long');
  if (!EMAIL_PATTERN.test(email)) throw validationFailed('Unable to validate email address: invalid format');
  return email;
}

/**
 * Checks a new password against GoTrue's rules (internal/api/password.go `checkPasswordStrength`).
 * @param emptyMessage message when the password is missing (sign-up: "Signup requires a valid password").
 * @throws AuthError 400 `validation_failed` (missing / longer than 72 bytes), 422 `weak_password` with
 * `weak_password.reasons: ["length"]` when shorter than 6.
 */
export function checkPassword(raw: unknown, emptyMessage = 'Password is required'): string {
  if (typeof raw !== 'string' || raw === '') throw validationFailed(emptyMessage);
  // Go's len() counts bytes, and bcrypt reads bytes: "é" counts 2.
  if (Buffer.byteLength(raw, 'utf8') > MAX_PASSWORD_LENGTH) {
    throw validationFailed(`Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`);
  }
  if (raw.length < MIN_PASSWORD_LENGTH) {
    throw new AuthError(
      422,
      'weak_password',
      `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`,
      {
        weak_password: { reasons: ['length'] },
      },
    );
  }
  return raw;
}

/**
 * The value GoTrue stores in `confirmation_token` and puts in the link (`crypto.GenerateTokenHash`):
 * hex SHA-224 of email + one-time code.
 */
export function confirmationTokenHash(email: string, otp: string): string {
  return createHash('sha224')
    .update(email + otp)
    .digest('hex');
}

/**
 * Deepest nesting of objects and arrays an auth body may have. GoTrue's JSON decoder (Go's
 * encoding/json) stops at 10,000 levels; here recursive steps after the parse — `JSON.stringify` of
 * metadata and of token claims, Postgres's jsonb input — overflow their stacks from about 2,500
 * levels (a 500 with "Maximum call stack size exceeded"), so the limit is lower. Real metadata nests
 * a few levels.
 */
export const MAX_JSON_DEPTH = 512;

/** True when `value` nests objects/arrays deeper than `limit` (walked without recursion). */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    if (item.value === null || typeof item.value !== 'object') continue;
    const depth = item.depth + 1;
    if (depth > limit) return true;
    for (const child of Object.values(item.value)) stack.push({ value: child, depth });
  }
  return false;
}

/**
 * Parses a JSON request body; empty means `{}`. @throws AuthError 400 `bad_json` (GoTrue's answer to
 * a body it cannot decode), also for a body nested deeper than {@link MAX_JSON_DEPTH}.
 */
export function parseAuthBody(text: string): Record<string, unknown> {
  if (text.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    if (nestsDeeperThan(value, MAX_JSON_DEPTH)) {
      throw new Error(`exceeded max depth of ${MAX_JSON_DEPTH} nested objects and arrays`);
    }
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
    throw new Error('expected a JSON object');
  } catch (error) {
    throw new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${(error as Error).message}`);
  }
}

/** Returns `value` when it is a plain object, `{}` when absent; @throws AuthError 400 otherwise. */
export function metadataObject(value: unknown, field: string): Record<string, unknown> {
  if (value === undefined || value === null) return {};
  if (typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  throw validationFailed(`${field} must be a JSON object`);
}

/**
 * Largest `user_metadata` (and `app_metadata`) as JSON, in bytes. Both travel inside every access token;
 * base64 makes them a third bigger, and Node refuses requests whose headers pass 16 KB (431), so a
 * larger object would lock the user out of every request. GoTrue has no such cap (its proxies allow
 * bigger headers); this backend refuses instead of issuing unusable tokens.
 */
export const MAX_METADATA_BYTES = 8 * 1024;

/**
 * Refuses metadata whose JSON is over {@link MAX_METADATA_BYTES}.
 * @returns `value` unchanged.
 * @throws AuthError 400 `validation_failed` naming the field, its size and the limit.
 */
export function checkMetadataSize<T extends Record<string, unknown>>(value: T, field = 'user_metadata'): T {
  const size = Buffer.byteLength(JSON.stringify(value), 'utf8');
  if (size > MAX_METADATA_BYTES) {
    throw validationFailed(
      `${field} is too large (${size} bytes, at most ${MAX_METADATA_BYTES}): it is carried in every access token`,
    );
  }
  return value;
}

/** True for a canonical UUID string. */
export function isUuid(value: unknown): value is string {
  return (
    typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
  );
}

/**
 * Picks where `/verify` sends the browser: `requested` when it points at the site URL's host or at a
 * loopback host (GoTrue accepts only the site URL and `additional_redirect_urls`), else the site URL.
 */
export function safeRedirect(requested: string | null | undefined, siteUrl: string): string {
  if (!requested) return siteUrl;
  try {
    const url = new URL(requested);
    const site = new URL(siteUrl);
    const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && (loopback || url.host === site.host)) {
      return url.toString();
    }
  } catch {
    // not a URL: fall back to the site URL
  }
  return siteUrl;
}
