import type { Database } from '../../server/db/worker-database.ts';

/**
 * Writes `src/lib/supabase/database.types.ts` from a migrated database's catalogue, in the shape
 * `supabase gen types typescript` produces (Tables with Row/Insert/Update/Relationships, Functions,
 * Enums), so supabase-js infers rows, filters, embeds and RPC arguments. The Supabase CLI needs Docker,
 * which these machines lack; this reads the same catalogue facts from PGlite.
 */

/** Columns a BEFORE INSERT trigger fills when omitted (a column default cannot read the lodge). */
const TRIGGER_FILLED: Readonly<Record<string, readonly string[]>> = {
  daily_notes: ['date'],
  language_practice: ['practiced_on'],
};

interface ColumnRow {
  table_name: string;
  column_name: string;
  udt_name: string;
  data_type: string;
  is_nullable: boolean;
  has_default: boolean;
  is_generated: boolean;
}

interface ForeignKeyRow {
  table_name: string;
  constraint_name: string;
  columns: string[];
  referenced_table: string;
  referenced_columns: string[];
  one_to_one: boolean;
}

interface FunctionRow {
  name: string;
  arg_names: string[] | null;
  arg_types: string[];
  arg_defaults: number;
  returns_set: boolean;
  return_type: string;
  return_kind: string;
  table_columns: { name: string; type: string }[] | null;
}

const SCALARS: Readonly<Record<string, string>> = {
  uuid: 'string',
  text: 'string',
  varchar: 'string',
  date: 'string',
  time: 'string',
  timestamptz: 'string',
  timestamp: 'string',
  // Function arguments are named by format_type (e.g. `timestamp with time zone`).
  'timestamp with time zone': 'string',
  'timestamp without time zone': 'string',
  'time without time zone': 'string',
  boolean: 'boolean',
  integer: 'number',
  int2: 'number',
  int4: 'number',
  int8: 'number',
  // Function arguments' format_type name; PostgREST sends bigint as a JSON number (money in minor units, issue 20).
  bigint: 'number',
  numeric: 'number',
  float4: 'number',
  float8: 'number',
  bool: 'boolean',
  jsonb: 'Json',
  json: 'Json',
  void: 'undefined',
};

function tsType(udt: string, enums: ReadonlySet<string>): string {
  if (udt.startsWith('_')) return `${tsType(udt.slice(1), enums)}[]`;
  if (enums.has(udt)) return `Database['public']['Enums']['${udt}']`;
  const scalar = SCALARS[udt];
  if (!scalar) throw new Error(`No TypeScript type for Postgres type ${udt}`);
  return scalar;
}

function key(name: string): string {
  return /^[a-z_][a-z0-9_]*$/.test(name) ? name : `'${name}'`;
}

/** Reads the public schema of `db` and returns the file's text (Prettier-formatted by the caller). */
export async function generateDatabaseTypes(db: Database): Promise<string> {
  const enumRows = (
    await db.query<{ name: string; labels: string[] }>(`
      select t.typname as name, array_agg(e.enumlabel order by e.enumsortorder) as labels
        from pg_type t join pg_enum e on e.enumtypid = t.oid
        join pg_namespace n on n.oid = t.typnamespace
       where n.nspname = 'public' group by t.typname order by t.typname`)
  ).rows;
  const enums = new Set(enumRows.map((row) => row.name));

  const tables = (
    await db.query<{ name: string }>(`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r' order by c.relname`)
  ).rows.map((row) => row.name);

  const columns = (
    await db.query<ColumnRow>(`
      select c.relname as table_name, a.attname as column_name, t.typname as udt_name,
             format_type(a.atttypid, a.atttypmod) as data_type, not a.attnotnull as is_nullable,
             a.atthasdef as has_default, a.attgenerated <> '' as is_generated
        from pg_attribute a
        join pg_class c on c.oid = a.attrelid
        join pg_namespace n on n.oid = c.relnamespace
        join pg_type t on t.oid = a.atttypid
       where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
       order by c.relname, a.attnum`)
  ).rows;

  const foreignKeys = (
    await db.query<ForeignKeyRow>(`
      select c.relname as table_name, con.conname as constraint_name,
             array(select a.attname from unnest(con.conkey) with ordinality k(n, i)
                   join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n order by k.i) as columns,
             rc.relname as referenced_table,
             array(select a.attname from unnest(con.confkey) with ordinality k(n, i)
                   join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n order by k.i)
               as referenced_columns,
             exists (select 1 from pg_constraint u
                      where u.conrelid = con.conrelid and u.contype in ('p', 'u')
                        and u.conkey <@ con.conkey and u.conkey @> con.conkey) as one_to_one
        from pg_constraint con
        join pg_class c on c.oid = con.conrelid
        join pg_namespace n on n.oid = c.relnamespace
        join pg_class rc on rc.oid = con.confrelid
        join pg_namespace rn on rn.oid = rc.relnamespace
       where con.contype = 'f' and n.nspname = 'public' and rn.nspname = 'public'
       order by c.relname, con.conname`)
  ).rows;

  const functions = (
    await db.query<FunctionRow>(`
      select p.proname as name, p.proargnames as arg_names,
             array(select format_type(t, null) from unnest(p.proargtypes) t) as arg_types,
             p.pronargdefaults as arg_defaults, p.proretset as returns_set,
             rt.typname as return_type, rt.typtype as return_kind,
             case when p.proallargtypes is not null then
               array(select json_build_object('name', p.proargnames[i], 'type', tt.typname)
                       from generate_subscripts(p.proallargtypes, 1) i
                       join pg_type tt on tt.oid = p.proallargtypes[i]
                      where p.proargmodes[i] = 't' order by i)
             end as table_columns
        from pg_proc p
        join pg_namespace n on n.oid = p.pronamespace
        join pg_type rt on rt.oid = p.prorettype
       where n.nspname = 'public' and rt.typname <> 'trigger'
         and has_function_privilege('authenticated', p.oid, 'execute')
       order by p.proname`)
  ).rows;

  const out: string[] = [];
  out.push(
    '/**',
    ' * The database as the app sees it through PostgREST, in the shape `supabase gen types typescript`',
    ' * produces. GENERATED from supabase/migrations by tests/unit/db-types.test.ts — do not edit by hand:',
    ' * run `WRITE_DB_TYPES=1 npx vitest run tests/unit/db-types.test.ts` after changing a migration.',
    ' */',
    '',
    'export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];',
    '',
    'export interface Database {',
    '  public: {',
    '    Tables: {',
  );
  for (const table of tables) {
    const cols = columns.filter((column) => column.table_name === table);
    const filled = TRIGGER_FILLED[table] ?? [];
    const field = (column: ColumnRow, mode: 'Row' | 'Insert' | 'Update'): string => {
      const type = tsType(column.udt_name, enums) + (column.is_nullable ? ' | null' : '');
      const optional =
        mode === 'Update' ||
        (mode === 'Insert' &&
          (column.is_nullable || column.has_default || filled.includes(column.column_name)));
      if (mode !== 'Row' && column.is_generated) return `          ${key(column.column_name)}?: never;`;
      return `          ${key(column.column_name)}${optional ? '?' : ''}: ${type};`;
    };
    out.push(`      ${key(table)}: {`);
    for (const mode of ['Row', 'Insert', 'Update'] as const) {
      out.push(`        ${mode}: {`, ...cols.map((column) => field(column, mode)), '        };');
    }
    const fks = foreignKeys.filter((fk) => fk.table_name === table);
    if (fks.length === 0) {
      out.push('        Relationships: [];');
    } else {
      out.push('        Relationships: [');
      for (const fk of fks) {
        out.push(
          '          {',
          `            foreignKeyName: '${fk.constraint_name}';`,
          `            columns: [${fk.columns.map((c) => `'${c}'`).join(', ')}];`,
          `            isOneToOne: ${fk.one_to_one};`,
          `            referencedRelation: '${fk.referenced_table}';`,
          `            referencedColumns: [${fk.referenced_columns.map((c) => `'${c}'`).join(', ')}];`,
          '          },',
        );
      }
      out.push('        ];');
    }
    out.push('      };');
  }
  out.push('    };', '    Views: Record<never, never>;', '    Functions: {');
  for (const fn of functions) {
    const names = fn.arg_names ?? [];
    const args = fn.arg_types.map((type, index) => {
      const udt = type.replace(/^public\./, '').replace(/\[\]$/, '');
      const ts = tsType(type.endsWith('[]') ? `_${udt}` : udt, enums);
      const optional = index >= fn.arg_types.length - fn.arg_defaults;
      return `${key(names[index] ?? `arg${index}`)}${optional ? '?' : ''}: ${ts}`;
    });
    let returns: string;
    if (fn.table_columns && fn.table_columns.length > 0) {
      returns = `{ ${fn.table_columns.map((c) => `${key(c.name)}: ${tsType(c.type, enums)}`).join('; ')} }[]`;
    } else if (fn.return_kind === 'c') {
      returns = `Database['public']['Tables']['${fn.return_type}']['Row']${fn.returns_set ? '[]' : ''}`;
    } else {
      returns = tsType(fn.return_type, enums) + (fn.returns_set ? '[]' : '');
    }
    out.push(
      `      ${key(fn.name)}: {`,
      args.length === 0
        ? '        Args: Record<PropertyKey, never>;'
        : `        Args: { ${args.join('; ')} };`,
      `        Returns: ${returns};`,
      '      };',
    );
  }
  out.push('    };', '    Enums: {');
  for (const row of enumRows) {
    out.push(`      ${key(row.name)}: ${row.labels.map((label) => `'${label}'`).join(' | ')};`);
  }
  out.push(
    '    };',
    '    CompositeTypes: Record<never, never>;',
    '  };',
    '}',
    '',
    "type PublicSchema = Database['public'];",
    '',
    "/** A table's row, e.g. `Tables<'bookings'>`. */",
    "export type Tables<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Row'];",
    '',
    "/** What an insert into a table may carry, e.g. `TablesInsert<'bookings'>`. */",
    "export type TablesInsert<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Insert'];",
    '',
    "/** What an update of a table may carry, e.g. `TablesUpdate<'bookings'>`. */",
    "export type TablesUpdate<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Update'];",
    '',
    "/** An enum's values, e.g. `Enums<'lodge_role'>`. */",
    "export type Enums<T extends keyof PublicSchema['Enums']> = PublicSchema['Enums'][T];",
    '',
  );
  return out.join('\n');
}
