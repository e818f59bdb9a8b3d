-- One username rule everywhere (issue 12): 3–24 characters, letters, digits, '_' and '.'.
-- The app checks the same rule (machines/shared/username.ts) and, because GoTrue turns any error of a
-- trigger on auth.users into a bare 500 "Database error saving new user", asks
-- `public.is_username_available` before and after a failed sign-up to say "That username is already
-- taken" instead.

alter table public.profiles drop constraint if exists username_length;

-- NOT VALID first so `supabase db push` never fails on an older row; validated at once when every row
-- already follows the rule (a fresh project), else left for a data fix (rows are checked on update).
alter table public.profiles
  add constraint profiles_username_format check (username ~ '^[A-Za-z0-9_.]{3,24}$') not valid;

do $$
begin
  alter table public.profiles validate constraint profiles_username_format;
exception when check_violation then
  raise notice 'profiles_username_format: some existing usernames break the rule; fix them, then validate';
end;
$$;

-- The sign-up trigger, now refusing a taken or malformed username with a named error (SQLSTATE
-- 23505 / 23514 and a message saying which), so logs name the cause; GoTrue still answers the client
-- with its generic 500, which the app explains with is_username_available.
create or replace function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  wanted text := nullif(btrim(new.raw_user_meta_data ->> 'username'), '');
begin
  if wanted is not null and wanted !~ '^[A-Za-z0-9_.]{3,24}$' then
    raise exception using
      errcode = '23514',
      message = 'username_invalid',
      detail = 'A username is 3–24 characters: letters, digits, _ and .';
  end if;
  if wanted is not null and exists (select 1 from public.profiles where username = wanted) then
    raise exception using
      errcode = '23505',
      message = 'username_taken',
      detail = format('The username %L is already taken.', wanted);
  end if;
  insert into public.profiles (id, full_name, username)
  values (new.id, new.raw_user_meta_data ->> 'full_name', wanted);
  return new;
end;
$$;

revoke execute on function public.handle_new_user() from public, anon, authenticated;

-- Whether a username could be used at sign-up: true when it follows the rule and nobody has it.
-- Called before signing up (anon) and after GoTrue's generic "Database error saving new user".
-- security definer: anon cannot read profiles (RLS); this reveals one yes/no per name, no rows.
create function public.is_username_available(candidate text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select btrim(candidate) ~ '^[A-Za-z0-9_.]{3,24}$'
    and not exists (select 1 from public.profiles where username = btrim(candidate));
$$;

revoke execute on function public.is_username_available(text) from public;
grant execute on function public.is_username_available(text) to anon, authenticated, service_role;
