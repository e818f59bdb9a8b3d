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
 * Then fairness (issue 36): a lone GET by another user at random moments (one every 0–0.5 s), (a) while one user floods `GET /auth/v1/user` from 50 concurrent loops (aim
 * p99 ≤ 1 s), (b) while one user runs 10 concurrent loops of statements near the `authenticated`
 * statement timeout (`pg_sleep(7.5)` under 8 s; aim p99 ≤ 2 s); then, with those statements still
 * running, (c) 300 POSTs of 1 MB by a third user, abandoned after 3 s: the backend's RSS before, at
 * its peak and after. The backend gets one bench-only migration (`bench_take_time`).
 *
 * Options: `--seconds N` per phase (default 5; the fairness phases take 2× and 6× that), `--json`
 * prints one JSON line at the end as well, `--profile DIR` writes a V8 CPU profile of the backend
 * process into DIR (open it in Chrome DevTools). The machine is shared in development: run it
 * several times and compare medians.
 */
import { spawn } from 'node:child_process';
import { setMaxListeners } from 'node:events';
import { request } from 'node:http';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
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

/** A statement that holds the database as a heavy one does (bench-only migration). */
const BENCH_MIGRATION = `create function public.bench_take_time(seconds float8) returns int
language sql volatile as $$ select 1 from pg_catalog.pg_sleep(seconds) $$;
grant execute on function public.bench_take_time(float8) to authenticated;`;

/** The project's migrations and seed plus {@link BENCH_MIGRATION}, in a temporary `supabase/` folder. */
function benchSupabaseDir(): string {
  const project = fileURLToPath(new URL('../supabase', import.meta.url));
  const dir = mkdtempSync(join(tmpdir(), 'ecolodge-bench-supabase-'));
  mkdirSync(join(dir, 'migrations'));
  for (const file of readdirSync(join(project, 'migrations'))) {
    copyFileSync(join(project, 'migrations', file), join(dir, 'migrations', file));
  }
  copyFileSync(join(project, 'seed.sql'), join(dir, 'seed.sql'));
  writeFileSync(join(dir, 'migrations', '99991231000000_bench_take_time.sql'), BENCH_MIGRATION);
  return dir;
}

async function serve(): Promise<void> {
  const { startBackend } = await import('../server/index.ts');
  const dataDir = mkdtempSync(join(tmpdir(), 'ecolodge-bench-'));
  const supabaseDir = benchSupabaseDir();
  // Rate limits off: the benchmark signs in far more often than GoTrue's 150 per 5 minutes allows.
  // (Older backends ignore the option.)
  const backend = await startBackend({
    dataDir,
    supabaseDir,
    apiPort: 0,
    mailPort: 0,
    rateLimits: false,
  } as Parameters<typeof startBackend>[0]);
  const info: ServeInfo = {
    apiUrl: backend.apiUrl,
    anonKey: backend.anonKey,
    serviceRoleKey: backend.serviceRoleKey,
  };
  process.stdout.write(`BENCH-READY ${JSON.stringify(info)}\n`);
  const stop = () => {
    void backend.stop().finally(() => {
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(supabaseDir, { recursive: true, force: true });
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

/** Resident memory of the process in MB (/proc, Linux; the database thread included); NaN elsewhere. */
function rssMb(pid: number | undefined): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match?.[1] ? Number(match[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** Reads the backend's RSS; set once the child runs. */
let rssOf: () => number = () => NaN;

/** Latencies of a lone GET, p50/p99 and what ran meanwhile. */
interface LoneResult {
  phase: string;
  samples: number;
  errors: number;
  p50: number;
  p99: number;
  max: number;
  note: string;
}

/**
 * Another user's profile read at random moments: one every 0–500 ms for `seconds` (open loop: each
 * starts on its own time, not when the previous one answered, so none is timed to what else runs).
 * @returns the latencies in ms.
 */
async function loneGets(
  info: ServeInfo,
  token: string,
  userId: string,
  seconds: number,
): Promise<{ latencies: number[]; errors: number }> {
  const url = `${info.apiUrl}/rest/v1/profiles?select=*&id=eq.${userId}`;
  const headers = { apikey: info.anonKey, Authorization: `Bearer ${token}`, Accept: 'application/json' };
  const latencies: number[] = [];
  let errors = 0;
  const get = async () => {
    const t0 = performance.now();
    try {
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      if (response.status !== 200) errors += 1;
    } catch {
      errors += 1;
    }
    latencies.push(performance.now() - t0);
  };
  const started: Promise<void>[] = [];
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 500));
    started.push(get());
  }
  await Promise.all(started);
  latencies.sort((a, b) => a - b);
  return { latencies, errors };
}

function lone(phase: string, run: { latencies: number[]; errors: number }, note: string): LoneResult {
  const { latencies, errors } = run;
  return {
    phase,
    samples: latencies.length,
    errors,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1] ?? NaN,
    note,
  };
}

function printLone(result: LoneResult): void {
  const fixed = (n: number) => n.toFixed(0).padStart(7);
  console.log(
    `${result.phase.padEnd(44)} p50 ${fixed(result.p50)} ms  p99 ${fixed(result.p99)} ms  ` +
      `max ${fixed(result.max)} ms  (${result.samples} GETs, ${result.errors} errors; ${result.note})`,
  );
}

/** Loops of `request` until `stop` aborts, counting answers by status. */
function loops(
  count: number,
  stop: AbortSignal,
  request: (signal: AbortSignal) => Promise<Response>,
): { statuses: Map<string, number>; done: Promise<void> } {
  setMaxListeners(Infinity, stop); // every request of every loop listens to it
  const statuses = new Map<string, number>();
  const note = (status: string) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const loop = async () => {
    while (!stop.aborted) {
      try {
        const response = await request(stop);
        await response.arrayBuffer();
        note(String(response.status));
      } catch {
        if (!stop.aborted) note('error');
      }
    }
  };
  return { statuses, done: Promise.all(Array.from({ length: count }, loop)).then(() => undefined) };
}

function counts(statuses: Map<string, number>): string {
  return [...statuses].map(([status, n]) => `${status} × ${n}`).join(', ') || 'none';
}

/**
 * Issue 36's figures: (a) a lone GET during an auth flood, (b) during heavy statements, (c) the
 * backend's RSS while 300 1 MB POSTs wait and after they are abandoned.
 */
async function fairness(
  info: ServeInfo,
  reader: { token: string; userId: string },
  tokens: { flood: string; heavy: string; poster: string },
  seconds: number,
): Promise<{ lone: LoneResult[]; rss: Record<string, number | string> }> {
  const auth = (token: string) => ({
    apikey: info.anonKey,
    Authorization: `Bearer ${token}`,
    'Content-Type': 'application/json',
  });
  const results: LoneResult[] = [];

  const stopFlood = new AbortController();
  const flood = loops(50, stopFlood.signal, (signal) =>
    fetch(`${info.apiUrl}/auth/v1/user`, { headers: auth(tokens.flood), signal }),
  );
  const floodSeconds = seconds * 2;
  const duringFlood = await loneGets(info, reader.token, reader.userId, floodSeconds);
  stopFlood.abort();
  await flood.done;
  const floodCount = [...flood.statuses.values()].reduce((a, b) => a + b, 0);
  results.push(
    lone(
      '(a) lone GET, one user floods GET /user (50)',
      duringFlood,
      `flood ${(floodCount / floodSeconds).toFixed(0)} req/s: ${counts(flood.statuses)}`,
    ),
  );
  printLone(results[0] as LoneResult);

  const stopHeavy = new AbortController();
  const heavy = loops(10, stopHeavy.signal, (signal) =>
    fetch(`${info.apiUrl}/rest/v1/rpc/bench_take_time`, {
      method: 'POST',
      headers: auth(tokens.heavy),
      body: JSON.stringify({ seconds: 7.5 }),
      signal,
    }),
  );
  const duringHeavy = await loneGets(info, reader.token, reader.userId, seconds * 6);
  results.push(
    lone(
      '(b) lone GET, one user runs 10 × pg_sleep(7.5)',
      duringHeavy,
      `heavy answers: ${counts(heavy.statuses)}`,
    ),
  );
  printLone(results[1] as LoneResult);

  // (c) with the heavy statements still running: 300 POSTs of 1 MB, abandoned after 3 s.
  const body = Buffer.from(JSON.stringify({ full_name: 'x'.repeat(1_000_000 - 16) }));
  const before = rssOf();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf());
  }, 50);
  const hangUp = new AbortController();
  setMaxListeners(Infinity, hangUp.signal);
  const posts = new Map<string, number>();
  const note = (status: string) => posts.set(status, (posts.get(status) ?? 0) + 1);
  // node:http, so the uploads share one buffer (fetch copies every body) and the bench's own memory
  // stays out of the way.
  const sent = Array.from(
    { length: 300 },
    () =>
      new Promise<void>((resolve) => {
        const req = request(`${info.apiUrl}/rest/v1/profiles`, {
          method: 'POST',
          signal: hangUp.signal,
          headers: { ...auth(tokens.poster), 'Content-Length': body.length },
        });
        req.on('response', (res) => {
          res.resume();
          res.on('end', () => {
            note(String(res.statusCode));
            resolve();
          });
          res.on('error', () => resolve());
        });
        req.on('error', () => {
          note('abandoned');
          resolve();
        });
        req.end(body);
      }),
  );
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  hangUp.abort();
  await Promise.all(sent);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  clearInterval(sampler);
  const after = rssOf();
  stopHeavy.abort();
  await heavy.done;
  const rss = { before, peak, after, answers: counts(posts) };
  console.log(
    `(c) 300 abandoned 1 MB POSTs during (b): backend RSS ${before.toFixed(0)} MB before, ` +
      `${peak.toFixed(0)} MB at peak, ${after.toFixed(0)} MB 2 s after abandoning (${rss.answers})`,
  );
  return { lone: results, rss };
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
  rssOf = () => rssMb(child.pid);
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
    for (const name of ['flood', 'heavy', 'poster']) await createUser(info, `${name}@bench.local`, password);
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
    const tokens = {
      flood: String((await signIn(info, 'flood@bench.local', password)).access_token),
      heavy: String((await signIn(info, 'heavy@bench.local', password)).access_token),
      poster: String((await signIn(info, 'poster@bench.local', password)).access_token),
    };
    const fair = await fairness(info, { token, userId }, tokens, seconds);
    if (args.includes('--json')) console.log(JSON.stringify({ results, signIns, ratio, fairness: fair }));
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
