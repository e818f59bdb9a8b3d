import type { Transaction } from '@electric-sql/pglite';
import { type AccessTokenClaims, signJwt } from './jwt.ts';
import { sessionAmr } from './sessions.ts';
import { userJson } from './user-json.ts';
import { listIdentities, type UserRow } from './user-store.ts';

/** What the token service needs to mint access tokens. */
export interface TokenSettings {
  jwtSecret: string;
  jwtExpirySeconds: number;
  /** `iss` claim: the public auth URL, as the Supabase CLI configures GoTrue. */
  issuer: string;
}

/**
 * Mints the access token for a user's session with GoTrue's claim set
 * (internal/tokens/service.go `GenerateAccessToken`): `aud` as a plain string, `role` from the user,
 * `aal1`, `amr` from the session, `email`/`phone` always present.
 */
export async function accessToken(
  tx: Transaction,
  settings: TokenSettings,
  user: UserRow,
  sessionId: string,
  now = Math.floor(Date.now() / 1000),
): Promise<{ token: string; expiresAt: number }> {
  const expiresAt = now + settings.jwtExpirySeconds;
  const claims: AccessTokenClaims = {
    iss: settings.issuer,
    sub: user.id,
    aud: user.aud || 'authenticated',
    exp: expiresAt,
    iat: now,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role || 'authenticated',
    aal: 'aal1',
    amr: await sessionAmr(tx, sessionId),
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  };
  return { token: await signJwt(claims, settings.jwtSecret), expiresAt };
}

/**
 * GoTrue's `AccessTokenResponse`: `{access_token, token_type: "bearer", expires_in, expires_at,
 * refresh_token, user}`. supabase-js keeps a session only when `expires_in` is truthy.
 */
export async function tokenResponse(
  tx: Transaction,
  settings: TokenSettings,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
): Promise<{
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
}> {
  const { token, expiresAt } = await accessToken(tx, settings, user, sessionId);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: settings.jwtExpirySeconds,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user, await listIdentities(tx, user.id)),
  };
}
