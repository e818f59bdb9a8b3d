import type { IncomingMessage } from 'node:http';
import { requireUser, type AuthContext } from './context.ts';
import { AuthError, validationFailed } from './errors.ts';
import { sendEmailChange } from './otp.ts';
import { deleteSessions, sessionAmr, sessionCreatedAt } from './sessions.ts';
import { userJson } from './user-json.ts';
import {
  authTransaction,
  findUserById,
  listIdentities,
  mergeUserMetadata,
  setPasswordHash,
} from './user-store.ts';
import { checkMetadataSize, checkPassword, metadataObject, normalizeEmail } from './validate.ts';

/** `GET /auth/v1/user`: the bare user object of the token's user (internal/api/user.go `UserGet`). */
export async function getUser(ctx: AuthContext, req: IncomingMessage): Promise<Record<string, unknown>> {
  const { user } = await requireUser(ctx, req);
  return authTransaction(ctx.db, async (tx) => userJson(user, await listIdentities(tx, user.id)));
}

/**
 * `PUT /auth/v1/user` (internal/api/user.go `UserUpdate`): `data` is merged into `user_metadata`
 * (`null` deletes a key); `password` is checked, must differ from the current one, and signs out the
 * user's other sessions; a different `email` starts the email change (GoTrue `sendEmailChange`: a link
 * to the new address and, with secure email change, one to the current address; `new_email` and
 * `email_change_sent_at` show it; the address itself changes only in `/verify`). No new tokens.
 * A new password first passes GoTrue's two project settings (see {@link checkPasswordChangeAllowed}).
 * @throws AuthError 422 `weak_password` | `same_password` | `email_exists`, 400 `validation_failed`
 * (bad email, phone change: no SMS here, metadata too large), 400 `reauthentication_needed` |
 * `current_password_required` | `current_password_invalid`, 429 `over_email_send_rate_limit`, plus
 * the authentication errors of `requireUser`.
 */
export async function updateUser(
  ctx: AuthContext,
  req: IncomingMessage,
  body: Record<string, unknown>,
  redirectTo: string,
): Promise<Record<string, unknown>> {
  const { user, sessionId } = await requireUser(ctx, req);
  const data = body.data === undefined ? undefined : metadataObject(body.data, 'data');
  if (data) {
    const merged: Record<string, unknown> = { ...(user.raw_user_meta_data ?? {}), ...data };
    for (const [key, value] of Object.entries(data)) if (value === null) delete merged[key];
    checkMetadataSize(merged);
  }
  if (body.app_metadata !== undefined && body.app_metadata !== null) {
    throw new AuthError(403, 'not_admin', 'Updating app_metadata requires admin privileges');
  }
  const newEmail =
    body.email !== undefined && body.email !== null && body.email !== ''
      ? normalizeEmail(body.email)
      : undefined;
  const changingEmail = newEmail !== undefined && newEmail !== user.email;
  if (typeof body.phone === 'string' && body.phone !== '' && body.phone !== user.phone) {
    throw validationFailed('Phone logins are disabled');
  }
  let passwordHash: string | undefined;
  if (body.password !== undefined && body.password !== null) {
    const password = checkPassword(body.password);
    await checkPasswordChangeAllowed(ctx, user.encrypted_password, sessionId, body);
    if (user.encrypted_password && (await ctx.hasher.compare(password, user.encrypted_password))) {
      throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
    }
    passwordHash = await ctx.hasher.hash(password);
  }
  return authTransaction(ctx.db, async (tx) => {
    if (changingEmail) {
      const taken = await tx.query(
        `select 1 from auth.users where email = $1 and id <> $2 and not is_sso_user`,
        [newEmail, user.id],
      );
      if (taken.rows.length > 0) {
        throw new AuthError(
          422,
          'email_exists',
          'A user with this email address has already been registered',
        );
      }
    }
    if (passwordHash !== undefined) {
      await setPasswordHash(tx, user.id, passwordHash);
      await deleteSessions(tx, user.id, 'others', sessionId);
    }
    if (data) await mergeUserMetadata(tx, user.id, data);
    if (changingEmail) {
      const current = (await findUserById(tx, user.id)) ?? user;
      await sendEmailChange(ctx, tx, current, newEmail, redirectTo);
    }
    const fresh = (await findUserById(tx, user.id)) ?? user;
    return userJson(fresh, await listIdentities(tx, fresh.id));
  });
}

/** GoTrue's `AuthenticationMethod.IsRecovery` (internal/models/factor.go): sessions from a mailed link. */
const RECOVERY_METHODS = new Set(['otp', 'magiclink', 'recovery']);

const CURRENT_PASSWORD_MESSAGE = 'Current password required when setting new password.';

/**
 * GoTrue `UserUpdate` (internal/api/user.go) before it sets a password, in its order:
 * - `requireReauthentication` (config.toml `secure_password_change`): a session older than 24 hours
 *   (or none) must bring a `nonce`; without one, 400 `reauthentication_needed` "Password update
 *   requires reauthentication". This backend sends no reauthentication codes (no `/reauthenticate`),
 *   so a nonce is never valid here: 422 `reauthentication_not_valid` is GoTrue's answer to a wrong one.
 * - `requireCurrentPassword`: a user who has a password, in a session not opened by a mailed link
 *   (amr otp, magiclink, recovery), must send `current_password`: missing, 400
 *   `current_password_required`; wrong, 400 `current_password_invalid` (both with GoTrue's one message).
 * @throws AuthError as listed.
 */
async function checkPasswordChangeAllowed(
  ctx: AuthContext,
  passwordHash: string | null | undefined,
  sessionId: string | undefined,
  body: Record<string, unknown>,
): Promise<void> {
  const session =
    sessionId === undefined
      ? null
      : await authTransaction(ctx.db, async (tx) => ({
          createdAt: await sessionCreatedAt(tx, sessionId),
          methods: (await sessionAmr(tx, sessionId)).map((entry) => entry.method),
        }));
  if (ctx.requireReauthentication) {
    const now = ctx.now?.() ?? Date.now();
    const createdAt = session?.createdAt?.getTime();
    if (createdAt === undefined || now > createdAt + 24 * 60 * 60 * 1000) {
      if (typeof body.nonce !== 'string' || body.nonce === '') {
        throw new AuthError(400, 'reauthentication_needed', 'Password update requires reauthentication');
      }
      throw new AuthError(422, 'reauthentication_not_valid', 'Nonce has expired or is invalid');
    }
  }
  if (!ctx.requireCurrentPassword || !passwordHash) return;
  if (session?.methods.some((method) => RECOVERY_METHODS.has(method))) return;
  const current = body.current_password;
  if (typeof current !== 'string' || current === '') {
    throw new AuthError(400, 'current_password_required', CURRENT_PASSWORD_MESSAGE);
  }
  if (!(await ctx.hasher.compare(current, passwordHash))) {
    throw new AuthError(400, 'current_password_invalid', CURRENT_PASSWORD_MESSAGE);
  }
}

/**
 * `POST /auth/v1/logout?scope=global|local|others` (internal/api/logout.go): deletes sessions; the
 * caller answers 204. Access tokens stay valid at the REST layer until they expire, as with PostgREST.
 * @throws AuthError 400 `validation_failed` `Unsupported logout scope "x"`, plus `requireUser`'s errors.
 */
export async function logout(
  ctx: AuthContext,
  req: IncomingMessage,
  scopeParam: string | null,
): Promise<void> {
  const scope = scopeParam ?? 'global';
  if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
    throw validationFailed(`Unsupported logout scope "${scope}"`);
  }
  const { user, sessionId } = await requireUser(ctx, req);
  await authTransaction(ctx.db, (tx) => deleteSessions(tx, user.id, scope, sessionId));
}
