-- Issue 31: `public.free_rooms` answers in ≤ 5 ms at 5 years of stays for 50 rooms. After
-- 20261202100000_free_rooms_fast.sql it still took p50 7 ms in `npm run bench:backend -- --rooms-only`
-- (embedded backend). EXPLAIN showed why: a nested-loop anti join probing the exclusion constraint's
-- gist index (room_id, nights) once per room — 50 index searches, ~200 buffers, for a 3-night question
-- whose answer touches ~50 stay rows — plus a fresh plan per call for the correlated subqueries.
--
-- Now the lodge's held nights are read in ONE probe of a gist index on (lodge_id, nights) — active
-- stay rooms (the partial index leaves released rows out, as the exclusion constraint does) and
-- out-of-order periods — into an array of room ids, and the rooms not in it are returned (a bitmap
-- scan of ~50 rows: p50 ~1 ms on the same data). Same rows in the same order as before (checked
-- against the old function on 300 random windows with released rows, out-of-order periods and an
-- excepted stay); same rule for who gets rows; same errors. Write cost: one more gist entry per stay
-- room and per out-of-order period.
--
-- PostgreSQL 15 and 17 and PGlite: btree_gist is already installed for the exclusion constraints
-- (uuid with = in gist).

create index stay_rooms_lodge_nights_idx on public.stay_rooms
  using gist (lodge_id, daterange(arrival, departure, '[)')) where (not released);
create index room_out_of_order_lodge_nights_idx on public.room_out_of_order
  using gist (lodge_id, daterange(starts_on, ends_on, '[)'));

/*
 * The lodge's rooms free for every night of [p_arrival, p_departure) (issue 31: the ONE availability
 * function, used by New stay, Move, Extend and Needs attention): not held by an active stay (other than
 * `p_except_booking_id`, the stay being changed), not out of order; ordered by sort_order, name.
 * Callers who may not read the lodge's rooms (trustees, non-members) get none (as the rooms policy:
 * owners, managers, staff; the service role). Security definer so the "held" read probes the
 * (lodge_id, nights) gist indexes once for the whole lodge (20261203200000_free_rooms_one_probe.sql):
 * ≤ 5 ms at 5 years of stays for 50 rooms (npm run bench:backend -- --rooms-only).
 * @raises 22023 'stay_dates_invalid'.
 */
create or replace function public.free_rooms(
  p_lodge_id uuid,
  p_arrival date,
  p_departure date,
  p_except_booking_id uuid default null
)
returns setof public.rooms
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_nights daterange;
  v_held uuid[];
begin
  perform private.check_stay_dates(p_arrival, p_departure);
  if coalesce((select auth.role()), '') <> 'service_role'
     and not exists (
       select 1 from private.lodge_ids(array['owner', 'manager', 'staff']::public.lodge_role[]) l
        where l = p_lodge_id) then
    return;
  end if;
  v_nights := daterange(p_arrival, p_departure, '[)');
  -- Every room holding one of the nights, in one probe per table (stay_rooms.lodge_id is always its
  -- room's lodge: composite foreign key).
  v_held := array(
    select s.room_id
      from public.stay_rooms s
     where s.lodge_id = p_lodge_id
       and not s.released
       and daterange(s.arrival, s.departure, '[)') && v_nights
       and s.booking_id is distinct from p_except_booking_id
    union all
    select o.room_id
      from public.room_out_of_order o
     where o.lodge_id = p_lodge_id
       and daterange(o.starts_on, o.ends_on, '[)') && v_nights);
  return query
    select r.*
      from public.rooms r
     where r.lodge_id = p_lodge_id
       and r.id <> all (v_held)
     order by r.sort_order, r.name;
end;
$$;
revoke execute on function public.free_rooms(uuid, date, date, uuid) from public, anon;
grant execute on function public.free_rooms(uuid, date, date, uuid) to authenticated, service_role;
