import bcrypt from 'bcryptjs';
import type { AuthContext } from './context.ts';
import { AuthError, validationFailed } from './errors.ts';
import { createSession, grantRefreshToken, refreshTokenGrant } from './sessions.ts';
import { tokenResponse } from './tokens.ts';
import {
  authTransaction,
  confirmUser,
  findUserByConfirmationToken,
  findUserByEmail,
  findUserById,
  touchSignIn,
} from './users.ts';
import { normalizeEmail } from './validate.ts';

const INVALID_LOGIN = 'Invalid login credentials';

/** A well-formed bcrypt hash to compare against when the user is unknown, so timing reveals nothing. */
const DUMMY_HASH = '$2b$10$pry6Dge2MJqY0PGaSJaM4.HwQvGNCXG8ZiR0hN4wjGkInM9nj4clC';

/**
 * `POST /auth/v1/token?grant_type=password` (internal/api/token.go `ResourceOwnerPasswordGrant`).
 * @throws AuthError 400 `validation_failed` ("missing email or phone"), 400 `invalid_credentials`
 * (unknown email, no password, wrong password), 400 `user_banned`, 400 `email_not_confirmed` (checked
 * only after the password matched).
 */
export async function passwordGrant(ctx: AuthContext, body: Record<string, unknown>): Promise<unknown> {
  if (!body.email && !body.phone) throw validationFailed('missing email or phone');
  if (!body.email) throw new AuthError(400, 'invalid_credentials', INVALID_LOGIN);
  let email: string;
  try {
    email = normalizeEmail(body.email);
  } catch {
    throw new AuthError(400, 'invalid_credentials', INVALID_LOGIN);
  }
  const password = typeof body.password === 'string' ? body.password : '';
  const user = await authTransaction(ctx.db, (tx) => findUserByEmail(tx, email));
  const matches = await bcrypt.compare(password, user?.encrypted_password || DUMMY_HASH);
  if (!user || !user.encrypted_password || !matches)
    throw new AuthError(400, 'invalid_credentials', INVALID_LOGIN);
  if (user.banned_until && new Date(user.banned_until).getTime() > Date.now()) {
    throw new AuthError(400, 'user_banned', 'User is banned');
  }
  if (!user.email_confirmed_at) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
  return authTransaction(ctx.db, async (tx) => {
    const sessionId = await createSession(tx, user.id, 'password');
    const refreshToken = await grantRefreshToken(tx, user.id, sessionId, null);
    await touchSignIn(tx, user.id);
    const fresh = (await findUserById(tx, user.id)) ?? user;
    return tokenResponse(tx, ctx.tokens, fresh, sessionId, refreshToken);
  });
}

/**
 * `POST /auth/v1/token?grant_type=refresh_token` (internal/tokens/service.go `RefreshTokenGrant`):
 * rotates the refresh token and returns a fresh access token (with current user metadata).
 * @throws AuthError 400 `validation_failed` (no token), `refresh_token_not_found`, `session_not_found`,
 * `refresh_token_already_used` (the session's token family is revoked and that is committed).
 */
export async function refreshGrant(ctx: AuthContext, body: Record<string, unknown>): Promise<unknown> {
  const presented = body.refresh_token;
  if (typeof presented !== 'string' || presented === '') throw validationFailed('refresh_token required');
  const outcome = await authTransaction(ctx.db, async (tx) => {
    const grant = await refreshTokenGrant(tx, presented, ctx.reuseIntervalSeconds);
    if (grant instanceof AuthError) return grant;
    const user = await findUserById(tx, grant.userId);
    if (!user)
      return new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    return tokenResponse(tx, ctx.tokens, user, grant.sessionId, grant.refreshToken);
  });
  if (outcome instanceof AuthError) throw outcome;
  return outcome;
}

/** Builds `redirectTo#k=v&…` (GoTrue encodes the fragment with url.Values, keys sorted). */
function withFragment(redirectTo: string, values: Record<string, string>): string {
  const fragment = new URLSearchParams(Object.entries(values).sort(([a], [b]) => a.localeCompare(b)));
  return `${redirectTo.split('#')[0]}#${fragment.toString()}`;
}

/**
 * `GET /auth/v1/verify?token=…&type=signup&redirect_to=…` (internal/api/verify.go, implicit flow):
 * confirms the address, opens a session and returns the 303 target carrying the session in the fragment
 * (`access_token, expires_at, expires_in, refresh_token, token_type, type`). An unknown, used or expired
 * token yields `#error=access_denied&error_code=otp_expired&error_description=…`.
 */
export async function verifyLink(
  ctx: AuthContext,
  token: string,
  type: string,
  redirectTo: string,
): Promise<string> {
  if (type !== 'signup' && type !== 'email') {
    return withFragment(redirectTo, {
      error: 'invalid_request',
      error_code: 'validation_failed',
      error_description: 'Verify requires a verification type',
    });
  }
  const session = await authTransaction(ctx.db, async (tx) => {
    const user = await findUserByConfirmationToken(tx, token);
    const sentAt = user?.confirmation_sent_at ? new Date(user.confirmation_sent_at).getTime() : 0;
    if (!user || Date.now() > sentAt + ctx.otpExpirySeconds * 1000) return undefined;
    await confirmUser(tx, user.id);
    const sessionId = await createSession(tx, user.id, 'otp');
    const refreshToken = await grantRefreshToken(tx, user.id, sessionId, null);
    await touchSignIn(tx, user.id);
    const fresh = (await findUserById(tx, user.id)) ?? user;
    return tokenResponse(tx, ctx.tokens, fresh, sessionId, refreshToken);
  });
  if (!session) {
    return withFragment(redirectTo, {
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    });
  }
  return withFragment(redirectTo, {
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: 'bearer',
    type: 'signup',
  });
}
