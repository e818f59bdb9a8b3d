-- Rooms and nights, the functions (issue 31; the seam: /work/rooms-contract.md). Tables in
-- 20261130100100_rooms_and_stays.sql.
--
-- The stay's writes are security definer RPCs that check the caller's role themselves (stay_rooms and
-- room_status_changes have no API write grants, and a stay's nights change only here), so a stay's
-- booking, guest contact, rooms and nightly items move together in one transaction. Each write carries
-- the version of the stay it edited: a stale one is refused with PT409 'stale_version' (HTTP 409; a
-- 40xxx code would be retried forever by the outbox), nothing is overwritten. A room already held
-- answers 23P01 'room_taken' (HTTP 400, as PostgREST sends 23P01) whose details are JSON naming the
-- room and the stay (or out-of-order period) holding it. Reads (free_rooms, housekeeping_board) are
-- security invoker: RLS applies. occupancy_summary is for owners, managers and trustees (no guest data).
--
-- Errors (message; SQLSTATE; HTTP):
--   not_allowed_for_role          42501  403  the caller's role may not do this
--   stay_not_found                PT404  404  no such stay in the caller's lodges
--   stale_version                 PT409  409  the stay changed since it was read (details: {"version": n})
--   room_taken                    23P01  400  details: {"room_id","room_name","booking_id","guest_name","arrival","departure"}
--   room_not_ready                P0001  400  details: {"not_ready":["Tent 3"],"ready":["Tent 1","Tent 5"]}
--   stay_dates_invalid            22023  400  departure after arrival, at most 365 nights, from 2000 on
--   stay_needs_a_room / stay_needs_a_guest / stay_guests_invalid / room_not_found   22023  400
--   stay_status_change_not_allowed  P0001  400  e.g. checking in a cancelled stay
--   room_not_in_stay              P0001  400  move_stay_room: the room does not hold that night of the stay
--   booking_id_taken              23505  409  book_stay: that id is another lodge's or not a stay

-- ---------------------------------------------------------------------------------------------------
-- Helpers
-- ---------------------------------------------------------------------------------------------------

/* Raises 42501 'not_allowed_for_role' unless the caller's role in the lodge is one of `p_roles` (service_role passes). */
create function private.require_lodge_role(p_lodge_id uuid, p_roles public.lodge_role[])
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if coalesce((select auth.role()), '') = 'service_role' then
    return;
  end if;
  if private.my_role(p_lodge_id) is null or not private.my_role(p_lodge_id) = any (p_roles) then
    raise exception 'not_allowed_for_role' using errcode = '42501',
      detail = format('This needs the role %s in the lodge.', array_to_string(p_roles, ' or '));
  end if;
end;
$$;
revoke execute on function private.require_lodge_role(uuid, public.lodge_role[]) from public, anon, authenticated;

/* Raises 22023 'stay_dates_invalid' unless [p_arrival, p_departure) is 1 to 365 nights between 2000 and 2200. */
create function private.check_stay_dates(p_arrival date, p_departure date)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_arrival is null or p_departure is null or not isfinite(p_arrival) or not isfinite(p_departure)
     or p_arrival < date '2000-01-01' or p_departure > date '2200-01-01'
     or p_departure <= p_arrival or p_departure - p_arrival > 365 then
    raise exception 'stay_dates_invalid' using errcode = '22023',
      detail = 'The departure is after the arrival, at most 365 nights later.';
  end if;
end;
$$;
revoke execute on function private.check_stay_dates(date, date) from public, anon;
grant execute on function private.check_stay_dates(date, date) to authenticated, service_role; -- free_rooms is security invoker

/*
 * The stay `p_booking_id`, locked for update, as the caller may act on it: it exists in one of their
 * lodges with one of `p_roles`, and — when `p_version` is given — is still at that version.
 * @raises PT404 'stay_not_found'; 42501 'not_allowed_for_role'; PT409 'stale_version'.
 */
create function private.lock_stay(p_booking_id uuid, p_version integer, p_roles public.lodge_role[])
returns public.bookings
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_stay public.bookings;
begin
  select * into v_stay from public.bookings b where b.id = p_booking_id and b.kind = 'stay' for update;
  if not found or private.my_role(v_stay.lodge_id) is null and coalesce((select auth.role()), '') <> 'service_role' then
    raise exception 'stay_not_found' using errcode = 'PT404', detail = 'That stay is not in your lodge.';
  end if;
  perform private.require_lodge_role(v_stay.lodge_id, p_roles);
  if p_version is not null and v_stay.version <> p_version then
    raise exception 'stale_version' using errcode = 'PT409',
      detail = jsonb_build_object('version', v_stay.version)::text,
      hint = 'The stay changed since it was read: read it again.';
  end if;
  return v_stay;
end;
$$;
revoke execute on function private.lock_stay(uuid, integer, public.lodge_role[]) from public, anon, authenticated;

/* The line name of a stay room's nights: "Tent 3 — 3 nights" / "Tent 3 — 1 night". */
create function private.stay_item_name(p_room_name text, p_nights integer)
returns text
language sql
immutable
set search_path = ''
as $$
  select p_room_name || ' — ' || p_nights || case when p_nights = 1 then ' night' else ' nights' end
$$;
revoke execute on function private.stay_item_name(text, integer) from public, anon, authenticated;

/*
 * Keeps a stay's nightly items in step with its stay rooms (issue 31: "The stay's nights × rate appear
 * as items in its money section"): one booking_items line per active stay room (accommodation,
 * quantity = nights, unit price = nightly rate, named "Tent 3 — 3 nights"); the line of a row replaced
 * by a move goes. A cancelled or no-show stay keeps its lines as they were (Finances leaves cancelled
 * bookings out; a no-show may be charged).
 */
create function private.sync_stay_items(p_booking_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_stay public.bookings;
  v_row record;
begin
  select * into v_stay from public.bookings where id = p_booking_id;
  if not found or v_stay.status in ('cancelled', 'no_show') then
    return;
  end if;
  delete from public.booking_items i
   using public.stay_rooms s
   where i.lodge_id = v_stay.lodge_id and i.booking_id = p_booking_id and i.stay_room_id = s.id and s.released;
  for v_row in
    select s.id, s.departure - s.arrival as nights, s.nightly_rate, r.name as room_name,
           i.id as item_id, i.quantity, i.unit_price, i.product_name
      from public.stay_rooms s
      join public.rooms r on r.lodge_id = s.lodge_id and r.id = s.room_id
      left join public.booking_items i on i.stay_room_id = s.id
     where s.lodge_id = v_stay.lodge_id and s.booking_id = p_booking_id and not s.released
  loop
    if v_row.item_id is null then
      insert into public.booking_items
        (lodge_id, booking_id, stay_room_id, product_name, product_type, quantity, unit_price)
      values (v_stay.lodge_id, p_booking_id, v_row.id, private.stay_item_name(v_row.room_name, v_row.nights),
              'accommodation', v_row.nights, v_row.nightly_rate);
    elsif (v_row.quantity, v_row.unit_price, v_row.product_name)
          is distinct from (v_row.nights, v_row.nightly_rate, private.stay_item_name(v_row.room_name, v_row.nights)) then
      update public.booking_items
         set quantity = v_row.nights, unit_price = v_row.nightly_rate,
             product_name = private.stay_item_name(v_row.room_name, v_row.nights)
       where id = v_row.item_id;
    end if;
  end loop;
end;
$$;
revoke execute on function private.sync_stay_items(uuid) from public, anon, authenticated;

/*
 * Holds `p_room_id` for `[p_arrival, p_departure)` of stay `p_booking_id` at `p_rate` (a new stay_rooms
 * row), or updates stay room `p_stay_room_id` to those nights. @returns the stay room's id.
 * @raises 23P01 'room_taken' with JSON details (private.room_taken_details).
 */
create function private.hold_stay_room(
  p_stay public.bookings,
  p_room_id uuid,
  p_arrival date,
  p_departure date,
  p_rate bigint,
  p_stay_room_id uuid default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid := p_stay_room_id;
begin
  begin
    if v_id is null then
      insert into public.stay_rooms (lodge_id, booking_id, room_id, arrival, departure, nightly_rate)
      values (p_stay.lodge_id, p_stay.id, p_room_id, p_arrival, p_departure, p_rate)
      returning id into v_id;
    else
      update public.stay_rooms set arrival = p_arrival, departure = p_departure where id = v_id;
    end if;
  exception when exclusion_violation then
    raise exception 'room_taken' using errcode = '23P01',
      detail = private.room_taken_details(p_room_id, daterange(p_arrival, p_departure, '[)'), p_stay.id);
  end;
  return v_id;
end;
$$;
revoke execute on function private.hold_stay_room(public.bookings, uuid, date, date, bigint, uuid)
  from public, anon, authenticated;

/*
 * A room's housekeeping status as people read it on lodge day `p_day` (issue 31 "each morning it is
 * occupied"): 'dirty' when a guest slept in it last night (a stay checked in or out holding the night
 * before) and nobody marked it since that day began in the lodge's time zone; else its marked status.
 */
create function private.room_status_on(p_room public.rooms, p_day date)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when p_room.housekeeping_status <> 'dirty'
         and (p_room.housekeeping_marked_at is null
              or p_room.housekeeping_marked_at < (p_day::timestamp at time zone l.timezone))
         and exists (select 1 from public.stay_rooms s join public.bookings b on b.id = s.booking_id
                      where s.room_id = p_room.id and not s.released
                        and s.arrival <= p_day - 1 and s.departure > p_day - 1
                        and b.status in ('checked_in', 'checked_out'))
    then 'dirty' else p_room.housekeeping_status end
    from public.lodges l where l.id = p_room.lodge_id
$$;
revoke execute on function private.room_status_on(public.rooms, date) from public, anon;
grant execute on function private.room_status_on(public.rooms, date) to authenticated, service_role; -- housekeeping_board is security invoker

/* Marks a room (as the server, no role check): logs it, and it becomes current unless a later mark exists. */
create function private.record_room_mark(p_room public.rooms, p_status text, p_marked_at timestamptz, p_note text default null)
returns public.rooms
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_room public.rooms;
begin
  insert into public.room_status_changes (lodge_id, room_id, status, marked_at, marked_by, note)
  values (p_room.lodge_id, p_room.id, p_status, p_marked_at, (select auth.uid()), p_note)
  on conflict do nothing;
  update public.rooms r
     set housekeeping_status = p_status, housekeeping_marked_at = p_marked_at,
         housekeeping_marked_by = (select auth.uid())
   where r.id = p_room.id
     and (r.housekeeping_marked_at is null or r.housekeeping_marked_at <= p_marked_at)
  returning * into v_room;
  if not found then
    select * into v_room from public.rooms where id = p_room.id;
  end if;
  return v_room;
end;
$$;
revoke execute on function private.record_room_mark(public.rooms, text, timestamptz, text) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------------
-- Availability
-- ---------------------------------------------------------------------------------------------------

/*
 * The lodge's rooms free for every night of [p_arrival, p_departure) (issue 31: the ONE availability
 * function, used by New stay, Move, Extend and Needs attention): not held by an active stay (other than
 * `p_except_booking_id`, the stay being changed), not out of order; ordered by sort_order, name.
 * Security invoker: trustees (no rooms) get none. Answers in well under 5 ms at 5 years of stays for
 * 50 rooms (npm run bench:backend): two index probes per room on the exclusion constraints' gist indexes.
 * @raises 22023 'stay_dates_invalid'.
 */
create function public.free_rooms(
  p_lodge_id uuid,
  p_arrival date,
  p_departure date,
  p_except_booking_id uuid default null
)
returns setof public.rooms
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  perform private.check_stay_dates(p_arrival, p_departure);
  return query
    select r.*
      from public.rooms r
     where r.lodge_id = p_lodge_id
       and not exists (
         select 1 from public.stay_rooms s
          where s.room_id = r.id and not s.released
            and daterange(s.arrival, s.departure, '[)') && daterange(p_arrival, p_departure, '[)')
            and s.booking_id is distinct from p_except_booking_id)
       and not exists (
         select 1 from public.room_out_of_order o
          where o.room_id = r.id
            and daterange(o.starts_on, o.ends_on, '[)') && daterange(p_arrival, p_departure, '[)'))
     order by r.sort_order, r.name;
end;
$$;
revoke execute on function public.free_rooms(uuid, date, date, uuid) from public, anon;
grant execute on function public.free_rooms(uuid, date, date, uuid) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------
-- The stay's life
-- ---------------------------------------------------------------------------------------------------

/*
 * Books a stay (New stay; owners and managers), in one transaction: the booking (kind 'stay', `date` =
 * arrival, 14:00, `name` = the guest's name, guests = adults + children), its guest contact, a stay
 * room per room and their nightly items. `p_stay` keys: id (client-made uuid: the call is idempotent
 * on it, for the offline outbox — sent again it returns the stay as it is), lodge_id, guest_name,
 * guest_phone, guest_email, arrival, departure (YYYY-MM-DD), adults, children, rooms ([{room_id,
 * nightly_rate}], the rate in minor units; absent or null = the room's rate, else 0), channel_id,
 * status ('tentative' | 'confirmed', default confirmed), description.
 * @returns the bookings row.
 * @raises 23P01 'room_taken' (details name the room and the stay holding it); 22023
 *   'stay_dates_invalid' | 'stay_needs_a_room' | 'stay_needs_a_guest' | 'stay_guests_invalid' |
 *   'room_not_found'; 42501 'not_allowed_for_role'; 23505 'booking_id_taken'.
 */
create function public.book_stay(p_stay jsonb)
returns public.bookings
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_id uuid := coalesce(nullif(p_stay ->> 'id', '')::uuid, gen_random_uuid());
  v_lodge uuid := nullif(p_stay ->> 'lodge_id', '')::uuid;
  v_arrival date := nullif(p_stay ->> 'arrival', '')::date;
  v_departure date := nullif(p_stay ->> 'departure', '')::date;
  v_guest text := btrim(coalesce(p_stay ->> 'guest_name', ''));
  v_adults integer := coalesce(nullif(p_stay ->> 'adults', '')::integer, 1);
  v_children integer := coalesce(nullif(p_stay ->> 'children', '')::integer, 0);
  v_status public.booking_status := coalesce(nullif(p_stay ->> 'status', ''), 'confirmed')::public.booking_status;
  v_stay public.bookings;
  v_room jsonb;
  v_room_row public.rooms;
begin
  select * into v_stay from public.bookings b where b.id = v_id;
  if found then
    if v_stay.kind = 'stay' and private.my_role(v_stay.lodge_id) in ('owner', 'manager') then
      return v_stay; -- sent again (the outbox): the stay as it is now
    end if;
    raise exception 'booking_id_taken' using errcode = '23505', detail = 'That id belongs to another booking.';
  end if;
  perform private.require_lodge_role(v_lodge, array['owner', 'manager']::public.lodge_role[]);
  perform private.check_stay_dates(v_arrival, v_departure);
  if char_length(v_guest) not between 1 and 120 then
    raise exception 'stay_needs_a_guest' using errcode = '22023', detail = 'Give the guest''s name (up to 120 characters).';
  end if;
  if v_adults not between 0 and 500 or v_children not between 0 and 500 or v_adults + v_children not between 1 and 500 then
    raise exception 'stay_guests_invalid' using errcode = '22023', detail = 'A stay is for 1 to 500 guests.';
  end if;
  if jsonb_typeof(p_stay -> 'rooms') is distinct from 'array' or jsonb_array_length(p_stay -> 'rooms') = 0 then
    raise exception 'stay_needs_a_room' using errcode = '22023', detail = 'Choose at least one room.';
  end if;
  if v_status not in ('tentative', 'confirmed') then
    raise exception 'stay_status_change_not_allowed' using errcode = 'P0001',
      detail = 'A new stay is tentative or confirmed.';
  end if;

  insert into public.bookings
    (id, lodge_id, kind, date, time, name, guests, adults, children, arrival, departure, description,
     channel_id, status)
  values (v_id, v_lodge, 'stay', v_arrival, '14:00', v_guest, v_adults + v_children, v_adults, v_children,
          v_arrival, v_departure, nullif(btrim(coalesce(p_stay ->> 'description', '')), ''),
          nullif(p_stay ->> 'channel_id', '')::uuid, v_status)
  on conflict (id) do nothing
  returning * into v_stay;
  if not found then -- the same id sent twice at once: the first one made it
    select * into v_stay from public.bookings b where b.id = v_id and b.kind = 'stay' and b.lodge_id = v_lodge;
    if found then
      return v_stay;
    end if;
    raise exception 'booking_id_taken' using errcode = '23505', detail = 'That id belongs to another booking.';
  end if;
  insert into public.booking_contacts (booking_id, lodge_id, guest_name, guest_phone, guest_email)
  values (v_id, v_lodge, v_guest, nullif(btrim(coalesce(p_stay ->> 'guest_phone', '')), ''),
          nullif(btrim(coalesce(p_stay ->> 'guest_email', '')), ''));

  for v_room in select * from jsonb_array_elements(p_stay -> 'rooms') loop
    select * into v_room_row from public.rooms r
     where r.lodge_id = v_lodge and r.id = nullif(v_room ->> 'room_id', '')::uuid;
    if not found then
      raise exception 'room_not_found' using errcode = '22023', detail = 'That room is not in this lodge.';
    end if;
    perform private.hold_stay_room(v_stay, v_room_row.id, v_arrival, v_departure,
                                   coalesce(nullif(v_room ->> 'nightly_rate', '')::bigint, v_room_row.nightly_rate, 0));
  end loop;
  perform private.sync_stay_items(v_id);
  return v_stay;
end;
$$;
revoke execute on function public.book_stay(jsonb) from public, anon;
grant execute on function public.book_stay(jsonb) to authenticated, service_role;

/*
 * Extends or shortens a stay (owners and managers): its rooms' first nights move with the arrival and
 * their last nights with the departure; a room whose nights all fall outside is released (an early
 * departure returns nights to stock). A checked-in stay keeps its arrival. Items follow.
 * @returns the bookings row. @raises PT409 'stale_version'; 23P01 'room_taken'; 22023
 *   'stay_dates_invalid'; P0001 'stay_status_change_not_allowed' (cancelled, no-show, checked out, or
 *   a checked-in stay's arrival); PT404; 42501.
 */
create function public.change_stay_dates(p_booking_id uuid, p_version integer, p_arrival date, p_departure date)
returns public.bookings
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_stay public.bookings;
  v_row public.stay_rooms;
  v_arrival date;
  v_departure date;
begin
  v_stay := private.lock_stay(p_booking_id, p_version, array['owner', 'manager']::public.lodge_role[]);
  perform private.check_stay_dates(p_arrival, p_departure);
  if v_stay.status not in ('tentative', 'confirmed', 'checked_in')
     or (v_stay.status = 'checked_in' and p_arrival <> v_stay.arrival) then
    raise exception 'stay_status_change_not_allowed' using errcode = 'P0001',
      detail = 'Only a stay not yet checked out changes its dates; a checked-in stay keeps its arrival.';
  end if;
  -- Shrinking rows first, so nights one room gives up are free for another row of the same stay.
  for v_row in
    select * from public.stay_rooms s where s.booking_id = v_stay.id and not s.released
     order by (case when s.arrival = v_stay.arrival then p_arrival else greatest(s.arrival, p_arrival) end
               - s.arrival) desc,
              (s.departure - case when s.departure = v_stay.departure then p_departure
                                  else least(s.departure, p_departure) end) desc
  loop
    v_arrival := case when v_row.arrival = v_stay.arrival then p_arrival else greatest(v_row.arrival, p_arrival) end;
    v_departure := case when v_row.departure = v_stay.departure then p_departure else least(v_row.departure, p_departure) end;
    if v_departure <= v_arrival then
      update public.stay_rooms set released = true where id = v_row.id;
    elsif (v_arrival, v_departure) is distinct from (v_row.arrival, v_row.departure) then
      perform private.hold_stay_room(v_stay, v_row.room_id, v_arrival, v_departure, v_row.nightly_rate, v_row.id);
    end if;
  end loop;
  update public.bookings set arrival = p_arrival, departure = p_departure, date = p_arrival
   where id = v_stay.id returning * into v_stay;
  perform private.sync_stay_items(v_stay.id);
  return v_stay;
end;
$$;
revoke execute on function public.change_stay_dates(uuid, integer, date, date) from public, anon;
grant execute on function public.change_stay_dates(uuid, integer, date, date) to authenticated, service_role;

/*
 * Moves a stay's remaining nights in one room to another (owners and managers): from `p_from_night`
 * (default: the arrival, or today when checked in) to the end of that room's nights, at the same
 * nightly rate. A row moved whole is released (replaced); one moved from a later night ends there.
 * A checked-in guest's old room becomes dirty. Items follow.
 * @returns the bookings row. @raises PT409 'stale_version'; 23P01 'room_taken' (the new room);
 *   P0001 'room_not_in_stay' | 'stay_status_change_not_allowed'; 22023 'room_not_found'; PT404; 42501.
 */
create function public.move_stay_room(
  p_booking_id uuid,
  p_version integer,
  p_from_room_id uuid,
  p_to_room_id uuid,
  p_from_night date default null
)
returns public.bookings
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_stay public.bookings;
  v_row public.stay_rooms;
  v_from date;
  v_to public.rooms;
  v_old public.rooms;
begin
  v_stay := private.lock_stay(p_booking_id, p_version, array['owner', 'manager']::public.lodge_role[]);
  if v_stay.status not in ('tentative', 'confirmed', 'checked_in') then
    raise exception 'stay_status_change_not_allowed' using errcode = 'P0001',
      detail = 'A cancelled, no-show or checked-out stay does not move.';
  end if;
  v_from := coalesce(p_from_night, case when v_stay.status = 'checked_in'
                                        then greatest(private.lodge_today(v_stay.lodge_id), v_stay.arrival)
                                        else v_stay.arrival end);
  select * into v_row from public.stay_rooms s
   where s.booking_id = v_stay.id and s.room_id = p_from_room_id and not s.released
     and s.arrival <= v_from and s.departure > v_from
   for update;
  if not found then
    raise exception 'room_not_in_stay' using errcode = 'P0001',
      detail = 'That room does not hold this stay on that night.';
  end if;
  select * into v_to from public.rooms r where r.lodge_id = v_stay.lodge_id and r.id = p_to_room_id;
  if not found then
    raise exception 'room_not_found' using errcode = '22023', detail = 'That room is not in this lodge.';
  end if;
  if p_to_room_id = p_from_room_id then
    return v_stay;
  end if;
  if v_from = v_row.arrival then
    update public.stay_rooms set released = true where id = v_row.id;
  else
    update public.stay_rooms set departure = v_from where id = v_row.id;
  end if;
  perform private.hold_stay_room(v_stay, p_to_room_id, v_from, v_row.departure, v_row.nightly_rate);
  if v_stay.status = 'checked_in' then
    select * into v_old from public.rooms where id = p_from_room_id;
    perform private.record_room_mark(v_old, 'dirty', now(), 'Guest moved to ' || v_to.name);
  end if;
  update public.bookings set version = version where id = v_stay.id returning * into v_stay;
  perform private.sync_stay_items(v_stay.id);
  return v_stay;
end;
$$;
revoke execute on function public.move_stay_room(uuid, integer, uuid, uuid, date) from public, anon;
grant execute on function public.move_stay_room(uuid, integer, uuid, uuid, date) to authenticated, service_role;

/*
 * Checks a stay in (owners, managers, staff): only when every room it holds tonight (its first night
 * when early) is clean or inspected as read today (private.room_status_on). Sent again after it
 * worked, it returns the stay as it is.
 * @returns the bookings row.
 * @raises P0001 'room_not_ready' with details {"not_ready": [room names], "ready": [names of rooms free
 *   for the remaining nights that are clean or inspected]}; PT409 'stale_version'; P0001
 *   'stay_status_change_not_allowed'; PT404; 42501.
 */
create function public.check_in_stay(p_booking_id uuid, p_version integer)
returns public.bookings
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_stay public.bookings;
  v_today date;
  v_night date;
  v_not_ready text[];
  v_ready text[];
begin
  v_stay := private.lock_stay(p_booking_id, null, array['owner', 'manager', 'staff']::public.lodge_role[]);
  if v_stay.status = 'checked_in' then
    return v_stay;
  end if;
  v_stay := private.lock_stay(p_booking_id, p_version, array['owner', 'manager', 'staff']::public.lodge_role[]);
  if v_stay.status not in ('tentative', 'confirmed') then
    raise exception 'stay_status_change_not_allowed' using errcode = 'P0001',
      detail = 'Only a tentative or confirmed stay is checked in.';
  end if;
  v_today := private.lodge_today(v_stay.lodge_id);
  v_night := least(greatest(v_today, v_stay.arrival), v_stay.departure - 1);
  select array_agg(r.name order by r.sort_order, r.name) into v_not_ready
    from public.stay_rooms s join public.rooms r on r.id = s.room_id
   where s.booking_id = v_stay.id and not s.released and s.arrival <= v_night and s.departure > v_night
     and private.room_status_on(r, v_today) = 'dirty';
  if v_not_ready is not null then
    select coalesce(array_agg(f.name order by f.sort_order, f.name), '{}') into v_ready
      from public.free_rooms(v_stay.lodge_id, v_night, v_stay.departure, v_stay.id) f
     where private.room_status_on(f, v_today) in ('clean', 'inspected');
    raise exception 'room_not_ready' using errcode = 'P0001',
      detail = jsonb_build_object('not_ready', to_jsonb(v_not_ready), 'ready', to_jsonb(v_ready))::text,
      hint = 'Mark the room clean, or move the stay to a ready room.';
  end if;
  update public.bookings set status = 'checked_in' where id = v_stay.id returning * into v_stay;
  return v_stay;
end;
$$;
revoke execute on function public.check_in_stay(uuid, integer) from public, anon;
grant execute on function public.check_in_stay(uuid, integer) to authenticated, service_role;

/*
 * Checks a stay out (owners, managers, staff): leaving before the departure day returns the nights
 * after today to stock (its departure becomes today, at least one night); its rooms become dirty.
 * Sent again after it worked, it returns the stay as it is.
 * @returns the bookings row. @raises PT409 'stale_version'; P0001 'stay_status_change_not_allowed'
 *   (not checked in); PT404; 42501.
 */
create function public.check_out_stay(p_booking_id uuid, p_version integer)
returns public.bookings
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_stay public.bookings;
  v_today date;
  v_departure date;
  v_row public.stay_rooms;
  v_room public.rooms;
begin
  v_stay := private.lock_stay(p_booking_id, null, array['owner', 'manager', 'staff']::public.lodge_role[]);
  if v_stay.status = 'checked_out' then
    return v_stay;
  end if;
  v_stay := private.lock_stay(p_booking_id, p_version, array['owner', 'manager', 'staff']::public.lodge_role[]);
  if v_stay.status <> 'checked_in' then
    raise exception 'stay_status_change_not_allowed' using errcode = 'P0001',
      detail = 'Only a checked-in stay is checked out.';
  end if;
  v_today := private.lodge_today(v_stay.lodge_id);
  v_departure := greatest(v_today, v_stay.arrival + 1);
  if v_departure < v_stay.departure then -- an early departure: the nights after today go back
    for v_row in select * from public.stay_rooms s where s.booking_id = v_stay.id and not s.released loop
      if v_row.arrival >= v_departure then
        update public.stay_rooms set released = true where id = v_row.id;
      elsif v_row.departure > v_departure then
        update public.stay_rooms set departure = v_departure where id = v_row.id;
      end if;
    end loop;
    update public.bookings set departure = v_departure where id = v_stay.id;
  end if;
  for v_room in
    select distinct r.* from public.stay_rooms s join public.rooms r on r.id = s.room_id
     where s.booking_id = v_stay.id and not s.released
       and s.departure = (select b.departure from public.bookings b where b.id = v_stay.id)
  loop
    perform private.record_room_mark(v_room, 'dirty', now(), 'Guest checked out');
  end loop;
  update public.bookings set status = 'checked_out' where id = v_stay.id returning * into v_stay;
  perform private.sync_stay_items(v_stay.id);
  return v_stay;
end;
$$;
revoke execute on function public.check_out_stay(uuid, integer) from public, anon;
grant execute on function public.check_out_stay(uuid, integer) to authenticated, service_role;

/*
 * Confirms, cancels or marks a stay a no-show (owners and managers): tentative <-> confirmed;
 * tentative or confirmed -> cancelled | no_show, which release its nights (its items stay as they
 * were: Finances leaves cancelled bookings out). The same status again returns the stay as it is.
 * @returns the bookings row. @raises PT409 'stale_version'; P0001 'stay_status_change_not_allowed';
 *   PT404; 42501.
 */
create function public.set_stay_status(p_booking_id uuid, p_version integer, p_status text)
returns public.bookings
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_stay public.bookings;
begin
  v_stay := private.lock_stay(p_booking_id, null, array['owner', 'manager']::public.lodge_role[]);
  if v_stay.status::text = p_status then
    return v_stay;
  end if;
  v_stay := private.lock_stay(p_booking_id, p_version, array['owner', 'manager']::public.lodge_role[]);
  if p_status is null or p_status not in ('tentative', 'confirmed', 'cancelled', 'no_show')
     or v_stay.status not in ('tentative', 'confirmed') then
    raise exception 'stay_status_change_not_allowed' using errcode = 'P0001',
      detail = 'A tentative or confirmed stay is confirmed, made tentative, cancelled or marked a no-show.';
  end if;
  if p_status in ('cancelled', 'no_show') then
    update public.stay_rooms set released = true where booking_id = v_stay.id and not released;
  end if;
  update public.bookings set status = p_status::public.booking_status where id = v_stay.id returning * into v_stay;
  return v_stay;
end;
$$;
revoke execute on function public.set_stay_status(uuid, integer, text) from public, anon;
grant execute on function public.set_stay_status(uuid, integer, text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------
-- Housekeeping
-- ---------------------------------------------------------------------------------------------------

/*
 * Marks a room clean, dirty or inspected (the housekeeping board; works offline: `p_marked_at` is
 * when the person marked it, never after the server's now, null = now). Staff mark clean or dirty;
 * owners and managers also inspected. Every mark is logged (room_status_changes; the same mark sent
 * twice is logged once); the later `marked_at` wins: an older offline mark does not change the room.
 * @returns the rooms row as it is now.
 * @raises 42501 'not_allowed_for_role'; PT404 'room_not_found'; 22023 'room_status_invalid'.
 */
create function public.mark_room(p_room_id uuid, p_status text, p_marked_at timestamptz default null)
returns public.rooms
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_room public.rooms;
  v_at timestamptz := least(coalesce(p_marked_at, now()), now());
begin
  select * into v_room from public.rooms r where r.id = p_room_id for update;
  if not found or private.my_role(v_room.lodge_id) is null and coalesce((select auth.role()), '') <> 'service_role' then
    raise exception 'room_not_found' using errcode = 'PT404', detail = 'That room is not in your lodge.';
  end if;
  if p_status is null or p_status not in ('clean', 'dirty', 'inspected') then
    raise exception 'room_status_invalid' using errcode = '22023', detail = 'A room is clean, dirty or inspected.';
  end if;
  if p_status = 'inspected' then
    perform private.require_lodge_role(v_room.lodge_id, array['owner', 'manager']::public.lodge_role[]);
  else
    perform private.require_lodge_role(v_room.lodge_id, array['owner', 'manager', 'staff']::public.lodge_role[]);
  end if;
  if v_at < timestamptz '2000-01-01 00:00Z' then
    v_at := now();
  end if;
  return private.record_room_mark(v_room, p_status, v_at);
end;
$$;
revoke execute on function public.mark_room(uuid, text, timestamptz) from public, anon;
grant execute on function public.mark_room(uuid, text, timestamptz) to authenticated, service_role;

/*
 * The housekeeping board for lodge day `p_day` (/hospitality/rooms): every room with its status as
 * read that day (private.room_status_on: a room slept in last night and not marked since the day
 * began reads 'dirty'), whether a stay departs, stays over or arrives that day, whether it is out of
 * order, and who marked it last when. Departures first, then stay-overs, then arrivals, then by
 * sort_order and name. Security invoker: owners, managers and staff (RLS); others get no rows.
 */
create function public.housekeeping_board(p_lodge_id uuid, p_day date)
returns table (
  room_id uuid,
  name text,
  room_type text,
  status text,
  departure_today boolean,
  stay_over boolean,
  arrival_today boolean,
  out_of_order boolean,
  marked_at timestamptz,
  marked_by_name text
)
language sql
stable
security invoker
set search_path = ''
as $$
  select b.room_id, b.name, b.room_type, b.status, b.departure_today, b.stay_over, b.arrival_today,
         b.out_of_order, b.marked_at, b.marked_by_name
    from (
      select r.id as room_id, r.name, r.room_type, r.sort_order,
             private.room_status_on(r, p_day) as status,
             exists (select 1 from public.stay_rooms s where s.room_id = r.id and not s.released
                      and s.departure = p_day) as departure_today,
             exists (select 1 from public.stay_rooms s where s.room_id = r.id and not s.released
                      and s.arrival < p_day and s.departure > p_day) as stay_over,
             exists (select 1 from public.stay_rooms s where s.room_id = r.id and not s.released
                      and s.arrival = p_day) as arrival_today,
             exists (select 1 from public.room_out_of_order o where o.room_id = r.id
                      and o.starts_on <= p_day and o.ends_on > p_day) as out_of_order,
             r.housekeeping_marked_at as marked_at,
             coalesce(nullif(btrim(p.full_name), ''), p.username) as marked_by_name
        from public.rooms r
        left join public.profiles p on p.id = r.housekeeping_marked_by
       where r.lodge_id = p_lodge_id
    ) b
   order by b.departure_today desc, b.stay_over desc, b.arrival_today desc, b.sort_order, b.name
$$;
revoke execute on function public.housekeeping_board(uuid, date) from public, anon;
grant execute on function public.housekeeping_board(uuid, date) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------
-- Figures
-- ---------------------------------------------------------------------------------------------------

/*
 * A month's room figures (Finances, the trustees' report and CSV, the business advisor's Use our
 * figures; issue 31), one row per room type the lodge has and one for all rooms (room_type null, first):
 *   nights_available  Σ per room of the month's days less its out-of-order nights
 *   nights_sold       nights in the month of active stay rooms of confirmed, checked-in or checked-out
 *                     stays (tentative ones are not sold yet; cancelled and no-show ones released)
 *   room_revenue      Σ those nights × their nightly rate (minor units) — revenue from nights, counted
 *                     night by night in the month they fall in
 *   occupancy         nights_sold ÷ nights_available, a fraction rounded to 4 decimals (null: none available)
 *   adr               room_revenue ÷ nights_sold, rounded to the minor unit (null: none sold)
 *   revpar            room_revenue ÷ nights_available, rounded to the minor unit (null: none available)
 * `p_month` is any day of the month. Owners, managers and trustees (no guest data in it).
 * @raises 42501 'finance_not_allowed'.
 */
create function public.occupancy_summary(p_lodge_id uuid, p_month date)
returns table (
  room_type text,
  nights_available integer,
  nights_sold integer,
  room_revenue bigint,
  occupancy numeric,
  adr bigint,
  revpar bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_start date := date_trunc('month', p_month)::date;
  v_end date := (date_trunc('month', p_month) + interval '1 month')::date;
begin
  perform private.require_finance_reader(p_lodge_id);
  return query
    with per_room as (
      select r.room_type,
             (v_end - v_start) - coalesce((
               select sum(least(o.ends_on, v_end) - greatest(o.starts_on, v_start))
                 from public.room_out_of_order o
                where o.room_id = r.id and o.starts_on < v_end and o.ends_on > v_start), 0)::integer as available,
             coalesce((
               select sum(least(s.departure, v_end) - greatest(s.arrival, v_start))
                 from public.stay_rooms s join public.bookings b on b.id = s.booking_id
                where s.room_id = r.id and not s.released and s.arrival < v_end and s.departure > v_start
                  and b.status in ('confirmed', 'checked_in', 'checked_out')), 0)::integer as sold,
             coalesce((
               select sum((least(s.departure, v_end) - greatest(s.arrival, v_start))::numeric * s.nightly_rate)
                 from public.stay_rooms s join public.bookings b on b.id = s.booking_id
                where s.room_id = r.id and not s.released and s.arrival < v_end and s.departure > v_start
                  and b.status in ('confirmed', 'checked_in', 'checked_out')), 0) as revenue
        from public.rooms r
       where r.lodge_id = p_lodge_id
    ),
    grouped as (
      select g.room_type, coalesce(sum(g.available), 0)::integer as available,
             coalesce(sum(g.sold), 0)::integer as sold, coalesce(sum(g.revenue), 0) as revenue
        from per_room g group by grouping sets ((g.room_type), ())
    )
    select g.room_type, g.available, g.sold, g.revenue::bigint,
           case when g.available > 0 then round(g.sold::numeric / g.available, 4) end,
           case when g.sold > 0 then round(g.revenue / g.sold)::bigint end,
           case when g.available > 0 then round(g.revenue / g.available)::bigint end
      from grouped g
     order by g.room_type nulls first;
end;
$$;
revoke execute on function public.occupancy_summary(uuid, date) from public, anon;
grant execute on function public.occupancy_summary(uuid, date) to authenticated, service_role;
