import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { templateKey } from '../../../server/db/template.ts';

// The PGlite template cache (server/db/template.ts): a fresh cluster starts from the tarball of one
// made by the same SQL, instead of applying every file again.

let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'ecolodge-template-key-'));
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

/** Writes `files` (name → SQL) into a new folder under the test's root. @returns their paths. */
function folder(name: string, files: Record<string, string>): string[] {
  const dir = join(root, name);
  mkdirSync(dir);
  return Object.entries(files).map(([file, sql]) => {
    writeFileSync(join(dir, file), sql);
    return join(dir, file);
  });
}

describe('templateKey', () => {
  it('bug: the same SQL copied to another folder missed the template cache (every REST fixture start applied all its files again)', () => {
    const sql = {
      '001_lodges.sql': 'create table lodges (id int);',
      'seed.sql': 'insert into lodges values (1);',
    };
    expect(templateKey(folder('first', sql))).toBe(templateKey(folder('second', sql)));
  });

  it('differs when a file says something else, is named otherwise or comes in another order', () => {
    const base = folder('base', { '001_a.sql': 'select 1;', '002_b.sql': 'select 2;' });
    const key = templateKey(base);
    expect(templateKey(folder('text', { '001_a.sql': 'select 1;', '002_b.sql': 'select 3;' }))).not.toBe(key);
    expect(templateKey(folder('name', { '001_a.sql': 'select 1;', '003_b.sql': 'select 2;' }))).not.toBe(key);
    expect(templateKey([...base].reverse())).not.toBe(key);
  });
});
