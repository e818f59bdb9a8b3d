-- The sample money (20261126120000_lodge_money.sql) joins the sample content of issue 18
-- (20261126110000_one_lodge_one_truth.sql): a lodge made with "Add sample content" gets it too, and
-- "Remove sample content" removes it with the rest. Written when the two migrations met (both were made
-- the same day); nothing else changes.

/*
 * The sample seeding sequence both paths use (ensure_first_lodge's first lodge and create_lodge's
 * "Add sample content"): the spec's sample lodge, its guest experience, and its money (issue 20).
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
end;
$$;
revoke execute on function private.seed_sample_content(uuid, uuid) from public, anon, authenticated;

/*
 * Remove sample content (Lodge settings, owners): deletes the sample bookings (with their notes,
 * contacts, items and payments), daily notes, reviews (with replies), feedback scores, social mentions,
 * staff (with their shifts) and products the seed put in, and the sample community fund: its entries and
 * the months the seed closed. Rows the team added stay, and so do the sample channel shares, message
 * templates, the lodge's settings (currency, capacity) and each person's training figures. The lodge is
 * no longer a sample lodge. The fund's ledger is append-only (20261126120000); this function alone
 * lifts that for its own transaction (`ecolodge.ledger_wipe`), for the sample rows only.
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
  v_months date[];
begin
  if private.my_role(p_lodge_id) is distinct from 'owner' then
    raise exception 'only_owners_remove_sample_content' using errcode = '42501';
  end if;
  perform set_config('ecolodge.ledger_wipe', 'on', true);
  -- The months the seed closed: those whose share entry is a sample row.
  select coalesce(array_agg(e.month), '{}') into v_months
    from public.community_fund_entries e
    join private.sample_rows s
      on s.lodge_id = p_lodge_id and s.table_name = 'community_fund_entries' and s.row_id = e.id
   where e.lodge_id = p_lodge_id and e.kind = 'share';
  -- Children before parents, so every delete is counted where it happens.
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
