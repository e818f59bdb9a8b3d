import { randomInt } from 'node:crypto';
import type { Transaction } from '@electric-sql/pglite';
import { confirmationMail, emailChangeMail, type MailContent, recoveryMail } from '../mail/templates.ts';
import type { AuthContext } from './context.ts';
import { AuthError } from './errors.ts';
import { checkMailFrequency } from './rate-limit.ts';
import type { UserRow } from './user-store.ts';
import { confirmationTokenHash } from './validate.ts';

/** Length of the one-time code (config.toml `otp_length`, GoTrue `MAILER_OTP_LENGTH`). */
export const OTP_LENGTH = 6;

/** Mail link types of GoTrue (internal/mailer `SignupVerification`, `RecoveryVerification`, …). */
export type LinkType = 'signup' | 'recovery' | 'email_change';

/** A random numeric one-time code (GoTrue `crypto.GenerateOtp`). */
export function generateOtp(length = OTP_LENGTH): string {
  let otp = '';
  for (let i = 0; i < length; i += 1) otp += String(randomInt(10));
  return otp;
}

/** `{api}/auth/v1/verify?token=<hash>&type=<type>&redirect_to=<url>`, the link GoTrue mails. */
export function verifyUrl(ctx: AuthContext, tokenHash: string, type: LinkType, redirectTo: string): string {
  const link = new URL(`${ctx.apiUrl()}/auth/v1/verify`);
  link.searchParams.set('token', tokenHash);
  link.searchParams.set('type', type);
  link.searchParams.set('redirect_to', redirectTo);
  return link.toString();
}

const HOUR = 60 * 60 * 1000;

/**
 * Puts a mail in the catcher, counting it against the recipient's hourly budget. As in GoTrue, the
 * budget is not applied when confirmations are off (autoconfirm).
 * @throws AuthError 429 `over_email_send_rate_limit` "email rate limit exceeded" (internal/api/mail.go).
 */
export function deliver(ctx: AuthContext, to: string, content: MailContent): void {
  if (!ctx.autoconfirm && !ctx.limiter.take('email', to, ctx.rateLimits.emailsPerHour, HOUR)) {
    throw new AuthError(429, 'over_email_send_rate_limit', 'email rate limit exceeded');
  }
  ctx.mail.add({ to, ...content });
}

/**
 * GoTrue `sendConfirmation`: new code, `confirmation_token` = its hash, `confirmation_sent_at` = now,
 * mail with the `type=signup` link.
 * @throws AuthError 429 `over_email_send_rate_limit` (a confirmation went out within the interval, or the
 * address's hourly budget is spent).
 */
export async function sendConfirmation(
  ctx: AuthContext,
  tx: Transaction,
  user: UserRow,
  redirectTo: string,
): Promise<void> {
  checkMailFrequency(user.confirmation_sent_at, ctx.rateLimits.emailMinIntervalSeconds);
  const otp = generateOtp();
  const tokenHash = confirmationTokenHash(user.email, otp);
  await tx.query(
    `update auth.users set confirmation_token = $2, confirmation_sent_at = now(), updated_at = now() where id = $1`,
    [user.id, tokenHash],
  );
  deliver(ctx, user.email, confirmationMail(verifyUrl(ctx, tokenHash, 'signup', redirectTo), otp));
}

/**
 * GoTrue `sendPasswordRecovery`: `recovery_token` = hash of a new code, `recovery_sent_at` = now, mail
 * with the `type=recovery` link.
 * @throws AuthError 429 `over_email_send_rate_limit`.
 */
export async function sendRecovery(
  ctx: AuthContext,
  tx: Transaction,
  user: UserRow,
  redirectTo: string,
): Promise<void> {
  checkMailFrequency(user.recovery_sent_at, ctx.rateLimits.emailMinIntervalSeconds);
  const otp = generateOtp();
  const tokenHash = confirmationTokenHash(user.email, otp);
  await tx.query(
    `update auth.users set recovery_token = $2, recovery_sent_at = now(), updated_at = now() where id = $1`,
    [user.id, tokenHash],
  );
  deliver(ctx, user.email, recoveryMail(verifyUrl(ctx, tokenHash, 'recovery', redirectTo), otp));
}

/**
 * GoTrue `sendEmailChange`: records `email_change` = the new address with a token for it and, with
 * secure email change, a second token for the current address; one mail to each. The address itself
 * changes only in `/verify` (both links followed when secure, else the new one).
 * @throws AuthError 429 `over_email_send_rate_limit`.
 */
export async function sendEmailChange(
  ctx: AuthContext,
  tx: Transaction,
  user: UserRow,
  newEmail: string,
  redirectTo: string,
): Promise<void> {
  checkMailFrequency(user.email_change_sent_at, ctx.rateLimits.emailMinIntervalSeconds);
  const otpNew = generateOtp();
  const tokenNew = confirmationTokenHash(newEmail, otpNew);
  const secure = ctx.secureEmailChange && user.email !== '';
  const otpCurrent = secure ? generateOtp() : '';
  const tokenCurrent = secure ? confirmationTokenHash(user.email, otpCurrent) : '';
  await tx.query(
    `update auth.users set email_change = $2, email_change_token_new = $3, email_change_token_current = $4,
       email_change_confirm_status = 0, email_change_sent_at = now(), updated_at = now() where id = $1`,
    [user.id, newEmail, tokenNew, tokenCurrent],
  );
  deliver(
    ctx,
    newEmail,
    emailChangeMail(verifyUrl(ctx, tokenNew, 'email_change', redirectTo), newEmail, otpNew),
  );
  if (secure) {
    deliver(
      ctx,
      user.email,
      emailChangeMail(verifyUrl(ctx, tokenCurrent, 'email_change', redirectTo), newEmail, otpCurrent),
    );
  }
}
