-- Rows stay in their lodge and with their people; deleted rows stay deleted (issue 23, "Hardening of
-- the lodge surfaces"). Runs after every migration that creates lodge tables (hence its timestamp)
-- and attaches its triggers to every such table it finds, so tables added by earlier migrations get
-- them without naming them here. A table created by a LATER migration must attach them itself (the
-- real-PostgreSQL job, scripts/real-postgres.ts, fails when one is missing).
--
--  1. A member of lodge A who also owns lodge B could PATCH one of A's rows with B's lodge_id: the
--     UPDATE policies check the new row's lodge, not the role in the old one, so the row left A
--     (and no tombstone told A's phones). A manager could likewise take over another member's
--     training_progress / language_practice rows by setting user_id to themselves. Now lodge_id,
--     created_by and the person a per-person row belongs to never change (private.keep_row_owner).
--  2. created_at came from the client on insert; now the server sets it for API inserts, like
--     updated_at (private.touch already keeps it on update).
--  3. An offline insert replayed after a manager deleted the row brought it back next to its
--     tombstone; now an insert whose id is tombstoned is refused (private.refuse_deleted_row).
--  4. public.day_pack_changes is revoked from anon explicitly: projects with the older default
--     privileges (anon gets EXECUTE on every new public function) would otherwise let anon call it.
--  5. private.touch put created_by back on every update, including the one ON DELETE SET NULL makes
--     when a person is deleted: on PostgreSQL 15 (hosted) deleting a person who had written any lodge
--     row failed (23503), and on PGlite their rows kept pointing at a profile that no longer exists.
--     Now that cascade clears it.

-- ---------------------------------------------------------------------------------------------------
-- 1 + 2: ownership columns never change; created_at from the server clock
-- ---------------------------------------------------------------------------------------------------

/*
 * BEFORE INSERT OR UPDATE on every lodge table. Trigger arguments: the table's ownership columns
 * (lodge_id, created_by, and user_id where the row belongs to one person).
 *  - INSERT by an API role (authenticated, anon): created_at := now(), whatever the client sent.
 *    Security definer RPCs (the sample lodge's seed orders its rows by created_at) and service_role
 *    keep theirs.
 *  - UPDATE, by anyone (service_role and RPCs included): changing an ownership column raises
 *    42501 '<column>_cannot_change' (PostgREST: 403) and nothing is written. A row that belongs in
 *    another lodge is deleted (leaving a tombstone) and made anew there.
 *    One exception: created_by may become null inside a cascade (pg_trigger_depth() > 1) — that is
 *    ON DELETE SET NULL removing a deleted person's authorship (see private.touch below).
 * @raises 42501 'lodge_id_cannot_change' | 'created_by_cannot_change' | 'user_id_cannot_change'.
 */
create function private.keep_row_owner()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_old jsonb;
  v_new jsonb;
  v_column text;
begin
  if tg_op = 'INSERT' then
    if current_user in ('authenticated', 'anon') and to_jsonb(new) ? 'created_at' then
      new.created_at := now();
    end if;
    return new;
  end if;
  v_old := to_jsonb(old);
  v_new := to_jsonb(new);
  foreach v_column in array coalesce(tg_argv, '{}'::text[]) loop
    if v_new -> v_column is distinct from v_old -> v_column then
      if v_column = 'created_by' and v_new -> v_column = 'null'::jsonb and pg_trigger_depth() > 1 then
        continue;
      end if;
      raise exception '%_cannot_change', v_column using errcode = '42501',
        detail = format('%s.%s says whose row this is and never changes.', tg_table_name, v_column);
    end if;
  end loop;
  return new;
end;
$$;
revoke execute on function private.keep_row_owner() from public;

-- Every table in public with a lodge_id column, and lodges itself. Ownership columns: lodge_id,
-- created_by, and user_id when its foreign key deletes the row with its person (ON DELETE CASCADE:
-- training_progress, language_practice, lodge_members) — not staff_members.user_id, an optional
-- link a manager sets and that is cleared when the member leaves.
do $$
declare
  v_table record;
begin
  for v_table in
    select c.relname,
           (select string_agg(quote_literal(a.attname), ', ' order by a.attnum)
              from pg_attribute a
             where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
               and (a.attname in ('lodge_id', 'created_by')
                    or (a.attname = 'user_id' and exists (
                          select 1 from pg_constraint con
                           where con.conrelid = c.oid and con.contype = 'f' and con.confdeltype = 'c'
                             and a.attnum = any (con.conkey))))) as columns
      from pg_class c
     where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
       and (c.relname = 'lodges'
            or exists (select 1 from pg_attribute a
                        where a.attrelid = c.oid and a.attname = 'lodge_id' and not a.attisdropped))
     order by c.relname
  loop
    execute format(
      'create trigger keep_row_owner before insert or update on public.%I '
      'for each row execute function private.keep_row_owner(%s)',
      v_table.relname, coalesce(v_table.columns, ''));
  end loop;
end;
$$;

/*
 * As in 20261123190000_lodge_tenancy.sql — BEFORE INSERT OR UPDATE: `updated_at` from the server
 * clock, `created_by` = the caller for API inserts, `created_at` and `created_by` kept on update —
 * except that `created_by` may become null inside a cascade (pg_trigger_depth() > 1): ON DELETE SET
 * NULL clearing a deleted person's authorship. (private.keep_row_owner refuses any other change.)
 */
create or replace function private.touch()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  if tg_op = 'INSERT' then
    if current_user = 'authenticated' then
      new.created_by := (select auth.uid());
    end if;
  else
    new.created_at := old.created_at;
    if not (new.created_by is null and pg_trigger_depth() > 1) then
      new.created_by := old.created_by;
    end if;
  end if;
  return new;
end;
$$;

-- ---------------------------------------------------------------------------------------------------
-- 3: a deleted row is not brought back by a replayed insert
-- ---------------------------------------------------------------------------------------------------

/*
 * BEFORE INSERT on every table whose deletions leave a tombstone (those with the record_deletion
 * trigger, 20261123220000_deleted_rows.sql): refuses a row whose id is in public.deleted_rows for
 * that table. An offline phone replaying an insert after a manager deleted the row would otherwise
 * resurrect it (an upsert that ignores duplicates finds no duplicate any more). Applies to every
 * caller; to restore a row on purpose, delete its tombstone first (service_role).
 * Read as the caller: inserting into a lodge needs its membership, which also shows its tombstones.
 * @raises 23505 'row_was_deleted' (PostgREST: 409 Conflict; the app sets the write aside in Needs
 * attention rather than treating it as "already there").
 */
create function private.refuse_deleted_row()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if exists (select 1 from public.deleted_rows d where d.row_id = new.id and d.table_name = tg_table_name) then
    raise exception 'row_was_deleted' using errcode = '23505',
      detail = format('This %s row was deleted in the lodge after this copy was made; it is not added again.',
                      tg_table_name),
      hint = 'Make a new one if it is still needed.';
  end if;
  return new;
end;
$$;
revoke execute on function private.refuse_deleted_row() from public;

create index deleted_rows_row_id_table_name_idx on public.deleted_rows (row_id, table_name);

do $$
declare
  v_table record;
begin
  for v_table in
    select distinct c.relname
      from pg_trigger t
      join pg_class c on c.oid = t.tgrelid
     where c.relnamespace = 'public'::regnamespace and t.tgname = 'record_deletion' and not t.tgisinternal
     order by c.relname
  loop
    execute format(
      'create trigger refuse_deleted_row before insert on public.%I '
      'for each row execute function private.refuse_deleted_row()',
      v_table.relname);
  end loop;
end;
$$;

-- ---------------------------------------------------------------------------------------------------
-- 4: the day pack's pull is for signed-in members only
-- ---------------------------------------------------------------------------------------------------

revoke execute on function public.day_pack_changes(uuid, timestamptz, timestamptz, date, date) from anon;
