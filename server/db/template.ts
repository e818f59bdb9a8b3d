import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import type { Database } from './worker-database.ts';

/**
 * initdb in PGlite takes 3–20 s (CPU-bound), reopening a cluster well under that. A fresh data folder
 * therefore starts from a tarball of a cluster that already has the bootstrap, migrations and seed
 * (PGlite's own `dumpDataDir`/`loadDataDir`), cached in the OS temp folder under a hash of everything
 * that shaped it. Tests and first starts share it; any change to the SQL or PGlite makes a new key.
 */
const CACHE_DIR = join(tmpdir(), 'ecolodge-pglite-templates');

/** Templates kept in the cache (each ~10–20 MB). */
const KEPT_TEMPLATES = 6;

/**
 * Bumped when what a template holds changes meaning (2: sequences restored exactly), so templates
 * cached by an older backend are not reused.
 */
const TEMPLATE_FORMAT = 2;

/** PGlite's version (its package.json is not exported, so it is read next to the resolved entry). */
function pgliteVersion(): string {
  try {
    const require = createRequire(import.meta.url);
    let dir = dirname(require.resolve('@electric-sql/pglite'));
    for (let i = 0; i < 4; i += 1) {
      const file = join(dir, 'package.json');
      if (existsSync(file)) {
        const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
        if (pkg.name === '@electric-sql/pglite') return pkg.version ?? 'unknown';
      }
      dir = dirname(dir);
    }
    return 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * Cache key: PGlite version plus the name and text of every SQL file applied to a fresh cluster, in
 * order. The file's name, not its path: the same SQL copied to a fresh temp folder (the REST contract
 * fixtures, one per start) makes the same cluster. Keyed by path, each such start missed the cache
 * and applied every file again (issue 33, the suite's time: 11 of 15 misses in one Vitest run).
 */
export function templateKey(sqlFiles: string[]): string {
  const hash = createHash('sha256').update(`${TEMPLATE_FORMAT}\0${pgliteVersion()}`);
  for (const file of sqlFiles) {
    hash.update(`\0${basename(file)}\0`);
    if (existsSync(file)) hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 24);
}

/** The cached cluster tarball for `key`, or undefined. */
export function readTemplate(key: string): Blob | undefined {
  const file = join(CACHE_DIR, `${key}.tar`);
  if (!existsSync(file)) return undefined;
  try {
    const blob = new Blob([readFileSync(file)]);
    const now = new Date();
    utimesSync(file, now, now); // most recently used: kept longest
    return blob;
  } catch {
    return undefined;
  }
}

/**
 * A running cluster's files hold each sequence as its last WAL record left it: `nextval` logs 32
 * values ahead (SEQ_LOG_VALS), so a copy restored through crash recovery would resume up to 32 above
 * the last value. `setval` to the current value logs it exactly, so the copy resumes where we are.
 */
async function logSequences(db: Database): Promise<void> {
  await db.exec(`do $$ declare s regclass; begin
    for s in select c.oid::regclass from pg_catalog.pg_class c where c.relkind = 'S' loop
      execute pg_catalog.format('select pg_catalog.setval(%L, last_value, is_called) from %s', s, s);
    end loop; end $$`);
}

/**
 * Stores the cluster of `db` as the template for `key` (written to a temp name, then renamed, so
 * concurrent starters never read half a file) and drops all but the newest few templates. Failures are ignored:
 * the cache only saves time.
 */
export async function writeTemplate(db: Database, key: string): Promise<void> {
  try {
    mkdirSync(CACHE_DIR, { recursive: true });
    await logSequences(db);
    const dump = await db.dumpDataDir();
    const partial = join(CACHE_DIR, `${key}.${process.pid}.partial`);
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, join(CACHE_DIR, `${key}.tar`));
    // Keep the few most recent: test suites start projects of different SQL (the app, the REST
    // fixtures, one-off migrations) side by side and would otherwise evict each other every run.
    const tars = readdirSync(CACHE_DIR)
      .filter((file) => file.endsWith('.tar'))
      .map((file) => ({ file, time: statSync(join(CACHE_DIR, file)).mtimeMs }))
      .sort((a, b) => b.time - a.time);
    for (const old of tars.slice(KEPT_TEMPLATES)) rmSync(join(CACHE_DIR, old.file), { force: true });
  } catch {
    // best effort
  }
}
