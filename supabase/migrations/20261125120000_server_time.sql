-- The day pack's pull cursor (issue #9; shared/notes/lodge-data-and-offline.md §2.4 "Pull"): an
-- incremental pull asks for rows with `updated_at >= cursor - 2 min`, where the cursor must be the
-- server's clock at the pull (cheap phones' clocks are often wrong). Taking the newest `updated_at`
-- seen instead would re-read the last burst of changes on every pull forever; the `Date` response
-- header is not readable cross-origin (not CORS-safelisted). So the app asks the server.

-- The database's clock now (`now()`: the start of this call's transaction), as a timestamptz.
-- Security invoker and no data read: any signed-in caller may ask.
create function public.server_time()
returns timestamptz
language sql
stable
security invoker
set search_path = ''
as $$
  select now();
$$;

comment on function public.server_time() is
  'The server''s clock (now()), the offline day pack''s pull cursor: the phone''s own clock is not trusted.';

revoke execute on function public.server_time() from public;
grant execute on function public.server_time() to authenticated, service_role;
