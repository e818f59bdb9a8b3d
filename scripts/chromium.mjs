/**
 * The newcomer's browser check for `npm test` (issue 12): Playwright runs on Debian's Chromium and
 * never downloads one. Two Debian packages of the same Chromium build are used:
 * - `chromium-headless-shell` (`/usr/lib/chromium/chromium-headless-shell`) runs the e2e tests
 *   (issue 33, suite time: the same tests took ≈ 13 % less CPU than on the full browser's headless
 *   mode — measured 66.3 vs 74.6 and 67.6 vs 80.8 CPU-s for 16 tests, alternating; it is the build
 *   Playwright itself runs headless tests on);
 * - `chromium` (`/usr/bin/chromium`): the full browser, for what measures or draws as a person's
 *   browser does (bench-web, the machine diagrams, the icons).
 * When one is missing, install it the way `.ci/run` does if this machine lets us (root, or
 * password-less sudo, with apt-get); otherwise stop at once with one line naming the command to run.
 * `CHROMIUM_PATH` names a Chromium of the person's own, used for everything.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Debian's Chromium packages by where they put their browser. */
export const DEBIAN_CHROMIUMS = [
  { path: '/usr/bin/chromium', pkg: 'chromium' },
  { path: '/usr/lib/chromium/chromium-headless-shell', pkg: 'chromium-headless-shell' },
];

/** The full browser (bench, diagrams, icons): `CHROMIUM_PATH`, else Debian's `/usr/bin/chromium`. */
export function chromiumPath(env = process.env) {
  return env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/** The e2e tests' browser (playwright.config.ts): `CHROMIUM_PATH`, else Debian's headless shell. */
export function e2eChromiumPath(env = process.env) {
  return env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell';
}

/** The one line a person sees when we cannot install the browsers ourselves. */
export function missingChromiumLine(paths, pkgs = DEBIAN_CHROMIUMS.map((known) => known.pkg)) {
  const list = [].concat(paths).join(' and ');
  return `Chromium is missing at ${list}: run \`sudo apt-get install -y ${pkgs.join(' ')}\` (or set CHROMIUM_PATH to a Chromium binary), then \`npm test\` again.`;
}

/**
 * Ensures the browsers exist. Returns `{ ok: true }` when they were there or got installed, else
 * `{ ok: false, line }` with the one line to print. Every side effect is injected so tests can drive it.
 * @param {{ env?: NodeJS.ProcessEnv, exists?: (p: string) => boolean, run?: (cmd: string, args: string[]) => number,
 *   isRoot?: boolean, log?: (line: string) => void }} [io]
 */
export function ensureChromium(io = {}) {
  const env = io.env ?? process.env;
  const exists = io.exists ?? existsSync;
  const run =
    io.run ??
    ((cmd, args) =>
      spawnSync(cmd, args, {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      }).status ?? 1);
  const log = io.log ?? ((line) => console.log(line));
  // A custom CHROMIUM_PATH is the person's own: we only check it.
  if (env.CHROMIUM_PATH !== undefined) {
    return exists(env.CHROMIUM_PATH)
      ? { ok: true }
      : { ok: false, line: missingChromiumLine(env.CHROMIUM_PATH) };
  }
  const missing = DEBIAN_CHROMIUMS.filter((known) => !exists(known.path));
  if (missing.length === 0) return { ok: true };
  const paths = missing.map((known) => known.path);
  const pkgs = missing.map((known) => known.pkg);
  const canApt = exists('/usr/bin/apt-get');
  const isRoot = io.isRoot ?? process.getuid?.() === 0;
  const prefix = isRoot ? [] : run('sudo', ['-n', 'true']) === 0 ? ['sudo', '-n'] : null;
  if (canApt && prefix) {
    log(
      `Chromium is missing at ${paths.join(' and ')}: installing Debian's ${pkgs.join(' ')} (as .ci/run does)…`,
    );
    const [cmd, ...pre] = prefix.length ? prefix : ['apt-get'];
    const apt = prefix.length ? [...pre, 'apt-get'] : [];
    const ok =
      run(cmd, [...apt, 'update', '-qq']) === 0 &&
      run(cmd, [...apt, 'install', '-y', '-qq', ...pkgs]) === 0 &&
      paths.every((path) => exists(path));
    if (ok) return { ok: true };
  }
  return { ok: false, line: missingChromiumLine(paths, pkgs) };
}
