import { readFileSync } from 'node:fs';
import { isCatalogRead, withSchemaCache } from '../../../server/db/schema-cache.ts';
import { openWorkerDatabase } from '../../../server/db/worker-database.ts';

const COLUMNS = `select attname from pg_catalog.pg_attribute
  where attrelid = 'public.rooms'::regclass and attnum > 0 and not attisdropped order by attnum`;

describe('REST schema cache', { timeout: 60_000 }, () => {
  it('caches only catalog reads that DDL alone can change', () => {
    expect(isCatalogRead(COLUMNS)).toBe(true);
    expect(isCatalogRead('select * from public.rooms')).toBe(false);
    expect(isCatalogRead(`select reltuples from pg_catalog.pg_class where relname = 'rooms'`)).toBe(false);
    expect(isCatalogRead(`select current_setting('role'), 1 from pg_catalog.pg_class`)).toBe(false);
    expect(isCatalogRead(`insert into x select * from pg_catalog.pg_class`)).toBe(false);
  });

  it('answers repeated catalog reads from memory and reloads after DDL (NOTIFY pgrst)', async () => {
    const db = await openWorkerDatabase(undefined);
    await db.exec('create schema extensions');
    await db.exec(readFileSync(new URL('../../../server/db/schema-watch.sql', import.meta.url), 'utf8'));
    await db.exec('create table public.rooms (id int primary key, name text)');
    const schema = await withSchemaCache(db);
    const columns = () =>
      schema.db.transaction(async (tx) =>
        (await tx.query<{ attname: string }>(COLUMNS)).rows.map((r) => r.attname),
      );
    try {
      expect(await columns()).toEqual(['id', 'name']);
      // A catalog change without DDL notification is not seen: the read is served from the cache.
      await db.exec(`select pg_notify('other', 'x')`);
      await db.exec('set session_replication_role = replica'); // event triggers off for this change
      await db.exec('alter table public.rooms add column beds int');
      expect(await columns()).toEqual(['id', 'name']);
      await db.exec('set session_replication_role = origin');
      // DDL fires the event trigger, the notification drops the cache.
      await db.exec('alter table public.rooms add column view text');
      // The notification arrives asynchronously: poll until the reloaded catalog shows.
      await vi.waitFor(async () => expect(await columns()).toEqual(['id', 'name', 'beds', 'view']), {
        timeout: 5_000,
        interval: 10,
      });
    } finally {
      await schema.close();
      await db.close();
    }
  });
});
