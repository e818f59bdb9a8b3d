-- Empty screens without a way forward (issue 34): every figure comes from the lodge's own records.
--
--  1. Remove sample content left the seed's invented learning behind: Training kept 85 % / 60 % and
--     "step 2 of 7", Language its 3-day streak (best 12). The seed's training_progress and
--     language_practice rows now go with the rest of the sample content — except a training figure the
--     person changed since (they marked the module done, say): that one is theirs and stays. Lodges
--     whose sample content was removed before this migration lose those rows now (found by being
--     written in the very transaction that made the lodge: nobody but the seed writes there).
--  2. The Distribution Strategy panel showed shares typed into distribution_channels.share_pct (the
--     seed's 45 % / 55 %; a third channel made them "add up to 110 %"). public.channel_shares() gives
--     each channel's share of the lodge's booking revenue over the last 12 months, from the ONE
--     per-channel sum Finances already uses (private.month_raw's by_channel): nothing is counted twice.

-- ---------------------------------------------------------------------------------------------------
-- 1. Remove sample content takes the seed's training figures and practice days too
-- ---------------------------------------------------------------------------------------------------

/*
 * As in 20261130120000_sample_rooms_and_stays.sql (issue 31's sample rooms, stays and their marks kept
 * with it), itself as in 20261129100000_ledgers_cannot_be_bent.sql — Remove sample content (owners): deletes the rows
 * the sample seed put in (private.sample_rows) and keeps what the team added or built on (see there) —
 * and now also the seed's learning figures (issue 34): the sample training_progress rows whose percent
 * is still the seed's (a module the person has since moved on stays, with their figure), and the
 * sample language_practice days. The sample channels (their names and commission; their typed share is
 * no longer shown), message templates and the lodge's settings stay as before.
 * @returns how many rows were removed.
 * @raises 42501 'only_owners_remove_sample_content'.
 */
create or replace function public.remove_sample_content(p_lodge_id uuid)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_table text;
  v_count integer := 0;
  v_deleted integer;
  v_seeded timestamptz;
  v_months date[];
begin
  if private.my_role(p_lodge_id) is distinct from 'owner' then
    raise exception 'only_owners_remove_sample_content' using errcode = '42501';
  end if;
  -- The fund and the closed months do not move while this runs.
  perform pg_advisory_xact_lock(hashtextextended('ecolodge.finance_months:' || p_lodge_id::text, 0));
  select l.created_at into v_seeded from public.lodges l where l.id = p_lodge_id;

  -- A kept sample row stops being a sample row: it is taken out of private.sample_rows, so nothing
  -- below deletes it (and the ledger guard refuses it).

  -- The sample fund, as one: kept when the team reversed one of its entries, or when the team's own
  -- entries alone would leave the fund below zero.
  if exists (
       select 1 from public.community_fund_entries t
        where t.lodge_id = p_lodge_id and t.reverses_id is not null
          and not private.is_sample_row(p_lodge_id, 'community_fund_entries', t.id)
          and private.is_sample_row(p_lodge_id, 'community_fund_entries', t.reverses_id))
     or (select coalesce(sum(e.amount), 0) from public.community_fund_entries e
          where e.lodge_id = p_lodge_id
            and not private.is_sample_row(p_lodge_id, 'community_fund_entries', e.id)) < 0 then
    delete from private.sample_rows s where s.lodge_id = p_lodge_id and s.table_name = 'community_fund_entries';
  end if;
  -- The months the seed closed that go: those whose share entry is still a sample row.
  select coalesce(array_agg(e.month), '{}') into v_months
    from public.community_fund_entries e
   where e.lodge_id = p_lodge_id and e.kind = 'share'
     and private.is_sample_row(p_lodge_id, 'community_fund_entries', e.id);

  -- Sample bookings dated in a month that stays closed, or carrying what the team recorded.
  delete from private.sample_rows s
   using public.bookings b
   where s.lodge_id = p_lodge_id and s.table_name = 'bookings' and b.lodge_id = p_lodge_id and b.id = s.row_id
     and (exists (select 1 from public.finance_months fm
                   where fm.lodge_id = p_lodge_id and fm.month = date_trunc('month', b.date)::date
                     and not fm.month = any (v_months))
          or exists (select 1 from public.payments c where c.lodge_id = p_lodge_id and c.booking_id = b.id
                        and not private.is_sample_row(p_lodge_id, 'payments', c.id))
          or exists (select 1 from public.booking_items c where c.lodge_id = p_lodge_id and c.booking_id = b.id
                        and not private.is_sample_row(p_lodge_id, 'booking_items', c.id))
          or exists (select 1 from public.booking_notes c where c.lodge_id = p_lodge_id and c.booking_id = b.id
                        and not private.is_sample_row(p_lodge_id, 'booking_notes', c.id))
          or exists (select 1 from public.booking_contacts c where c.lodge_id = p_lodge_id and c.booking_id = b.id
                        and c.updated_at > v_seeded));
  -- A kept booking keeps its own items, payments and notes.
  foreach v_table in array array['payments', 'booking_items', 'booking_notes'] loop
    execute format(
      'delete from private.sample_rows s using public.%I c '
      'where s.lodge_id = $1 and s.table_name = %L and c.lodge_id = $1 and c.id = s.row_id '
      'and not private.is_sample_row($1, ''bookings'', c.booking_id)',
      v_table, v_table)
    using p_lodge_id;
  end loop;
  -- Sample staff the team planned shifts for, or who guide a booking that stays; then their shifts.
  delete from private.sample_rows s
   where s.lodge_id = p_lodge_id and s.table_name = 'staff_members'
     and (exists (select 1 from public.shifts c where c.lodge_id = p_lodge_id and c.staff_member_id = s.row_id
                   and not private.is_sample_row(p_lodge_id, 'shifts', c.id))
          or exists (select 1 from public.bookings b where b.lodge_id = p_lodge_id and b.guide_staff_id = s.row_id
                        and not private.is_sample_row(p_lodge_id, 'bookings', b.id)));
  delete from private.sample_rows s
   using public.shifts c
   where s.lodge_id = p_lodge_id and s.table_name = 'shifts' and c.lodge_id = p_lodge_id and c.id = s.row_id
     and not private.is_sample_row(p_lodge_id, 'staff_members', c.staff_member_id);
  -- Sample reviews the team replied to; then their replies.
  delete from private.sample_rows s
   where s.lodge_id = p_lodge_id and s.table_name = 'reviews'
     and exists (select 1 from public.review_replies c where c.lodge_id = p_lodge_id and c.review_id = s.row_id
                  and not private.is_sample_row(p_lodge_id, 'review_replies', c.id));
  delete from private.sample_rows s
   using public.review_replies c
   where s.lodge_id = p_lodge_id and s.table_name = 'review_replies' and c.lodge_id = p_lodge_id
     and c.id = s.row_id and not private.is_sample_row(p_lodge_id, 'reviews', c.review_id);
  -- Issue 31: a kept sample stay keeps its stay rooms; a sample room holding a stay room or an
  -- out-of-order period that stays is kept, with its own sample periods and marks.
  delete from private.sample_rows s
   using public.stay_rooms c
   where s.lodge_id = p_lodge_id and s.table_name = 'stay_rooms' and c.lodge_id = p_lodge_id and c.id = s.row_id
     and not private.is_sample_row(p_lodge_id, 'bookings', c.booking_id);
  delete from private.sample_rows s
   where s.lodge_id = p_lodge_id and s.table_name = 'rooms'
     and (exists (select 1 from public.stay_rooms c where c.lodge_id = p_lodge_id and c.room_id = s.row_id
                   and not private.is_sample_row(p_lodge_id, 'stay_rooms', c.id))
          or exists (select 1 from public.room_out_of_order c where c.lodge_id = p_lodge_id and c.room_id = s.row_id
                        and not private.is_sample_row(p_lodge_id, 'room_out_of_order', c.id)));
  foreach v_table in array array['room_out_of_order', 'room_status_changes'] loop
    execute format(
      'delete from private.sample_rows s using public.%I c '
      'where s.lodge_id = $1 and s.table_name = %L and c.lodge_id = $1 and c.id = s.row_id '
      'and not private.is_sample_row($1, ''rooms'', c.room_id)',
      v_table, v_table)
    using p_lodge_id;
  end loop;
  -- Sample products sold on an item that stays.
  delete from private.sample_rows s
   where s.lodge_id = p_lodge_id and s.table_name = 'products'
     and exists (select 1 from public.booking_items c where c.lodge_id = p_lodge_id and c.product_id = s.row_id
                  and not private.is_sample_row(p_lodge_id, 'booking_items', c.id));
  -- Issue 34: a sample training figure the person has changed since is theirs (the seed's percents,
  -- spec §9 and 20261126110100_notes_and_templates_by_lodge.sql).
  delete from private.sample_rows s
   using public.training_progress t
   where s.lodge_id = p_lodge_id and s.table_name = 'training_progress' and t.lodge_id = p_lodge_id
     and t.id = s.row_id
     and t.progress is distinct from (
       select seed.progress from (values
         ('tm-guest-welcome', 85), ('tm-food-service', 60), ('tm-housekeeping', 25), ('tm-safety', 0),
         ('hk-1', 100), ('hk-2', 75), ('lp-english', 70), ('lp-german', 30), ('lp-french', 0)
       ) as seed (module_id, progress)
        where seed.module_id = t.module_id);

  -- The rest goes, children before parents so every delete is counted where it happens. The ledger
  -- guard lets these deletes through for this lodge's sample rows only, and only until the end.
  perform set_config('ecolodge.sample_wipe', p_lodge_id::text, true);
  foreach v_table in array array['community_fund_entries', 'payments', 'booking_items',
                                 'review_replies', 'booking_notes', 'daily_notes', 'shifts', 'stay_rooms',
                                 'bookings', 'room_status_changes', 'room_out_of_order', 'rooms',
                                 'staff_members', 'reviews', 'feedback_scores', 'social_mentions',
                                 'products', 'training_progress', 'language_practice']
  loop
    execute format(
      'delete from public.%I t using private.sample_rows s '
      'where s.lodge_id = $1 and s.table_name = %L and t.lodge_id = $1 and t.id = s.row_id',
      v_table, v_table)
    using p_lodge_id;
    get diagnostics v_deleted = row_count;
    v_count := v_count + v_deleted;
  end loop;
  perform set_config('ecolodge.sample_wipe', '', true);
  delete from public.finance_months m
   where m.lodge_id = p_lodge_id and m.month = any (v_months)
     and not exists (select 1 from public.community_fund_entries e
                      where e.lodge_id = p_lodge_id and e.month = m.month);
  get diagnostics v_deleted = row_count;
  v_count := v_count + v_deleted;
  delete from private.sample_rows where lodge_id = p_lodge_id;
  update public.lodges set sample_content = false where id = p_lodge_id;
  return v_count;
end;
$$;
revoke execute on function public.remove_sample_content(uuid) from public, anon;
grant execute on function public.remove_sample_content(uuid) to authenticated, service_role;

-- Lodges whose sample content was removed before today: the seed's learning rows, written in the
-- transaction that made the lodge (created_at = the lodge's, never touched since), go now.
delete from public.training_progress t
 using public.lodges l
 where l.id = t.lodge_id and not l.sample_content
   and t.created_at = l.created_at and t.updated_at = t.created_at;
delete from public.language_practice p
 using public.lodges l
 where l.id = p.lodge_id and not l.sample_content
   and p.created_at = l.created_at and p.updated_at = p.created_at;

-- ---------------------------------------------------------------------------------------------------
-- 2. Channel shares from the lodge's bookings
-- ---------------------------------------------------------------------------------------------------

/*
 * Each channel's share of the lodge's booking revenue over the 12 months ending with the lodge's
 * current month (issue 34: the Distribution Strategy panel reads the lodge's bookings, not a typed
 * figure). Revenue per channel is private.month_raw's by_channel — the same sum Finances shows —
 * added up month by month; cancelled bookings are left out there. Bookings with no channel count as
 * 'Direct (no channel)'. Percentages only (one decimal, of the channels with revenue; rounding may
 * make them add up to 99.9 or 100.1), so every member may read them, staff included.
 * Returns jsonb: { from: 'YYYY-MM-DD', to: 'YYYY-MM-DD', channels: [{channel_id, name, share_pct}] },
 * largest share first; channels [] while no booking in the window has an item with a price.
 * @raises 42501 'not_a_member' for anyone outside the lodge (service_role may read any lodge).
 */
create function public.channel_shares(p_lodge_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_to date;
  v_from date;
  v_month date;
  v_rows jsonb := '[]'::jsonb;
begin
  if coalesce((select auth.role()), '') <> 'service_role' and private.my_role(p_lodge_id) is null then
    raise exception 'not_a_member' using errcode = '42501',
      detail = 'Only the lodge''s members see its channel shares.';
  end if;
  v_to := date_trunc('month', private.lodge_today(p_lodge_id))::date;
  if v_to is null then
    raise exception 'lodge_not_found' using errcode = 'P0002';
  end if;
  v_from := (v_to - interval '11 months')::date;
  v_month := v_from;
  while v_month <= v_to loop
    v_rows := v_rows || coalesce(private.month_raw(p_lodge_id, v_month) -> 'by_channel', '[]'::jsonb);
    v_month := (v_month + interval '1 month')::date;
  end loop;
  return (
    with per_channel as (
      select r ->> 'channel_id' as channel_id, r ->> 'name' as name, sum((r ->> 'revenue')::numeric) as revenue
        from jsonb_array_elements(v_rows) r
       group by 1, 2
    ),
    earning as (select * from per_channel where revenue > 0),
    total as (select sum(revenue) as revenue from earning)
    select jsonb_build_object(
      'from', v_from,
      'to', (v_to + interval '1 month' - interval '1 day')::date,
      'channels', coalesce((
        select jsonb_agg(jsonb_build_object(
                 'channel_id', e.channel_id,
                 'name', e.name,
                 'share_pct', round(e.revenue * 100 / t.revenue, 1))
               order by e.revenue desc, e.name)
          from earning e cross join total t), '[]'::jsonb))
  );
end;
$$;
revoke execute on function public.channel_shares(uuid) from public, anon;
grant execute on function public.channel_shares(uuid) to authenticated, service_role;
