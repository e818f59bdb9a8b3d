-- The lodge's money and the community fund (issue 20).
--
-- Money is integer minor units (`bigint`: thebe for BWP, cents for USD) everywhere, never floating
-- point. A booking earns through its items (`booking_items`: quantity × unit price, the product's
-- price copied in and editable), comes through a channel (`bookings.channel_id`, its commission %
-- copied onto the booking when the channel is set), and is paid with `payments` (a refund is a payment
-- with a minus). The month's figures come from ONE function, `public.finance_summary`, used by the
-- Finances screen, the trustees' report and the CSV. An owner closes a month (`close_finance_month`):
-- its figures are frozen in `finance_months` and the community's share is credited to the
-- `community_fund_entries` ledger; owners record disbursements from it. The ledger is append-only: a
-- mistake is corrected with a counter-entry (`reverse_fund_entry`), never by deleting or editing.
-- A later change to a closed month's bookings never rewrites it: the difference is carried into the
-- next open month as an adjustment (its own line in `by_channel` and `by_type`).
--
-- Who may do what (O owner, M manager, S staff, T trustee):
--   products.price / cost          written with the product (O M), read by every member
--   bookings.channel_id            as the booking's other fields (O M; S on any booking: the desk
--                                  sets where a walk-in came from)
--   booking_items                  read O M S; add O M S (desk, check-out); remove O M; never edited
--   payments                       read O M S; add O M S; never edited nor removed (refund = minus)
--   finance_summary, finance_year, finance_month_lines   O M T (staff: no Finances screen)
--   finance_months                 read O M T; written only by close_finance_month (O)
--   community_fund_entries         read O M T; written only by close_finance_month,
--                                  record_fund_disbursement and reverse_fund_entry (O)
-- Trustees never read guest contact data: finance_month_lines carries booking names, not guests.

-- ---------------------------------------------------------------------------------------------------
-- Prices, costs and the booking's channel
-- ---------------------------------------------------------------------------------------------------

alter table public.products
  add column price bigint check (price between 0 and 100000000000),
  add column cost bigint check (cost between 0 and 100000000000);
comment on column public.products.price is
  'Selling price in the lodge currency''s minor units (e.g. thebe): per night for accommodation, per '
  'person for activities, per package. NULL = not priced (spec Add Product needs only name and description).';
comment on column public.products.cost is
  'What one unit costs the lodge, minor units, same unit as price. NULL = 0 in the figures.';

alter table public.bookings
  add column channel_id uuid,
  add column commission_pct numeric(5, 2) check (commission_pct between 0 and 100),
  add constraint bookings_channel_fk foreign key (lodge_id, channel_id)
    references public.distribution_channels (lodge_id, id) on delete set null (channel_id);
comment on column public.bookings.channel_id is 'The distribution channel the booking came through (NULL: direct, no channel).';
comment on column public.bookings.commission_pct is
  'The channel''s commission % when the channel was set (server-copied, so a later change of the '
  'channel''s rate never rewrites past months).';
create index bookings_lodge_id_channel_id_idx on public.bookings (lodge_id, channel_id);

/* bookings.commission_pct follows channel_id: copied from the channel whenever the channel changes. */
create function private.booking_channel_commission()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' or new.channel_id is distinct from old.channel_id then
    new.commission_pct := (select c.commission_pct from public.distribution_channels c
                            where c.lodge_id = new.lodge_id and c.id = new.channel_id);
  else
    new.commission_pct := old.commission_pct;
  end if;
  return new;
end;
$$;
revoke execute on function private.booking_channel_commission() from public, anon, authenticated;
create trigger booking_channel_commission before insert or update on public.bookings
  for each row execute function private.booking_channel_commission();

-- ---------------------------------------------------------------------------------------------------
-- Tables
-- ---------------------------------------------------------------------------------------------------

create table public.booking_items (
  id uuid primary key default gen_random_uuid(),
  lodge_id uuid not null references public.lodges (id) on delete cascade,
  booking_id uuid not null,
  product_id uuid,
  product_name text not null default '' check (char_length(product_name) <= 120),
  product_type public.product_type not null default 'activity',
  quantity integer not null check (quantity between 1 and 10000),
  unit_price bigint not null check (unit_price between 0 and 100000000000),
  unit_cost bigint not null default 0 check (unit_cost between 0 and 100000000000),
  line_total bigint generated always as (quantity::bigint * unit_price) stored,
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  updated_at timestamptz not null default now(),
  unique (lodge_id, id),
  foreign key (lodge_id, booking_id) references public.bookings (lodge_id, id) on delete cascade,
  foreign key (lodge_id, product_id) references public.products (lodge_id, id) on delete set null (product_id)
);
comment on table public.booking_items is
  'What a booking sells (issue 20): a product, quantity (nights for accommodation, people for an '
  'activity, packages) and unit price in minor units; line_total = quantity × unit_price exactly. '
  'product_name, product_type and unit_cost are copied from the product by the server on insert, so '
  'renaming, re-pricing or deleting a product never rewrites past months. Never edited; owners and '
  'managers may remove a line added by mistake.';
create index booking_items_lodge_id_booking_id_idx on public.booking_items (lodge_id, booking_id);
create index booking_items_lodge_id_updated_at_idx on public.booking_items (lodge_id, updated_at);

create table public.payments (
  id uuid primary key default gen_random_uuid(),
  lodge_id uuid not null references public.lodges (id) on delete cascade,
  booking_id uuid not null,
  amount bigint not null check (amount <> 0 and amount between -100000000000 and 100000000000),
  method text not null check (method in ('cash', 'mobile_money', 'card', 'bank_transfer', 'channel')),
  reference text check (char_length(reference) <= 120),
  paid_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  updated_at timestamptz not null default now(),
  unique (lodge_id, id),
  foreign key (lodge_id, booking_id) references public.bookings (lodge_id, id) on delete cascade
);
comment on table public.payments is
  'Money received for a booking, minor units; a refund is a negative amount. method: cash | '
  'mobile_money | card | bank_transfer | channel (paid to the channel). Append-only: a mistake is '
  'corrected with a counter-payment.';
create index payments_lodge_id_booking_id_idx on public.payments (lodge_id, booking_id);
create index payments_lodge_id_updated_at_idx on public.payments (lodge_id, updated_at);

create table public.finance_months (
  lodge_id uuid not null references public.lodges (id) on delete cascade,
  month date not null check (extract(day from month) = 1),
  figures jsonb not null check (jsonb_typeof(figures) = 'object'),
  -- The month's own bookings' figures as last accounted for (at its close, or when a later close
  -- carried a change): a later change is carried as (now − accounted). Minor units.
  accounted_revenue bigint not null,
  accounted_costs bigint not null,
  accounted_commission bigint not null,
  accounted_received bigint not null,
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  updated_at timestamptz not null default now(),
  primary key (lodge_id, month)
);
comment on table public.finance_months is
  'Closed months: `figures` is finance_summary frozen at the close (what the screen, report and CSV '
  'show for that month from then on). Written only by close_finance_month.';
create index finance_months_lodge_id_updated_at_idx on public.finance_months (lodge_id, updated_at);

create table public.community_fund_entries (
  id uuid primary key default gen_random_uuid(),
  lodge_id uuid not null references public.lodges (id) on delete cascade,
  kind text not null check (kind in ('share', 'disbursement', 'reversal')),
  month date check (month is null or extract(day from month) = 1),
  entry_date date not null,
  amount bigint not null check (amount between -100000000000 and 100000000000),
  purpose text check (char_length(btrim(purpose)) between 1 and 200),
  recipient text check (char_length(btrim(recipient)) between 1 and 200),
  note text check (char_length(note) <= 1000),
  reverses_id uuid unique,
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  updated_at timestamptz not null default now(),
  unique (lodge_id, id),
  foreign key (lodge_id, month) references public.finance_months (lodge_id, month),
  foreign key (lodge_id, reverses_id) references public.community_fund_entries (lodge_id, id),
  check ((kind = 'share') = (month is not null)),
  check (kind <> 'disbursement' or (amount < 0 and purpose is not null and recipient is not null)),
  check ((kind = 'reversal') = (reverses_id is not null))
);
comment on table public.community_fund_entries is
  'The community fund''s ledger (spec §9: 15 % of profit): `share` credits a closed month''s share '
  '(>= 0), `disbursement` pays out (negative amount, purpose, recipient), `reversal` is the '
  'counter-entry of a mistaken disbursement (its negation). Balance = sum(amount). Append-only.';
create index community_fund_entries_lodge_id_entry_date_idx
  on public.community_fund_entries (lodge_id, entry_date);
create index community_fund_entries_lodge_id_updated_at_idx
  on public.community_fund_entries (lodge_id, updated_at);

create trigger touch before insert or update on public.booking_items
  for each row execute function private.touch();
create trigger touch before insert or update on public.payments
  for each row execute function private.touch();
create trigger touch before insert or update on public.finance_months
  for each row execute function private.touch();
create trigger touch before insert or update on public.community_fund_entries
  for each row execute function private.touch();

/*
 * booking_items, before insert: the product's name, type and cost are copied by the server (a client
 * cannot claim a cost); unit_price defaults to the product's price when not given.
 * @raises 23502 'booking_item_needs_price' when neither the line nor the product has a price.
 */
create function private.booking_item_from_product()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_product public.products;
begin
  select * into v_product from public.products p where p.lodge_id = new.lodge_id and p.id = new.product_id;
  if found then
    new.product_name := v_product.name;
    new.product_type := v_product.type;
    new.unit_cost := coalesce(v_product.cost, 0);
    new.unit_price := coalesce(new.unit_price, v_product.price);
  else
    new.unit_cost := 0;
  end if;
  if new.unit_price is null then
    raise exception 'booking_item_needs_price' using errcode = '23502',
      detail = 'Give the item a unit price: this product has none yet.';
  end if;
  return new;
end;
$$;
revoke execute on function private.booking_item_from_product() from public, anon, authenticated;
create trigger from_product before insert on public.booking_items
  for each row execute function private.booking_item_from_product();

/* payments.paid_at: never in the future (a phone's clock may be ahead). */
create function private.payment_paid_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.paid_at is null or new.paid_at > now() then
    new.paid_at := now();
  end if;
  return new;
end;
$$;
revoke execute on function private.payment_paid_at() from public, anon, authenticated;
create trigger paid_at before insert on public.payments
  for each row execute function private.payment_paid_at();

-- Tombstones for removed items (the day pack may carry items; see 20261123220000_deleted_rows.sql).
alter table public.deleted_rows drop constraint deleted_rows_table_name_check;
alter table public.deleted_rows add constraint deleted_rows_table_name_check check (
  table_name in ('bookings', 'booking_notes', 'daily_notes', 'staff_members', 'shifts', 'products',
                 'distribution_channels', 'booking_items'));
create trigger record_deletion after delete on public.booking_items
  for each row execute function private.record_deletion();

-- ---------------------------------------------------------------------------------------------------
-- RLS and grants
-- ---------------------------------------------------------------------------------------------------

-- booking_items: read O M S; add O M S; remove O M; no update.
alter table public.booking_items enable row level security;
revoke all on table public.booking_items from anon, authenticated;
grant select, insert, delete on table public.booking_items to authenticated;
grant all on table public.booking_items to service_role;
create policy "Owners, managers and staff read booking items" on public.booking_items
  for select to authenticated
  using (lodge_id in (select private.lodge_ids(array['owner', 'manager', 'staff']::public.lodge_role[])));
create policy "Owners, managers and staff add booking items" on public.booking_items
  for insert to authenticated
  with check (lodge_id in (select private.lodge_ids(array['owner', 'manager', 'staff']::public.lodge_role[])));
create policy "Owners and managers remove booking items" on public.booking_items
  for delete to authenticated
  using (lodge_id in (select private.lodge_ids(array['owner', 'manager', 'staff']::public.lodge_role[])));
create trigger require_role before delete on public.booking_items
  for each row execute function private.require_role('{owner,manager}');

-- payments: read O M S; add O M S; append-only.
alter table public.payments enable row level security;
revoke all on table public.payments from anon, authenticated;
grant select, insert on table public.payments to authenticated;
grant all on table public.payments to service_role;
create policy "Owners, managers and staff read payments" on public.payments
  for select to authenticated
  using (lodge_id in (select private.lodge_ids(array['owner', 'manager', 'staff']::public.lodge_role[])));
create policy "Owners, managers and staff record payments" on public.payments
  for insert to authenticated
  with check (lodge_id in (select private.lodge_ids(array['owner', 'manager', 'staff']::public.lodge_role[])));

-- finance_months: read O M T; written by close_finance_month only.
alter table public.finance_months enable row level security;
revoke all on table public.finance_months from anon, authenticated;
grant select on table public.finance_months to authenticated;
grant all on table public.finance_months to service_role;
create policy "Owners, managers and trustees read closed months" on public.finance_months
  for select to authenticated
  using (lodge_id in (select private.lodge_ids(array['owner', 'manager', 'trustee']::public.lodge_role[])));

-- community_fund_entries: read O M T; written by the RPCs only; append-only.
alter table public.community_fund_entries enable row level security;
revoke all on table public.community_fund_entries from anon, authenticated;
grant select on table public.community_fund_entries to authenticated;
grant all on table public.community_fund_entries to service_role;
create policy "Owners, managers and trustees read the community fund" on public.community_fund_entries
  for select to authenticated
  using (lodge_id in (select private.lodge_ids(array['owner', 'manager', 'trustee']::public.lodge_role[])));

/*
 * No deletes and no edits of ledger rows, whoever asks (service_role included): counter-entries only.
 * So a booking with payments cannot be deleted either (the cascade stops here): it is cancelled.
 * Two exceptions: the whole lodge being deleted (cascade), and a security definer function that wipes
 * a lodge's sample content and says so for its own transaction with
 * `set_config('ecolodge.ledger_wipe', 'on', true)` (not reachable through the API: PostgREST exposes
 * only the public schema's functions).
 */
create function private.ledger_is_append_only()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' and coalesce(current_setting('ecolodge.ledger_wipe', true), '') = 'on' then
    return old;
  end if;
  if exists (select 1 from public.lodges l where l.id = old.lodge_id) then
    raise exception 'ledger_append_only' using errcode = '42501',
      detail = 'Ledger rows are never changed or deleted: record a counter-entry instead.';
  end if;
  return old; -- the whole lodge is being deleted (cascade)
end;
$$;
revoke execute on function private.ledger_is_append_only() from public, anon, authenticated;
create trigger append_only before update or delete on public.community_fund_entries
  for each row execute function private.ledger_is_append_only();
create trigger append_only before update or delete on public.payments
  for each row execute function private.ledger_is_append_only();

-- ---------------------------------------------------------------------------------------------------
-- The figures: one definition
-- ---------------------------------------------------------------------------------------------------

/*
 * THE rounding rule of the lodge's money (issue 20 "Rules that must hold"): a percentage of an amount
 * in minor units, rounded half away from zero to the minor unit (Postgres `round(numeric)` rounds ties
 * away from zero: 2.5 -> 3, -2.5 -> -3). Percentages are applied once, on the month's totals (a
 * channel's revenue for its commission, the month's profit for the community share; spec §9 split
 * 85/15), never per line.
 */
create function private.pct_of(p_amount bigint, p_pct numeric)
returns bigint
language sql
immutable
set search_path = ''
as $$
  select round(p_amount::numeric * coalesce(p_pct, 0) / 100)::bigint
$$;
revoke execute on function private.pct_of(bigint, numeric) from public, anon, authenticated;

/*
 * The raw figures of the bookings dated in one month (lodge-local `bookings.date`, cancelled ones left
 * out), minor units: revenue = Σ quantity × unit_price; costs = Σ quantity × unit_cost; commission =
 * per channel (and its commission %), pct_of(that channel's revenue); received = Σ payments on those
 * bookings (refunds negative); due = Σ per booking max(total − paid, 0); nights = accommodation
 * quantity (nights sold, counted in the month the booking is dated); by_channel, by_type.
 * No access check: called only by the security definer functions below, after theirs.
 */
create function private.month_raw(p_lodge_id uuid, p_month date)
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
    select i.booking_id, i.product_type, i.quantity, i.line_total,
           i.quantity::bigint * i.unit_cost as line_cost, b.channel_id, b.pct
      from public.booking_items i join b on b.id = i.booking_id
     where i.lodge_id = p_lodge_id
  ),
  paid as (
    select p.booking_id, sum(p.amount)::bigint as amount
      from public.payments p join b on b.id = p.booking_id
     where p.lodge_id = p_lodge_id
     group by p.booking_id
  ),
  per_booking as (
    select b.id, coalesce((select sum(l.line_total) from lines l where l.booking_id = b.id), 0)::bigint as total,
           coalesce((select pd.amount from paid pd where pd.booking_id = b.id), 0)::bigint as paid
      from b
  ),
  channel_groups as (
    select l.channel_id, l.pct, sum(l.line_total)::bigint as revenue
      from lines l group by l.channel_id, l.pct
  ),
  by_channel as (
    select g.channel_id, sum(g.revenue)::bigint as revenue, sum(private.pct_of(g.revenue, g.pct))::bigint as commission
      from channel_groups g group by g.channel_id
  ),
  by_type as (
    select l.product_type, sum(l.line_total)::bigint as revenue, sum(l.line_cost)::bigint as costs
      from lines l group by l.product_type
  )
  select jsonb_build_object(
    'revenue', coalesce((select sum(line_total) from lines), 0)::bigint,
    'costs', coalesce((select sum(line_cost) from lines), 0)::bigint,
    'commission', coalesce((select sum(commission) from by_channel), 0)::bigint,
    'received', coalesce((select sum(paid) from per_booking), 0)::bigint,
    'due', coalesce((select sum(greatest(total - paid, 0)) from per_booking), 0)::bigint,
    'nights', coalesce((select sum(quantity) from lines where product_type = 'accommodation'), 0)::bigint,
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

/* Raises 42501 unless the caller may read the lodge's finances (O M T; service_role). */
create function private.require_finance_reader(p_lodge_id uuid)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if coalesce((select auth.role()), '') = 'service_role' then
    return;
  end if;
  if private.my_role(p_lodge_id) is null or private.my_role(p_lodge_id) not in ('owner', 'manager', 'trustee') then
    raise exception 'finance_not_allowed' using errcode = '42501',
      detail = 'Owners, managers and trustees read the lodge''s finances.';
  end if;
end;
$$;
revoke execute on function private.require_finance_reader(uuid) from public, anon, authenticated;

/*
 * The month's figures (issue 20), the ONE definition of profit used by the Finances screen, the
 * trustees' report and the CSV. `p_month` is any day of the month. Returns jsonb with exactly:
 *   revenue, costs, commission, profit, community_share, received, due   (bigint, minor units)
 *   occupancy_pct   accommodation nights sold ÷ (capacity × days in the month) × 100, one decimal;
 *                   null while the lodge has no capacity
 *   by_channel      [{channel_id, name, revenue, commission}]
 *   by_type         [{type, revenue, costs}]
 * profit = revenue − costs − commission; community_share = pct_of(max(profit, 0),
 * lodges.community_share_pct) (spec §9: 15 % to the community fund; never below zero).
 * A closed month returns its frozen figures. The first open month after a closed one also carries
 * every change made since to closed months' bookings (now − accounted), as its own entry in
 * by_channel (channel_id null, name 'Adjustments to closed months') and by_type (type 'adjustment').
 * @raises 42501 'finance_not_allowed' for staff and non-members.
 */
create function private.finance_figures(p_lodge_id uuid, p_month date)
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
  d_revenue bigint := 0;
  d_costs bigint := 0;
  d_commission bigint := 0;
  d_received bigint := 0;
  v_revenue bigint;
  v_costs bigint;
  v_commission bigint;
  v_profit bigint;
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
      d_revenue := d_revenue + (v_c ->> 'revenue')::bigint - v_closed.accounted_revenue;
      d_costs := d_costs + (v_c ->> 'costs')::bigint - v_closed.accounted_costs;
      d_commission := d_commission + (v_c ->> 'commission')::bigint - v_closed.accounted_commission;
      d_received := d_received + (v_c ->> 'received')::bigint - v_closed.accounted_received;
    end loop;
    if (d_revenue, d_costs, d_commission, d_received) <> (0::bigint, 0::bigint, 0::bigint, 0::bigint) then
      v_by_channel := v_by_channel || jsonb_build_array(jsonb_build_object(
        'channel_id', null, 'name', 'Adjustments to closed months',
        'revenue', d_revenue, 'commission', d_commission));
      v_by_type := v_by_type || jsonb_build_array(jsonb_build_object(
        'type', 'adjustment', 'revenue', d_revenue, 'costs', d_costs));
    end if;
  end if;

  v_revenue := (v_raw ->> 'revenue')::bigint + d_revenue;
  v_costs := (v_raw ->> 'costs')::bigint + d_costs;
  v_commission := (v_raw ->> 'commission')::bigint + d_commission;
  v_profit := v_revenue - v_costs - v_commission;
  v_days := extract(day from (v_month + interval '1 month' - interval '1 day'))::int;
  return jsonb_build_object(
    'revenue', v_revenue,
    'costs', v_costs,
    'commission', v_commission,
    'profit', v_profit,
    'community_share', private.pct_of(greatest(v_profit, 0), v_lodge.community_share_pct),
    'received', (v_raw ->> 'received')::bigint + d_received,
    'due', (v_raw ->> 'due')::bigint,
    'occupancy_pct', case when v_lodge.capacity is null then null
                          else round((v_raw ->> 'nights')::numeric * 100 / (v_lodge.capacity * v_days), 1) end,
    'by_channel', v_by_channel,
    'by_type', v_by_type
  );
end;
$$;
revoke execute on function private.finance_figures(uuid, date) from public, anon, authenticated;

/* The month's figures for the caller (see private.finance_figures). @raises 42501 'finance_not_allowed'. */
create function public.finance_summary(p_lodge_id uuid, p_month date)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_finance_reader(p_lodge_id);
  return private.finance_figures(p_lodge_id, p_month);
end;
$$;
comment on function public.finance_summary(uuid, date) is
  'The month''s figures (issue 20): revenue, costs, commission, profit, community_share, received, due '
  '(minor units), occupancy_pct, by_channel, by_type. One definition: private.finance_figures.';
revoke execute on function public.finance_summary(uuid, date) from public, anon;
grant execute on function public.finance_summary(uuid, date) to authenticated, service_role;

/*
 * The 12 months ending with `p_month` (oldest first) for the Finances chart and the business model's
 * "Use our figures": `months` each {month, closed, revenue, costs, profit, community_share, nights},
 * from private.finance_figures (the same definition) plus nights sold; `capacity` (or null); and over
 * the 12 months (cancelled bookings left out) `by_type` [{type, revenue, costs, quantity}] (minor
 * units; quantity = nights, people or packages) and `occupancy_pct` (nights sold ÷ (capacity × days),
 * one decimal; null without a capacity).
 */
create function public.finance_year(p_lodge_id uuid, p_month date)
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
        from (select i.product_type, sum(i.line_total)::bigint as revenue,
                     sum(i.quantity::bigint * i.unit_cost)::bigint as costs, sum(i.quantity)::bigint as quantity
                from public.booking_items i
                join public.bookings b on b.lodge_id = i.lodge_id and b.id = i.booking_id
               where i.lodge_id = p_lodge_id and b.status <> 'cancelled'
                 and b.date >= v_first and b.date < v_end
               group by i.product_type) t), '[]'::jsonb),
    'occupancy_pct', case when v_capacity is null then null else round(
      (select coalesce(sum((m ->> 'nights')::bigint), 0) from jsonb_array_elements(v_rows) m)::numeric * 100
        / (v_capacity * (v_end - v_first)), 1) end);
end;
$$;
revoke execute on function public.finance_year(uuid, date) from public, anon;
grant execute on function public.finance_year(uuid, date) to authenticated, service_role;

/*
 * The month's lines for the CSV and the report (O M T): booking items and payments of the bookings
 * dated in the month (cancelled included, marked), and the fund entries dated in it. Booking names
 * and dates only — no guest contact data (trustees read this).
 */
create function public.finance_month_lines(p_lodge_id uuid, p_month date)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_month date := date_trunc('month', p_month)::date;
  v_next date := (date_trunc('month', p_month) + interval '1 month')::date;
begin
  perform private.require_finance_reader(p_lodge_id);
  return jsonb_build_object(
    'items', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', i.id, 'booking_date', b.date, 'booking', b.name, 'status', b.status,
               'product', i.product_name, 'type', i.product_type, 'quantity', i.quantity,
               'unit_price', i.unit_price, 'line_total', i.line_total,
               'cost', i.quantity::bigint * i.unit_cost, 'channel', dc.name)
             order by b.date, b.time, i.created_at)
        from public.booking_items i
        join public.bookings b on b.lodge_id = i.lodge_id and b.id = i.booking_id
        left join public.distribution_channels dc on dc.lodge_id = b.lodge_id and dc.id = b.channel_id
       where i.lodge_id = p_lodge_id and b.date >= v_month and b.date < v_next), '[]'::jsonb),
    'payments', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', p.id, 'booking_date', b.date, 'booking', b.name, 'status', b.status,
               'paid_at', p.paid_at, 'method', p.method, 'reference', p.reference, 'amount', p.amount)
             order by p.paid_at)
        from public.payments p
        join public.bookings b on b.lodge_id = p.lodge_id and b.id = p.booking_id
       where p.lodge_id = p_lodge_id and b.date >= v_month and b.date < v_next), '[]'::jsonb),
    'fund_entries', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', e.id, 'entry_date', e.entry_date, 'kind', e.kind, 'month', e.month,
               'amount', e.amount, 'purpose', e.purpose, 'recipient', e.recipient, 'note', e.note)
             order by e.entry_date, e.created_at)
        from public.community_fund_entries e
       where e.lodge_id = p_lodge_id and e.entry_date >= v_month and e.entry_date < v_next), '[]'::jsonb)
  );
end;
$$;
revoke execute on function public.finance_month_lines(uuid, date) from public, anon;
grant execute on function public.finance_month_lines(uuid, date) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------
-- Closing a month and the fund's movements (owners)
-- ---------------------------------------------------------------------------------------------------

/* Raises 42501 unless the caller owns the lodge. */
create function private.require_lodge_owner_of(p_lodge_id uuid)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if private.my_role(p_lodge_id) is distinct from 'owner' then
    raise exception 'owners_only' using errcode = '42501',
      detail = 'Only the lodge''s owners close months and record the fund''s movements.';
  end if;
end;
$$;
revoke execute on function private.require_lodge_owner_of(uuid) from public, anon, authenticated;

/*
 * Closes one month (no role check: the public RPC and the sample seed check before calling): freezes
 * finance_summary into finance_months, marks every closed month's changes as accounted for (they were
 * carried into this month), and credits the community share to the fund, dated `p_entry_date`.
 */
create function private.close_month(p_lodge_id uuid, p_month date, p_entry_date date, p_user_id uuid)
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
  for v_closed in select fm.month from public.finance_months fm where fm.lodge_id = p_lodge_id loop
    v_c := private.month_raw(p_lodge_id, v_closed.month);
    update public.finance_months fm
       set accounted_revenue = (v_c ->> 'revenue')::bigint, accounted_costs = (v_c ->> 'costs')::bigint,
           accounted_commission = (v_c ->> 'commission')::bigint,
           accounted_received = (v_c ->> 'received')::bigint
     where fm.lodge_id = p_lodge_id and fm.month = v_closed.month;
  end loop;
  insert into public.finance_months
    (lodge_id, month, figures, accounted_revenue, accounted_costs, accounted_commission, accounted_received,
     created_by)
  values (p_lodge_id, v_month, v_figures, (v_raw ->> 'revenue')::bigint, (v_raw ->> 'costs')::bigint,
          (v_raw ->> 'commission')::bigint, (v_raw ->> 'received')::bigint, p_user_id);
  insert into public.community_fund_entries (lodge_id, kind, month, entry_date, amount, note, created_by)
  values (p_lodge_id, 'share', v_month, p_entry_date, (v_figures ->> 'community_share')::bigint,
          'Community share of ' || to_char(v_month, 'FMMonth YYYY'), p_user_id)
  returning id into v_entry;
  return v_entry;
end;
$$;
revoke execute on function private.close_month(uuid, date, date, uuid) from public, anon, authenticated;

/*
 * Close Month (owners): freezes the month's figures and credits its community share to the fund.
 * Months close in order: a month must have ended (before the lodge's current month), must not be
 * closed yet, and once any month is closed the next one closed is the month after the latest.
 * @returns the fund entry's id. @raises 42501 'owners_only'; P0001 'month_not_over',
 * 'month_already_closed', 'months_close_in_order' (with a detail a person can read).
 */
create function public.close_finance_month(p_lodge_id uuid, p_month date)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_month date := date_trunc('month', p_month)::date;
  v_today date := private.lodge_today(p_lodge_id);
  v_latest date;
begin
  perform private.require_lodge_owner_of(p_lodge_id);
  perform pg_advisory_xact_lock(hashtextextended('ecolodge.finance_months:' || p_lodge_id::text, 0));
  if v_month >= date_trunc('month', v_today)::date then
    raise exception 'month_not_over' using detail = 'A month can be closed once it has ended.';
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

/*
 * A disbursement from the fund (owners): date, amount (> 0, minor units, at most the balance),
 * purpose (e.g. "School bursaries"), who received it, an optional note. `p_id` lets the phone make
 * the id, so a retry never pays twice. @returns the entry id. @raises 42501 'owners_only'; P0001
 * 'disbursement_amount', 'fund_balance_too_low'.
 */
create function public.record_fund_disbursement(
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
  v_balance bigint;
begin
  perform private.require_lodge_owner_of(p_lodge_id);
  perform pg_advisory_xact_lock(hashtextextended('ecolodge.finance_months:' || p_lodge_id::text, 0));
  if exists (select 1 from public.community_fund_entries e where e.id = v_id and e.lodge_id = p_lodge_id) then
    return v_id; -- sent twice
  end if;
  if p_amount is null or p_amount <= 0 then
    raise exception 'disbursement_amount' using detail = 'A disbursement is an amount above zero.';
  end if;
  select coalesce(sum(e.amount), 0) into v_balance from public.community_fund_entries e where e.lodge_id = p_lodge_id;
  if p_amount > v_balance then
    raise exception 'fund_balance_too_low' using detail = 'A disbursement cannot be more than the fund''s balance.';
  end if;
  insert into public.community_fund_entries
    (id, lodge_id, kind, entry_date, amount, purpose, recipient, note, created_by)
  values (v_id, p_lodge_id, 'disbursement', coalesce(p_entry_date, private.lodge_today(p_lodge_id)), -p_amount,
          btrim(p_purpose), btrim(p_recipient), nullif(btrim(coalesce(p_note, '')), ''), (select auth.uid()));
  return v_id;
end;
$$;
revoke execute on function public.record_fund_disbursement(uuid, date, bigint, text, text, text, uuid) from public, anon;
grant execute on function public.record_fund_disbursement(uuid, date, bigint, text, text, text, uuid) to authenticated;

/*
 * Corrects a mistaken disbursement with its counter-entry (owners): a `reversal` of the opposite
 * amount, dated today, once per entry. Shares are never reversed (they follow closed months).
 * @returns the counter-entry's id. @raises 42501 'owners_only'; P0001 'only_disbursements_reverse',
 * 'already_reversed'.
 */
create function public.reverse_fund_entry(p_entry_id uuid, p_note text default null)
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
  select * into v_entry from public.community_fund_entries e where e.id = p_entry_id;
  if not found then
    raise exception 'entry_not_found' using errcode = 'P0002';
  end if;
  perform private.require_lodge_owner_of(v_entry.lodge_id);
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

-- ---------------------------------------------------------------------------------------------------
-- Sample money for the sample lodge
-- ---------------------------------------------------------------------------------------------------

/*
 * The sample lodge's money (issue 20 "Sample content"), so Finances and the fund are not empty on a
 * first visit: Botswana pula (BWP), 8 rooms, the community's 15 % (spec §9), prices and costs for the
 * five sample products, 15 % commission on the OTA channel, and stays in the three months before this
 * one and in this month (up to two days ago: the day pack's window keeps only today's sample bookings),
 * each with items and payments — one cancelled, one refunded in part, one left with a balance due.
 * Today's Morning Mokoro Excursion gets its four excursions, half paid in cash. The first two of the
 * three past months are closed, their shares credited, and one disbursement ("School bursaries") made.
 * Amounts in thebe (1 P = 100 thebe). Not callable through the API: ensure_first_lodge() calls it.
 */
create function private.seed_sample_money(p_lodge_id uuid, p_user_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_today date := private.lodge_today(p_lodge_id);
  v_tz text := (select l.timezone from public.lodges l where l.id = p_lodge_id);
  v_this_month date := date_trunc('month', private.lodge_today(p_lodge_id))::date;
  v_tent uuid;
  v_chalet uuid;
  v_mokoro uuid;
  v_walk uuid;
  v_package uuid;
  v_direct uuid;
  v_ota uuid;
  v_month date;
  v_offset int;
  v_booking uuid;
  v_stay record;
  v_date date;
begin
  if v_today is null then
    raise exception 'lodge % not found', p_lodge_id using errcode = 'P0002';
  end if;
  update public.lodges set currency = 'BWP', capacity = coalesce(capacity, 8) where id = p_lodge_id;

  update public.products set price = 185000, cost = 65000
   where lodge_id = p_lodge_id and name = 'Riverside Safari Tent' returning id into v_tent;
  update public.products set price = 260000, cost = 90000
   where lodge_id = p_lodge_id and name = 'Family Chalet' returning id into v_chalet;
  update public.products set price = 45000, cost = 15000
   where lodge_id = p_lodge_id and name = 'Mokoro Excursion' returning id into v_mokoro;
  update public.products set price = 35000, cost = 10000
   where lodge_id = p_lodge_id and name = 'Guided Bush Walk' returning id into v_walk;
  update public.products set price = 750000, cost = 320000
   where lodge_id = p_lodge_id and name = 'Three-Night Delta Experience' returning id into v_package;
  update public.distribution_channels set commission_pct = 0
   where lodge_id = p_lodge_id and kind = 'direct' returning id into v_direct;
  update public.distribution_channels set commission_pct = 15
   where lodge_id = p_lodge_id and kind = 'ota' returning id into v_ota;
  if v_tent is null or v_chalet is null or v_mokoro is null or v_walk is null or v_package is null then
    return; -- not the sample products: nothing to price
  end if;

  for v_offset in reverse 3..0 loop
    v_month := (v_this_month - make_interval(months => v_offset))::date;
    for v_stay in
      select * from (values
        -- day of month, booking, guests, channel, product, quantity, second product, quantity, paid how
        (3, 'Riverside Safari Tent stay', 2, 'ota', 'tent', 3, null, 0, 'channel'),
        (8, 'Family Chalet stay', 4, 'direct', 'chalet', 2, 'mokoro', 4, 'cash'),
        (14, 'Three-Night Delta Experience', 2, 'direct', 'package', 2, null, 0, 'bank_transfer'),
        (20, 'Riverside Safari Tent stay', 2, 'ota', 'tent', 2, 'walk', 2, 'card'),
        (24, 'Family Chalet stay', 3, 'direct', 'chalet', 3, 'mokoro', 3, 'mobile_money')
      ) as s (day, name, guests, channel, product, quantity, extra, extra_quantity, method)
    loop
      v_date := v_month + (v_stay.day - 1);
      continue when v_date > v_today - 2;
      insert into public.bookings (lodge_id, date, time, name, guests, status, channel_id, created_by)
      values (p_lodge_id, v_date, '14:00', v_stay.name, v_stay.guests,
              case when v_offset = 1 and v_stay.day = 24 then 'cancelled'::public.booking_status
                   else 'checked_out'::public.booking_status end,
              case v_stay.channel when 'ota' then v_ota else v_direct end, p_user_id)
      returning id into v_booking;
      insert into public.booking_items (lodge_id, booking_id, product_id, quantity, created_by)
      values (p_lodge_id, v_booking,
              case v_stay.product when 'tent' then v_tent when 'chalet' then v_chalet else v_package end,
              v_stay.quantity, p_user_id);
      if v_stay.extra is not null then
        insert into public.booking_items (lodge_id, booking_id, product_id, quantity, created_by)
        values (p_lodge_id, v_booking, case v_stay.extra when 'mokoro' then v_mokoro else v_walk end,
                v_stay.extra_quantity, p_user_id);
      end if;
      -- Paid in full on the day (the cancelled one paid a deposit and got it back; the last stay of
      -- this month still owes for its mokoro trips).
      insert into public.payments (lodge_id, booking_id, amount, method, reference, paid_at, created_by)
      select p_lodge_id, v_booking,
             case when v_offset = 1 and v_stay.day = 24 then 100000
                  when v_offset = 0 and v_stay.day = 24 then sum(i.line_total) - 135000
                  else sum(i.line_total) end,
             v_stay.method, case v_stay.method when 'bank_transfer' then 'EFT ' || to_char(v_date, 'YYYYMMDD') end,
             (v_date + time '10:00') at time zone v_tz, p_user_id
        from public.booking_items i where i.booking_id = v_booking;
      if v_offset = 1 and v_stay.day = 24 then
        insert into public.payments (lodge_id, booking_id, amount, method, reference, paid_at, created_by)
        values (p_lodge_id, v_booking, -100000, 'mobile_money', 'Deposit returned',
                (v_date + time '11:00') at time zone v_tz, p_user_id);
      end if;
      if v_offset = 2 and v_stay.day = 8 then -- one mokoro trip was rained off: refunded
        insert into public.payments (lodge_id, booking_id, amount, method, reference, paid_at, created_by)
        values (p_lodge_id, v_booking, -45000, 'cash', 'Mokoro trip rained off',
                (v_date + time '18:00') at time zone v_tz, p_user_id);
      end if;
    end loop;
  end loop;

  -- Today's Morning Mokoro Excursion: four excursions, half paid in cash.
  select b.id into v_booking from public.bookings b
   where b.lodge_id = p_lodge_id and b.date = v_today and b.name = 'Morning Mokoro Excursion' limit 1;
  if found then
    update public.bookings set channel_id = v_direct where id = v_booking;
    insert into public.booking_items (lodge_id, booking_id, product_id, quantity, created_by)
    values (p_lodge_id, v_booking, v_mokoro, 4, p_user_id);
    insert into public.payments (lodge_id, booking_id, amount, method, created_by)
    values (p_lodge_id, v_booking, 90000, 'cash', p_user_id);
  end if;

  -- The first two of the three past months are closed; one disbursement from the fund.
  perform private.close_month(p_lodge_id, (v_this_month - interval '3 months')::date,
                              (v_this_month - interval '2 months')::date + 1, p_user_id);
  perform private.close_month(p_lodge_id, (v_this_month - interval '2 months')::date,
                              (v_this_month - interval '1 month')::date + 1, p_user_id);
  insert into public.community_fund_entries
    (lodge_id, kind, entry_date, amount, purpose, recipient, note, created_by)
  values (p_lodge_id, 'disbursement', (v_this_month - interval '1 month')::date + 9, -400000,
          'School bursaries', 'Boro Primary School', 'Uniforms and books for six pupils', p_user_id);
end;
$$;
revoke execute on function private.seed_sample_money(uuid, uuid) from public, anon, authenticated;

/*
 * As in 20261125210000_guest_experience.sql, now also with the sample money (BWP, prices, past months'
 * bookings with items and payments, a closed month or two in the community fund): the caller's lodge,
 * made on first use (issue #8 "First sign-in"): when the caller belongs to no lodge, creates "Okavango
 * Community Trust" with the sample content and the caller as its owner; otherwise returns the lodge
 * they joined first. Idempotent; a per-user advisory lock serialises two tabs.
 * @returns the lodge id. @raises 42501 'not_authenticated' when there is no signed-in user.
 */
create or replace function public.ensure_first_lodge()
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_lodge_id uuid;
begin
  if v_uid is null then
    raise exception 'not_authenticated' using errcode = '42501';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('ecolodge.ensure_first_lodge:' || v_uid::text, 0));
  select m.lodge_id into v_lodge_id
    from public.lodge_members m
   where m.user_id = v_uid
   order by m.created_at, m.lodge_id
   limit 1;
  if found then
    return v_lodge_id;
  end if;
  insert into public.lodges
    (name, location, timezone, currency, reception_name, reception_phone, sample_content, created_by)
  values ('Okavango Community Trust', 'Boro, Okavango Delta', 'Africa/Gaborone', 'BWP',
          'Lodge Reception', '+267 686 1200', true, v_uid)
  returning id into v_lodge_id;
  insert into public.lodge_members (lodge_id, user_id, role, created_by)
  values (v_lodge_id, v_uid, 'owner', v_uid);
  perform private.seed_sample_lodge(v_lodge_id, v_uid);
  perform private.seed_sample_guest_experience(v_lodge_id, v_uid);
  perform private.seed_sample_money(v_lodge_id, v_uid);
  return v_lodge_id;
end;
$$;
revoke execute on function public.ensure_first_lodge() from public, anon;
grant execute on function public.ensure_first_lodge() to authenticated, service_role;

-- Sample lodges made before this migration get the sample money too (those with no items yet).
do $$
declare
  v record;
begin
  for v in
    select l.id as lodge_id,
           (select m.user_id from public.lodge_members m
             where m.lodge_id = l.id and m.role = 'owner' order by m.created_at limit 1) as owner_id
      from public.lodges l
     where l.sample_content
       and not exists (select 1 from public.booking_items i where i.lodge_id = l.id)
  loop
    perform private.seed_sample_money(v.lodge_id, v.owner_id);
  end loop;
end;
$$;
