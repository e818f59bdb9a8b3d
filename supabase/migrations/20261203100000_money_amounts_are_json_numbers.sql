-- Money amounts are JSON numbers (issue 36, "Ledgers that can be bent": "an amount of "0x10" is
-- stored as 16 (refuse both)").
--
-- PostgreSQL 16+ (hosted Supabase runs 17; PGlite is newer still) reads '0x10', '0o20', '0b10000' and
-- '1_6' as the integer 16: PostgREST turns the JSON body into the row (or an RPC's arguments) with
-- json_to_record(...) typed by the columns, so the JSON string "0x10" meets int8in and becomes 16 before
-- any trigger, domain or CHECK sees it — SQL cannot tell it from the number 16 on a `bigint`.
-- PostgreSQL 15 refuses it itself (22P02). So every money write the API offers now takes its
-- amounts as `jsonb`, where a string stays a string, and refuses anything but a JSON number holding a
-- whole number of minor units with 400 (22P02) and words, on every version alike:
--
--  * payments and booking items are recorded with public.record_payment and public.add_booking_item
--    (security invoker: the tables' RLS policies decide who may, as before); a direct INSERT by an
--    API role (anon, authenticated) is refused (42501 'money_through_rpc'), because its amount
--    cannot be checked. Definer functions (sample content, stays, corrections) and service_role
--    write as before.
--  * update_payment, update_booking_item and record_fund_disbursement take the amount as jsonb (same
--    argument names: the app's calls do not change); book_stay checks each room's nightly_rate.
--    Their bodies are the ones before this migration, moved unchanged to `private` and called by
--    the public wrapper after the check.
--
-- Left as they were: products.price/cost and rooms.nightly_rate (a catalogue's default prices, written
-- by owners and managers through the tables); the ledger copies them only through the functions above.

-- ---------------------------------------------------------------------------------------------------
-- The check
-- ---------------------------------------------------------------------------------------------------

/*
 * A money amount as the API received it (jsonb) → bigint minor units. JSON null (or SQL null) → null
 * (the caller's own rule decides whether null is allowed). Anything but a JSON number with a whole
 * value (16, 16.0, 1.6e1) is refused: a string ("16", "0x10"), a fraction (16.5), a boolean, an object.
 * Issue 36: "an amount of "0x10" is stored as 16 (refuse both)".
 * @param p_value the argument as sent. @param p_what the amount's name in the words ('A payment's amount').
 * @returns the amount in minor units.
 * @raises 22P02 'amount_not_a_number' (PostgREST: 400); 22003 'amount_too_large' past ±10^15.
 */
create function private.minor_units(p_value jsonb, p_what text default 'An amount')
returns bigint
language plpgsql
immutable
set search_path = ''
as $$
declare
  v numeric;
begin
  if p_value is null or jsonb_typeof(p_value) = 'null' then
    return null;
  end if;
  if jsonb_typeof(p_value) <> 'number' then
    raise exception 'amount_not_a_number' using errcode = '22P02',
      detail = p_what || ' is a whole number of minor units, sent as a JSON number (not text): nothing was recorded.';
  end if;
  v := p_value::numeric;
  if v <> trunc(v) then
    raise exception 'amount_not_a_number' using errcode = '22P02',
      detail = p_what || ' is a whole number of minor units, without a fraction: nothing was recorded.';
  end if;
  if abs(v) > 1000000000000000 then
    raise exception 'amount_too_large' using errcode = '22003',
      detail = p_what || ' is too large: nothing was recorded.';
  end if;
  return v::bigint;
end;
$$;
revoke execute on function private.minor_units(jsonb, text) from public, anon;
grant execute on function private.minor_units(jsonb, text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------
-- Payments and booking items: recorded through their functions
-- ---------------------------------------------------------------------------------------------------

/*
 * BEFORE INSERT on payments and booking_items (named to run after paid_at / from_product, so their own
 * refusals keep their words): an API role (anon, authenticated) inserts only inside record_payment /
 * add_booking_item, which checked the amounts as JSON and set `ecolodge.money_checked` for the insert
 * (not reachable through the API: PostgREST exposes no way to set a setting). Security invoker on
 * purpose: current_user is the writer (in a definer function: its owner, who passes).
 * @raises 42501 'money_through_rpc' (PostgREST: 403).
 */
create function private.money_through_rpc()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated')
     and coalesce(current_setting('ecolodge.money_checked', true), '') <> 'on' then
    raise exception 'money_through_rpc' using errcode = '42501',
      detail = 'Payments and booking items are recorded with record_payment and add_booking_item, which check that each amount is a number: nothing was recorded.';
  end if;
  return new;
end;
$$;
revoke execute on function private.money_through_rpc() from public, anon, authenticated;

create trigger through_rpc before insert on public.payments
  for each row execute function private.money_through_rpc();
create trigger through_rpc before insert on public.booking_items
  for each row execute function private.money_through_rpc();

/*
 * Records a payment (a refund: a negative amount), once per client-made `p_id` (sent twice: the row
 * as it is). Security invoker: the payments' RLS decides who may (owners, managers, staff).
 * @param p_amount minor units as a JSON number, not 0. @param p_reference optional.
 * @returns the payments row. @raises 22P02 'amount_not_a_number'; 42501 (RLS: trustees, outsiders);
 * 23514 (amount 0, unknown method); 23505 'payment_id_taken' when the id is another lodge's row.
 */
create function public.record_payment(
  p_id uuid, p_lodge_id uuid, p_booking_id uuid, p_amount jsonb, p_method text, p_reference text default null)
returns public.payments
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_amount bigint := private.minor_units(p_amount, 'A payment''s amount');
  v_row public.payments;
begin
  perform set_config('ecolodge.money_checked', 'on', true);
  insert into public.payments (id, lodge_id, booking_id, amount, method, reference)
  values (p_id, p_lodge_id, p_booking_id, v_amount, p_method, p_reference)
  on conflict (id) do nothing;
  perform set_config('ecolodge.money_checked', '', true);
  select * into v_row from public.payments p where p.id = p_id and p.lodge_id = p_lodge_id;
  if not found then
    raise exception 'payment_id_taken' using errcode = '23505', detail = 'That id belongs to another payment.';
  end if;
  return v_row;
end;
$$;
revoke execute on function public.record_payment(uuid, uuid, uuid, jsonb, text, text) from public, anon;
grant execute on function public.record_payment(uuid, uuid, uuid, jsonb, text, text) to authenticated, service_role;

/*
 * Adds an item to a booking, once per client-made `p_id`; the server copies the product's name, type
 * and cost (private.booking_item_from_product). Security invoker: booking_items' RLS decides who may.
 * @param p_quantity 1–10,000. @param p_product_id null: a line without a product (price required).
 * @param p_unit_price minor units as a JSON number (0 to 100,000,000,000); null: the product's price.
 * @returns the booking_items row. @raises 22P02 'amount_not_a_number'; 42501 (RLS); 23514 (ranges);
 * 23505 'item_id_taken' when the id is another lodge's row.
 */
create function public.add_booking_item(
  p_id uuid, p_lodge_id uuid, p_booking_id uuid, p_quantity integer, p_product_id uuid default null,
  p_unit_price jsonb default null)
returns public.booking_items
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_price bigint := private.minor_units(p_unit_price, 'A unit price');
  v_row public.booking_items;
begin
  perform set_config('ecolodge.money_checked', 'on', true);
  if v_price is null then
    insert into public.booking_items (id, lodge_id, booking_id, product_id, quantity)
    values (p_id, p_lodge_id, p_booking_id, p_product_id, p_quantity)
    on conflict (id) do nothing;
  else
    insert into public.booking_items (id, lodge_id, booking_id, product_id, quantity, unit_price)
    values (p_id, p_lodge_id, p_booking_id, p_product_id, p_quantity, v_price)
    on conflict (id) do nothing;
  end if;
  perform set_config('ecolodge.money_checked', '', true);
  select * into v_row from public.booking_items i where i.id = p_id and i.lodge_id = p_lodge_id;
  if not found then
    raise exception 'item_id_taken' using errcode = '23505', detail = 'That id belongs to another booking item.';
  end if;
  return v_row;
end;
$$;
revoke execute on function public.add_booking_item(uuid, uuid, uuid, integer, uuid, jsonb) from public, anon;
grant execute on function public.add_booking_item(uuid, uuid, uuid, integer, uuid, jsonb) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------
-- Corrections, disbursements and stays: the amount as jsonb, the body unchanged in private
-- ---------------------------------------------------------------------------------------------------

alter function public.update_payment(uuid, integer, bigint, text, text, text) set schema private;
revoke execute on function private.update_payment(uuid, integer, bigint, text, text, text) from public, anon, authenticated;

/*
 * Corrects a payment (issue 32; body: private.update_payment, 20261201400000): amount (minor units as
 * a JSON number, not 0; a refund negative), method and reference (omitted or null: none), over the
 * version the caller saw. @returns the payment as saved. @raises 22P02 'amount_not_a_number'; as
 * before: PT404 'money_row_not_found'; 42501 'money_change_not_allowed'; PT409
 * 'money_changed_meanwhile'; P0001 'payment_amount', 'reason_too_long'; 23514 on an unknown method.
 */
create function public.update_payment(
  p_payment_id uuid, p_version integer, p_amount jsonb, p_method text, p_reference text default null,
  p_reason text default null)
returns public.payments
language sql
volatile
security definer
set search_path = ''
as $$
  select private.update_payment(p_payment_id, p_version, private.minor_units(p_amount, 'A payment''s amount'),
                                p_method, p_reference, p_reason);
$$;
revoke execute on function public.update_payment(uuid, integer, jsonb, text, text, text) from public, anon;
grant execute on function public.update_payment(uuid, integer, jsonb, text, text, text) to authenticated;

alter function public.update_booking_item(uuid, integer, integer, bigint, text) set schema private;
revoke execute on function private.update_booking_item(uuid, integer, integer, bigint, text) from public, anon, authenticated;

/*
 * Corrects a booking item (issue 32; body: private.update_booking_item, 20261130200000): quantity
 * (1–10,000) and unit price (minor units as a JSON number, 0 to 100,000,000,000), over the version the
 * caller saw. @returns the item as saved. @raises 22P02 'amount_not_a_number'; as before: PT404
 * 'money_row_not_found'; 42501 'money_change_not_allowed'; PT409 'money_changed_meanwhile'; P0001
 * 'item_quantity', 'item_price', 'reason_too_long'.
 */
create function public.update_booking_item(
  p_item_id uuid, p_version integer, p_quantity integer, p_unit_price jsonb, p_reason text default null)
returns public.booking_items
language sql
volatile
security definer
set search_path = ''
as $$
  select private.update_booking_item(p_item_id, p_version, p_quantity,
                                     private.minor_units(p_unit_price, 'A unit price'), p_reason);
$$;
revoke execute on function public.update_booking_item(uuid, integer, integer, jsonb, text) from public, anon;
grant execute on function public.update_booking_item(uuid, integer, integer, jsonb, text) to authenticated;

alter function public.record_fund_disbursement(uuid, date, bigint, text, text, text, uuid) set schema private;
revoke execute on function private.record_fund_disbursement(uuid, date, bigint, text, text, text, uuid)
  from public, anon, authenticated;

/*
 * A disbursement from the community fund (owners; body: private.record_fund_disbursement,
 * 20261129100000): date, amount (minor units as a JSON number, > 0, at most the balance), purpose,
 * recipient, optional note, `p_id` made on the phone. @returns the entry id. @raises 22P02
 * 'amount_not_a_number'; as before: 42501 'owners_only'; P0001 'disbursement_amount',
 * 'disbursement_date', 'fund_balance_too_low'.
 */
create function public.record_fund_disbursement(
  p_lodge_id uuid, p_entry_date date, p_amount jsonb, p_purpose text, p_recipient text,
  p_note text default null, p_id uuid default null)
returns uuid
language sql
volatile
security definer
set search_path = ''
as $$
  select private.record_fund_disbursement(p_lodge_id, p_entry_date,
                                          private.minor_units(p_amount, 'A disbursement''s amount'),
                                          p_purpose, p_recipient, p_note, p_id);
$$;
revoke execute on function public.record_fund_disbursement(uuid, date, jsonb, text, text, text, uuid) from public, anon;
grant execute on function public.record_fund_disbursement(uuid, date, jsonb, text, text, text, uuid) to authenticated;

alter function public.book_stay(jsonb) set schema private;
revoke execute on function private.book_stay(jsonb) from public, anon, authenticated;

/*
 * Books a stay (body and keys: private.book_stay, 20261130100200_stay_functions.sql); each room's
 * `nightly_rate` is absent, null, "" (the room's rate) or minor units as a JSON number.
 * @returns the bookings row. @raises 22P02 'amount_not_a_number'; as private.book_stay.
 */
create function public.book_stay(p_stay jsonb)
returns public.bookings
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_room jsonb;
begin
  if jsonb_typeof(p_stay -> 'rooms') = 'array' then
    for v_room in select * from jsonb_array_elements(p_stay -> 'rooms') loop
      if jsonb_typeof(v_room) = 'object' and v_room -> 'nightly_rate' is distinct from '""'::jsonb then
        perform private.minor_units(v_room -> 'nightly_rate', 'A nightly rate');
      end if;
    end loop;
  end if;
  return private.book_stay(p_stay);
end;
$$;
revoke execute on function public.book_stay(jsonb) from public, anon;
grant execute on function public.book_stay(jsonb) to authenticated, service_role;
