import ts from 'typescript';
import type { Plugin } from 'vite';

/**
 * The plain words written next to the machines (`description` on the machine and its states, and the
 * machine's `meta`, issue 21) are for people reading docs/machines and the /machines explorer, which
 * reads them from `src/features/machines/generated/machine-words.json` (written from the machines by
 * `npm run diagrams`, checked by `diagrams:check`). The app's bundles leave them out: the auth and
 * sign-in machines are in the first download, which must not grow.
 */
export function withoutMachineWords(source: string, fileName = 'machine.ts'): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const cuts: Array<[number, number]> = [];
  // Both walks go on through every child: `ts.forEachChild` stops at the first child whose callback
  // returns something truthy, so the callbacks return `undefined` on every path (never the value of
  // `cuts.push`). Stopping at the first cut would leave the words of every state after it, the inner
  // states of a group among them, in the bundles (tests/unit/build-steps/strip-machine-words.test.ts).
  const collect = (node: ts.Node): undefined => {
    if (
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      (node.name.text === 'description' || node.name.text === 'meta')
    ) {
      const end = source[node.getEnd()] === ',' ? node.getEnd() + 1 : node.getEnd();
      cuts.push([node.getStart(), end]);
      return undefined;
    }
    ts.forEachChild(node, collect);
    return undefined;
  };
  const visit = (node: ts.Node): undefined => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      (node.expression.name.text === 'createMachine' || node.expression.name.text === 'createStateConfig') &&
      node.arguments[0] &&
      ts.isObjectLiteralExpression(node.arguments[0])
    ) {
      collect(node.arguments[0]);
      return undefined;
    }
    ts.forEachChild(node, visit);
    return undefined;
  };
  visit(file);
  let out = source;
  for (const [start, end] of cuts.sort((a, b) => b[0] - a[0])) out = out.slice(0, start) + out.slice(end);
  return out;
}

/**
 * Build only: `machines/*.machine.ts` and the parts of a machine split into a folder
 * (`machines/auth/*.ts`, states made with `createStateConfig`) without their plain words (see
 * {@link withoutMachineWords}).
 */
export function stripMachineWords(): Plugin {
  return {
    name: 'ecolodge:strip-machine-words',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/machines\/([^/]+\.machine|(?!shared\/)[^/]+\/[^/]+)\.ts$/.test(id.split('?')[0]!)) return null;
      return { code: withoutMachineWords(code, id), map: null };
    },
  };
}
