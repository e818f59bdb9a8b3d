import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');

/**
 * Machines whose model test is still to be written (listed so the gap is visible, not forgotten).
 * Remove a name when its test lands; the test below fails if this list is out of date either way.
 */
const PENDING: string[] = [];

describe('every machine has a model test', () => {
  const machines = readdirSync(path.join(root, 'machines'))
    .filter((name) => name.endsWith('.machine.ts'))
    .map((name) => name.replace(/\.machine\.ts$/, ''));
  const hasTest = (name: string) => existsSync(path.join(root, `tests/model/${name}.model.test.tsx`));

  it('machines/*.machine.ts each have tests/model/<name>.model.test.tsx', () => {
    expect(machines.filter((name) => !hasTest(name) && !PENDING.includes(name))).toEqual([]);
  });

  it('the pending list names only machines still without a test', () => {
    expect(PENDING.filter((name) => !machines.includes(name) || hasTest(name))).toEqual([]);
  });
});
