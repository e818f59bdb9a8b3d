// Worker thread of server/auth/password-hash.ts: bcrypt hashes and comparisons off the main thread, so
// REST requests are not held up while people sign in. Plain JavaScript on purpose: workers do not get
// the TypeScript loader of the main thread (tsx, Vitest).
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import bcrypt from 'bcryptjs';

// Lower this thread's priority (nice 10; on Linux a thread's own): when the cores are busy, requests on
// the main thread go first and sign-ins, slow by design, wait a little longer.
try {
  setPriority(10);
} catch {
  // not permitted or not supported: run at normal priority
}

parentPort.on('message', (job) => {
  const run =
    job.op === 'hash' ? bcrypt.hash(job.password, job.cost) : bcrypt.compare(job.password, job.hash);
  run.then(
    (result) => parentPort.postMessage({ id: job.id, result }),
    (error) => parentPort.postMessage({ id: job.id, error: String(error?.message ?? error) }),
  );
});
