import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATION_ROLE, SUPABASE_DIR, openDatabase } from '../../../server/db/database.ts';

let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'ecolodge-migrations-'));
  mkdirSync(join(root, 'supabase', 'migrations'), { recursive: true });
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

function migration(name: string, sql: string): void {
  writeFileSync(join(root, 'supabase', 'migrations', name), sql);
}

describe('migrations run as a non-superuser with hosted postgres privileges', { timeout: 120_000 }, () => {
  it('can do what hosted postgres can: tables, RLS, policies, security definer, grants, auth triggers', async () => {
    // The project's own migrations first: they must keep passing as the hosted role.
    cpSync(join(SUPABASE_DIR, 'migrations'), join(root, 'supabase', 'migrations'), { recursive: true });
    migration(
      '20990101000000_lodge.sql',
      `create table public.guest_huts (id bigint generated always as identity primary key, name text not null);
       alter table public.guest_huts enable row level security;
       create policy "staff read guest huts" on public.guest_huts for select to authenticated using (true);
       revoke all on public.guest_huts from anon, authenticated;
       grant select on public.guest_huts to authenticated;
       grant all on public.guest_huts to service_role;
       create function public.room_count() returns bigint language sql stable security definer
         set search_path = '' as $$ select count(*) from public.guest_huts $$;
       grant execute on function public.room_count() to authenticated;
       create function public.touch_user() returns trigger language plpgsql security definer
         set search_path = '' as $$ begin return new; end $$;
       create trigger on_auth_user_touched after update on auth.users
         for each row execute procedure public.touch_user();
       create table public.who (name text, is_super boolean);
       insert into public.who select current_user, rolsuper from pg_roles where rolname = current_user;`,
    );
    const { db } = await openDatabase(join(root, 'pglite'), join(root, 'supabase'));
    try {
      const who = await db.query<{ name: string; is_super: boolean }>('select * from public.who');
      expect(who.rows).toEqual([{ name: MIGRATION_ROLE, is_super: false }]);
      const owner = await db.query<{ owner: string }>(
        `select tableowner as owner from pg_tables where schemaname = 'public' and tablename = 'guest_huts'`,
      );
      expect(owner.rows[0]?.owner).toBe(MIGRATION_ROLE);
      const role = await db.query<Record<string, boolean>>(
        `select rolsuper, rolcreaterole, rolcreatedb, rolbypassrls, rolreplication from pg_roles where rolname = $1`,
        [MIGRATION_ROLE],
      );
      expect(role.rows[0]).toEqual({
        rolsuper: false,
        rolcreaterole: true,
        rolcreatedb: true,
        rolbypassrls: true,
        rolreplication: true,
      });
      const members = await db.query<{ role: string }>(
        `select g.rolname as role from pg_auth_members m join pg_roles g on g.oid = m.roleid
         join pg_roles u on u.oid = m.member where u.rolname = $1 order by 1`,
        [MIGRATION_ROLE],
      );
      expect(members.rows.map((r) => r.role)).toEqual(
        expect.arrayContaining(['anon', 'authenticated', 'service_role']),
      );
      // Hosted revoked GoTrue's role and CREATE on auth from postgres (supabase/postgres
      // 20250421084701_revoke_admin_roles_from_postgres.sql).
      expect(members.rows.map((r) => r.role)).not.toContain('supabase_auth_admin');
      const authSchema = await db.query<{ usage: boolean; create: boolean }>(
        `select has_schema_privilege($1, 'auth', 'usage') as usage,
                has_schema_privilege($1, 'auth', 'create') as create`,
        [MIGRATION_ROLE],
      );
      expect(authSchema.rows[0]).toEqual({ usage: true, create: false });
    } finally {
      await db.close();
    }
  });

  it('gives the session back to the superuser after migrating a fresh cluster, so GoTrue can take its role', async () => {
    migration('20990101000003_noop.sql', 'select 1;');
    const { db } = await openDatabase(join(root, 'pglite'), join(root, 'supabase'));
    try {
      const who = await db.query<{ session: string; current: string }>(
        'select session_user as session, current_user as current',
      );
      expect(who.rows[0]).toEqual({ session: 'postgres', current: 'postgres' });
      await db.exec('begin; set local role supabase_auth_admin; rollback;');
    } finally {
      await db.close();
    }
  });

  // The refusals share one cluster, made once: initdb takes ~3 s a time, reopening a fraction of it;
  // each test's migration fails in its transaction and is removed, so the next one meets the same cluster.
  describe('on a cluster already bootstrapped', () => {
    let shared: string;
    beforeAll(async () => {
      shared = mkdtempSync(join(tmpdir(), 'ecolodge-migrations-shared-'));
      mkdirSync(join(shared, 'supabase', 'migrations'), { recursive: true });
      const { db } = await openDatabase(join(shared, 'pglite'), join(shared, 'supabase'));
      await db.close();
    }, 120_000);
    afterAll(() => rmSync(shared, { recursive: true, force: true }));
    /** Opens the shared cluster with `sql` as its one pending migration, `name`. */
    const openWith = (name: string, sql: string) => {
      const dir = join(shared, 'supabase', 'migrations');
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, name), sql);
      return openDatabase(join(shared, 'pglite'), join(shared, 'supabase'));
    };

    it.each([
      ['creating a superuser role', 'create role sneaky superuser;'],
      ['session_replication_role (pg_dump seeds)', 'set session_replication_role = replica;'],
      ['making an API role a superuser', 'alter role authenticated superuser;'],
      ['escaping with reset role', 'reset role; create role sneaky2 superuser;'],
    ])('refuses what needs a superuser, naming the migration: %s', async (_label, sql) => {
      await expect(openWith('20990101000001_superuser_only.sql', sql)).rejects.toThrow(
        /Migration 20990101000001_superuser_only\.sql failed \(run as hosted_postgres.*\): .*(permission denied|must be superuser|only roles with the SUPERUSER)/i,
      );
    });

    it.each([
      ['creating a table in auth', 'create table auth.lodge_secrets (id uuid primary key);'],
      [
        'creating a function in auth',
        'create function auth.lodge() returns uuid language sql as $$ select null::uuid $$;',
      ],
      ['altering auth.users', 'alter table auth.users add column lodge_id uuid;'],
      [
        'adding a policy on auth.users',
        'create policy "read self" on auth.users for select using (id = auth.uid());',
      ],
      ["taking GoTrue's role", 'set role supabase_auth_admin; reset role;'],
    ])(
      "refuses what only GoTrue's role may do in auth, as supabase db push does: %s",
      async (_label, sql) => {
        await expect(openWith('20990101000002_auth_schema.sql', sql)).rejects.toThrow(
          /Migration 20990101000002_auth_schema\.sql failed \(run as hosted_postgres.*\): .*(permission denied|must be owner)/i,
        );
      },
    );
  });
});
