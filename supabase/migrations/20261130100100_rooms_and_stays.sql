-- Rooms and nights (issue 31; the seam: /work/rooms-contract.md). A lodge sells nights in its rooms.
--
-- A stay is a booking (`bookings.kind = 'stay'`): items, payments, Finances, the outbox, Needs
-- attention, the day pack and RLS are keyed by bookings already, so a stay gets all of them unchanged
-- ("the money issue's items and payments, unchanged"). Its rooms and nights are `stay_rooms` rows.
--
-- The database keeps the rule "one stay per room and night, always": the exclusion constraint
-- `stay_rooms_no_double_booking` over (room, daterange(arrival, departure, '[)')) for active rows, and
-- every night a room is held — by a stay or by an out-of-order period — is also one row of
-- `private.room_nights_held`, whose exclusion constraint keeps out-of-order periods and stays apart.
-- Both refuse with SQLSTATE 23P01 (PostgREST: HTTP 400); the RPCs (20261130100200_stay_functions.sql)
-- turn it into `room_taken` with JSON details naming the room and what holds it.
--
-- Who may do what (O owner, M manager, S staff, T trustee):
--   rooms                read O M S; add, edit, remove O M; housekeeping status only through mark_room
--   room_out_of_order    read O M S; add, edit, remove O M
--   stay_rooms           read O M S; written only by the stay RPCs
--   room_status_changes  read O M S; written only by mark_room and check_out_stay (append-only)
--   bookings (stays)     read O M S (trustees read activity bookings only: no guest data); a stay's
--                        nights, status and guests change only through the stay RPCs
--   occupancy_summary    O M T (no guest data)

create extension if not exists btree_gist with schema extensions;

-- ---------------------------------------------------------------------------------------------------
-- rooms
-- ---------------------------------------------------------------------------------------------------

create table public.rooms (
  id uuid primary key default gen_random_uuid(),
  lodge_id uuid not null references public.lodges (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 60),
  room_type text not null default 'tent'
    check (room_type in ('tent', 'chalet', 'room', 'campsite', 'dorm_bed')),
  sleeps integer not null default 2 check (sleeps between 1 and 50),
  nightly_rate bigint check (nightly_rate between 0 and 100000000000),
  sort_order integer not null default 0 check (sort_order between -100000 and 100000),
  housekeeping_status text not null default 'clean'
    check (housekeeping_status in ('clean', 'dirty', 'inspected')),
  housekeeping_marked_at timestamptz,
  housekeeping_marked_by uuid references public.profiles (id) on delete set null,
  version integer not null default 1,
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  updated_at timestamptz not null default now(),
  unique (lodge_id, id)
);
comment on table public.rooms is
  'What a lodge sells nights in (issue 31): name (unique per lodge ignoring case), room_type (tent, '
  'chalet, room, campsite, dorm_bed), sleeps (max guests), optional nightly_rate (minor units), '
  'sort_order; housekeeping_status clean | dirty | inspected with who marked it when (only through '
  'mark_room and check_out_stay). `version` grows by one on every update.';
create unique index rooms_lodge_id_name_key on public.rooms (lodge_id, lower(btrim(name)));
create index rooms_lodge_id_updated_at_idx on public.rooms (lodge_id, updated_at);

-- ---------------------------------------------------------------------------------------------------
-- room_out_of_order
-- ---------------------------------------------------------------------------------------------------

create table public.room_out_of_order (
  id uuid primary key default gen_random_uuid(),
  lodge_id uuid not null references public.lodges (id) on delete cascade,
  room_id uuid not null,
  starts_on date not null check (starts_on >= date '2000-01-01'),
  ends_on date not null check (ends_on <= date '2200-01-01'),
  reason text not null check (char_length(btrim(reason)) between 1 and 200),
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  updated_at timestamptz not null default now(),
  unique (lodge_id, id),
  foreign key (lodge_id, room_id) references public.rooms (lodge_id, id) on delete cascade,
  constraint room_out_of_order_dates check (ends_on > starts_on)
);
comment on table public.room_out_of_order is
  'A room out of order from starts_on to ends_on (exclusive: the first night back in use), with a '
  'reason. Its nights cannot be sold, and it cannot be put over nights a stay holds (23P01).';
create index room_out_of_order_nights_idx on public.room_out_of_order
  using gist (room_id, daterange(starts_on, ends_on, '[)'));
create index room_out_of_order_lodge_id_updated_at_idx on public.room_out_of_order (lodge_id, updated_at);

-- ---------------------------------------------------------------------------------------------------
-- bookings: stays
-- ---------------------------------------------------------------------------------------------------

alter table public.bookings
  add column kind text not null default 'activity' check (kind in ('activity', 'stay')),
  add column arrival date,
  add column departure date,
  add column adults integer check (adults between 0 and 500),
  add column children integer check (children between 0 and 500),
  add column stay_booking_id uuid,
  add constraint bookings_stay_booking_fk foreign key (lodge_id, stay_booking_id)
    references public.bookings (lodge_id, id) on delete set null (stay_booking_id),
  add constraint bookings_stay_dates check (
    case when kind = 'stay'
         then arrival is not null and departure is not null and adults is not null and children is not null
              and arrival >= date '2000-01-01' and departure <= date '2200-01-01'
              and departure > arrival and departure - arrival <= 365 and stay_booking_id is null
         else arrival is null and departure is null and status <> 'tentative' end);
comment on column public.bookings.kind is
  'activity (the spec''s bookings: a date, a time, guests) or stay (issue 31: nights in rooms, '
  'arrival to departure; its rooms are stay_rooms rows).';
comment on column public.bookings.arrival is 'A stay''s first night (lodge-local date); the server keeps `date` = arrival.';
comment on column public.bookings.departure is 'A stay''s departure day (exclusive: its last night is the day before); at most 365 nights.';
comment on column public.bookings.stay_booking_id is 'An activity booked for a stay''s guests (their excursions): the stay.';
create index bookings_lodge_id_stay_nights_idx on public.bookings (lodge_id, departure, arrival) where kind = 'stay';
create index bookings_stay_booking_id_idx on public.bookings (lodge_id, stay_booking_id) where stay_booking_id is not null;

/*
 * Bookings, before every API write (issue 31): a stay's nights, status, rooms and guests change only
 * through the stay RPCs (book_stay, change_stay_dates, move_stay_room, check_in_stay, check_out_stay,
 * set_stay_status), which keep its stay_rooms and nightly items in step; a client may still edit a
 * stay's description and channel directly. An activity links only to a stay of its lodge. Writes from
 * the security definer RPCs (current_user is not an API role) pass.
 * @raises 42501 'stays_change_through_the_front_desk' (403); 23514 'linked_booking_is_not_a_stay' (400).
 */
create function private.stay_before_api_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.stay_booking_id is not null and (tg_op = 'INSERT' or new.stay_booking_id is distinct from old.stay_booking_id)
     and not exists (select 1 from public.bookings s
                      where s.lodge_id = new.lodge_id and s.id = new.stay_booking_id and s.kind = 'stay') then
    raise exception 'linked_booking_is_not_a_stay' using errcode = '23514',
      detail = 'An activity can be linked only to a stay of the same lodge.';
  end if;
  if current_user not in ('authenticated', 'anon') then
    return new;
  end if;
  if tg_op = 'INSERT' then
    if new.kind = 'stay' then
      raise exception 'stays_change_through_the_front_desk' using errcode = '42501',
        detail = 'A stay is made with book_stay, which holds its rooms.';
    end if;
    return new;
  end if;
  if (old.kind = 'stay' or new.kind = 'stay')
     and (new.kind, new.arrival, new.departure, new.adults, new.children, new.status, new.date, new.guests)
         is distinct from (old.kind, old.arrival, old.departure, old.adults, old.children, old.status, old.date, old.guests) then
    raise exception 'stays_change_through_the_front_desk' using errcode = '42501',
      detail = 'A stay''s nights, rooms, guests and status change through its own actions.';
  end if;
  return new;
end;
$$;
revoke execute on function private.stay_before_api_write() from public;
create trigger stay_before_api_write before insert or update on public.bookings
  for each row execute function private.stay_before_api_write();

-- Trustees read activity bookings (the dashboard) but never stays (guest names; issue 31).
drop policy "Members read bookings" on public.bookings;
create policy "Members read bookings; trustees no stays" on public.bookings for select to authenticated
  using (lodge_id in (select private.lodge_ids(array['owner', 'manager', 'staff']::public.lodge_role[]))
         or (kind = 'activity' and lodge_id in (select private.lodge_ids(array['trustee']::public.lodge_role[]))));

-- ---------------------------------------------------------------------------------------------------
-- stay_rooms
-- ---------------------------------------------------------------------------------------------------

create table public.stay_rooms (
  id uuid primary key default gen_random_uuid(),
  lodge_id uuid not null references public.lodges (id) on delete cascade,
  booking_id uuid not null,
  room_id uuid not null,
  arrival date not null check (arrival >= date '2000-01-01'),
  departure date not null check (departure <= date '2200-01-01'),
  nightly_rate bigint not null default 0 check (nightly_rate between 0 and 100000000000),
  released boolean not null default false,
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  updated_at timestamptz not null default now(),
  unique (lodge_id, id),
  foreign key (lodge_id, booking_id) references public.bookings (lodge_id, id) on delete cascade,
  foreign key (lodge_id, room_id) references public.rooms (lodge_id, id) on delete restrict,
  constraint stay_rooms_nights check (departure > arrival and departure - arrival <= 365),
  constraint stay_rooms_no_double_booking exclude using gist
    (room_id with =, daterange(arrival, departure, '[)') with &&) where (not released)
);
comment on table public.stay_rooms is
  'The rooms of a stay and their nights [arrival, departure), at nightly_rate (minor units, the '
  'room''s rate copied in, changeable). `released`: the nights went back to stock (the stay was '
  'cancelled or a no-show, or this row was replaced by a move). One active row per room and night: '
  'the exclusion constraint stay_rooms_no_double_booking (23P01). Written only by the stay RPCs.';
create index stay_rooms_lodge_id_booking_id_idx on public.stay_rooms (lodge_id, booking_id);
create index stay_rooms_lodge_id_updated_at_idx on public.stay_rooms (lodge_id, updated_at);
create index stay_rooms_room_id_idx on public.stay_rooms (lodge_id, room_id);

-- The nightly items of a stay: one booking_items row per stay_rooms row, kept in step by the server.
alter table public.booking_items
  add column stay_room_id uuid unique,
  add constraint booking_items_stay_room_fk foreign key (lodge_id, stay_room_id)
    references public.stay_rooms (lodge_id, id) on delete cascade;
comment on column public.booking_items.stay_room_id is
  'The stay room whose nights this line sells ("Tent 3 — 3 nights": quantity = nights, unit price = '
  'the nightly rate); kept in step with it by the stay RPCs (issue 31).';

-- ---------------------------------------------------------------------------------------------------
-- Every held night once: stays and out-of-order periods in one exclusion constraint
-- ---------------------------------------------------------------------------------------------------

create table private.room_nights_held (
  room_id uuid not null,
  nights daterange not null,
  stay_room_id uuid unique references public.stay_rooms (id) on delete cascade,
  out_of_order_id uuid unique references public.room_out_of_order (id) on delete cascade,
  check ((stay_room_id is null) <> (out_of_order_id is null)),
  constraint room_nights_held_once exclude using gist (room_id with =, nights with &&)
);
comment on table private.room_nights_held is
  'Every night a room is held, by an active stay room or an out-of-order period, once (issue 31: '
  '"the same for out-of-order periods against stays"). Kept by triggers; not exposed.';
alter table private.room_nights_held enable row level security;
revoke all on table private.room_nights_held from public, anon, authenticated;

/*
 * AFTER INSERT OR UPDATE on stay_rooms and room_out_of_order: the row's nights in
 * private.room_nights_held (an active stay room, or an out-of-order period), or none (released).
 * A clash raises 23P01 'room_taken' with JSON details naming what holds the nights
 * (private.room_taken_details).
 */
create function private.hold_room_nights()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_nights daterange;
  v_details text;
begin
  if tg_table_name = 'stay_rooms' then
    delete from private.room_nights_held h where h.stay_room_id = new.id;
    if new.released then
      return null;
    end if;
    v_nights := daterange(new.arrival, new.departure, '[)');
    begin
      insert into private.room_nights_held (room_id, nights, stay_room_id) values (new.room_id, v_nights, new.id);
    exception when exclusion_violation then
      v_details := private.room_taken_details(new.room_id, v_nights, new.booking_id);
      raise exception 'room_taken' using errcode = '23P01', detail = v_details;
    end;
  else
    delete from private.room_nights_held h where h.out_of_order_id = new.id;
    v_nights := daterange(new.starts_on, new.ends_on, '[)');
    begin
      insert into private.room_nights_held (room_id, nights, out_of_order_id) values (new.room_id, v_nights, new.id);
    exception when exclusion_violation then
      v_details := private.room_taken_details(new.room_id, v_nights, null, new.id);
      raise exception 'room_taken' using errcode = '23P01', detail = v_details;
    end;
  end if;
  return null;
end;
$$;
revoke execute on function private.hold_room_nights() from public, anon, authenticated;

/*
 * What holds `p_room_id` on some of `p_nights` (other than booking `p_except_booking` or out-of-order
 * period `p_except_period`), as the JSON text of a 23P01 'room_taken' refusal's details:
 *   {"room_id", "room_name", "booking_id", "guest_name", "arrival", "departure"}   a stay holds it;
 *   {"room_id", "room_name", "booking_id": null, "guest_name": null, "arrival", "departure",
 *    "out_of_order": true, "reason"}                                               out of order.
 * Read as the definer: the words name the guest even for a caller who could not read that stay.
 */
create function private.room_taken_details(
  p_room_id uuid,
  p_nights daterange,
  p_except_booking uuid default null,
  p_except_period uuid default null
)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select jsonb_build_object(
              'room_id', r.id, 'room_name', r.name, 'booking_id', b.id,
              'guest_name', coalesce(nullif(btrim(c.guest_name), ''), b.name),
              'arrival', s.arrival, 'departure', s.departure)::text
       from public.stay_rooms s
       join public.rooms r on r.id = s.room_id
       join public.bookings b on b.id = s.booking_id
       left join public.booking_contacts c on c.booking_id = b.id
      where s.room_id = p_room_id and not s.released
        and daterange(s.arrival, s.departure, '[)') && p_nights
        and s.booking_id is distinct from p_except_booking
      order by s.arrival limit 1),
    (select jsonb_build_object(
              'room_id', r.id, 'room_name', r.name, 'booking_id', null, 'guest_name', null,
              'arrival', o.starts_on, 'departure', o.ends_on, 'out_of_order', true, 'reason', o.reason)::text
       from public.room_out_of_order o
       join public.rooms r on r.id = o.room_id
      where o.room_id = p_room_id and daterange(o.starts_on, o.ends_on, '[)') && p_nights
        and o.id is distinct from p_except_period
      order by o.starts_on limit 1),
    (select jsonb_build_object('room_id', r.id, 'room_name', r.name, 'booking_id', null, 'guest_name', null,
                               'arrival', lower(p_nights), 'departure', upper(p_nights))::text
       from public.rooms r where r.id = p_room_id))
$$;
revoke execute on function private.room_taken_details(uuid, daterange, uuid, uuid) from public, anon, authenticated;

create trigger hold_room_nights after insert or update on public.stay_rooms
  for each row execute function private.hold_room_nights();
create trigger hold_room_nights after insert or update on public.room_out_of_order
  for each row execute function private.hold_room_nights();

-- ---------------------------------------------------------------------------------------------------
-- room_status_changes
-- ---------------------------------------------------------------------------------------------------

create table public.room_status_changes (
  id uuid primary key default gen_random_uuid(),
  lodge_id uuid not null references public.lodges (id) on delete cascade,
  room_id uuid not null,
  status text not null check (status in ('clean', 'dirty', 'inspected')),
  marked_at timestamptz not null,
  marked_by uuid references public.profiles (id) on delete set null,
  note text check (char_length(note) <= 200),
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  updated_at timestamptz not null default now(),
  unique (lodge_id, id),
  foreign key (lodge_id, room_id) references public.rooms (lodge_id, id) on delete cascade
);
comment on table public.room_status_changes is
  'Every housekeeping mark of a room, append-only (issue 31): status, when it was marked (the phone''s '
  'time, never after the server''s now), by whom, an optional note. An older offline mark is logged '
  'but does not change the room''s current status (the later mark wins).';
create unique index room_status_changes_once_idx
  on public.room_status_changes (room_id, status, marked_at, marked_by) nulls not distinct;
create index room_status_changes_lodge_id_updated_at_idx on public.room_status_changes (lodge_id, updated_at);
create index room_status_changes_room_id_marked_at_idx on public.room_status_changes (lodge_id, room_id, marked_at);

-- ---------------------------------------------------------------------------------------------------
-- Triggers every lodge table has (20261123190000, 20261123220000, 20261126130000)
-- ---------------------------------------------------------------------------------------------------

create trigger touch before insert or update on public.rooms
  for each row execute function private.touch();
create trigger touch before insert or update on public.room_out_of_order
  for each row execute function private.touch();
create trigger touch before insert or update on public.stay_rooms
  for each row execute function private.touch();
create trigger touch before insert or update on public.room_status_changes
  for each row execute function private.touch();

create trigger keep_row_owner before insert or update on public.rooms
  for each row execute function private.keep_row_owner('lodge_id', 'created_by');
create trigger keep_row_owner before insert or update on public.room_out_of_order
  for each row execute function private.keep_row_owner('lodge_id', 'created_by');
create trigger keep_row_owner before insert or update on public.stay_rooms
  for each row execute function private.keep_row_owner('lodge_id', 'created_by');
create trigger keep_row_owner before insert or update on public.room_status_changes
  for each row execute function private.keep_row_owner('lodge_id', 'created_by');

alter table public.deleted_rows drop constraint deleted_rows_table_name_check;
alter table public.deleted_rows add constraint deleted_rows_table_name_check check (
  table_name in ('bookings', 'booking_notes', 'daily_notes', 'staff_members', 'shifts', 'products',
                 'distribution_channels', 'booking_items', 'rooms', 'room_out_of_order', 'stay_rooms'));
create trigger record_deletion after delete on public.rooms
  for each row execute function private.record_deletion();
create trigger record_deletion after delete on public.room_out_of_order
  for each row execute function private.record_deletion();
create trigger record_deletion after delete on public.stay_rooms
  for each row execute function private.record_deletion();
create trigger refuse_deleted_row before insert on public.rooms
  for each row execute function private.refuse_deleted_row();
create trigger refuse_deleted_row before insert on public.room_out_of_order
  for each row execute function private.refuse_deleted_row();
create trigger refuse_deleted_row before insert on public.stay_rooms
  for each row execute function private.refuse_deleted_row();

/*
 * rooms, before every write: `version` 1 on insert and +1 on each update; through the API (owners and
 * managers) the housekeeping columns are set only by mark_room and check_out_stay — an insert starts
 * 'clean' unless it says otherwise, with no mark; an update that changes them is refused.
 * @raises 42501 'room_status_through_mark_room' (403).
 */
create function private.room_before_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.version := 1;
    if current_user in ('authenticated', 'anon') then
      new.housekeeping_marked_at := null;
      new.housekeeping_marked_by := null;
    end if;
    return new;
  end if;
  new.version := old.version + 1;
  if current_user in ('authenticated', 'anon')
     and (new.housekeeping_status, new.housekeeping_marked_at, new.housekeeping_marked_by)
         is distinct from (old.housekeeping_status, old.housekeeping_marked_at, old.housekeeping_marked_by) then
    raise exception 'room_status_through_mark_room' using errcode = '42501',
      detail = 'A room is marked clean, dirty or inspected with mark_room, which keeps its history.';
  end if;
  return new;
end;
$$;
revoke execute on function private.room_before_write() from public;
create trigger room_before_write before insert or update on public.rooms
  for each row execute function private.room_before_write();

-- ---------------------------------------------------------------------------------------------------
-- RLS and grants
-- ---------------------------------------------------------------------------------------------------

-- rooms: read O M S; write O M.
alter table public.rooms enable row level security;
revoke all on table public.rooms from anon, authenticated;
grant select, insert, update, delete on table public.rooms to authenticated;
grant all on table public.rooms to service_role;
create policy "Owners, managers and staff read rooms" on public.rooms for select to authenticated
  using (lodge_id in (select private.lodge_ids(array['owner', 'manager', 'staff']::public.lodge_role[])));
create policy "Owners and managers add rooms" on public.rooms for insert to authenticated
  with check (lodge_id in (select private.lodge_ids(array['owner', 'manager']::public.lodge_role[])));
create policy "Owners and managers edit rooms" on public.rooms for update to authenticated
  using (lodge_id in (select private.lodge_ids(array['owner', 'manager', 'staff']::public.lodge_role[])))
  with check (lodge_id in (select private.lodge_ids(array['owner', 'manager']::public.lodge_role[])));
create policy "Owners and managers remove rooms" on public.rooms for delete to authenticated
  using (lodge_id in (select private.lodge_ids(array['owner', 'manager', 'staff']::public.lodge_role[])));
create trigger require_role before delete on public.rooms
  for each row execute function private.require_role('{owner,manager}');

-- room_out_of_order: read O M S; write O M.
alter table public.room_out_of_order enable row level security;
revoke all on table public.room_out_of_order from anon, authenticated;
grant select, insert, update, delete on table public.room_out_of_order to authenticated;
grant all on table public.room_out_of_order to service_role;
create policy "Owners, managers and staff read out-of-order periods" on public.room_out_of_order
  for select to authenticated
  using (lodge_id in (select private.lodge_ids(array['owner', 'manager', 'staff']::public.lodge_role[])));
create policy "Owners and managers put rooms out of order" on public.room_out_of_order
  for insert to authenticated
  with check (lodge_id in (select private.lodge_ids(array['owner', 'manager']::public.lodge_role[])));
create policy "Owners and managers change out-of-order periods" on public.room_out_of_order
  for update to authenticated
  using (lodge_id in (select private.lodge_ids(array['owner', 'manager', 'staff']::public.lodge_role[])))
  with check (lodge_id in (select private.lodge_ids(array['owner', 'manager']::public.lodge_role[])));
create policy "Owners and managers remove out-of-order periods" on public.room_out_of_order
  for delete to authenticated
  using (lodge_id in (select private.lodge_ids(array['owner', 'manager', 'staff']::public.lodge_role[])));
create trigger require_role before delete on public.room_out_of_order
  for each row execute function private.require_role('{owner,manager}');

-- stay_rooms: read O M S; written only by the stay RPCs (security definer).
alter table public.stay_rooms enable row level security;
revoke all on table public.stay_rooms from anon, authenticated;
grant select on table public.stay_rooms to authenticated;
grant all on table public.stay_rooms to service_role;
create policy "Owners, managers and staff read stay rooms" on public.stay_rooms for select to authenticated
  using (lodge_id in (select private.lodge_ids(array['owner', 'manager', 'staff']::public.lodge_role[])));

-- room_status_changes: read O M S; written only by mark_room and check_out_stay.
alter table public.room_status_changes enable row level security;
revoke all on table public.room_status_changes from anon, authenticated;
grant select on table public.room_status_changes to authenticated;
grant all on table public.room_status_changes to service_role;
create policy "Owners, managers and staff read room marks" on public.room_status_changes
  for select to authenticated
  using (lodge_id in (select private.lodge_ids(array['owner', 'manager', 'staff']::public.lodge_role[])));
