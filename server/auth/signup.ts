import type { AuthContext } from './context.ts';
import { AuthError } from './errors.ts';
import { sendConfirmation } from './otp.ts';
import { createSession, grantRefreshToken } from './sessions.ts';
import { tokenResponse } from './access-tokens.ts';
import { obfuscatedUser, userJson } from './user-json.ts';
import {
  authTransaction,
  findUserByEmail,
  insertUser,
  listIdentities,
  type NewUser,
  type UserRow,
} from './user-store.ts';
import {
  checkMetadataSize,
  checkPassword,
  metadataObject,
  normalizeEmail,
  safeRedirect,
} from './validate.ts';

/** True for a database error (PGlite errors carry a SQLSTATE `code`). */
function isDatabaseError(error: unknown): boolean {
  return (
    error instanceof Error &&
    typeof (error as { code?: unknown }).code === 'string' &&
    !(error instanceof AuthError)
  );
}

/**
 * Inserts a user; a failing trigger on `auth.users` becomes GoTrue's 500 "Database error saving new user"
 * (which supabase-js reports as AuthRetryableFetchError).
 */
async function insertOrFail(tx: Parameters<typeof insertUser>[0], input: NewUser): Promise<UserRow> {
  try {
    return await insertUser(tx, input);
  } catch (error) {
    if (!isDatabaseError(error)) throw error;
    // GoTrue logs the cause and hides it from the client; so do we.
    console.error(`[auth] Database error saving new user: ${(error as Error).message}`);
    throw new AuthError(500, 'unexpected_failure', 'Database error saving new user');
  }
}

/**
 * `POST /auth/v1/signup` (internal/api/signup.go). Confirmations on: 200 with the bare user and a mail
 * with the confirmation link (a confirmed address gets the obfuscated decoy, no mail). Autoconfirm: 200
 * with a session; a confirmed address is 422 `user_already_exists`.
 * @throws AuthError 400 `validation_failed`, 422 `weak_password` | `anonymous_provider_disabled` |
 * `user_already_exists`, 500 `unexpected_failure` when a trigger fails.
 */
export async function signup(
  ctx: AuthContext,
  body: Record<string, unknown>,
  redirectParam: string | null,
): Promise<Record<string, unknown>> {
  if (!body.email && !body.phone) {
    throw new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  }
  if (!body.email) throw new AuthError(400, 'validation_failed', 'Phone signups are disabled');
  const password = checkPassword(body.password, 'Signup requires a valid password');
  const email = normalizeEmail(body.email);
  const data = checkMetadataSize(metadataObject(body.data, 'data'));
  const redirectTo = safeRedirect(redirectParam, ctx.siteUrl);
  const passwordHash = await ctx.hasher.hash(password);
  return authTransaction(ctx.db, async (tx) => {
    let user = await findUserByEmail(tx, email);
    if (user?.email_confirmed_at || (user && ctx.autoconfirm)) {
      if (ctx.autoconfirm) throw new AuthError(422, 'user_already_exists', 'User already registered');
      return obfuscatedUser(email, data);
    }
    // An unconfirmed existing user keeps their data (GoTrue cannot trust the claim); the mail is re-sent.
    user ??= await insertOrFail(tx, { email, passwordHash, data, confirmed: ctx.autoconfirm });
    if (ctx.autoconfirm) {
      const sessionId = await createSession(tx, user.id, 'password');
      const refreshToken = await grantRefreshToken(tx, user.id, sessionId, null);
      await tx.query(`update auth.users set last_sign_in_at = now() where id = $1`, [user.id]);
      const fresh = (await findUserByEmail(tx, email)) ?? user;
      return tokenResponse(tx, ctx.tokens, fresh, sessionId, refreshToken);
    }
    await sendConfirmation(ctx, tx, user, redirectTo);
    const fresh = (await findUserByEmail(tx, email)) ?? user;
    return userJson(fresh, await listIdentities(tx, fresh.id));
  });
}

/**
 * `POST /auth/v1/admin/users` (internal/api/admin.go `adminUserCreate`), service_role only: creates a
 * user, confirmed when `email_confirm` is true, with `user_metadata` / `app_metadata`; no mail.
 * @throws AuthError 422 `email_exists`, 400 `validation_failed`, 422 `weak_password`.
 */
export async function adminCreateUser(
  ctx: AuthContext,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const email = normalizeEmail(body.email);
  const password = body.password === undefined ? undefined : checkPassword(body.password);
  const data = checkMetadataSize(metadataObject(body.user_metadata ?? body.data, 'user_metadata'));
  const appMetadata = checkMetadataSize(metadataObject(body.app_metadata, 'app_metadata'), 'app_metadata');
  const passwordHash = password === undefined ? '' : await ctx.hasher.hash(password);
  return authTransaction(ctx.db, async (tx) => {
    if (await findUserByEmail(tx, email)) {
      throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
    }
    const user = await insertOrFail(tx, {
      email,
      passwordHash,
      data,
      confirmed: body.email_confirm === true,
      appMetadata,
      admin: true,
    });
    return userJson(user, await listIdentities(tx, user.id));
  });
}
