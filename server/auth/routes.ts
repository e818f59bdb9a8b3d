import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Caller } from '../db/callers.ts';
import { ClientGoneError, DatabaseUnavailableError, forCaller } from '../db/worker-database.ts';
import { readBody, sendJson, sendText } from '../http.ts';
import { requireAdmin, type AuthContext } from './context.ts';
import { API_VERSION, AuthError, authBodyTooLarge, authErrorBody } from './errors.ts';
import { deleteUserById, getUserById, listUsers, updateUserById } from './admin.ts';
import { limitRequest } from './rate-limit.ts';
import { adminCreateUser, signup } from './signup.ts';
import { passwordGrant, refreshGrant } from './token-grants.ts';
import { getUser, logout, updateUser } from './user-routes.ts';
import { parseAuthBody, safeRedirect } from './validate.ts';
import { recover, resend, verifyGet, verifyPost } from './verify.ts';

/** `GET /auth/v1/settings` as GoTrue reports it (internal/api/settings.go), for this backend's config. */
function settings(ctx: AuthContext): Record<string, unknown> {
  return {
    external: { anonymous_users: false, email: true, phone: false },
    disable_signup: false,
    mailer_autoconfirm: ctx.autoconfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
    anonymous_users: false,
  };
}

async function route(ctx: AuthContext, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const path = url.pathname.replace(/^\/auth\/v1/, '').replace(/\/+$/, '') || '/';
  const method = req.method ?? 'GET';
  const body = async () => parseAuthBody(await readBody(req, authBodyTooLarge));
  const redirectTo = () => safeRedirect(url.searchParams.get('redirect_to'), ctx.siteUrl);
  const limits = ctx.rateLimits;
  if (method === 'GET' && path === '/health') {
    return sendJson(res, 200, {
      version: 'v2.189.0-ecolodge',
      name: 'GoTrue',
      description: 'GoTrue is a user registration and authentication API',
    });
  }
  if (method === 'GET' && path === '/settings') return sendJson(res, 200, settings(ctx));
  if (method === 'POST' && path === '/signup') {
    const params = await body();
    // GoTrue api.go: sign-ups with an email or phone are limited per IP by `limiterOpts.Signups`,
    // which apilimiter.go sets from GOTRUE_RATE_LIMIT_OTP (30 per 5 minutes), in a bucket of its own.
    limitRequest(ctx.limiter, 'signup', req, limits.otpPer5Minutes);
    return sendJson(res, 200, await signup(ctx, params, url.searchParams.get('redirect_to')));
  }
  if (method === 'POST' && path === '/token') {
    const grant = url.searchParams.get('grant_type');
    if (grant !== 'password' && grant !== 'refresh_token') {
      throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type');
    }
    limitRequest(ctx.limiter, 'token', req, limits.tokenPer5Minutes);
    if (grant === 'password') return sendJson(res, 200, await passwordGrant(ctx, await body()));
    return sendJson(res, 200, await refreshGrant(ctx, await body()));
  }
  // GoTrue api.go: /recover, /resend and PUT /user each have a limiter of their own
  // (limiterOpts.Recover, .Resend, .User), all at GOTRUE_RATE_LIMIT_OTP; GET /user has none.
  if (method === 'POST' && path === '/recover') {
    limitRequest(ctx.limiter, 'recover', req, limits.otpPer5Minutes);
    return sendJson(res, 200, await recover(ctx, await body(), redirectTo()));
  }
  if (method === 'POST' && path === '/resend') {
    limitRequest(ctx.limiter, 'resend', req, limits.otpPer5Minutes);
    return sendJson(res, 200, await resend(ctx, await body(), redirectTo()));
  }
  if (path === '/verify' && (method === 'GET' || method === 'POST')) {
    limitRequest(ctx.limiter, 'verify', req, limits.verifyPer5Minutes);
    if (method === 'POST') return sendJson(res, 200, await verifyPost(ctx, await body()));
    const location = await verifyGet(
      ctx,
      url.searchParams.get('token') ?? '',
      url.searchParams.get('type') ?? '',
      redirectTo(),
    );
    return sendText(res, 303, '', { Location: location });
  }
  // No rate limit on GET /user in GoTrue (api.go: `r.Get("/", api.UserGet)`); the fair scheduler
  // keeps one user's loop from holding anyone else up.
  if (method === 'GET' && path === '/user') return sendJson(res, 200, await getUser(ctx, req));
  if (method === 'PUT' && path === '/user') {
    limitRequest(ctx.limiter, 'user', req, limits.otpPer5Minutes);
    return sendJson(res, 200, await updateUser(ctx, req, await body(), redirectTo()));
  }
  if (method === 'POST' && path === '/logout') {
    await logout(ctx, req, url.searchParams.get('scope'));
    return sendText(res, 204, '');
  }
  if (path === '/admin/users' || path.startsWith('/admin/')) {
    await requireAdmin(ctx, req);
    if (path === '/admin/users' && method === 'GET') {
      const { body: list, headers } = await listUsers(ctx, url);
      return sendJson(res, 200, list, headers);
    }
    if (path === '/admin/users' && method === 'POST') {
      return sendJson(res, 200, await adminCreateUser(ctx, await body()));
    }
    const adminUser = /^\/admin\/users\/([^/]+)$/.exec(path);
    const id = adminUser?.[1];
    if (id !== undefined) {
      if (method === 'GET') return sendJson(res, 200, await getUserById(ctx, id));
      if (method === 'PUT') return sendJson(res, 200, await updateUserById(ctx, id, await body()));
      if (method === 'DELETE') return sendJson(res, 200, await deleteUserById(ctx, id));
    }
  }
  throw new AuthError(404, 'not_found', 'Not Found');
}

/**
 * Handles one `/auth/v1/*` request with GoTrue's routes, statuses and error shapes. Every response
 * carries `X-Supabase-Api-Version: 2024-01-01`; errors also `x-sb-error-code`. A database failure
 * becomes 500 `unexpected_failure` (logged), never a crash. Its database work runs in `caller`'s lane
 * of the fair scheduler (db/fair-queue.ts); when the client hung up first, nothing is answered.
 */
export async function handleAuth(
  ctx: AuthContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  caller?: Caller,
): Promise<void> {
  res.setHeader('X-Supabase-Api-Version', API_VERSION);
  try {
    await route(caller ? { ...ctx, db: forCaller(ctx.db, caller) } : ctx, req, res, url);
  } catch (error) {
    // The client hung up (while its unit waited, or while its body was read): no one to answer.
    if (error instanceof ClientGoneError || res.destroyed) return void res.destroy();
    if (error instanceof AuthError) {
      return sendJson(res, error.status, authErrorBody(req, error), error.headers);
    }
    if (error instanceof DatabaseUnavailableError) {
      const unavailable = new AuthError(503, 'unexpected_failure', error.message);
      return sendJson(res, 503, authErrorBody(req, unavailable), unavailable.headers);
    }
    console.error('[auth]', error);
    const failure = new AuthError(
      500,
      'unexpected_failure',
      'Unexpected failure, please check server logs for more information',
    );
    sendJson(res, 500, authErrorBody(req, failure), failure.headers);
  }
}
