import { Worker } from 'node:worker_threads';

/**
 * The last resort against a hang. PGlite runs Postgres on the main thread: a statement that never
 * returns (a runaway query, or a write PGlite retries forever on a folder it cannot write) blocks the
 * event loop, so neither `/health` nor the SIGTERM handler can run. A worker thread still can: the
 * main thread beats every second, and when no beat came for `seconds`, the worker prints why to
 * stderr and ends the process (SIGKILL: the main thread cannot run a clean stop). The data folder's
 * lock names a dead pid afterwards and the next start takes it over; PGlite recovers from its WAL.
 */
export interface Watchdog {
  stop(): Promise<void>;
}

const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { writeSync } = require('node:fs');
let last = Date.now();
parentPort.on('message', () => { last = Date.now(); });
setInterval(() => {
  const silent = Date.now() - last;
  if (silent > workerData.limitMs) {
    writeSync(2, 'Backend watchdog: the main thread has been busy for ' + Math.round(silent / 1000) +
      ' s (a statement or a data-folder write that does not return); stopping the process.\\n');
    process.kill(process.pid, 'SIGKILL');
  }
}, Math.min(1000, workerData.limitMs / 4));
`;

/**
 * Starts the watchdog. @param seconds how long the main thread may be busy before the process ends
 * (hosted Supabase stops statements after 8 s; the default of `npm run backend` is 60 s).
 */
export function startWatchdog(seconds: number): Watchdog {
  const limitMs = seconds * 1000;
  const worker = new Worker(WORKER, { eval: true, workerData: { limitMs } });
  worker.unref();
  const beat = setInterval(() => worker.postMessage(0), Math.min(1000, limitMs / 4));
  beat.unref();
  return {
    stop: async () => {
      clearInterval(beat);
      await worker.terminate();
    },
  };
}
