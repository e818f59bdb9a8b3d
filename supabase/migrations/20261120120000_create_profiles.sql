-- Profiles: one row per auth user, created by a trigger from the sign-up metadata.
-- Based on Supabase's "User Management Starter", with the explicit grants hosted projects now need
-- (new public tables are no longer exposed to the Data API automatically) and no anon access.

create table public.profiles (
  id uuid not null primary key references auth.users (id) on delete cascade,
  username text unique,
  full_name text,
  avatar_url text,
  updated_at timestamptz,
  constraint username_length check (char_length(username) >= 3)
);

comment on table public.profiles is 'Public face of each user: username, full name, avatar.';

alter table public.profiles enable row level security;

-- Older projects still auto-grant new tables to anon and authenticated: start from nothing.
revoke all on table public.profiles from anon, authenticated;
grant select, insert, update on table public.profiles to authenticated;
grant all on table public.profiles to service_role;

create policy "Signed-in users can read profiles"
  on public.profiles for select
  to authenticated
  using (true);

create policy "Users can insert their own profile"
  on public.profiles for insert
  to authenticated
  with check ((select auth.uid()) = id);

create policy "Users can update their own profile"
  on public.profiles for update
  to authenticated
  using ((select auth.uid()) = id)
  with check ((select auth.uid()) = id);

-- Runs as its owner (security definer): GoTrue inserts into auth.users as supabase_auth_admin, which
-- has no rights on public.profiles. An empty search_path forces fully qualified names.
create function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (id, full_name, username)
  values (
    new.id,
    new.raw_user_meta_data ->> 'full_name',
    nullif(new.raw_user_meta_data ->> 'username', '')
  );
  return new;
end;
$$;

-- Only the trigger calls it.
revoke execute on function public.handle_new_user() from public, anon, authenticated;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute procedure public.handle_new_user();
