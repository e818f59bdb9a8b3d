-- Issue 31: names offline. Who booked a stay and who last marked a room were not in the day pack, so
-- with no signal the stay showed no "Booked by" name and the housekeeping board no "by Kagiso". The
-- pack's stay rows gain `created_by_name` and its room rows `housekeeping_marked_by_name`: the
-- person's full name, or their username (as housekeeping_board's marked_by_name), read through
-- profiles' RLS as the caller (co-members are visible; anyone else reads null).
-- Merge note: otherwise day_pack_changes is exactly as in 20261130310000_money_in_day_pack.sql (its
-- `money` key included); another branch redefining it keeps these two keys.

create or replace function public.day_pack_changes(
  p_lodge_id uuid,
  p_since timestamptz,
  p_dated_since timestamptz,
  p_from date,
  p_to date
)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  with window_bookings as (
    select b.*
    from public.bookings b
    where b.lodge_id = p_lodge_id and b.date between p_from and p_to
      and b.kind = 'activity' -- issue 31: stays come apart, below
  ),
  window_stays as ( -- issue 31
    select b.*
    from public.bookings b
    where b.lodge_id = p_lodge_id and b.kind = 'stay'
      and b.arrival <= p_from + 15 and b.departure > p_from
  )
  select jsonb_build_object(
    'server_time', now(),
    'bookings', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', b.id, 'date', b.date, 'time', b.time, 'name', b.name, 'guests', b.guests,
        'description', b.description, 'status', b.status,
        'guide', case when g.id is null then null else jsonb_build_object('name', g.name, 'phone', g.phone) end,
        'updated_at', b.updated_at))
      from window_bookings b
      left join public.staff_members g on g.lodge_id = b.lodge_id and g.id = b.guide_staff_id
      where p_dated_since is null or b.updated_at >= p_dated_since), '[]'::jsonb),
    'booking_notes', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', n.id, 'booking_id', n.booking_id, 'body', n.body, 'created_at', n.created_at,
        'created_by', n.created_by,
        'author', case when a.id is null then null
                       else jsonb_build_object('full_name', a.full_name, 'username', a.username) end,
        'updated_at', n.updated_at))
      from public.booking_notes n
      join window_bookings b on b.id = n.booking_id
      left join public.profiles a on a.id = n.created_by
      where n.lodge_id = p_lodge_id
        and (p_dated_since is null or n.updated_at >= p_dated_since or b.updated_at >= p_dated_since)),
      '[]'::jsonb),
    'daily_notes', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', n.id, 'date', n.date, 'body', n.body, 'created_at', n.created_at, 'created_by', n.created_by,
        'author_name', n.author_name,
        'author', case when a.id is null then null
                       else jsonb_build_object('full_name', a.full_name, 'username', a.username) end,
        'updated_at', n.updated_at))
      from public.daily_notes n
      left join public.profiles a on a.id = n.created_by
      where n.lodge_id = p_lodge_id and n.date between p_from and p_to
        and (p_dated_since is null or n.updated_at >= p_dated_since)), '[]'::jsonb),
    'shifts', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', s.id, 'staff_member_id', s.staff_member_id, 'date', s.date, 'updated_at', s.updated_at))
      from public.shifts s
      where s.lodge_id = p_lodge_id and s.date between p_from and p_to
        and (p_dated_since is null or s.updated_at >= p_dated_since)), '[]'::jsonb),
    'staff_members', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', m.id, 'name', m.name, 'role_label', m.role_label, 'phone', m.phone, 'user_id', m.user_id,
        'image', m.image, 'updated_at', m.updated_at))
      from public.staff_members m
      where m.lodge_id = p_lodge_id and (p_since is null or m.updated_at >= p_since)), '[]'::jsonb),
    'products', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', p.id, 'name', p.name, 'description', p.description, 'type', p.type, 'image', p.image,
        'created_at', p.created_at, 'updated_at', p.updated_at))
      from public.products p
      where p.lodge_id = p_lodge_id and (p_since is null or p.updated_at >= p_since)), '[]'::jsonb),
    'distribution_channels', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', c.id, 'kind', c.kind, 'name', c.name, 'share_pct', c.share_pct,
        'commission_pct', c.commission_pct, 'created_at', c.created_at, 'updated_at', c.updated_at))
      from public.distribution_channels c
      where c.lodge_id = p_lodge_id and (p_since is null or c.updated_at >= p_since)), '[]'::jsonb),
    'training_progress', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', t.id, 'module_id', t.module_id, 'progress', t.progress, 'completed_at', t.completed_at,
        'updated_at', t.updated_at))
      from public.training_progress t
      where t.lodge_id = p_lodge_id and t.user_id = (select auth.uid())
        and (p_since is null or t.updated_at >= p_since)), '[]'::jsonb),
    'stays', coalesce(( -- issue 31
      select jsonb_agg(jsonb_build_object(
        'id', b.id, 'lodge_id', b.lodge_id, 'status', b.status, 'name', b.name, 'arrival', b.arrival,
        'departure', b.departure, 'adults', b.adults, 'children', b.children, 'guests', b.guests,
        'description', b.description, 'channel_id', b.channel_id, 'version', b.version,
        'created_at', b.created_at, 'created_by', b.created_by, 'updated_at', b.updated_at,
        -- Issue 31: who booked it, so the phone names them with no signal.
        'created_by_name', (select coalesce(nullif(btrim(p.full_name), ''), p.username)
                              from public.profiles p where p.id = b.created_by),
        'checked_in_at', b.checked_in_at, 'checked_out_at', b.checked_out_at, 'cancelled_at', b.cancelled_at,
        'contact', case when c.booking_id is null then null else jsonb_build_object(
          'guest_name', c.guest_name, 'guest_phone', c.guest_phone, 'guest_email', c.guest_email) end,
        'stay_rooms', coalesce((
          select jsonb_agg(jsonb_build_object(
            'id', s.id, 'room_id', s.room_id, 'arrival', s.arrival, 'departure', s.departure,
            'nightly_rate', s.nightly_rate, 'released', s.released,
            'room', jsonb_build_object('name', r.name)) order by s.arrival)
          from public.stay_rooms s join public.rooms r on r.id = s.room_id
          where s.lodge_id = p_lodge_id and s.booking_id = b.id), '[]'::jsonb)))
      from window_stays b
      left join public.booking_contacts c on c.lodge_id = b.lodge_id and c.booking_id = b.id
      where p_dated_since is null or b.updated_at >= p_dated_since
         or exists (select 1 from public.stay_rooms s
                     where s.lodge_id = p_lodge_id and s.booking_id = b.id and s.updated_at >= p_dated_since)),
      '[]'::jsonb),
    'rooms', coalesce(( -- issue 31
      select jsonb_agg(jsonb_build_object(
        'id', r.id, 'lodge_id', r.lodge_id, 'name', r.name, 'room_type', r.room_type, 'sleeps', r.sleeps,
        'nightly_rate', r.nightly_rate, 'sort_order', r.sort_order,
        'housekeeping_status', r.housekeeping_status, 'housekeeping_marked_at', r.housekeeping_marked_at,
        'housekeeping_marked_by', r.housekeeping_marked_by,
        -- Issue 31: who marked it, as housekeeping_board names them.
        'housekeeping_marked_by_name', (select coalesce(nullif(btrim(p.full_name), ''), p.username)
                                          from public.profiles p where p.id = r.housekeeping_marked_by),
        'version', r.version, 'updated_at', r.updated_at))
      from public.rooms r
      where r.lodge_id = p_lodge_id and (p_since is null or r.updated_at >= p_since)), '[]'::jsonb),
    'room_out_of_order', coalesce(( -- issue 31
      select jsonb_agg(jsonb_build_object(
        'id', o.id, 'lodge_id', o.lodge_id, 'room_id', o.room_id, 'starts_on', o.starts_on,
        'ends_on', o.ends_on, 'reason', o.reason, 'updated_at', o.updated_at))
      from public.room_out_of_order o
      where o.lodge_id = p_lodge_id and (p_since is null or o.updated_at >= p_since)), '[]'::jsonb),
    'deleted_rows', coalesce((
      select jsonb_agg(jsonb_build_object(
        'table_name', d.table_name, 'row_id', d.row_id, 'updated_at', d.updated_at))
      from public.deleted_rows d
      where d.lodge_id = p_lodge_id and (p_since is null or d.updated_at >= p_since)), '[]'::jsonb),
    'practice', (select to_jsonb(s) from public.language_practice_summary(p_lodge_id) s limit 1),
    -- Issue 32: the money of the window's bookings (20261130310000_money_in_day_pack.sql).
    'money', public.day_pack_money(p_lodge_id, p_dated_since, p_from, p_to)
  );
$$;

comment on function public.day_pack_changes(uuid, timestamptz, timestamptz, date, date) is
  'The offline day pack''s pull: the server clock and every pack row of a lodge changed since a cursor, '
  'one round trip, RLS applied as the caller (security invoker).';

revoke execute on function public.day_pack_changes(uuid, timestamptz, timestamptz, date, date) from public;
grant execute on function public.day_pack_changes(uuid, timestamptz, timestamptz, date, date)
  to authenticated, service_role;
revoke execute on function public.day_pack_changes(uuid, timestamptz, timestamptz, date, date) from anon;
