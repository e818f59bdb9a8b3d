import { describe, expect, it } from 'vitest';
import { ensurePostgres, findPostgresBin, missingPostgresLine } from '../../../scripts/postgres.mjs';

/** A machine with `files` (absolute paths) whose apt-get install adds PostgreSQL 15 when `installs`. */
function machine(files: string[], { isRoot = false, sudo = false, installs = true } = {}) {
  const present = new Set(files);
  const commands: string[] = [];
  const env = {};
  const list = (dir: string) =>
    [...present].filter((p) => p.startsWith(`${dir}/`)).map((p) => p.slice(dir.length + 1).split('/')[0]!);
  const find = () => findPostgresBin({ env, exists: (p) => present.has(p), list });
  const io = {
    env,
    find,
    exists: (p: string) => present.has(p),
    run: (cmd: string, args: string[]) => {
      commands.push([cmd, ...args].join(' '));
      if (cmd === 'sudo' && args.join(' ') === '-n true') return sudo ? 0 : 1;
      if (args.includes('install') && installs) {
        present.add('/usr/lib/postgresql/15/bin/initdb');
        present.add('/usr/lib/postgresql/15/bin/pg_ctl');
      }
      return 0;
    },
    isRoot,
    log: () => {},
  };
  return { io, commands };
}

const PG15 = ['/usr/lib/postgresql/15/bin/initdb', '/usr/lib/postgresql/15/bin/pg_ctl'];
const PG17 = ['/usr/lib/postgresql/17/bin/initdb', '/usr/lib/postgresql/17/bin/pg_ctl'];

describe('npm test on a machine without PostgreSQL (the real-PostgreSQL step)', () => {
  it('uses the newest Debian PostgreSQL that is there, and installs nothing', () => {
    const { io, commands } = machine([...PG15, ...PG17, '/usr/bin/apt-get'], { isRoot: true });
    expect(ensurePostgres(io)).toEqual({ ok: true, bin: '/usr/lib/postgresql/17/bin' });
    expect(commands).toEqual([]);
  });

  it("installs Debian's postgresql as root, like .ci/run", () => {
    const { io, commands } = machine(['/usr/bin/apt-get'], { isRoot: true });
    expect(ensurePostgres(io)).toEqual({ ok: true, bin: '/usr/lib/postgresql/15/bin' });
    expect(commands).toEqual(['apt-get update -qq', 'apt-get install -y -qq postgresql']);
  });

  it('installs through password-less sudo when not root', () => {
    const { io, commands } = machine(['/usr/bin/apt-get'], { sudo: true });
    expect(ensurePostgres(io).ok).toBe(true);
    expect(commands.slice(1)).toEqual([
      'sudo -n apt-get update -qq',
      'sudo -n apt-get install -y -qq postgresql',
    ]);
  });

  it('stops at once with one line naming the command when it cannot install', () => {
    const { io, commands } = machine(['/usr/bin/apt-get']);
    const result = ensurePostgres(io);
    expect(result).toEqual({ ok: false, line: missingPostgresLine() });
    expect(missingPostgresLine()).toMatch(/sudo apt-get install -y postgresql/);
    expect(missingPostgresLine().split('\n')).toHaveLength(1);
    expect(commands).toEqual(['sudo -n true']);
  });

  it('names PG_BIN when it points nowhere, and installs nothing over it', () => {
    const { io, commands } = machine(['/usr/bin/apt-get', ...PG15], { isRoot: true });
    const env = { PG_BIN: '/opt/pg/bin' };
    const result = ensurePostgres({ ...io, env, find: () => findPostgresBin({ env, exists: io.exists }) });
    expect(result).toEqual({ ok: false, line: missingPostgresLine(env) });
    expect(missingPostgresLine(env)).toMatch(/PG_BIN=\/opt\/pg\/bin/);
    expect(commands).toEqual([]);
  });

  it('fails with the one line when the install does not bring initdb', () => {
    const { io } = machine(['/usr/bin/apt-get'], { isRoot: true, installs: false });
    expect(ensurePostgres(io)).toEqual({ ok: false, line: missingPostgresLine() });
  });
});
