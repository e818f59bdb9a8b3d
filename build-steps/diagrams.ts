/**
 * `npm run diagrams`: one Mermaid state diagram per machine in machines/*.machine.ts, written to
 * docs/machines/<id>.md (with the plain words written next to the machine's states) and rendered to
 * docs/machines/<id>.svg in headless Chromium, plus docs/machines/README.md as the index. For the
 * /machines explorer (issue 21) it also writes, under src/features/machines/generated/:
 * - model-coverage.json: which states and transitions each model-test path reaches (the very paths of
 *   tests/model/support/paths, replayed on the machine);
 * - machine-words.json: the machines' plain words (their `description`s), which the app's bundles
 *   leave out of the machines themselves (build-steps/strip-machine-words.ts);
 * - <id>.svg: the compact drawing (ELK layout), its untested states and arrows marked;
 * - <id>--overview.svg and <id>--<group>.svg: the levels of a machine with groups (issue 34): the
 *   top-level states with each group closed, and each top-level group open (a map's levels, so Fit
 *   never draws a label under 12 px and every state is at most two taps away).
 *
 * `npm run diagrams:check`: regenerates the Markdown and the coverage in memory and exits 1, naming the
 * stale file, when what is committed differs from what the machines produce, when a drawing was made
 * from other Mermaid text (its fingerprint), or when a state has no plain words (`description`). Every
 * diagram is still parsed by Mermaid. SVGs are not compared: Chromium's text metrics (and so the SVG)
 * vary between machines and versions.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadMachines } from './diagrams/load-machines';
import { generatedPages, mermaidBlockOf } from './diagrams/pages';
import { renderDiagrams } from './diagrams/render-svg';
import { machineToMermaid } from './diagrams/to-mermaid';
import {
  explorerDiagram,
  explorerDrawingFile,
  fingerprint,
  fingerprintOf,
  GENERATED_DIR,
} from './diagrams/explorer-drawings';
import { modelCoverage } from './diagrams/model-coverage';
import { descendantsOf } from '../src/features/machines/to-mermaid';
import { levelFromKey, levelKeysOf } from '../src/features/machines/drawing-levels';
import { machineWords } from '../src/features/machines/machine-words';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'docs', 'machines');
const generatedDir = path.join(root, GENERATED_DIR);
const coverageFile = 'model-coverage.json';
const wordsFile = 'machine-words.json';

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
  const coverage = modelCoverage(machines);
  const coverageText = `${JSON.stringify(coverage)}\n`;
  const wordsText = `${JSON.stringify(Object.fromEntries(machines.map((m) => [m.id, machineWords(m.machine)])))}\n`;
  const explorer = new Map(machines.map((m) => [m.id, explorerDiagram(m.machine, coverage[m.id])]));
  // Each level's drawing, keyed `<id>--<level>` like its file.
  const levels = new Map(
    machines.flatMap((m) =>
      levelKeysOf(m.machine).map(
        (key) =>
          [
            `${m.id}--${key}`,
            {
              machine: m,
              key,
              diagram: explorerDiagram(m.machine, coverage[m.id], levelFromKey(m.machine, key)),
            },
          ] as const,
      ),
    ),
  );
  const diagrams = machines.map((m) => ({
    id: m.id,
    mermaid: machineToMermaid(m.machine),
    compact: explorer.get(m.id)!.text,
    levels: [...levels.values()]
      .filter((l) => l.machine === m)
      .map((l) => ({ key: l.key, compact: l.diagram.text })),
  }));

  // Parse errors fail both modes; only the write mode keeps the SVGs.
  const svgs = await renderDiagrams(diagrams, { parseOnly: check });

  if (check) {
    const problems: string[] = [];
    for (const [name, expected] of pages) {
      const reason = staleReason(name, await readOrNull(path.join(outDir, name)), expected);
      if (reason) problems.push(reason);
    }
    if ((await readOrNull(path.join(generatedDir, wordsFile))) !== wordsText) {
      problems.push(`${GENERATED_DIR}/${wordsFile}: the plain words differ from the machines' descriptions`);
    }
    if ((await readOrNull(path.join(generatedDir, coverageFile))) !== coverageText) {
      problems.push(
        `${GENERATED_DIR}/${coverageFile}: the model-test paths reach other states or transitions`,
      );
    }
    for (const m of machines) {
      const drawing = await readOrNull(path.join(generatedDir, `${m.id}.svg`));
      if (drawing === null || fingerprintOf(drawing) !== fingerprint(explorer.get(m.id)!.text)) {
        problems.push(`${GENERATED_DIR}/${m.id}.svg: the explorer's drawing is missing or stale`);
      }
      for (const node of descendantsOf(m.machine.root)) {
        if (!node.description) problems.push(`${m.file}: state ${node.path.join('.')} has no description`);
      }
    }
    for (const [levelId, { diagram }] of levels) {
      const drawing = await readOrNull(path.join(generatedDir, `${levelId}.svg`));
      if (drawing === null || fingerprintOf(drawing) !== fingerprint(diagram.text)) {
        problems.push(`${GENERATED_DIR}/${levelId}.svg: the explorer's level drawing is missing or stale`);
      }
    }
    const known = new Set([...pages.keys(), ...machines.map((m) => `${m.id}.svg`), 'HOW-TO-READ.md']);
    const drawingFiles = new Set([
      ...machines.map((m) => `${m.id}.svg`),
      ...[...levels.keys()].map((id) => `${id}.svg`),
    ]);
    for (const name of await readdir(generatedDir).catch(() => [] as string[])) {
      if (name.endsWith('.svg') && !drawingFiles.has(name)) {
        problems.push(`${GENERATED_DIR}/${name} belongs to no machine (delete it)`);
      }
    }
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
  await mkdir(generatedDir, { recursive: true });
  for (const [name, text] of pages) await writeFile(path.join(outDir, name), text);
  for (const [id, svg] of svgs.docs) await writeFile(path.join(outDir, `${id}.svg`), svg);
  await writeFile(path.join(generatedDir, coverageFile), coverageText);
  await writeFile(path.join(generatedDir, wordsFile), wordsText);
  for (const m of machines) {
    const file = explorerDrawingFile(
      m.machine,
      svgs.explorer.get(m.id)!,
      explorer.get(m.id)!,
      coverage[m.id],
    );
    await writeFile(path.join(generatedDir, `${m.id}.svg`), file);
  }
  for (const [levelId, { machine, diagram }] of levels) {
    const file = explorerDrawingFile(
      machine.machine,
      svgs.explorer.get(levelId)!,
      diagram,
      coverage[machine.id],
    );
    await writeFile(path.join(generatedDir, `${levelId}.svg`), file);
  }
  console.log(
    `Wrote ${pages.size} pages and ${svgs.docs.size} SVGs to docs/machines, and the explorer's drawings ` +
      `(${[...svgs.explorer].map(([id, d]) => `${id}: ${d.layout}`).join(', ')}) and coverage to ` +
      `${GENERATED_DIR} (${Date.now() - started} ms).`,
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
