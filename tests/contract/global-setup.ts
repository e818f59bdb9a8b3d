import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startTestBackend } from './harness.ts';

/**
 * Before any contract file runs: one backend is started and stopped, so the database template (every
 * migration and the seed applied, server/db/template.ts) is cached once. Without it, on a fresh
 * machine each worker's first file applied all the migrations at the same time, and on a busy
 * 2-core machine (load ≥ 15) that start passed the 60 s hook timeout (issue 33: green under load).
 * Every file then restores the template in a second or two.
 */
export default async function warmDatabaseTemplate(project: TestProject): Promise<() => void> {
  const backend = await startTestBackend();
  await backend.stop();
  // The workers' shared backends (harness.ts `sharedTestBackend`) live as long as their worker, which
  // Vitest ends with a signal: no code of theirs runs then, so their folders are deleted here, after.
  const sharedBackendsDir = mkdtempSync(join(tmpdir(), 'ecolodge-contract-shared-'));
  project.provide('sharedBackendsDir', sharedBackendsDir);
  return () => rmSync(sharedBackendsDir, { recursive: true, force: true });
}
