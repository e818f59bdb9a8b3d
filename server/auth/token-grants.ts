import type { AuthContext } from './context.ts';
import { AuthError, validationFailed } from './errors.ts';
import { createSession, grantRefreshToken, refreshTokenGrant } from './sessions.ts';
import { tokenResponse } from './access-tokens.ts';
import { authTransaction, findUserByEmail, findUserById, touchSignIn } from './user-store.ts';
import { normalizeEmail } from './validate.ts';

const INVALID_LOGIN = 'Invalid login credentials';

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
  // Unknown user: compared all the same, against a hash of the same cost, so timing reveals nothing.
  const matches = await ctx.hasher.compare(
    password,
    user?.encrypted_password || (await ctx.hasher.unknownUserHash()),
  );
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
    const grant = await refreshTokenGrant(
      tx,
      presented,
      ctx.reuseIntervalSeconds,
      new Date((ctx.now ?? Date.now)()),
    );
    if (grant instanceof AuthError) return grant;
    const user = await findUserById(tx, grant.userId);
    if (!user)
      return new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    return tokenResponse(tx, ctx.tokens, user, grant.sessionId, grant.refreshToken);
  });
  if (outcome instanceof AuthError) throw outcome;
  return outcome;
}
