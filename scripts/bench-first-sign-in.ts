/**
 * `npx tsx scripts/bench-first-sign-in.ts [runs]`: the embedded backend's CPU time for what a
 * signed-in e2e test's set-up asks of it (issue 33, the suite's time; tests/e2e/fixtures.ts
 * `signedInPage`): GoTrue's admin create-user, a password token, and the first lodge's making and
 * seeding (`POST /rest/v1/rpc/ensure_first_lodge`, which the app's lodge actor calls at a first
 * sign-in). A benchmark, not a test: it prints figures and passes no judgement.
 *
 * The backend runs in this process (PGlite in its worker thread, bcrypt at the e2e cost 4), so
 * `process.cpuUsage()` counts every thread of it: CPU milliseconds, which a shared machine's load
 * barely moves, and wall milliseconds beside them. Two set-ups warm up first; then `runs` (default 15)
 * are averaged. Measured for issue 33: ensure_first_lodge 238 ms CPU before migration
 * 20261205100000, 126–133 ms after.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBackend } from '../server/index';

const runs = Number(process.argv[2] ?? 15);
const dataDir = await mkdtemp(path.join(tmpdir(), 'ecolodge-bench-first-sign-in-'));
const backend = await startBackend({
  dataDir,
  apiPort: 0,
  mailPort: 0,
  log: false,
  rateLimits: false,
  passwordHashCost: 4,
});

/** CPU seconds of this process so far (user + system, every thread). */
function cpuSeconds(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
}

const totals = new Map<string, { cpu: number; wall: number }>();

/** Runs `request` and adds its CPU and wall time to `phase`'s totals unless warming up. */
async function timed(phase: string, warmUp: boolean, request: () => Promise<Response>): Promise<unknown> {
  const cpu = cpuSeconds();
  const wall = performance.now();
  const response = await request();
  const body: unknown = await response.json();
  if (!response.ok) throw new Error(`${phase} answered ${response.status}: ${JSON.stringify(body)}`);
  if (!warmUp) {
    const total = totals.get(phase) ?? { cpu: 0, wall: 0 };
    total.cpu += cpuSeconds() - cpu;
    total.wall += (performance.now() - wall) / 1000;
    totals.set(phase, total);
  }
  return body;
}

try {
  for (let run = 0; run < runs + 2; run += 1) {
    const warmUp = run < 2;
    const id = `${Date.now().toString(36)}${run}`;
    const email = `bench.${id}@lodge.test`;
    const password = 'mokoro-123';
    await timed('admin create user', warmUp, () =>
      fetch(`${backend.apiUrl}/auth/v1/admin/users`, {
        method: 'POST',
        headers: {
          apikey: backend.serviceRoleKey,
          Authorization: `Bearer ${backend.serviceRoleKey}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({
          email,
          password,
          email_confirm: true,
          user_metadata: { full_name: 'Thabo Molefe', username: `bench_${id}` },
        }),
      }),
    );
    const token = (await timed('password token', warmUp, () =>
      fetch(`${backend.apiUrl}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      }),
    )) as { access_token: string };
    await timed('ensure_first_lodge', warmUp, () =>
      fetch(`${backend.apiUrl}/rest/v1/rpc/ensure_first_lodge`, {
        method: 'POST',
        headers: {
          apikey: backend.anonKey,
          Authorization: `Bearer ${token.access_token}`,
          'Content-Type': 'application/json',
        },
        body: '{}',
      }),
    );
  }
  console.log(`Per signed-in set-up (mean of ${runs}, after 2 to warm up):`);
  for (const [phase, total] of totals) {
    const cpu = ((total.cpu / runs) * 1000).toFixed(1);
    const wall = ((total.wall / runs) * 1000).toFixed(1);
    console.log(`  ${phase.padEnd(20)} ${cpu.padStart(7)} ms CPU ${wall.padStart(7)} ms wall`);
  }
} finally {
  await backend.stop();
  await rm(dataDir, { recursive: true, force: true });
}
