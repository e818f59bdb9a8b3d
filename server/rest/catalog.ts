import type { Transaction } from '@electric-sql/pglite';

/** What the REST layer knows about a relation of schema `public` (its "schema cache" entry). */
export interface TableInfo {
  name: string;
  /** `r` table, `p` partitioned, `v` view, `m` materialized view, `f` foreign table. */
  kind: string;
  /** Column names in table order. */
  columns: string[];
  /** Primary key columns (the default upsert conflict target). */
  primaryKey: string[];
}

/**
 * Reads the catalog entry of `public.<name>` (as the superuser, before the request's role is set),
 * or undefined when there is no such table or view. Every identifier later placed in SQL comes from here.
 */
export async function loadTable(tx: Transaction, name: string): Promise<TableInfo | undefined> {
  const relation = await tx.query<{ oid: number; relkind: string }>(
    `select c.oid, c.relkind from pg_catalog.pg_class c
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f')`,
    [name],
  );
  const rel = relation.rows[0];
  if (!rel) return undefined;
  const columns = await tx.query<{ attname: string }>(
    `select attname from pg_catalog.pg_attribute
      where attrelid = $1 and attnum > 0 and not attisdropped order by attnum`,
    [rel.oid],
  );
  const primaryKey = await tx.query<{ attname: string }>(
    `select a.attname from pg_catalog.pg_index i
       join lateral unnest(i.indkey) with ordinality as k(attnum, position) on true
       join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
      where i.indrelid = $1 and i.indisprimary order by k.position`,
    [rel.oid],
  );
  return {
    name,
    kind: rel.relkind,
    columns: columns.rows.map((row) => row.attname),
    primaryKey: primaryKey.rows.map((row) => row.attname),
  };
}

/** Double-quotes an identifier for SQL (only ever applied to names taken from the catalog). */
export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
