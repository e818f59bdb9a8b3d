import type { Transaction } from '@electric-sql/pglite';
import type { AuthContext } from './context.ts';
import { AuthError, validationFailed } from './errors.ts';
import { userJson } from './user-json.ts';
import {
  authTransaction,
  confirmUser,
  findUserById,
  listIdentities,
  mergeUserMetadata,
  type UserRow,
} from './user-store.ts';
import { checkMetadataSize, checkPassword, isUuid, metadataObject, normalizeEmail } from './validate.ts';

/** GoTrue's default page size of `GET /admin/users` (internal/api/pagination.go `defaultPerPage`). */
export const DEFAULT_PER_PAGE = 50;

/** A response with extra headers. */
export interface WithHeaders<T> {
  body: T;
  headers: Record<string, string>;
}

function pageParam(raw: string | null, fallback: number): number {
  if (raw === null || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) {
    throw validationFailed(`Bad Pagination Parameters: strconv.ParseUint: parsing "${raw}": invalid syntax`);
  }
  return Number(raw);
}

/**
 * `GET /admin/users?page=&per_page=` (internal/api/admin.go `adminUsers`): newest first, `{users, aud}`,
 * with `X-Total-Count` and a `Link` header holding `rel="next"` (when there is a next page) and
 * `rel="last"`, built on the request's own path and query as GoTrue builds it (auth-js reads the page
 * numbers from it).
 * @throws AuthError 400 `validation_failed` "Bad Pagination Parameters: …".
 */
export async function listUsers(
  ctx: AuthContext,
  url: URL,
): Promise<WithHeaders<{ users: Record<string, unknown>[]; aud: string }>> {
  const page = Math.max(1, pageParam(url.searchParams.get('page'), 1));
  const perPage = pageParam(url.searchParams.get('per_page'), DEFAULT_PER_PAGE);
  const { users, total } = await authTransaction(ctx.db, async (tx) => {
    const count = await tx.query<{ n: number }>(`select count(*)::int as n from auth.users`);
    const rows = await tx.query<UserRow>(
      `select * from auth.users order by created_at desc, id limit $1 offset $2`,
      [perPage, (page - 1) * perPage],
    );
    const list = [];
    for (const row of rows.rows) list.push(userJson(row, await listIdentities(tx, row.id)));
    return { users: list, total: count.rows[0]?.n ?? 0 };
  });
  const totalPages = perPage === 0 ? 0 : Math.ceil(total / perPage);
  const link = (n: number) => {
    const target = new URL(url.toString());
    target.searchParams.set('page', String(n));
    return `<${target.pathname.replace(/^\/auth\/v1/, '')}${target.search}>`;
  };
  let header = '';
  if (totalPages > page) header += `${link(page + 1)}; rel="next", `;
  header += `${link(totalPages)}; rel="last"`;
  return {
    body: { users, aud: 'authenticated' },
    headers: { Link: header, 'X-Total-Count': String(total) },
  };
}

/**
 * Loads the user of an admin path (GoTrue `loadUser`).
 * @throws AuthError 404 `validation_failed` "user_id must be an UUID", 404 `user_not_found`.
 */
async function loadUser(tx: Transaction, id: string): Promise<UserRow> {
  if (!isUuid(id)) throw new AuthError(404, 'validation_failed', 'user_id must be an UUID');
  const user = await findUserById(tx, id);
  if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
  return user;
}

/** `GET /admin/users/{id}`: the user object. @throws as `loadUser`. */
export async function getUserById(ctx: AuthContext, id: string): Promise<Record<string, unknown>> {
  return authTransaction(ctx.db, async (tx) => {
    const user = await loadUser(tx, id);
    return userJson(user, await listIdentities(tx, user.id));
  });
}

/** Parses GoTrue's `ban_duration` (Go duration such as `24h`, `1h30m`, `90s`, or `none`) into ms. */
export function parseBanDuration(raw: string): number {
  if (raw === 'none') return 0;
  const units: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, ms: 1, s: 1e3, m: 6e4, h: 3.6e6 };
  const pattern = /(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/gy;
  let total = 0;
  let matched = 0;
  for (const match of raw.matchAll(pattern)) {
    total += Number(match[1]) * (units[match[2] ?? ''] ?? 0);
    matched += match[0].length;
  }
  if (raw === '' || matched !== raw.length) {
    throw validationFailed(`invalid format for ban duration: time: invalid duration "${raw}"`);
  }
  return total;
}

/**
 * `PUT /admin/users/{id}` (internal/api/admin.go `adminUserUpdate`): `email` (set at once, no mail),
 * `password`, `user_metadata` and `app_metadata` (merged, `null` deletes a key), `email_confirm: true`,
 * `ban_duration` (`"24h"`, `"none"` lifts a ban; a ban ends every session), `role`.
 * @throws AuthError as `loadUser`, 400 `validation_failed`, 422 `weak_password` | `email_exists`.
 */
export async function updateUserById(
  ctx: AuthContext,
  id: string,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const email = typeof body.email === 'string' && body.email !== '' ? normalizeEmail(body.email) : undefined;
  const userMetadata =
    body.user_metadata === undefined || body.user_metadata === null
      ? undefined
      : metadataObject(body.user_metadata, 'user_metadata');
  const appMetadata =
    body.app_metadata === undefined || body.app_metadata === null
      ? undefined
      : checkMetadataSize(metadataObject(body.app_metadata, 'app_metadata'), 'app_metadata');
  const banMs =
    typeof body.ban_duration === 'string' && body.ban_duration !== ''
      ? parseBanDuration(body.ban_duration)
      : undefined;
  const passwordHash =
    body.password === undefined || body.password === null
      ? undefined
      : await ctx.hasher.hash(checkPassword(body.password));
  return authTransaction(ctx.db, async (tx) => {
    const user = await loadUser(tx, id);
    if (userMetadata) {
      const merged: Record<string, unknown> = { ...(user.raw_user_meta_data ?? {}), ...userMetadata };
      for (const [key, value] of Object.entries(userMetadata)) if (value === null) delete merged[key];
      checkMetadataSize(merged);
    }
    if (typeof body.role === 'string' && body.role !== '') {
      await tx.query(`update auth.users set role = $2, updated_at = now() where id = $1`, [id, body.role]);
    }
    if (body.email_confirm === true) await confirmUser(tx, id);
    if (passwordHash !== undefined) {
      await tx.query(`update auth.users set encrypted_password = $2, updated_at = now() where id = $1`, [
        id,
        passwordHash,
      ]);
    }
    if (email !== undefined && email !== user.email) {
      const taken = await tx.query(
        `select 1 from auth.users where email = $1 and id <> $2 and not is_sso_user`,
        [email, id],
      );
      if (taken.rows.length > 0) {
        throw new AuthError(
          422,
          'email_exists',
          'A user with this email address has already been registered',
        );
      }
      await tx.query(
        `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', $3::boolean),
           updated_at = now() where user_id = $1 and provider = 'email'`,
        [id, email, body.email_confirm === true],
      );
      await tx.query(`update auth.users set email = $2, updated_at = now() where id = $1`, [id, email]);
    }
    if (appMetadata) {
      const removed = Object.keys(appMetadata).filter((key) => appMetadata[key] === null);
      const kept = Object.fromEntries(Object.entries(appMetadata).filter(([, value]) => value !== null));
      await tx.query(
        `update auth.users set raw_app_meta_data = (coalesce(raw_app_meta_data, '{}'::jsonb) || $2::jsonb) - $3::text[],
           updated_at = now() where id = $1`,
        [id, JSON.stringify(kept), removed],
      );
    }
    if (userMetadata) await mergeUserMetadata(tx, id, userMetadata);
    if (banMs !== undefined) {
      await tx.query(
        `update auth.users set banned_until = case when $2::float8 = 0 then null
           else now() + make_interval(secs => $2::float8 / 1000) end, updated_at = now() where id = $1`,
        [id, banMs],
      );
      if (banMs > 0) await tx.query(`delete from auth.sessions where user_id = $1`, [id]);
    }
    const fresh = (await findUserById(tx, id)) ?? user;
    return userJson(fresh, await listIdentities(tx, id));
  });
}

/**
 * `DELETE /admin/users/{id}`: deletes the user (sessions, identities and refresh tokens cascade).
 * @throws AuthError as `loadUser`.
 */
export async function deleteUserById(ctx: AuthContext, id: string): Promise<Record<string, never>> {
  await authTransaction(ctx.db, async (tx) => {
    await loadUser(tx, id);
    await tx.query(`delete from auth.users where id = $1`, [id]);
  });
  return {};
}
