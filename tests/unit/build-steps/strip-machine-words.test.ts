import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { authMachine } from '../../../machines/auth.machine';
import { withoutMachineWords } from '../../../build-steps/strip-machine-words';
import machineWordsJson from '../../../src/features/machines/generated/machine-words.json';
import { machineWords, type MachineWords } from '../../../src/features/machines/machine-words';
import { descendantsOf } from '../../../src/features/machines/to-mermaid';

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
    expect(out).not.toContain('Keeps track of whether a staff member is signed in');
    expect(out).toContain("id: 'auth'");
    expect(out).toContain("'auth.signOut': { target: 'signingOut'");
    // A region of a machine split into a folder: its states are made with `createStateConfig`.
    const session = withoutMachineWords(await readFile(path.join(root, 'machines/auth/session.ts'), 'utf8'));
    expect(session).not.toContain('The app just opened and is looking for a saved session');
    expect(session).toContain("id: 'loadSession'");
  });

  it('cuts the words of groups and of every state inside them, at every depth, and keeps their states', () => {
    // A parallel group of compound groups, as auth's signedIn: words before and after `states`, a
    // `meta` on an inner state, a description as the last property (no comma after it).
    const source = `import { setup } from 'xstate';
export const m = setup({}).createMachine({
  id: 'm',
  initial: 'outer',
  states: {
    outer: {
      description: 'W1 the parallel group',
      type: 'parallel',
      states: {
        left: {
          description: 'W2 a group inside',
          initial: 'one',
          states: {
            one: { description: 'W3 a leaf', on: { next: 'two' } },
            two: {
              meta: { note: 'W4 meta of a leaf' },
              initial: 'deep',
              states: { deep: { description: 'W5 deepest' } },
              description: 'W6 after its states',
            },
          },
        },
        right: { initial: 'x', states: { x: { description: 'W7 last, no comma' } }, description: 'W8' },
      },
      on: { leave: 'gone' },
    },
    gone: { description: 'W9 after the group', type: 'final' },
  },
});
`;
    const out = withoutMachineWords(source);
    expect(out).not.toMatch(/W\d|description|meta/);
    const parsed = ts.createSourceFile('m.ts', out, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
    expect((parsed as unknown as { parseDiagnostics: unknown[] }).parseDiagnostics).toEqual([]);
    for (const kept of ["type: 'parallel'", "on: { next: 'two' }", "on: { leave: 'gone' }", "type: 'final'"])
      expect(out).toContain(kept);
    expect(out).toMatch(/deep: \{\s*\}/);
  });

  it('leaves no plain words in any machine file, and every state of auth, groups too, has words in the generated copy', async () => {
    const dir = path.join(root, 'machines');
    const files = [
      ...(await readdir(dir)).filter((f) => f.endsWith('.machine.ts')),
      ...(await readdir(path.join(dir, 'auth'))).map((f) => `auth/${f}`),
      ...(await readdir(path.join(dir, 'business-model'))).map((f) => `business-model/${f}`),
    ];
    for (const name of files) {
      const out = withoutMachineWords(await readFile(path.join(dir, name), 'utf8'), name);
      const left: string[] = [];
      const find = (node: ts.Node): undefined => {
        if (
          ts.isPropertyAssignment(node) &&
          ts.isIdentifier(node.name) &&
          /^(description|meta)$/.test(node.name.text)
        )
          left.push(node.getText());
        ts.forEachChild(node, find);
        return undefined;
      };
      const file = ts.createSourceFile(name, out, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
      ts.forEachChild(file, function visit(node): undefined {
        if (
          ts.isCallExpression(node) &&
          /\.(createMachine|createStateConfig)$/.test(node.expression.getText())
        )
          find(node);
        else ts.forEachChild(node, visit);
        return undefined;
      });
      expect(left, name).toEqual([]);
    }
    const words = (machineWordsJson as unknown as Record<string, MachineWords>).auth!;
    expect(words).toEqual(machineWords(authMachine));
    for (const node of descendantsOf(authMachine.root))
      expect(words.states[node.path.join('.')], node.id).toBeTruthy();
    expect(words.states.signedIn).toMatch(/^A staff member is signed in\./);
    expect(words.states['signedIn.token']).toMatch(/renewed with the server/);
  });
});
