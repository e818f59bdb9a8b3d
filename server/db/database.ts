import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readTemplate, templateKey, writeTemplate } from './template.ts';
import { type Database, openWorkerDatabase } from './worker-database.ts';

/** The project's `supabase/` folder (migrations and seed), found relative to this file. */
export const SUPABASE_DIR = fileURLToPath(new URL('../../supabase', import.meta.url));

const BOOTSTRAP_SQL = fileURLToPath(new URL('./bootstrap.sql', import.meta.url));

/** Creates/updates `hosted_postgres`, the non-superuser stand-in for hosted Supabase's `postgres` role. */
const HOSTED_POSTGRES_SQL = fileURLToPath(new URL('./hosted-postgres.sql', import.meta.url));

/**
 * The role migrations and the seed run as (see hosted-postgres.sql). `session authorization`, not
 * `role`, so a `reset role` inside a migration returns to it rather than to the PGlite superuser.
 */
export const MIGRATION_ROLE = 'hosted_postgres';

/** Event triggers that announce DDL to the REST schema cache (see schema-cache.ts). */
const SCHEMA_WATCH_SQL = fileURLToPath(new URL('./schema-watch.sql', import.meta.url));

const AS_MIGRATION_ROLE = `set local session authorization ${MIGRATION_ROLE}`;

/** PGlite's own session user: the cluster's bootstrap superuser, which the server runs as. */
const BOOTSTRAP_SUPERUSER = 'postgres';

/** One migration file: `<version>_<name>.sql` (the Supabase CLI's naming). */
export interface MigrationFile {
  version: string;
  name: string;
  path: string;
}

/**
 * Lists `supabase/migrations/*.sql` in version order.
 * @throws Error for a file whose name is not `<digits>_<name>.sql` (the CLI would skip it silently;
 * refusing is kinder than a migration that never runs).
 */
export function listMigrations(dir = join(SUPABASE_DIR, 'migrations')): MigrationFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => {
      const match = /^(\d+)_(.+)\.sql$/.exec(file);
      if (!match?.[1] || !match[2]) throw new Error(`Migration ${file} is not named <timestamp>_<name>.sql`);
      return { version: match[1], name: match[2], path: join(dir, file) };
    });
}

/**
 * Opens (or creates) the PGlite cluster at `pgdata`, installs the Supabase bootstrap once, then applies
 * every migration not yet recorded in `supabase_migrations.schema_migrations`, each in its own
 * transaction; on a fresh cluster `supabase/seed.sql` runs after them (as `supabase start` does).
 * Migrations and the seed run as {@link MIGRATION_ROLE}, a non-superuser with the privileges of hosted
 * Supabase's `postgres` role, so what would fail on `supabase db push` fails here too.
 * A fresh cluster is restored from the cached template when one matches (see template.ts). PGlite
 * runs in its own thread (worker-database.ts).
 * @param pgdata PGlite data directory.
 * @param supabaseDir folder holding `migrations/` and `seed.sql`.
 * @throws Error naming the failing migration file (the cluster is left without that migration).
 */
export async function openDatabase(
  pgdata: string,
  supabaseDir = SUPABASE_DIR,
): Promise<{ db: Database; applied: string[] }> {
  const migrations = listMigrations(join(supabaseDir, 'migrations'));
  const seedFile = join(supabaseDir, 'seed.sql');
  const key = templateKey([
    BOOTSTRAP_SQL,
    HOSTED_POSTGRES_SQL,
    SCHEMA_WATCH_SQL,
    ...migrations.map((m) => m.path),
    seedFile,
  ]);
  const empty = !existsSync(pgdata) || readdirSync(pgdata).length === 0;
  const template = empty ? readTemplate(key) : undefined;
  let db: Database;
  try {
    db = await openWorkerDatabase(pgdata, {
      ...(template ? { template } : {}),
      // Hosted `postgres` sees extensions without qualifying them (run again by every new thread).
      setupSql: `set search_path to "$user", public, extensions`,
    });
  } catch (error) {
    throw unreadableDatabase(pgdata, error);
  }
  try {
    const bootstrapped = await db.query<{ ok: boolean }>(
      `select to_regclass('supabase_migrations.schema_migrations') is not null as ok`,
    );
    const fresh = !bootstrapped.rows[0]?.ok;
    if (fresh) {
      const sql = readFileSync(BOOTSTRAP_SQL, 'utf8');
      await db.transaction(async (tx) => {
        await tx.exec(sql);
      });
    }
    const roleSql = readFileSync(HOSTED_POSTGRES_SQL, 'utf8');
    const watchSql = readFileSync(SCHEMA_WATCH_SQL, 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(roleSql);
      await tx.exec(watchSql);
    });
    const applied = await applyMigrations(db, migrations);
    if (fresh && existsSync(seedFile)) {
      const sql = readFileSync(seedFile, 'utf8');
      try {
        await db.transaction(async (tx) => {
          await tx.exec(AS_MIGRATION_ROLE);
          await tx.exec(sql);
        });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        throw new Error(`Seed ${seedFile} failed (run as ${MIGRATION_ROLE}): ${message}`, { cause: error });
      }
    }
    // PGlite keeps `set local session authorization` after its transaction ends (PostgreSQL reverts
    // it; plain `reset` does not help either): hand the session back to the bootstrap superuser, or
    // a first start would serve as the migration role (and GoTrue could not take its own role).
    await db.exec(`set session authorization ${BOOTSTRAP_SUPERUSER}`);
    if (fresh && empty) await writeTemplate(db, key);
    return { db, applied };
  } catch (error) {
    await db.close();
    throw error;
  }
}

/**
 * PGlite reports a damaged cluster as a bare WebAssembly "Aborted()"; say which folder and what to do.
 */
function unreadableDatabase(pgdata: string, error: unknown): Error {
  const reason = error instanceof Error ? error.message : String(error);
  return new Error(
    `Could not open the database in ${pgdata} (${reason}). The folder is damaged or unreadable — for ` +
      `example written by two backends at once, cut short by a full disk, or made by another PGlite ` +
      `version. Move it away to start with a fresh database, or restore it from a copy.`,
    { cause: error },
  );
}

async function applyMigrations(db: Database, files: MigrationFile[]): Promise<string[]> {
  const done = await db.query<{ version: string }>(
    `select version from supabase_migrations.schema_migrations`,
  );
  const known = new Set(done.rows.map((row) => row.version));
  const applied: string[] = [];
  for (const file of files) {
    if (known.has(file.version)) continue;
    const sql = readFileSync(file.path, 'utf8');
    try {
      await db.transaction(async (tx) => {
        await tx.exec(AS_MIGRATION_ROLE);
        await tx.exec(sql);
        await tx.query(
          `insert into supabase_migrations.schema_migrations (version, statements, name) values ($1, $2, $3)`,
          [file.version, [sql], file.name],
        );
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(
        `Migration ${file.version}_${file.name}.sql failed (run as ${MIGRATION_ROLE}, which has hosted ` +
          `Supabase's postgres privileges and is not a superuser): ${message}`,
        { cause: error },
      );
    }
    applied.push(`${file.version}_${file.name}`);
  }
  return applied;
}
