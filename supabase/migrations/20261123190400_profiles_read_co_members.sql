-- Profiles become visible to the user themself and to people who share a lodge with them (was: every
-- signed-in user). Sign-up (the security-definer trigger) and /account (own row) keep working; the
-- Team list embeds co-members' names and @usernames through lodge_members.user_id -> profiles.id.

drop policy "Signed-in users can read profiles" on public.profiles;
create policy "Users read their own and co-members' profiles"
  on public.profiles for select to authenticated
  using (id = (select auth.uid()) or id in (select private.co_member_ids()));
