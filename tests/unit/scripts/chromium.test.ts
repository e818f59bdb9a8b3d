import { describe, expect, it } from 'vitest';
import { ensureChromium, e2eChromiumPath, missingChromiumLine } from '../../../scripts/chromium.mjs';

const full = '/usr/bin/chromium';
const shell = '/usr/lib/chromium/chromium-headless-shell';
const byPackage: Record<string, string> = { chromium: full, 'chromium-headless-shell': shell };

function machine(
  files: string[],
  { isRoot = false, sudo = false, installs = true, env = {} as NodeJS.ProcessEnv } = {},
) {
  const present = new Set(files);
  const commands: string[] = [];
  const io = {
    env,
    exists: (p: string) => present.has(p),
    run: (cmd: string, args: string[]) => {
      commands.push([cmd, ...args].join(' '));
      if (cmd === 'sudo' && args.join(' ') === '-n true') return sudo ? 0 : 1;
      if (args.includes('install') && installs)
        for (const pkg of args) if (byPackage[pkg]) present.add(byPackage[pkg]);
      return 0;
    },
    isRoot,
    log: () => {},
  };
  return { io, commands };
}

describe('npm test on a newcomer machine without Chromium', () => {
  it('carries on when both Debian Chromiums are there', () => {
    const { io, commands } = machine([full, shell]);
    expect(ensureChromium(io)).toEqual({ ok: true });
    expect(commands).toEqual([]);
  });

  it("installs Debian's chromium and its headless shell as root, like .ci/run", () => {
    const { io, commands } = machine(['/usr/bin/apt-get'], { isRoot: true });
    expect(ensureChromium(io)).toEqual({ ok: true });
    expect(commands).toEqual([
      'apt-get update -qq',
      'apt-get install -y -qq chromium chromium-headless-shell',
    ]);
  });

  it('installs only the headless shell on a machine that had chromium (the e2e tests run on it)', () => {
    const { io, commands } = machine(['/usr/bin/apt-get', full], { isRoot: true });
    expect(ensureChromium(io)).toEqual({ ok: true });
    expect(commands).toEqual(['apt-get update -qq', 'apt-get install -y -qq chromium-headless-shell']);
  });

  it('installs through password-less sudo when not root', () => {
    const { io, commands } = machine(['/usr/bin/apt-get'], { sudo: true });
    expect(ensureChromium(io)).toEqual({ ok: true });
    expect(commands.slice(1)).toEqual([
      'sudo -n apt-get update -qq',
      'sudo -n apt-get install -y -qq chromium chromium-headless-shell',
    ]);
  });

  it('stops at once with one line naming the command when it cannot install', () => {
    const { io, commands } = machine(['/usr/bin/apt-get', full]);
    const result = ensureChromium(io);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.line).toBe(missingChromiumLine([shell], ['chromium-headless-shell']));
    expect(result.line).toMatch(/sudo apt-get install -y chromium-headless-shell/);
    expect(result.line.split('\n')).toHaveLength(1);
    expect(commands).toEqual(['sudo -n true']);
  });

  it('names the command when the install itself fails', () => {
    const { io } = machine(['/usr/bin/apt-get'], { isRoot: true, installs: false });
    expect(ensureChromium(io).ok).toBe(false);
  });

  it("a CHROMIUM_PATH of the person's own is only checked, and the e2e tests run on it", () => {
    const env = { CHROMIUM_PATH: '/opt/chrome/chrome' };
    expect(ensureChromium(machine(['/opt/chrome/chrome'], { env }).io)).toEqual({ ok: true });
    const { io, commands } = machine(['/usr/bin/apt-get'], { env, isRoot: true });
    expect(ensureChromium(io).ok).toBe(false);
    expect(commands).toEqual([]);
    expect(e2eChromiumPath(env)).toBe('/opt/chrome/chrome');
    expect(e2eChromiumPath({})).toBe(shell);
  });
});
