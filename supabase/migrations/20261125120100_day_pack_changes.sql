-- The day pack's pull in one round trip (issue #9; shared/notes/lodge-data-and-offline.md §2.4 "Pull",
-- "Better (after adding RPC)"): nine GETs with their headers cost about 19 KB even when nothing
-- changed (the access token travels twice in each); on a metered link, every few minutes, that adds
-- up. One call returns the server's clock (the next cursor) and every row of the pack changed since.
--
-- Security invoker: each row still passes its table's RLS policies as the caller (trustees get no
-- booking notes, a member only their own training progress). Shapes are the ones the app's selects
-- read, embeds included (`guide` = staff_members(name, phone), `author` = profiles(full_name,
-- username)), so the same mappers read both.

/*
 * Rows of lodge `p_lodge_id` changed since `p_since` (undated rows: staff, products, channels, the
 * caller's training progress, tombstones) and since `p_dated_since` (bookings, daily notes, shifts on
 * `p_from`..`p_to`, and the notes of those bookings — also every note of a booking changed since, so
 * a booking that moved into the window brings its notes). A null `since` reads everything.
 * Returns jsonb: {server_time, bookings, booking_notes, daily_notes, shifts, staff_members, products,
 * distribution_channels, training_progress, deleted_rows}, each an array (never null), and `practice`:
 * the caller's language_practice_summary row (a handful of numbers, read whole each time).
 */
create function public.day_pack_changes(
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
        'id', n.id, 'date', n.date, 'body', n.body, 'created_at', n.created_at,
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
    'deleted_rows', coalesce((
      select jsonb_agg(jsonb_build_object(
        'table_name', d.table_name, 'row_id', d.row_id, 'updated_at', d.updated_at))
      from public.deleted_rows d
      where d.lodge_id = p_lodge_id and (p_since is null or d.updated_at >= p_since)), '[]'::jsonb),
    'practice', (select to_jsonb(s) from public.language_practice_summary(p_lodge_id) s limit 1)
  );
$$;

comment on function public.day_pack_changes(uuid, timestamptz, timestamptz, date, date) is
  'The offline day pack''s pull: the server clock and every pack row of a lodge changed since a cursor, '
  'one round trip, RLS applied as the caller (security invoker).';

revoke execute on function public.day_pack_changes(uuid, timestamptz, timestamptz, date, date) from public;
grant execute on function public.day_pack_changes(uuid, timestamptz, timestamptz, date, date)
  to authenticated, service_role;
