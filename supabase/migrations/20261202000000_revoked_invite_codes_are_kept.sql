-- A revoked invite code is kept, so joining with it says "revoked" (issue 34).
--
-- Before: Revoke on the Team screen deleted the code (and so did a person's leaving, removal, loss of
-- the right to invite, or account deletion: 20261129100000_ledgers_cannot_be_bent.sql). Joining with
-- it then answered 'invitation_not_found', the same as a mistyped code, and Join a lodge could only
-- say "This invite code is not right, or it was revoked".
--
--  1. lodge_invitations gets `revoked_at` and `revoked_by`. Revoking sets them; a revoked code is never
--     usable again, never un-revoked, and a used code is never revoked (checks below).
--  2. public.revoke_lodge_invitation(p_invitation_id) is the Team screen's Revoke. Authenticated callers
--     lose DELETE on lodge_invitations (a code is no longer deleted by anyone but a lodge's cascade).
--  3. accept_lodge_invitation (and so redeem_lodge_invitation and join_lodge_from_sign_up, which call
--     it) raises 'invitation_revoked' for a revoked code. Who may call it: signed-in people only, as
--     before — it is Join a lodge's answer to a member who was sent the code.
--  4. private.invite_code_usable (Register's check invite_code_is_valid, and the sign-up trigger
--     handle_new_user) treats a revoked code as not usable. Register keeps answering only valid/not
--     (issue 33): telling an anonymous caller "revoked" would tell them the code once existed, which is
--     a hint for someone guessing codes; only a signed-in person at Join a lodge hears "revoked".
--  5. The leaver triggers revoke (instead of deleting) the open codes of someone who leaves, is removed,
--     stops being owner/manager or deletes their account.
-- Redefined here with `create or replace`: public.accept_lodge_invitation(text),
-- private.invite_code_usable(text), private.revoke_leavers_invitations(),
-- private.revoke_deleted_persons_invitations().

-- ---------------------------------------------------------------------------------------------------
-- 1. The columns and their rules
-- ---------------------------------------------------------------------------------------------------

alter table public.lodge_invitations
  add column revoked_at timestamptz,
  add column revoked_by uuid references public.profiles (id) on delete set null,
  add constraint lodge_invitations_used_or_revoked check (used_at is null or revoked_at is null),
  add constraint lodge_invitations_revoked_by_needs_revoked_at check (revoked_by is null or revoked_at is not null);
comment on column public.lodge_invitations.revoked_at is
  'When the code was revoked (Team screen''s Revoke, or its maker left the lodge or lost the right to '
  'invite); null while it is not. A revoked code is kept so joining with it says "revoked", and is '
  'never usable again.';
comment on column public.lodge_invitations.revoked_by is
  'Who revoked the code (null when the server did, e.g. its maker''s account was deleted).';
comment on table public.lodge_invitations is
  'One-use invite codes shaped XXXX-XXXX (alphabet without 0/O/1/I/L), valid 7 days. Created by '
  'create_lodge_invitation(), used by accept_lodge_invitation(); owners and managers list them and '
  'revoke one with revoke_lodge_invitation() (the row is kept, revoked_at set).';

/*
 * lodge_invitations BEFORE UPDATE: a revoked code stays revoked, at the time and by the person first
 * recorded (issue 34), whoever writes the row (service_role included).
 */
create function private.keep_invitation_revoked()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.revoked_at is not null then
    new.revoked_at := old.revoked_at;
    new.revoked_by := old.revoked_by;
  end if;
  return new;
end;
$$;
revoke execute on function private.keep_invitation_revoked() from public, anon, authenticated;
create trigger keep_revoked before update on public.lodge_invitations
  for each row execute function private.keep_invitation_revoked();

-- ---------------------------------------------------------------------------------------------------
-- 2. Revoke keeps the row; nobody but the server deletes a code
-- ---------------------------------------------------------------------------------------------------

drop policy "Owners and managers revoke invitations" on public.lodge_invitations;
revoke delete on table public.lodge_invitations from authenticated;

/*
 * Revokes an invite code (Team screen's Revoke, issue 34): whoever holds it can no longer join, and
 * joining with it says it was revoked. Owners and managers of the code's lodge; revoking a revoked
 * code again changes nothing (it keeps its first revoked_at/revoked_by).
 * @param p_invitation_id the lodge_invitations row.
 * @returns the row, revoked_at set.
 * @raises 42501 'not_authenticated' (signed out); 42501 'not_allowed_to_invite' (not an owner or
 *   manager of the code's lodge, or no such code: the two are not told apart);
 *   P0001 'invitation_used' (someone joined with it meanwhile: it is the record of how they joined).
 */
create function public.revoke_lodge_invitation(p_invitation_id uuid)
returns public.lodge_invitations
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
  select * into v_invitation from public.lodge_invitations i where i.id = p_invitation_id for update;
  if not found or coalesce(private.my_role(v_invitation.lodge_id) in ('owner', 'manager'), false) is false then
    raise exception 'not_allowed_to_invite' using errcode = '42501',
      detail = 'Only owners and managers of this lodge can revoke its invite codes.';
  end if;
  if v_invitation.used_at is not null then
    raise exception 'invitation_used' using errcode = 'P0001';
  end if;
  if v_invitation.revoked_at is not null then
    return v_invitation;
  end if;
  update public.lodge_invitations
     set revoked_at = now(), revoked_by = v_uid
   where id = v_invitation.id
  returning * into v_invitation;
  return v_invitation;
end;
$$;
revoke execute on function public.revoke_lodge_invitation(uuid) from public, anon;
grant execute on function public.revoke_lodge_invitation(uuid) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------
-- 3. Joining says "revoked"
-- ---------------------------------------------------------------------------------------------------

/*
 * Joins the lodge of an invite code (issue #8 "Joining"). The code is case- and space-insensitive
 * ('abcd efgh' = 'ABCD-EFGH').
 * On success the caller becomes a member with the invitation's role and the invitation is used up.
 * A caller who is already a member keeps their current role (an invite never demotes nor promotes)
 * and the invitation stays as it was.
 * @returns the lodge id.
 * @raises P0001 (PostgREST: HTTP 400, not retryable) with message
 *   'invitation_not_found' — no such code (typo);
 *   'invitation_revoked'   — an owner or manager revoked it, or its maker left (issue 34);
 *   'invitation_used'      — the code was already used by someone;
 *   'invitation_expired'   — older than its 7 days.
 *   (Not P0002: PostgREST answers every P0 code but P0001 with 500, which clients retry.)
 *   42501 'not_authenticated' when signed out (anon cannot execute it at all).
 */
create or replace function public.accept_lodge_invitation(p_code text)
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
  if v_invitation.revoked_at is not null then
    raise exception 'invitation_revoked' using errcode = 'P0001';
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

-- ---------------------------------------------------------------------------------------------------
-- 4. Register's check: a revoked code is simply not usable
-- ---------------------------------------------------------------------------------------------------

/*
 * Whether `p_code` can be used to join a lodge now: it exists, is not revoked, unused and has not
 * expired. Case-, space- and hyphen-insensitive (private.normalize_invite_code). Blank or null: false.
 * The one rule Register's check (invite_code_is_valid, which answers only true/false: issue 33) and the
 * sign-up trigger share.
 */
create or replace function private.invite_code_usable(p_code text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.lodge_invitations i
     where i.code = private.normalize_invite_code(p_code)
       and i.revoked_at is null
       and i.used_at is null
       and i.expires_at > now())
$$;
revoke execute on function private.invite_code_usable(text) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------------
-- 5. A person's open invite codes are revoked when they go (no longer deleted)
-- ---------------------------------------------------------------------------------------------------

/*
 * lodge_members, AFTER DELETE or UPDATE OF role: when a person leaves, is removed, or moves to a role
 * that cannot invite (staff, trustee), the open invite codes they made for that lodge are revoked
 * (issue 36; kept with revoked_at since issue 34, revoked_by the person who removed them or changed
 * their role, or the leaver), so nobody joins through them later — themselves included. Used codes
 * stay as the record of who joined how.
 */
create or replace function private.revoke_leavers_invitations()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' or (old.role in ('owner', 'manager') and new.role not in ('owner', 'manager')) then
    update public.lodge_invitations i
       set revoked_at = now(),
           revoked_by = (select p.id from public.profiles p where p.id = (select auth.uid()))
     where i.lodge_id = old.lodge_id and i.created_by = old.user_id
       and i.used_at is null and i.revoked_at is null;
  end if;
  return null;
end;
$$;
revoke execute on function private.revoke_leavers_invitations() from public, anon, authenticated;

/*
 * profiles, BEFORE DELETE (a person's account deleted): their open invite codes are revoked first
 * (issue 36; kept since issue 34). The membership rows go by cascade, but the codes' created_by is
 * cleared by another cascade (ON DELETE SET NULL) before revoke_leavers_invitations could match it.
 * revoked_by stays null: the one who revoked is the account going away.
 */
create or replace function private.revoke_deleted_persons_invitations()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.lodge_invitations i
     set revoked_at = now()
   where i.created_by = old.id and i.used_at is null and i.revoked_at is null;
  return old;
end;
$$;
revoke execute on function private.revoke_deleted_persons_invitations() from public, anon, authenticated;
