-- The role supabase/migrations and seed.sql run as: hosted Supabase's `postgres` role, which is NOT a
-- superuser (supabase/postgres migrations/db/migrations/10000000000000_demote-postgres.sql and the
-- grants that followed it). PGlite's own session user is called `postgres` and is the bootstrap
-- superuser (it cannot be demoted or renamed), so the hosted role is played by `hosted_postgres`:
--
--   attributes   NOSUPERUSER CREATEDB CREATEROLE LOGIN REPLICATION BYPASSRLS   (demote-postgres)
--   member of    anon, authenticated, service_role        (20230201083204_grant_auth_roles_to_postgres)
--                pg_read_all_data, pg_signal_backend       (20240606060239_grant_predefined_roles…)
--                pg_monitor                                (20230306081037_grant_pg_monitor_to_postgres)
--                NOT supabase_auth_admin: granted in 20220609081115, revoked again in
--                20240319072844_lock_down_postgres_access_to_auth_and_storage, 20240627101908 and
--                20250421084701_revoke_admin_roles_from_postgres
--   privileges   ALL on the database; USAGE (not CREATE: 20240627101908, 20250421084701) on schema
--                auth and ALL on every table, sequence and routine in it — so triggers on auth.users
--                still work; ALL on schema extensions and everything in it (demote-postgres); owner
--                of schema public and of what the migrations create in it (hosted: public belongs to
--                pg_database_owner = postgres); owner of supabase_migrations (the CLI creates it).
--
-- So a migration that needs superuser (CREATE ROLE … SUPERUSER, ALTER SYSTEM, untrusted languages,
-- …) or GoTrue's role (creating objects in auth, ALTER TABLE auth.users, a policy on an auth table)
-- fails here as it fails on `supabase db push`.
-- Idempotent; runs on every start before pending migrations (databases made before this file existed
-- are brought in line, including ownership of objects the superuser created in public).
do $$
begin
  if not exists (select from pg_roles where rolname = 'hosted_postgres') then
    create role hosted_postgres nosuperuser createdb createrole login replication bypassrls;
  end if;
end
$$;
alter role hosted_postgres nosuperuser createdb createrole login replication bypassrls;
alter role hosted_postgres set search_path to "$user", public, extensions;

grant anon, authenticated, service_role to hosted_postgres;
-- Data folders made before 2026-11-26 gave it GoTrue's role; hosted revoked it (see above).
revoke supabase_auth_admin from hosted_postgres;
grant pg_read_all_data, pg_signal_backend, pg_monitor to hosted_postgres;

do $$
begin
  execute format('grant all on database %I to hosted_postgres', current_database());
end
$$;
grant all on schema auth, extensions to hosted_postgres;
revoke create on schema auth from hosted_postgres;
grant all on all tables in schema auth, extensions to hosted_postgres;
grant all on all sequences in schema auth, extensions to hosted_postgres;
grant all on all routines in schema auth, extensions to hosted_postgres;

alter schema public owner to hosted_postgres;

-- The API roles' statement timeouts (bootstrap.sql), for data folders bootstrapped before they existed.
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';

-- The CLI records applied migrations as postgres, in a schema it creates (and so owns).
alter schema supabase_migrations owner to hosted_postgres;
alter table supabase_migrations.schema_migrations owner to hosted_postgres;

-- Objects the superuser made in public before this role existed belong to it from now on.
do $$
declare
  item record;
begin
  for item in
    select c.relkind, format('%I.%I', n.nspname, c.relname) as name
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_roles r on r.oid = c.relowner
    where n.nspname = 'public' and r.rolname = 'postgres' and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S')
      -- sequences owned by a column move with their table
      and not (c.relkind = 'S' and exists (
        select from pg_depend d where d.objid = c.oid and d.deptype in ('a', 'i')))
  loop
    execute format(
      'alter %s %s owner to hosted_postgres',
      case item.relkind
        when 'v' then 'view'
        when 'm' then 'materialized view'
        when 'f' then 'foreign table'
        when 'S' then 'sequence'
        else 'table'
      end,
      item.name
    );
  end loop;
  for item in
    select p.oid::regprocedure::text as name, p.prokind
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    join pg_roles r on r.oid = p.proowner
    where n.nspname = 'public' and r.rolname = 'postgres'
  loop
    execute format('alter %s %s owner to hosted_postgres', case item.prokind when 'p' then 'procedure' else 'function' end, item.name);
  end loop;
  for item in
    select format('%I.%I', n.nspname, t.typname) as name, t.typtype
    from pg_type t
    join pg_namespace n on n.oid = t.typnamespace
    join pg_roles r on r.oid = t.typowner
    where n.nspname = 'public' and r.rolname = 'postgres' and t.typtype in ('e', 'd', 'c', 'r')
      and (t.typrelid = 0 or (select relkind from pg_class where oid = t.typrelid) = 'c')
  loop
    execute format('alter %s %s owner to hosted_postgres', case item.typtype when 'd' then 'domain' else 'type' end, item.name);
  end loop;
end
$$;
