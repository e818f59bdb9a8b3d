#!/usr/bin/env node
/**
 * `npm start` / `npm run dev`: start the embedded Supabase-compatible backend (unless
 * VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY already point at a hosted project), then serve the app
 * at http://localhost:5173 with those two variables supplied. `--dev` serves with Vite's HMR instead of
 * a production build. Ctrl+C stops everything cleanly.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const dev = process.argv.includes('--dev');
const children = [];

function run(command, args, env, { pipe = false } = {}) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: pipe ? ['ignore', 'pipe', 'inherit'] : 'inherit',
  });
  children.push(child);
  return child;
}

function stopAll(signal = 'SIGTERM') {
  for (const child of children.reverse()) if (child.exitCode === null) child.kill(signal);
}
process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));

/**
 * Starts `node --import tsx server/main.ts` and resolves with the API URL and anon key from its start
 * line. Not the `tsx` CLI: it relays SIGTERM to its child and SIGKILLs it when the child does not
 * acknowledge within 30 ms (tsx's relaySignalToChild), which on a busy phone-sized server skips the
 * backend's clean shutdown.
 */
async function startBackend() {
  const backend = run(process.execPath, ['--import', 'tsx', 'server/main.ts'], {}, { pipe: true });
  let buffer = '';
  return new Promise((resolve, reject) => {
    backend.on('exit', (code) =>
      reject(new Error(`The backend stopped (exit code ${code}) before it was ready.`)),
    );
    backend.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      buffer += chunk.toString();
      const match = /API (http:\/\/\S+) · mail (http:\/\/\S+) · anon key (\S+)/.exec(buffer);
      if (match) resolve({ url: match[1], anonKey: match[3] });
    });
  });
}

async function main() {
  let env = {};
  if (process.env.VITE_SUPABASE_URL && process.env.VITE_SUPABASE_ANON_KEY) {
    console.log(`Using the Supabase project at ${process.env.VITE_SUPABASE_URL}`);
  } else {
    const backend = await startBackend();
    env = { VITE_SUPABASE_URL: backend.url, VITE_SUPABASE_ANON_KEY: backend.anonKey };
  }
  if (dev) {
    run(bin('vite'), ['--port', '5173', '--strictPort'], env);
  } else {
    const build = run(bin('vite'), ['build', '--logLevel', 'warn'], env);
    const [code] = await once(build, 'exit');
    if (code !== 0) throw new Error('The app did not build.');
    run(bin('vite'), ['preview', '--port', '5173', '--strictPort'], env);
    console.log('App http://localhost:5173');
  }
}

main().catch((error) => {
  console.error(error.message);
  stopAll();
  process.exitCode = 1;
});
