-- Issue 31: `public.free_rooms` answers in ≤ 5 ms at 5 years of stays for 50 rooms (it took ~37 ms on
-- the embedded backend, ~110 ms under load). Why: as `security invoker` its reads of stay_rooms and
-- room_out_of_order went through their RLS policies, and PostgreSQL evaluates a query's own conditions
-- after a policy's unless their operators are leakproof. The range overlap `&&` is not, so the
-- exclusion constraint's gist index (room_id, daterange(arrival, departure)) could not be probed with
-- the nights: the planner read every stay row of every lodge (a sequential scan of ~22,800 rows).
--
-- Now `security definer` (no policy in the way: each room is two index probes) with the policies'
-- own rule written once at the top: the caller sees the lodge's rooms only as an owner, manager or
-- staff member (as the rooms policy says), or as the service role (which bypasses RLS). Everyone else
-- (trustees, other lodges) gets no rows, as before. The answer is otherwise the same rows in the same
-- order; `check_stay_dates` still raises 22023 'stay_dates_invalid'.

/*
 * The lodge's rooms free for every night of [p_arrival, p_departure) (issue 31: the ONE availability
 * function, used by New stay, Move, Extend and Needs attention): not held by an active stay (other than
 * `p_except_booking_id`, the stay being changed), not out of order; ordered by sort_order, name.
 * Callers who may not read the lodge's rooms (trustees, non-members) get none. Security definer so
 * both "held" checks probe the gist indexes (see the top of this file): ≤ 5 ms at 5 years of stays for
 * 50 rooms (npm run bench:backend). @raises 22023 'stay_dates_invalid'.
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
begin
  perform private.check_stay_dates(p_arrival, p_departure);
  if coalesce((select auth.role()), '') <> 'service_role'
     and not exists (
       select 1 from private.lodge_ids(array['owner', 'manager', 'staff']::public.lodge_role[]) l
        where l = p_lodge_id) then
    return;
  end if;
  v_nights := daterange(p_arrival, p_departure, '[)');
  return query
    select r.*
      from public.rooms r
     where r.lodge_id = p_lodge_id
       and not exists (
         select 1 from public.stay_rooms s
          where s.room_id = r.id and not s.released
            and daterange(s.arrival, s.departure, '[)') && v_nights
            and s.booking_id is distinct from p_except_booking_id)
       and not exists (
         select 1 from public.room_out_of_order o
          where o.room_id = r.id
            and daterange(o.starts_on, o.ends_on, '[)') && v_nights)
     order by r.sort_order, r.name;
end;
$$;
revoke execute on function public.free_rooms(uuid, date, date, uuid) from public, anon;
grant execute on function public.free_rooms(uuid, date, date, uuid) to authenticated, service_role;
