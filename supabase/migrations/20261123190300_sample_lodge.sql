-- The sample lodge a new user gets on first sign-in (issue #8 "First sign-in").
--
-- private.seed_sample_lodge() holds the spec's sample content (formerly the rows in src/data/*.ts),
-- dated relative to the lodge's today, so every spec screen shows what the spec describes on a first
-- visit: three bookings today and two tomorrow (none the day after: the empty-day text), four staff on
-- shift, two notes for today, five products, channels 45/55, three reviews (the newest replied), the
-- caller's training progress 85/60/25/0 and a language streak of 3 (best 12, 5 of the last 7 days).

/*
 * Fills an (empty) lodge with the sample content, owned/authored by p_user_id.
 * Images are file names of images bundled with the app (the SVGs in src/assets); the app maps them to URLs.
 * Not callable through the API: only public.ensure_first_lodge() calls it.
 */
create function private.seed_sample_lodge(p_lodge_id uuid, p_user_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_today date := private.lodge_today(p_lodge_id);
  v_thato uuid := gen_random_uuid();
  v_kabo uuid := gen_random_uuid();
  v_onalenna uuid := gen_random_uuid();
  v_lesedi uuid := gen_random_uuid();
  v_review_anna uuid := gen_random_uuid();
  v_day int;
begin
  if v_today is null then
    raise exception 'lodge % not found', p_lodge_id using errcode = 'P0002';
  end if;

  -- Staff (dashboard "staff working today"; guides of the bookings). created_at keeps list order.
  insert into public.staff_members (id, lodge_id, name, role_label, phone, image, created_at, created_by) values
    (v_thato, p_lodge_id, 'Thato Moremi', 'Tour Guide', '+267 71 234 567', 'staff-thato.svg', now() - interval '4 minutes', p_user_id),
    (v_kabo, p_lodge_id, 'Kabo Sekgoma', 'Mokoro Poler', '+267 72 345 678', 'staff-kabo.svg', now() - interval '3 minutes', p_user_id),
    (v_onalenna, p_lodge_id, 'Onalenna Tau', 'Hospitality', '+267 73 456 789', 'staff-onalenna.svg', now() - interval '2 minutes', p_user_id),
    (v_lesedi, p_lodge_id, 'Lesedi Ntsima', 'Tour Guide', '+267 74 567 890', 'staff-lesedi.svg', now() - interval '1 minute', p_user_id);

  -- Everyone on shift today and the next six days (so the dashboard is not empty tomorrow).
  for v_day in 0..6 loop
    insert into public.shifts (lodge_id, staff_member_id, date, starts_at, ends_at, created_by) values
      (p_lodge_id, v_thato, v_today + v_day, '06:00', '14:00', p_user_id),
      (p_lodge_id, v_kabo, v_today + v_day, '06:30', '14:30', p_user_id),
      (p_lodge_id, v_onalenna, v_today + v_day, '07:00', '15:00', p_user_id),
      (p_lodge_id, v_lesedi, v_today + v_day, '08:00', '16:00', p_user_id);
  end loop;

  -- Bookings: three today, two tomorrow, none the day after.
  insert into public.bookings (lodge_id, date, time, name, guests, description, guide_staff_id, created_by) values
    (p_lodge_id, v_today, '07:30', 'Morning Mokoro Excursion', 4,
     'Two mokoros through the Boro channel, back before the midday heat. Bring drinking water.', v_kabo, p_user_id),
    (p_lodge_id, v_today, '10:00', 'Village Cultural Visit', 6,
     'Walk to the village with lunch by the community kitchen and a basket-weaving demonstration.', null, p_user_id),
    (p_lodge_id, v_today, '17:00', 'Sunset Boat Cruise', 2,
     'Honeymoon couple. Sundowner drinks packed by the bar team.', v_thato, p_user_id),
    (p_lodge_id, v_today + 1, '06:30', 'Guided Bush Walk', 5,
     'Island walk to look for elephant and buffalo tracks. Closed shoes required.', null, p_user_id),
    (p_lodge_id, v_today + 1, '15:30', 'Family Bird Watching', 3, null, null, p_user_id);

  -- Today's notes, in writing order.
  insert into public.daily_notes (lodge_id, date, body, created_at, created_by) values
    (p_lodge_id, v_today, 'Generator service at 14:00: the kitchen has no power for about an hour.',
     now() - interval '2 minutes', p_user_id),
    (p_lodge_id, v_today, 'The Dube family asked for a vegetarian dinner tonight.',
     now() - interval '1 minute', p_user_id);

  -- Products, newest first = the sample order (Riverside Safari Tent on top).
  insert into public.products (lodge_id, name, description, type, image, created_at, created_by) values
    (p_lodge_id, 'Riverside Safari Tent',
     'Raised canvas tent for two on the Boro channel, with an outdoor shower.',
     'accommodation', 'product-safari-tent.svg', now() - interval '1 minute', p_user_id),
    (p_lodge_id, 'Family Chalet', 'Thatched chalet sleeping four, shaded by a sausage tree.',
     'accommodation', 'product-family-chalet.svg', now() - interval '2 minutes', p_user_id),
    (p_lodge_id, 'Mokoro Excursion',
     'Half-day dugout canoe trip through the papyrus with a poler from the village.',
     'activity', 'product-mokoro.svg', now() - interval '3 minutes', p_user_id),
    (p_lodge_id, 'Guided Bush Walk',
     'Early-morning island walk to read tracks and learn the medicinal plants.',
     'activity', 'product-bush-walk.svg', now() - interval '4 minutes', p_user_id),
    (p_lodge_id, 'Three-Night Delta Experience',
     'Tent, all meals, two mokoro trips and a village visit. 15% goes to the community fund.',
     'package', 'product-delta-package.svg', now() - interval '5 minutes', p_user_id);

  -- Channel shares (spec §9: direct 45 %, OTA 55 %).
  insert into public.distribution_channels (lodge_id, kind, name, share_pct, created_at, created_by) values
    (p_lodge_id, 'direct', 'Direct bookings', 45, now() - interval '2 minutes', p_user_id),
    (p_lodge_id, 'ota', 'Online travel agencies (OTA)', 55, now() - interval '1 minute', p_user_id);

  -- Reviews, newest first; the newest has been replied to.
  insert into public.reviews (id, lodge_id, guest_name, review_date, body, rating, created_by) values
    (v_review_anna, p_lodge_id, 'Anna Becker', v_today - 11,
     'The mokoro trip with Kabo was the highlight of our journey. So quiet, so many birds!', 5, p_user_id),
    (gen_random_uuid(), p_lodge_id, 'James Okafor', v_today - 15,
     'Lovely tent and warm staff. The shower water was only lukewarm in the evening.', 4, p_user_id),
    (gen_random_uuid(), p_lodge_id, 'Claire Martin', v_today - 24,
     'Good food and a beautiful setting, but the boat transfer was late on the first day.', 3, p_user_id);
  insert into public.review_replies (lodge_id, review_id, body, created_by) values
    (p_lodge_id, v_review_anna,
     'Thank you for your kind words. We shared them with the whole team, and we hope to welcome you back to the delta.',
     p_user_id);

  -- The caller's own training progress (spec §9: 85, 60, 25, 0; housekeeping "2 of 7"; language paths).
  insert into public.training_progress (lodge_id, user_id, module_id, progress, created_by) values
    (p_lodge_id, p_user_id, 'tm-guest-welcome', 85, p_user_id),
    (p_lodge_id, p_user_id, 'tm-food-service', 60, p_user_id),
    (p_lodge_id, p_user_id, 'tm-housekeeping', 25, p_user_id),
    (p_lodge_id, p_user_id, 'tm-safety', 0, p_user_id),
    (p_lodge_id, p_user_id, 'hk-1', 100, p_user_id),
    (p_lodge_id, p_user_id, 'hk-2', 40, p_user_id),
    (p_lodge_id, p_user_id, 'lp-english', 70, p_user_id),
    (p_lodge_id, p_user_id, 'lp-german', 30, p_user_id),
    (p_lodge_id, p_user_id, 'lp-french', 0, p_user_id);

  -- Language practice: yesterday and the two days before (streak 3), 5 and 6 days ago (5 of the last
  -- 7 days), and an earlier run of 12 days (best 12).
  insert into public.language_practice (lodge_id, user_id, practiced_on, path_id, created_by)
  select p_lodge_id, p_user_id, v_today - d, 'lp-english', p_user_id
    from unnest(array[1, 2, 3, 5, 6]) as d
  union all
  select p_lodge_id, p_user_id, v_today - d, 'lp-english', p_user_id
    from generate_series(19, 30) as d;
end;
$$;
revoke execute on function private.seed_sample_lodge(uuid, uuid) from public, anon, authenticated;

/*
 * The caller's lodge, made on first use (issue #8 "First sign-in"): when the caller belongs to no
 * lodge, creates "Okavango Community Trust" (Boro, Okavango Delta; time zone Africa/Gaborone) with the
 * sample content and the caller as its owner; otherwise returns the lodge they joined first.
 * Idempotent, and safe when two tabs call it at once (a per-user advisory lock serialises the calls;
 * the second sees the first's lodge).
 * @returns the lodge id.
 * @raises 42501 'not_authenticated' when there is no signed-in user.
 */
create function public.ensure_first_lodge()
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
  return v_lodge_id;
end;
$$;
revoke execute on function public.ensure_first_lodge() from public, anon;
grant execute on function public.ensure_first_lodge() to authenticated, service_role;
