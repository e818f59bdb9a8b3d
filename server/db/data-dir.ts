import { randomUUID } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Where each piece of backend state lives inside the data folder (`.data/` by default). */
export interface DataPaths {
  root: string;
  /** PGlite's cluster (PGDATA). */
  pglite: string;
  /** The HS256 secret all JWTs are signed with. */
  jwtSecret: string;
  /** Pid lock: JSON {pid, apiUrl, mailUrl, startedAt} while a backend owns the folder. */
  lock: string;
  /** Caught mails (JSON array), so confirmation links survive a restart. */
  mail: string;
}

/** Resolves the file layout of a data folder (creating nothing). */
export function dataPaths(dataDir: string): DataPaths {
  const root = resolve(dataDir);
  return {
    root,
    pglite: join(root, 'pglite'),
    jwtSecret: join(root, 'jwt-secret'),
    lock: join(root, 'backend.lock'),
    mail: join(root, 'mail.json'),
  };
}

/** Tokens of the locks this process holds, by lock path. */
const ownTokens = new Map<string, string>();

/** Content of the lock file. */
export interface LockInfo {
  pid: number;
  apiUrl?: string;
  mailUrl?: string;
  startedAt?: string;
  /** Random token of this start: only the process that wrote it annotates or removes the lock. */
  token?: string;
  /**
   * Start time of the owning process in clock ticks since boot (field 22 of `/proc/<pid>/stat`), so a
   * pid reused by an unrelated process after a crash is recognised as not ours.
   */
  pidStart?: string;
}

/** Start time of a process (`/proc/<pid>/stat` field 22), or undefined where /proc is unavailable. */
export function processStartTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may contain spaces: count fields after it.
    const afterName = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return afterName[19];
  } catch {
    return undefined;
  }
}

/**
 * True when the lock's owner is still running: its pid is alive and, when the lock recorded the
 * process start time, the process on that pid started at that time (else the pid was reused).
 */
export function isLockOwnerAlive(lock: LockInfo): boolean {
  if (!isProcessAlive(lock.pid)) return false;
  if (!lock.pidStart) return true;
  const current = processStartTime(lock.pid);
  return current === undefined || current === lock.pidStart;
}

/** True when a process with this pid exists (EPERM means it exists but belongs to someone else). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Reads the lock file, or undefined when there is none or it is unreadable. */
export function readLock(paths: DataPaths): LockInfo | undefined {
  try {
    const info = JSON.parse(readFileSync(paths.lock, 'utf8')) as LockInfo;
    return typeof info.pid === 'number' ? info : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes the data folder for this process (PGlite has no cross-process lock and two processes on one
 * folder corrupt it: electric-sql/pglite#323). A lock left by a dead pid, or by a pid now used by
 * another process (start time differs), is taken over.
 * @returns a function that releases the lock (idempotent).
 * @throws Error naming the owning pid when a live process holds the folder (including this process).
 */
export function acquireLock(paths: DataPaths): () => void {
  mkdirSync(paths.root, { recursive: true });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    let fd: number;
    try {
      fd = openSync(paths.lock, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readLock(paths);
      if (owner && isLockOwnerAlive(owner)) {
        throw new Error(
          `The data folder ${paths.root} is already used by another backend (pid ${owner.pid}` +
            `${owner.apiUrl ? `, ${owner.apiUrl}` : ''}). Stop that process first, or set DATA_DIR to another folder.`,
          { cause: error },
        );
      }
      rmSync(paths.lock, { force: true });
      continue;
    }
    const token = randomUUID();
    const info: LockInfo = {
      pid: process.pid,
      startedAt: new Date().toISOString(),
      token,
      pidStart: processStartTime(process.pid),
    };
    writeSync(fd, JSON.stringify(info));
    closeSync(fd);
    ownTokens.set(paths.lock, token);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (readLock(paths)?.token === token) rmSync(paths.lock, { force: true });
      if (ownTokens.get(paths.lock) === token) ownTokens.delete(paths.lock);
    };
  }
  throw new Error(`Could not take the lock ${paths.lock}`);
}

/** Adds the listening URLs to this process's lock file (read by `npm run backend:status`). */
export function annotateLock(paths: DataPaths, info: Omit<LockInfo, 'pid'>): void {
  const current = readLock(paths);
  if (!current || current.token !== ownTokens.get(paths.lock)) return;
  const fd = openSync(paths.lock, 'w');
  writeSync(fd, JSON.stringify({ ...current, ...info }));
  closeSync(fd);
}
