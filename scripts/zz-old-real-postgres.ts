/**
 * `npm run test:postgres` (and a step of `npm test`): the project's migrations on a REAL PostgreSQL set
 * up like hosted Supabase (issue 23), because the embedded backend's PGlite is PostgreSQL 18 running
 * everything as one superuser, while hosted runs 15 or 17 with a non-superuser `postgres`.
 *
 *  1. a throwaway cluster: Debian's `initdb` and `pg_ctl` (scripts/postgres.mjs finds them, or installs
 *     Debian's `postgresql` when allowed) as the `postgres` OS user when run as root, in a temp folder
 *     it owns, on a free port, listening only on a unix socket in that folder;
 *  2. hosted Supabase's roles, `auth` schema and functions (tests/postgres/hosted-supabase.sql, written
 *     from the public supabase/postgres and supabase/auth migrations);
 *  3. every `supabase/migrations` file, each in its own transaction, then `supabase/seed.sql`, as the
 *     demoted non-superuser `postgres` — as `supabase db push` does;
 *  4. the checks of tests/postgres/checks.ts: hosted parity (what `postgres` may not do in auth),
 *     schema safety under the older default privileges, and the RLS matrix as SQL the PostgREST way.
 * Prints one summary line naming the PostgreSQL version; exits non-zero on any failure. Nothing is
 * downloaded; the cluster and its folder are removed at the end.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, readFileSync, readdirSync, rmSync, existsSync } from 'node:fs';
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

/** Runs a PostgreSQL tool, as the `postgres` OS user when we are root (initdb refuses root). */
function runTool(bin: string, tool: string, args: string[], asPostgres: boolean): void {
  const command = asPostgres ? 'runuser' : path.join(bin, tool);
  const argv = asPostgres ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args;
  const result = spawnSync(command, argv, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `${tool} failed (${result.status ?? result.signal}): ${result.stderr || result.stdout || result.error}`,
    );
  }
}

function osUserIds(name: string): { uid: number; gid: number } | undefined {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${name}:`));
  const [, , uid, gid] = line?.split(':') ?? [];
  return uid && gid ? { uid: Number(uid), gid: Number(gid) } : undefined;
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

async function main(): Promise<number> {
  const started = Date.now();
  const found = ensurePostgres();
  if (!found.ok) {
    console.error(found.line);
    return 1;
  }
  const bin: string = found.bin;
  const isRoot = process.getuid?.() === 0;
  const postgresUser = isRoot ? osUserIds('postgres') : undefined;
  if (isRoot && !postgresUser) {
    console.error(
      "Real PostgreSQL: running as root but there is no `postgres` OS user to run initdb as (Debian's postgresql package makes it).",
    );
    return 1;
  }
  // As root the folder must be reachable by the postgres OS user: /tmp, whatever TMPDIR says.
  const dir = mkdtempSync(path.join(isRoot ? '/tmp' : tmpdir(), 'ecolodge-real-pg-'));
  const data = path.join(dir, 'data');
  const port = await freePort();
  let clusterStarted = false;
  const clients: pg.Client[] = [];
  try {
    if (postgresUser) chownSync(dir, postgresUser.uid, postgresUser.gid);
    chmodSync(dir, 0o700);
    runTool(
      bin,
      'initdb',
      ['-D', data, '-U', 'supabase_admin', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
      !!postgresUser,
    );
    runTool(
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
      !!postgresUser,
    );
    clusterStarted = true;
    // Ctrl-C or a CI timeout must not leave a server behind.
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        spawnSync(postgresUser ? 'runuser' : path.join(bin, 'pg_ctl'), [
          ...(postgresUser ? ['-u', 'postgres', '--', path.join(bin, 'pg_ctl')] : []),
          ...['-D', data, '-m', 'immediate', 'stop'],
        ]);
        rmSync(dir, { recursive: true, force: true });
        process.exit(130);
      });
    }
    const connect = async (user: string) => {
      const client = new pg.Client({ host: dir, port, user, database: 'postgres' });
      await client.connect();
      clients.push(client);
      return client;
    };
    const admin = await connect('supabase_admin');
    const version = (await admin.query<{ v: string }>(`select current_setting('server_version') as v`))
      .rows[0]!.v;
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
    for (const failure of report.failures) console.error(`✘ ${failure}`);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const verdict = report.failures.length === 0 ? 'passed' : `${report.failures.length} FAILED`;
    console.log(
      `Real PostgreSQL ${version}: ${files.length} migrations and seed.sql applied as postgres (not a superuser); ` +
        `${report.checks} checks, RLS matrix ${report.cells} cells: ${verdict} (${seconds} s)`,
    );
    return report.failures.length === 0 ? 0 : 1;
  } catch (error) {
    console.error(`✘ Real PostgreSQL: ${error instanceof Error ? error.message : String(error)}`);
    const log = path.join(dir, 'server.log');
    if (existsSync(log)) console.error(readFileSync(log, 'utf8').split('\n').slice(-15).join('\n'));
    return 1;
  } finally {
    for (const client of clients) await client.end().catch(() => undefined);
    if (clusterStarted) {
      try {
        runTool(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'], !!postgresUser);
      } catch (error) {
        console.error(`could not stop the throwaway cluster in ${data}: ${String(error)}`);
      }
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
