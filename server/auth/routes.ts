import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, sendJson, sendText } from '../http.ts';
import { requireAdmin, type AuthContext } from './context.ts';
import { API_VERSION, AuthError, authBodyTooLarge, authErrorBody } from './errors.ts';
import { adminCreateUser, signup } from './signup.ts';
import { passwordGrant, refreshGrant, verifyLink } from './token.ts';
import { getUser, logout, updateUser } from './user.ts';
import { authTransaction } from './users.ts';
import { isUuid, parseAuthBody, safeRedirect } from './validate.ts';

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
  if (method === 'GET' && path === '/health') {
    return sendJson(res, 200, {
      version: 'v2.189.0-ecolodge',
      name: 'GoTrue',
      description: 'GoTrue is a user registration and authentication API',
    });
  }
  if (method === 'GET' && path === '/settings') return sendJson(res, 200, settings(ctx));
  if (method === 'POST' && path === '/signup') {
    return sendJson(res, 200, await signup(ctx, await body(), url.searchParams.get('redirect_to')));
  }
  if (method === 'POST' && path === '/token') {
    const grant = url.searchParams.get('grant_type');
    if (grant === 'password') return sendJson(res, 200, await passwordGrant(ctx, await body()));
    if (grant === 'refresh_token') return sendJson(res, 200, await refreshGrant(ctx, await body()));
    throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type');
  }
  if (method === 'GET' && path === '/user') return sendJson(res, 200, await getUser(ctx, req));
  if (method === 'PUT' && path === '/user')
    return sendJson(res, 200, await updateUser(ctx, req, await body()));
  if (method === 'POST' && path === '/logout') {
    await logout(ctx, req, url.searchParams.get('scope'));
    return sendText(res, 204, '');
  }
  if (method === 'GET' && path === '/verify') {
    const redirectTo = safeRedirect(url.searchParams.get('redirect_to'), ctx.siteUrl);
    const location = await verifyLink(
      ctx,
      url.searchParams.get('token') ?? '',
      url.searchParams.get('type') ?? '',
      redirectTo,
    );
    return sendText(res, 303, '', { Location: location });
  }
  if (path === '/admin/users' && method === 'POST') {
    await requireAdmin(ctx, req);
    return sendJson(res, 200, await adminCreateUser(ctx, await body()));
  }
  const adminUser = /^\/admin\/users\/([^/]+)$/.exec(path);
  if (adminUser?.[1] && method === 'DELETE') {
    await requireAdmin(ctx, req);
    const id = adminUser[1];
    if (!isUuid(id)) throw new AuthError(404, 'user_not_found', 'User not found');
    const deleted = await authTransaction(ctx.db, (tx) =>
      tx.query(`delete from auth.users where id = $1`, [id]),
    );
    if (!deleted.affectedRows) throw new AuthError(404, 'user_not_found', 'User not found');
    return sendJson(res, 200, {});
  }
  throw new AuthError(404, 'not_found', 'Not Found');
}

/**
 * Handles one `/auth/v1/*` request with GoTrue's routes, statuses and error shapes. Every response
 * carries `X-Supabase-Api-Version: 2024-01-01`; errors also `x-sb-error-code`. A database failure
 * becomes 500 `unexpected_failure` (logged), never a crash.
 */
export async function handleAuth(
  ctx: AuthContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  res.setHeader('X-Supabase-Api-Version', API_VERSION);
  try {
    await route(ctx, req, res, url);
  } catch (error) {
    if (error instanceof AuthError) {
      return sendJson(res, error.status, authErrorBody(req, error), error.headers);
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
