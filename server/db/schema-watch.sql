-- PostgREST's schema reload as hosted Supabase wires it (supabase/postgres migrations
-- 20220126121436_finer-postgrest-triggers.sql): event triggers that `notify pgrst, 'reload schema'`
-- after DDL. The embedded REST layer listens and drops its cached catalog reads (schema-cache.ts).
-- Simplified: every DDL command notifies (a needless reload is harmless). Idempotent; runs at each start.
create or replace function extensions.pgrst_ddl_watch() returns event_trigger language plpgsql as $$
begin
  notify pgrst, 'reload schema';
end
$$;

create or replace function extensions.pgrst_drop_watch() returns event_trigger language plpgsql as $$
begin
  notify pgrst, 'reload schema';
end
$$;

drop event trigger if exists pgrst_ddl_watch;
create event trigger pgrst_ddl_watch on ddl_command_end execute procedure extensions.pgrst_ddl_watch();

drop event trigger if exists pgrst_drop_watch;
create event trigger pgrst_drop_watch on sql_drop execute procedure extensions.pgrst_drop_watch();
