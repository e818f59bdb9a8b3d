import type { IncomingMessage } from 'node:http';
import bcrypt from 'bcryptjs';
import { requireUser, type AuthContext } from './context.ts';
import { AuthError, validationFailed } from './errors.ts';
import { deleteSessions } from './sessions.ts';
import { BCRYPT_COST } from './signup.ts';
import { userJson } from './user-json.ts';
import {
  authTransaction,
  findUserById,
  listIdentities,
  mergeUserMetadata,
  setPasswordHash,
} from './users.ts';
import { checkPassword, metadataObject, normalizeEmail } from './validate.ts';

/** `GET /auth/v1/user`: the bare user object of the token's user (internal/api/user.go `UserGet`). */
export async function getUser(ctx: AuthContext, req: IncomingMessage): Promise<Record<string, unknown>> {
  const { user } = await requireUser(ctx, req);
  return authTransaction(ctx.db, async (tx) => userJson(user, await listIdentities(tx, user.id)));
}

/**
 * `PUT /auth/v1/user` (internal/api/user.go `UserUpdate`): `data` is merged into `user_metadata`
 * (`null` deletes a key); `password` is checked, must differ from the current one, and signs out the
 * user's other sessions. No new tokens are issued.
 * @throws AuthError 422 `weak_password` | `same_password`, 400 `validation_failed` (email or phone
 * change: not supported by this backend), plus the authentication errors of `requireUser`.
 */
export async function updateUser(
  ctx: AuthContext,
  req: IncomingMessage,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const { user, sessionId } = await requireUser(ctx, req);
  const data = body.data === undefined ? undefined : metadataObject(body.data, 'data');
  if (body.email !== undefined && body.email !== null && normalizeEmail(body.email) !== user.email) {
    throw validationFailed('Changing the email address is not supported by the local backend');
  }
  if (typeof body.phone === 'string' && body.phone !== '' && body.phone !== user.phone) {
    throw validationFailed('Changing the phone number is not supported by the local backend');
  }
  let passwordHash: string | undefined;
  if (body.password !== undefined && body.password !== null) {
    const password = checkPassword(body.password);
    if (user.encrypted_password && (await bcrypt.compare(password, user.encrypted_password))) {
      throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
    }
    passwordHash = await bcrypt.hash(password, BCRYPT_COST);
  }
  return authTransaction(ctx.db, async (tx) => {
    if (data) await mergeUserMetadata(tx, user.id, data);
    if (passwordHash !== undefined) {
      await setPasswordHash(tx, user.id, passwordHash);
      await deleteSessions(tx, user.id, 'others', sessionId);
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
