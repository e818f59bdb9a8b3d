-- A lodge's time zone must be one Postgres knows: every "today" of the lodge (daily notes, language
-- practice, the sample lodge's dates) is computed from it, so a typo would break those writes.

/*
 * BEFORE INSERT OR UPDATE OF timezone on lodges: refuses a time zone name Postgres does not know
 * (IANA names such as 'Africa/Gaborone'; pg_timezone_names).
 * @raises 22023 'unknown_time_zone' (PostgREST: 400).
 */
create function private.check_lodge_timezone()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not exists (select 1 from pg_catalog.pg_timezone_names where name = new.timezone) then
    raise exception 'unknown_time_zone' using errcode = '22023',
      detail = format('"%s" is not a time zone name such as Africa/Gaborone.', new.timezone);
  end if;
  return new;
end;
$$;
revoke execute on function private.check_lodge_timezone() from public;

create trigger check_timezone before insert or update of timezone on public.lodges
  for each row execute function private.check_lodge_timezone();
