import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withoutMachineWords } from '../../../scripts/strip-machine-words';

const root = path.resolve(__dirname, '../../..');

describe('withoutMachineWords (the app bundles leave the machines’ plain words out)', () => {
  it('removes description and meta from the machine config only', () => {
    const source = `import { setup } from 'xstate';
type Product = { description: string };
export const m = setup({}).createMachine({
  id: 'm',
  description: 'What it is for.',
  meta: { title: 'A title' },
  initial: 'a',
  states: {
    a: { description: 'First, with a comma, inside', on: { go: 'b' } },
    b: {
      description:
        'Second ' + 'joined',
      type: 'final',
    },
  },
});
export const keep: Product = { description: 'not a machine' };
`;
    const out = withoutMachineWords(source);
    expect(out).not.toMatch(/What it is for|A title|First, with|Second/);
    expect(out).toContain("keep: Product = { description: 'not a machine' }");
    expect(out).toContain("a: {  on: { go: 'b' } }");
  });

  it('strips every words line of the real machines, and nothing else of them', async () => {
    const source = await readFile(path.join(root, 'machines/auth.machine.ts'), 'utf8');
    const out = withoutMachineWords(source);
    expect(out).not.toContain('The app just opened and is looking for a saved session');
    expect(out).toContain("id: 'auth'");
    expect(out).toContain("'auth.signOut': { target: 'signingOut'");
  });
});
