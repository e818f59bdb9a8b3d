import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What makes a test file need module state of its own, so it runs isolated (a fresh module graph):
 * - `vi.mock` / `vi.doMock` replace a module only before its first import in the worker; with the
 *   graph shared, a file that ran earlier had already imported the real one (seen: the Register
 *   screen's mocked invite-code check was the real one, 4 tests failed);
 * - `fake-indexeddb` keeps its databases in memory per module instance, and idb-keyval keeps its open
 *   connection per module: a shared graph would hand one file's day pack and outbox to the next;
 * - a `@vitest-environment` docblock: the file runs in another environment than its project's (jsdom
 *   in the happy-dom projects; a DOM in two unit files), and a worker that shares one graph would
 *   switch environments under it (measured: the
 *   component and model projects took 143 s with three such files among the shared, 123–129 s with
 *   them isolated).
 */
const NEEDS_OWN_MODULES = /\bvi\.(?:do)?[mM]ock\(|['"]fake-indexeddb|@vitest-environment /;

/** A test file's name, as Vitest's `include` patterns match. */
const TEST_FILE = /\.test\.tsx?$/;

/**
 * The test files under `dir` (relative to `root`, `/`-separated, as `include` takes them) that need
 * module state of their own ({@link NEEDS_OWN_MODULES}), found by reading them: a new file that mocks
 * a module is isolated without anyone remembering to say so. Sorted; [] when `dir` does not exist.
 */
export function filesNeedingIsolation(root: string, dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  return names
    .filter((name) => TEST_FILE.test(name))
    .map((name) => `${dir}/${name.split(path.sep).join('/')}`)
    .filter((file) => NEEDS_OWN_MODULES.test(readFileSync(path.join(root, file), 'utf8')))
    .sort();
}
