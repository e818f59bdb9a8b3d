-- Review of stop 31: `update_payment`'s p_reference gets `default null`, so the typed client omits it for
-- "no reference" instead of casting null to string (the types generator marks only an argument with a
-- default as optional). The body is 20261130200000_figures_a_trustee_can_sign.sql's, unchanged (its
-- only definition before this one). Adding a default to an existing argument is allowed by
-- `create or replace` (removing one is not); the grants stay as they were and are restated.

/*
 * Corrects a payment (issue 32): amount (minor units, not 0; a refund negative), method and reference
 * (omitted or null: none); its date stays. Over the version the caller saw. In a closed month (the
 * month it was received) the change is counted in the next open month. @returns the payment as saved.
 * @raises PT404 'money_row_not_found'; 42501 'money_change_not_allowed'; PT409 'money_changed_meanwhile';
 * P0001 'payment_amount', 'reason_too_long'; 23514 on an unknown method.
 */
create or replace function public.update_payment(
  p_payment_id uuid, p_version integer, p_amount bigint, p_method text, p_reference text default null,
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
