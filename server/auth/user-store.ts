import { randomUUID } from 'node:crypto';
import type { Transaction } from '@electric-sql/pglite';
import type { Database } from '../db/worker-database.ts';

/** A row of `auth.users` (the columns this backend reads). */
export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  confirmation_token: string | null;
  confirmation_sent_at: Date | null;
  confirmed_at: Date | null;
  invited_at: Date | null;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  /** Pending new address of an email change (GoTrue `email_change`). */
  email_change: string | null;
  email_change_token_new: string | null;
  email_change_token_current: string | null;
  email_change_sent_at: Date | null;
  /** 0 = no link followed yet, 1 = one of the two secure-change links followed. */
  email_change_confirm_status: number | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  phone: string | null;
  phone_confirmed_at: Date | null;
  created_at: Date;
  updated_at: Date;
  banned_until: Date | null;
  is_anonymous: boolean;
}

/** A row of `auth.identities`. */
export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
  email: string | null;
}

/** GoTrue's "zero" instance id, which it writes into every row. */
const INSTANCE_ID = '00000000-0000-0000-0000-000000000000';

/**
 * Runs `fn` in one transaction as `supabase_auth_admin`, the role GoTrue connects with, so triggers on
 * `auth.users` get exactly the rights they get on hosted Supabase (a trigger function that is not
 * `security definer` cannot write `public.*` and the sign-up fails as it would there). It waits in the
 * database's `auth` lane: after the running statement, ahead of queued REST requests.
 */
export async function authTransaction<T>(db: Database, fn: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(
    async (tx) => {
      await tx.exec(`set local role supabase_auth_admin; set local search_path to auth`);
      return fn(tx);
    },
    { lane: 'auth' },
  );
}

/** Finds the (non-SSO) user with this lower-cased email, or undefined. */
export async function findUserByEmail(tx: Transaction, email: string): Promise<UserRow | undefined> {
  const result = await tx.query<UserRow>(`select * from auth.users where email = $1 and not is_sso_user`, [
    email,
  ]);
  return result.rows[0];
}

/** Finds the user by id, or undefined. */
export async function findUserById(tx: Transaction, id: string): Promise<UserRow | undefined> {
  const result = await tx.query<UserRow>(`select * from auth.users where id = $1`, [id]);
  return result.rows[0];
}

/** Input of {@link insertUser}. */
export interface NewUser {
  email: string;
  passwordHash: string;
  data: Record<string, unknown>;
  confirmed: boolean;
  appMetadata?: Record<string, unknown>;
  /**
   * Created through `POST /admin/users` (GoTrue `adminUserCreate`): `user_metadata` stays exactly what
   * was given (plus `email_verified: true` when confirmed, as `User.Confirm` adds it) and the identity
   * holds only `{sub, email, email_verified, phone_verified}`; sign-up instead copies the identity data
   * into `user_metadata`.
   */
  admin?: boolean;
}

/**
 * Creates a user the way GoTrue's sign-up does (internal/api/signup.go, models/user.go): INSERT
 * `auth.users` with `raw_user_meta_data = data` (what `on auth.users` triggers see), then the email
 * identity whose `identity_data` is `{...data, sub, email, email_verified, phone_verified}`, then
 * `user_metadata` := `identity_data`; confirmed users get `email_confirmed_at = now()`.
 * @throws the database error of a failing trigger (callers turn it into "Database error saving new user").
 */
export async function insertUser(tx: Transaction, input: NewUser): Promise<UserRow> {
  const id = randomUUID();
  const appMetadata = { provider: 'email', providers: ['email'], ...input.appMetadata };
  await tx.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, raw_app_meta_data,
       raw_user_meta_data, created_at, updated_at, is_sso_user, is_anonymous, confirmation_token, recovery_token,
       email_change_token_new, email_change)
     values ($1, $2, 'authenticated', 'authenticated', $3, $4, $5, $6, now(), now(), false, false, '', '', '', '')`,
    [
      INSTANCE_ID,
      id,
      input.email,
      input.passwordHash,
      JSON.stringify(appMetadata),
      JSON.stringify(input.data),
    ],
  );
  const identityData = {
    ...(input.admin ? {} : input.data),
    sub: id,
    email: input.email,
    email_verified: input.confirmed,
    phone_verified: false,
  };
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3, 'email', now(), now(), now())`,
    [id, id, JSON.stringify(identityData)],
  );
  const userMetadata = input.admin
    ? { ...input.data, ...(input.confirmed ? { email_verified: true } : {}) }
    : identityData;
  await tx.query(
    `update auth.users set raw_user_meta_data = $2, email_confirmed_at = case when $3 then now() end where id = $1`,
    [id, JSON.stringify(userMetadata), input.confirmed],
  );
  const user = await findUserById(tx, id);
  if (!user) throw new Error('user vanished after insert');
  return user;
}

/** Marks the email confirmed (GoTrue `User.Confirm`): sets `email_confirmed_at`, clears the token, `email_verified`. */
export async function confirmUser(tx: Transaction, id: string): Promise<void> {
  await tx.query(
    `update auth.users set email_confirmed_at = now(), confirmation_token = '', updated_at = now(),
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb
     where id = $1`,
    [id],
  );
  await tx.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [id],
  );
}

/**
 * Merges `data` into `raw_user_meta_data` as GoTrue's `UpdateUserMetaData` does: keys are set, a `null`
 * value deletes the key.
 */
export async function mergeUserMetadata(
  tx: Transaction,
  id: string,
  data: Record<string, unknown>,
): Promise<void> {
  const removed = Object.keys(data).filter((key) => data[key] === null);
  const kept = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== null));
  await tx.query(
    `update auth.users set raw_user_meta_data = (coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb) - $3::text[],
       updated_at = now() where id = $1`,
    [id, JSON.stringify(kept), removed],
  );
}

/** Replaces the password hash. */
export async function setPasswordHash(tx: Transaction, id: string, hash: string): Promise<void> {
  await tx.query(`update auth.users set encrypted_password = $2, updated_at = now() where id = $1`, [
    id,
    hash,
  ]);
}

/** Records a sign-in time on the user and their email identity. */
export async function touchSignIn(tx: Transaction, id: string): Promise<void> {
  await tx.query(`update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1`, [id]);
  await tx.query(`update auth.identities set last_sign_in_at = now() where user_id = $1`, [id]);
}

/** The user's identities, oldest first. */
export async function listIdentities(tx: Transaction, userId: string): Promise<IdentityRow[]> {
  const result = await tx.query<IdentityRow>(
    `select * from auth.identities where user_id = $1 order by created_at`,
    [userId],
  );
  return result.rows;
}
