/**
 * The newcomer's Chromium check for `npm test` (issue 12): Playwright runs on the system Chromium and
 * never downloads one. When the browser is missing, install Debian's `chromium` the way `.ci/run`
 * does if this machine lets us (root, or password-less sudo, with apt-get); otherwise stop at once
 * with one line naming the command to run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Where Playwright looks (playwright.config.ts): `CHROMIUM_PATH`, else Debian's `/usr/bin/chromium`. */
export function chromiumPath(env = process.env) {
  return env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/** The one line a person sees when we cannot install the browser ourselves. */
export function missingChromiumLine(path) {
  return `Chromium is missing at ${path}: run \`sudo apt-get install -y chromium\` (or set CHROMIUM_PATH to a Chromium binary), then \`npm test\` again.`;
}

/**
 * Ensures the browser exists. Returns `{ ok: true }` when it was there or got installed, else
 * `{ ok: false, line }` with the one line to print. Every side effect is injected so tests can drive it.
 * @param {{ path?: string, exists?: (p: string) => boolean, run?: (cmd: string, args: string[]) => number,
 *   isRoot?: boolean, log?: (line: string) => void }} [io]
 */
export function ensureChromium(io = {}) {
  const path = io.path ?? chromiumPath();
  const exists = io.exists ?? existsSync;
  const run =
    io.run ??
    ((cmd, args) =>
      spawnSync(cmd, args, {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      }).status ?? 1);
  const log = io.log ?? ((line) => console.log(line));
  if (exists(path)) return { ok: true };
  // Only Debian's package lands at the default path; a custom CHROMIUM_PATH is the person's own.
  const canApt = path === '/usr/bin/chromium' && exists('/usr/bin/apt-get');
  const isRoot = io.isRoot ?? process.getuid?.() === 0;
  const prefix = isRoot ? [] : run('sudo', ['-n', 'true']) === 0 ? ['sudo', '-n'] : null;
  if (canApt && prefix) {
    log(`Chromium is missing at ${path}: installing Debian's chromium (as .ci/run does)…`);
    const [cmd, ...pre] = prefix.length ? prefix : ['apt-get'];
    const apt = prefix.length ? [...pre, 'apt-get'] : [];
    const ok =
      run(cmd, [...apt, 'update', '-qq']) === 0 &&
      run(cmd, [...apt, 'install', '-y', '-qq', 'chromium']) === 0 &&
      exists(path);
    if (ok) return { ok: true };
  }
  return { ok: false, line: missingChromiumLine(path) };
}
