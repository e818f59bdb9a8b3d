/**
 * The real-PostgreSQL job's server check for `npm test` (issue 23), as chromium.mjs is for the
 * browser: the job runs Debian's PostgreSQL (`initdb`, `pg_ctl`) and never downloads one. When it is
 * missing, install Debian's `postgresql` the way `.ci/run` does if this machine lets us (root, or
 * password-less sudo, with apt-get); otherwise stop at once with one line naming the command to run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const DEBIAN_ROOT = '/usr/lib/postgresql';

/**
 * The bin folder of the newest PostgreSQL with `initdb` and `pg_ctl`: `PG_BIN` when set, else the
 * highest major under /usr/lib/postgresql (Debian's layout). Undefined when there is none.
 * @param {{ env?: NodeJS.ProcessEnv, exists?: (p: string) => boolean, list?: (dir: string) => string[] }} [io]
 */
export function findPostgresBin(io = {}) {
  const env = io.env ?? process.env;
  const exists = io.exists ?? existsSync;
  const list = io.list ?? ((dir) => (existsSync(dir) ? readdirSync(dir) : []));
  const usable = (dir) => exists(path.join(dir, 'initdb')) && exists(path.join(dir, 'pg_ctl'));
  if (env.PG_BIN) return usable(env.PG_BIN) ? env.PG_BIN : undefined;
  const majors = list(DEBIAN_ROOT)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  for (const major of majors) {
    const dir = path.join(DEBIAN_ROOT, major, 'bin');
    if (usable(dir)) return dir;
  }
  return undefined;
}

/** The one line a person sees when we cannot install PostgreSQL ourselves. */
export function missingPostgresLine(env = process.env) {
  if (env.PG_BIN) {
    return `PostgreSQL is missing at PG_BIN=${env.PG_BIN} (no initdb and pg_ctl there): point PG_BIN at a PostgreSQL bin folder, or unset it and run \`sudo apt-get install -y postgresql\`.`;
  }
  return 'PostgreSQL is missing (no initdb under /usr/lib/postgresql/*/bin): run `sudo apt-get install -y postgresql` (or set PG_BIN to a PostgreSQL bin folder), then `npm test` again.';
}

/**
 * Ensures a PostgreSQL server exists. Returns `{ ok: true, bin }` when it was there or got installed,
 * else `{ ok: false, line }` with the one line to print. Side effects are injected for tests.
 * @param {{ find?: () => string | undefined, exists?: (p: string) => boolean, env?: NodeJS.ProcessEnv,
 *   run?: (cmd: string, args: string[]) => number, isRoot?: boolean, log?: (line: string) => void }} [io]
 */
export function ensurePostgres(io = {}) {
  const env = io.env ?? process.env;
  const find = io.find ?? (() => findPostgresBin({ env }));
  const exists = io.exists ?? existsSync;
  const run =
    io.run ??
    ((cmd, args) =>
      spawnSync(cmd, args, {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      }).status ?? 1);
  const log = io.log ?? ((line) => console.log(line));
  const found = find();
  if (found) return { ok: true, bin: found };
  const isRoot = io.isRoot ?? process.getuid?.() === 0;
  const prefix = isRoot ? [] : run('sudo', ['-n', 'true']) === 0 ? ['sudo', '-n'] : null;
  // Only Debian's package lands under /usr/lib/postgresql; a PG_BIN is the person's own.
  if (!env.PG_BIN && exists('/usr/bin/apt-get') && prefix) {
    log("PostgreSQL is missing: installing Debian's postgresql (as .ci/run does)…");
    const [cmd, ...pre] = prefix.length ? prefix : ['apt-get'];
    const apt = prefix.length ? [...pre, 'apt-get'] : [];
    const installed =
      run(cmd, [...apt, 'update', '-qq']) === 0 &&
      run(cmd, [...apt, 'install', '-y', '-qq', 'postgresql']) === 0;
    const bin = installed ? find() : undefined;
    if (bin) return { ok: true, bin };
  }
  return { ok: false, line: missingPostgresLine(env) };
}
