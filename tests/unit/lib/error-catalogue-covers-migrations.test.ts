import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasWordsFor } from '../../../src/lib/supabase/errors';

const migrations = path.resolve(__dirname, '../../../supabase/migrations');

/** Every `raise exception '<code>'` of the migrations whose message is a code (snake_case). */
function raisedCodes(): Map<string, string> {
  const codes = new Map<string, string>();
  for (const file of readdirSync(migrations).filter((f) => f.endsWith('.sql'))) {
    const text = readFileSync(path.join(migrations, file), 'utf8');
    for (const match of text.matchAll(/raise exception '([a-z][a-z0-9_]*)'/g)) {
      if (!codes.has(match[1]!)) codes.set(match[1]!, file);
    }
  }
  return codes;
}

describe('the error catalogue', () => {
  it('has words for every SQL error code the migrations raise (issue 34: "fund_balance_too_low" was shown as is)', () => {
    const codes = raisedCodes();
    expect(codes.size).toBeGreaterThan(40);
    const without = [...codes]
      .filter(([code]) => !hasWordsFor(code))
      .map(([code, file]) => `${code} (${file})`);
    expect(without).toEqual([]);
  });
});
