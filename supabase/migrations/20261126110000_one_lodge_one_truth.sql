-- One lodge, one truth (issue 18, the lodge and team parts):
--
--  * the lodge a person used last, kept per member on the server (`lodge_members.last_opened_at`,
--    set by `open_lodge`), so any phone opens the same lodge;
--  * joining by code at sign-up (`join_lodge_from_sign_up`: the code the person typed on Register,
--    carried in their user metadata) before `ensure_first_lodge` runs, so they get no sample lodge;
--  * joining by code that says what happened (`redeem_lodge_invitation`: the role, whether they
--    were already a member, and the caller's untouched sample lodge they might remove);
--  * `create_lodge` (New lodge in the drawer) with an optional sample content, seeded by the one
--    sequence both paths use (`private.seed_sample_content`);
--  * which rows are sample rows (`private.sample_rows`, recorded when a sample lodge's transaction
--    commits), so `remove_sample_content` removes those and keeps what the team added;
--  * owner rules: owners cannot demote or remove other owners (an owner steps down themselves,
--    never the last one); only owners make owners (unchanged).

-- ---------------------------------------------------------------------------------------------------
-- The last-used lodge, per member
-- ---------------------------------------------------------------------------------------------------

alter table public.lodge_members add column last_opened_at timestamptz;
comment on column public.lodge_members.last_opened_at is
  'When this member last opened this lodge in the app (open_lodge); the app opens the latest on any phone.';

/*
 * Records that the caller opened `p_lodge_id` now (the drawer's switch, a lodge just joined or made).
 * A lodge the caller is not in is ignored (nothing to record).
 * @raises 42501 'not_authenticated' when signed out.
 */
create function public.open_lodge(p_lodge_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
begin
  if v_uid is null then
    raise exception 'not_authenticated' using errcode = '42501';
  end if;
  update public.lodge_members
     set last_opened_at = now()
   where lodge_id = p_lodge_id and user_id = v_uid;
end;
$$;
revoke execute on function public.open_lodge(uuid) from public, anon;
grant execute on function public.open_lodge(uuid) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------
-- Sample rows: which rows of a lodge came from the sample seed
-- ---------------------------------------------------------------------------------------------------

create table private.sample_rows (
  lodge_id uuid not null references public.lodges (id) on delete cascade,
  table_name text not null,
  row_id uuid not null,
  primary key (lodge_id, table_name, row_id)
);
comment on table private.sample_rows is
  'Rows a sample seed put into a lodge (table and id), recorded when the lodge''s creating transaction '
  'commits. remove_sample_content() deletes them; rows the team added are never here. Not exposed.';
alter table private.sample_rows enable row level security;
revoke all on table private.sample_rows from public, anon, authenticated;

/*
 * Records every row of the lodge in every lodge table with an `id` as a sample row. Called when the
 * transaction that created a sample lodge commits (a deferred constraint trigger), so whatever seed
 * functions ran in it — today's and any added later (e.g. sample money) — are covered without each
 * having to mark its rows.
 */
create function private.record_sample_rows()
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
    select c.table_name
      from information_schema.columns c
      join information_schema.tables t
        on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
     where c.table_schema = 'public' and c.column_name = 'lodge_id'
       and c.table_name not in ('lodge_members', 'lodge_invitations', 'deleted_rows')
       and exists (select 1 from information_schema.columns i
                    where i.table_schema = 'public' and i.table_name = c.table_name
                      and i.column_name = 'id' and i.data_type = 'uuid')
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

create constraint trigger record_sample_rows
  after insert on public.lodges
  deferrable initially deferred
  for each row when (new.sample_content)
  execute function private.record_sample_rows();

-- Sample lodges made before this migration: their rows from the first day (created in the lodge's
-- own transaction, or dated before it by the seed) are sample rows.
do $$
declare
  v_table text;
begin
  for v_table in
    select unnest(array['staff_members', 'shifts', 'bookings', 'daily_notes', 'booking_notes', 'products',
                        'distribution_channels', 'reviews', 'review_replies', 'training_progress',
                        'language_practice', 'feedback_scores', 'social_mentions', 'message_templates'])
  loop
    execute format(
      'insert into private.sample_rows (lodge_id, table_name, row_id) '
      'select s.lodge_id, %L, s.id from public.%I s join public.lodges l on l.id = s.lodge_id '
      'where l.sample_content and s.created_at <= l.created_at on conflict do nothing',
      v_table, v_table);
  end loop;
end;
$$;

/*
 * The spec's sample content for a lodge, in one place: the sequence `ensure_first_lodge` runs and
 * `create_lodge` runs when Add sample content is ticked. Its rows are recorded as sample rows when
 * the transaction commits (the lodge must have `sample_content` set).
 * Merge note: further sample seeds (sample money) are added here.
 */
create function private.seed_sample_content(p_lodge_id uuid, p_user_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.seed_sample_lodge(p_lodge_id, p_user_id);
  perform private.seed_sample_guest_experience(p_lodge_id, p_user_id);
end;
$$;
revoke execute on function private.seed_sample_content(uuid, uuid) from public, anon, authenticated;

/*
 * Whether the lodge is a sample lodge nobody has changed: sample content, one member, and no row of
 * any lodge table (tombstones and invitations included) written after the lodge's own transaction.
 * Opening the lodge (lodge_members.last_opened_at) does not count as a change.
 */
create function private.is_untouched_sample_lodge(p_lodge_id uuid)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_lodge public.lodges;
  v_table text;
  v_changed boolean;
begin
  select * into v_lodge from public.lodges where id = p_lodge_id;
  if not found or not v_lodge.sample_content or v_lodge.updated_at > v_lodge.created_at then
    return false;
  end if;
  if (select count(*) from public.lodge_members m where m.lodge_id = p_lodge_id) <> 1 then
    return false;
  end if;
  for v_table in
    select c.table_name
      from information_schema.columns c
      join information_schema.tables t
        on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
     where c.table_schema = 'public' and c.column_name = 'lodge_id' and c.table_name <> 'lodge_members'
       and exists (select 1 from information_schema.columns i
                    where i.table_schema = 'public' and i.table_name = c.table_name
                      and i.column_name = 'updated_at')
  loop
    execute format('select exists (select 1 from public.%I where lodge_id = $1 and updated_at > $2)', v_table)
      into v_changed using p_lodge_id, v_lodge.created_at;
    if v_changed then
      return false;
    end if;
  end loop;
  return true;
end;
$$;
revoke execute on function private.is_untouched_sample_lodge(uuid) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------------
-- Joining
-- ---------------------------------------------------------------------------------------------------

/*
 * Joins the lodge of an invite code and says what happened (Join a lodge on /account):
 *   { "lodge_id": uuid, "role": lodge_role, "already_member": boolean,
 *     "sample_lodge_id": uuid | null }
 * `already_member`: the caller was in that lodge already ("You are already a member (Manager)", with
 * their current role; the code stays unused). `sample_lodge_id`: another lodge the caller alone owns
 * that is an untouched sample lodge ("Remove your sample lodge?"), else null.
 * @raises P0001 'invitation_not_found' | 'invitation_used' | 'invitation_expired' (HTTP 400), and
 *   42501 'not_authenticated', as accept_lodge_invitation.
 */
create function public.redeem_lodge_invitation(p_code text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_lodge_id uuid;
  v_role public.lodge_role;
  v_already boolean;
  v_sample uuid;
begin
  if v_uid is null then
    raise exception 'not_authenticated' using errcode = '42501';
  end if;
  select i.lodge_id into v_lodge_id
    from public.lodge_invitations i
   where i.code = private.normalize_invite_code(p_code);
  v_already := v_lodge_id is not null and exists (
    select 1 from public.lodge_members m where m.lodge_id = v_lodge_id and m.user_id = v_uid);
  v_lodge_id := public.accept_lodge_invitation(p_code);
  update public.lodge_members set last_opened_at = now()
   where lodge_id = v_lodge_id and user_id = v_uid
  returning role into v_role;
  select m.lodge_id into v_sample
    from public.lodge_members m
   where m.user_id = v_uid and m.role = 'owner' and m.lodge_id <> v_lodge_id
     and private.is_untouched_sample_lodge(m.lodge_id)
   order by m.created_at
   limit 1;
  return jsonb_build_object('lodge_id', v_lodge_id, 'role', v_role, 'already_member', v_already,
                            'sample_lodge_id', v_sample);
end;
$$;
revoke execute on function public.redeem_lodge_invitation(text) from public, anon;
grant execute on function public.redeem_lodge_invitation(text) to authenticated, service_role;

/*
 * A first sign-in by someone who typed an invite code on Register (user metadata `invite_code`,
 * carried in the access token): joins that lodge, before `ensure_first_lodge` would give them a sample
 * lodge. Returns the lodge id; null when there was no code, the caller already belongs to a lodge, or
 * the code cannot be used (wrong, used, expired): the app then goes on as without a code.
 */
create function public.join_lodge_from_sign_up()
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_code text := nullif(btrim(coalesce((select auth.jwt()) -> 'user_metadata' ->> 'invite_code', '')), '');
  v_lodge_id uuid;
begin
  if v_uid is null then
    raise exception 'not_authenticated' using errcode = '42501';
  end if;
  if v_code is null or exists (select 1 from public.lodge_members m where m.user_id = v_uid) then
    return null;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('ecolodge.ensure_first_lodge:' || v_uid::text, 0));
  begin
    v_lodge_id := public.accept_lodge_invitation(v_code);
  exception when sqlstate 'P0001' then
    return null;
  end;
  update public.lodge_members set last_opened_at = now()
   where lodge_id = v_lodge_id and user_id = v_uid;
  return v_lodge_id;
end;
$$;
revoke execute on function public.join_lodge_from_sign_up() from public, anon;
grant execute on function public.join_lodge_from_sign_up() to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------
-- Starting a lodge, removing sample content
-- ---------------------------------------------------------------------------------------------------

/*
 * New lodge (the drawer): a lodge named `p_name` at `p_location` in time zone `p_timezone`, the caller
 * its owner (and it becomes their last-opened lodge); with `p_add_sample` the spec's sample content.
 * Currency, community share and reception start as the defaults (owners change them in Lodge settings).
 * @returns the lodge id.
 * @raises 42501 'not_authenticated'; 23514 (check) for a blank name or one over 120 characters, a
 *   location over 120; 22023 'unknown_time_zone'.
 */
create function public.create_lodge(
  p_name text,
  p_location text default null,
  p_timezone text default 'Africa/Gaborone',
  p_add_sample boolean default false
)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_lodge_id uuid;
begin
  if v_uid is null then
    raise exception 'not_authenticated' using errcode = '42501';
  end if;
  insert into public.lodges (name, location, timezone, sample_content, created_by)
  values (btrim(p_name), nullif(btrim(coalesce(p_location, '')), ''),
          coalesce(nullif(btrim(p_timezone), ''), 'Africa/Gaborone'), coalesce(p_add_sample, false), v_uid)
  returning id into v_lodge_id;
  insert into public.lodge_members (lodge_id, user_id, role, created_by, last_opened_at)
  values (v_lodge_id, v_uid, 'owner', v_uid, now());
  if p_add_sample then
    perform private.seed_sample_content(v_lodge_id, v_uid);
  end if;
  return v_lodge_id;
end;
$$;
revoke execute on function public.create_lodge(text, text, text, boolean) from public, anon;
grant execute on function public.create_lodge(text, text, text, boolean) to authenticated, service_role;

/*
 * Remove sample content (Lodge settings, owners): deletes the sample bookings (with their notes and
 * contacts), daily notes, reviews (with replies), feedback scores, social mentions, staff (with their
 * shifts) and products the seed put in; rows the team added stay, and so do the sample channel
 * shares, message templates and each person's training figures. The lodge is no longer a sample lodge.
 * @returns how many rows were removed.
 * @raises 42501 'only_owners_remove_sample_content'.
 */
create function public.remove_sample_content(p_lodge_id uuid)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_table text;
  v_count integer := 0;
  v_deleted integer;
begin
  if private.my_role(p_lodge_id) is distinct from 'owner' then
    raise exception 'only_owners_remove_sample_content' using errcode = '42501';
  end if;
  -- Children before parents, so every delete is counted where it happens.
  foreach v_table in array array['review_replies', 'booking_notes', 'daily_notes', 'shifts', 'bookings',
                                 'staff_members', 'reviews', 'feedback_scores', 'social_mentions',
                                 'products']
  loop
    execute format(
      'delete from public.%I t using private.sample_rows s '
      'where s.lodge_id = $1 and s.table_name = %L and t.lodge_id = $1 and t.id = s.row_id',
      v_table, v_table)
    using p_lodge_id;
    get diagnostics v_deleted = row_count;
    v_count := v_count + v_deleted;
  end loop;
  delete from private.sample_rows where lodge_id = p_lodge_id;
  update public.lodges set sample_content = false where id = p_lodge_id;
  return v_count;
end;
$$;
revoke execute on function public.remove_sample_content(uuid) from public, anon;
grant execute on function public.remove_sample_content(uuid) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------
-- Owner rules
-- ---------------------------------------------------------------------------------------------------

/*
 * Owner rules on lodge_members, for API writes (issue 8 "Team", tightened by issue 18):
 *  - only an owner makes someone an owner; a manager never changes or removes an owner;
 *  - nobody changes or removes another owner: an owner steps down (or leaves) themselves;
 *  - staff and trustees may only remove themselves (leave);
 *  - the last owner of a lodge can be neither demoted nor removed (nor leave).
 * Cascades (lodge or user deleted) and RPCs run as the table owner and skip these checks.
 * @raises 42501 with message 'only_owners_manage_owners', 'owners_step_down_themselves',
 *   'only_owners_and_managers_remove_members' or 'last_owner'.
 */
create or replace function private.guard_lodge_member()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_my_role public.lodge_role;
  v_owners int;
  v_me uuid := (select auth.uid());
begin
  if current_user <> 'authenticated' then
    return coalesce(new, old);
  end if;
  v_my_role := private.my_role(old.lodge_id);

  if tg_op = 'UPDATE' then
    if v_my_role is distinct from 'owner' and (old.role = 'owner' or new.role = 'owner') then
      raise exception 'only_owners_manage_owners' using errcode = '42501',
        detail = 'Only an owner can grant, change or remove the owner role.';
    end if;
    if old.role = 'owner' and new.role <> 'owner' and old.user_id <> v_me then
      raise exception 'owners_step_down_themselves' using errcode = '42501',
        detail = 'An owner''s role is changed only by that owner.';
    end if;
  else
    if old.user_id <> v_me then
      if v_my_role is null or v_my_role not in ('owner', 'manager') then
        raise exception 'only_owners_and_managers_remove_members' using errcode = '42501';
      end if;
      if v_my_role = 'manager' and old.role = 'owner' then
        raise exception 'only_owners_manage_owners' using errcode = '42501',
          detail = 'Only an owner can grant, change or remove the owner role.';
      end if;
      if old.role = 'owner' then
        raise exception 'owners_step_down_themselves' using errcode = '42501',
          detail = 'An owner leaves only by their own choice.';
      end if;
    end if;
  end if;

  if old.role = 'owner' and (tg_op = 'DELETE' or new.role <> 'owner') then
    perform pg_advisory_xact_lock(hashtextextended('ecolodge.lodge_owners:' || old.lodge_id::text, 0));
    select count(*) into v_owners
      from public.lodge_members m
     where m.lodge_id = old.lodge_id and m.role = 'owner' and m.user_id <> old.user_id;
    if v_owners = 0 then
      raise exception 'last_owner' using errcode = '42501',
        detail = 'A lodge keeps at least one owner: make someone else owner first.';
    end if;
  end if;
  return coalesce(new, old);
end;
$$;
revoke execute on function private.guard_lodge_member() from public;
