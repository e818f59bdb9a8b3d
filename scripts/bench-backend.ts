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
 * Then availability (issue 31): `free_rooms` for a 3-night stay at random dates over 5 years of stays
 * for 50 rooms (~22,800 stays, seeded in SQL with generate_series by a bench-only function): the
 * call's time inside the database (p50/p95 of 200 calls, RLS applied; aim ≤ 5 ms) and through
 * `POST /rest/v1/rpc/free_rooms` (p50/p95, HTTP included).
 *
 * Options: `--seconds N` per phase (default 5; the fairness phases take 2× and 6× that), `--rooms-only`
 * runs only the availability bench, `--fairness-only` only the fairness figures, `--json`
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
grant execute on function public.bench_take_time(float8) to authenticated;

-- Issue 31: a lodge owned by the caller with p_rooms rooms. @returns the lodge id.
create function public.bench_seed_rooms(p_rooms int) returns uuid
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_lodge uuid;
begin
  insert into public.lodges (name) values ('Bench Lodge') returning id into v_lodge;
  insert into public.lodge_members (lodge_id, user_id, role) values (v_lodge, auth.uid(), 'owner')
  on conflict do nothing;
  insert into public.rooms (lodge_id, name, sort_order, nightly_rate)
  select v_lodge, 'Room ' || g, g, 185000 from generate_series(1, p_rooms) g;
  return v_lodge;
end $$;
grant execute on function public.bench_seed_rooms(int) to authenticated;

-- Issue 31: in every room of the lodge, 3-night stays k = p_from .. p_to - 1, one every 4 days from
-- 1 January 2022 (75 % occupancy); called in slices, each well under the statement timeout.
create function public.bench_seed_stays(p_lodge_id uuid, p_from int, p_to int, p_last int) returns int
language plpgsql volatile security definer set search_path = '' as $$
begin
  -- The bench measures the read: the per-row triggers (timestamps, guards, the held-nights copy) are
  -- off while it seeds; the constraints (the exclusion constraint included) still hold.
  alter table public.bookings disable trigger user;
  alter table public.stay_rooms disable trigger user;
  insert into public.bookings (id, lodge_id, kind, date, time, name, guests, adults, children, arrival, departure, status)
  select md5(r.id::text || ':' || k)::uuid, p_lodge_id, 'stay', d, '14:00', 'Guest ' || k, 2, 2, 0, d, d + 3, 'checked_out'
    from public.rooms r
    cross join generate_series(p_from, p_to - 1) k
    cross join lateral (select date '2022-01-01' + k * 4 + r.sort_order % 4 as d) x
   where r.lodge_id = p_lodge_id;
  insert into public.stay_rooms (lodge_id, booking_id, room_id, arrival, departure, nightly_rate)
  select p_lodge_id, md5(r.id::text || ':' || k)::uuid, r.id, d, d + 3, 185000
    from public.rooms r
    cross join generate_series(p_from, p_to - 1) k
    cross join lateral (select date '2022-01-01' + k * 4 + r.sort_order % 4 as d) x
   where r.lodge_id = p_lodge_id;
  alter table public.bookings enable trigger user;
  alter table public.stay_rooms enable trigger user;
  if p_to >= p_last then
    analyze public.rooms;
    analyze public.stay_rooms;
  end if;
  return (p_to - p_from) * (select count(*) from public.rooms where lodge_id = p_lodge_id)::int;
end $$;
grant execute on function public.bench_seed_stays(uuid, int, int, int) to authenticated;

-- Issue 31: p_calls free_rooms calls for 3 nights at random dates over the seeded years, as the caller
-- (RLS applied); @returns each call's time in ms.
create function public.bench_free_rooms_ms(p_lodge_id uuid, p_calls int, p_years int) returns float8[]
language plpgsql volatile security invoker set search_path = '' as $$
declare
  v_times float8[] := '{}';
  v_day date;
  v_started timestamptz;
  v_free int;
begin
  for i in 1..p_calls loop
    v_day := date '2022-01-01' + (random() * (p_years * 365 - 4))::int;
    v_started := clock_timestamp();
    select count(*) into v_free from public.free_rooms(p_lodge_id, v_day, v_day + 3);
    v_times := v_times || (extract(epoch from clock_timestamp() - v_started) * 1000)::float8;
  end loop;
  return v_times;
end $$;
grant execute on function public.bench_free_rooms_ms(uuid, int, int) to authenticated;`;

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

/** Issue 31's availability bench: free_rooms at 5 years of stays for 50 rooms (see the top of the file). */
async function availability(info: ServeInfo, token: string): Promise<Record<string, number>> {
  const years = 5;
  const roomCount = 50;
  const rpc = async (name: string, body: Record<string, unknown>) =>
    fetch(`${info.apiUrl}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: {
        apikey: info.anonKey,
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
      body: JSON.stringify(body),
    });
  const seedStarted = performance.now();
  const seeded = await rpc('bench_seed_rooms', { p_rooms: roomCount });
  const lodgeId = (await seeded.json()) as string;
  if (!seeded.ok) throw new Error(`bench_seed_rooms: HTTP ${seeded.status} ${JSON.stringify(lodgeId)}`);
  const perRoom = Math.floor((years * 365) / 4);
  const slice = 40; // 40 stays × 50 rooms per request: well under the statement timeout
  for (let from = 0; from < perRoom; from += slice) {
    const answer = await rpc('bench_seed_stays', {
      p_lodge_id: lodgeId,
      p_from: from,
      p_to: Math.min(perRoom, from + slice),
      p_last: perRoom,
    });
    if (!answer.ok) throw new Error(`bench_seed_stays: HTTP ${answer.status} ${await answer.text()}`);
  }
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const stays = perRoom * roomCount;
  // Inside the database (RLS applied), after a warm-up.
  await rpc('bench_free_rooms_ms', { p_lodge_id: lodgeId, p_calls: 5, p_years: years });
  const inDb: number[] = [];
  for (let round = 0; round < 8; round += 1) {
    const timed = await rpc('bench_free_rooms_ms', { p_lodge_id: lodgeId, p_calls: 25, p_years: years });
    const timedBody: unknown = await timed.json();
    if (!timed.ok || !Array.isArray(timedBody))
      throw new Error(`bench_free_rooms_ms: HTTP ${timed.status} ${JSON.stringify(timedBody)}`);
    inDb.push(...timedBody.map(Number));
  }
  inDb.sort((a, b) => a - b);
  // Through the REST API, one call at a time.
  const http: number[] = [];
  for (let i = 0; i < 220; i += 1) {
    const day = new Date(Date.UTC(2022, 0, 1) + Math.floor(Math.random() * (years * 365 - 4)) * 86_400_000);
    const arrival = day.toISOString().slice(0, 10);
    const departure = new Date(day.getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
    const t0 = performance.now();
    const response = await rpc('free_rooms', {
      p_lodge_id: lodgeId,
      p_arrival: arrival,
      p_departure: departure,
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`free_rooms: HTTP ${response.status}`);
    if (i >= 20) http.push(performance.now() - t0);
  }
  http.sort((a, b) => a - b);
  const result = {
    stays,
    rooms: roomCount,
    seedSeconds,
    dbP50: percentile(inDb, 50),
    dbP95: percentile(inDb, 95),
    httpP50: percentile(http, 50),
    httpP95: percentile(http, 95),
  };
  console.log(
    `free_rooms, ${stays} stays over ${years} years in ${roomCount} rooms (seeded in ${seedSeconds.toFixed(1)} s): ` +
      `in the database p50 ${result.dbP50.toFixed(2)} ms, p95 ${result.dbP95.toFixed(2)} ms (aim ≤ 5 ms); ` +
      `through REST p50 ${result.httpP50.toFixed(2)} ms, p95 ${result.httpP95.toFixed(2)} ms`,
  );
  return result;
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
    if (args.includes('--rooms-only')) {
      const rooms = await availability(info, token);
      if (args.includes('--json')) console.log(JSON.stringify({ availability: rooms }));
      return;
    }
    // Warm-up (JIT, PGlite caches).
    await phase('warm-up', info, token, userId, 10, 1);
    if (args.includes('--fairness-only')) {
      const fair = await fairness(info, { token, userId }, await fairnessTokens(info, password), seconds);
      if (args.includes('--json')) console.log(JSON.stringify({ fairness: fair }));
      return;
    }

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
    const fair = await fairness(info, { token, userId }, await fairnessTokens(info, password), seconds);
    const rooms = await availability(info, token);
    if (args.includes('--json'))
      console.log(JSON.stringify({ results, signIns, ratio, fairness: fair, availability: rooms }));
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

/** The access tokens of the fairness phases' three users (created before the phases). */
async function fairnessTokens(
  info: ServeInfo,
  password: string,
): Promise<{ flood: string; heavy: string; poster: string }> {
  return {
    flood: String((await signIn(info, 'flood@bench.local', password)).access_token),
    heavy: String((await signIn(info, 'heavy@bench.local', password)).access_token),
    poster: String((await signIn(info, 'poster@bench.local', password)).access_token),
  };
}

if (process.argv.includes('--serve')) void serve();
else
  bench().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
