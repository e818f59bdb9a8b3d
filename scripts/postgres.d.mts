/** Types of scripts/postgres.mjs (plain ESM so scripts/test.mjs can import it without tsx). */
export function findPostgresBin(io?: {
  env?: NodeJS.ProcessEnv;
  exists?: (p: string) => boolean;
  list?: (dir: string) => string[];
}): string | undefined;
export function missingPostgresLine(env?: NodeJS.ProcessEnv): string;
export function ensurePostgres(io?: {
  find?: () => string | undefined;
  exists?: (p: string) => boolean;
  env?: NodeJS.ProcessEnv;
  run?: (cmd: string, args: string[]) => number;
  isRoot?: boolean;
  log?: (line: string) => void;
}): { ok: true; bin: string } | { ok: false; line: string };
