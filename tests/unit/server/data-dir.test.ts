import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  acquireLock,
  annotateLock,
  dataPaths,
  processStartTime,
  readLock,
} from '../../../server/db/data-dir.ts';

let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'ecolodge-lock-'));
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('data folder pid lock', () => {
  it('takes the folder, records this pid and releases it', () => {
    const paths = dataPaths(root);
    const release = acquireLock(paths);
    expect(readLock(paths)?.pid).toBe(process.pid);
    annotateLock(paths, { apiUrl: 'http://127.0.0.1:1' });
    expect(readLock(paths)).toMatchObject({ pid: process.pid, apiUrl: 'http://127.0.0.1:1' });
    release();
    expect(existsSync(paths.lock)).toBe(false);
  });

  it('refuses a folder held by a live process, naming it', () => {
    const paths = dataPaths(root);
    const release = acquireLock(paths);
    expect(() => acquireLock(paths)).toThrow(
      new RegExp(`already used by another backend \\(pid ${process.pid}`),
    );
    release();
  });

  it('takes over a stale lock left by a dead process', () => {
    const paths = dataPaths(root);
    // Pids are capped well below 2^22 on Linux, so this one cannot be alive.
    writeFileSync(paths.lock, JSON.stringify({ pid: 4_194_999 }));
    const release = acquireLock(paths);
    expect(JSON.parse(readFileSync(paths.lock, 'utf8'))).toMatchObject({ pid: process.pid });
    release();
  });

  it('stale lock whose pid belongs to another process does not block start-up', () => {
    const paths = dataPaths(root);
    // The parent process is alive, but it is not the backend that wrote this lock: its start time differs.
    expect(processStartTime(process.ppid)).toBeDefined();
    writeFileSync(paths.lock, JSON.stringify({ pid: process.ppid, pidStart: '1', token: 'someone-else' }));
    const release = acquireLock(paths);
    expect(readLock(paths)).toMatchObject({ pid: process.pid, pidStart: processStartTime(process.pid) });
    release();
  });

  it('still refuses a live backend whose start time matches', () => {
    const paths = dataPaths(root);
    writeFileSync(
      paths.lock,
      JSON.stringify({ pid: process.ppid, pidStart: processStartTime(process.ppid) }),
    );
    expect(() => acquireLock(paths)).toThrow(new RegExp(`pid ${process.ppid}`));
  });
});
