import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/** bcrypt cost GoTrue uses (`bcrypt.DefaultCost`). */
export const BCRYPT_COST = 10;

/** A well-formed bcrypt hash at `BCRYPT_COST`, compared against when the user is unknown. */
const UNKNOWN_USER_HASH = '$2b$10$pry6Dge2MJqY0PGaSJaM4.HwQvGNCXG8ZiR0hN4wjGkInM9nj4clC';

type Job =
  | { id: number; op: 'hash'; password: string; cost: number }
  | { id: number; op: 'compare'; password: string; hash: string };

interface Pending {
  slot: Slot;
  resolve: (value: string | boolean) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  busy: number;
}

/**
 * A small pool of worker threads running bcrypt (≈ 70 ms of CPU per hash or comparison at cost 10).
 * On the event loop, ten concurrent sign-ins held every REST request for about a second (issue #10);
 * here they only queue behind each other. Size: one thread per core but one (the main thread keeps a
 * core), at least 1, at most 4. Workers start lazily and are unref'd, so an idle pool never keeps the
 * process alive; {@link close} ends them.
 */
export class PasswordHasher {
  private readonly slots: Slot[] = [];
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;
  private unknownUser: Promise<string> | undefined;

  /**
   * @param size number of worker threads (default: cores − 1, between 1 and 4).
   * @param cost bcrypt cost of new hashes (default GoTrue's 10; see `BackendOptions.passwordHashCost`).
   */
  constructor(
    private readonly size = Math.min(4, Math.max(1, availableParallelism() - 1)),
    private readonly cost = BCRYPT_COST,
  ) {}

  /** bcrypt hash (`$2b$<cost>$…`, the format GoTrue reads) of `password`. */
  hash(password: string, cost = this.cost): Promise<string> {
    return this.run({ id: this.nextId++, op: 'hash', password, cost }) as Promise<string>;
  }

  /**
   * A hash at this hasher's cost to compare against when the user is unknown, so a sign-in's timing
   * does not tell whether the email exists (made once when the cost is not GoTrue's 10).
   */
  unknownUserHash(): Promise<string> {
    this.unknownUser ??=
      this.cost === BCRYPT_COST ? Promise.resolve(UNKNOWN_USER_HASH) : this.hash('no such user');
    return this.unknownUser;
  }

  /** True when `password` matches the bcrypt `hash`. */
  compare(password: string, hash: string): Promise<boolean> {
    return this.run({ id: this.nextId++, op: 'compare', password, hash }) as Promise<boolean>;
  }

  /** Terminates the threads; later calls reject. */
  async close(): Promise<void> {
    this.closed = true;
    const slots = this.slots.splice(0);
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
    for (const [id, job] of this.pending) {
      this.pending.delete(id);
      job.reject(new Error('password hasher closed'));
    }
  }

  private run(job: Job): Promise<string | boolean> {
    if (this.closed) return Promise.reject(new Error('password hasher closed'));
    const slot = this.pick();
    slot.busy += 1;
    slot.worker.ref();
    return new Promise<string | boolean>((resolve, reject) => {
      this.pending.set(job.id, {
        slot,
        resolve: (value) => {
          this.done(slot);
          resolve(value);
        },
        reject: (error) => {
          this.done(slot);
          reject(error);
        },
      });
      slot.worker.postMessage(job);
    });
  }

  private done(slot: Slot): void {
    slot.busy -= 1;
    if (slot.busy === 0) slot.worker.unref();
  }

  /** The least busy thread, starting a new one while the pool is below its size. */
  private pick(): Slot {
    const idle = this.slots.find((slot) => slot.busy === 0);
    if (idle) return idle;
    if (this.slots.length < this.size) return this.spawn();
    return this.slots.reduce((best, slot) => (slot.busy < best.busy ? slot : best));
  }

  private spawn(): Slot {
    const worker = new Worker(new URL('./password-worker.mjs', import.meta.url));
    const slot: Slot = { worker, busy: 0 };
    worker.unref();
    worker.on('message', (message: { id: number; result?: string | boolean; error?: string }) => {
      const job = this.pending.get(message.id);
      if (!job) return;
      this.pending.delete(message.id);
      if (message.error !== undefined) job.reject(new Error(message.error));
      else job.resolve(message.result as string | boolean);
    });
    worker.on('error', (error) => {
      // A crashed thread fails its queued jobs; the next call starts a fresh one.
      const index = this.slots.indexOf(slot);
      if (index >= 0) this.slots.splice(index, 1);
      for (const [id, job] of this.pending) {
        if (job.slot !== slot) continue;
        this.pending.delete(id);
        job.reject(error);
      }
    });
    this.slots.push(slot);
    return slot;
  }
}
