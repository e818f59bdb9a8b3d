-- Issue 33 (the suite's time): a first sign-in's lodge is made with less work in the database, with
-- the same rows, the same audit trail and the same refusals as before.
--
-- Measured with track_functions on the embedded backend (PGlite), ensure_first_lodge spent about a
-- quarter of its time in private.audit_money_rows and a tenth in private.check_lodge_timezone:
--
--  1. audit_money_rows (20261130300000) built, parsed and planned its dynamic INSERT … SELECT for each
--     statement on the money tables — 14 statements while the sample content is seeded — and turned
--     every row into jsonb, only for its `l.created_at <> now()` to keep none of them (a lodge's own
--     making is not audited). It now first asks, with a query planned once, whether any changed row
--     belongs to a lodge made before this transaction, and returns when none does: exactly the case
--     where the INSERT wrote nothing. Everything else is the same function.
--  2. check_lodge_timezone (20261123200000) read every zone of the server's time-zone database
--     (pg_timezone_names loads each zone file: ≈ 600) for each lodge made or each time-zone update. A
--     name it found is now remembered in private.known_time_zones, filled only by this check and only
--     with names pg_timezone_names listed, so the next lodge in the same zone is checked with one
--     index probe. An unknown name still reads the whole list and is still refused the same way.
--  3. record_sample_rows (20261126110000), at the commit of a sample lodge's making, found the lodge
--     tables through information_schema (views that check privileges column by column: ≈ 100 ms on
--     PGlite for this one query, ≈ 15 ms through pg_catalog). It now asks pg_catalog for the same
--     tables: base tables of schema public (relkind r or p) with a lodge_id column and a uuid id column.

/*
 * Time-zone names private.check_lodge_timezone found in pg_catalog.pg_timezone_names on this server
 * (a cache: names are only added, by that check). Not exposed through the API (schema private, no
 * grants).
 */
create table private.known_time_zones (
  name text primary key
);
alter table private.known_time_zones enable row level security;
revoke all on table private.known_time_zones from public, anon, authenticated;

/*
 * lodges BEFORE INSERT OR UPDATE OF timezone: refuses a name that is not in the server's time-zone
 * database (pg_timezone_names), e.g. 'Mars/Olympus' or an abbreviation such as 'CAT'. A name found
 * once is remembered (private.known_time_zones). Security definer: it writes that private table.
 * @raises 22023 'unknown_time_zone' (detail names the value) for a name not in the list.
 */
create or replace function private.check_lodge_timezone()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from private.known_time_zones k where k.name = new.timezone) then
    return new;
  end if;
  if not exists (select 1 from pg_catalog.pg_timezone_names where name = new.timezone) then
    raise exception 'unknown_time_zone' using errcode = '22023',
      detail = format('"%s" is not a time zone name such as Africa/Gaborone.', new.timezone);
  end if;
  insert into private.known_time_zones (name) values (new.timezone) on conflict (name) do nothing;
  return new;
end;
$$;
revoke execute on function private.check_lodge_timezone() from public;

/*
 * Money tables (booking_items, payments, community_fund_entries, finance_months) AFTER INSERT/UPDATE/
 * DELETE, per statement: writes one public.audit_log row per changed row, as 20261130300000 describes
 * (who, the lodge's day, before/after, the reason; not for a lodge made in this transaction, nor a
 * sample row the sample wipe deletes, nor an update that changed only noise columns). Returns at once
 * when no changed row belongs to a lodge made before this transaction (the sample content's seeding),
 * where the INSERT below would write nothing.
 */
create or replace function private.audit_money_rows()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid;
  v_name text;
  v_reason text;
  v_wipe text;
  v_noise text[];
  v_key text;
  v_changes text;
begin
  -- The lodge of a change is its row's lodge_id: after the change, or before it for a delete.
  if tg_op = 'DELETE' then
    if not exists (select 1 from old_rows o join public.lodges l on l.id = o.lodge_id
                    where l.created_at <> now()) then
      return null;
    end if;
  elsif not exists (select 1 from new_rows n join public.lodges l on l.id = n.lodge_id
                     where l.created_at <> now()) then
    return null;
  end if;

  v_uid := (select auth.uid());
  v_name := (select coalesce(nullif(btrim(p.full_name), ''), p.username) from public.profiles p
              where p.id = (select auth.uid()));
  v_reason := nullif(btrim(coalesce(current_setting('ecolodge.change_reason', true), '')), '');
  v_wipe := coalesce(current_setting('ecolodge.sample_wipe', true), '');
  v_noise := array['updated_at', 'created_by'];
  v_key := case when tg_table_name = 'finance_months' then 'month' else 'id' end;
  if tg_table_name = 'finance_months' then
    v_noise := v_noise || array['accounted_revenue', 'accounted_costs', 'accounted_commission', 'accounted_received'];
  end if;
  v_changes := case tg_op
    when 'INSERT' then 'select null::jsonb as before, to_jsonb(n) as after from new_rows n'
    when 'DELETE' then 'select to_jsonb(o) as before, null::jsonb as after from old_rows o'
    else 'select to_jsonb(o) as before, to_jsonb(n) as after from old_rows o join new_rows n on '
         || case when tg_table_name = 'finance_months' then 'o.lodge_id = n.lodge_id and o.month = n.month'
                 else 'o.id = n.id' end
  end;
  execute format($sql$
    insert into public.audit_log
      (lodge_id, lodge_day, actor_id, actor_name, actor_role, table_name, row_id, booking_id, booking_name,
       action, before, after, reason)
    select l.id, (now() at time zone l.timezone)::date, $1, $5,
           (select m.role from public.lodge_members m where m.lodge_id = l.id and m.user_id = $1),
           %1$L, coalesce(c.after, c.before) ->> %2$L,
           (coalesce(c.after, c.before) ->> 'booking_id')::uuid, b.name,
           %3$L, c.before, c.after, left($2, 500)
      from (%4$s) c
      join public.lodges l on l.id = (coalesce(c.after, c.before) ->> 'lodge_id')::uuid
      left join public.bookings b
        on b.lodge_id = l.id and b.id = (coalesce(c.after, c.before) ->> 'booking_id')::uuid
     where l.created_at <> now()
       and not (%3$L = 'delete' and $3 = l.id::text
                and exists (select 1 from private.sample_rows s
                             where s.lodge_id = l.id and s.table_name = %1$L
                               and s.row_id::text = c.before ->> 'id'))
       and not (%3$L = 'delete' and %1$L = 'finance_months' and l.sample_content)
       and (c.before is null or c.after is null or (c.before - $4) <> (c.after - $4))
  $sql$, tg_table_name, v_key, lower(tg_op), v_changes)
  using v_uid, v_reason, v_wipe, v_noise, v_name;
  return null;
end;
$$;
revoke execute on function private.audit_money_rows() from public, anon, authenticated;

/*
 * Records every row of the lodge in every lodge table with an `id` as a sample row. Called when the
 * transaction that created a sample lodge commits (a deferred constraint trigger), so whatever seed
 * functions ran in it — today's and any added later (e.g. sample money) — are covered without each
 * having to mark its rows. The tables: base tables of schema public with a `lodge_id` column and a
 * uuid `id` column, but lodge_members, lodge_invitations and deleted_rows (read from pg_catalog, the
 * same list information_schema gave for 20261126110000, without its per-column privilege checks).
 */
create or replace function private.record_sample_rows()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_table text;
begin
  if not exists (select 1 from public.lodges l where l.id = new.id) then
    return null;
  end if;
  for v_table in
    select c.relname::text
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p')
       and c.relname not in ('lodge_members', 'lodge_invitations', 'deleted_rows')
       and exists (select 1 from pg_catalog.pg_attribute a
                    where a.attrelid = c.oid and a.attname = 'lodge_id' and a.attnum > 0 and not a.attisdropped)
       and exists (select 1 from pg_catalog.pg_attribute a
                    where a.attrelid = c.oid and a.attname = 'id' and a.attnum > 0 and not a.attisdropped
                      and a.atttypid = 'pg_catalog.uuid'::pg_catalog.regtype)
  loop
    execute format(
      'insert into private.sample_rows (lodge_id, table_name, row_id) '
      'select $1, %L, s.id from public.%I s where s.lodge_id = $1 on conflict do nothing',
      v_table, v_table)
    using new.id;
  end loop;
  return null;
end;
$$;
revoke execute on function private.record_sample_rows() from public, anon, authenticated;
