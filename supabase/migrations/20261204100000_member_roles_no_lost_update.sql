-- Issue 33 "No lost updates, anywhere": a team member's role, too, is changed only from the version the
-- person saw. The Team screen sends `PATCH lodge_members?lodge_id=eq.L&user_id=eq.U&updated_at=eq.<seen>`
-- (return=representation); zero rows back means someone changed the role meanwhile, and the app shows
-- both ("Kagiso changed this at 14:02: Manager") with Keep mine / Take theirs — as for every other
-- shared row (migration 20261202200000_who_changed_it).
--
-- lodge_members already has `updated_at` (private.touch, server clock), but it moved on every write of
-- the row — also when the member merely opened the lodge (`last_opened_at`, open_lodge and friends), so a
-- role change would have been refused as "changed meanwhile" just because that person opened the app.
-- Here the row's version (`updated_at`) and its author (`updated_by`, new) move only when the role
-- changes (or the row is made); opening the lodge keeps both as they were.
--
-- The owner rules (private.guard_lodge_member: only owners manage owners, owners step down themselves,
-- the last owner stays) and the invitations trigger are unchanged; RLS and grants are unchanged (the
-- column is written only by the trigger and read with the row: `select` is granted on the whole table,
-- `update` on `role` only).

alter table public.lodge_members add column updated_by uuid;

comment on column public.lodge_members.updated_by is
  'Who changed the member''s role last (auth.uid(), set by the server; null: the service role, an RPC '
  'run without a caller, or a row last written before issue 33). Shown as "<name> changed this at '
  '<time>" when a role change conditional on updated_at finds it changed.';
comment on column public.lodge_members.updated_at is
  'The version of the member''s role (server clock): moves when the row is made or its role changes, '
  'never when only last_opened_at does. A role change is sent conditional on it (issue 33).';

/*
 * lodge_members BEFORE INSERT OR UPDATE, after private.touch (triggers of one timing fire in name
 * order: `touch` < `version_member_role`): `updated_by` = the caller (auth.uid(), whatever the request
 * sent: "who changed this" cannot be forged) when the row is made or its role changes; an update that
 * leaves the role as it was (opening the lodge: last_opened_at) keeps `updated_at` and `updated_by`,
 * so it never passes for someone's change of the role. Issue 33.
 */
create function private.version_member_role()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and new.role is not distinct from old.role then
    new.updated_at := old.updated_at;
    new.updated_by := old.updated_by;
  else
    new.updated_by := (select auth.uid());
  end if;
  return new;
end;
$$;
revoke execute on function private.version_member_role() from public;

create trigger version_member_role before insert or update on public.lodge_members
  for each row execute function private.version_member_role();
