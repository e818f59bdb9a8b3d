/**
 * `npm run backend:status`: prints the local backend's URLs and keys like `supabase status`, and whether
 * a backend currently owns the data folder. Reads DATA_DIR (default .data), API_PORT, MAIL_PORT.
 */
import { existsSync, readFileSync } from 'node:fs';
import { apiKeys } from './auth/jwt.ts';
import { dataPaths, isLockOwnerAlive, readLock } from './db/data-dir.ts';

async function main(): Promise<void> {
  const paths = dataPaths(process.env.DATA_DIR || '.data');
  if (!existsSync(paths.jwtSecret)) {
    console.log(`No local backend data in ${paths.root} yet. Start it with: npm run backend`);
    process.exitCode = 1;
    return;
  }
  const jwtSecret = readFileSync(paths.jwtSecret, 'utf8').trim();
  const { anonKey, serviceRoleKey } = await apiKeys(jwtSecret);
  const lock = readLock(paths);
  const running = lock !== undefined && isLockOwnerAlive(lock);
  const host = process.env.API_HOST || '127.0.0.1';
  const apiUrl = (running && lock.apiUrl) || `http://${host}:${process.env.API_PORT || 54321}`;
  const mailUrl = (running && lock.mailUrl) || `http://${host}:${process.env.MAIL_PORT || 54324}`;
  console.log(running ? `local backend is running (pid ${lock.pid}).` : 'local backend is not running.');
  console.log('');
  const rows: [string, string][] = [
    ['API URL', apiUrl],
    ['REST URL', `${apiUrl}/rest/v1`],
    ['Auth URL', `${apiUrl}/auth/v1`],
    ['Mail URL', mailUrl],
    ['JWT secret', jwtSecret],
    ['anon key', anonKey],
    ['service_role key', serviceRoleKey],
    ['Data folder', paths.root],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  for (const [label, value] of rows) console.log(`${label.padStart(width)}: ${value}`);
  if (!running) process.exitCode = 1;
}

void main();
