-- Figures a trustee can sign (issue 32): money that can be corrected, never rewritten, and one truth
-- on screen, report and CSV.
--
--  1. Correct, never rewrite. Items and payments carry a `version`; four RPCs change them
--     (update_booking_item, remove_booking_item, update_payment, remove_payment): owners and managers
--     any line, staff the lines they recorded themselves on the lodge's today; a removal needs a
--     reason; each write carries the version it edited (else 409 'money_changed_meanwhile'). The reason
--     reaches the audit trail's triggers through the transaction-local setting
--     `ecolodge.change_reason`. A line that counts in a CLOSED month is still corrected on its booking
--     (the guest's balance is the truth now), but the closed month is never rewritten: its figures and
--     its lines were frozen at the close (finance_months.figures, finance_months.lines) and every
--     change is written by the database as a `money_adjustments` row counted in the next open month
--     (the month after the latest closed one) — shown on both months ("Adjusted in December: −P 450,
--     Tent 3 extra night removed").
--  2. Money owed back: the month's figures gain `owed_to_guests` (per booking, what was paid beyond
--     its total; cancelled bookings left out, as for `due`).
--  3. Currency is chosen once: once any amount is recorded (an item, a payment or a fund entry) the
--     lodge's currency cannot change (P0001 'currency_locked'); lodge_currency_locked() tells the
--     settings why.
--  4. A closed month keeps its share: finance_months.community_share_pct, and the frozen figures carry
--     `community_share_pct` (the percentage they were computed with); a new percentage applies from
--     the next open month on.
--  5. One truth: finance_month_lines gives the same lines the figures are summed from — a closed
--     month's frozen lines (plus the later adjustments that name it), an open month's live lines with
--     the adjustments it counts.
--  6. Any month: payments count in the month they were received (paid_at, in the lodge's time zone),
--     revenue in the month of the booking. Closed months' "accounted" received is re-based so no
--     phantom adjustment appears; frozen figures stay as they were signed.
--
-- Redefined here: private.ledger_is_append_only, private.month_raw, private.finance_figures,
-- private.close_month, public.finance_month_lines.

-- ---------------------------------------------------------------------------------------------------
-- Versions, the month a payment counts in, frozen lines and percentages
-- ---------------------------------------------------------------------------------------------------

alter table public.booking_items add column version integer not null default 1;
alter table public.payments add column version integer not null default 1;
comment on column public.booking_items.version is
  'Grows by one with each correction (update_booking_item): a write names the version it edited.';
comment on column public.payments.version is
  'Grows by one with each correction (update_payment): a write names the version it edited.';
create index payments_lodge_id_paid_at_idx on public.payments (lodge_id, paid_at);

alter table public.finance_months
  add column lines jsonb,
  add column community_share_pct numeric(5, 2) check (community_share_pct between 0 and 100);
comment on column public.finance_months.lines is
  'The month''s lines (private.month_lines) frozen at the close: what its CSV and report list from then on.';
comment on column public.finance_months.community_share_pct is
  'The community share % the month was closed with (issue 32: a later change of the lodge''s % never relabels it).';

-- ---------------------------------------------------------------------------------------------------
-- Adjustments: a change to a closed month, counted in the next open month
-- ---------------------------------------------------------------------------------------------------

create table public.money_adjustments (
  id uuid primary key default gen_random_uuid(),
  lodge_id uuid not null references public.lodges (id) on delete cascade,
  month date not null check (extract(day from month) = 1 and isfinite(month)),
  adjusts_month date not null check (extract(day from adjusts_month) = 1 and isfinite(adjusts_month)),
  booking_id uuid,
  booking_name text not null default '',
  record text not null check (record in ('item', 'payment')),
  row_id uuid not null,
  change text not null check (change in ('added', 'changed', 'removed')),
  revenue numeric not null default 0,
  costs numeric not null default 0,
  received numeric not null default 0,
  description text not null check (char_length(description) <= 300),
  reason text check (char_length(reason) <= 200),
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  updated_at timestamptz not null default now(),
  check (adjusts_month < month)
);
comment on table public.money_adjustments is
  'Issue 32 "Correct, never rewrite": one row per change to an item or payment that counts in a closed '
  'month, written by the database (private.capture_money_adjustment). `month` is the open month that '
  'counts it (the month after the latest closed one at the time), `adjusts_month` the closed month; '
  'revenue, costs, received are the change in minor units (numeric). booking_id has no foreign key: '
  'the row outlives a removed booking. Append-only.';
create index money_adjustments_lodge_id_month_idx on public.money_adjustments (lodge_id, month);
create index money_adjustments_lodge_id_adjusts_month_idx on public.money_adjustments (lodge_id, adjusts_month);
create index money_adjustments_lodge_id_booking_id_idx on public.money_adjustments (lodge_id, booking_id);
create trigger touch before insert or update on public.money_adjustments
  for each row execute function private.touch();

alter table public.money_adjustments enable row level security;
revoke all on table public.money_adjustments from anon, authenticated;
grant select on table public.money_adjustments to authenticated;
grant all on table public.money_adjustments to service_role;
create policy "Members who see money read adjustments" on public.money_adjustments
  for select to authenticated
  using (lodge_id in (select private.lodge_ids(array['owner', 'manager', 'staff', 'trustee']::public.lodge_role[])));

/*
 * As in 20261129100000_ledgers_cannot_be_bent.sql — no deletes and no edits of ledger rows (payments,
 * community_fund_entries, money_adjustments), whoever asks; the lodge's own sample rows during
 * remove_sample_content; a cascade deleting the whole lodge — plus one door for issue 32's
 * corrections: a payment whose id the running correction RPC (update_payment, remove_payment) named in
 * the transaction-local `ecolodge.money_correction` may be changed or removed, that row only.
 * @raises 42501 'ledger_append_only'.
 */
create or replace function private.ledger_is_append_only()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_table_name = 'payments'
     and coalesce(current_setting('ecolodge.money_correction', true), '') = old.id::text then
    if tg_op = 'DELETE' then
      return old;
    end if;
    return new;
  end if;
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
create trigger append_only before update or delete on public.money_adjustments
  for each row execute function private.ledger_is_append_only();

/* The lodge-local month (`YYYY-MM-01`) a payment counts in: the month it was received (issue 32). */
create function private.payment_month(p_lodge_id uuid, p_paid_at timestamptz)
returns date
language sql
stable
security definer
set search_path = ''
as $$
  select date_trunc('month', (p_paid_at at time zone l.timezone))::date from public.lodges l where l.id = p_lodge_id
$$;
revoke execute on function private.payment_month(uuid, timestamptz) from public, anon, authenticated;

/*
 * AFTER INSERT / UPDATE / DELETE on booking_items and payments, per row: when the line counts in a
 * closed month (an item: its booking's month, the booking not cancelled; a payment: the month it was
 * received), writes the change as a money_adjustments row counted in the next open month (the month
 * after the latest closed one), with the reason from `ecolodge.change_reason` when the change was
 * made through a correction RPC. The closed month's own figures and lines stay frozen; the open
 * month's figures already carry the difference (private.finance_figures). Sample content being removed
 * (`ecolodge.sample_wipe`) and a booking or lodge being deleted are not adjustments.
 */
create function private.capture_money_adjustment()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row record;
  v_booking public.bookings;
  v_month date;
  v_latest date;
  v_revenue numeric := 0;
  v_costs numeric := 0;
  v_received numeric := 0;
  v_change text := case tg_op when 'INSERT' then 'added' when 'UPDATE' then 'changed' else 'removed' end;
  v_description text;
begin
  if tg_op = 'DELETE' then
    v_row := old;
  else
    v_row := new;
  end if;
  if coalesce(current_setting('ecolodge.sample_wipe', true), '') = v_row.lodge_id::text then
    return null;
  end if;
  select * into v_booking from public.bookings b where b.lodge_id = v_row.lodge_id and b.id = v_row.booking_id;
  if not found then
    return null; -- the booking (or the lodge) is being deleted
  end if;
  if tg_table_name = 'booking_items' then
    if v_booking.status = 'cancelled' then
      return null; -- a cancelled booking's items count nowhere
    end if;
    v_month := date_trunc('month', v_booking.date)::date;
    v_revenue := case when tg_op = 'DELETE' then 0 else new.line_total end
               - case when tg_op = 'INSERT' then 0 else old.line_total end;
    v_costs := case when tg_op = 'DELETE' then 0 else new.quantity::numeric * new.unit_cost end
             - case when tg_op = 'INSERT' then 0 else old.quantity::numeric * old.unit_cost end;
    v_description := v_row.product_name || case tg_op
      when 'UPDATE' then ' × ' || old.quantity || ' → × ' || new.quantity
      else ' × ' || v_row.quantity end || ' ' || v_change;
  else
    if tg_op = 'UPDATE' and new.paid_at <> old.paid_at then
      raise exception 'payment_date_fixed' using detail = 'A payment''s date is not changed.';
    end if;
    v_month := private.payment_month(v_row.lodge_id, v_row.paid_at);
    v_received := case when tg_op = 'DELETE' then 0 else new.amount end
                - case when tg_op = 'INSERT' then 0 else old.amount end;
    v_description := case when v_row.amount < 0 then 'Refund' else 'Payment' end || ' of '
      || to_char((v_row.paid_at at time zone (select l.timezone from public.lodges l where l.id = v_row.lodge_id))::date,
                 'FMDD FMMonth YYYY') || ' ' || v_change;
  end if;
  if v_revenue = 0 and v_costs = 0 and v_received = 0 then
    return null; -- a reference or method changed: no figure moves
  end if;
  if not exists (select 1 from public.finance_months fm where fm.lodge_id = v_row.lodge_id and fm.month = v_month) then
    return null; -- an open month: its own figures change
  end if;
  perform pg_advisory_xact_lock(hashtextextended('ecolodge.finance_months:' || v_row.lodge_id::text, 0));
  select max(fm.month) into v_latest from public.finance_months fm where fm.lodge_id = v_row.lodge_id;
  insert into public.money_adjustments
    (lodge_id, month, adjusts_month, booking_id, booking_name, record, row_id, change,
     revenue, costs, received, description, reason)
  values (v_row.lodge_id, (v_latest + interval '1 month')::date, v_month, v_booking.id, v_booking.name,
          case tg_table_name when 'payments' then 'payment' else 'item' end, v_row.id, v_change,
          v_revenue, v_costs, v_received, left(v_description, 300),
          left(nullif(btrim(coalesce(current_setting('ecolodge.change_reason', true), '')), ''), 200));
  return null;
end;
$$;
revoke execute on function private.capture_money_adjustment() from public, anon, authenticated;
create trigger capture_adjustment after insert or update or delete on public.booking_items
  for each row execute function private.capture_money_adjustment();
create trigger capture_adjustment after insert or update or delete on public.payments
  for each row execute function private.capture_money_adjustment();

-- ---------------------------------------------------------------------------------------------------
-- The correction RPCs
-- ---------------------------------------------------------------------------------------------------

/*
 * Raises unless the caller may correct a line of `p_lodge_id` recorded by `p_created_by` at
 * `p_created_at`: owners and managers any line; staff only their own, on the lodge's today (issue 32).
 * @raises 42501 'money_change_not_allowed'.
 */
create function private.require_money_corrector(p_lodge_id uuid, p_created_by uuid, p_created_at timestamptz)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_role public.lodge_role := private.my_role(p_lodge_id);
begin
  if v_role in ('owner', 'manager') then
    return;
  end if;
  if v_role = 'staff' and p_created_by = (select auth.uid())
     and (p_created_at at time zone (select l.timezone from public.lodges l where l.id = p_lodge_id))::date
         = private.lodge_today(p_lodge_id) then
    return;
  end if;
  raise exception 'money_change_not_allowed' using errcode = '42501',
    detail = 'Owners and managers correct items and payments; staff correct their own on the day.';
end;
$$;
revoke execute on function private.require_money_corrector(uuid, uuid, timestamptz) from public, anon, authenticated;

/* Raises PT409 'money_changed_meanwhile' unless `p_seen` is the row's `p_version`. */
create function private.require_version(p_version integer, p_seen integer)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_seen is null or p_seen <> p_version then
    raise exception 'money_changed_meanwhile' using errcode = 'PT409',
      detail = 'Someone changed this line meanwhile: read it again and make your change on what is there now.';
  end if;
end;
$$;
revoke execute on function private.require_version(integer, integer) from public, anon, authenticated;

/* The reason as kept (trimmed, at most 200 characters); raises when `p_required` and it is blank. */
create function private.change_reason(p_reason text, p_required boolean)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_reason text := nullif(btrim(coalesce(p_reason, '')), '');
begin
  if p_required and v_reason is null then
    raise exception 'reason_required' using detail = 'Say why it is removed: the trustees read it.';
  end if;
  if char_length(v_reason) > 200 then
    raise exception 'reason_too_long' using detail = 'A reason is at most 200 characters.';
  end if;
  return v_reason;
end;
$$;
revoke execute on function private.change_reason(text, boolean) from public, anon, authenticated;

/*
 * Corrects a booking item (issue 32): its quantity (1–10,000) and unit price (minor units, 0 to
 * 100,000,000,000), written over the version the caller saw. In a closed month the booking shows the
 * corrected line and the change is counted in the next open month (private.capture_money_adjustment).
 * An optional reason goes to the audit trail (`ecolodge.change_reason`).
 * @returns the item as saved (its version + 1). @raises PT404 'money_row_not_found'; 42501
 * 'money_change_not_allowed'; PT409 'money_changed_meanwhile'; P0001 'item_quantity', 'item_price',
 * 'reason_too_long'.
 */
create function public.update_booking_item(
  p_item_id uuid, p_version integer, p_quantity integer, p_unit_price bigint, p_reason text default null)
returns public.booking_items
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_item public.booking_items;
  v_reason text := private.change_reason(p_reason, false);
begin
  select * into v_item from public.booking_items i
   where i.id = p_item_id and private.my_role(i.lodge_id) is not null for update;
  if not found then
    raise exception 'money_row_not_found' using errcode = 'PT404',
      detail = 'This line is no longer on the booking: it was removed meanwhile.';
  end if;
  perform private.require_money_corrector(v_item.lodge_id, v_item.created_by, v_item.created_at);
  perform private.require_version(v_item.version, p_version);
  if p_quantity is null or p_quantity < 1 or p_quantity > 10000 then
    raise exception 'item_quantity' using detail = 'A quantity is a whole number from 1 to 10000.';
  end if;
  if p_unit_price is null or p_unit_price < 0 or p_unit_price > 100000000000 then
    raise exception 'item_price' using detail = 'A unit price is from 0 to 100,000,000,000 minor units.';
  end if;
  perform set_config('ecolodge.change_reason', coalesce(v_reason, ''), true);
  update public.booking_items i
     set quantity = p_quantity, unit_price = p_unit_price, version = i.version + 1
   where i.id = p_item_id
  returning * into v_item;
  perform set_config('ecolodge.change_reason', '', true);
  return v_item;
end;
$$;
revoke execute on function public.update_booking_item(uuid, integer, integer, bigint, text) from public, anon;
grant execute on function public.update_booking_item(uuid, integer, integer, bigint, text) to authenticated;

/*
 * Removes a booking item added by mistake (issue 32), with a reason (required, at most 200
 * characters), over the version the caller saw. In a closed month the removal is counted in the next
 * open month. @returns nothing. @raises PT404 'money_row_not_found'; 42501 'money_change_not_allowed';
 * PT409 'money_changed_meanwhile'; P0001 'reason_required', 'reason_too_long'.
 */
create function public.remove_booking_item(p_item_id uuid, p_version integer, p_reason text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_item public.booking_items;
  v_reason text := private.change_reason(p_reason, true);
begin
  select * into v_item from public.booking_items i
   where i.id = p_item_id and private.my_role(i.lodge_id) is not null for update;
  if not found then
    raise exception 'money_row_not_found' using errcode = 'PT404',
      detail = 'This line is no longer on the booking: it was removed meanwhile.';
  end if;
  perform private.require_money_corrector(v_item.lodge_id, v_item.created_by, v_item.created_at);
  perform private.require_version(v_item.version, p_version);
  perform set_config('ecolodge.change_reason', v_reason, true);
  delete from public.booking_items i where i.id = p_item_id;
  perform set_config('ecolodge.change_reason', '', true);
end;
$$;
revoke execute on function public.remove_booking_item(uuid, integer, text) from public, anon;
grant execute on function public.remove_booking_item(uuid, integer, text) to authenticated;

/*
 * Corrects a payment (issue 32): amount (minor units, not 0; a refund negative), method and reference;
 * its date stays. Over the version the caller saw. In a closed month (the month it was received) the
 * change is counted in the next open month. @returns the payment as saved. @raises PT404
 * 'money_row_not_found'; 42501 'money_change_not_allowed'; PT409 'money_changed_meanwhile'; P0001
 * 'payment_amount', 'reason_too_long'; 23514 on an unknown method.
 */
create function public.update_payment(
  p_payment_id uuid, p_version integer, p_amount bigint, p_method text, p_reference text,
  p_reason text default null)
returns public.payments
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_payment public.payments;
  v_reason text := private.change_reason(p_reason, false);
begin
  select * into v_payment from public.payments p
   where p.id = p_payment_id and private.my_role(p.lodge_id) is not null for update;
  if not found then
    raise exception 'money_row_not_found' using errcode = 'PT404',
      detail = 'This line is no longer on the booking: it was removed meanwhile.';
  end if;
  perform private.require_money_corrector(v_payment.lodge_id, v_payment.created_by, v_payment.created_at);
  perform private.require_version(v_payment.version, p_version);
  if p_amount is null or p_amount = 0 or p_amount < -100000000000 or p_amount > 100000000000 then
    raise exception 'payment_amount' using detail = 'A payment is an amount other than 0.';
  end if;
  perform set_config('ecolodge.change_reason', coalesce(v_reason, ''), true);
  perform set_config('ecolodge.money_correction', p_payment_id::text, true);
  update public.payments p
     set amount = p_amount, method = p_method,
         reference = nullif(btrim(coalesce(p_reference, '')), ''), version = p.version + 1
   where p.id = p_payment_id
  returning * into v_payment;
  perform set_config('ecolodge.money_correction', '', true);
  perform set_config('ecolodge.change_reason', '', true);
  return v_payment;
end;
$$;
revoke execute on function public.update_payment(uuid, integer, bigint, text, text, text) from public, anon;
grant execute on function public.update_payment(uuid, integer, bigint, text, text, text) to authenticated;

/*
 * Removes a payment recorded by mistake (issue 32), with a reason, over the version the caller saw.
 * In a closed month the removal is counted in the next open month. (Money given back to a guest is a
 * refund — a payment with a minus — not a removal.) @raises as remove_booking_item.
 */
create function public.remove_payment(p_payment_id uuid, p_version integer, p_reason text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_payment public.payments;
  v_reason text := private.change_reason(p_reason, true);
begin
  select * into v_payment from public.payments p
   where p.id = p_payment_id and private.my_role(p.lodge_id) is not null for update;
  if not found then
    raise exception 'money_row_not_found' using errcode = 'PT404',
      detail = 'This line is no longer on the booking: it was removed meanwhile.';
  end if;
  perform private.require_money_corrector(v_payment.lodge_id, v_payment.created_by, v_payment.created_at);
  perform private.require_version(v_payment.version, p_version);
  perform set_config('ecolodge.change_reason', v_reason, true);
  perform set_config('ecolodge.money_correction', p_payment_id::text, true);
  delete from public.payments p where p.id = p_payment_id;
  perform set_config('ecolodge.money_correction', '', true);
  perform set_config('ecolodge.change_reason', '', true);
end;
$$;
revoke execute on function public.remove_payment(uuid, integer, text) from public, anon;
grant execute on function public.remove_payment(uuid, integer, text) to authenticated;

-- Removing an item now needs a reason: through remove_booking_item only.
revoke delete on table public.booking_items from authenticated;

-- ---------------------------------------------------------------------------------------------------
-- Currency is chosen once
-- ---------------------------------------------------------------------------------------------------

/* Whether any amount is recorded in the lodge (an item, a payment or a fund entry): its currency is then fixed. */
create function private.lodge_has_money(p_lodge_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.booking_items i where i.lodge_id = p_lodge_id)
      or exists (select 1 from public.payments p where p.lodge_id = p_lodge_id)
      or exists (select 1 from public.community_fund_entries e where e.lodge_id = p_lodge_id)
$$;
revoke execute on function private.lodge_has_money(uuid) from public, anon, authenticated;

/*
 * Whether the lodge's currency can no longer be changed (issue 32 "Currency is chosen once"): true once
 * any amount is recorded. For Lodge settings (members of the lodge; false for others).
 */
create function public.lodge_currency_locked(p_lodge_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.my_role(p_lodge_id) is not null and private.lodge_has_money(p_lodge_id)
$$;
revoke execute on function public.lodge_currency_locked(uuid) from public, anon;
grant execute on function public.lodge_currency_locked(uuid) to authenticated, service_role;

/*
 * lodges, BEFORE UPDATE OF currency: once an amount is recorded, the currency stays (relabelling
 * P 10,850 as $10,850 would rewrite every figure). Whoever writes — owners, service_role.
 * @raises P0001 'currency_locked' (PostgREST: 400).
 */
create function private.currency_chosen_once()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.currency is distinct from old.currency and private.lodge_has_money(old.id) then
    raise exception 'currency_locked' using
      detail = 'Amounts are recorded in ' || old.currency || ': the currency cannot change now.';
  end if;
  return new;
end;
$$;
revoke execute on function private.currency_chosen_once() from public, anon, authenticated;
create trigger currency_chosen_once before update of currency on public.lodges
  for each row execute function private.currency_chosen_once();

-- ---------------------------------------------------------------------------------------------------
-- The figures: payments in the month received, money owed back, the share frozen
-- ---------------------------------------------------------------------------------------------------

-- The closed months' received, by the old rule (payments on the month's bookings), kept to re-base.
create temporary table money_rebase as
  select fm.lodge_id, fm.month, (private.month_raw(fm.lodge_id, fm.month) ->> 'received')::numeric as old_received
    from public.finance_months fm;

/*
 * As in 20261129100000_ledgers_cannot_be_bent.sql — the raw figures of one month (minor units,
 * numeric) — except that (issue 32 "Any month") `received` is every payment RECEIVED in the month
 * (paid_at in the lodge's time zone; refunds negative; whatever the booking's date or status), while
 * revenue, costs, commission, nights, due and the new `owed_to_guests` (Σ per booking max(paid −
 * total, 0), all its payments whenever made) follow the bookings DATED in the month, cancelled ones
 * left out. No access check: called by security definer functions after theirs.
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
  ),
  tz as (select l.timezone from public.lodges l where l.id = p_lodge_id)
  select jsonb_build_object(
    'revenue', coalesce((select sum(line_total) from lines), 0),
    'costs', coalesce((select sum(line_cost) from lines), 0),
    'commission', coalesce((select sum(commission) from by_channel), 0),
    'received', coalesce((
      select sum(p.amount) from public.payments p, tz
       where p.lodge_id = p_lodge_id
         and p.paid_at >= (p_month::timestamp at time zone tz.timezone)
         and p.paid_at < ((p_month + interval '1 month')::date::timestamp at time zone tz.timezone)), 0),
    'due', coalesce((select sum(greatest(total - paid, 0)) from per_booking), 0),
    'owed_to_guests', coalesce((select sum(greatest(paid - total, 0)) from per_booking), 0),
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

-- Re-base: a closed month's change still to carry stays what it was under the old rule (now − accounted).
update public.finance_months fm
   set accounted_received = fm.accounted_received
         + (private.month_raw(fm.lodge_id, fm.month) ->> 'received')::numeric - r.old_received
  from money_rebase r
 where r.lodge_id = fm.lodge_id and r.month = fm.month;

/*
 * As in 20261129100000_ledgers_cannot_be_bent.sql — the month's figures, the ONE definition used by the
 * Finances screen, the trustees' report and the CSV; a closed month's frozen figures; the first open
 * month after a closed one carries every change made since to closed months (its own entry in
 * by_channel and by_type) — now also with (issue 32) `owed_to_guests` (minor units: what guests paid
 * beyond their bookings' totals) and `community_share_pct` (the percentage the share was computed
 * with; a closed month keeps its own).
 * @raises P0002 'lodge_not_found'.
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
    if (d_revenue, d_costs, d_commission) <> (0::numeric, 0::numeric, 0::numeric) then
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
    'community_share_pct', v_lodge.community_share_pct,
    'received', (v_raw ->> 'received')::numeric + d_received,
    'due', (v_raw ->> 'due')::numeric,
    'owed_to_guests', (v_raw ->> 'owed_to_guests')::numeric,
    'occupancy_pct', case when v_lodge.capacity is null then null
                          else round((v_raw ->> 'nights')::numeric * 100 / (v_lodge.capacity * v_days), 1) end,
    'by_channel', v_by_channel,
    'by_type', v_by_type
  );
end;
$$;
revoke execute on function private.finance_figures(uuid, date) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------------
-- The lines: one function for the CSV and the report
-- ---------------------------------------------------------------------------------------------------

/*
 * The lines one month's figures are summed from (issue 32 "One truth"), minor units: `items` of the
 * bookings dated in the month (cancelled ones included, marked by `status`: they count nowhere),
 * `payments` received in the month (whatever the booking), and `adjustments` counted in the month
 * (changes to closed months' lines). Booking names only, no guest contact data. No access check.
 */
create function private.month_lines(p_lodge_id uuid, p_month date)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with tz as (select l.timezone from public.lodges l where l.id = p_lodge_id)
  select jsonb_build_object(
    'items', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', i.id, 'booking_date', b.date, 'booking', b.name, 'status', b.status,
               'product', i.product_name, 'type', i.product_type, 'quantity', i.quantity,
               'unit_price', i.unit_price, 'line_total', i.line_total,
               'cost', i.quantity::bigint * i.unit_cost, 'channel', dc.name,
               'commission_pct', coalesce(b.commission_pct, 0))
             order by b.date, b.time, i.created_at)
        from public.booking_items i
        join public.bookings b on b.lodge_id = i.lodge_id and b.id = i.booking_id
        left join public.distribution_channels dc on dc.lodge_id = b.lodge_id and dc.id = b.channel_id
       where i.lodge_id = p_lodge_id and b.date >= p_month
         and b.date < (p_month + interval '1 month')::date), '[]'::jsonb),
    'payments', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', p.id, 'booking_date', b.date, 'booking', b.name, 'status', b.status,
               'paid_at', p.paid_at, 'method', p.method, 'reference', p.reference, 'amount', p.amount)
             order by p.paid_at)
        from public.payments p, tz, public.bookings b
       where b.lodge_id = p.lodge_id and b.id = p.booking_id and p.lodge_id = p_lodge_id
         and p.paid_at >= (p_month::timestamp at time zone tz.timezone)
         and p.paid_at < ((p_month + interval '1 month')::date::timestamp at time zone tz.timezone)), '[]'::jsonb),
    'adjustments', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', a.id, 'month', a.month, 'adjusts_month', a.adjusts_month, 'booking', a.booking_name,
               'record', a.record, 'change', a.change, 'revenue', a.revenue, 'costs', a.costs,
               'received', a.received, 'description', a.description, 'reason', a.reason,
               'created_at', a.created_at)
             order by a.created_at)
        from public.money_adjustments a
       where a.lodge_id = p_lodge_id and a.month = p_month), '[]'::jsonb)
  )
$$;
revoke execute on function private.month_lines(uuid, date) from public, anon, authenticated;

/*
 * The month's lines for the CSV and the report (O M T), the same lines as the figures (issue 32):
 *   items, payments, adjustments   see private.month_lines — a closed month's as frozen at its close,
 *                                  an open month's live;
 *   other_adjustment               the first open month after a closed one: the part of its carried
 *                                  change no adjustment line explains (a closed month's booking
 *                                  cancelled, moved or re-channelled; changes made before issue 32),
 *                                  {revenue, costs, commission, received}; else null;
 *   adjusted_later                 a closed month: the adjustments later counted elsewhere that name it;
 *   fund_entries                   the community fund's entries dated in the month.
 */
create or replace function public.finance_month_lines(p_lodge_id uuid, p_month date)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_month date := date_trunc('month', p_month)::date;
  v_next date := (date_trunc('month', p_month) + interval '1 month')::date;
  v_frozen jsonb;
  v_lines jsonb;
  v_figures jsonb;
  v_other jsonb := null;
  v_adjusted numeric;
  v_latest date;
begin
  perform private.require_finance_reader(p_lodge_id);
  select fm.lines into v_frozen from public.finance_months fm where fm.lodge_id = p_lodge_id and fm.month = v_month;
  if found then
    v_lines := coalesce(v_frozen, private.month_lines(p_lodge_id, v_month));
  else
    v_lines := private.month_lines(p_lodge_id, v_month);
    select max(fm.month) into v_latest from public.finance_months fm where fm.lodge_id = p_lodge_id;
    if v_latest is not null and v_month = (v_latest + interval '1 month')::date then
      v_figures := private.finance_figures(p_lodge_id, v_month);
      v_adjusted := coalesce((select sum((t ->> 'revenue')::numeric) from jsonb_array_elements(v_figures -> 'by_type') t
                               where t ->> 'type' = 'adjustment'), 0);
      v_other := jsonb_build_object(
        'revenue', v_adjusted - coalesce((select sum((a ->> 'revenue')::numeric) from jsonb_array_elements(v_lines -> 'adjustments') a), 0),
        'costs', coalesce((select sum((t ->> 'costs')::numeric) from jsonb_array_elements(v_figures -> 'by_type') t
                            where t ->> 'type' = 'adjustment'), 0)
                 - coalesce((select sum((a ->> 'costs')::numeric) from jsonb_array_elements(v_lines -> 'adjustments') a), 0),
        'commission', coalesce((select sum((c ->> 'commission')::numeric) from jsonb_array_elements(v_figures -> 'by_channel') c
                                 where c ->> 'channel_id' is null and c ->> 'name' = 'Adjustments to closed months'), 0),
        'received', (v_figures ->> 'received')::numeric
                    - (private.month_raw(p_lodge_id, v_month) ->> 'received')::numeric
                    - coalesce((select sum((a ->> 'received')::numeric) from jsonb_array_elements(v_lines -> 'adjustments') a), 0));
    end if;
  end if;
  return v_lines || jsonb_build_object(
    'other_adjustment', v_other,
    'adjusted_later', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', a.id, 'month', a.month, 'adjusts_month', a.adjusts_month, 'booking', a.booking_name,
               'record', a.record, 'change', a.change, 'revenue', a.revenue, 'costs', a.costs,
               'received', a.received, 'description', a.description, 'reason', a.reason,
               'created_at', a.created_at)
             order by a.created_at)
        from public.money_adjustments a
       where a.lodge_id = p_lodge_id and a.adjusts_month = v_month), '[]'::jsonb),
    'fund_entries', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', e.id, 'entry_date', e.entry_date, 'kind', e.kind, 'month', e.month,
               'amount', e.amount, 'purpose', e.purpose, 'recipient', e.recipient, 'note', e.note)
             order by e.entry_date, e.created_at)
        from public.community_fund_entries e
       where e.lodge_id = p_lodge_id and e.entry_date >= v_month and e.entry_date < v_next), '[]'::jsonb));
end;
$$;
revoke execute on function public.finance_month_lines(uuid, date) from public, anon;
grant execute on function public.finance_month_lines(uuid, date) to authenticated, service_role;

/*
 * As in 20261129100000_ledgers_cannot_be_bent.sql — closes one month (no role check: the public RPC and
 * the sample seed check first): freezes its figures (now with community_share_pct and owed_to_guests)
 * and — issue 32 — its lines and its percentage, marks every closed month's changes as accounted for,
 * credits the community share dated `p_entry_date`. @raises P0001 'month_too_large'.
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
  v_lines jsonb := private.month_lines(p_lodge_id, v_month);
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

-- Months closed before this migration: their percentage as their frozen share shows it (share ÷
-- profit, to one decimal when that gives the share back exactly, else two; the lodge's current % when
-- the profit was 0 or less), their lines as they are now, owed_to_guests as it is now (the figure did
-- not exist when they closed).
update public.finance_months fm
   set community_share_pct = coalesce(
         case when (fm.figures ->> 'profit')::numeric > 0 then
           case when private.pct_of((fm.figures ->> 'profit')::numeric,
                                    round((fm.figures ->> 'community_share')::numeric * 100 / (fm.figures ->> 'profit')::numeric, 1))
                     = (fm.figures ->> 'community_share')::numeric
                then round((fm.figures ->> 'community_share')::numeric * 100 / (fm.figures ->> 'profit')::numeric, 1)
                else least(100, round((fm.figures ->> 'community_share')::numeric * 100 / (fm.figures ->> 'profit')::numeric, 2)) end
         end,
         (select l.community_share_pct from public.lodges l where l.id = fm.lodge_id)),
       lines = private.month_lines(fm.lodge_id, fm.month)
 where fm.community_share_pct is null;
update public.finance_months fm
   set figures = fm.figures || jsonb_build_object(
         'community_share_pct', fm.community_share_pct,
         'owed_to_guests', coalesce(fm.figures -> 'owed_to_guests',
                                    private.month_raw(fm.lodge_id, fm.month) -> 'owed_to_guests'))
 where not (fm.figures ? 'community_share_pct');
alter table public.finance_months alter column community_share_pct set not null;
drop table money_rebase;
