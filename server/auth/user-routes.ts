import type { IncomingMessage } from 'node:http';
import { requireUser, type AuthContext } from './context.ts';
import { AuthError, validationFailed } from './errors.ts';
import { sendEmailChange } from './otp.ts';
import { deleteSessions } from './sessions.ts';
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
 * @throws AuthError 422 `weak_password` | `same_password` | `email_exists`, 400 `validation_failed`
 * (bad email, phone change: no SMS here, metadata too large), 429 `over_email_send_rate_limit`, plus
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
