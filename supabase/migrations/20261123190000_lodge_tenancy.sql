-- Lodges and who belongs to them (issue #8; design: shared/notes/lodge-data-and-offline.md §1).
--
-- Tenancy model: a lodge is the tenant; `lodge_members` says who belongs with which `lodge_role`.
-- Every policy in this and later migrations asks ONE question through ONE helper,
-- `private.lodge_ids(roles)` ("which lodges am I in with one of these roles?"), written as
-- `lodge_id in (select private.lodge_ids(...))` so Postgres runs it once per statement (an initPlan)
-- instead of once per row (Supabase "RLS performance recommendations").
--
-- How a refusal looks through the API (PostgREST maps 42501 to 403 for a signed-in caller):
--   * reading another lodge's rows: they do not exist for you (empty result, update/delete touch 0 rows);
--   * INSERT or UPDATE a row your role may not write: the policy's WITH CHECK fails -> 42501 -> 403;
--   * DELETE a row you can see but may not delete: a BEFORE DELETE trigger (`private.require_role`,
--     same helper) raises 42501 -> 403, so a forbidden delete is an error, never a silent no-op;
--   * a table (or verb) nobody may use directly has no GRANT -> 42501 -> 403 (401 when signed out).
-- Writes made inside the `security definer` RPCs below run as the functions' owner and skip the
-- per-role guards (`current_user <> 'authenticated'`); the RPCs check roles themselves.

create schema if not exists private;
comment on schema private is 'Helpers for RLS and triggers; not in the API''s exposed schemas.';
revoke all on schema private from public;
grant usage on schema private to authenticated, service_role;

create type public.lodge_role as enum ('owner', 'manager', 'staff', 'trustee');
comment on type public.lodge_role is
  'owner: everything incl. lodge settings, deleting the lodge, managing managers; manager: operations '
  'and commerce, invites manager/staff/trustee; staff: reads the lodge, notes, walk-in bookings, '
  'check-in/out, own training; trustee: read-only board member, no guest contact data (issue #8).';

-- ---------------------------------------------------------------------------------------------------
-- Shared trigger functions
-- ---------------------------------------------------------------------------------------------------

/*
 * BEFORE INSERT OR UPDATE: `updated_at` from the server clock (never the phone's), `created_at` and
 * `created_by` immutable after insert, and `created_by` = the caller for API inserts (no forged
 * authorship). The offline sync pulls rows by `(lodge_id, updated_at)`.
 */
create function private.touch()
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
    new.created_by := old.created_by;
  end if;
  return new;
end;
$$;
revoke execute on function private.touch() from public;

-- ---------------------------------------------------------------------------------------------------
-- Tables
-- ---------------------------------------------------------------------------------------------------

create table public.lodges (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 1 and 120),
  location text check (char_length(location) <= 120),
  timezone text not null default 'Africa/Gaborone',
  currency text not null default 'USD' check (currency ~ '^[A-Z]{3}$'),
  community_share_pct numeric(5, 2) not null default 15 check (community_share_pct between 0 and 100),
  reception_name text not null default 'Lodge Reception',
  reception_phone text,
  -- true for the lodge ensure_first_lodge() filled with the spec's sample content (the dashboard says
  -- so once); owners may set it false.
  sample_content boolean not null default false,
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  updated_at timestamptz not null default now()
);
comment on table public.lodges is
  'A lodge (the tenant). `timezone` defines the lodge''s "today" (private.lodge_today); '
  '`community_share_pct` is the community fund''s share of profit (spec §9: 15). Created only by '
  'ensure_first_lodge(); updated and deleted by owners.';

create table public.lodge_members (
  lodge_id uuid not null references public.lodges (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  role public.lodge_role not null,
  created_at timestamptz not null default now(),
  -- Who added them (the inviter). References auth.users, not profiles, so that `profiles(...)` embeds
  -- from lodge_members unambiguously through user_id.
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  primary key (lodge_id, user_id)
);
comment on table public.lodge_members is
  'Who belongs to which lodge with which role. Rows come from ensure_first_lodge() and '
  'accept_lodge_invitation(); owners and managers change roles and remove members with plain '
  'UPDATE/DELETE (guarded: a manager never touches an owner nor grants owner; the last owner stays); '
  'anyone may leave (delete their own row) unless they are the last owner.';
-- The primary key indexes lodge_id first; RLS looks members up by user_id.
create index lodge_members_user_id_idx on public.lodge_members (user_id);
create index lodge_members_lodge_id_updated_at_idx on public.lodge_members (lodge_id, updated_at);

create table public.lodge_invitations (
  id uuid primary key default gen_random_uuid(),
  lodge_id uuid not null references public.lodges (id) on delete cascade,
  code text not null unique check (code ~ '^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$'),
  role public.lodge_role not null check (role <> 'owner'),
  expires_at timestamptz not null default now() + interval '7 days',
  used_at timestamptz,
  used_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  updated_at timestamptz not null default now(),
  unique (lodge_id, id)
);
comment on table public.lodge_invitations is
  'One-use invite codes shaped XXXX-XXXX (alphabet without 0/O/1/I/L), valid 7 days. Created by '
  'create_lodge_invitation(), used by accept_lodge_invitation(); owners and managers list them and '
  'revoke one by deleting it.';
create index lodge_invitations_lodge_id_updated_at_idx on public.lodge_invitations (lodge_id, updated_at);

create trigger touch before insert or update on public.lodges
  for each row execute function private.touch();
create trigger touch before insert or update on public.lodge_members
  for each row execute function private.touch();
create trigger touch before insert or update on public.lodge_invitations
  for each row execute function private.touch();

-- ---------------------------------------------------------------------------------------------------
-- The RLS helper (the one question every policy asks) and friends
-- ---------------------------------------------------------------------------------------------------

/*
 * The caller's lodges, optionally only those where their role is one of `roles` (null = any role).
 * `security definer` so it can read lodge_members without recursing into lodge_members' own policy.
 * Use in policies as `lodge_id in (select private.lodge_ids(array[...]::public.lodge_role[]))`.
 * @returns setof lodge ids; none when signed out.
 */
create function private.lodge_ids(roles public.lodge_role[] default null)
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select m.lodge_id
    from public.lodge_members m
   where m.user_id = (select auth.uid())
     and (roles is null or m.role = any (roles))
$$;
revoke execute on function private.lodge_ids(public.lodge_role[]) from public, anon;
grant execute on function private.lodge_ids(public.lodge_role[]) to authenticated, service_role;

/*
 * The caller's role in one lodge, or null when they are not a member. For guard triggers and RPCs
 * (policies use private.lodge_ids, which is cached per statement).
 */
create function private.my_role(p_lodge_id uuid)
returns public.lodge_role
language sql
stable
security definer
set search_path = ''
as $$
  select m.role
    from public.lodge_members m
   where m.lodge_id = p_lodge_id and m.user_id = (select auth.uid())
$$;
revoke execute on function private.my_role(uuid) from public, anon;
grant execute on function private.my_role(uuid) to authenticated, service_role;

/*
 * Users who share at least one lodge with the caller (the caller included once they belong to a
 * lodge). Used by the profiles read policy.
 */
create function private.co_member_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select distinct other.user_id
    from public.lodge_members mine
    join public.lodge_members other on other.lodge_id = mine.lodge_id
   where mine.user_id = (select auth.uid())
$$;
revoke execute on function private.co_member_ids() from public, anon;
grant execute on function private.co_member_ids() to authenticated, service_role;

/*
 * The lodge's calendar day now, in its own time zone (never the phone's clock). Sample bookings,
 * notes and shifts are dated from it. @returns null for an unknown lodge.
 */
create function private.lodge_today(p_lodge_id uuid)
returns date
language sql
stable
security definer
set search_path = ''
as $$
  select (now() at time zone l.timezone)::date from public.lodges l where l.id = p_lodge_id
$$;
revoke execute on function private.lodge_today(uuid) from public, anon;
grant execute on function private.lodge_today(uuid) to authenticated, service_role;

/*
 * BEFORE DELETE (or UPDATE) guard that turns "you may see this row but not delete it" into an error
 * instead of a silent 0-row delete. Trigger arguments: tg_argv[0] = the roles that may (a
 * `lodge_role[]` literal, e.g. '{owner,manager}'); tg_argv[1] = 'or_author' to also let the row's
 * `created_by` delete it. Skipped for writes that do not come from the API role (RPCs, cascades,
 * service_role). @raises 42501 (PostgREST 403) 'permission denied: <table> needs role <roles>'.
 */
create function private.require_role()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_row record;
  v_roles public.lodge_role[] := tg_argv[0]::public.lodge_role[];
begin
  if current_user <> 'authenticated' then
    return coalesce(new, old);
  end if;
  if tg_op = 'DELETE' then v_row := old; else v_row := new; end if;
  if v_row.lodge_id in (select private.lodge_ids(v_roles)) then
    return coalesce(new, old);
  end if;
  if tg_nargs > 1 and tg_argv[1] = 'or_author' then
    if (to_jsonb(v_row) ->> 'created_by')::uuid = (select auth.uid()) then
      return coalesce(new, old);
    end if;
  end if;
  raise exception 'permission denied: % on % needs role %', lower(tg_op), tg_table_name, tg_argv[0]
    using errcode = '42501';
end;
$$;
revoke execute on function private.require_role() from public;

-- ---------------------------------------------------------------------------------------------------
-- lodges: members read; owners update and delete; created only through ensure_first_lodge()
-- ---------------------------------------------------------------------------------------------------

alter table public.lodges enable row level security;
revoke all on table public.lodges from anon, authenticated;
grant select, update, delete on table public.lodges to authenticated;
grant all on table public.lodges to service_role;

create policy "Members read their lodges"
  on public.lodges for select to authenticated
  using (id in (select private.lodge_ids()));

create policy "Owners update their lodge"
  on public.lodges for update to authenticated
  using (id in (select private.lodge_ids()))
  with check (id in (select private.lodge_ids(array['owner']::public.lodge_role[])));

create policy "Owners delete their lodge"
  on public.lodges for delete to authenticated
  using (id in (select private.lodge_ids()));

/* lodges carry `id`, not `lodge_id`: the generic guard reads lodge_id, so wrap it. */
create function private.require_lodge_owner()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user = 'authenticated'
     and old.id not in (select private.lodge_ids(array['owner']::public.lodge_role[])) then
    raise exception 'permission denied: only an owner deletes a lodge' using errcode = '42501';
  end if;
  return old;
end;
$$;
revoke execute on function private.require_lodge_owner() from public;

create trigger require_owner before delete on public.lodges
  for each row execute function private.require_lodge_owner();

-- ---------------------------------------------------------------------------------------------------
-- lodge_members: co-members read; owners/managers update roles and remove (guarded); self may leave
-- ---------------------------------------------------------------------------------------------------

alter table public.lodge_members enable row level security;
revoke all on table public.lodge_members from anon, authenticated;
grant select, update (role), delete on table public.lodge_members to authenticated;
grant all on table public.lodge_members to service_role;

create policy "Members read their lodges' members"
  on public.lodge_members for select to authenticated
  using (lodge_id in (select private.lodge_ids()));

create policy "Owners and managers change members' roles"
  on public.lodge_members for update to authenticated
  using (lodge_id in (select private.lodge_ids()))
  with check (lodge_id in (select private.lodge_ids(array['owner', 'manager']::public.lodge_role[])));

create policy "Members remove members (guarded by trigger)"
  on public.lodge_members for delete to authenticated
  using (lodge_id in (select private.lodge_ids()));

/*
 * Owner rules on lodge_members, for API writes (issue #8 "Team"):
 *  - a manager cannot change or remove an owner, nor make anyone an owner;
 *  - staff and trustees may only remove themselves (leave);
 *  - the last owner of a lodge can be neither demoted nor removed (nor leave).
 * Cascades (lodge or user deleted) and RPCs run as the table owner and skip these checks.
 * @raises 42501 (403) with message 'only_owners_manage_owners', 'only_owners_and_managers_remove_members'
 * or 'last_owner'.
 */
create function private.guard_lodge_member()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_my_role public.lodge_role;
  v_owners int;
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
  else
    if old.user_id <> (select auth.uid()) then
      if v_my_role is null or v_my_role not in ('owner', 'manager') then
        raise exception 'only_owners_and_managers_remove_members' using errcode = '42501';
      end if;
      if v_my_role = 'manager' and old.role = 'owner' then
        raise exception 'only_owners_manage_owners' using errcode = '42501',
          detail = 'Only an owner can grant, change or remove the owner role.';
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

create trigger guard_lodge_member before update or delete on public.lodge_members
  for each row execute function private.guard_lodge_member();

-- ---------------------------------------------------------------------------------------------------
-- lodge_invitations: owners and managers read and revoke (delete); created/used only through RPCs
-- ---------------------------------------------------------------------------------------------------

alter table public.lodge_invitations enable row level security;
revoke all on table public.lodge_invitations from anon, authenticated;
grant select, delete on table public.lodge_invitations to authenticated;
grant all on table public.lodge_invitations to service_role;

create policy "Owners and managers read invitations"
  on public.lodge_invitations for select to authenticated
  using (lodge_id in (select private.lodge_ids(array['owner', 'manager']::public.lodge_role[])));

create policy "Owners and managers revoke invitations"
  on public.lodge_invitations for delete to authenticated
  using (lodge_id in (select private.lodge_ids(array['owner', 'manager']::public.lodge_role[])));

-- ---------------------------------------------------------------------------------------------------
-- Invitation RPCs
-- ---------------------------------------------------------------------------------------------------

/*
 * Normalises a typed invite code: upper case, everything but letters and digits dropped, then
 * 'XXXX-XXXX'. ' abcd efgh ' and 'abcd-efgh' both become 'ABCD-EFGH'. Returns the input cleaned but
 * unhyphenated when it does not have 8 characters (it then matches no invitation).
 */
create function private.normalize_invite_code(p_code text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when char_length(c) = 8 then substr(c, 1, 4) || '-' || substr(c, 5, 4)
    else c
  end
  from (select regexp_replace(upper(coalesce(p_code, '')), '[^A-Z0-9]', '', 'g') as c) s
$$;
revoke execute on function private.normalize_invite_code(text) from public;

/*
 * A fresh random code 'XXXX-XXXX' over 31 symbols without look-alikes (no 0, O, 1, I, L):
 * ~8.5e11 codes. Random bytes come from gen_random_uuid() (strong random, no extension needed);
 * bytes >= 248 are redrawn so every symbol is equally likely.
 */
create function private.new_invite_code()
returns text
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_alphabet constant text := 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  v_code text := '';
  v_bytes bytea;
  v_byte int;
  i int;
begin
  while char_length(v_code) < 8 loop
    v_bytes := uuid_send(gen_random_uuid());
    -- bytes 6 and 8 carry the UUID version/variant bits; use the others
    foreach i in array array[0, 1, 2, 3, 4, 5, 7, 9, 10, 11, 12, 13, 14, 15] loop
      v_byte := get_byte(v_bytes, i);
      if v_byte < 248 and char_length(v_code) < 8 then
        v_code := v_code || substr(v_alphabet, (v_byte % 31) + 1, 1);
      end if;
    end loop;
  end loop;
  return substr(v_code, 1, 4) || '-' || substr(v_code, 5, 4);
end;
$$;
revoke execute on function private.new_invite_code() from public;

/*
 * Issues an invite code for a lodge (issue #8 "Team": Invite someone, pick a Role, get a code).
 * Owners may invite manager, staff or trustee; managers the same; nobody invites an owner (make an
 * existing member owner instead). The code is one use and valid 7 days.
 * @param p_lodge_id the lodge to invite to.
 * @param p_role 'manager' | 'staff' | 'trustee'.
 * @returns the new lodge_invitations row (code 'XXXX-XXXX', expires_at = now + 7 days).
 * @raises 42501 'not_allowed_to_invite' (caller is not owner/manager of the lodge, or signed out);
 *         22023 'cannot_invite_owner' (p_role = 'owner').
 */
create function public.create_lodge_invitation(p_lodge_id uuid, p_role public.lodge_role)
returns public.lodge_invitations
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_invitation public.lodge_invitations;
  v_attempt int := 0;
begin
  if private.my_role(p_lodge_id) is null or private.my_role(p_lodge_id) not in ('owner', 'manager') then
    raise exception 'not_allowed_to_invite' using errcode = '42501',
      detail = 'Only owners and managers of this lodge can invite.';
  end if;
  if p_role is null or p_role = 'owner' then
    raise exception 'cannot_invite_owner' using errcode = '22023',
      detail = 'Invite as manager, staff or trustee; an owner can then make a member owner.';
  end if;
  loop
    begin
      insert into public.lodge_invitations (lodge_id, code, role, created_by)
      values (p_lodge_id, private.new_invite_code(), p_role, (select auth.uid()))
      returning * into v_invitation;
      return v_invitation;
    exception when unique_violation then
      v_attempt := v_attempt + 1;
      if v_attempt >= 5 then raise; end if;
    end;
  end loop;
end;
$$;
revoke execute on function public.create_lodge_invitation(uuid, public.lodge_role) from public, anon;
grant execute on function public.create_lodge_invitation(uuid, public.lodge_role) to authenticated, service_role;

/*
 * Joins the lodge of an invite code (issue #8 "Joining"). The code is case- and space-insensitive
 * ('abcd efgh' = 'ABCD-EFGH').
 * On success the caller becomes a member with the invitation's role and the invitation is used up.
 * A caller who is already a member keeps their current role (an invite never demotes nor promotes)
 * and the invitation stays unused for the person it was meant for.
 * @returns the lodge id.
 * @raises P0001 (PostgREST: HTTP 400, not retryable) with message
 *   'invitation_not_found' — no such code (typo, or revoked);
 *   'invitation_used'      — the code was already used by someone;
 *   'invitation_expired'   — older than its 7 days.
 *   (Not P0002: PostgREST answers every P0 code but P0001 with 500, which clients retry.)
 *   42501 'not_authenticated' when signed out (anon cannot execute it at all).
 */
create function public.accept_lodge_invitation(p_code text)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_invitation public.lodge_invitations;
begin
  if v_uid is null then
    raise exception 'not_authenticated' using errcode = '42501';
  end if;
  select * into v_invitation
    from public.lodge_invitations i
   where i.code = private.normalize_invite_code(p_code)
   for update;
  if not found then
    raise exception 'invitation_not_found' using errcode = 'P0001';
  end if;
  if exists (select 1 from public.lodge_members m
              where m.lodge_id = v_invitation.lodge_id and m.user_id = v_uid) then
    return v_invitation.lodge_id;
  end if;
  if v_invitation.used_at is not null then
    raise exception 'invitation_used' using errcode = 'P0001';
  end if;
  if v_invitation.expires_at <= now() then
    raise exception 'invitation_expired' using errcode = 'P0001';
  end if;
  insert into public.lodge_members (lodge_id, user_id, role, created_by)
  values (v_invitation.lodge_id, v_uid, v_invitation.role, v_invitation.created_by);
  update public.lodge_invitations
     set used_at = now(), used_by = v_uid
   where id = v_invitation.id;
  return v_invitation.lodge_id;
end;
$$;
revoke execute on function public.accept_lodge_invitation(text) from public, anon;
grant execute on function public.accept_lodge_invitation(text) to authenticated, service_role;
