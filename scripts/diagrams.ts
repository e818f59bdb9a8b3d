/**
 * `npm run diagrams`: one Mermaid state diagram per machine in machines/*.machine.ts, written to
 * docs/machines/<id>.md (with a plain-word intro) and rendered to docs/machines/<id>.svg in headless
 * Chromium, plus docs/machines/README.md as the index.
 *
 * `npm run diagrams:check`: regenerates the Markdown in memory and exits 1, naming the stale file, when
 * what is committed differs from what the machines produce. Every diagram is still parsed by Mermaid.
 * SVGs are not compared: Chromium's text metrics (and so the SVG) vary between machines and versions.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadMachines } from './diagrams/load-machines';
import { generatedPages, mermaidBlockOf } from './diagrams/pages';
import { renderDiagrams } from './diagrams/render-svg';
import { machineToMermaid } from './diagrams/to-mermaid';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'docs', 'machines');

async function readOrNull(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return null;
  }
}

/** Why `committed` is stale compared with `expected`, or null when it is up to date. */
function staleReason(name: string, committed: string | null, expected: string): string | null {
  if (committed === null) return `docs/machines/${name} is missing`;
  if (committed === expected) return null;
  const committedDiagram = mermaidBlockOf(committed);
  const expectedDiagram = mermaidBlockOf(expected);
  if (expectedDiagram !== null && committedDiagram !== expectedDiagram) {
    return `docs/machines/${name}: the diagram differs from what the machine produces`;
  }
  return `docs/machines/${name}: the text differs from what the generator produces`;
}

async function main(): Promise<number> {
  const check = process.argv.includes('--check');
  const started = Date.now();
  const machines = await loadMachines(root);
  const pages = generatedPages(machines);
  const diagrams = machines.map((m) => ({ id: m.id, mermaid: machineToMermaid(m.machine) }));

  // Parse errors fail both modes; only the write mode keeps the SVGs.
  const svgs = await renderDiagrams(diagrams, { parseOnly: check });

  if (check) {
    const problems: string[] = [];
    for (const [name, expected] of pages) {
      const reason = staleReason(name, await readOrNull(path.join(outDir, name)), expected);
      if (reason) problems.push(reason);
    }
    const known = new Set([...pages.keys(), ...machines.map((m) => `${m.id}.svg`), 'HOW-TO-READ.md']);
    for (const name of await readdir(outDir).catch(() => [] as string[])) {
      if (/\.(md|svg)$/.test(name) && !known.has(name)) {
        problems.push(`docs/machines/${name} belongs to no machine (delete it)`);
      }
    }
    if (problems.length > 0) {
      console.error(`Machine diagrams are stale:\n  ${problems.join('\n  ')}\nRun \`npm run diagrams\`.`);
      return 1;
    }
    console.log(`${machines.length} machine diagrams up to date (${Date.now() - started} ms).`);
    return 0;
  }

  await mkdir(outDir, { recursive: true });
  for (const [name, text] of pages) await writeFile(path.join(outDir, name), text);
  for (const [id, svg] of svgs) await writeFile(path.join(outDir, `${id}.svg`), svg);
  console.log(
    `Wrote ${pages.size} pages and ${svgs.size} SVGs to docs/machines for: ` +
      `${machines.map((m) => m.id).join(', ')} (${Date.now() - started} ms).`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
