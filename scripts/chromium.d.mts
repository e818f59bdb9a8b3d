/** Types of scripts/chromium.mjs (plain ESM so scripts/test.mjs can import it without tsx). */
export const DEBIAN_CHROMIUMS: readonly { path: string; pkg: string }[];
export function chromiumPath(env?: NodeJS.ProcessEnv): string;
export function e2eChromiumPath(env?: NodeJS.ProcessEnv): string;
export function missingChromiumLine(paths: string | string[], pkgs?: string[]): string;
export function ensureChromium(io?: {
  env?: NodeJS.ProcessEnv;
  exists?: (p: string) => boolean;
  run?: (cmd: string, args: string[]) => number;
  isRoot?: boolean;
  log?: (line: string) => void;
}): { ok: true } | { ok: false; line: string };
