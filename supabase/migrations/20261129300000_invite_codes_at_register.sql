-- Invite codes are checked at Register; leaving one's only lodge makes no new lodge (issue 33, finding 4).
--
-- Before: a wrong code typed on Register was kept in the user metadata unchecked; the sign-up
-- succeeded ("Registration successful!"), join_lodge_from_sign_up answered null at the first sign-in
-- and ensure_first_lodge gave the person a sample lodge named like the team's. Leaving one's only lodge
-- ran ensure_first_lodge again: another sample lodge of the same name, silently.
--
--  1. public.invite_code_is_valid(p_code): callable signed out, answers only true/false (no lodge, no
--     role, no reason), rate limited per caller and overall (private.invite_code_checks).
--  2. The sign-up trigger (public.handle_new_user) refuses a user whose metadata carries a code that
--     cannot be used, before the user row, the profile or any lodge exists. GoTrue turns the error into
--     its generic 500 "Database error saving new user"; the app asks invite_code_is_valid (as it does
--     is_username_available for the username) to say which field is wrong.
--  3. ensure_first_lodge makes a sample lodge only at a person's first lodge ever: someone who has
--     been a member of a lodge (private.lodge_joiners, filled by a trigger on lodge_members) or who
--     signed up with an invite code gets null, and the app shows "Join a lodge or start one".

-- ---------------------------------------------------------------------------------------------------
-- 1. The check, rate limited
-- ---------------------------------------------------------------------------------------------------

/*
 * Recent invite-code checks, one row per call of invite_code_is_valid: who asked (`caller_key`, a
 * SHA-256 of the caller's address, never the address itself) and when. Rows older than the window are
 * dropped by the next check. Not exposed through the API (schema private, no grants).
 */
create table private.invite_code_checks (
  id bigint generated always as identity primary key,
  caller_key text not null,
  checked_at timestamptz not null default now()
);
create index invite_code_checks_caller_key_checked_at_idx
  on private.invite_code_checks (caller_key, checked_at);
create index invite_code_checks_checked_at_idx on private.invite_code_checks (checked_at);
alter table private.invite_code_checks enable row level security;
revoke all on table private.invite_code_checks from public, anon, authenticated;

/*
 * Whether `p_code` can be used to join a lodge now: it exists (a revoked code is deleted), is unused
 * and has not expired. Case-, space- and hyphen-insensitive (private.normalize_invite_code). Blank or
 * null: false. The one rule the check and the sign-up trigger share.
 */
create function private.invite_code_usable(p_code text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.lodge_invitations i
     where i.code = private.normalize_invite_code(p_code)
       and i.used_at is null
       and i.expires_at > now())
$$;
revoke execute on function private.invite_code_usable(text) from public, anon, authenticated;

/*
 * Who is asking, as a key for the rate limit: SHA-256 (hex) of the caller's address from PostgREST's
 * `request.headers` GUC — Cloudflare's `cf-connecting-ip` when present (hosted Supabase sits behind
 * it), else the first entry of `x-forwarded-for`, else `x-real-ip`. The embedded backend and a direct
 * connection set none of these: every such caller shares one key (the overall limit applies anyway).
 */
create function private.request_caller_key()
returns text
language sql
stable
set search_path = ''
as $$
  select encode(sha256(convert_to(coalesce(
    nullif(btrim(h ->> 'cf-connecting-ip'), ''),
    nullif(btrim(split_part(h ->> 'x-forwarded-for', ',', 1)), ''),
    nullif(btrim(h ->> 'x-real-ip'), ''),
    ''), 'UTF8')), 'hex')
  from (select coalesce(nullif(current_setting('request.headers', true), ''), '{}')::jsonb as h) s
$$;
revoke execute on function private.request_caller_key() from public, anon, authenticated;

/*
 * Register's invite-code check (issue 33): true when `p_code` can be used to join a lodge now (exists,
 * unused, unexpired, not revoked), else false. Says nothing else: not the lodge, not the role, not
 * whether the code was wrong, used or expired — so it cannot be used to learn about lodges.
 * Rate limited, because a yes/no answer is what someone guessing codes needs: at most 20 checks per
 * caller (private.request_caller_key) and 2,000 overall in any 10 minutes. With ~8.5e11 possible codes
 * the overall limit alone keeps a guesser far from a hit (2,000 guesses against 100 open codes:
 * odds ~2.4e-7 per 10 minutes), even one who forges its address.
 * Volatile (it records the check): PostgREST runs it only with POST, as supabase-js `rpc` does.
 * @returns boolean.
 * @raises PT429 'too_many_invite_code_checks' (PostgREST: HTTP 429) when a limit is reached; the
 *   check is not counted then.
 */
create function public.invite_code_is_valid(p_code text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_window constant interval := interval '10 minutes';
  v_per_caller constant int := 20;
  v_overall constant int := 2000;
  v_key text := private.request_caller_key();
begin
  delete from private.invite_code_checks c where c.checked_at < now() - v_window;
  if (select count(*) from private.invite_code_checks c where c.caller_key = v_key) >= v_per_caller
     or (select count(*) from private.invite_code_checks) >= v_overall then
    raise exception 'too_many_invite_code_checks' using errcode = 'PT429',
      detail = 'Too many invite codes were checked. Wait 10 minutes and try again.';
  end if;
  insert into private.invite_code_checks (caller_key) values (v_key);
  return private.invite_code_usable(p_code);
end;
$$;
revoke execute on function public.invite_code_is_valid(text) from public;
grant execute on function public.invite_code_is_valid(text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------
-- 2. The sign-up refuses a code that cannot be used
-- ---------------------------------------------------------------------------------------------------

/*
 * auth.users AFTER INSERT (trigger on_auth_user_created): the new person's profile, after the username
 * rule (20261123210000_username_rule) and now the invite code: a non-blank `invite_code` in the user
 * metadata that cannot be used (private.invite_code_usable) refuses the whole sign-up, so no account,
 * profile or lodge is made.
 * @raises 23514 'username_invalid', 23505 'username_taken', 22023 'invite_code_invalid' (GoTrue
 *   answers each with its generic 500 "Database error saving new user").
 */
create or replace function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  wanted text := nullif(btrim(new.raw_user_meta_data ->> 'username'), '');
  v_code text := nullif(btrim(coalesce(new.raw_user_meta_data ->> 'invite_code', '')), '');
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
  if v_code is not null and not private.invite_code_usable(v_code) then
    raise exception using
      errcode = '22023',
      message = 'invite_code_invalid',
      detail = 'The invite code is wrong, used, expired or revoked.';
  end if;
  insert into public.profiles (id, full_name, username)
  values (new.id, new.raw_user_meta_data ->> 'full_name', wanted);
  return new;
end;
$$;
revoke execute on function public.handle_new_user() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------------
-- 3. A sample lodge only at the first lodge ever
-- ---------------------------------------------------------------------------------------------------

/*
 * Everyone who has ever been a member of a lodge, and since when: ensure_first_lodge makes a sample
 * lodge only for someone not listed. Filled by private.record_lodge_joiner; a row goes with the
 * person's profile. Not exposed through the API.
 */
create table private.lodge_joiners (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  first_joined_at timestamptz not null default now()
);
alter table private.lodge_joiners enable row level security;
revoke all on table private.lodge_joiners from public, anon, authenticated;

/* lodge_members AFTER INSERT: remembers that the person has belonged to a lodge. */
create function private.record_lodge_joiner()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.lodge_joiners (user_id) values (new.user_id) on conflict (user_id) do nothing;
  return null;
end;
$$;
revoke execute on function private.record_lodge_joiner() from public, anon, authenticated;
create trigger record_lodge_joiner after insert on public.lodge_members
  for each row execute function private.record_lodge_joiner();

-- Everyone in a lodge today has had their first lodge. (Who left every lodge before this migration is
-- not known: they get one more sample lodge at their next sign-in, as before.)
insert into private.lodge_joiners (user_id, first_joined_at)
select m.user_id, min(m.created_at) from public.lodge_members m group by m.user_id
on conflict (user_id) do nothing;

/*
 * The caller's lodge, made on first use (issue #8 "First sign-in"): returns the lodge they joined
 * first; when they belong to none and never have (private.lodge_joiners) and did not sign up with an
 * invite code, creates "Okavango Community Trust" with the spec's sample content
 * (private.seed_sample_content) and the caller as its owner. Otherwise null (issue 33): someone who
 * left their only lodge, or whose code could no longer be used at the first sign-in, chooses on
 * "Join a lodge or start one" instead of getting a sample lodge they did not ask for.
 * Idempotent; a per-user advisory lock serialises two tabs.
 * @returns the lodge id, or null. @raises 42501 'not_authenticated' when there is no signed-in user.
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
  v_code text := nullif(btrim(coalesce((select auth.jwt()) -> 'user_metadata' ->> 'invite_code', '')), '');
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
  if v_code is not null or exists (select 1 from private.lodge_joiners j where j.user_id = v_uid) then
    return null;
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
