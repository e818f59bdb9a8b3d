-- Issue 35 (review): the lodge's own settings in the day pack's pull. A sync round re-read the lodge
-- (fetchMyLodges: one more request, paid for by the user's data) after every round that changed
-- anything, because the pull could not tell whether the lodge's row itself had changed; and it saw
-- only the currency, so a community share changed while the phone was away was never shown. The
-- money part of the pull (`public.day_pack_money`) now also returns `lodge`: the lodge's settings the
-- screens show, so the phone compares them with its copy (src/lib/offline/lodge-settings.ts) and
-- re-reads the lodge only when they changed.
-- Merge note: otherwise day_pack_money is exactly as in 20261130310000_money_in_day_pack.sql; another
-- branch redefining it keeps the `lodge` key. day_pack_changes is not redefined.

/*
 * The money of the bookings dated p_from … p_to (the day pack's window) for the offline desk, changed
 * since `p_dated_since` (null or '-infinity': all), as the caller may read it (security invoker: RLS —
 * trustees read no booking money, so theirs is empty). Returns jsonb:
 *   currency       the lodge's currency (ISO 4217)
 *   lodge          {name, location, timezone, latitude, longitude, sample_content, currency,
 *                    community_share_pct}: the lodge's row as fetchMyLodges reads it (issue 35); null
 *                    when RLS hides the lodge
 *   bookings       [{id, channel_id, updated_at}]  the booking's channel (its money's commission)
 *   booking_items  [{id, booking_id, product_id, product_name, product_type, quantity, unit_price,
 *                    line_total, created_at, updated_at}]   minor units
 *   payments       [{id, booking_id, amount, method, reference, paid_at, updated_at}]  minor units,
 *                    refunds negative
 * Removed items arrive as day_pack_changes' tombstones (deleted_rows). The balance is computed on the
 * phone from these (Σ line_total − Σ amount), as the booking's screen does online.
 */
create or replace function public.day_pack_money(p_lodge_id uuid, p_dated_since timestamptz, p_from date, p_to date)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  with window_bookings as (
    select b.id, b.channel_id, b.updated_at
      from public.bookings b
     where b.lodge_id = p_lodge_id and b.date between p_from and p_to
  )
  select jsonb_build_object(
    'currency', (select l.currency from public.lodges l where l.id = p_lodge_id),
    'lodge', (
      select jsonb_build_object(
               'name', l.name, 'location', l.location, 'timezone', l.timezone, 'latitude', l.latitude,
               'longitude', l.longitude, 'sample_content', l.sample_content, 'currency', l.currency,
               'community_share_pct', l.community_share_pct)
        from public.lodges l
       where l.id = p_lodge_id),
    'bookings', coalesce((
      select jsonb_agg(jsonb_build_object('id', b.id, 'channel_id', b.channel_id, 'updated_at', b.updated_at))
        from window_bookings b
       where p_dated_since is null or b.updated_at >= p_dated_since), '[]'::jsonb),
    'booking_items', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', i.id, 'booking_id', i.booking_id, 'product_id', i.product_id,
               'product_name', i.product_name, 'product_type', i.product_type, 'quantity', i.quantity,
               'unit_price', i.unit_price, 'line_total', i.line_total, 'created_at', i.created_at,
               'updated_at', i.updated_at))
        from public.booking_items i
        join window_bookings b on b.id = i.booking_id
       where i.lodge_id = p_lodge_id
         and (p_dated_since is null or i.updated_at >= p_dated_since or b.updated_at >= p_dated_since)),
      '[]'::jsonb),
    'payments', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', p.id, 'booking_id', p.booking_id, 'amount', p.amount, 'method', p.method,
               'reference', p.reference, 'paid_at', p.paid_at, 'updated_at', p.updated_at))
        from public.payments p
        join window_bookings b on b.id = p.booking_id
       where p.lodge_id = p_lodge_id
         and (p_dated_since is null or p.updated_at >= p_dated_since or b.updated_at >= p_dated_since)),
      '[]'::jsonb)
  )
$$;
comment on function public.day_pack_money(uuid, timestamptz, date, date) is
  'The day pack''s money (issue 32) and the lodge''s settings (issue 35): items and payments of the '
  'window''s bookings, RLS as the caller.';
revoke execute on function public.day_pack_money(uuid, timestamptz, date, date) from public, anon;
grant execute on function public.day_pack_money(uuid, timestamptz, date, date) to authenticated, service_role;
