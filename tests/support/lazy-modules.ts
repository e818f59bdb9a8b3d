import { beforeAll } from 'vitest';

/**
 * Imports a screen's lazily loaded modules (its dialogs) before the file's tests run. Under Vitest a
 * lazy module's first import is transformed on demand (the dialog, Mantine's Modal, the form): on a
 * busy 2-core machine that took longer than the first test's one-second wait for the dialog, so the
 * first test to open it failed while the same file passed alone (issue 19: tests that stay green on a
 * busy machine). A browser only fetches an already built chunk; later tests found the module loaded.
 */
export function importLazyModulesFirst(...imports: Array<() => Promise<unknown>>): void {
  beforeAll(() => Promise.all(imports.map((load) => load())), 60_000);
}
