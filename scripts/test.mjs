#!/usr/bin/env node
/**
 * `npm test`: every check the project has, in order, each timed: route tree up to date, typecheck,
 * lint, format, machine diagrams up to date, production build and bundle budget, Vitest (unit, component, model, contract),
 * the migrations and RLS matrix on a real PostgreSQL (scripts/real-postgres.ts), Playwright e2e.
 * It runs them all even after a failure (so one run shows everything) and ends with one line
 * "Tests: N passed, N failed" counting the Vitest and Playwright tests.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './chromium.mjs';
import { ensurePostgres } from './postgres.mjs';

// Before anything slow: without the system Chromium the e2e step would fail deep inside Playwright,
// without Debian's PostgreSQL the real-PostgreSQL step could not start a server.
for (const ready of [ensureChromium(), ensurePostgres()]) {
  if (!ready.ok) {
    console.error(ready.line);
    process.exit(1);
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const results = path.join(root, 'test-results');
mkdirSync(results, { recursive: true });

// The budget build only needs *some* backend address; the e2e setup builds again against its own backend.
const buildEnv = { VITE_SUPABASE_URL: 'http://127.0.0.1:54321', VITE_SUPABASE_ANON_KEY: 'budget-build' };

const steps = [
  ['route tree', bin('tsr'), ['generate']],
  ['route tree committed', 'git', ['diff', '--exit-code', '--stat', '--', 'src/routeTree.gen.ts']],
  ['typecheck', bin('tsc'), ['--noEmit']],
  ['lint', bin('eslint'), ['.', '--max-warnings', '0']],
  ['format', bin('prettier'), ['--check', '.', '--log-level', 'warn']],
  [
    'diagrams',
    bin('tsx'),
    ['--import', './scripts/diagrams/register-asset-hooks.mjs', 'scripts/diagrams.ts', '--check'],
  ],
  ['build', bin('vite'), ['build', '--logLevel', 'warn'], buildEnv],
  ['bundle budget', process.execPath, ['scripts/bundle-budget.mjs']],
  [
    'vitest',
    bin('vitest'),
    [
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${path.join(results, 'vitest.json')}`,
    ],
  ],
  ['real postgres', bin('tsx'), ['scripts/real-postgres.ts']],
  ['playwright', bin('playwright'), ['test']],
];

const timings = [];
let failedSteps = 0;
for (const [name, command, args, env = {}] of steps) {
  if (name === 'diagrams' && !existsSync(path.join(root, 'scripts/diagrams.ts'))) continue;
  if (name === 'route tree committed' && !existsSync(path.join(root, '.git'))) continue;
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const seconds = (Date.now() - started) / 1000;
  timings.push(`${status === 0 ? '✔' : '✘'} ${name} ${seconds.toFixed(1)} s`);
  if (status !== 0) failedSteps += 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(path.join(results, file), 'utf8'));
  } catch {
    return null;
  }
}
const vitest = readJson('vitest.json');
const playwright = readJson('playwright.json');
const passed =
  (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0) + (playwright?.stats?.flaky ?? 0);
const failed = (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0);

console.log(`\n${timings.join('\n')}`);
if (failedSteps > 0) console.log(`${failedSteps} step(s) failed`);
console.log(`Tests: ${passed} passed, ${failed} failed`);
process.exitCode = failedSteps > 0 || failed > 0 ? 1 : 0;
