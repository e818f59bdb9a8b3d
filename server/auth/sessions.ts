import { randomInt, randomUUID } from 'node:crypto';
import type { Transaction } from '@electric-sql/pglite';
import { AuthError } from './errors.ts';

/** A row of `auth.refresh_tokens`. */
export interface RefreshTokenRow {
  id: number;
  token: string;
  user_id: string;
  revoked: boolean;
  parent: string | null;
  session_id: string | null;
  created_at: Date;
  updated_at: Date;
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A legacy-format GoTrue refresh token: 12 random alphanumerics (models/refresh_token.go). */
export function newRefreshTokenString(): string {
  let token = '';
  for (let i = 0; i < 12; i += 1) token += ALPHABET[randomInt(ALPHABET.length)];
  return token;
}

/** Opens a session for `userId` and records how the user authenticated (the JWT's `amr`). */
export async function createSession(tx: Transaction, userId: string, method: string): Promise<string> {
  const id = randomUUID();
  await tx.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal) values ($1, $2, now(), now(), 'aal1')`,
    [id, userId],
  );
  await tx.query(
    `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method, id)
     values ($1, now(), now(), $2, $3)`,
    [id, method, randomUUID()],
  );
  return id;
}

/** The `amr` entries of a session (`[{method, timestamp}]`, unix seconds). */
export async function sessionAmr(
  tx: Transaction,
  sessionId: string,
): Promise<{ method: string; timestamp: number }[]> {
  const result = await tx.query<{ authentication_method: string; created_at: Date }>(
    `select authentication_method, created_at from auth.mfa_amr_claims where session_id = $1 order by created_at`,
    [sessionId],
  );
  return result.rows.map((row) => ({
    method: row.authentication_method,
    timestamp: Math.floor(new Date(row.created_at).getTime() / 1000),
  }));
}

/** When the session was opened (GoTrue reads `sessions.created_at` for `secure_password_change`); null if gone. */
export async function sessionCreatedAt(tx: Transaction, sessionId: string): Promise<Date | null> {
  const result = await tx.query<{ created_at: Date }>(`select created_at from auth.sessions where id = $1`, [
    sessionId,
  ]);
  const row = result.rows[0];
  return row ? new Date(row.created_at) : null;
}

/** True when the session still exists (it is deleted on logout). */
export async function sessionExists(tx: Transaction, sessionId: string): Promise<boolean> {
  const result = await tx.query(`select 1 from auth.sessions where id = $1`, [sessionId]);
  return result.rows.length > 0;
}

/** Issues a new active refresh token in the session, child of `parent` when rotating. */
export async function grantRefreshToken(
  tx: Transaction,
  userId: string,
  sessionId: string,
  parent: string | null,
): Promise<string> {
  const token = newRefreshTokenString();
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
    [token, userId, parent, sessionId],
  );
  await tx.query(`update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1`, [
    sessionId,
  ]);
  return token;
}

/** What to do with a presented refresh token (GoTrue internal/tokens/service.go `RefreshTokenGrant`). */
export type RefreshDecision = 'rotate' | 'return-active' | 'reuse-denied';

/**
 * Decides the fate of a refresh token: an unrevoked one rotates; a revoked one that is the parent of the
 * session's active token returns the active one (the client lost the last response); a revoked one
 * within `reuseIntervalSeconds` of its revocation rotates again; anything else is reuse, refused.
 */
export function decideRefresh(
  token: Pick<RefreshTokenRow, 'token' | 'revoked' | 'updated_at'>,
  active: Pick<RefreshTokenRow, 'parent'> | undefined,
  now: Date,
  reuseIntervalSeconds: number,
): RefreshDecision {
  if (!token.revoked) return 'rotate';
  if (active && active.parent === token.token) return 'return-active';
  const reuseUntil = new Date(token.updated_at).getTime() + reuseIntervalSeconds * 1000;
  return now.getTime() <= reuseUntil ? 'rotate' : 'reuse-denied';
}

/**
 * The refresh-token grant: looks the token up, applies {@link decideRefresh}, revokes and rotates.
 * On reuse the whole session's token family is revoked and the error is still committed.
 * @returns the session and the refresh token to hand out.
 * @throws AuthError 400 `refresh_token_not_found` | `session_not_found` | `refresh_token_already_used`.
 */
export async function refreshTokenGrant(
  tx: Transaction,
  presented: string,
  reuseIntervalSeconds: number,
  now = new Date(),
): Promise<{ userId: string; sessionId: string; refreshToken: string } | AuthError> {
  const found = await tx.query<RefreshTokenRow>(`select * from auth.refresh_tokens where token = $1`, [
    presented,
  ]);
  const token = found.rows[0];
  if (!token)
    return new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  if (!token.session_id || !(await sessionExists(tx, token.session_id))) {
    return new AuthError(400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found');
  }
  const activeResult = await tx.query<RefreshTokenRow>(
    `select * from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1`,
    [token.session_id],
  );
  const active = activeResult.rows[0];
  const decision = decideRefresh(token, active, now, reuseIntervalSeconds);
  if (decision === 'reuse-denied') {
    // GoTrue `RevokeTokenFamily` touches only rows not yet revoked: re-stamping already revoked ones
    // would reopen their reuse interval and let a replayed token through again.
    await tx.query(
      `update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and not revoked`,
      [token.session_id],
    );
    return new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  }
  if (decision === 'return-active' && active) {
    return { userId: token.user_id, sessionId: token.session_id, refreshToken: active.token };
  }
  if (!token.revoked) {
    await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1`, [
      token.id,
    ]);
  }
  const refreshToken = await grantRefreshToken(tx, token.user_id, token.session_id, token.token);
  return { userId: token.user_id, sessionId: token.session_id, refreshToken };
}

/**
 * Logout (internal/api/logout.go): `global` deletes every session of the user, `local` only the
 * current one, `others` all but the current one. Refresh tokens go with their sessions (cascade).
 */
export async function deleteSessions(
  tx: Transaction,
  userId: string,
  scope: 'global' | 'local' | 'others',
  currentSessionId: string | undefined,
): Promise<void> {
  if (scope === 'global') {
    await tx.query(`delete from auth.sessions where user_id = $1`, [userId]);
  } else if (scope === 'local') {
    await tx.query(`delete from auth.sessions where id = $1`, [currentSessionId ?? null]);
  } else {
    await tx.query(`delete from auth.sessions where user_id = $1 and id is distinct from $2`, [
      userId,
      currentSessionId ?? null,
    ]);
  }
}
