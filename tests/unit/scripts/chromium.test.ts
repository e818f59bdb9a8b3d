import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM script without types; its JSDoc documents the shapes.
import { ensureChromium, missingChromiumLine } from '../../../scripts/chromium.mjs';

type Io = {
  path: string;
  exists: (p: string) => boolean;
  run: (c: string, a: string[]) => number;
  isRoot: boolean;
};

function machine(files: string[], { isRoot = false, sudo = false, installs = true } = {}) {
  const present = new Set(files);
  const commands: string[] = [];
  const io: Io & { log: (l: string) => void } = {
    path: '/usr/bin/chromium',
    exists: (p) => present.has(p),
    run: (cmd, args) => {
      commands.push([cmd, ...args].join(' '));
      if (cmd === 'sudo' && args.join(' ') === '-n true') return sudo ? 0 : 1;
      if (args.includes('install') && installs) present.add('/usr/bin/chromium');
      return 0;
    },
    isRoot,
    log: () => {},
  };
  return { io, commands };
}

describe('npm test on a newcomer machine without Chromium', () => {
  it('carries on when the system Chromium is there', () => {
    const { io, commands } = machine(['/usr/bin/chromium']);
    expect(ensureChromium(io)).toEqual({ ok: true });
    expect(commands).toEqual([]);
  });

  it("installs Debian's chromium as root, like .ci/run", () => {
    const { io, commands } = machine(['/usr/bin/apt-get'], { isRoot: true });
    expect(ensureChromium(io)).toEqual({ ok: true });
    expect(commands).toEqual(['apt-get update -qq', 'apt-get install -y -qq chromium']);
  });

  it('installs through password-less sudo when not root', () => {
    const { io, commands } = machine(['/usr/bin/apt-get'], { sudo: true });
    expect(ensureChromium(io)).toEqual({ ok: true });
    expect(commands.slice(1)).toEqual([
      'sudo -n apt-get update -qq',
      'sudo -n apt-get install -y -qq chromium',
    ]);
  });

  it('stops at once with one line naming the command when it cannot install', () => {
    const { io, commands } = machine(['/usr/bin/apt-get']);
    const result = ensureChromium(io);
    expect(result.ok).toBe(false);
    expect(result.line).toBe(missingChromiumLine('/usr/bin/chromium'));
    expect(result.line).toMatch(/sudo apt-get install -y chromium/);
    expect(result.line.split('\n')).toHaveLength(1);
    expect(commands).toEqual(['sudo -n true']);
  });

  it('names the command when the install itself fails', () => {
    const { io } = machine(['/usr/bin/apt-get'], { isRoot: true, installs: false });
    expect(ensureChromium(io).ok).toBe(false);
  });
});
