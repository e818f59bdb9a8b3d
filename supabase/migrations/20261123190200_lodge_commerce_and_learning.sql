-- Products, distribution channels, reviews and replies, business-model results, and each member's
-- own training progress and language practice (issue #8). Same conventions as the operations
-- migration. Training module texts stay in the app (src/data/training.ts, language.ts): they are
-- product content shipped with a release, not lodge data; progress rows name a module by its stable
-- app id (e.g. 'tm-guest-welcome', 'hk-2', 'lp-english').
--
-- Who may do what (O owner, M manager, S staff, T trustee):
--   products, distribution_channels, reviews, review_replies   read O M S T; write O M
--   business_model_results     read O M S T; insert O M; immutable; delete author or O
--   training_progress, language_practice   own rows: O M S write; read own, and O M read the lodge's

create type public.product_type as enum ('accommodation', 'activity', 'package');
comment on type public.product_type is 'Product types (spec §9), in the order of the product tabs.';

-- ---------------------------------------------------------------------------------------------------
-- Tables
-- ---------------------------------------------------------------------------------------------------

create table public.products (
  id uuid primary key default gen_random_uuid(),
  lodge_id uuid not null references public.lodges (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 120),
  description text not null check (char_length(btrim(description)) between 1 and 2000),
  type public.product_type not null default 'accommodation',
  image text check (char_length(image) <= 2048),
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  updated_at timestamptz not null default now(),
  unique (lodge_id, id)
);
comment on table public.products is
  'What the lodge sells (spec §3): name and description (both required, spec §5), type, image (an '
  'http(s) URL, a bundled image file name such as ''product-mokoro.svg'', or null for the default). '
  'Newest first: order by created_at desc.';
create index products_lodge_id_updated_at_idx on public.products (lodge_id, updated_at);

create table public.distribution_channels (
  id uuid primary key default gen_random_uuid(),
  lodge_id uuid not null references public.lodges (id) on delete cascade,
  kind text not null check (kind in ('direct', 'ota', 'tour_operator', 'agent', 'website', 'other')),
  name text not null check (char_length(btrim(name)) between 1 and 120),
  share_pct numeric(5, 2) check (share_pct between 0 and 100),
  commission_pct numeric(5, 2) check (commission_pct between 0 and 100),
  url text check (char_length(url) <= 2048),
  note text check (char_length(note) <= 1000),
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  updated_at timestamptz not null default now(),
  unique (lodge_id, id)
);
comment on table public.distribution_channels is
  'Where bookings come from and what share of them (the strategy panel; spec §9 sample: direct 45 %, '
  'OTA 55 %). kind: direct | ota | tour_operator | agent | website | other; percentages 0-100.';
create index distribution_channels_lodge_id_updated_at_idx
  on public.distribution_channels (lodge_id, updated_at);

create table public.reviews (
  id uuid primary key default gen_random_uuid(),
  lodge_id uuid not null references public.lodges (id) on delete cascade,
  guest_name text not null check (char_length(btrim(guest_name)) between 1 and 120),
  review_date date not null,
  body text not null check (char_length(body) <= 5000),
  rating smallint not null check (rating between 1 and 5),
  source text check (char_length(source) <= 60),
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  updated_at timestamptz not null default now(),
  unique (lodge_id, id)
);
comment on table public.reviews is
  'Guest reviews (spec §3: name, date, text, rating 1-5, replied). "replied" = the review has at least '
  'one review_replies row (embed `review_replies(id)`).';
create index reviews_lodge_id_updated_at_idx on public.reviews (lodge_id, updated_at);

create table public.review_replies (
  id uuid primary key default gen_random_uuid(),
  lodge_id uuid not null references public.lodges (id) on delete cascade,
  review_id uuid not null,
  body text not null check (char_length(btrim(body)) between 1 and 5000),
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  updated_at timestamptz not null default now(),
  unique (lodge_id, id),
  foreign key (lodge_id, review_id) references public.reviews (lodge_id, id) on delete cascade
);
comment on table public.review_replies is 'The lodge''s reply to a review, written by an owner or manager.';
create index review_replies_lodge_id_review_id_idx on public.review_replies (lodge_id, review_id);
create index review_replies_lodge_id_updated_at_idx on public.review_replies (lodge_id, updated_at);

create table public.business_model_results (
  id uuid primary key default gen_random_uuid(),
  lodge_id uuid not null references public.lodges (id) on delete cascade,
  answers jsonb not null check (jsonb_typeof(answers) = 'object'),
  recommendation text not null check (char_length(recommendation) between 1 and 120),
  occupancy smallint not null check (occupancy between 0 and 100),
  roi jsonb not null default '{}' check (jsonb_typeof(roi) = 'object'),
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  updated_at timestamptz not null default now(),
  unique (lodge_id, id)
);
comment on table public.business_model_results is
  'Saved business-model wizard results (Save Results on step 8): the answers (spec §3 wizard answers), '
  'the recommended model, the ROI calculator''s occupancy (percent) and figures (dollars, spec §9), '
  'date (created_at) and author (created_by). Immutable snapshots: no update.';
create index business_model_results_lodge_id_updated_at_idx
  on public.business_model_results (lodge_id, updated_at);

create table public.training_progress (
  id uuid primary key default gen_random_uuid(),
  lodge_id uuid not null references public.lodges (id) on delete cascade,
  user_id uuid not null default auth.uid(),
  module_id text not null check (module_id ~ '^[a-z0-9][a-z0-9-]{0,63}$'),
  progress smallint not null default 0 check (progress between 0 and 100),
  completed_at timestamptz,
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  updated_at timestamptz not null default now(),
  unique (lodge_id, user_id, module_id),
  foreign key (lodge_id, user_id) references public.lodge_members (lodge_id, user_id) on delete cascade
);
comment on table public.training_progress is
  'One member''s progress (percent) on one training module, by the module''s app id. Upsert on '
  '(lodge_id, user_id, module_id). completed_at is set by the server when progress reaches 100 '
  '("Mark as done") and cleared below it.';
create index training_progress_lodge_id_updated_at_idx on public.training_progress (lodge_id, updated_at);
create index training_progress_user_id_idx on public.training_progress (user_id);

create table public.language_practice (
  id uuid primary key default gen_random_uuid(),
  lodge_id uuid not null references public.lodges (id) on delete cascade,
  user_id uuid not null default auth.uid(),
  practiced_on date not null,
  path_id text check (path_id ~ '^[a-z0-9][a-z0-9-]{0,63}$'),
  minutes smallint check (minutes between 0 and 1440),
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  updated_at timestamptz not null default now(),
  unique (lodge_id, user_id, practiced_on),
  foreign key (lodge_id, user_id) references public.lodge_members (lodge_id, user_id) on delete cascade
);
comment on table public.language_practice is
  'Days a member practised a language (one row per member and lodge-local day; practiced_on defaults '
  'to the lodge''s today). Weekly goal and streaks: public.language_practice_summary().';
create index language_practice_lodge_id_updated_at_idx on public.language_practice (lodge_id, updated_at);
create index language_practice_user_id_idx on public.language_practice (user_id);

-- ---------------------------------------------------------------------------------------------------
-- Triggers
-- ---------------------------------------------------------------------------------------------------

create trigger touch before insert or update on public.products
  for each row execute function private.touch();
create trigger touch before insert or update on public.distribution_channels
  for each row execute function private.touch();
create trigger touch before insert or update on public.reviews
  for each row execute function private.touch();
create trigger touch before insert or update on public.review_replies
  for each row execute function private.touch();
create trigger touch before insert or update on public.business_model_results
  for each row execute function private.touch();
create trigger touch before insert or update on public.training_progress
  for each row execute function private.touch();
create trigger touch before insert or update on public.language_practice
  for each row execute function private.touch();

/* training_progress.completed_at follows progress = 100, from the server clock. */
create function private.training_completed_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.progress = 100 then
    new.completed_at := case when tg_op = 'UPDATE' and old.progress = 100 then old.completed_at else now() end;
  else
    new.completed_at := null;
  end if;
  return new;
end;
$$;
revoke execute on function private.training_completed_at() from public;
create trigger completed_at before insert or update on public.training_progress
  for each row execute function private.training_completed_at();

/* language_practice.practiced_on defaults to the lodge's today. */
create function private.default_practiced_on()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.practiced_on is null then
    new.practiced_on := private.lodge_today(new.lodge_id);
  end if;
  return new;
end;
$$;
revoke execute on function private.default_practiced_on() from public;
create trigger default_practiced_on before insert on public.language_practice
  for each row execute function private.default_practiced_on();

-- ---------------------------------------------------------------------------------------------------
-- RLS and grants
-- ---------------------------------------------------------------------------------------------------

-- products, distribution_channels, reviews, review_replies: read O M S T; write O M
alter table public.products enable row level security;
revoke all on table public.products from anon, authenticated;
grant select, insert, update, delete on table public.products to authenticated;
grant all on table public.products to service_role;
create policy "Members read products" on public.products for select to authenticated
  using (lodge_id in (select private.lodge_ids()));
create policy "Owners and managers add products" on public.products for insert to authenticated
  with check (lodge_id in (select private.lodge_ids(array['owner', 'manager']::public.lodge_role[])));
create policy "Owners and managers edit products" on public.products for update to authenticated
  using (lodge_id in (select private.lodge_ids()))
  with check (lodge_id in (select private.lodge_ids(array['owner', 'manager']::public.lodge_role[])));
create policy "Owners and managers delete products" on public.products for delete to authenticated
  using (lodge_id in (select private.lodge_ids()));
create trigger require_role before delete on public.products
  for each row execute function private.require_role('{owner,manager}');

alter table public.distribution_channels enable row level security;
revoke all on table public.distribution_channels from anon, authenticated;
grant select, insert, update, delete on table public.distribution_channels to authenticated;
grant all on table public.distribution_channels to service_role;
create policy "Members read channels" on public.distribution_channels for select to authenticated
  using (lodge_id in (select private.lodge_ids()));
create policy "Owners and managers add channels" on public.distribution_channels for insert to authenticated
  with check (lodge_id in (select private.lodge_ids(array['owner', 'manager']::public.lodge_role[])));
create policy "Owners and managers edit channels" on public.distribution_channels for update to authenticated
  using (lodge_id in (select private.lodge_ids()))
  with check (lodge_id in (select private.lodge_ids(array['owner', 'manager']::public.lodge_role[])));
create policy "Owners and managers delete channels" on public.distribution_channels for delete to authenticated
  using (lodge_id in (select private.lodge_ids()));
create trigger require_role before delete on public.distribution_channels
  for each row execute function private.require_role('{owner,manager}');

alter table public.reviews enable row level security;
revoke all on table public.reviews from anon, authenticated;
grant select, insert, update, delete on table public.reviews to authenticated;
grant all on table public.reviews to service_role;
create policy "Members read reviews" on public.reviews for select to authenticated
  using (lodge_id in (select private.lodge_ids()));
create policy "Owners and managers add reviews" on public.reviews for insert to authenticated
  with check (lodge_id in (select private.lodge_ids(array['owner', 'manager']::public.lodge_role[])));
create policy "Owners and managers edit reviews" on public.reviews for update to authenticated
  using (lodge_id in (select private.lodge_ids()))
  with check (lodge_id in (select private.lodge_ids(array['owner', 'manager']::public.lodge_role[])));
create policy "Owners and managers delete reviews" on public.reviews for delete to authenticated
  using (lodge_id in (select private.lodge_ids()));
create trigger require_role before delete on public.reviews
  for each row execute function private.require_role('{owner,manager}');

alter table public.review_replies enable row level security;
revoke all on table public.review_replies from anon, authenticated;
grant select, insert, update, delete on table public.review_replies to authenticated;
grant all on table public.review_replies to service_role;
create policy "Members read review replies" on public.review_replies for select to authenticated
  using (lodge_id in (select private.lodge_ids()));
create policy "Owners and managers reply to reviews" on public.review_replies for insert to authenticated
  with check (lodge_id in (select private.lodge_ids(array['owner', 'manager']::public.lodge_role[])));
create policy "Owners and managers edit replies" on public.review_replies for update to authenticated
  using (lodge_id in (select private.lodge_ids()))
  with check (lodge_id in (select private.lodge_ids(array['owner', 'manager']::public.lodge_role[])));
create policy "Owners and managers delete replies" on public.review_replies for delete to authenticated
  using (lodge_id in (select private.lodge_ids()));
create trigger require_role before delete on public.review_replies
  for each row execute function private.require_role('{owner,manager}');

-- business_model_results: read O M S T; insert O M; no update; delete author or owner
alter table public.business_model_results enable row level security;
revoke all on table public.business_model_results from anon, authenticated;
grant select, insert, delete on table public.business_model_results to authenticated;
grant all on table public.business_model_results to service_role;
create policy "Members read business results" on public.business_model_results
  for select to authenticated
  using (lodge_id in (select private.lodge_ids()));
create policy "Owners and managers save business results" on public.business_model_results
  for insert to authenticated
  with check (lodge_id in (select private.lodge_ids(array['owner', 'manager']::public.lodge_role[])));
create policy "Authors and owners delete business results" on public.business_model_results
  for delete to authenticated
  using (lodge_id in (select private.lodge_ids()));
create trigger require_role before delete on public.business_model_results
  for each row execute function private.require_role('{owner}', 'or_author');

-- training_progress / language_practice: own rows (O M S); owners and managers read the lodge's
alter table public.training_progress enable row level security;
revoke all on table public.training_progress from anon, authenticated;
grant select, insert, update, delete on table public.training_progress to authenticated;
grant all on table public.training_progress to service_role;
create policy "Members read own, managers all training progress" on public.training_progress
  for select to authenticated
  using (user_id = (select auth.uid())
         or lodge_id in (select private.lodge_ids(array['owner', 'manager']::public.lodge_role[])));
create policy "Members record own training progress" on public.training_progress
  for insert to authenticated
  with check (user_id = (select auth.uid())
              and lodge_id in (select private.lodge_ids(array['owner', 'manager', 'staff']::public.lodge_role[])));
create policy "Members update own training progress" on public.training_progress
  for update to authenticated
  using (user_id = (select auth.uid())
         or lodge_id in (select private.lodge_ids(array['owner', 'manager']::public.lodge_role[])))
  with check (user_id = (select auth.uid())
              and lodge_id in (select private.lodge_ids(array['owner', 'manager', 'staff']::public.lodge_role[])));
create policy "Members delete own training progress" on public.training_progress
  for delete to authenticated
  using (user_id = (select auth.uid())
         or lodge_id in (select private.lodge_ids(array['owner', 'manager']::public.lodge_role[])));
create trigger require_role before delete on public.training_progress
  for each row execute function private.require_role('{}', 'or_author');

alter table public.language_practice enable row level security;
revoke all on table public.language_practice from anon, authenticated;
grant select, insert, update, delete on table public.language_practice to authenticated;
grant all on table public.language_practice to service_role;
create policy "Members read own, managers all language practice" on public.language_practice
  for select to authenticated
  using (user_id = (select auth.uid())
         or lodge_id in (select private.lodge_ids(array['owner', 'manager']::public.lodge_role[])));
create policy "Members record own language practice" on public.language_practice
  for insert to authenticated
  with check (user_id = (select auth.uid())
              and lodge_id in (select private.lodge_ids(array['owner', 'manager', 'staff']::public.lodge_role[])));
create policy "Members update own language practice" on public.language_practice
  for update to authenticated
  using (user_id = (select auth.uid())
         or lodge_id in (select private.lodge_ids(array['owner', 'manager']::public.lodge_role[])))
  with check (user_id = (select auth.uid())
              and lodge_id in (select private.lodge_ids(array['owner', 'manager', 'staff']::public.lodge_role[])));
create policy "Members delete own language practice" on public.language_practice
  for delete to authenticated
  using (user_id = (select auth.uid())
         or lodge_id in (select private.lodge_ids(array['owner', 'manager']::public.lodge_role[])));
create trigger require_role before delete on public.language_practice
  for each row execute function private.require_role('{}', 'or_author');

-- ---------------------------------------------------------------------------------------------------
-- Language practice summary (the /language screen's weekly goal and streak)
-- ---------------------------------------------------------------------------------------------------

/*
 * The caller's practice figures in one lodge, counted on the lodge's calendar (spec §9 sample:
 * "5 of 7 days", streak 3, best 12):
 *   days_practised   distinct days practised in the last 7 days, today included (rolling week);
 *   streak_days      consecutive days ending today, or ending yesterday while today is not yet
 *                    practised (a streak is not lost until the day is over);
 *   best_streak_days the longest run ever;
 *   practised_today  whether today is already counted.
 * @returns one row (zeros for a non-member).
 */
create function public.language_practice_summary(p_lodge_id uuid)
returns table (days_practised integer, streak_days integer, best_streak_days integer, practised_today boolean)
language sql
stable
security invoker
set search_path = ''
as $$
  with today as (
    select private.lodge_today(p_lodge_id) as d
  ),
  days as (
    select distinct p.practiced_on as d
      from public.language_practice p
     where p.lodge_id = p_lodge_id and p.user_id = (select auth.uid())
  ),
  runs as (
    select min(d) as first_day, max(d) as last_day, count(*)::integer as length
      from (select d, d - (row_number() over (order by d))::integer as grp from days) g
     group by grp
  )
  select
    (select count(*)::integer from days, today where days.d between today.d - 6 and today.d),
    coalesce((select r.length from runs r, today where r.last_day >= today.d - 1 and r.last_day <= today.d), 0),
    coalesce((select max(r.length) from runs r), 0),
    exists (select 1 from days, today where days.d = today.d)
$$;
revoke execute on function public.language_practice_summary(uuid) from public, anon;
grant execute on function public.language_practice_summary(uuid) to authenticated, service_role;
