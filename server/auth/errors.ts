import type { IncomingMessage } from 'node:http';
import { HttpError } from '../http.ts';

/** The API version GoTrue answers with; auth-js reads `code` from bodies only when it sees it. */
export const API_VERSION = '2024-01-01';

/** GoTrue error codes this backend produces (supabase/auth internal/api/apierrors/errorcode.go). */
export type AuthErrorCode =
  | 'invalid_credentials'
  | 'email_not_confirmed'
  | 'user_banned'
  | 'user_already_exists'
  | 'email_exists'
  | 'weak_password'
  | 'same_password'
  | 'current_password_required'
  | 'current_password_invalid'
  | 'reauthentication_needed'
  | 'reauthentication_not_valid'
  | 'bad_jwt'
  | 'bad_json'
  | 'no_authorization'
  | 'not_admin'
  | 'user_not_found'
  | 'session_not_found'
  | 'refresh_token_not_found'
  | 'refresh_token_already_used'
  | 'validation_failed'
  | 'request_timeout'
  | 'unexpected_failure'
  | 'not_found'
  | 'anonymous_provider_disabled'
  | 'otp_expired'
  | 'over_request_rate_limit'
  | 'over_email_send_rate_limit'
  | 'request_too_large';

/** A GoTrue API error: status, code and message as the real server sends them. */
export class AuthError extends HttpError {
  /**
   * @param status HTTP status (see notes/supabase-protocol.md §1.3 for each case).
   * @param code GoTrue `error_code`.
   * @param message human message, verbatim from GoTrue where one exists.
   * @param extra extra body fields (e.g. `weak_password: {reasons}`).
   */
  constructor(
    status: number,
    readonly code: AuthErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(status, { code, message, ...extra }, { 'x-sb-error-code': code });
    this.message = message;
  }
}

/**
 * Builds the error body the way GoTrue does (internal/api/errors.go): with `X-Supabase-Api-Version`
 * on the request, `{code, message}` (plus `error_code`, so older clients find the code too); without
 * it, the legacy `{code: <status>, error_code, msg}`.
 */
export function authErrorBody(req: IncomingMessage, error: AuthError): Record<string, unknown> {
  if (req.headers['x-supabase-api-version']) {
    return { code: error.code, error_code: error.code, message: error.message, ...error.extra };
  }
  return { code: error.status, error_code: error.code, msg: error.message, ...error.extra };
}

/** Shorthand for a 400 `validation_failed` error. */
export function validationFailed(message: string): AuthError {
  return new AuthError(400, 'validation_failed', message);
}

/** The 413 for an oversized auth request body. */
export function authBodyTooLarge(): AuthError {
  return new AuthError(413, 'validation_failed', 'Request body too large');
}
