import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { SignJWT, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';

/** Claims of a GoTrue access token (supabase/auth internal/tokens/service.go `AccessTokenClaims`). */
export interface AccessTokenClaims extends JWTPayload {
  sub: string;
  aud: string;
  exp: number;
  iat: number;
  iss: string;
  email: string;
  phone: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  role: string;
  aal: string;
  amr: { method: string; timestamp: number }[];
  session_id: string;
  is_anonymous: boolean;
}

/** Why a token was refused; `expired`/`claims` map to PostgREST PGRST303, `signature`/`malformed` to PGRST301. */
export type JwtFailure = 'malformed' | 'signature' | 'expired' | 'claims';

/** A refused token, with the reason and a message in the style of the refusing service. */
export class JwtError extends Error {
  /** @param reason classification used to pick the error code. */
  constructor(
    readonly reason: JwtFailure,
    message: string,
  ) {
    super(message);
  }
}

/** `exp` of the CLI's demo keys (supabase/cli pkg/config/apikeys.go): far in the future, fixed. */
const API_KEY_EXP = 1983812996;

/** Shortest JWT secret accepted (GoTrue and the Supabase CLI require at least 32 characters). */
export const MIN_SECRET_LENGTH = 32;

/**
 * Returns the JWT secret kept in `file`, creating a random 64-char one on first start (like a hosted
 * project's secret; never the CLI's public demo secret). An existing file is never replaced: every API
 * key and session is signed with it, so silently making a new one would invalidate them all.
 * @throws Error naming the file when it holds an empty or shorter-than-32-character secret.
 */
export function loadOrCreateSecret(file: string): string {
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= MIN_SECRET_LENGTH) return secret;
    throw new Error(
      `The JWT secret in ${file} is ${secret.length === 0 ? 'empty' : `only ${secret.length} characters long`} ` +
        `(at least ${MIN_SECRET_LENGTH} are needed). Every API key and session is signed with it: restore the ` +
        `file, or delete it to start with a new secret (existing keys and sessions then stop working).`,
    );
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

function keyOf(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** Signs `claims` as an HS256 JWT with header `{"alg":"HS256","typ":"JWT"}` (GoTrue's, no `kid`). */
export async function signJwt(claims: JWTPayload, secret: string): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(keyOf(secret));
}

/**
 * The anon and service_role API keys: HS256 JWTs `{iss:"supabase-demo", role, exp}` as the Supabase CLI
 * makes them, signed with this backend's secret (so they are stable across restarts).
 */
export async function apiKeys(secret: string): Promise<{ anonKey: string; serviceRoleKey: string }> {
  const make = (role: string) => signJwt({ iss: 'supabase-demo', role, exp: API_KEY_EXP }, secret);
  return { anonKey: await make('anon'), serviceRoleKey: await make('service_role') };
}

/** Verified tokens kept per secret (a process may run several backends, e.g. in tests). */
const verifiedCache = new Map<string, Map<string, JWTPayload>>();

/** Most tokens remembered per secret; the oldest is dropped first. */
const CACHE_SIZE = 10_000;

/**
 * Verifies an HS256 token with the secret: only `alg: HS256` is accepted (so `alg: none` and any other
 * algorithm are refused), the signature must match and `exp`/`nbf` must hold (no leeway).
 * A token that verified once is remembered (by its exact text, per secret) and only its `exp`/`nbf`
 * are checked again: the signature cannot change, and HMAC plus JSON parsing was a large share of
 * each REST request (issue #10 benchmark). Failures are never cached.
 * @returns the payload (shared between calls for the same token: do not mutate it).
 * @throws JwtError (`malformed` | `signature` | `expired` | `claims`).
 */
export async function verifyJwt(token: string, secret: string): Promise<JWTPayload> {
  const cache = verifiedCache.get(secret);
  const known = cache?.get(token);
  if (known) {
    const now = Math.floor(Date.now() / 1000);
    if (typeof known.exp === 'number' && now >= known.exp) {
      cache?.delete(token);
      throw new JwtError('expired', 'token is expired');
    }
    if (typeof known.nbf !== 'number' || now >= known.nbf) return known;
  }
  const payload = await verifyUncached(token, secret);
  let store = cache;
  if (!store) {
    store = new Map();
    verifiedCache.set(secret, store);
  }
  if (store.size >= CACHE_SIZE) {
    const oldest = store.keys().next().value;
    if (oldest !== undefined) store.delete(oldest);
  }
  store.set(token, payload);
  return payload;
}

async function verifyUncached(token: string, secret: string): Promise<JWTPayload> {
  const parts = token.split('.').length;
  if (parts !== 3) throw new JwtError('malformed', `Expected 3 parts in JWT; got ${parts}`);
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'] });
    return payload;
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw new JwtError('expired', 'token is expired');
    if (error instanceof joseErrors.JWTClaimValidationFailed) throw new JwtError('claims', error.message);
    if (error instanceof joseErrors.JWSSignatureVerificationFailed) {
      throw new JwtError('signature', 'signature is invalid');
    }
    if (error instanceof joseErrors.JOSEAlgNotAllowed) {
      throw new JwtError('signature', 'signing method is invalid');
    }
    throw new JwtError('malformed', 'token is malformed');
  }
}
