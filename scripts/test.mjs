#!/usr/bin/env node
/**
 * `npm test`: every check the project has, each timed: route tree up to date; then typecheck, lint,
 * format, machine diagrams up to date, production build and bundle budget (two at a time); then Vitest
 * (unit, component, model, contract), the migrations and RLS matrix on a real PostgreSQL
 * (scripts/real-postgres.ts), Playwright e2e.
 * It runs them all even after a failure (so one run shows everything) and ends with one line
 * "Tests: N passed, N failed" counting the Vitest and Playwright tests.
 */
import { spawn, spawnSync } from 'node:child_process';
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

/**
 * The static checks: independent of each other, so they run two at a time (CI has two cores; each of
 * these uses one). Measured on a quiet 2-core machine one after another: typecheck 92 s, lint 66 s,
 * format 66 s, build 60 s, diagrams 17 s — 301 s; two at a time, longest first, about 155 s. Each
 * check's output is printed whole when it ends, so two never interleave. A chain runs its steps in
 * order (the budget reads the build).
 */
const staticChecks = [
  [['typecheck', bin('tsc'), ['--noEmit']]],
  [['lint', bin('eslint'), ['.', '--max-warnings', '0']]],
  [['format', bin('prettier'), ['--check', '.', '--log-level', 'warn']]],
  [
    ['build', bin('vite'), ['build', '--logLevel', 'warn'], buildEnv],
    ['bundle budget', process.execPath, ['scripts/bundle-budget.mjs']],
  ],
  [['casts budget', process.execPath, ['scripts/casts-budget.mjs']]],
  [
    [
      'diagrams',
      bin('tsx'),
      ['--import', './build-steps/diagrams/register-asset-hooks.mjs', 'build-steps/diagrams.ts', '--check'],
    ],
  ],
];

/** The suites: each uses both cores itself, so they run one after another. */
const steps = [
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

/** Records a step's end: its line in the summary, and whether it failed. */
function record(name, status, started) {
  const seconds = (Date.now() - started) / 1000;
  timings.push(`${status === 0 ? '✔' : '✘'} ${name} ${seconds.toFixed(1)} s`);
  if (status !== 0) failedSteps += 1;
}

/** Runs one step with its output shown as it comes (the suites: long, and read while they run). */
function runShown([name, command, args, env = {}]) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  record(name, status, started);
}

/** Runs one step with its output kept, printed whole at its end. @returns its exit status. */
function runKept([name, command, args, env = {}]) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env, FORCE_COLOR: '1' } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const end = (status) => {
      console.log(`\n▶ ${name}`);
      process.stdout.write(Buffer.concat(output));
      record(name, status, started);
      resolve(status);
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      end(1);
    });
    child.on('close', (code) => end(code ?? 1));
  });
}

/** Runs the chains `parallel` at a time, in the order given; a chain stops at its first failure. */
async function runChains(chains, parallel) {
  const queue = [...chains];
  const lane = async () => {
    for (let chain = queue.shift(); chain; chain = queue.shift()) {
      for (const step of chain) if ((await runKept(step)) !== 0) break;
    }
  };
  await Promise.all(Array.from({ length: parallel }, lane));
}

for (const [name, command, args] of [
  ['route tree', bin('tsr'), ['generate']],
  ['route tree committed', 'git', ['diff', '--exit-code', '--stat', '--', 'src/routeTree.gen.ts']],
]) {
  if (name === 'route tree committed' && !existsSync(path.join(root, '.git'))) continue;
  runShown([name, command, args]);
}
await runChains(
  staticChecks.filter(
    ([[name]]) => name !== 'diagrams' || existsSync(path.join(root, 'build-steps/diagrams.ts')),
  ),
  2,
);
for (const step of steps) runShown(step);

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
