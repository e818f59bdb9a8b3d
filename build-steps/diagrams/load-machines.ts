import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import { isStateMachine } from '../../src/features/machines/to-mermaid';

/** One machine found in `machines/*.machine.ts`, with what the docs page needs to introduce it. */
export interface FoundMachine {
  /** The machine's `id` (also the docs file name). */
  id: string;
  /** Repository-relative path of the file that exports it, e.g. `machines/auth.machine.ts`. */
  file: string;
  /** The export's name, e.g. `authMachine`. */
  exportName: string;
  machine: AnyStateMachine;
  /** The TSDoc comment above the export, as plain text (empty when there is none). */
  summary: string;
}

export { isStateMachine };

/** The TSDoc block right above `export const <name>`, without the comment markers. */
export function tsDocAbove(source: string, exportName: string): string {
  const at = source.search(new RegExp(`export const ${exportName}\\b`));
  if (at < 0) return '';
  const before = source.slice(0, at).trimEnd();
  if (!before.endsWith('*/')) return '';
  const start = before.lastIndexOf('/**');
  if (start < 0) return '';
  return before
    .slice(start + 3, -2)
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, '').trimEnd())
    .join('\n')
    .trim();
}

/**
 * Imports every `machines/*.machine.ts` under `rootDir` and returns the machines they export, sorted by
 * id. New machine files are picked up without any registration.
 */
export async function loadMachines(rootDir: string): Promise<FoundMachine[]> {
  const dir = path.join(rootDir, 'machines');
  const files = (await readdir(dir)).filter((name) => name.endsWith('.machine.ts')).sort();
  const found: FoundMachine[] = [];
  for (const name of files) {
    const absolute = path.join(dir, name);
    const module = (await import(pathToFileURL(absolute).href)) as Record<string, unknown>;
    const source = await readFile(absolute, 'utf8');
    for (const [exportName, value] of Object.entries(module)) {
      if (!isStateMachine(value)) continue;
      found.push({
        id: value.id,
        file: `machines/${name}`,
        exportName,
        machine: value,
        summary: tsDocAbove(source, exportName),
      });
    }
  }
  const ids = found.map((m) => m.id);
  const duplicate = ids.find((id, i) => ids.indexOf(id) !== i);
  if (duplicate) throw new Error(`Two machines share the id "${duplicate}"; docs/machines needs unique ids`);
  return found.sort((a, b) => a.id.localeCompare(b.id));
}
