import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './worker-database.ts';
import { quoteIdent } from '../rest/catalog.ts';
import type { DataPaths } from './data-dir.ts';

/**
 * Start-up checks that refuse a damaged data folder instead of serving it as if it were new: a
 * missing or emptied `pglite/` next to a JWT secret (the folder was used before, so a fresh database
 * would silently drop every account), and a table whose data file was cut to nothing while its
 * indexes still point into it (e.g. `auth.users` truncated by a full disk or by hand).
 */

/**
 * @param hadSecret whether `jwt-secret` existed before this start (checked before it is created).
 * @throws Error naming the cluster folder when it is missing or empty although the folder was used.
 */
export function checkClusterPresent(paths: DataPaths, hadSecret: boolean): void {
  if (!hadSecret) return;
  const empty = !existsSync(paths.pglite) || readdirSync(paths.pglite).length === 0;
  if (!empty) return;
  throw new Error(
    `The database folder ${paths.pglite} is missing or empty, but ${paths.root} was used before (it ` +
      `holds ${join(paths.root, 'jwt-secret')}): refusing to start with a fresh, empty database. Restore ` +
      `${paths.pglite} from a copy, or delete the whole folder ${paths.root} to start afresh.`,
  );
}

/**
 * Tables of `auth` and `public` whose heap file is empty while a primary-key index holds entries are
 * read through that index; a cut-off heap then fails with "could not read block". (A table emptied by
 * DELETE and VACUUM has no live index entries, so it passes.)
 * @throws Error naming the table and its data file.
 */
export async function checkTablesReadable(db: Database, pgdata: string): Promise<void> {
  const suspects = await db.query<{ schema: string; name: string; file: string; pk: string[] }>(
    `select n.nspname as schema, c.relname as name, pg_catalog.pg_relation_filepath(c.oid) as file,
            array(select a.attname from unnest(i.indkey) with ordinality k(attnum, pos)
                   join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum order by k.pos) as pk
       from pg_catalog.pg_class c
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       join pg_catalog.pg_index i on i.indrelid = c.oid and i.indisprimary
      where n.nspname in ('auth', 'public') and c.relkind = 'r'
        and pg_catalog.pg_relation_size(c.oid) = 0 and pg_catalog.pg_relation_size(i.indexrelid) > 8192`,
  );
  for (const table of suspects.rows) {
    const order = table.pk.map(quoteIdent).join(', ');
    try {
      await db.transaction(async (tx) => {
        await tx.exec(
          'set local enable_seqscan = off; set local enable_sort = off; set local enable_bitmapscan = off',
        );
        await tx.query(
          `select 1 from ${quoteIdent(table.schema)}.${quoteIdent(table.name)} order by ${order} limit 1`,
        );
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(
        `The data file of ${table.schema}.${table.name} (${join(pgdata, table.file)}) is empty but its ` +
          `index is not (${reason}): the database in ${pgdata} was cut short. Restore it from a copy ` +
          `rather than start with the rows missing.`,
        { cause: error },
      );
    }
  }
}
