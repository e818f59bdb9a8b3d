import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { type Caller, SYSTEM_CALLER } from './callers.ts';
import { FairQueue, type Lane } from './fair-queue.ts';

export { ClientGoneError, type Lane } from './fair-queue.ts';

/**
 * PGlite in a worker thread (`pglite-worker.mjs`), seen from the main thread. Postgres in PGlite is
 * one single-threaded connection: on the main thread a long statement held every route — `/health`,
 * sign-in, SIGTERM — until it returned. Here the HTTP server stays free while the database thread
 * works, and three things become possible that were not:
 *
 * - **One unit at a time, in fair order.** Work reaches the thread one unit (a query or a whole
 *   transaction) at a time, exactly as PGlite's own mutex did — the request-scoped `set local role`
 *   and `request.jwt.claims` of one transaction never interleave with another's. Waiting units are
 *   served by caller, fairly (fair-queue.ts): one user's flood or heavy statements cannot make
 *   another user wait for more than the unit that is running and their fair share; within one
 *   caller, `auth` units (sign-in, refresh, getUser) go before that caller's REST units. A unit whose
 *   client hung up leaves the queue without running.
 * - **Statement timeouts that cancel.** {@link DbTransaction.cancelAfter} arms the role's limit; a
 *   statement still running then is stopped by terminating the thread (Postgres cannot be interrupted
 *   inside WebAssembly), fails with 57014, and a new thread opens the same folder — Postgres recovers
 *   from its WAL, so the unfinished transaction leaves no trace, as a cancelled one would.
 * - **A watchdog that answers.** A statement busy past {@link Database.watch}'s limit (a write PGlite
 *   retries forever on a folder it cannot write) makes every waiting request fail with
 *   {@link DatabaseUnavailableError} (503) and calls `onHang`, so the process can stop cleanly.
 */

/** How a unit of work queues: its kind (`auth` before `rest` within a caller) and whose it is. */
export interface UnitOptions {
  lane?: Lane;
  /** The request it serves (default: the `system` lane). */
  caller?: Caller;
}

/** A transaction of the database thread: PGlite's interface plus a statement deadline. */
export interface DbTransaction extends Transaction {
  /**
   * Cancels this transaction's statement if it still runs `ms` from now: the statement fails with
   * 57014 and the transaction is gone (rolled back). Later calls replace the deadline.
   */
  cancelAfter(ms: number): void;
}

/** The subset of PGlite's interface the backend uses, served by the database thread. */
export interface Database {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  /**
   * Runs `fn` in one transaction (committed when it resolves, rolled back when it throws), when the
   * fair scheduler gives `options.caller` its turn.
   * @throws ClientGoneError when the caller's client hung up before the turn came (nothing ran).
   */
  transaction<T>(fn: (tx: DbTransaction) => Promise<T>, options?: UnitOptions): Promise<T>;
  /** LISTEN on `channel`; @returns a function that stops calling `callback`. */
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  /** Calls `listener` after the database thread was replaced (a cancelled statement). */
  onReopen(listener: () => void): void;
  /**
   * Starts the watchdog: one statement still running after `seconds` makes every waiting and later
   * call fail with {@link DatabaseUnavailableError}, then `onHang` is called with the reason.
   */
  watch(seconds: number, onHang: (reason: string) => void): void;
  /** The cluster as an uncompressed tarball (PGlite's `dumpDataDir`). */
  dumpDataDir(): Promise<Blob>;
  close(): Promise<void>;
}

/**
 * `db` with every transaction run for `caller` (the auth routes pass their context's `db` down to
 * helpers that know nothing of requests).
 */
export function forCaller(db: Database, caller: Caller): Database {
  return {
    query: (sql, params, options) => db.query(sql, params, options),
    exec: (sql) => db.exec(sql),
    transaction: (fn, options) => db.transaction(fn, { ...options, caller }),
    listen: (channel, callback) => db.listen(channel, callback),
    onReopen: (listener) => db.onReopen(listener),
    watch: (seconds, onHang) => db.watch(seconds, onHang),
    dumpDataDir: () => db.dumpDataDir(),
    close: () => db.close(),
  };
}

/** The database thread is gone (stopped by the watchdog, or closed): answered with 503. */
export class DatabaseUnavailableError extends Error {}

/** Options of {@link openWorkerDatabase}. */
export interface WorkerDatabaseOptions {
  /** A cluster tarball to start a fresh folder from (PGlite's `loadDataDir`). */
  template?: Blob;
  /** SQL run on every new connection (session settings). */
  setupSql?: string;
}

/** How long `close()` lets a running statement finish before it stops the thread. */
const CLOSE_GRACE_MS = 3_000;

interface Unit {
  timedOut: boolean;
  /** Its thread was terminated: the transaction no longer exists anywhere. */
  cancelled: boolean;
  timer?: NodeJS.Timeout;
}

interface Call {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  sent: number;
  unit: Unit;
}

type ErrorData = { message: string } & Record<string, unknown>;

function toError(data: ErrorData): Error {
  return Object.assign(new Error(data.message), data);
}

/** Postgres's query_canceled, as a statement past `statement_timeout` fails. */
function statementCancelled(): Error {
  return Object.assign(new Error('canceling statement due to statement timeout'), {
    code: '57014',
    severity: 'ERROR',
  });
}

/** Only plain options cross the thread boundary (parsers and serializers are set in the thread). */
function plainOptions(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options) return undefined;
  if (options.parsers || options.serializers || options.blob) {
    throw new Error('parsers, serializers and blobs are not supported across the database thread');
  }
  return {
    ...(options.rowMode ? { rowMode: options.rowMode } : {}),
    ...(options.paramTypes ? { paramTypes: options.paramTypes } : {}),
  };
}

let compiled: Promise<WebAssembly.Module | undefined> | undefined;

/**
 * PGlite's WebAssembly, compiled once per process and handed to every database thread, so opening
 * the folder again after a cancelled statement skips the compile. Undefined: PGlite compiles it.
 */
function pgliteModule(): Promise<WebAssembly.Module | undefined> {
  compiled ??= (async () => {
    try {
      const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
      return await WebAssembly.compile(await readFile(join(dirname(entry), 'pglite.wasm')));
    } catch {
      return undefined;
    }
  })();
  return compiled;
}

class WorkerDatabase implements Database {
  private worker: Worker | undefined;
  private readonly calls = new Map<number, Call>();
  private nextId = 1;
  private readonly queue = new FairQueue();
  private readonly channels = new Map<string, Set<(payload: string) => void>>();
  private readonly reopenListeners: (() => void)[] = [];
  private failure: DatabaseUnavailableError | undefined;
  private opening: Promise<void>;
  private watchdog: NodeJS.Timeout | undefined;
  private onHang: ((reason: string) => void) | undefined;

  constructor(
    private readonly dataDir: string | undefined,
    private readonly options: WorkerDatabaseOptions,
    template: Uint8Array | undefined,
  ) {
    this.opening = this.start(template);
  }

  watch(seconds: number, onHang: (reason: string) => void): void {
    const hangMs = seconds * 1000;
    clearInterval(this.watchdog);
    this.onHang = onHang;
    this.watchdog = setInterval(() => this.checkHang(hangMs), Math.min(1000, hangMs / 4));
    this.watchdog.unref();
  }

  ready(): Promise<void> {
    return this.opening;
  }

  /** Stops the thread at once (a failed start). */
  abandon(reason: string): void {
    this.fail(reason);
  }

  private async start(template?: Uint8Array): Promise<void> {
    const wasmModule = await pgliteModule();
    if (this.failure) throw this.failure;
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: { dataDir: this.dataDir, template, setupSql: this.options.setupSql, wasmModule },
    });
    this.worker = worker;
    await new Promise<void>((resolve, reject) => {
      worker.on('message', (message: Record<string, unknown>) => {
        if (message.ready) resolve();
        else if (message.failed) reject(toError(message.failed as ErrorData));
        else if (typeof message.notify === 'string') this.notify(message.notify, String(message.payload));
        else this.settle(message as { id: number; value?: unknown; error?: ErrorData });
      });
      const lost = (reason: string) => {
        reject(new Error(reason));
        if (worker === this.worker) this.fail(`The database thread stopped unexpectedly (${reason}).`);
      };
      worker.on('error', (error) => lost(error.message));
      worker.on('exit', (code) => lost(`exit code ${code}`));
    });
  }

  private settle(message: { id: number; value?: unknown; error?: ErrorData }): void {
    const call = this.calls.get(message.id);
    if (!call) return;
    this.calls.delete(message.id);
    if (message.error) call.reject(toError(message.error));
    else call.resolve(message.value);
  }

  private notify(channel: string, payload: string): void {
    for (const callback of this.channels.get(channel) ?? []) callback(payload);
  }

  /** Sends one operation; `final` ones (ending a transaction) go even after its deadline passed. */
  private call(message: Record<string, unknown>, unit: Unit, final = false): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    if (unit.cancelled || (unit.timedOut && !final)) return Promise.reject(statementCancelled());
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.calls.set(id, { resolve, reject, sent: performance.now(), unit });
      this.worker?.postMessage({ ...message, id });
    });
  }

  /** Runs `fn` alone on the database thread when the fair scheduler gives its caller the turn. */
  private async exclusive<T>(options: UnitOptions, fn: (unit: Unit) => Promise<T>): Promise<T> {
    const { caller } = options;
    const turn = await this.queue.acquire(
      caller?.key ?? SYSTEM_CALLER,
      options.lane ?? 'rest',
      caller?.signal,
    );
    const unit: Unit = { timedOut: false, cancelled: false };
    try {
      await this.opening.catch(() => undefined);
      if (this.failure) throw this.failure;
      return await fn(unit);
    } finally {
      clearTimeout(unit.timer);
      turn.release();
    }
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const opts = plainOptions(options);
    return this.exclusive({}, (unit) =>
      this.call({ op: 'query', sql, params, options: opts }, unit),
    ) as Promise<Results<T>>;
  }

  exec(sql: string): Promise<Results[]> {
    return this.exclusive({}, (unit) => this.call({ op: 'exec', sql }, unit)) as Promise<Results[]>;
  }

  transaction<T>(fn: (tx: DbTransaction) => Promise<T>, options: UnitOptions = {}): Promise<T> {
    return this.exclusive(options, async (unit) => {
      const id = (await this.call({ op: 'begin' }, unit)) as number;
      const end = async (commit: boolean) => {
        if (unit.cancelled) return;
        const ending = this.call({ op: 'end', tx: id, commit }, unit, true);
        await (commit ? ending : ending.catch(() => undefined));
      };
      let result: T;
      try {
        result = await fn(this.handle(id, unit));
      } catch (error) {
        await end(false);
        throw error;
      }
      await end(!unit.timedOut);
      if (unit.timedOut) throw statementCancelled();
      return result;
    });
  }

  /** The transaction object `fn` works with. */
  private handle(id: number, unit: Unit): DbTransaction {
    let closed = false;
    const query = <R>(sql: string, params?: unknown[], options?: QueryOptions) =>
      this.call({ op: 'query', tx: id, sql, params, options: plainOptions(options) }, unit) as Promise<
        Results<R>
      >;
    return {
      query,
      sql: <R>(strings: TemplateStringsArray, ...params: unknown[]) =>
        query<R>(
          strings.reduce((text, part, i) => `${text}$${i}${part}`),
          params,
        ),
      exec: (sql: string) => this.call({ op: 'exec', tx: id, sql }, unit) as Promise<Results[]>,
      rollback: async () => {
        await this.call({ op: 'rollback', tx: id }, unit);
        closed = true;
      },
      listen: () => Promise.reject(new Error('LISTEN inside a transaction is not supported')),
      get closed() {
        return closed || unit.cancelled;
      },
      cancelAfter: (ms: number) => {
        clearTimeout(unit.timer);
        unit.timer = setTimeout(() => this.timeOut(unit), ms);
      },
    };
  }

  /** A unit's deadline passed: cancel its statement if one is running (else its next call fails). */
  private timeOut(unit: Unit): void {
    unit.timedOut = true;
    if (this.failure || ![...this.calls.values()].some((call) => call.unit === unit)) return;
    unit.cancelled = true;
    const old = this.worker;
    this.worker = undefined; // its exit is expected
    void old?.terminate();
    for (const [id, call] of this.calls) {
      this.calls.delete(id);
      call.reject(statementCancelled());
    }
    this.opening = this.start().then(() => this.reopened());
    this.opening.catch((error: unknown) =>
      this.fail(`The database could not be reopened after a cancelled statement: ${String(error)}`),
    );
  }

  /** After a new thread opened: listen again, then tell whoever cached what the old one said. */
  private async reopened(): Promise<void> {
    const unit: Unit = { timedOut: false, cancelled: false };
    for (const channel of this.channels.keys()) await this.call({ op: 'listen', channel }, unit);
    for (const listener of this.reopenListeners) listener();
  }

  private checkHang(hangMs: number): void {
    const now = performance.now();
    const oldest = Math.min(...[...this.calls.values()].map((call) => call.sent));
    if (this.failure || !(now - oldest > hangMs)) return;
    const reason =
      `The database has been busy for ${Math.round((now - oldest) / 1000)} s on one statement (a statement ` +
      `or a data-folder write that does not return); it was stopped.`;
    this.fail(reason);
    this.onHang?.(reason);
  }

  /** Gives the database up: every waiting and later call fails with {@link DatabaseUnavailableError}. */
  private fail(reason: string): void {
    if (this.failure) return;
    this.failure = new DatabaseUnavailableError(reason);
    clearInterval(this.watchdog);
    for (const [id, call] of this.calls) {
      this.calls.delete(id);
      call.reject(this.failure);
    }
    void this.worker?.terminate();
  }

  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    let callbacks = this.channels.get(channel);
    if (!callbacks) {
      callbacks = new Set();
      this.channels.set(channel, callbacks);
      await this.exclusive({}, (unit) => this.call({ op: 'listen', channel }, unit));
    }
    callbacks.add(callback);
    return async () => {
      callbacks.delete(callback);
    };
  }

  onReopen(listener: () => void): void {
    this.reopenListeners.push(listener);
  }

  async dumpDataDir(): Promise<Blob> {
    const bytes = (await this.exclusive({}, (unit) =>
      this.call({ op: 'dump' }, unit),
    )) as Uint8Array<ArrayBuffer>;
    return new Blob([bytes]);
  }

  async close(): Promise<void> {
    if (this.failure) return;
    clearInterval(this.watchdog);
    // A clean shutdown (checkpoint) when the thread is free soon; a running statement is cut off
    // after the grace period (Postgres recovers from its WAL at the next start).
    const clean = this.exclusive({ lane: 'auth' }, (unit) => this.call({ op: 'close' }, unit)).catch(
      () => undefined,
    );
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, CLOSE_GRACE_MS);
    });
    await Promise.race([clean, grace]);
    clearTimeout(timer);
    this.fail('The database is closed.');
  }
}

/**
 * Opens (or creates) the PGlite cluster at `dataDir` in a database thread (in memory when
 * undefined). @throws the thread's error when PGlite cannot open the folder.
 */
export async function openWorkerDatabase(
  dataDir: string | undefined,
  options: WorkerDatabaseOptions = {},
): Promise<Database> {
  const template = options.template ? new Uint8Array(await options.template.arrayBuffer()) : undefined;
  const db = new WorkerDatabase(dataDir, options, template);
  try {
    await db.ready();
  } catch (error) {
    db.abandon('The database did not open.');
    throw error;
  }
  return db;
}
