import type { Transaction } from '@electric-sql/pglite';

/**
 * The REST layer's "schema cache" (PostgREST src/library/PostgREST/SchemaCache.hs), read from
 * pg_catalog per request as the superuser, before the request's role is set. Every identifier placed
 * in SQL comes from here. Only schema `public` is exposed.
 */

/** A row source the query builder can read: a table/view, or the columns a function returns. */
export interface RelationInfo {
  name: string;
  /** Column names in order. */
  columns: string[];
  /** Column → SQL type (`format_type`), e.g. `text`, `tsvector`, `timestamp with time zone`. */
  types: Record<string, string>;
}

/** A relation of schema `public`. */
export interface TableInfo extends RelationInfo {
  /** `r` table, `p` partitioned, `v` view, `m` materialized view, `f` foreign table. */
  kind: string;
  /** Primary key columns (the default upsert conflict target). */
  primaryKey: string[];
  /** Column → its DEFAULT expression (catalog SQL, for `Prefer: missing=default`). */
  defaults: Record<string, string>;
}

/**
 * Reads `public.<name>`, or undefined when there is no such table or view.
 */
export async function loadTable(tx: Transaction, name: string): Promise<TableInfo | undefined> {
  const result = await tx.query<{
    relkind: string;
    columns: string[] | null;
    types: string[] | null;
    pk: string[] | null;
    defaults: Record<string, string> | null;
  }>(
    `select c.relkind,
            array(select a.attname from pg_catalog.pg_attribute a
                   where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped order by a.attnum) as columns,
            array(select pg_catalog.format_type(a.atttypid, a.atttypmod) from pg_catalog.pg_attribute a
                   where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped order by a.attnum) as types,
            array(select a.attname from pg_catalog.pg_index i
                   join lateral unnest(i.indkey) with ordinality as k(attnum, position) on true
                   join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
                  where i.indrelid = c.oid and i.indisprimary order by k.position) as pk,
            (select json_object_agg(a.attname, pg_catalog.pg_get_expr(d.adbin, d.adrelid))
               from pg_catalog.pg_attrdef d join pg_catalog.pg_attribute a on a.attrelid = d.adrelid and a.attnum = d.adnum
              where d.adrelid = c.oid and a.attgenerated = '') as defaults
       from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f')`,
    [name],
  );
  const row = result.rows[0];
  if (!row) return undefined;
  const columns = row.columns ?? [];
  const types: Record<string, string> = {};
  columns.forEach((column, i) => (types[column] = row.types?.[i] ?? 'text'));
  return { name, kind: row.relkind, columns, types, primaryKey: row.pk ?? [], defaults: row.defaults ?? {} };
}

/** Names of every table and view of `public` (for "Perhaps you meant" hints). */
export async function tableNames(tx: Transaction): Promise<string[]> {
  const result = await tx.query<{ relname: string }>(
    `select c.relname from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f')`,
  );
  return result.rows.map((row) => row.relname);
}

/**
 * A foreign-key relationship seen from `table` (PostgREST SchemaCache/Relationship.hs): `m2o` when
 * `table` holds the key, `o2m` when `foreignTable` does, `o2o` when the key columns are also unique.
 * `columns` pairs (column of `table`, column of `foreignTable`).
 */
export interface Relationship {
  constraint: string;
  table: string;
  foreignTable: string;
  columns: [string, string][];
  cardinality: 'm2o' | 'o2m' | 'o2o';
  isSelf: boolean;
}

/** Every foreign-key relationship between `public.<table>` and another public table (both directions). */
export async function loadRelationships(tx: Transaction, table: string): Promise<Relationship[]> {
  const result = await tx.query<{
    conname: string;
    child: string;
    parent: string;
    child_cols: string[];
    parent_cols: string[];
    unique: boolean;
  }>(
    `select c.conname, cl.relname as child, pl.relname as parent,
            array(select a.attname from unnest(c.conkey) with ordinality k(n, i)
                   join pg_catalog.pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i) as child_cols,
            array(select a.attname from unnest(c.confkey) with ordinality k(n, i)
                   join pg_catalog.pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n order by k.i) as parent_cols,
            exists(select 1 from pg_catalog.pg_index x
                    where x.indrelid = c.conrelid and x.indisunique and x.indpred is null
                      and x.indkey::int2[] @> c.conkey and c.conkey @> x.indkey::int2[]) as unique
       from pg_catalog.pg_constraint c
       join pg_catalog.pg_class cl on cl.oid = c.conrelid
       join pg_catalog.pg_namespace cn on cn.oid = cl.relnamespace
       join pg_catalog.pg_class pl on pl.oid = c.confrelid
       join pg_catalog.pg_namespace pn on pn.oid = pl.relnamespace
      where c.contype = 'f' and cn.nspname = 'public' and pn.nspname = 'public'
        and (cl.relname = $1 or pl.relname = $1)
      order by c.conname`,
    [table],
  );
  const rels: Relationship[] = [];
  for (const row of result.rows) {
    const isSelf = row.child === row.parent;
    const pairs = row.child_cols.map((col, i): [string, string] => [col, row.parent_cols[i] ?? '']);
    if (row.child === table) {
      rels.push({
        constraint: row.conname,
        table,
        foreignTable: row.parent,
        columns: pairs,
        cardinality: row.unique ? 'o2o' : 'm2o',
        isSelf,
      });
    }
    if (row.parent === table) {
      const swapped = pairs.map(([a, b]): [string, string] => [b, a]);
      rels.push({
        constraint: row.conname,
        table,
        foreignTable: row.child,
        columns: swapped,
        cardinality: row.unique ? 'o2o' : 'o2m',
        isSelf,
      });
    }
  }
  return rels;
}

/** Double-quotes an identifier for SQL (only ever applied to names taken from the catalog). */
export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
