-- The sample lodge gets rooms and stays (issue 31: "The sample lodge gets 6 tents and 2 family chalets
-- with sample stays across the last 3 months and the next 3 weeks; Remove sample content removes
-- them"). The seed runs after the sample money (20261126120000_lodge_money.sql), which closes the
-- first two of the three past months: their figures and the fund's shares are frozen, so sample stays
-- start in the first month still open (otherwise they would show as "Adjustments to closed months"
-- and change nothing else) — from the 1st of last month, about two months back, to today + 21.
-- Their rows are sample rows like every other seed's (private.record_sample_rows, at commit).

/*
 * The sample stays of a lodge, planned without writing (the same rows for every call on the same day):
 * per room (Tent 1–6, Family Chalet 1–2, by sort order), a stay of 2–4 nights every 6 days from
 * `p_start` while it arrives by `p_today` + 21; Tent 6 only in the past (it goes out of order in five
 * days). Status from the lodge's today: gone → checked out (a few cancelled or no-shows), here →
 * checked in, ahead → confirmed (every fourth tentative). Ids are derived from the lodge, room and
 * number, so the separate inserts of the seed meet up.
 */
create function private.sample_stay_plan(p_lodge_id uuid, p_start date, p_today date)
returns table (
  booking_id uuid,
  stay_room_id uuid,
  room_id uuid,
  arrival date,
  departure date,
  nightly_rate bigint,
  guest text,
  adults integer,
  children integer,
  status public.booking_status,
  channel_kind text
)
language sql
stable
security definer
set search_path = ''
as $$
  with r as (
    select rm.id, rm.nightly_rate, rm.room_type, rm.name, row_number() over (order by rm.sort_order, rm.name)::integer as idx
      from public.rooms rm where rm.lodge_id = p_lodge_id
  ),
  plan as (
    select r.*, k,
           p_start + (k * 6 + r.idx % 3) as arrival,
           p_start + (k * 6 + r.idx % 3) + 2 + (k + r.idx) % 3 as departure,
           (k * 7 + r.idx) as mix
      from r cross join generate_series(0, 40) as k
  )
  select md5(p_lodge_id::text || ':stay:' || p.id::text || ':' || p.k)::uuid,
         md5(p_lodge_id::text || ':stay-room:' || p.id::text || ':' || p.k)::uuid,
         p.id, p.arrival, p.departure, coalesce(p.nightly_rate, 0),
         (array['Kagiso Molefe', 'Neo Sebina', 'Anna Müller', 'Tom Becker', 'Lesego Dintwa', 'Mpho Kgosi',
                'Sarah Jones', 'Pieter de Vries', 'Amara Okafor', 'Chen Wei', 'Lucía García', 'Thabo Nkosi'])
           [1 + (p.idx * 5 + p.k) % 12],
         2, case when p.room_type = 'chalet' then 2 else 0 end,
         case when p.departure <= p_today then
                case when p.mix % 13 = 0 then 'cancelled' when p.mix % 17 = 5 then 'no_show' else 'checked_out' end
              when p.arrival <= p_today then 'checked_in'
              when p.mix % 4 = 1 then 'tentative'
              else 'confirmed' end::public.booking_status,
         case when p.mix % 3 = 0 then 'ota' else 'direct' end
    from plan p
   where p.arrival <= p_today + 21
     and (p.name <> 'Tent 6' or p.departure <= p_today)
$$;
revoke execute on function private.sample_stay_plan(uuid, date, date) from public, anon, authenticated;

/*
 * The sample lodge's rooms and stays (issue 31): Tent 1–6 (sleep 2, P 1,850 a night) and Family
 * Chalet 1–2 (sleep 5, P 2,600), sample stays (private.sample_stay_plan) with their guest contacts,
 * stay rooms and nightly items ("Tent 3 — 3 nights"; none for cancelled and no-show stays), Tent 6 out
 * of order from today + 5 to today + 8 (canvas repair), and housekeeping marks: Tent 2 inspected this
 * morning, a room whose guest left yesterday still dirty. Not callable through the API.
 */
create function private.seed_sample_rooms(p_lodge_id uuid, p_user_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_today date := private.lodge_today(p_lodge_id);
  v_tz text := (select l.timezone from public.lodges l where l.id = p_lodge_id);
  v_start date;
begin
  if v_today is null then
    raise exception 'lodge % not found', p_lodge_id using errcode = 'P0002';
  end if;
  -- From the first month the sample money left open (never more than 3 months back).
  select greatest(coalesce((max(m.month) + interval '1 month')::date, v_today - 90), v_today - 90)
    into v_start from public.finance_months m where m.lodge_id = p_lodge_id;

  insert into public.rooms (lodge_id, name, room_type, sleeps, nightly_rate, sort_order, created_by)
  select p_lodge_id, r.name, r.room_type, r.sleeps, r.rate, r.sort_order, p_user_id
    from (values ('Tent 1', 'tent', 2, 185000, 1), ('Tent 2', 'tent', 2, 185000, 2),
                 ('Tent 3', 'tent', 2, 185000, 3), ('Tent 4', 'tent', 2, 185000, 4),
                 ('Tent 5', 'tent', 2, 185000, 5), ('Tent 6', 'tent', 2, 185000, 6),
                 ('Family Chalet 1', 'chalet', 5, 260000, 7), ('Family Chalet 2', 'chalet', 5, 260000, 8))
         as r (name, room_type, sleeps, rate, sort_order);

  insert into public.bookings
    (id, lodge_id, kind, date, time, name, guests, adults, children, arrival, departure, status, channel_id, created_by)
  select p.booking_id, p_lodge_id, 'stay', p.arrival, '14:00', p.guest, p.adults + p.children, p.adults, p.children,
         p.arrival, p.departure, p.status,
         (select c.id from public.distribution_channels c where c.lodge_id = p_lodge_id and c.kind = p.channel_kind
           order by c.created_at limit 1),
         p_user_id
    from private.sample_stay_plan(p_lodge_id, v_start, v_today) p;
  insert into public.booking_contacts (booking_id, lodge_id, guest_name, guest_phone, created_by)
  select p.booking_id, p_lodge_id, p.guest, '+267 7' || lpad(((abs(hashtext(p.guest)) % 9000000) + 1000000)::text, 7, '0'),
         p_user_id
    from private.sample_stay_plan(p_lodge_id, v_start, v_today) p;
  insert into public.stay_rooms (id, lodge_id, booking_id, room_id, arrival, departure, nightly_rate, released, created_by)
  select p.stay_room_id, p_lodge_id, p.booking_id, p.room_id, p.arrival, p.departure, p.nightly_rate,
         p.status in ('cancelled', 'no_show'), p_user_id
    from private.sample_stay_plan(p_lodge_id, v_start, v_today) p;
  insert into public.booking_items
    (lodge_id, booking_id, stay_room_id, product_name, product_type, quantity, unit_price, created_by)
  select p_lodge_id, s.booking_id, s.id, private.stay_item_name(r.name, s.departure - s.arrival), 'accommodation',
         s.departure - s.arrival, s.nightly_rate, p_user_id
    from public.stay_rooms s join public.rooms r on r.id = s.room_id
   where s.lodge_id = p_lodge_id and not s.released;

  insert into public.room_out_of_order (lodge_id, room_id, starts_on, ends_on, reason, created_by)
  select p_lodge_id, r.id, v_today + 5, v_today + 8, 'Canvas repair', p_user_id
    from public.rooms r where r.lodge_id = p_lodge_id and r.name = 'Tent 6';

  -- Marks: every room was made ready yesterday morning; Tent 2 was inspected this morning. A room
  -- slept in last night therefore reads Dirty on today's board until someone marks it.
  insert into public.room_status_changes (lodge_id, room_id, status, marked_at, marked_by, created_by)
  select p_lodge_id, r.id, 'clean', ((v_today - 1) + time '08:00') at time zone v_tz, p_user_id, p_user_id
    from public.rooms r where r.lodge_id = p_lodge_id;
  insert into public.room_status_changes (lodge_id, room_id, status, marked_at, marked_by, created_by)
  select p_lodge_id, r.id, 'inspected', least(now(), (v_today + time '07:30') at time zone v_tz), p_user_id, p_user_id
    from public.rooms r where r.lodge_id = p_lodge_id and r.name = 'Tent 2';
  update public.rooms r
     set housekeeping_status = m.status, housekeeping_marked_at = m.marked_at, housekeeping_marked_by = m.marked_by
    from (select distinct on (c.room_id) c.room_id, c.status, c.marked_at, c.marked_by
            from public.room_status_changes c where c.lodge_id = p_lodge_id
           order by c.room_id, c.marked_at desc) m
   where r.lodge_id = p_lodge_id and r.id = m.room_id;
end;
$$;
revoke execute on function private.seed_sample_rooms(uuid, uuid) from public, anon, authenticated;

/*
 * The sample seeding sequence both paths use (ensure_first_lodge's first lodge and create_lodge's
 * "Add sample content"): the spec's sample lodge, its guest experience, its money (issue 20) and — as
 * of issue 31 — its rooms and stays (after the money: see the top of this file).
 */
create or replace function private.seed_sample_content(p_lodge_id uuid, p_user_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.seed_sample_lodge(p_lodge_id, p_user_id);
  perform private.seed_sample_guest_experience(p_lodge_id, p_user_id);
  perform private.seed_sample_money(p_lodge_id, p_user_id);
  perform private.seed_sample_rooms(p_lodge_id, p_user_id);
end;
$$;
revoke execute on function private.seed_sample_content(uuid, uuid) from public, anon, authenticated;

-- Remove sample content, as in 20261129100000_ledgers_cannot_be_bent.sql (every rule kept), now also
-- with the sample rooms, stays, out-of-order periods and housekeeping marks (issue 31).
/*
 * Remove sample content (Lodge settings, owners): deletes the rows the sample seed put in
 * (private.sample_rows) — bookings (stays included, with their stay rooms) with their items, payments,
 * notes and contacts, daily notes, reviews with replies, feedback scores, social mentions, staff with
 * their shifts, products, rooms with their out-of-order periods and housekeeping marks (issue 31), and
 * the sample community fund (its two shares, its disbursement and the months the seed closed) — and
 * the lodge is no longer a sample lodge. Rows the team added stay, and so does every sample row the team
 * built on, with what hangs on it:
 *   - the sample fund entries (with the months they closed) when the team reversed one of them, or
 *     when the fund would go below zero without them (the team paid out of the sample balance);
 *   - sample bookings dated in a month that stays closed (its figures and share were frozen from
 *     them), and sample bookings carrying a payment, item or note the team recorded, or a guest
 *     contact the team typed — each with its own sample items, payments and notes;
 *   - sample staff with a shift the team planned or guiding a booking that stays (with their shifts),
 *     sample reviews the team replied to (with their replies), sample products sold on an item that
 *     stays;
 *   - (issue 31) a kept sample stay keeps its stay rooms; sample rooms holding a stay that stays (the
 *     team's, or a kept sample one) or an out-of-order period the team added stay, with their sample
 *     periods and marks.
 * Never deletes a row the team recorded in a ledger: the append-only guard lets through only this
 * lodge's sample ledger rows, and only inside this function. The sample channel shares, message
 * templates, the lodge's settings and each person's training figures stay as before.
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

  -- The rest goes, children before parents so every delete is counted where it happens. The ledger
  -- guard lets these deletes through for this lodge's sample rows only, and only until the end.
  perform set_config('ecolodge.sample_wipe', p_lodge_id::text, true);
  foreach v_table in array array['community_fund_entries', 'payments', 'booking_items',
                                 'review_replies', 'booking_notes', 'daily_notes', 'shifts', 'stay_rooms',
                                 'bookings', 'room_status_changes', 'room_out_of_order', 'rooms',
                                 'staff_members', 'reviews', 'feedback_scores', 'social_mentions',
                                 'products']
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
