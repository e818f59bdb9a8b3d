-- Issue 33 "No lost updates, anywhere": every edit of a shared row is conditional on the version the
-- person saw (`update ... where id = $1 and updated_at = $seen`; `updated_at` is set by private.touch
-- from the server clock on every write). When the row changed meanwhile nothing is overwritten and the
-- app shows both versions: "Kagiso changed this at 14:02: …". `updated_by` is the "Kagiso": who wrote
-- the row last, set here by the server (never sent by a phone), null for the service role and for rows
-- last written before this migration. No foreign key: a second one to profiles would make the existing
-- `author:profiles(...)` embeds ambiguous (PostgREST PGRST201); the app reads the name by id.
-- RLS and grants are unchanged: the column is written only by the trigger, read with the row.

/*
 * BEFORE INSERT OR UPDATE: `updated_by` = the caller (auth.uid(); null for the service role), whatever
 * the request sent, so "who changed this" cannot be forged.
 */
create function private.stamp_updated_by()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_by := (select auth.uid());
  return new;
end;
$$;
revoke execute on function private.stamp_updated_by() from public;

alter table public.bookings add column updated_by uuid;
alter table public.daily_notes add column updated_by uuid;
alter table public.booking_notes add column updated_by uuid;
alter table public.products add column updated_by uuid;
alter table public.distribution_channels add column updated_by uuid;
alter table public.staff_members add column updated_by uuid;
alter table public.reviews add column updated_by uuid;
alter table public.feedback_scores add column updated_by uuid;
alter table public.social_mentions add column updated_by uuid;
alter table public.message_templates add column updated_by uuid;
alter table public.lodges add column updated_by uuid;

create trigger stamp_updated_by before insert or update on public.bookings
  for each row execute function private.stamp_updated_by();
create trigger stamp_updated_by before insert or update on public.daily_notes
  for each row execute function private.stamp_updated_by();
create trigger stamp_updated_by before insert or update on public.booking_notes
  for each row execute function private.stamp_updated_by();
create trigger stamp_updated_by before insert or update on public.products
  for each row execute function private.stamp_updated_by();
create trigger stamp_updated_by before insert or update on public.distribution_channels
  for each row execute function private.stamp_updated_by();
create trigger stamp_updated_by before insert or update on public.staff_members
  for each row execute function private.stamp_updated_by();
create trigger stamp_updated_by before insert or update on public.reviews
  for each row execute function private.stamp_updated_by();
create trigger stamp_updated_by before insert or update on public.feedback_scores
  for each row execute function private.stamp_updated_by();
create trigger stamp_updated_by before insert or update on public.social_mentions
  for each row execute function private.stamp_updated_by();
create trigger stamp_updated_by before insert or update on public.message_templates
  for each row execute function private.stamp_updated_by();
create trigger stamp_updated_by before insert or update on public.lodges
  for each row execute function private.stamp_updated_by();

comment on column public.bookings.updated_by is
  'Who wrote the row last (auth.uid(), set by the server; null: the service role or before issue 33). '
  'Shown as "<name> changed this at <time>" when an edit conditional on updated_at finds it changed.';
