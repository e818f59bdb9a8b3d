import type { IncomingMessage } from 'node:http';
import type { Database } from '../db/worker-database.ts';
import type { JWTPayload } from 'jose';
import { bearerToken } from '../http.ts';
import type { MailStore } from '../mail/store.ts';
import { AuthError } from './errors.ts';
import { JwtError, verifyJwt } from './jwt.ts';
import type { PasswordHasher } from './password-hash.ts';
import type { RateLimiter, RateLimitSettings } from './rate-limit.ts';
import { sessionExists } from './sessions.ts';
import type { TokenSettings } from './access-tokens.ts';
import { authTransaction, findUserById, type UserRow } from './user-store.ts';
import { isUuid } from './validate.ts';

/** Everything the auth routes need. */
export interface AuthContext {
  db: Database;
  mail: MailStore;
  tokens: TokenSettings;
  /** Email confirmations off (`AUTH_AUTOCONFIRM=true`): sign-up returns a session at once. */
  autoconfirm: boolean;
  siteUrl: string;
  /** Seconds a revoked refresh token may still be exchanged (GoTrue `refresh_token_reuse_interval`). */
  reuseIntervalSeconds: number;
  /** Lifetime of a confirmation link in seconds (GoTrue `MAILER_OTP_EXP`). */
  otpExpirySeconds: number;
  /** Public base URL of the API (for links in mails), known once the server listens. */
  apiUrl: () => string;
  /** bcrypt off the event loop. */
  hasher: PasswordHasher;
  /** GoTrue's rate limits (see rate-limit.ts) and their counters. */
  rateLimits: RateLimitSettings;
  limiter: RateLimiter;
  /**
   * Secure email change (GoTrue `MAILER_SECURE_EMAIL_CHANGE_ENABLED`, config.toml
   * `double_confirm_changes = true`): both the current and the new address must follow their link.
   */
  secureEmailChange: boolean;
  /**
   * GoTrue `SECURITY_UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD` (hosted: Auth → Email, "Require current
   * password when updating"): `PUT /user` sets a new password only with the right `current_password`,
   * unless the session came from an emailed link (recovery). On here (issue 34, Change password).
   */
  requireCurrentPassword: boolean;
  /**
   * GoTrue `SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION` (config.toml `secure_password_change`,
   * false here): a session older than 24 hours must bring a reauthentication nonce to set a password.
   */
  requireReauthentication: boolean;
  /** The clock refresh-token reuse is judged by (tests move it instead of sleeping); default `Date.now`. */
  now?: () => number;
}

const BAD_JWT_PREFIX = 'invalid JWT: unable to parse or verify signature, ';

/** GoTrue's wording of a golang-jwt failure. */
function badJwtMessage(error: JwtError): string {
  switch (error.reason) {
    case 'expired':
      return `${BAD_JWT_PREFIX}token has invalid claims: token is expired`;
    case 'claims':
      return `${BAD_JWT_PREFIX}token has invalid claims: ${error.message}`;
    case 'signature':
      return `${BAD_JWT_PREFIX}token signature is invalid: ${error.message}`;
    default:
      return `${BAD_JWT_PREFIX}token is malformed: ${error.message}`;
  }
}

/**
 * Verifies the request's bearer token like GoTrue's `requireAuthentication` (internal/api/auth.go).
 * @throws AuthError 401 `no_authorization` (no Bearer), 403 `bad_jwt` (signature, expiry, `alg`, no `sub`),
 * 400 `bad_jwt` (`sub` not a UUID).
 */
export async function verifiedClaims(ctx: AuthContext, req: IncomingMessage): Promise<JWTPayload> {
  const token = bearerToken(req);
  if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  try {
    return await verifyJwt(token, ctx.tokens.jwtSecret);
  } catch (error) {
    if (error instanceof JwtError) throw new AuthError(403, 'bad_jwt', badJwtMessage(error));
    throw error;
  }
}

/**
 * Authenticates a user request: valid JWT, existing user, existing session (`session_id` claim).
 * @throws AuthError as {@link verifiedClaims}, plus 403 `bad_jwt` "invalid claim: missing sub claim",
 * 403 `user_not_found`, 403 `session_not_found`.
 */
export async function requireUser(
  ctx: AuthContext,
  req: IncomingMessage,
): Promise<{ user: UserRow; sessionId: string | undefined; claims: JWTPayload }> {
  const claims = await verifiedClaims(ctx, req);
  if (!claims.sub) throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  if (!isUuid(claims.sub)) throw new AuthError(400, 'bad_jwt', 'invalid claim: sub claim must be a UUID');
  const sub = claims.sub;
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : undefined;
  return authTransaction(ctx.db, async (tx) => {
    const user = await findUserById(tx, sub);
    if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    if (sessionId !== undefined && (!isUuid(sessionId) || !(await sessionExists(tx, sessionId)))) {
      throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    }
    return { user, sessionId, claims };
  });
}

/**
 * Admin endpoints accept only a JWT whose `role` is `service_role` or `supabase_admin`
 * (internal/api/auth.go `requireAdmin`).
 * @throws AuthError as {@link verifiedClaims}, plus 403 `not_admin` "User not allowed".
 */
export async function requireAdmin(ctx: AuthContext, req: IncomingMessage): Promise<void> {
  const claims = await verifiedClaims(ctx, req);
  if (claims.role !== 'service_role' && claims.role !== 'supabase_admin') {
    throw new AuthError(403, 'not_admin', 'User not allowed');
  }
}
