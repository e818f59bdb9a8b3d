-- A lodge's day: staff (with or without an account), shifts, bookings with their guest contact and
-- notes, and the daily notes (issue #8; shared/notes/lodge-data-and-offline.md §1.4-1.5).
-- Conventions (every table): client-made uuid keys allowed, lodge_id not null, created_at,
-- created_by (= the caller, set by private.touch), updated_at from the server clock, an index on
-- (lodge_id, updated_at) for incremental pulls, and composite foreign keys (lodge_id, parent_id) so a
-- row can never point into another lodge.
--
-- Who may do what (O owner, M manager, S staff, T trustee):
--   staff_members, shifts     read O M S T; write O M
--   bookings                  read O M S T; insert O M S; update O M (all), S (check-in/out, and
--                             details of bookings they added themselves until check-in); delete O M
--   booking_contacts          guest contact data: O M S only (trustees: no guest contact data)
--   booking_notes             O M S only (notes about guests); author edits; author, O, M delete
--   daily_notes               read O M S T; insert O M S; author edits; author, O, M delete

create type public.booking_status as enum ('confirmed', 'checked_in', 'checked_out', 'cancelled', 'no_show');
comment on type public.booking_status is
  'confirmed -> checked_in -> checked_out; cancelled / no_show. Timestamps follow from the server clock.';

-- ---------------------------------------------------------------------------------------------------
-- staff_members
-- ---------------------------------------------------------------------------------------------------

create table public.staff_members (
  id uuid primary key default gen_random_uuid(),
  lodge_id uuid not null references public.lodges (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 120),
  role_label text check (char_length(role_label) <= 60),
  phone text check (char_length(phone) <= 40),
  user_id uuid,
  image text check (char_length(image) <= 2048),
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  updated_at timestamptz not null default now(),
  unique (lodge_id, id),
  unique (lodge_id, user_id),
  foreign key (lodge_id, user_id) references public.lodge_members (lodge_id, user_id)
    on delete set null (user_id)
);
comment on table public.staff_members is
  'People who work at the lodge, with or without an account (polers, guides): name, role label '
  '(display text only, e.g. Tour Guide, Mokoro Poler, Hospitality — grants nothing), phone, an '
  'optional link to a lodge member, and an image (an http(s) URL, or the file name of an image '
  'bundled with the app such as ''staff-thato.svg'').';
create index staff_members_lodge_id_updated_at_idx on public.staff_members (lodge_id, updated_at);

-- ---------------------------------------------------------------------------------------------------
-- shifts
-- ---------------------------------------------------------------------------------------------------

create table public.shifts (
  id uuid primary key default gen_random_uuid(),
  lodge_id uuid not null references public.lodges (id) on delete cascade,
  staff_member_id uuid not null,
  date date not null,
  starts_at time,
  ends_at time,
  note text check (char_length(note) <= 500),
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  updated_at timestamptz not null default now(),
  unique (lodge_id, id),
  unique (staff_member_id, date),
  foreign key (lodge_id, staff_member_id) references public.staff_members (lodge_id, id) on delete cascade
);
comment on table public.shifts is
  'Who works which day (one row per staff member and day; upsert on (staff_member_id, date)). '
  'starts_at/ends_at are optional lodge-local times.';
create index shifts_lodge_id_date_idx on public.shifts (lodge_id, date);
create index shifts_lodge_id_updated_at_idx on public.shifts (lodge_id, updated_at);

-- ---------------------------------------------------------------------------------------------------
-- bookings (+ guest contact in its own table)
-- ---------------------------------------------------------------------------------------------------

create table public.bookings (
  id uuid primary key default gen_random_uuid(),
  lodge_id uuid not null references public.lodges (id) on delete cascade,
  date date not null,
  time time not null,
  name text not null check (char_length(btrim(name)) between 1 and 120),
  guests integer not null check (guests between 1 and 500),
  description text check (char_length(description) <= 2000),
  guide_staff_id uuid,
  status public.booking_status not null default 'confirmed',
  checked_in_at timestamptz,
  checked_out_at timestamptz,
  cancelled_at timestamptz,
  version integer not null default 1,
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  updated_at timestamptz not null default now(),
  unique (lodge_id, id),
  foreign key (lodge_id, guide_staff_id) references public.staff_members (lodge_id, id)
    on delete set null (guide_staff_id)
);
comment on table public.bookings is
  'A booking (spec §3): what is booked (`name`, e.g. Morning Mokoro Excursion), lodge-local `date` '
  'and `time`, `guests`, optional description and guide (a staff member: embed '
  '`guide:staff_members(name, phone)`). `status` moves confirmed -> checked_in -> checked_out '
  '(or cancelled / no_show); the *_at timestamps are set by the server. `version` grows by one on '
  'every update (optimistic concurrency: update ... eq(version, seen)). Guest contact data lives in '
  'booking_contacts, which trustees cannot read.';
create index bookings_lodge_id_date_idx on public.bookings (lodge_id, date);
create index bookings_lodge_id_updated_at_idx on public.bookings (lodge_id, updated_at);

create table public.booking_contacts (
  booking_id uuid primary key,
  lodge_id uuid not null references public.lodges (id) on delete cascade,
  guest_name text check (char_length(guest_name) <= 120),
  guest_phone text check (char_length(guest_phone) <= 40),
  guest_email text check (char_length(guest_email) <= 254),
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  updated_at timestamptz not null default now(),
  -- Unique on exactly the foreign key's columns: PostgREST embeds it as one object (one-to-one).
  unique (lodge_id, booking_id),
  foreign key (lodge_id, booking_id) references public.bookings (lodge_id, id) on delete cascade
);
comment on table public.booking_contacts is
  'Guest contact data of a booking (one row per booking). A separate table rather than columns so '
  'trustees can read bookings (the dashboard) without any guest personal data, and `select=*` keeps '
  'working for every role (column privileges would make it fail).';
create index booking_contacts_lodge_id_updated_at_idx on public.booking_contacts (lodge_id, updated_at);

create table public.booking_notes (
  id uuid primary key default gen_random_uuid(),
  lodge_id uuid not null references public.lodges (id) on delete cascade,
  booking_id uuid not null,
  body text not null check (char_length(btrim(body)) between 1 and 2000),
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  updated_at timestamptz not null default now(),
  unique (lodge_id, id),
  foreign key (lodge_id, booking_id) references public.bookings (lodge_id, id) on delete cascade
);
comment on table public.booking_notes is
  'Notes on one booking (the booking dialog''s Save Note), with author (`created_by`, embed '
  '`author:profiles(full_name, username)`) and time.';
create index booking_notes_lodge_id_booking_id_idx on public.booking_notes (lodge_id, booking_id);
create index booking_notes_lodge_id_updated_at_idx on public.booking_notes (lodge_id, updated_at);

create table public.daily_notes (
  id uuid primary key default gen_random_uuid(),
  lodge_id uuid not null references public.lodges (id) on delete cascade,
  date date not null,
  body text not null check (char_length(btrim(body)) between 1 and 2000),
  booking_id uuid,
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  updated_at timestamptz not null default now(),
  unique (lodge_id, id),
  foreign key (lodge_id, booking_id) references public.bookings (lodge_id, id) on delete set null (booking_id)
);
comment on table public.daily_notes is
  'The dashboard''s notes for a day. `date` defaults to the lodge''s today (server clock, lodge time '
  'zone) when omitted; `booking_id` links a note written from a booking dialog on the dashboard.';
create index daily_notes_lodge_id_date_idx on public.daily_notes (lodge_id, date);
create index daily_notes_lodge_id_updated_at_idx on public.daily_notes (lodge_id, updated_at);

-- ---------------------------------------------------------------------------------------------------
-- Triggers
-- ---------------------------------------------------------------------------------------------------

create trigger touch before insert or update on public.staff_members
  for each row execute function private.touch();
create trigger touch before insert or update on public.shifts
  for each row execute function private.touch();
create trigger touch before insert or update on public.bookings
  for each row execute function private.touch();
create trigger touch before insert or update on public.booking_contacts
  for each row execute function private.touch();
create trigger touch before insert or update on public.booking_notes
  for each row execute function private.touch();
create trigger touch before insert or update on public.daily_notes
  for each row execute function private.touch();

/* daily_notes.date defaults to the lodge's today (a column default cannot read the lodge). */
create function private.default_lodge_date()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.date is null then
    new.date := private.lodge_today(new.lodge_id);
  end if;
  return new;
end;
$$;
revoke execute on function private.default_lodge_date() from public;

create trigger default_date before insert on public.daily_notes
  for each row execute function private.default_lodge_date();

/*
 * Bookings, before every write:
 *  - `version` 1 on insert, +1 on each update;
 *  - checked_in_at / checked_out_at / cancelled_at follow the status, from the server clock
 *    (a client cannot set them; back to 'confirmed' clears them);
 *  - staff (issue #8: "add bookings; check guests in and out") may insert bookings as confirmed or
 *    checked_in, move the status between confirmed, checked_in and checked_out, and change the
 *    details only of bookings they added themselves while still confirmed.
 * @raises 42501 'staff_cannot_set_status' / 'staff_edit_own_bookings_only' (403).
 */
create function private.booking_before_write()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_staff boolean := current_user = 'authenticated' and private.my_role(new.lodge_id) = 'staff';
begin
  if tg_op = 'INSERT' then
    new.version := 1;
    if v_staff and new.status not in ('confirmed', 'checked_in') then
      raise exception 'staff_cannot_set_status' using errcode = '42501',
        detail = 'Staff add bookings as confirmed or checked in.';
    end if;
    new.checked_in_at := case when new.status in ('checked_in', 'checked_out') then now() end;
    new.checked_out_at := case when new.status = 'checked_out' then now() end;
    new.cancelled_at := case when new.status = 'cancelled' then now() end;
    return new;
  end if;

  new.version := old.version + 1;
  if v_staff then
    if new.status is distinct from old.status
       and not (old.status in ('confirmed', 'checked_in', 'checked_out')
                and new.status in ('confirmed', 'checked_in', 'checked_out')) then
      raise exception 'staff_cannot_set_status' using errcode = '42501',
        detail = 'Staff check guests in and out; a manager cancels a booking.';
    end if;
    if (new.date, new.time, new.name, new.guests, new.description, new.guide_staff_id)
       is distinct from (old.date, old.time, old.name, old.guests, old.description, old.guide_staff_id)
       and not (old.created_by is not distinct from (select auth.uid()) and old.status = 'confirmed') then
      raise exception 'staff_edit_own_bookings_only' using errcode = '42501',
        detail = 'Staff change the details only of bookings they added, before check-in.';
    end if;
  end if;

  if new.status is distinct from old.status then
    new.checked_in_at := case
      when new.status = 'checked_in' then now()
      when new.status = 'checked_out' then coalesce(old.checked_in_at, now())
      when new.status = 'confirmed' then null
      else old.checked_in_at end;
    new.checked_out_at := case when new.status = 'checked_out' then now()
      when new.status in ('confirmed', 'checked_in') then null
      else old.checked_out_at end;
    new.cancelled_at := case when new.status = 'cancelled' then now() end;
  else
    new.checked_in_at := old.checked_in_at;
    new.checked_out_at := old.checked_out_at;
    new.cancelled_at := old.cancelled_at;
  end if;
  return new;
end;
$$;
revoke execute on function private.booking_before_write() from public;

create trigger booking_before_write before insert or update on public.bookings
  for each row execute function private.booking_before_write();

-- ---------------------------------------------------------------------------------------------------
-- RLS and grants
-- ---------------------------------------------------------------------------------------------------

-- staff_members: read O M S T; write O M
alter table public.staff_members enable row level security;
revoke all on table public.staff_members from anon, authenticated;
grant select, insert, update, delete on table public.staff_members to authenticated;
grant all on table public.staff_members to service_role;
create policy "Members read staff" on public.staff_members for select to authenticated
  using (lodge_id in (select private.lodge_ids()));
create policy "Owners and managers add staff" on public.staff_members for insert to authenticated
  with check (lodge_id in (select private.lodge_ids(array['owner', 'manager']::public.lodge_role[])));
create policy "Owners and managers edit staff" on public.staff_members for update to authenticated
  using (lodge_id in (select private.lodge_ids()))
  with check (lodge_id in (select private.lodge_ids(array['owner', 'manager']::public.lodge_role[])));
create policy "Owners and managers remove staff" on public.staff_members for delete to authenticated
  using (lodge_id in (select private.lodge_ids()));
create trigger require_role before delete on public.staff_members
  for each row execute function private.require_role('{owner,manager}');

-- shifts: read O M S T; write O M
alter table public.shifts enable row level security;
revoke all on table public.shifts from anon, authenticated;
grant select, insert, update, delete on table public.shifts to authenticated;
grant all on table public.shifts to service_role;
create policy "Members read shifts" on public.shifts for select to authenticated
  using (lodge_id in (select private.lodge_ids()));
create policy "Owners and managers plan shifts" on public.shifts for insert to authenticated
  with check (lodge_id in (select private.lodge_ids(array['owner', 'manager']::public.lodge_role[])));
create policy "Owners and managers change shifts" on public.shifts for update to authenticated
  using (lodge_id in (select private.lodge_ids()))
  with check (lodge_id in (select private.lodge_ids(array['owner', 'manager']::public.lodge_role[])));
create policy "Owners and managers remove shifts" on public.shifts for delete to authenticated
  using (lodge_id in (select private.lodge_ids()));
create trigger require_role before delete on public.shifts
  for each row execute function private.require_role('{owner,manager}');

-- bookings: read O M S T; insert O M S; update O M S (staff limited by trigger); delete O M
alter table public.bookings enable row level security;
revoke all on table public.bookings from anon, authenticated;
grant select, insert, update, delete on table public.bookings to authenticated;
grant all on table public.bookings to service_role;
create policy "Members read bookings" on public.bookings for select to authenticated
  using (lodge_id in (select private.lodge_ids()));
create policy "Owners, managers and staff add bookings" on public.bookings for insert to authenticated
  with check (lodge_id in (select private.lodge_ids(array['owner', 'manager', 'staff']::public.lodge_role[])));
create policy "Owners, managers and staff update bookings" on public.bookings for update to authenticated
  using (lodge_id in (select private.lodge_ids()))
  with check (lodge_id in (select private.lodge_ids(array['owner', 'manager', 'staff']::public.lodge_role[])));
create policy "Owners and managers delete bookings" on public.bookings for delete to authenticated
  using (lodge_id in (select private.lodge_ids()));
create trigger require_role before delete on public.bookings
  for each row execute function private.require_role('{owner,manager}');

-- booking_contacts: O M S only; delete O M
alter table public.booking_contacts enable row level security;
revoke all on table public.booking_contacts from anon, authenticated;
grant select, insert, update, delete on table public.booking_contacts to authenticated;
grant all on table public.booking_contacts to service_role;
create policy "Owners, managers and staff read guest contacts" on public.booking_contacts
  for select to authenticated
  using (lodge_id in (select private.lodge_ids(array['owner', 'manager', 'staff']::public.lodge_role[])));
create policy "Owners, managers and staff add guest contacts" on public.booking_contacts
  for insert to authenticated
  with check (lodge_id in (select private.lodge_ids(array['owner', 'manager', 'staff']::public.lodge_role[])));
create policy "Owners, managers and staff update guest contacts" on public.booking_contacts
  for update to authenticated
  using (lodge_id in (select private.lodge_ids(array['owner', 'manager', 'staff']::public.lodge_role[])))
  with check (lodge_id in (select private.lodge_ids(array['owner', 'manager', 'staff']::public.lodge_role[])));
create policy "Owners and managers delete guest contacts" on public.booking_contacts
  for delete to authenticated
  using (lodge_id in (select private.lodge_ids(array['owner', 'manager', 'staff']::public.lodge_role[])));
create trigger require_role before delete on public.booking_contacts
  for each row execute function private.require_role('{owner,manager}');

-- booking_notes: O M S only; author edits; author, O, M delete
alter table public.booking_notes enable row level security;
revoke all on table public.booking_notes from anon, authenticated;
grant select, insert, update, delete on table public.booking_notes to authenticated;
grant all on table public.booking_notes to service_role;
create policy "Owners, managers and staff read booking notes" on public.booking_notes
  for select to authenticated
  using (lodge_id in (select private.lodge_ids(array['owner', 'manager', 'staff']::public.lodge_role[])));
create policy "Owners, managers and staff write booking notes" on public.booking_notes
  for insert to authenticated
  with check (lodge_id in (select private.lodge_ids(array['owner', 'manager', 'staff']::public.lodge_role[])));
create policy "Authors edit their booking notes" on public.booking_notes
  for update to authenticated
  using (lodge_id in (select private.lodge_ids(array['owner', 'manager', 'staff']::public.lodge_role[])))
  with check (lodge_id in (select private.lodge_ids(array['owner', 'manager', 'staff']::public.lodge_role[]))
              and created_by = (select auth.uid()));
create policy "Authors, owners and managers delete booking notes" on public.booking_notes
  for delete to authenticated
  using (lodge_id in (select private.lodge_ids(array['owner', 'manager', 'staff']::public.lodge_role[])));
create trigger require_role before delete on public.booking_notes
  for each row execute function private.require_role('{owner,manager}', 'or_author');

-- daily_notes: read O M S T; insert O M S; author edits; author, O, M delete
alter table public.daily_notes enable row level security;
revoke all on table public.daily_notes from anon, authenticated;
grant select, insert, update, delete on table public.daily_notes to authenticated;
grant all on table public.daily_notes to service_role;
create policy "Members read daily notes" on public.daily_notes for select to authenticated
  using (lodge_id in (select private.lodge_ids()));
create policy "Owners, managers and staff write daily notes" on public.daily_notes
  for insert to authenticated
  with check (lodge_id in (select private.lodge_ids(array['owner', 'manager', 'staff']::public.lodge_role[])));
create policy "Authors edit their daily notes" on public.daily_notes for update to authenticated
  using (lodge_id in (select private.lodge_ids()))
  with check (lodge_id in (select private.lodge_ids(array['owner', 'manager', 'staff']::public.lodge_role[]))
              and created_by = (select auth.uid()));
create policy "Authors, owners and managers delete daily notes" on public.daily_notes
  for delete to authenticated
  using (lodge_id in (select private.lodge_ids()));
create trigger require_role before delete on public.daily_notes
  for each row execute function private.require_role('{owner,manager}', 'or_author');
