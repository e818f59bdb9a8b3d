-- Issue 31: the business advisor's "Use our figures" uses the lodge's rooms ("nightly price, cost,
-- occupancy of the lodge's rooms, in the lodge's currency"): it treated an 8-room lodge as one room
-- (P 8,012 instead of P 81,200 for the same 12 months), from item quantities and one capacity number.
-- The 12 months' room figures come from public.occupancy_summary, the definition Finances and the
-- trustees' report show (one owner for the figure), summed over the months.

/*
 * The lodge's rooms over the 12 months ending with the month of `p_month` (oldest first, as
 * public.finance_year): `rooms` (the lodge's rooms now), `nights_available` (out-of-order nights left
 * out), `nights_sold` (tentative stays not sold yet), `room_revenue` (minor units) — each the sum of
 * public.occupancy_summary's all-rooms row over the 12 months — and from those `occupancy` (a fraction
 * 0..1, 4 decimals; null: none available) and `adr` (room_revenue ÷ nights_sold, minor units; null:
 * none sold). One row. Owners, managers and trustees (no guest data in it).
 * @raises 42501 'finance_not_allowed'.
 */
create function public.occupancy_year(p_lodge_id uuid, p_month date)
returns table (
  rooms integer,
  nights_available integer,
  nights_sold integer,
  room_revenue bigint,
  occupancy numeric,
  adr bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_finance_reader(p_lodge_id);
  return query
    with months as (
      select s.nights_available, s.nights_sold, s.room_revenue
        from generate_series(0, 11) k
        cross join lateral public.occupancy_summary(
          p_lodge_id, (date_trunc('month', p_month) - make_interval(months => k))::date) s
       where s.room_type is null
    ),
    total as (
      select coalesce(sum(m.nights_available), 0)::integer as available,
             coalesce(sum(m.nights_sold), 0)::integer as sold,
             coalesce(sum(m.room_revenue), 0)::numeric as revenue
        from months m
    )
    select (select count(*) from public.rooms r where r.lodge_id = p_lodge_id)::integer,
           t.available, t.sold, t.revenue::bigint,
           case when t.available > 0 then round(t.sold::numeric / t.available, 4) end,
           case when t.sold > 0 then round(t.revenue / t.sold)::bigint end
      from total t;
end;
$$;
revoke execute on function public.occupancy_year(uuid, date) from public, anon;
grant execute on function public.occupancy_year(uuid, date) to authenticated, service_role;
