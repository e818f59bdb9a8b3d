-- The money's audit trail (issue 32: "Nobody can see who changed what: a trustee answering to the
-- community cannot check a figure").
--
-- Every insert, change and removal of booking_items, payments, community_fund_entries, finance_months
-- (month closes) and the lodge's money settings (lodges.currency, lodges.community_share_pct) is
-- recorded by the database in `public.audit_log`: who (auth.uid() and their name and role at the
-- time), when, which table and row, the lodge, the booking where there is one (with its name at the
-- time), the action, the row before → after (jsonb) and the reason. The reason is what the writer
-- set for its transaction with `set_config('ecolodge.change_reason', <reason>, true)` (the money RPCs
-- of issue 32 do, for removals and corrections), null when unset.
--
-- The pattern is supabase/supa_audit's (one generic AFTER row trigger per table writing the record and
-- the old record as jsonb into one append-only table), written here in plain PL/pgSQL because
-- supa_audit is an extension PGlite does not carry and hosted projects need not have enabled.
--
-- Decisions (the issue was silent):
--  * Append-only for everyone: no role has UPDATE or DELETE on audit_log (service_role included), and a
--    trigger refuses both, and TRUNCATE, whoever asks. One exception, like the ledgers'
--    (ledger_is_append_only): when a whole lodge is deleted, its trail goes with it (the foreign key
--    cascades; the guard lets a row go only once its lodge no longer exists).
--  * The sample content is not in the trail, in either direction: the writes made in the transaction
--    that created the lodge (the sample seed: ~100 rows of items, payments, closes and fund entries)
--    are not recorded, so they never drown what people did; and remove_sample_content's deletes of
--    those same sample rows (still listed in private.sample_rows while it runs), and of the months the
--    seed closed, are not recorded either. Rows the team recorded are never deleted by it (issue 36's
--    guard), and anything the team does is recorded as usual.
--  * finance_months: a close (insert) and any removal are recorded; an update only when something
--    other than the bookkeeping columns (accounted_*, updated_at) changed — every close re-marks the
--    earlier months' accounted_* figures, which is not a change of what anyone reads.
--  * An update that changes nothing but updated_at, or created_by (cleared when a person's account is
--    deleted: ON DELETE SET NULL), is not recorded.
--  * actor_id has no foreign key: a person who deletes their account stays named in the trail.
--
-- Its indexes are few and it has no row triggers on insert (not even keep_row_owner: nothing can
-- update a row of it, so its lodge never changes), so a statement writing thousands of lines stays
-- well inside the API's statement timeout.
--
-- Who reads it (RLS): owners, managers and trustees of the lodge; staff and outsiders nothing. Nobody
-- writes it directly: only the trigger (security definer, in the private schema) inserts.

create table public.audit_log (
  id bigint generated always as identity primary key,
  lodge_id uuid not null references public.lodges (id) on delete cascade,
  at timestamptz not null default now(),
  lodge_day date not null,
  actor_id uuid,
  actor_name text,
  actor_role public.lodge_role,
  table_name text not null check (
    table_name in ('booking_items', 'payments', 'community_fund_entries', 'finance_months', 'lodges')),
  row_id text not null,
  booking_id uuid,
  booking_name text,
  action text not null check (action in ('insert', 'update', 'delete')),
  before jsonb,
  after jsonb,
  reason text check (char_length(reason) <= 500),
  check ((action = 'insert') = (before is null)),
  check ((action = 'delete') = (after is null))
);
comment on table public.audit_log is
  'The money''s audit trail (issue 32), append-only: one row per insert, update or delete of '
  'booking_items, payments, community_fund_entries, finance_months and the lodge''s money settings '
  '(currency, community_share_pct). actor_id = auth.uid() (null: the system), actor_name and '
  'actor_role as they were then; lodge_day = the lodge''s date when it happened (its time zone); '
  'row_id = the row''s id (finance_months: the month, YYYY-MM-DD; lodges: the lodge id); before and '
  'after = the row as jsonb (lodges: only the money settings); reason = the writer''s '
  '`ecolodge.change_reason` for its transaction. Written only by private.audit_money_change.';
create index audit_log_lodge_id_id_idx on public.audit_log (lodge_id, id desc);
create index audit_log_lodge_id_lodge_day_idx on public.audit_log (lodge_id, lodge_day);

alter table public.audit_log enable row level security;
revoke all on table public.audit_log from public, anon, authenticated, service_role;
grant select on table public.audit_log to authenticated, service_role;
create policy "Owners, managers and trustees read the audit trail" on public.audit_log
  for select to authenticated
  using (lodge_id in (select private.lodge_ids(array['owner', 'manager', 'trustee']::public.lodge_role[])));

/*
 * AFTER UPDATE, per row, on lodges (the money settings; the money tables use the set-based
 * private.audit_money_rows below, which skips the same rows): writes one
 * audit_log row (see the table's comment). Skips: rows of a lodge that no longer exists (a whole lodge
 * being deleted), writes in the transaction that created the lodge (the sample seed: lodges.created_at
 * is that transaction's now()), remove_sample_content's deletes of the lodge's sample rows, updates
 * that change nothing a person reads. Security definer: audit_log has no INSERT grant for anyone.
 * Issue 32: "every change is in an audit trail … written by triggers, so no client can skip it".
 */
create function private.audit_money_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row jsonb := case when tg_op = 'DELETE' then null else to_jsonb(new) end;
  v_old jsonb := case when tg_op = 'INSERT' then null else to_jsonb(old) end;
  v_lodge_id uuid;
  v_lodge public.lodges;
  v_uid uuid := (select auth.uid());
  v_booking_id uuid;
  v_noise text[] := array['updated_at', 'created_by'];
  v_reason text := nullif(btrim(coalesce(current_setting('ecolodge.change_reason', true), '')), '');
begin
  if tg_table_name = 'lodges' then
    v_lodge_id := (coalesce(v_row, v_old) ->> 'id')::uuid;
    v_row := jsonb_build_object('currency', v_row -> 'currency', 'community_share_pct', v_row -> 'community_share_pct');
    v_old := jsonb_build_object('currency', v_old -> 'currency', 'community_share_pct', v_old -> 'community_share_pct');
  else
    v_lodge_id := (coalesce(v_row, v_old) ->> 'lodge_id')::uuid;
  end if;
  select * into v_lodge from public.lodges l where l.id = v_lodge_id;
  if not found then
    return null; -- the whole lodge is being deleted
  end if;
  if v_lodge.created_at = now() then
    return null; -- the transaction that created the lodge: its sample seed
  end if;
  if tg_op = 'DELETE' then
    if coalesce(current_setting('ecolodge.sample_wipe', true), '') = v_lodge_id::text
       and exists (select 1 from private.sample_rows s
                    where s.lodge_id = v_lodge_id and s.table_name = tg_table_name
                      and s.row_id::text = v_old ->> 'id') then
      return null; -- remove_sample_content: a sample row the trail never held
    end if;
    if tg_table_name = 'finance_months' and v_lodge.sample_content then
      return null; -- remove_sample_content: a month the sample seed closed
    end if;
  end if;
  if tg_table_name = 'finance_months' then
    v_noise := v_noise || array['accounted_revenue', 'accounted_costs', 'accounted_commission', 'accounted_received'];
  end if;
  if tg_op = 'UPDATE' and (v_old - v_noise) = (v_row - v_noise) then
    return null;
  end if;

  v_booking_id := (coalesce(v_row, v_old) ->> 'booking_id')::uuid;
  insert into public.audit_log
    (lodge_id, lodge_day, actor_id, actor_name, actor_role, table_name, row_id, booking_id, booking_name,
     action, before, after, reason)
  values (
    v_lodge_id,
    (now() at time zone v_lodge.timezone)::date,
    v_uid,
    (select coalesce(nullif(btrim(p.full_name), ''), p.username) from public.profiles p where p.id = v_uid),
    (select m.role from public.lodge_members m where m.lodge_id = v_lodge_id and m.user_id = v_uid),
    tg_table_name,
    case tg_table_name when 'finance_months' then coalesce(v_row, v_old) ->> 'month'
                       when 'lodges' then v_lodge_id::text
                       else coalesce(v_row, v_old) ->> 'id' end,
    v_booking_id,
    (select b.name from public.bookings b where b.lodge_id = v_lodge_id and b.id = v_booking_id),
    lower(tg_op),
    v_old,
    v_row,
    case when v_reason is null then null else left(v_reason, 500) end);
  return null;
end;
$$;
revoke execute on function private.audit_money_change() from public, anon, authenticated;

/*
 * The same record for the money tables, per statement (AFTER INSERT / UPDATE / DELETE with transition
 * tables `new_rows` / `old_rows`): one INSERT … SELECT writes a row per changed row, so a statement
 * touching thousands of lines (an import; issue 36's 9,300-line month) stays one set-based write
 * rather than thousands of trigger calls. Skips exactly what private.audit_money_change skips. An
 * UPDATE pairs old and new rows by key (id; finance_months: lodge and month), which never change.
 */
create function private.audit_money_rows()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_name text := (select coalesce(nullif(btrim(p.full_name), ''), p.username) from public.profiles p
                   where p.id = (select auth.uid()));
  v_reason text := nullif(btrim(coalesce(current_setting('ecolodge.change_reason', true), '')), '');
  v_wipe text := coalesce(current_setting('ecolodge.sample_wipe', true), '');
  v_noise text[] := array['updated_at', 'created_by'];
  v_key text := case when tg_table_name = 'finance_months' then 'month' else 'id' end;
  v_changes text;
begin
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

do $$
declare
  v_table text;
begin
  foreach v_table in array array['booking_items', 'payments', 'community_fund_entries', 'finance_months'] loop
    execute format('create trigger audit_insert after insert on public.%I referencing new table as new_rows '
                   'for each statement execute function private.audit_money_rows()', v_table);
    execute format('create trigger audit_update after update on public.%I '
                   'referencing old table as old_rows new table as new_rows '
                   'for each statement execute function private.audit_money_rows()', v_table);
    execute format('create trigger audit_delete after delete on public.%I referencing old table as old_rows '
                   'for each statement execute function private.audit_money_rows()', v_table);
  end loop;
end;
$$;
create trigger audit_money_settings after update on public.lodges
  for each row
  when (old.currency is distinct from new.currency or old.community_share_pct is distinct from new.community_share_pct)
  execute function private.audit_money_change();

/*
 * BEFORE UPDATE / DELETE on audit_log, and BEFORE TRUNCATE: the trail is never changed or removed,
 * whoever asks (service_role and the table's owner included) — except the rows of a lodge that is being
 * deleted as a whole (the cascade runs after the lodge row is gone).
 * @raises 42501 'audit_log_append_only'.
 */
create function private.audit_log_is_append_only()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' and not exists (select 1 from public.lodges l where l.id = old.lodge_id) then
    return old;
  end if;
  raise exception 'audit_log_append_only' using errcode = '42501',
    detail = 'The audit trail is never changed or deleted.';
end;
$$;
revoke execute on function private.audit_log_is_append_only() from public, anon, authenticated;
create trigger append_only before update or delete on public.audit_log
  for each row execute function private.audit_log_is_append_only();
create trigger append_only_truncate before truncate on public.audit_log
  for each statement execute function private.audit_log_is_append_only();

/*
 * The audit trail for the History page and the trustees' report's appendix (issue 32), newest first,
 * read as the caller (security invoker: RLS lets owners, managers and trustees read their lodge's;
 * anyone else gets nothing). Filters: `p_month` (any day of a month: entries whose lodge-local day is
 * in it), `p_booking_id`, `p_actor_id`; `p_limit` entries (1…1000, default 50). Returns jsonb:
 *   entries   [{id, at, lodge_day, actor_id, actor_name, actor_role, table_name, row_id, booking_id,
 *              booking_name, action, before, after, reason}]
 *   has_more  whether more entries match
 *   people    [{id, name}] everyone with an entry in the month (all months when p_month is null)
 *   bookings  [{id, name}] every booking with an entry in the month (likewise), for the filters
 */
create function public.audit_trail(
  p_lodge_id uuid,
  p_month date default null,
  p_booking_id uuid default null,
  p_actor_id uuid default null,
  p_limit integer default 50
)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  with scope as (
    select a.* from public.audit_log a
     where a.lodge_id = p_lodge_id
       and (p_month is null or (a.lodge_day >= date_trunc('month', p_month)::date
                                and a.lodge_day < (date_trunc('month', p_month) + interval '1 month')::date))
  ),
  picked as (
    select s.* from scope s
     where (p_booking_id is null or s.booking_id = p_booking_id)
       and (p_actor_id is null or s.actor_id = p_actor_id)
     order by s.id desc
     limit least(greatest(coalesce(p_limit, 50), 1), 1000) + 1
  )
  select jsonb_build_object(
    'entries', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', p.id, 'at', p.at, 'lodge_day', p.lodge_day, 'actor_id', p.actor_id,
               'actor_name', p.actor_name, 'actor_role', p.actor_role, 'table_name', p.table_name,
               'row_id', p.row_id, 'booking_id', p.booking_id, 'booking_name', p.booking_name,
               'action', p.action, 'before', p.before, 'after', p.after, 'reason', p.reason)
             order by p.id desc)
        from (select * from picked order by id desc limit least(greatest(coalesce(p_limit, 50), 1), 1000)) p),
      '[]'::jsonb),
    'has_more', (select count(*) from picked) > least(greatest(coalesce(p_limit, 50), 1), 1000),
    'people', coalesce((
      select jsonb_agg(jsonb_build_object('id', x.actor_id, 'name', x.name) order by x.name)
        from (select distinct on (s.actor_id) s.actor_id, coalesce(s.actor_name, 'Someone') as name
                from scope s where s.actor_id is not null order by s.actor_id, s.id desc) x), '[]'::jsonb),
    'bookings', coalesce((
      select jsonb_agg(jsonb_build_object('id', x.booking_id, 'name', x.name) order by x.name)
        from (select distinct on (s.booking_id) s.booking_id, coalesce(s.booking_name, 'A removed booking') as name
                from scope s where s.booking_id is not null order by s.booking_id, s.id desc) x), '[]'::jsonb)
  )
$$;
comment on function public.audit_trail(uuid, date, uuid, uuid, integer) is
  'The money''s audit trail (issue 32), newest first, filtered by month, booking and person; RLS as the caller.';
revoke execute on function public.audit_trail(uuid, date, uuid, uuid, integer) from public, anon;
grant execute on function public.audit_trail(uuid, date, uuid, uuid, integer) to authenticated, service_role;
