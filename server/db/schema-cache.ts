import type { Results, Transaction } from '@electric-sql/pglite';
import type { Database, DbTransaction, Lane } from './worker-database.ts';

/**
 * PostgREST keeps a schema cache and reloads it on `NOTIFY pgrst, 'reload schema'` (fired after DDL by
 * the event triggers of schema-watch.sql, as on hosted Supabase). The REST layer reads the catalog at
 * the start of every request; each of those reads costs a PGlite round trip (≈ 2 ms, more than the
 * request's own statement), so this wrapper answers repeated catalog reads from memory until the next
 * reload notification.
 *
 * Only plain reads of the system catalogs are cached: statements that start with `select`, mention
 * `pg_catalog.` and none of what can change without DDL (statistics such as `reltuples`, session or
 * time functions, sequences, `explain`). Results are shared: callers must not mutate them.
 */
export interface SchemaCachedDb {
  /** The database to hand to the REST layer (the same database, with caching transactions). */
  db: Database;
  /** Drops every cached read (also done on each `pgrst` notification). */
  reload(): void;
  /** Stops listening. */
  close(): Promise<void>;
}

const VOLATILE =
  /\b(reltuples|relpages|pg_stat|current_setting|current_user|session_user|now\s*\(|clock_timestamp|nextval|currval|set_config|explain|random\s*\()/i;

/** True for a statement whose result only DDL can change (see {@link SchemaCachedDb}). */
export function isCatalogRead(sql: string): boolean {
  return /^\s*select\b/i.test(sql) && /\bpg_catalog\./i.test(sql) && !VOLATILE.test(sql);
}

/** `target[property]`, with methods bound to `target` (PGlite keeps state in private fields). */
function bound(target: object, property: string | symbol): unknown {
  const value: unknown = Reflect.get(target, property, target);
  return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
}

/**
 * Wraps `db` so catalog reads inside `transaction()` are cached until `NOTIFY pgrst` (or until the
 * database thread is replaced: what a cancelled transaction read may have been its own DDL).
 * @returns the wrapper; call `close()` before closing `db`.
 */
export async function withSchemaCache(db: Database): Promise<SchemaCachedDb> {
  const cache = new Map<string, Results<unknown>>();
  const unlisten = await db.listen('pgrst', () => cache.clear());
  db.onReopen(() => cache.clear());

  const cachedTx = (tx: DbTransaction): DbTransaction =>
    new Proxy(tx, {
      get(target, property) {
        if (property !== 'query') return bound(target, property);
        return async (sql: string, params?: unknown[], options?: Parameters<Transaction['query']>[2]) => {
          if (!isCatalogRead(sql)) return target.query(sql, params, options);
          const key = `${sql}\0${JSON.stringify(params ?? [])}`;
          const hit = cache.get(key);
          if (hit) return hit;
          const result = await target.query(sql, params, options);
          cache.set(key, result);
          return result;
        };
      },
    });

  const wrapped = new Proxy(db, {
    get(target, property) {
      if (property !== 'transaction') return bound(target, property);
      return <T>(fn: (tx: DbTransaction) => Promise<T>, options?: { lane?: Lane }) =>
        target.transaction((tx) => fn(cachedTx(tx)), options);
    },
  });

  return {
    db: wrapped,
    reload: () => cache.clear(),
    close: async () => {
      await unlisten();
    },
  };
}
