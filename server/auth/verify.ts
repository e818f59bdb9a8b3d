import type { Transaction } from '@electric-sql/pglite';
import type { AuthContext } from './context.ts';
import { AuthError, validationFailed } from './errors.ts';
import { sendConfirmation, sendEmailChange, sendRecovery } from './otp.ts';
import { createSession, grantRefreshToken } from './sessions.ts';
import { tokenResponse } from './access-tokens.ts';
import {
  authTransaction,
  confirmUser,
  findUserByEmail,
  findUserById,
  touchSignIn,
  type UserRow,
} from './user-store.ts';
import { confirmationTokenHash, normalizeEmail } from './validate.ts';

/** GoTrue's message after the first of the two secure email-change links (internal/api/verify.go). */
export const SINGLE_CONFIRMATION_ACCEPTED =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';

type TokenResponse = Awaited<ReturnType<typeof tokenResponse>>;

/** Outcome of a verification: a session, or the "one of two links accepted" message. */
type Verified = { session: TokenResponse; type: string } | { message: string };

/**
 * `POST /auth/v1/recover?redirect_to=…` (internal/api/recover.go): mails a `type=recovery` link to the
 * address. Answers `{}` whether or not the address is known, so addresses cannot be enumerated.
 * @throws AuthError 400 `validation_failed` ("Password recovery requires an email", bad format),
 * 429 `over_email_send_rate_limit`.
 */
export async function recover(
  ctx: AuthContext,
  body: Record<string, unknown>,
  redirectTo: string,
): Promise<Record<string, never>> {
  if (body.email === undefined || body.email === null || body.email === '') {
    throw validationFailed('Password recovery requires an email');
  }
  const email = normalizeEmail(body.email);
  await authTransaction(ctx.db, async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (user) await sendRecovery(ctx, tx, user, redirectTo);
  });
  return {};
}

/**
 * `POST /auth/v1/resend?redirect_to=…` (internal/api/resend.go), `type` `signup` (a new confirmation
 * mail for an unconfirmed address) or `email_change` (the pending change's mails again). Unknown or
 * already confirmed addresses answer `{}` too.
 * @throws AuthError 400 `validation_failed` (type, missing/invalid email, phone types: no SMS here),
 * 429 `over_email_send_rate_limit`.
 */
export async function resend(
  ctx: AuthContext,
  body: Record<string, unknown>,
  redirectTo: string,
): Promise<Record<string, never>> {
  const type = body.type;
  if (type !== 'signup' && type !== 'email_change' && type !== 'sms' && type !== 'phone_change') {
    throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change');
  }
  if (type === 'sms' || type === 'phone_change') throw validationFailed('Phone logins are disabled');
  if (!body.email && type === 'signup') throw validationFailed('Type provided requires an email address');
  if (!body.email) throw validationFailed('Missing email address or phone number');
  const email = normalizeEmail(body.email);
  await authTransaction(ctx.db, async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) return;
    if (type === 'signup') {
      if (!user.email_confirmed_at) await sendConfirmation(ctx, tx, user, redirectTo);
      return;
    }
    if (user.email_change) {
      await sendEmailChange(ctx, tx, user, user.email_change, redirectTo);
    }
  });
  return {};
}

function sentWithin(sentAt: Date | null, seconds: number): boolean {
  return sentAt !== null && Date.now() <= new Date(sentAt).getTime() + seconds * 1000;
}

const LINK_INVALID = 'Email link is invalid or has expired';
const TOKEN_INVALID = 'Token has expired or is invalid';

/**
 * Finds the user a mailed token hash belongs to, per type (GoTrue `verifyTokenHash`). `email` resolves
 * to `signup` or `magiclink` by which token matched.
 * @returns the user and the effective type.
 * @throws AuthError 403 `otp_expired` (unknown or expired), 403 `user_banned`, 400 `validation_failed`
 * (unknown type).
 */
async function userForTokenHash(
  ctx: AuthContext,
  tx: Transaction,
  type: string,
  tokenHash: string,
): Promise<{ user: UserRow; type: string }> {
  const column: Record<string, string> = {
    signup: 'confirmation_token = $1',
    invite: 'confirmation_token = $1',
    recovery: 'recovery_token = $1',
    magiclink: 'recovery_token = $1',
    email: '(confirmation_token = $1 or recovery_token = $1)',
    email_change: '(email_change_token_current = $1 or email_change_token_new = $1)',
  };
  const where = column[type];
  if (!where) throw validationFailed('Invalid email verification type');
  const found = tokenHash
    ? await tx.query<UserRow>(`select * from auth.users where ${where} limit 1`, [tokenHash])
    : { rows: [] };
  const user = found.rows[0];
  if (!user) throw new AuthError(403, 'otp_expired', LINK_INVALID);
  if (isBanned(user)) throw new AuthError(403, 'user_banned', 'User is banned');
  let effective = type;
  let sentAt = user.confirmation_sent_at;
  if (type === 'email') {
    effective = user.recovery_token === tokenHash ? 'magiclink' : 'signup';
    if (effective === 'magiclink') sentAt = user.recovery_sent_at;
  } else if (type === 'recovery' || type === 'magiclink') sentAt = user.recovery_sent_at;
  else if (type === 'email_change') sentAt = user.email_change_sent_at;
  if (!sentWithin(sentAt, ctx.otpExpirySeconds)) throw new AuthError(403, 'otp_expired', LINK_INVALID);
  return { user, type: effective };
}

/**
 * Finds the user of an email + one-time code (GoTrue `verifyUserAndToken`).
 * @throws AuthError 403 `otp_expired` "Token has expired or is invalid", 403 `user_banned`.
 */
async function userForEmailOtp(
  ctx: AuthContext,
  tx: Transaction,
  type: string,
  email: string,
  tokenHash: string,
): Promise<{ user: UserRow; type: string }> {
  const found =
    type === 'email_change'
      ? await tx.query<UserRow>(
          `select * from auth.users where not is_sso_user and (email_change = $1 or
             ($2 and email = $1 and email_change_token_current = $3)) limit 1`,
          [email, ctx.secureEmailChange, tokenHash],
        )
      : await tx.query<UserRow>(`select * from auth.users where email = $1 and not is_sso_user`, [email]);
  const user = found.rows[0];
  if (!user) throw new AuthError(403, 'otp_expired', TOKEN_INVALID);
  if (isBanned(user)) throw new AuthError(403, 'user_banned', 'User is banned');
  const valid = (expected: string | null, sentAt: Date | null) =>
    !!expected && expected === tokenHash && sentWithin(sentAt, ctx.otpExpirySeconds);
  let effective = type;
  let ok = false;
  if (type === 'email') {
    if (valid(user.confirmation_token, user.confirmation_sent_at)) {
      ok = true;
      effective = 'signup';
    } else if (valid(user.recovery_token, user.recovery_sent_at)) {
      ok = true;
      effective = 'magiclink';
    }
  } else if (type === 'signup' || type === 'invite') {
    ok = valid(user.confirmation_token, user.confirmation_sent_at);
  } else if (type === 'recovery' || type === 'magiclink') {
    ok = valid(user.recovery_token, user.recovery_sent_at);
  } else if (type === 'email_change') {
    ok =
      valid(user.email_change_token_current, user.email_change_sent_at) ||
      valid(user.email_change_token_new, user.email_change_sent_at);
  } else {
    throw validationFailed('Unsupported verification type');
  }
  if (!ok) throw new AuthError(403, 'otp_expired', TOKEN_INVALID);
  return { user, type: effective };
}

function isBanned(user: UserRow): boolean {
  return !!user.banned_until && new Date(user.banned_until).getTime() > Date.now();
}

/**
 * Applies a verified link or code (GoTrue `signupVerify`, `recoverVerify`, `emailChangeVerify`) and opens
 * a session, except for the first of two secure email-change links, which only records the approval.
 */
async function applyVerification(
  ctx: AuthContext,
  tx: Transaction,
  user: UserRow,
  type: string,
  tokenHash: string,
): Promise<Verified> {
  if (type === 'signup' || type === 'invite') {
    await confirmUser(tx, user.id);
  } else if (type === 'recovery' || type === 'magiclink') {
    await tx.query(`update auth.users set recovery_token = '', updated_at = now() where id = $1`, [user.id]);
    if (!user.email_confirmed_at) await confirmUser(tx, user.id);
  } else if (type === 'email_change') {
    const secure = ctx.secureEmailChange && !ctx.autoconfirm && user.email !== '';
    if (secure && (user.email_change_confirm_status ?? 0) === 0) {
      const side = user.email_change_token_current === tokenHash ? 'current' : 'new';
      await tx.query(
        `update auth.users set email_change_confirm_status = 1, email_change_token_${side} = '', updated_at = now()
         where id = $1`,
        [user.id],
      );
      return { message: SINGLE_CONFIRMATION_ACCEPTED };
    }
    const newEmail = user.email_change ?? '';
    await tx.query(
      `update auth.users set email = $2::text, email_change = '', email_change_token_current = '',
         email_change_token_new = '', email_change_confirm_status = 0, updated_at = now(),
         raw_user_meta_data = case when raw_user_meta_data ? 'email'
           then raw_user_meta_data || jsonb_build_object('email', $2::text) else raw_user_meta_data end
       where id = $1`,
      [user.id, newEmail],
    );
    await tx.query(
      `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', true),
         updated_at = now() where user_id = $1 and provider = 'email'`,
      [user.id, newEmail],
    );
    if (!user.email_confirmed_at) await confirmUser(tx, user.id);
  } else {
    throw validationFailed('Unsupported verification type');
  }
  const sessionId = await createSession(tx, user.id, 'otp');
  const refreshToken = await grantRefreshToken(tx, user.id, sessionId, null);
  await touchSignIn(tx, user.id);
  const fresh = (await findUserById(tx, user.id)) ?? user;
  return { session: await tokenResponse(tx, ctx.tokens, fresh, sessionId, refreshToken), type };
}

/** GoTrue's `oauthErrorMap`: the OAuth `error` for an HTTP status, put in error redirects. */
function oauthError(status: number): string | undefined {
  return { 400: 'invalid_request', 401: 'unauthorized_client', 403: 'access_denied', 500: 'server_error' }[
    status
  ];
}

/** `redirectTo#k=v&…`, keys sorted as Go's `url.Values.Encode` sorts them. */
export function withFragment(redirectTo: string, values: Record<string, string>): string {
  const fragment = new URLSearchParams(Object.entries(values).sort(([a], [b]) => a.localeCompare(b)));
  return `${redirectTo.split('#')[0]}#${fragment.toString()}`;
}

/**
 * `GET /auth/v1/verify?token=…&type=…&redirect_to=…` (internal/api/verify.go `verifyGet`, implicit
 * flow): applies the mailed link and returns the 303 target. Success carries the session in the
 * fragment (`access_token, expires_at, expires_in, refresh_token, token_type, type`) — `type=recovery`
 * is what makes supabase-js raise `PASSWORD_RECOVERY`. Failures become `#error=…&error_code=…&
 * error_description=…&sb=`; the first secure email-change link `#message=…&sb=`.
 * @throws AuthError 400 `validation_failed` when `type` or `token` is missing (answered as JSON, as GoTrue).
 */
export async function verifyGet(
  ctx: AuthContext,
  token: string,
  type: string,
  redirectTo: string,
): Promise<string> {
  if (!type) throw validationFailed('Verify requires a verification type');
  if (!token) throw validationFailed('Verify requires a token or a token hash');
  let outcome: Verified;
  try {
    outcome = await authTransaction(ctx.db, async (tx) => {
      const found = await userForTokenHash(ctx, tx, type, token);
      return applyVerification(ctx, tx, found.user, found.type, token);
    });
  } catch (error) {
    if (!(error instanceof AuthError) || error.status >= 500) throw error;
    const values: Record<string, string> = {
      error_code: error.code,
      error_description: error.message,
      sb: '',
    };
    const oauth = oauthError(error.status);
    if (oauth) values.error = oauth;
    return withFragment(redirectTo, values);
  }
  if ('message' in outcome) return withFragment(redirectTo, { message: outcome.message, sb: '' });
  const { session } = outcome;
  return withFragment(redirectTo, {
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: 'bearer',
    type,
  });
}

/**
 * `POST /auth/v1/verify` (internal/api/verify.go `verifyPost`): `{type, token_hash}` or
 * `{type, email, token}` (the six-digit code from the mail). Answers the token response (supabase-js
 * `verifyOtp` stores the session; `type: 'recovery'` raises `PASSWORD_RECOVERY`), or
 * `{msg, code: "200"}` for the first of two secure email-change confirmations.
 * @throws AuthError 400 `validation_failed` (missing type, neither/both of token and token_hash, extra
 * fields with token_hash, phone), 422 `validation_failed` "Invalid email format", 403 `otp_expired`,
 * 403 `user_banned`.
 */
export async function verifyPost(ctx: AuthContext, body: Record<string, unknown>): Promise<unknown> {
  const str = (value: unknown) => (typeof value === 'string' ? value : '');
  const type = str(body.type);
  const token = str(body.token);
  const tokenHash = str(body.token_hash);
  const email = str(body.email);
  const phone = str(body.phone);
  if (!type) throw validationFailed('Verify requires a verification type');
  if ((!token && !tokenHash) || (token && tokenHash)) {
    throw validationFailed('Verify requires either a token or a token hash');
  }
  let normalized = '';
  let hash = tokenHash;
  if (token) {
    if (phone && !email) throw validationFailed('Phone logins are disabled');
    if (!email || phone) {
      throw validationFailed('Only an email address or phone number should be provided on verify');
    }
    try {
      normalized = normalizeEmail(email);
    } catch {
      throw new AuthError(422, 'validation_failed', 'Invalid email format');
    }
    hash = confirmationTokenHash(normalized, token);
  } else if (email || phone || str(body.redirect_to)) {
    throw validationFailed('Only the token_hash and type should be provided');
  }
  const outcome = await authTransaction(ctx.db, async (tx) => {
    const found = token
      ? await userForEmailOtp(ctx, tx, type, normalized, hash)
      : await userForTokenHash(ctx, tx, type, hash);
    return applyVerification(ctx, tx, found.user, found.type, hash);
  });
  if ('message' in outcome) return { msg: outcome.message, code: '200' };
  return outcome.session;
}
