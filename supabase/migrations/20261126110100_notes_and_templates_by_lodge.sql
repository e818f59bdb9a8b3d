-- What the sample notice promises (issue 18): "change or delete anything".
--
--  * Daily notes and booking notes: authors edit their own (as before); owners and managers now edit
--    any (deleting any was already theirs).
--  * Message templates name the lodge through a `{lodge}` placeholder the app fills in when a message
--    is shown and copied, instead of another lodge's name ("Boro River Community Lodge").

create policy "Owners and managers edit any daily note" on public.daily_notes for update to authenticated
  using (lodge_id in (select private.lodge_ids(array['owner', 'manager']::public.lodge_role[])))
  with check (lodge_id in (select private.lodge_ids(array['owner', 'manager']::public.lodge_role[])));

create policy "Owners and managers edit any booking note" on public.booking_notes for update to authenticated
  using (lodge_id in (select private.lodge_ids(array['owner', 'manager']::public.lodge_role[])))
  with check (lodge_id in (select private.lodge_ids(array['owner', 'manager']::public.lodge_role[])));

-- Templates already kept: the other lodge's name becomes the placeholder (rows a team wrote themselves
-- never held that name).
update public.message_templates
   set body = replace(body, 'Boro River Community Lodge', '{lodge}')
 where body like '%Boro River Community Lodge%';

/*
 * As in 20261125210000_guest_experience.sql, with the welcome message naming the lodge through the
 * `{lodge}` placeholder (filled with the lodge's own name when shown and copied).
 * Not callable through the API: only the sample seeding sequence calls it.
 */
create or replace function private.seed_sample_guest_experience(p_lodge_id uuid, p_user_id uuid)
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
     'Dumelang! Welcome to {lodge}. Our boat will meet you at the Boro station. Reply here any time if you need us.',
     1, p_user_id),
    (p_lodge_id, 'Thank-you after check-out', 'Email',
     'Thank you for staying with us at {lodge}. Every stay supports our community fund. We would love to hear about your visit in a short review.',
     2, p_user_id),
    (p_lodge_id, 'Reply to a review', 'Review sites',
     'Thank you for your kind words. We shared them with the whole team, and we hope to welcome you back to the delta.',
     3, p_user_id);
end;
$$;
revoke execute on function private.seed_sample_guest_experience(uuid, uuid) from public, anon, authenticated;
