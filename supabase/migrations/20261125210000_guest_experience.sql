-- Guest Experience's own lodge data (spec §2 /experience, §3 "Feedback item", "Social post", §9
-- "feedback scores 92, 86, 90"): feedback scores by category, social mentions and the ready-made
-- messages ("communication tools"). Until now these were sample rows in the app (src/data); each
-- lodge now keeps and shares its own. Read by every member; written by owners and managers, like
-- reviews. A new sample lodge gets the spec's sample rows (public.ensure_first_lodge below).

create table public.feedback_scores (
  id uuid primary key default gen_random_uuid(),
  lodge_id uuid not null references public.lodges (id) on delete cascade,
  category text not null check (char_length(btrim(category)) between 1 and 80),
  score integer not null check (score between 0 and 100),
  feedback text not null default '' check (char_length(feedback) <= 500),
  position integer not null default 0,
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  updated_at timestamptz not null default now(),
  unique (lodge_id, id)
);
comment on table public.feedback_scores is
  'Guest feedback score by category (spec §3: category, score in percent, feedback), shown in `position` order.';
create index feedback_scores_lodge_id_updated_at_idx on public.feedback_scores (lodge_id, updated_at);

create table public.social_mentions (
  id uuid primary key default gen_random_uuid(),
  lodge_id uuid not null references public.lodges (id) on delete cascade,
  image text not null check (char_length(image) between 1 and 2000),
  image_alt text not null check (char_length(btrim(image_alt)) between 1 and 300),
  likes integer not null default 0 check (likes >= 0),
  comments integer not null default 0 check (comments >= 0),
  author text not null check (char_length(btrim(author)) between 1 and 120),
  platform text not null check (platform in ('Instagram', 'Facebook', 'TripAdvisor')),
  caption text not null default '' check (char_length(caption) <= 500),
  posted_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  updated_at timestamptz not null default now(),
  unique (lodge_id, id)
);
comment on table public.social_mentions is
  'Posts that mention the lodge (spec §3: image, likes, comments; plus author, platform, caption). '
  '`image` is a URL or the file name of an image bundled with the app (src/assets), newest first.';
create index social_mentions_lodge_id_updated_at_idx on public.social_mentions (lodge_id, updated_at);

create table public.message_templates (
  id uuid primary key default gen_random_uuid(),
  lodge_id uuid not null references public.lodges (id) on delete cascade,
  title text not null check (char_length(btrim(title)) between 1 and 120),
  channel text not null check (char_length(btrim(channel)) between 1 and 60),
  body text not null check (char_length(btrim(body)) between 1 and 2000),
  position integer not null default 0,
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  updated_at timestamptz not null default now(),
  unique (lodge_id, id)
);
comment on table public.message_templates is
  'Ready-made messages staff copy into WhatsApp, SMS or email (the "communication tools"), in `position` order.';
create index message_templates_lodge_id_updated_at_idx on public.message_templates (lodge_id, updated_at);

create trigger touch before insert or update on public.feedback_scores
  for each row execute function private.touch();
create trigger touch before insert or update on public.social_mentions
  for each row execute function private.touch();
create trigger touch before insert or update on public.message_templates
  for each row execute function private.touch();

-- RLS and grants: read O M S T; write O M (as reviews).
alter table public.feedback_scores enable row level security;
revoke all on table public.feedback_scores from anon, authenticated;
grant select, insert, update, delete on table public.feedback_scores to authenticated;
grant all on table public.feedback_scores to service_role;
create policy "Members read feedback scores" on public.feedback_scores for select to authenticated
  using (lodge_id in (select private.lodge_ids()));
create policy "Owners and managers add feedback scores" on public.feedback_scores for insert to authenticated
  with check (lodge_id in (select private.lodge_ids(array['owner', 'manager']::public.lodge_role[])));
create policy "Owners and managers edit feedback scores" on public.feedback_scores for update to authenticated
  using (lodge_id in (select private.lodge_ids()))
  with check (lodge_id in (select private.lodge_ids(array['owner', 'manager']::public.lodge_role[])));
create policy "Owners and managers delete feedback scores" on public.feedback_scores for delete to authenticated
  using (lodge_id in (select private.lodge_ids()));
create trigger require_role before delete on public.feedback_scores
  for each row execute function private.require_role('{owner,manager}');

alter table public.social_mentions enable row level security;
revoke all on table public.social_mentions from anon, authenticated;
grant select, insert, update, delete on table public.social_mentions to authenticated;
grant all on table public.social_mentions to service_role;
create policy "Members read social mentions" on public.social_mentions for select to authenticated
  using (lodge_id in (select private.lodge_ids()));
create policy "Owners and managers add social mentions" on public.social_mentions for insert to authenticated
  with check (lodge_id in (select private.lodge_ids(array['owner', 'manager']::public.lodge_role[])));
create policy "Owners and managers edit social mentions" on public.social_mentions for update to authenticated
  using (lodge_id in (select private.lodge_ids()))
  with check (lodge_id in (select private.lodge_ids(array['owner', 'manager']::public.lodge_role[])));
create policy "Owners and managers delete social mentions" on public.social_mentions for delete to authenticated
  using (lodge_id in (select private.lodge_ids()));
create trigger require_role before delete on public.social_mentions
  for each row execute function private.require_role('{owner,manager}');

alter table public.message_templates enable row level security;
revoke all on table public.message_templates from anon, authenticated;
grant select, insert, update, delete on table public.message_templates to authenticated;
grant all on table public.message_templates to service_role;
create policy "Members read message templates" on public.message_templates for select to authenticated
  using (lodge_id in (select private.lodge_ids()));
create policy "Owners and managers add message templates" on public.message_templates for insert to authenticated
  with check (lodge_id in (select private.lodge_ids(array['owner', 'manager']::public.lodge_role[])));
create policy "Owners and managers edit message templates" on public.message_templates for update to authenticated
  using (lodge_id in (select private.lodge_ids()))
  with check (lodge_id in (select private.lodge_ids(array['owner', 'manager']::public.lodge_role[])));
create policy "Owners and managers delete message templates" on public.message_templates for delete to authenticated
  using (lodge_id in (select private.lodge_ids()));
create trigger require_role before delete on public.message_templates
  for each row execute function private.require_role('{owner,manager}');

/*
 * The spec's sample Guest Experience rows for a new sample lodge (feedback 92/86/90 %, three social
 * mentions with bundled illustrations, three message templates), authored by p_user_id.
 * Not callable through the API: only public.ensure_first_lodge() calls it.
 */
create function private.seed_sample_guest_experience(p_lodge_id uuid, p_user_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  insert into public.feedback_scores (lodge_id, category, score, feedback, position, created_by) values
    (p_lodge_id, 'Guiding & Activities', 92, 'Guests love the guides’ knowledge of birds and plants.', 1, p_user_id),
    (p_lodge_id, 'Accommodation', 86, 'Tents are praised; hot water in the evening is the most common wish.', 2, p_user_id),
    (p_lodge_id, 'Food & Dining', 90, 'Dinners by the fire and local dishes are often mentioned.', 3, p_user_id);
  insert into public.social_mentions
    (lodge_id, image, image_alt, likes, comments, author, platform, caption, posted_at, created_by) values
    (p_lodge_id, 'social-sunset.svg', 'Illustration: sunset over the delta with a mokoro on the water',
     248, 31, '@wanderlust.anna', 'Instagram', 'Last light on the Boro channel. No engines, just paddles.',
     now(), p_user_id),
    (p_lodge_id, 'social-elephants.svg', 'Illustration: two elephants crossing a shallow channel',
     512, 64, 'Okafor Family Travels', 'Facebook', 'Elephants crossed right in front of our mokoro!',
     now() - interval '1 day', p_user_id),
    (p_lodge_id, 'social-campfire.svg', 'Illustration: guests sitting around a campfire under the stars',
     97, 12, 'C. Martin', 'TripAdvisor', 'Stories by the fire with the village choir.',
     now() - interval '2 days', p_user_id);
  insert into public.message_templates (lodge_id, title, channel, body, position, created_by) values
    (p_lodge_id, 'Welcome message', 'WhatsApp',
     'Dumelang! Welcome to Boro River Community Lodge. Our boat will meet you at the Boro station. Reply here any time if you need us.',
     1, p_user_id),
    (p_lodge_id, 'Thank-you after check-out', 'Email',
     'Thank you for staying with us. Every stay supports our community fund. We would love to hear about your visit in a short review.',
     2, p_user_id),
    (p_lodge_id, 'Reply to a review', 'Review sites',
     'Thank you for your kind words. We shared them with the whole team, and we hope to welcome you back to the delta.',
     3, p_user_id);
end;
$$;
revoke execute on function private.seed_sample_guest_experience(uuid, uuid) from public, anon, authenticated;

/*
 * As in 20261123190300_sample_lodge.sql, now also seeding the sample Guest Experience rows: the
 * caller's lodge, made on first use (issue #8 "First sign-in"): when the caller belongs to no lodge,
 * creates "Okavango Community Trust" with the sample content and the caller as its owner; otherwise
 * returns the lodge they joined first. Idempotent; a per-user advisory lock serialises two tabs.
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
  values ('Okavango Community Trust', 'Boro, Okavango Delta', 'Africa/Gaborone', 'USD',
          'Lodge Reception', '+267 686 1200', true, v_uid)
  returning id into v_lodge_id;
  insert into public.lodge_members (lodge_id, user_id, role, created_by)
  values (v_lodge_id, v_uid, 'owner', v_uid);
  perform private.seed_sample_lodge(v_lodge_id, v_uid);
  perform private.seed_sample_guest_experience(v_lodge_id, v_uid);
  return v_lodge_id;
end;
$$;
revoke execute on function public.ensure_first_lodge() from public, anon;
grant execute on function public.ensure_first_lodge() to authenticated, service_role;

-- Sample lodges made before this migration get the same rows (only those marked sample_content that
-- have none yet), authored by their first owner.
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
       and not exists (select 1 from public.feedback_scores f where f.lodge_id = l.id)
  loop
    perform private.seed_sample_guest_experience(v.lodge_id, v.owner_id);
  end loop;
end;
$$;
