-- Closing a month checks what it refuses before it freezes anything (real PostgreSQL 15, under load:
-- "9,300 valid lines" hit the 8 s statement timeout): private.close_month computed the month's raw
-- sums and froze its 9,300 lines into jsonb before it found the share too large to record. Now the
-- refusal (`month_too_large`, issue 36) comes first; the raw sums and the lines are read only for a
-- month that closes. Same body otherwise (20261130200000_figures_a_trustee_can_sign.sql).

/*
 * private.close_month(lodge, month, entry date, user) → the share's fund entry id. Freezes the month
 * (figures, lines, share %, accounted sums; issue 32: a closed month is never rewritten) and credits
 * the community share (spec §9). Raises `month_too_large` (P0001) before reading anything else.
 */
create or replace function private.close_month(p_lodge_id uuid, p_month date, p_entry_date date, p_user_id uuid)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_month date := date_trunc('month', p_month)::date;
  v_figures jsonb := private.finance_figures(p_lodge_id, v_month);
  v_raw jsonb;
  v_lines jsonb;
  v_closed record;
  v_c jsonb;
  v_entry uuid;
begin
  if (v_figures ->> 'community_share')::numeric > 100000000000 then
    raise exception 'month_too_large' using
      detail = 'This month''s community share is larger than the fund can record: check the month''s bookings for an amount typed by mistake.';
  end if;
  v_raw := private.month_raw(p_lodge_id, v_month);
  v_lines := private.month_lines(p_lodge_id, v_month);
  for v_closed in select fm.month from public.finance_months fm where fm.lodge_id = p_lodge_id loop
    v_c := private.month_raw(p_lodge_id, v_closed.month);
    update public.finance_months fm
       set accounted_revenue = (v_c ->> 'revenue')::numeric, accounted_costs = (v_c ->> 'costs')::numeric,
           accounted_commission = (v_c ->> 'commission')::numeric,
           accounted_received = (v_c ->> 'received')::numeric
     where fm.lodge_id = p_lodge_id and fm.month = v_closed.month;
  end loop;
  insert into public.finance_months
    (lodge_id, month, figures, lines, community_share_pct, accounted_revenue, accounted_costs,
     accounted_commission, accounted_received, created_by)
  values (p_lodge_id, v_month, v_figures, v_lines, (v_figures ->> 'community_share_pct')::numeric,
          (v_raw ->> 'revenue')::numeric, (v_raw ->> 'costs')::numeric,
          (v_raw ->> 'commission')::numeric, (v_raw ->> 'received')::numeric, p_user_id);
  insert into public.community_fund_entries (lodge_id, kind, month, entry_date, amount, note, created_by)
  values (p_lodge_id, 'share', v_month, p_entry_date, (v_figures ->> 'community_share')::bigint,
          'Community share of ' || to_char(v_month, 'FMMonth YYYY'), p_user_id)
  returning id into v_entry;
  return v_entry;
end;
$$;
revoke execute on function private.close_month(uuid, date, date, uuid) from public, anon, authenticated;
