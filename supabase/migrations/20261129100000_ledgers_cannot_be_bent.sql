-- Ledgers that cannot be bent (issue 36, "Ledgers that can be bent"). A hostile review found:
--
--  1. remove_sample_content turned the append-only guard off for its whole transaction
--     (`ecolodge.ledger_wipe`): it deleted the payments and items the team had recorded on sample
--     bookings with no trace; once the team reversed the sample disbursement it failed forever (409
--     23503, the reversal points at it); after the team paid out the sample balance the fund ended at
--     −326,226. Now the guard lets through only the lodge's own sample ledger rows, sample rows the
--     team built on stay (see remove_sample_content), and the fund can never go below zero — a rule of
--     the table (private.fund_never_below_zero), whoever writes.
--  2. close_finance_month accepted '-infinity' or 1000-01 as a lodge's first close; after that no real
--     month could be closed. Months are now bounded: from the lodge's first booking or creation month
--     (not before January 2000) to last month.
--  3. daily_notes.author_name was written by the client: staff could sign a note with the owner's name,
--     a manager re-sign the owner's note. For API writes the server now sets it (null: the note is
--     signed by its author, created_by = auth.uid()); the sample notes keep their sample signer. It is
--     the only column of a lodge table that carries a person's name as authorship (the others are
--     created_by, set by private.touch, and guest or recipient names, which are data).
--  4. A removed manager re-joined with the invite codes they made before removal: a person's unused
--     codes are revoked when they leave, are removed, or lose the right to invite.
--  5. 9,300 valid lines made a month's sums overflow bigint (22003) and blocked its figures and close:
--     the figures are summed in numeric (same JSON numbers out), closed months keep them in numeric,
--     and a month whose community share is more than the fund can record is refused in words.
--  6. reverse_fund_entry with an unknown id answered 500 (P0002): now 404 (PT404) with words.
--  7. payments.paid_at accepted '-infinity' (and '+infinity' was silently made "now"): a payment's
--     date is finite and from 1 January 2000 on; a disbursement's date likewise, and never after today.
--     (An amount sent as the JSON string "0x10" is PostgreSQL 16+'s own integer syntax: the row's
--     bigint is made from the text before any trigger or domain check sees it, so SQL cannot tell it
--     from 16 on a table write; PostgreSQL 15 refuses it itself with 22P02. Left to the REST layer.)

-- ---------------------------------------------------------------------------------------------------
-- 1a. The community fund never goes below zero
-- ---------------------------------------------------------------------------------------------------

/*
 * AFTER INSERT / AFTER DELETE, per statement, on community_fund_entries: every lodge the statement
 * touched must keep a balance (Σ amount, minor units) of zero or more. Takes the lodge's finance lock
 * (the one close_finance_month and record_fund_disbursement hold) before summing, so two writers in
 * parallel see each other's committed rows. Applies to every writer — RPCs, service_role, the sample
 * removal; a cascade deleting the whole lodge leaves nothing to sum.
 * @raises 23514 'fund_below_zero' (PostgREST: 400).
 */
create function private.fund_never_below_zero()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_lodge uuid;
  v_balance numeric;
begin
  for v_lodge in select distinct c.lodge_id from changed_rows c loop
    perform pg_advisory_xact_lock(hashtextextended('ecolodge.finance_months:' || v_lodge::text, 0));
    select coalesce(sum(e.amount), 0) into v_balance
      from public.community_fund_entries e where e.lodge_id = v_lodge;
    if v_balance < 0 then
      raise exception 'fund_below_zero' using errcode = '23514',
        detail = 'The community fund cannot go below zero: nothing was recorded.';
    end if;
  end loop;
  return null;
end;
$$;
revoke execute on function private.fund_never_below_zero() from public, anon, authenticated;

create trigger fund_never_below_zero_insert after insert on public.community_fund_entries
  referencing new table as changed_rows
  for each statement execute function private.fund_never_below_zero();
create trigger fund_never_below_zero_delete after delete on public.community_fund_entries
  referencing old table as changed_rows
  for each statement execute function private.fund_never_below_zero();

-- ---------------------------------------------------------------------------------------------------
-- 1b. The append-only guard has one narrow door: the lodge's own sample ledger rows
-- ---------------------------------------------------------------------------------------------------

/*
 * As in 20261126120000_lodge_money.sql — no deletes and no edits of ledger rows (payments,
 * community_fund_entries), whoever asks; counter-entries only; a cascade deleting the whole lodge
 * passes — except the door is narrower: `ecolodge.ledger_wipe` no longer opens it. A DELETE passes
 * only while `ecolodge.sample_wipe` names the row's own lodge AND the row is one of that lodge's
 * sample rows (private.sample_rows): remove_sample_content sets it for its own deletes and clears it.
 * A row the team recorded is refused even then (a sample booking that carries one is kept instead).
 * @raises 42501 'ledger_append_only'.
 */
create or replace function private.ledger_is_append_only()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' and coalesce(current_setting('ecolodge.sample_wipe', true), '') = old.lodge_id::text then
    if exists (select 1 from private.sample_rows s
                where s.lodge_id = old.lodge_id and s.table_name = tg_table_name and s.row_id = old.id) then
      return old;
    end if;
  end if;
  if exists (select 1 from public.lodges l where l.id = old.lodge_id) then
    raise exception 'ledger_append_only' using errcode = '42501',
      detail = 'Ledger rows are never changed or deleted: record a counter-entry instead.';
  end if;
  return old; -- the whole lodge is being deleted (cascade)
end;
$$;
revoke execute on function private.ledger_is_append_only() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------------
-- 1c. Remove sample content keeps what the team built on
-- ---------------------------------------------------------------------------------------------------

/* Whether `p_row_id` of `p_table` is (still) one of the lodge's sample rows. For remove_sample_content. */
create function private.is_sample_row(p_lodge_id uuid, p_table text, p_row_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from private.sample_rows s
                  where s.lodge_id = p_lodge_id and s.table_name = p_table and s.row_id = p_row_id)
$$;
revoke execute on function private.is_sample_row(uuid, text, uuid) from public, anon, authenticated;

/*
 * Remove sample content (Lodge settings, owners): deletes the rows the sample seed put in
 * (private.sample_rows) — bookings with their items, payments, notes and contacts, daily notes,
 * reviews with replies, feedback scores, social mentions, staff with their shifts, products, and the
 * sample community fund (its two shares, its disbursement and the months the seed closed) — and the
 * lodge is no longer a sample lodge. Rows the team added stay, and so does every sample row the team
 * built on, with what hangs on it:
 *   - the sample fund entries (with the months they closed) when the team reversed one of them, or
 *     when the fund would go below zero without them (the team paid out of the sample balance);
 *   - sample bookings dated in a month that stays closed (its figures and share were frozen from
 *     them), and sample bookings carrying a payment, item or note the team recorded, or a guest
 *     contact the team typed — each with its own sample items, payments and notes;
 *   - sample staff with a shift the team planned or guiding a booking that stays (with their shifts),
 *     sample reviews the team replied to (with their replies), sample products sold on an item that
 *     stays.
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
  -- Sample products sold on an item that stays.
  delete from private.sample_rows s
   where s.lodge_id = p_lodge_id and s.table_name = 'products'
     and exists (select 1 from public.booking_items c where c.lodge_id = p_lodge_id and c.product_id = s.row_id
                  and not private.is_sample_row(p_lodge_id, 'booking_items', c.id));

  -- The rest goes, children before parents so every delete is counted where it happens. The ledger
  -- guard lets these deletes through for this lodge's sample rows only, and only until the end.
  perform set_config('ecolodge.sample_wipe', p_lodge_id::text, true);
  foreach v_table in array array['community_fund_entries', 'payments', 'booking_items',
                                 'review_replies', 'booking_notes', 'daily_notes', 'shifts', 'bookings',
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


-- ---------------------------------------------------------------------------------------------------
-- 2. The months a lodge can close are bounded
-- ---------------------------------------------------------------------------------------------------

/*
 * The first month a lodge can close: the month of its first booking or of its creation (in its own
 * time zone), whichever is earlier — never before January 2000 (a booking dated long ago by mistake
 * must not open centuries of months to close one by one).
 */
create function private.first_closable_month(p_lodge_id uuid)
returns date
language sql
stable
security definer
set search_path = ''
as $$
  select greatest(date '2000-01-01', date_trunc('month', least(
           (l.created_at at time zone l.timezone)::date,
           (select min(b.date) from public.bookings b where b.lodge_id = l.id and isfinite(b.date))))::date)
    from public.lodges l
   where l.id = p_lodge_id
$$;
revoke execute on function private.first_closable_month(uuid) from public, anon, authenticated;

/*
 * Close Month (owners): freezes the month's figures and credits its community share to the fund.
 * `p_month` is any day of the month. Months close in order and within bounds: from the lodge's first
 * closable month (private.first_closable_month: its first booking or creation month) to the month
 * before the lodge's current one; not closed yet; once any month is closed, the next one closed is
 * the month after the latest.
 * @returns the fund entry's id. @raises 42501 'owners_only'; P0001 (PostgREST 400, each with a
 * detail a person can read) 'month_required' (no month, or not a real date such as '-infinity'),
 * 'month_before_lodge', 'month_not_over', 'month_already_closed', 'months_close_in_order',
 * 'month_too_large' (private.close_month).
 */
create or replace function public.close_finance_month(p_lodge_id uuid, p_month date)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_month date;
  v_today date := private.lodge_today(p_lodge_id);
  v_first date;
  v_latest date;
begin
  perform private.require_lodge_owner_of(p_lodge_id);
  if p_month is null or not isfinite(p_month) then
    raise exception 'month_required' using detail = 'Choose the month to close.';
  end if;
  v_month := date_trunc('month', p_month)::date;
  perform pg_advisory_xact_lock(hashtextextended('ecolodge.finance_months:' || p_lodge_id::text, 0));
  if v_month >= date_trunc('month', v_today)::date then
    raise exception 'month_not_over' using detail = 'A month can be closed once it has ended.';
  end if;
  v_first := private.first_closable_month(p_lodge_id);
  if v_month < v_first then
    raise exception 'month_before_lodge' using
      detail = 'The lodge''s records start in ' || to_char(v_first, 'FMMonth YYYY')
               || ': a month before that cannot be closed.';
  end if;
  if exists (select 1 from public.finance_months fm where fm.lodge_id = p_lodge_id and fm.month = v_month) then
    raise exception 'month_already_closed' using detail = 'This month is already closed.';
  end if;
  select max(fm.month) into v_latest from public.finance_months fm where fm.lodge_id = p_lodge_id;
  if v_latest is not null and v_month <> (v_latest + interval '1 month')::date then
    raise exception 'months_close_in_order' using
      detail = 'Months close in order: close ' || to_char(v_latest + interval '1 month', 'FMMonth YYYY') || ' first.';
  end if;
  return private.close_month(p_lodge_id, v_month, v_today, (select auth.uid()));
end;
$$;
revoke execute on function public.close_finance_month(uuid, date) from public, anon;
grant execute on function public.close_finance_month(uuid, date) to authenticated;

-- A closed month and a share are real months (rows made before this migration are not re-checked).
alter table public.finance_months
  add constraint finance_months_month_finite check (isfinite(month)) not valid;
alter table public.community_fund_entries
  add constraint community_fund_entries_dates_finite
  check (isfinite(entry_date) and (month is null or isfinite(month))) not valid;

-- ---------------------------------------------------------------------------------------------------
-- 3. A note's signature comes from the server
-- ---------------------------------------------------------------------------------------------------

/*
 * daily_notes, BEFORE INSERT OR UPDATE, for API writes (authenticated, anon): `author_name` is the
 * server's, never the client's. A new note is signed by its author — author_name null, so the name
 * shown is the profile of created_by (= auth.uid(), private.touch) — and an edit keeps the signature
 * the note had (a sample note keeps its sample signer; nobody re-signs someone else's note). The seed
 * (security definer) and service_role keep the value they write.
 */
create function private.daily_note_signature()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('authenticated', 'anon') then
    if tg_op = 'INSERT' then
      new.author_name := null;
    else
      new.author_name := old.author_name;
    end if;
  end if;
  return new;
end;
$$;
revoke execute on function private.daily_note_signature() from public, anon, authenticated;
create trigger signature before insert or update on public.daily_notes
  for each row execute function private.daily_note_signature();
comment on column public.daily_notes.author_name is
  'The name a sample note is signed with (the seed''s sample people); null for notes people write '
  '(their author is created_by). Set by the server: a client''s value is ignored.';

-- ---------------------------------------------------------------------------------------------------
-- 4. A person's open invite codes go with them
-- ---------------------------------------------------------------------------------------------------

/*
 * lodge_members, AFTER DELETE or UPDATE OF role: when a person leaves, is removed, or moves to a role
 * that cannot invite (staff, trustee), the unused invite codes they made for that lodge are revoked
 * (deleted, as the Team screen's Revoke does), so nobody joins through them later — themselves
 * included. Used codes stay as the record of who joined how.
 */
create function private.revoke_leavers_invitations()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' or (old.role in ('owner', 'manager') and new.role not in ('owner', 'manager')) then
    delete from public.lodge_invitations i
     where i.lodge_id = old.lodge_id and i.created_by = old.user_id and i.used_at is null;
  end if;
  return null;
end;
$$;
revoke execute on function private.revoke_leavers_invitations() from public, anon, authenticated;
create trigger revoke_invitations after delete or update of role on public.lodge_members
  for each row execute function private.revoke_leavers_invitations();

/*
 * profiles, BEFORE DELETE (a person's account deleted): their unused invite codes go first. The
 * membership rows go by cascade, but the codes' created_by is cleared by another cascade (ON DELETE SET
 * NULL) before revoke_leavers_invitations could match it.
 */
create function private.revoke_deleted_persons_invitations()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.lodge_invitations i where i.created_by = old.id and i.used_at is null;
  return old;
end;
$$;
revoke execute on function private.revoke_deleted_persons_invitations() from public, anon, authenticated;
create trigger revoke_invitations before delete on public.profiles
  for each row execute function private.revoke_deleted_persons_invitations();

-- Codes already open for people who are no longer owners or managers of their lodge.
delete from public.lodge_invitations i
 where i.used_at is null and i.created_by is not null
   and not exists (select 1 from public.lodge_members m
                    where m.lodge_id = i.lodge_id and m.user_id = i.created_by
                      and m.role in ('owner', 'manager'));

-- ---------------------------------------------------------------------------------------------------
-- 5. A month's sums never overflow
-- ---------------------------------------------------------------------------------------------------
-- A line holds at most 10,000 × 100,000,000,000 minor units, so ~9,300 lines overflowed bigint's
-- 9.2e18 when summed (`sum(bigint)` is numeric; the `::bigint` casts failed with 22003). The figures
-- are now numeric from the sums on: the JSON numbers out are the same, only no longer capped.

alter table public.finance_months
  alter column accounted_revenue type numeric,
  alter column accounted_costs type numeric,
  alter column accounted_commission type numeric,
  alter column accounted_received type numeric;

/*
 * THE rounding rule (as private.pct_of(bigint, numeric), 20261126120000_lodge_money.sql) for sums
 * that may exceed bigint: p_pct % of p_amount minor units, rounded half away from zero.
 */
create function private.pct_of(p_amount numeric, p_pct numeric)
returns numeric
language sql
immutable
set search_path = ''
as $$
  select round(p_amount * coalesce(p_pct, 0) / 100)
$$;
revoke execute on function private.pct_of(numeric, numeric) from public, anon, authenticated;

/*
 * As in 20261126120000_lodge_money.sql — the raw figures of the bookings dated in one month (revenue,
 * costs, commission, received, due, nights, by_channel, by_type; minor units) — summed in numeric.
 */
create or replace function private.month_raw(p_lodge_id uuid, p_month date)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with b as (
    select bk.id, bk.channel_id, coalesce(bk.commission_pct, 0) as pct
      from public.bookings bk
     where bk.lodge_id = p_lodge_id and bk.status <> 'cancelled'
       and bk.date >= p_month and bk.date < (p_month + interval '1 month')::date
  ),
  lines as (
    select i.booking_id, i.product_type, i.quantity, i.line_total::numeric as line_total,
           i.quantity::numeric * i.unit_cost as line_cost, b.channel_id, b.pct
      from public.booking_items i join b on b.id = i.booking_id
     where i.lodge_id = p_lodge_id
  ),
  paid as (
    select p.booking_id, sum(p.amount) as amount
      from public.payments p join b on b.id = p.booking_id
     where p.lodge_id = p_lodge_id
     group by p.booking_id
  ),
  per_booking as (
    select b.id, coalesce((select sum(l.line_total) from lines l where l.booking_id = b.id), 0) as total,
           coalesce((select pd.amount from paid pd where pd.booking_id = b.id), 0) as paid
      from b
  ),
  channel_groups as (
    select l.channel_id, l.pct, sum(l.line_total) as revenue
      from lines l group by l.channel_id, l.pct
  ),
  by_channel as (
    select g.channel_id, sum(g.revenue) as revenue, sum(private.pct_of(g.revenue, g.pct)) as commission
      from channel_groups g group by g.channel_id
  ),
  by_type as (
    select l.product_type, sum(l.line_total) as revenue, sum(l.line_cost) as costs
      from lines l group by l.product_type
  )
  select jsonb_build_object(
    'revenue', coalesce((select sum(line_total) from lines), 0),
    'costs', coalesce((select sum(line_cost) from lines), 0),
    'commission', coalesce((select sum(commission) from by_channel), 0),
    'received', coalesce((select sum(paid) from per_booking), 0),
    'due', coalesce((select sum(greatest(total - paid, 0)) from per_booking), 0),
    'nights', coalesce((select sum(quantity) from lines where product_type = 'accommodation'), 0),
    'by_channel', coalesce((
      select jsonb_agg(jsonb_build_object(
               'channel_id', c.channel_id,
               'name', coalesce(dc.name, 'Direct (no channel)'),
               'revenue', c.revenue, 'commission', c.commission)
             order by c.revenue desc, dc.name)
        from by_channel c
        left join public.distribution_channels dc on dc.lodge_id = p_lodge_id and dc.id = c.channel_id), '[]'::jsonb),
    'by_type', coalesce((
      select jsonb_agg(jsonb_build_object('type', t.product_type, 'revenue', t.revenue, 'costs', t.costs)
             order by t.product_type)
        from by_type t), '[]'::jsonb)
  )
$$;
revoke execute on function private.month_raw(uuid, date) from public, anon, authenticated;

/*
 * As in 20261126120000_lodge_money.sql — the month's figures, the ONE definition of profit (revenue,
 * costs, commission, profit, community_share, received, due in minor units; occupancy_pct;
 * by_channel; by_type; a closed month's frozen figures; the first open month after a closed one
 * carries the changes to closed months) — computed in numeric, so no month's sums overflow.
 * @raises 42501 'finance_not_allowed' (through its callers); P0002 'lodge_not_found'.
 */
create or replace function private.finance_figures(p_lodge_id uuid, p_month date)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_month date := date_trunc('month', p_month)::date;
  v_frozen jsonb;
  v_latest date;
  v_raw jsonb;
  v_closed record;
  v_c jsonb;
  d_revenue numeric := 0;
  d_costs numeric := 0;
  d_commission numeric := 0;
  d_received numeric := 0;
  v_revenue numeric;
  v_costs numeric;
  v_commission numeric;
  v_profit numeric;
  v_lodge public.lodges;
  v_days int;
  v_by_channel jsonb;
  v_by_type jsonb;
begin
  select * into v_lodge from public.lodges where id = p_lodge_id;
  if not found then
    raise exception 'lodge_not_found' using errcode = 'P0002';
  end if;
  select fm.figures into v_frozen from public.finance_months fm
   where fm.lodge_id = p_lodge_id and fm.month = v_month;
  if found then
    return v_frozen;
  end if;

  v_raw := private.month_raw(p_lodge_id, v_month);
  v_by_channel := v_raw -> 'by_channel';
  v_by_type := v_raw -> 'by_type';
  select max(fm.month) into v_latest from public.finance_months fm where fm.lodge_id = p_lodge_id;
  if v_latest is not null and v_month = (v_latest + interval '1 month')::date then
    for v_closed in select * from public.finance_months fm where fm.lodge_id = p_lodge_id loop
      v_c := private.month_raw(p_lodge_id, v_closed.month);
      d_revenue := d_revenue + (v_c ->> 'revenue')::numeric - v_closed.accounted_revenue;
      d_costs := d_costs + (v_c ->> 'costs')::numeric - v_closed.accounted_costs;
      d_commission := d_commission + (v_c ->> 'commission')::numeric - v_closed.accounted_commission;
      d_received := d_received + (v_c ->> 'received')::numeric - v_closed.accounted_received;
    end loop;
    if (d_revenue, d_costs, d_commission, d_received) <> (0::numeric, 0::numeric, 0::numeric, 0::numeric) then
      v_by_channel := v_by_channel || jsonb_build_array(jsonb_build_object(
        'channel_id', null, 'name', 'Adjustments to closed months',
        'revenue', d_revenue, 'commission', d_commission));
      v_by_type := v_by_type || jsonb_build_array(jsonb_build_object(
        'type', 'adjustment', 'revenue', d_revenue, 'costs', d_costs));
    end if;
  end if;

  v_revenue := (v_raw ->> 'revenue')::numeric + d_revenue;
  v_costs := (v_raw ->> 'costs')::numeric + d_costs;
  v_commission := (v_raw ->> 'commission')::numeric + d_commission;
  v_profit := v_revenue - v_costs - v_commission;
  v_days := extract(day from (v_month + interval '1 month' - interval '1 day'))::int;
  return jsonb_build_object(
    'revenue', v_revenue,
    'costs', v_costs,
    'commission', v_commission,
    'profit', v_profit,
    'community_share', private.pct_of(greatest(v_profit, 0), v_lodge.community_share_pct),
    'received', (v_raw ->> 'received')::numeric + d_received,
    'due', (v_raw ->> 'due')::numeric,
    'occupancy_pct', case when v_lodge.capacity is null then null
                          else round((v_raw ->> 'nights')::numeric * 100 / (v_lodge.capacity * v_days), 1) end,
    'by_channel', v_by_channel,
    'by_type', v_by_type
  );
end;
$$;
revoke execute on function private.finance_figures(uuid, date) from public, anon, authenticated;

/*
 * As in 20261126120000_lodge_money.sql — closes one month (no role check: the public RPC and the
 * sample seed check before calling): freezes its figures, marks every closed month's changes as
 * accounted for, credits the community share dated `p_entry_date` — with the sums in numeric, and a
 * share the fund's ledger cannot hold (over 100,000,000,000 minor units, the largest amount of any
 * ledger row) refused in words rather than failing on a check constraint.
 * @raises P0001 'month_too_large'.
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
  v_raw jsonb := private.month_raw(p_lodge_id, v_month);
  v_closed record;
  v_c jsonb;
  v_entry uuid;
begin
  if (v_figures ->> 'community_share')::numeric > 100000000000 then
    raise exception 'month_too_large' using
      detail = 'This month''s community share is larger than the fund can record: check the month''s bookings for an amount typed by mistake.';
  end if;
  for v_closed in select fm.month from public.finance_months fm where fm.lodge_id = p_lodge_id loop
    v_c := private.month_raw(p_lodge_id, v_closed.month);
    update public.finance_months fm
       set accounted_revenue = (v_c ->> 'revenue')::numeric, accounted_costs = (v_c ->> 'costs')::numeric,
           accounted_commission = (v_c ->> 'commission')::numeric,
           accounted_received = (v_c ->> 'received')::numeric
     where fm.lodge_id = p_lodge_id and fm.month = v_closed.month;
  end loop;
  insert into public.finance_months
    (lodge_id, month, figures, accounted_revenue, accounted_costs, accounted_commission, accounted_received,
     created_by)
  values (p_lodge_id, v_month, v_figures, (v_raw ->> 'revenue')::numeric, (v_raw ->> 'costs')::numeric,
          (v_raw ->> 'commission')::numeric, (v_raw ->> 'received')::numeric, p_user_id);
  insert into public.community_fund_entries (lodge_id, kind, month, entry_date, amount, note, created_by)
  values (p_lodge_id, 'share', v_month, p_entry_date, (v_figures ->> 'community_share')::bigint,
          'Community share of ' || to_char(v_month, 'FMMonth YYYY'), p_user_id)
  returning id into v_entry;
  return v_entry;
end;
$$;
revoke execute on function private.close_month(uuid, date, date, uuid) from public, anon, authenticated;

/*
 * As in 20261126120000_lodge_money.sql — the 12 months ending with `p_month` for the Finances chart
 * and "Use our figures" (months, capacity, by_type over the 12 months, occupancy_pct) — summed in
 * numeric.
 */
create or replace function public.finance_year(p_lodge_id uuid, p_month date)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_last date := date_trunc('month', p_month)::date;
  v_first date := (date_trunc('month', p_month) - interval '11 months')::date;
  v_end date := (date_trunc('month', p_month) + interval '1 month')::date;
  v_capacity integer := (select l.capacity from public.lodges l where l.id = p_lodge_id);
  v_month date;
  v_summary jsonb;
  v_rows jsonb := '[]'::jsonb;
begin
  perform private.require_finance_reader(p_lodge_id);
  for i in reverse 11..0 loop
    v_month := (v_last - make_interval(months => i))::date;
    v_summary := private.finance_figures(p_lodge_id, v_month);
    v_rows := v_rows || jsonb_build_array(jsonb_build_object(
      'month', v_month,
      'closed', exists (select 1 from public.finance_months fm where fm.lodge_id = p_lodge_id and fm.month = v_month),
      'revenue', v_summary -> 'revenue', 'costs', v_summary -> 'costs', 'profit', v_summary -> 'profit',
      'community_share', v_summary -> 'community_share',
      'nights', private.month_raw(p_lodge_id, v_month) -> 'nights'));
  end loop;
  return jsonb_build_object(
    'months', v_rows,
    'capacity', v_capacity,
    'by_type', coalesce((
      select jsonb_agg(jsonb_build_object('type', t.product_type, 'revenue', t.revenue, 'costs', t.costs,
                                          'quantity', t.quantity) order by t.product_type)
        from (select i.product_type, sum(i.line_total) as revenue,
                     sum(i.quantity::numeric * i.unit_cost) as costs, sum(i.quantity) as quantity
                from public.booking_items i
                join public.bookings b on b.lodge_id = i.lodge_id and b.id = i.booking_id
               where i.lodge_id = p_lodge_id and b.status <> 'cancelled'
                 and b.date >= v_first and b.date < v_end
               group by i.product_type) t), '[]'::jsonb),
    'occupancy_pct', case when v_capacity is null then null else round(
      (select coalesce(sum((m ->> 'nights')::numeric), 0) from jsonb_array_elements(v_rows) m) * 100
        / (v_capacity * (v_end - v_first)), 1) end);
end;
$$;
revoke execute on function public.finance_year(uuid, date) from public, anon;
grant execute on function public.finance_year(uuid, date) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------
-- 6 + 7. The fund's RPCs: an unknown entry is "not found"; a disbursement's date is a real date
-- ---------------------------------------------------------------------------------------------------

/*
 * As in 20261126120000_lodge_money.sql — corrects a mistaken disbursement with its counter-entry
 * (owners): a `reversal` of the opposite amount, dated today, once per entry — except that an id that
 * names no entry of a lodge the caller belongs to is "not found": PT404 (PostgREST answers 404 with
 * the message; P0002 was a 500, which clients retry). PostgREST maps PTnnn to status nnn (Error.hs).
 * @returns the counter-entry's id. @raises PT404 'fund_entry_not_found'; 42501 'owners_only';
 * P0001 'only_disbursements_reverse', 'already_reversed'.
 */
create or replace function public.reverse_fund_entry(p_entry_id uuid, p_note text default null)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_entry public.community_fund_entries;
  v_id uuid;
begin
  select * into v_entry from public.community_fund_entries e
   where e.id = p_entry_id and private.my_role(e.lodge_id) is not null;
  if not found then
    raise exception 'fund_entry_not_found' using errcode = 'PT404',
      detail = 'There is no such entry in the community fund of your lodges.';
  end if;
  perform private.require_lodge_owner_of(v_entry.lodge_id);
  perform pg_advisory_xact_lock(hashtextextended('ecolodge.finance_months:' || v_entry.lodge_id::text, 0));
  if v_entry.kind <> 'disbursement' then
    raise exception 'only_disbursements_reverse' using detail = 'Only a disbursement can be corrected with a counter-entry.';
  end if;
  if exists (select 1 from public.community_fund_entries e where e.reverses_id = p_entry_id) then
    raise exception 'already_reversed' using detail = 'This disbursement has already been corrected.';
  end if;
  insert into public.community_fund_entries
    (lodge_id, kind, entry_date, amount, purpose, recipient, note, reverses_id, created_by)
  values (v_entry.lodge_id, 'reversal', private.lodge_today(v_entry.lodge_id), -v_entry.amount,
          v_entry.purpose, v_entry.recipient, nullif(btrim(coalesce(p_note, '')), ''), p_entry_id,
          (select auth.uid()))
  returning id into v_id;
  return v_id;
end;
$$;
revoke execute on function public.reverse_fund_entry(uuid, text) from public, anon;
grant execute on function public.reverse_fund_entry(uuid, text) to authenticated;

/*
 * As in 20261126120000_lodge_money.sql — a disbursement from the fund (owners): date, amount (> 0,
 * minor units, at most the balance), purpose, recipient, optional note; `p_id` made on the phone so a
 * retry never pays twice — with the date bounded: a real date from 1 January 2000 to the lodge's
 * today (null: today). The balance is summed in numeric.
 * @returns the entry id. @raises 42501 'owners_only'; P0001 'disbursement_amount',
 * 'disbursement_date', 'fund_balance_too_low'.
 */
create or replace function public.record_fund_disbursement(
  p_lodge_id uuid, p_entry_date date, p_amount bigint, p_purpose text, p_recipient text,
  p_note text default null, p_id uuid default null)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_id uuid := coalesce(p_id, gen_random_uuid());
  v_today date := private.lodge_today(p_lodge_id);
  v_balance numeric;
begin
  perform private.require_lodge_owner_of(p_lodge_id);
  perform pg_advisory_xact_lock(hashtextextended('ecolodge.finance_months:' || p_lodge_id::text, 0));
  if exists (select 1 from public.community_fund_entries e where e.id = v_id and e.lodge_id = p_lodge_id) then
    return v_id; -- sent twice
  end if;
  if p_amount is null or p_amount <= 0 then
    raise exception 'disbursement_amount' using detail = 'A disbursement is an amount above zero.';
  end if;
  if p_entry_date is not null and (not isfinite(p_entry_date) or p_entry_date < date '2000-01-01'
                                   or p_entry_date > v_today) then
    raise exception 'disbursement_date' using
      detail = 'A disbursement is dated between 1 January 2000 and today.';
  end if;
  select coalesce(sum(e.amount), 0) into v_balance from public.community_fund_entries e where e.lodge_id = p_lodge_id;
  if p_amount > v_balance then
    raise exception 'fund_balance_too_low' using detail = 'A disbursement cannot be more than the fund''s balance.';
  end if;
  insert into public.community_fund_entries
    (id, lodge_id, kind, entry_date, amount, purpose, recipient, note, created_by)
  values (v_id, p_lodge_id, 'disbursement', coalesce(p_entry_date, v_today), -p_amount,
          btrim(p_purpose), btrim(p_recipient), nullif(btrim(coalesce(p_note, '')), ''), (select auth.uid()));
  return v_id;
end;
$$;
revoke execute on function public.record_fund_disbursement(uuid, date, bigint, text, text, text, uuid) from public, anon;
grant execute on function public.record_fund_disbursement(uuid, date, bigint, text, text, text, uuid) to authenticated;

-- ---------------------------------------------------------------------------------------------------
-- 7. A payment's date is a real date
-- ---------------------------------------------------------------------------------------------------

/*
 * payments.paid_at, BEFORE INSERT: never in the future (a phone's clock may be ahead: a later time
 * becomes now, as before), and a real date — finite, from 1 January 2000 on ('-infinity' and
 * 'infinity' are refused, not stored or silently made "now").
 * @raises 22008 'paid_at_out_of_range' (PostgREST: 400).
 */
create or replace function private.payment_paid_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.paid_at is not null and (not isfinite(new.paid_at) or new.paid_at < timestamptz '2000-01-01 00:00:00+00') then
    raise exception 'paid_at_out_of_range' using errcode = '22008',
      detail = 'A payment is dated from 1 January 2000 to now.';
  end if;
  if new.paid_at is null or new.paid_at > now() then
    new.paid_at := now();
  end if;
  return new;
end;
$$;
revoke execute on function private.payment_paid_at() from public, anon, authenticated;
alter table public.payments
  add constraint payments_paid_at_finite check (isfinite(paid_at)) not valid;
