#!/usr/bin/env node
/**
 * `npm test`: every check the project has, each timed: route tree up to date; then typecheck, lint,
 * format, machine diagrams up to date, production build and bundle budget, the migrations and RLS
 * matrix on a real PostgreSQL (scripts/real-postgres.ts) (two at a time); then Vitest (unit,
 * component, model, contract) and Playwright e2e.
 * It runs them all even after a failure (so one run shows everything) and ends with one line
 * "Tests: N passed, N failed" counting the Vitest and Playwright tests.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
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

/**
 * One production build for the bundle budget and the e2e tests (issue 33, suite time: Playwright's
 * global setup built the app a second time, ≈ 14–23 CPU-s). The e2e backend and forecast stand-in
 * start first, beside the static checks (tests/e2e/support/suite-services.ts, a socket on its fd 3); the
 * build is made against them into a folder of its own (not dist/), the budget reads it, and before
 * Playwright the services serve it; the global setup then has nothing to do. If the services cannot
 * start, the build gets *some* backend address and Playwright builds and starts its own, as before.
 */
const distDir = mkdtempSync(path.join(tmpdir(), 'ecolodge-suite-dist-'));
const fallbackBuildEnv = {
  VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
  VITE_SUPABASE_ANON_KEY: 'budget-build',
};
const services = spawn(process.execPath, ['--import', 'tsx', 'tests/e2e/support/suite-services.ts'], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit', 'pipe'],
});
const servicesChannel = services.stdio[3];
const servicesSaid = createInterface({ input: servicesChannel });
const servicesEnded = new Promise((resolve) => {
  services.once('exit', resolve);
  services.once('error', resolve);
});
/** The next JSON line the services write, or `{ error }` if they end first. */
function servicesNext() {
  return Promise.race([
    new Promise((resolve) => servicesSaid.once('line', (line) => resolve(JSON.parse(line)))),
    servicesEnded.then(() => ({ error: 'the e2e services stopped' })),
  ]);
}
const servicesReady = servicesNext();
/** The e2e services' build environment, or the fallback's (their error printed). */
async function buildEnv() {
  const answer = await servicesReady;
  if (answer.buildEnv) return answer.buildEnv;
  console.log(`(e2e services: ${answer.error}; the budget build uses a stand-in address)`);
  return fallbackBuildEnv;
}

/**
 * The static checks: independent of each other, so they run two at a time (CI has two cores; each of
 * these uses one), longest first so the two lanes end together. Measured on a quiet 2-core machine
 * (issue 33, 30 November, two at a time): lint 27 s, format 20 s, build 19 s, real PostgreSQL 10 s,
 * diagrams 7 s, casts 2 s; the typecheck 34 s with TypeScript 6, 13 CPU-s with TypeScript 7 (below).
 * Each check's output is printed whole when it ends, so two never interleave. A chain runs its steps
 * in order (the budget reads the build).
 *
 * The typecheck is TypeScript 7's `tsc` (the Go compiler, package alias `typescript-7`): the same
 * errors as 6.0's on this project, 37.7 → 13.2 CPU-s (issue 33, measured 1 December). The `typescript`
 * package stays 6.0 — TypeScript 7 has no JavaScript API, and typescript-eslint, the build steps and
 * the casts budget read code through that API (TypeScript's "side by side with 6.0" setup). Both
 * packages name a `tsc` bin, so this runs 7's by its path, never `node_modules/.bin/tsc`.
 */
const typescript7 = path.join(root, 'node_modules', 'typescript-7', 'bin', 'tsc');
const staticChecks = [
  [['lint', bin('eslint'), ['.', '--max-warnings', '0']]],
  [
    ['build', bin('vite'), ['build', '--logLevel', 'warn', '--outDir', distDir, '--emptyOutDir'], buildEnv],
    ['bundle budget', process.execPath, ['scripts/bundle-budget.mjs', distDir]],
  ],
  [['format', bin('prettier'), ['--check', '.', '--log-level', 'warn']]],
  [['typecheck', process.execPath, [typescript7, '--noEmit']]],
  // One PostgreSQL process at a time, like the checks above (issue 33: it ran alone between the
  // suites, ≈ 8 s of the whole run; here it fits in a lane).
  [['real postgres', bin('tsx'), ['scripts/real-postgres.ts']]],
  [
    [
      'diagrams',
      bin('tsx'),
      ['--import', './build-steps/diagrams/register-asset-hooks.mjs', 'build-steps/diagrams.ts', '--check'],
    ],
  ],
  [['casts budget', process.execPath, ['scripts/casts-budget.mjs']]],
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

/**
 * Runs one step with its output kept, printed whole at its end; `env` may be a function giving it
 * (the build waits for the e2e services' addresses). @returns its exit status.
 */
async function runKept([name, command, args, stepEnv = {}]) {
  const env = typeof stepEnv === 'function' ? await stepEnv() : stepEnv;
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
/**
 * Playwright's environment: the services serving the static checks' build (E2E_*, so the global
 * setup skips its own build), or nothing when they or that build failed.
 */
async function playwrightEnv() {
  const built = timings.some((line) => line.startsWith('✔ build '));
  if (!built || !(await servicesReady).buildEnv) return {};
  servicesChannel.write(`serve ${distDir}\n`);
  const answer = await servicesNext();
  if (answer.testEnv) return answer.testEnv;
  console.log(`(e2e services: ${answer.error}; Playwright builds and serves the app itself)`);
  return {};
}
for (const step of steps) runShown(step[0] === 'playwright' ? [...step, await playwrightEnv()] : step);
servicesChannel.end();
await servicesEnded;
rmSync(distDir, { recursive: true, force: true });

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
