/**
 * `npm run bench:backend`: throughput and latency of the embedded backend for the lodge's hottest read,
 * `GET /rest/v1/profiles?id=eq.<uuid>` with a user's access token (issue #10). A benchmark, not a test:
 * it prints figures and passes no judgement.
 *
 * The backend runs in a child process (this same file with `--serve`) so the load generator does not
 * share its event loop. Phases: 5 s each at concurrency 1, 10 and 50; then concurrency 10 again while
 * ten password sign-ins run back to back (bcrypt cost 10 each). Prints requests/s and p50/p95/p99 in
 * milliseconds, the backend's CPU time per request (a figure the machine's load barely moves), and
 * the p50 ratio "during sign-ins / idle" (issue target ≤ 1.5).
 *
 * Options: `--seconds N` per phase (default 5), `--json` prints one JSON line at the end as well,
 * `--profile DIR` writes a V8 CPU profile of the backend process into DIR (open it in Chrome DevTools).
 * The machine is shared in development: run it several times and compare medians.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

interface ServeInfo {
  apiUrl: string;
  anonKey: string;
  serviceRoleKey: string;
}

interface PhaseResult {
  phase: string;
  concurrency: number;
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** Backend CPU time per request in ms (user + system, all threads): load-independent cost. */
  cpuPerRequest: number;
}

async function serve(): Promise<void> {
  const { startBackend } = await import('../server/index.ts');
  const dataDir = mkdtempSync(join(tmpdir(), 'ecolodge-bench-'));
  // Rate limits off: the benchmark signs in far more often than GoTrue's 150 per 5 minutes allows.
  // (Older backends ignore the option.)
  const backend = await startBackend({ dataDir, apiPort: 0, mailPort: 0, rateLimits: false } as Parameters<
    typeof startBackend
  >[0]);
  const info: ServeInfo = {
    apiUrl: backend.apiUrl,
    anonKey: backend.anonKey,
    serviceRoleKey: backend.serviceRoleKey,
  };
  process.stdout.write(`BENCH-READY ${JSON.stringify(info)}\n`);
  const stop = () => {
    void backend.stop().finally(() => {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

/** CPU time (user + system) the process has used, in ms, from /proc (Linux); NaN elsewhere. */
function cpuMs(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks at USER_HZ = 100
  } catch {
    return NaN;
  }
}

/** Reads the backend's CPU time; set once the child runs. */
let cpuOf: () => number = () => NaN;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? NaN;
}

async function json(response: Response): Promise<Record<string, unknown>> {
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`HTTP ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

async function createUser(info: ServeInfo, email: string, password: string): Promise<void> {
  await json(
    await fetch(`${info.apiUrl}/auth/v1/admin/users`, {
      method: 'POST',
      headers: {
        apikey: info.serviceRoleKey,
        Authorization: `Bearer ${info.serviceRoleKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ email, password, email_confirm: true, user_metadata: { full_name: 'Bench' } }),
    }),
  );
}

async function signIn(info: ServeInfo, email: string, password: string): Promise<Record<string, unknown>> {
  return json(
    await fetch(`${info.apiUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: {
        apikey: info.anonKey,
        Authorization: `Bearer ${info.anonKey}`,
        'Content-Type': 'application/json',
        'X-Supabase-Api-Version': '2024-01-01',
      },
      body: JSON.stringify({ email, password }),
    }),
  );
}

/** Runs `concurrency` workers issuing the profile read until `seconds` have passed. */
async function phase(
  name: string,
  info: ServeInfo,
  token: string,
  userId: string,
  concurrency: number,
  seconds: number,
): Promise<PhaseResult> {
  const url = `${info.apiUrl}/rest/v1/profiles?select=*&id=eq.${userId}`;
  const headers = { apikey: info.anonKey, Authorization: `Bearer ${token}`, Accept: 'application/json' };
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const cpuBefore = cpuOf();
  const until = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const t0 = performance.now();
      try {
        const response = await fetch(url, { headers });
        await response.arrayBuffer();
        if (response.status !== 200) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  const cpuPerRequest = (cpuOf() - cpuBefore) / Math.max(1, latencies.length);
  latencies.sort((a, b) => a - b);
  return {
    phase: name,
    concurrency,
    requests: latencies.length,
    errors,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    cpuPerRequest,
  };
}

function print(result: PhaseResult): void {
  const fixed = (n: number, d = 1) => n.toFixed(d).padStart(8);
  console.log(
    `${result.phase.padEnd(22)} c=${String(result.concurrency).padStart(2)} ` +
      `${fixed(result.rps)} req/s  p50 ${fixed(result.p50)} ms  p95 ${fixed(result.p95)} ms  ` +
      `p99 ${fixed(result.p99)} ms  backend CPU ${fixed(result.cpuPerRequest, 2)} ms/req  ` +
      `(${result.requests} requests, ${result.errors} errors)`,
  );
}

async function bench(): Promise<void> {
  const args = process.argv.slice(2);
  const secondsArg = args.indexOf('--seconds');
  const seconds = secondsArg >= 0 ? Number(args[secondsArg + 1]) : 5;
  const self = fileURLToPath(import.meta.url);
  const profileArg = args.indexOf('--profile');
  const profile =
    profileArg >= 0 ? ['--cpu-prof', `--cpu-prof-dir=${args[profileArg + 1] ?? 'profiles'}`] : [];
  // Node itself (not the tsx wrapper), so the child's pid is the backend's and its CPU time is readable.
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', self, '--serve'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  cpuOf = () => cpuMs(child.pid);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const info = await new Promise<ServeInfo>((resolve, reject) => {
    let buffer = '';
    child.once('exit', (code) => reject(new Error(`backend exited early (${code})`)));
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const match = /BENCH-READY (\{.*\})\n/.exec(buffer);
      if (match?.[1]) resolve(JSON.parse(match[1]) as ServeInfo);
    });
  });
  try {
    const password = 'bench-password-1';
    await createUser(info, 'reader@bench.local', password);
    for (let i = 0; i < 10; i += 1) await createUser(info, `signer${i}@bench.local`, password);
    const session = await signIn(info, 'reader@bench.local', password);
    const token = String(session.access_token);
    const userId = String((session.user as { id: string }).id);
    // Warm-up (JIT, PGlite caches).
    await phase('warm-up', info, token, userId, 10, 1);

    const results: PhaseResult[] = [];
    for (const concurrency of [1, 10, 50]) {
      const result = await phase('idle', info, token, userId, concurrency, seconds);
      results.push(result);
      print(result);
    }
    let signIns = 0;
    let signing = true;
    const signers = Array.from({ length: 10 }, async (_, i) => {
      while (signing) {
        await signIn(info, `signer${i}@bench.local`, password);
        signIns += 1;
      }
    });
    const during = await phase('during 10 sign-ins', info, token, userId, 10, seconds);
    signing = false;
    await Promise.all(signers);
    results.push(during);
    print(during);
    const idle10 = results.find((r) => r.phase === 'idle' && r.concurrency === 10);
    const ratio = idle10 ? during.p50 / idle10.p50 : NaN;
    console.log(
      `sign-ins completed during the last phase: ${signIns} (${(signIns / seconds).toFixed(1)}/s)\n` +
        `p50 during sign-ins / idle at c=10: ${ratio.toFixed(2)}× (target ≤ 1.5×)`,
    );
    if (args.includes('--json')) console.log(JSON.stringify({ results, signIns, ratio }));
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

if (process.argv.includes('--serve')) void serve();
else
  bench().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
