-- Tombstones for the offline day pack (issue #9; shared/notes/lodge-data-and-offline.md §2.4).
-- A phone pulls only rows changed since its last pull (`updated_at >= cursor - overlap`), which can
-- never show a row that is gone. Rather than turn every delete into a soft delete (every select, every
-- policy and every unique constraint of these tables would have to learn `deleted_at is null`), an
-- AFTER DELETE trigger records each deleted row's id here; the pull reads this table by
-- (lodge_id, updated_at) like any other and drops those ids from the pack. Deletes, selects and the
-- existing screens stay as they were.
--
-- Who may do what: members read their lodges' tombstones; nobody writes them through the API (only the
-- trigger, security definer); service_role may prune old ones.

create table public.deleted_rows (
  id uuid primary key default gen_random_uuid(),
  lodge_id uuid not null references public.lodges (id) on delete cascade,
  table_name text not null check (
    table_name in ('bookings', 'booking_notes', 'daily_notes', 'staff_members', 'shifts', 'products',
                   'distribution_channels')),
  row_id uuid not null,
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  updated_at timestamptz not null default now()
);
comment on table public.deleted_rows is
  'Tombstones: one row per deleted row of a synced lodge table (`table_name`, `row_id`), written by '
  'private.record_deletion, so an incremental pull (updated_at >= cursor) learns what to drop. '
  'Read-only for members; old rows may be pruned by service_role (a phone that has not synced since '
  'then does a full pull).';
create index deleted_rows_lodge_id_updated_at_idx on public.deleted_rows (lodge_id, updated_at);

create trigger touch before insert or update on public.deleted_rows
  for each row execute function private.touch();

/*
 * AFTER DELETE on each synced lodge table: records (lodge_id, table, id) in public.deleted_rows.
 * Security definer because members may not insert tombstones themselves. When the whole lodge is being
 * deleted (a cascade), nothing is recorded: the lodge row is already gone and its tombstones would be
 * deleted with it.
 */
create function private.record_deletion()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.lodges l where l.id = old.lodge_id) then
    insert into public.deleted_rows (lodge_id, table_name, row_id)
    values (old.lodge_id, tg_table_name, old.id);
  end if;
  return old;
end;
$$;
revoke execute on function private.record_deletion() from public, anon, authenticated;

create trigger record_deletion after delete on public.bookings
  for each row execute function private.record_deletion();
create trigger record_deletion after delete on public.booking_notes
  for each row execute function private.record_deletion();
create trigger record_deletion after delete on public.daily_notes
  for each row execute function private.record_deletion();
create trigger record_deletion after delete on public.staff_members
  for each row execute function private.record_deletion();
create trigger record_deletion after delete on public.shifts
  for each row execute function private.record_deletion();
create trigger record_deletion after delete on public.products
  for each row execute function private.record_deletion();
create trigger record_deletion after delete on public.distribution_channels
  for each row execute function private.record_deletion();

alter table public.deleted_rows enable row level security;
revoke all on table public.deleted_rows from anon, authenticated;
grant select on table public.deleted_rows to authenticated;
grant all on table public.deleted_rows to service_role;
create policy "Members read their lodges' deletions" on public.deleted_rows for select to authenticated
  using (lodge_id in (select private.lodge_ids()));
