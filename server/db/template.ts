import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/**
 * initdb in PGlite takes 3–20 s (CPU-bound), reopening a cluster well under that. A fresh data folder
 * therefore starts from a tarball of a cluster that already has the bootstrap, migrations and seed
 * (PGlite's own `dumpDataDir`/`loadDataDir`), cached in the OS temp folder under a hash of everything
 * that shaped it. Tests and first starts share it; any change to the SQL or PGlite makes a new key.
 */
const CACHE_DIR = join(tmpdir(), 'ecolodge-pglite-templates');

function pgliteVersion(): string {
  try {
    const require = createRequire(import.meta.url);
    const pkg = require('@electric-sql/pglite/package.json') as { version?: string };
    return pkg.version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Cache key: PGlite version plus the text of every SQL file applied to a fresh cluster, in order. */
export function templateKey(sqlFiles: string[]): string {
  const hash = createHash('sha256').update(pgliteVersion());
  for (const file of sqlFiles) {
    hash.update(`\0${file}\0`);
    if (existsSync(file)) hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 24);
}

/** The cached cluster tarball for `key`, or undefined. */
export function readTemplate(key: string): Blob | undefined {
  const file = join(CACHE_DIR, `${key}.tar`);
  if (!existsSync(file)) return undefined;
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    return undefined;
  }
}

/**
 * Stores the cluster of `db` as the template for `key` (written to a temp name, then renamed, so
 * concurrent starters never read half a file) and drops templates of older keys. Failures are ignored:
 * the cache only saves time.
 */
export async function writeTemplate(db: PGlite, key: string): Promise<void> {
  try {
    mkdirSync(CACHE_DIR, { recursive: true });
    const dump = await db.dumpDataDir('none');
    const partial = join(CACHE_DIR, `${key}.${process.pid}.partial`);
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, join(CACHE_DIR, `${key}.tar`));
    for (const file of readdirSync(CACHE_DIR)) {
      if (file.endsWith('.tar') && file !== `${key}.tar`) rmSync(join(CACHE_DIR, file), { force: true });
    }
  } catch {
    // best effort
  }
}
