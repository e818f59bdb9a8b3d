import type { AnyStateMachine } from 'xstate';
import { isStateMachine } from './to-mermaid';

/**
 * Every `machines/*.machine.ts`, as lazy imports: Vite turns this into one chunk per file, loaded only
 * when the /machines screen asks, so the catalogue adds nothing to any other route's bundle.
 */
const machineModules = import.meta.glob<Record<string, unknown>>('../../../machines/*.machine.ts');

/** A machine found in the catalogue. */
export interface CatalogMachine {
  id: string;
  /** `machines/<name>.machine.ts`. */
  file: string;
  machine: AnyStateMachine;
}

/** Loads every machine module and returns the machines they export, sorted by id. */
export async function loadMachineCatalog(): Promise<CatalogMachine[]> {
  const entries = await Promise.all(
    Object.entries(machineModules).map(async ([modulePath, load]) => {
      const exports = await load();
      const file = `machines/${modulePath.split('/').pop() ?? modulePath}`;
      return Object.values(exports)
        .filter(isStateMachine)
        .map((machine) => ({ id: machine.id, file, machine }));
    }),
  );
  return entries.flat().sort((a, b) => a.id.localeCompare(b.id));
}
