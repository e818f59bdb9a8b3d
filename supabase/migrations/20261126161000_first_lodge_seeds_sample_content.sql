-- ensure_first_lodge seeds through the one sample sequence (review of issues 18–19): it called
-- seed_sample_lodge, seed_sample_guest_experience and seed_sample_money itself (20261126120000), the
-- same three in the same order as private.seed_sample_content (20261126140000), which create_lodge's
-- "Add sample content" uses. Now both paths call that one function, so a further sample seed is added
-- in one place. Behaviour is unchanged: same lodge row, same owner row, same seeds, same order. Nothing
-- is granted anew; the grants are restated as in every version of this function.

/*
 * The caller's lodge, made on first use (issue #8 "First sign-in"): when the caller belongs to no
 * lodge, creates "Okavango Community Trust" with the spec's sample content
 * (`private.seed_sample_content`) and the caller as its owner; otherwise returns the lodge they joined
 * first. Idempotent; a per-user advisory lock serialises two tabs.
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
  perform private.seed_sample_content(v_lodge_id, v_uid);
  return v_lodge_id;
end;
$$;
revoke execute on function public.ensure_first_lodge() from public, anon;
grant execute on function public.ensure_first_lodge() to authenticated, service_role;
