// The database thread: PGlite (Postgres in WebAssembly) runs here, never on the main thread, so a
// long statement cannot stop the HTTP server from answering (`/health`, auth, SIGTERM). The main
// thread talks to it through `worker-database.ts`, which queues whole transactions, cancels a
// statement past its deadline by terminating this thread, and starts a new one on the same folder.
// Plain JavaScript (like password-worker.mjs): a worker thread cannot load TypeScript under Vitest.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';

/** Fields of a Postgres error worth keeping (DatabaseError's own properties). */
const ERROR_FIELDS = [
  'code',
  'severity',
  'detail',
  'hint',
  'position',
  'internalPosition',
  'internalQuery',
  'where',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
];

/** An error as plain data (structured clone keeps only the message of an Error). */
function errorData(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const data = { message: error.message, name: error.name };
  for (const field of ERROR_FIELDS) {
    const value = error[field];
    if (typeof value === 'string' || typeof value === 'number') data[field] = value;
  }
  return data;
}

/** Open transactions by id: the PGlite transaction and how to end it. */
const transactions = new Map();

/** Options a query may carry across the thread boundary (functions cannot be cloned). */
function queryOptions(options) {
  if (!options) return undefined;
  const out = {};
  if (options.rowMode) out.rowMode = options.rowMode;
  if (options.paramTypes) out.paramTypes = options.paramTypes;
  return out;
}

let db;
try {
  const { dataDir, template, setupSql, wasmModule } = workerData;
  db = await PGlite.create(dataDir, {
    extensions: { pgcrypto, uuid_ossp, btree_gist },
    ...(wasmModule ? { pgliteWasmModule: wasmModule } : {}),
    ...(template ? { loadDataDir: new Blob([template]) } : {}),
  });
  // PGlite's own boolean serializer turns any non-empty JS string into true ('false' included); the
  // REST layer binds request text and lets Postgres parse it.
  db.serializers[16] = (value) => String(value);
  if (setupSql) await db.exec(setupSql);
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ failed: errorData(error) });
}

/** Runs one request of the main thread; @returns its value (posted back). */
async function run(message) {
  const target = message.tx === undefined ? db : transactions.get(message.tx)?.tx;
  if (!target) throw new Error('Transaction is closed');
  switch (message.op) {
    case 'query':
      return target.query(message.sql, message.params, queryOptions(message.options));
    case 'exec':
      return target.exec(message.sql);
    case 'rollback':
      return target.rollback();
    case 'begin':
      return new Promise((began, failed) => {
        // The callback holds PGlite's transaction open until 'end' settles it; `done` is assigned
        // before PGlite calls it (BEGIN runs first).
        const done = db.transaction(
          (tx) =>
            new Promise((commit, rollback) => {
              transactions.set(message.id, { tx, commit, rollback, done });
              began(message.id);
            }),
        );
        done.then(
          () => transactions.delete(message.id),
          (error) => {
            transactions.delete(message.id);
            failed(error); // BEGIN itself failed (later failures are answered by 'end')
          },
        );
      });
    case 'end': {
      const entry = transactions.get(message.tx);
      if (!entry) throw new Error('Transaction is closed');
      if (message.commit) entry.commit();
      else entry.rollback(new Error('rolled back'));
      try {
        await entry.done;
      } catch (error) {
        if (message.commit) throw error;
      }
      return null;
    }
    case 'listen':
      await db.listen(message.channel, (payload) =>
        parentPort.postMessage({ notify: message.channel, payload }),
      );
      return null;
    case 'dump': {
      const blob = await db.dumpDataDir('none');
      return new Uint8Array(await blob.arrayBuffer());
    }
    case 'close':
      await db.close();
      return null;
    default:
      throw new Error(`unknown database operation ${message.op}`);
  }
}

parentPort.on('message', (message) => {
  if (!db) return;
  run(message).then(
    (value) => parentPort.postMessage({ id: message.id, value }),
    (error) => parentPort.postMessage({ id: message.id, error: errorData(error) }),
  );
});
