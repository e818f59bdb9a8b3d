import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../../server/db/worker-database.ts';
import { openDatabase } from '../../server/db/database.ts';

/**
 * The schema conventions of the lodge data (issue #8, shared/notes/lodge-data-and-offline.md §1.4),
 * checked on the catalogue the migrations build, so a future migration that forgets one fails here:
 * RLS on every table, the sync columns and index, composite lodge foreign keys, the touch trigger,
 * and functions that are safe to expose.
 */

let dir: string;
let db: Database;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ecolodge-db-conventions-'));
  ({ db } = await openDatabase(join(dir, 'pgdata')));
}, 120_000);

afterAll(async () => {
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function rows<T>(sql: string): Promise<T[]> {
  return (await db.query<T>(sql)).rows;
}

/** Public tables that carry lodge data (all but profiles, which is per user). */
async function lodgeTables(): Promise<string[]> {
  const found = await rows<{ table_name: string }>(`
    select c.relname as table_name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r'
       and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'lodge_id')
     order by 1`);
  return found.map((row) => row.table_name).filter((name) => !APPEND_ONLY_LOGS.includes(name));
}

/**
 * Issue 32's append-only logs: written only by triggers, never edited, so they carry their own time
 * (`at`, `created_at`) and actor instead of the editable rows' created/updated columns and touch
 * trigger, and are not pulled incrementally by `updated_at`.
 */
const APPEND_ONLY_LOGS = ['audit_log', 'money_adjustments'];

describe('lodge schema conventions', () => {
  it('enables RLS on every public table and grants nothing to anon', async () => {
    const offenders = await rows<{ name: string; rls: boolean; anon: boolean }>(`
      select c.relname as name, c.relrowsecurity as rls,
             has_table_privilege('anon', c.oid, 'select, insert, update, delete') as anon
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r'
         and (not c.relrowsecurity or has_table_privilege('anon', c.oid, 'select, insert, update, delete'))`);
    expect(offenders).toEqual([]);
  });

  it('gives every lodge table lodge_id not null, created_at, created_by, updated_at and the touch trigger', async () => {
    const tables = await lodgeTables();
    expect(tables.length).toBeGreaterThanOrEqual(15);
    const missing: string[] = [];
    for (const table of tables) {
      const columns = await rows<{ name: string; not_null: boolean }>(`
        select a.attname as name, a.attnotnull as not_null from pg_attribute a
         where a.attrelid = 'public.${table}'::regclass and a.attnum > 0 and not a.attisdropped`);
      const byName = new Map(columns.map((column) => [column.name, column.not_null]));
      if (byName.get('lodge_id') !== true && table !== 'lodges') missing.push(`${table}.lodge_id not null`);
      for (const column of ['created_at', 'created_by', 'updated_at']) {
        if (!byName.has(column)) missing.push(`${table}.${column}`);
      }
      const touch = await rows(`
        select 1 from pg_trigger t join pg_proc p on p.oid = t.tgfoid
         where t.tgrelid = 'public.${table}'::regclass and p.proname = 'touch'`);
      if (touch.length === 0) missing.push(`${table}: touch trigger`);
    }
    expect(missing).toEqual([]);
  });

  it('indexes (lodge_id, updated_at) on every synced lodge table, for incremental pulls', async () => {
    const unindexed = await rows<{ name: string }>(`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r'
         and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'lodge_id')
         and c.relname <> all (array['audit_log', 'money_adjustments'])
         and not exists (
           select 1 from pg_index i
            where i.indrelid = c.oid
              and (select array_agg(a.attname order by k.i) from unnest(i.indkey) with ordinality k(n, i)
                     join pg_attribute a on a.attrelid = c.oid and a.attnum = k.n)
                  = array['lodge_id', 'updated_at']::name[])`);
    expect(unindexed).toEqual([]);
  });

  it('makes every reference between lodge tables carry lodge_id (no row can point into another lodge)', async () => {
    const single = await rows<{ constraint: string }>(`
      select con.conname as constraint from pg_constraint con
        join pg_class c on c.oid = con.conrelid join pg_namespace n on n.oid = c.relnamespace
        join pg_class r on r.oid = con.confrelid
       where con.contype = 'f' and n.nspname = 'public' and r.relname <> 'lodges' and r.relname <> 'profiles'
         and r.relnamespace = n.oid
         and exists (select 1 from pg_attribute a where a.attrelid = r.oid and a.attname = 'lodge_id')
         and not exists (
           select 1 from unnest(con.conkey) k(n) join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n
            where a.attname = 'lodge_id')`);
    expect(single).toEqual([]);
  });

  it('indexes lodge_members by user_id (the RLS helper looks members up by user)', async () => {
    const found = await rows(`
      select 1 from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
       where i.indrelid = 'public.lodge_members'::regclass and a.attname = 'user_id'`);
    expect(found).toHaveLength(1);
  });

  it('pins search_path on every security definer function and keeps anon and PUBLIC off them', async () => {
    const unsafe = await rows<{ name: string; path: boolean; anon: boolean }>(`
      select p.oid::regprocedure::text as name,
             coalesce(array_to_string(p.proconfig, ',') like '%search_path=%', false) as path,
             has_function_privilege('anon', p.oid, 'execute') as anon
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname in ('public', 'private') and p.prosecdef
         and (not coalesce(array_to_string(p.proconfig, ',') like '%search_path=%', false)
              or has_function_privilege('anon', p.oid, 'execute'))`);
    // The one deliberate exception (issue 12): signed-out sign-up asks whether a username is free; it
    // answers yes/no for one name and reads nothing else (supabase/migrations/*_username_rule.sql).
    // Issue 33: Register asks whether an invite code can be used: yes/no, rate limited
    // (supabase/migrations/*_invite_codes_at_register.sql).
    const deliberatelyPublic = ['is_username_available(text)', 'invite_code_is_valid(text)'];
    expect(unsafe.filter((fn) => !(deliberatelyPublic.includes(fn.name) && fn.path))).toEqual([]);
  });

  it('exposes no private function to PUBLIC and only the RLS helpers to authenticated', async () => {
    const callable = await rows<{ name: string }>(`
      select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'private' and has_function_privilege('authenticated', p.oid, 'execute')
       order by 1`);
    // Issue 31: two pure helpers of security-invoker RPCs (free_rooms, housekeeping_board) run as the caller.
    // Issue 36: minor_units, the pure check of an amount sent as JSON (record_payment, add_booking_item).
    expect(callable.map((row) => row.name)).toEqual([
      'check_stay_dates',
      'co_member_ids',
      'lodge_ids',
      'lodge_today',
      'minor_units',
      'my_role',
      'room_status_on',
    ]);
  });

  it('lets migrations own everything they made as the hosted postgres role, not a superuser', async () => {
    const owners = await rows<{ owner: string; superuser: boolean }>(`
      select distinct r.rolname as owner, r.rolsuper as superuser from pg_class c
        join pg_namespace n on n.oid = c.relnamespace join pg_roles r on r.oid = c.relowner
       where n.nspname in ('public', 'private') and c.relkind = 'r'`);
    expect(owners.every((row) => !row.superuser)).toBe(true);
  });
});
