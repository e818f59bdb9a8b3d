import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { openDatabase } from '../../server/db/database.ts';
import { generateDatabaseTypes } from './db-types-generator.ts';

const TYPES_FILE = fileURLToPath(new URL('../../src/lib/supabase/database.types.ts', import.meta.url));

describe('src/lib/supabase/database.types.ts', () => {
  it('matches the schema the migrations build (WRITE_DB_TYPES=1 rewrites it)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ecolodge-db-types-'));
    try {
      const { db } = await openDatabase(join(dir, 'pgdata'));
      const raw = await generateDatabaseTypes(db);
      await db.close();
      const options = (await resolveConfig(TYPES_FILE)) ?? {};
      const generated = await format(raw, { ...options, filepath: TYPES_FILE });
      if (process.env.WRITE_DB_TYPES === '1') writeFileSync(TYPES_FILE, generated);
      expect(readFileSync(TYPES_FILE, 'utf8')).toBe(generated);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
