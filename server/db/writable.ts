import { accessSync, constants, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Whether PGlite can still write its data folder. A write that meets a folder or file it cannot write
 * makes PGlite (Postgres in WebAssembly) spin at 100 % CPU forever: `/health` stops answering and
 * SIGTERM is never handled. So every write request asks here first and is refused with a 503 instead.
 *
 * Emscripten's file system checks mode bits itself (`FS.nodePermissions`: no write bit in `0o222` →
 * EACCES), whatever the process's uid, so a folder made read-only with `chmod` stops PGlite even when
 * it runs as root, where `access(W_OK)` would say yes: both are checked.
 *
 * Every folder under `pglite/` (about 30) is checked on each call; the files (about 1,000) are
 * walked at most every `fileRecheckMs` and their verdict reused in between.
 */
export class WritableWatch {
  private dirs: string[] = [];
  private dirsListedAt = 0;
  private fileProblem: string | undefined;
  private filesCheckedAt = 0;

  /**
   * @param dataDir the data folder (holds `mail.json`, the lock, …).
   * @param pgdata PGlite's cluster folder inside it.
   */
  constructor(
    private readonly dataDir: string,
    private readonly pgdata: string,
    private readonly options: { fileRecheckMs?: number; dirRelistMs?: number; now?: () => number } = {},
  ) {}

  /** Why something PGlite writes is not writable (naming it), or undefined when all is. */
  problem(): string | undefined {
    const now = (this.options.now ?? Date.now)();
    if (now - this.dirsListedAt > (this.options.dirRelistMs ?? 30_000) || this.dirs.length === 0) {
      this.dirs = listDirs(this.pgdata);
      this.dirsListedAt = now;
    }
    for (const dir of [this.dataDir, this.pgdata, ...this.dirs]) {
      const problem = notWritable(dir);
      if (problem) return problem;
    }
    if (now - this.filesCheckedAt > (this.options.fileRecheckMs ?? 5_000)) {
      this.fileProblem = firstUnwritableFile(this.pgdata);
      this.filesCheckedAt = now;
    }
    return this.fileProblem;
  }
}

function describe(path: string, code: string, folder: boolean): string {
  return `The data ${folder ? 'folder' : 'file'} ${path} is not writable (${code}); changes are refused until it is.`;
}

/** Why `path` cannot be written, or undefined. A path that vanished is not reported (PGlite removes files). */
function notWritable(path: string, folder = true): string | undefined {
  try {
    accessSync(path, constants.W_OK);
    if ((statSync(path).mode & 0o222) === 0) return describe(path, 'no write permission bits', folder);
    return undefined;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    return code === 'ENOENT' ? undefined : describe(path, code, folder);
  }
}

function listDirs(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (!entry.isDirectory()) continue;
      const path = join(dir, entry.name);
      found.push(path);
      walk(path);
    }
  };
  walk(root);
  return found;
}

function firstUnwritableFile(root: string): string | undefined {
  for (const dir of [root, ...listDirs(root)]) {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const problem = notWritable(join(dir, entry.name), false);
      if (problem) return problem;
    }
  }
  return undefined;
}
