-- A real PostgreSQL set up like a hosted Supabase project before its first migration, for the
-- real-PostgreSQL job (scripts/real-postgres.ts). Run once, as the bootstrap superuser
-- `supabase_admin` (initdb -U supabase_admin), on a fresh cluster.
--
-- Written from the public sources (nothing is downloaded at test time):
--   supabase/postgres  migrations/migrate.sh (postgres made superuser, owner of the database, then
--                        demoted), migrations/db/init-scripts/00000000000000-initial-schema.sql
--                        (API roles, extensions, default privileges, statement timeouts),
--                      init-scripts/00000000000001-auth-schema.sql (auth schema, supabase_auth_admin),
--                      init-scripts/00000000000003-post-setup.sql (postgres' search_path),
--                      migrations/10000000000000_demote-postgres.sql,
--                      migrations/20211115181400_update-auth-permissions.sql,
--                      migrations/20211124212715_update-auth-owner.sql,
--                      migrations/20221028101028_set_authenticator_timeout.sql,
--                      migrations/20230201083204_grant_auth_roles_to_postgres.sql,
--                      migrations/20230306081037_grant_pg_monitor_to_postgres.sql,
--                      migrations/20230529180330_alter_api_roles_for_inherit.sql,
--                      migrations/20231130133139_set_lock_timeout_to_authenticator_role.sql,
--                      migrations/20240606060239_grant_predefined_roles_to_postgres.sql,
--                      migrations/20250421084701_revoke_admin_roles_from_postgres.sql (no
--                        supabase_auth_admin membership, no CREATE on auth),
--                      migrations/20250605172253_grant_with_admin_to_postgres_16_and_above.sql;
--   supabase/auth      migrations/00_init_auth_schema.up.sql and later (auth.users columns as of
--                        v2.189), 20220224000811_update_auth_functions.up.sql (auth.uid/role/email),
--                      20220531120530_add_auth_jwt_function.up.sql (auth.jwt).
-- Only what the project's migrations touch is mirrored: no storage, realtime or graphql schemas.
-- The default privileges are the older projects' (every new public table and function granted to
-- anon and authenticated), the stricter case: a migration that forgets a REVOKE shows it here.

-- The project's `postgres`: made a superuser and the database owner first (migrate.sh) …
create role postgres superuser login;
alter database postgres owner to postgres;

-- … API roles and extensions (initial-schema) …
create publication supabase_realtime;
create schema if not exists extensions;
create extension if not exists "uuid-ossp" with schema extensions;
create extension if not exists pgcrypto with schema extensions;

create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;
create role authenticator noinherit login;
grant anon, authenticated, service_role to authenticator;

grant usage on schema public to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  grant all on sequences to postgres, anon, authenticated, service_role;
grant usage on schema extensions to postgres, anon, authenticated, service_role;

alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
alter role authenticator set statement_timeout = '8s';
alter role authenticator set lock_timeout = '8s';
-- alter_api_roles_for_inherit
alter role authenticated inherit;
alter role anon inherit;
alter role service_role inherit;

-- … GoTrue's schema and role (auth-schema, update-auth-permissions, update-auth-owner) …
create role supabase_auth_admin noinherit createrole login noreplication;
create schema auth authorization supabase_admin;
grant all privileges on schema auth to supabase_auth_admin;
alter role supabase_auth_admin set search_path = 'auth';
grant usage on schema auth to anon, authenticated, service_role;

set role supabase_auth_admin;
create table auth.users (
  instance_id uuid,
  id uuid not null primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255),
  email_change varchar(255),
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz,
  updated_at timestamptz,
  phone text unique default null,
  phone_confirmed_at timestamptz,
  phone_change text default '',
  phone_change_token varchar(255) default '',
  phone_change_sent_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  email_change_token_current varchar(255) default '',
  email_change_confirm_status smallint default 0 check (email_change_confirm_status between 0 and 2),
  banned_until timestamptz,
  reauthentication_token varchar(255) default '',
  reauthentication_sent_at timestamptz,
  is_sso_user boolean not null default false,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);
comment on table auth.users is 'Auth: Stores user login data within a secure schema.';
create unique index users_email_partial_key on auth.users (email) where (is_sso_user = false);

create function auth.uid() returns uuid language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;
create function auth.role() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;
create function auth.email() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;
create function auth.jwt() returns jsonb language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;
reset role;

grant all on all tables in schema auth to postgres;
grant all on all sequences in schema auth to postgres;
grant all on all routines in schema auth to postgres;

-- … and demoted (post-setup, demote-postgres and the grants and revocations that followed).
alter role postgres set search_path to "$user", public, extensions;
grant all on database postgres to postgres;
grant all on schema auth, extensions to postgres;
grant all on all tables in schema extensions to postgres;
grant all on all sequences in schema extensions to postgres;
grant all on all routines in schema extensions to postgres;
alter role postgres nosuperuser createdb createrole login replication bypassrls;
grant anon, authenticated, service_role to postgres;
grant pg_monitor, pg_read_all_data, pg_signal_backend to postgres;
revoke create on schema auth from postgres;
do $$
begin
  if current_setting('server_version_num')::int >= 160000 then
    execute 'grant anon, authenticated, service_role to postgres with admin option';
  end if;
end
$$;
