/**
 * The fair scheduler in front of the database thread. PGlite is one connection: one unit of work (a
 * query, or a whole transaction) runs at a time, and a plain FIFO queue let one caller stop everyone —
 * 50 `GET /auth/v1/user` loops held every other user's REST request for up to 30 s, ten heavy
 * statements made another user's lone GET wait 89 s (issue 36).
 *
 * Each caller (a signed-in user, else a client IP; see callers.ts) has its own lane, and lanes take
 * turns by the database time they used: round robin weighted by time (start-time fair queuing). A
 * lane's virtual clock advances by the milliseconds its units held the database; the waiting lane
 * with the earliest clock goes next. So a flood of cheap units takes turns with everyone else, and a
 * lane that just ran an 8 s statement lets the others run up to 8 s of work before its next one — a
 * user whose page fires five GETs waits for the one heavy statement that is running, not five.
 *
 * - A lane that starts waiting again after a pause starts at the current clock (`now`): time not used
 *   is not saved up, and a debt older than {@link MAX_DEBT_MS} is forgotten.
 * - Within a lane, `auth` units go before `rest` units (the old "auth lane first", now per caller):
 *   a user's sign-in or token refresh does not wait for that same user's queued heavy requests, and
 *   cannot jump ahead of anyone else's.
 * - A unit whose caller hung up (its `signal` aborted) leaves the queue at once and never runs.
 * - Units are never interrupted: whoever waits, waits for the unit that is running (at most the
 *   statement timeout, which cancels it) plus the fair share of the others.
 */

/** Which kind of work a unit is: within one caller's lane, `auth` units run before `rest` units. */
export type Lane = 'auth' | 'rest';

/** The unit's client hung up while it waited: it was dropped from the queue and did not run. */
export class ClientGoneError extends Error {
  constructor() {
    super('The client closed the connection before its request reached the database.');
  }
}

/** How far (ms of database time) a lane's clock may run ahead of the queue's when it starts waiting. */
export const MAX_DEBT_MS = 30_000;

/** Idle lanes are forgotten after this long (their debt with them). */
const IDLE_LANE_MS = 60_000;

/** Every unit is charged at least this much, so even free units take turns. */
const MIN_CHARGE_MS = 0.05;

/** A unit's turn: call `release()` exactly once when it no longer holds the database. */
export interface Turn {
  release(): void;
}

interface Waiter {
  seq: number;
  grant: (turn: Turn) => void;
  refuse: (error: Error) => void;
  signal: AbortSignal | undefined;
  onAbort: (() => void) | undefined;
}

interface LaneState {
  key: string;
  /** Database time used, on the queue's virtual clock (ms). */
  clock: number;
  waiting: Record<Lane, Waiter[]>;
  /** When it last started or finished a unit (performance clock), to forget idle lanes. */
  active: number;
}

/**
 * Lanes per caller key, served one unit at a time in fair order (see the file comment). Pure
 * scheduling: it knows nothing of the database, only who holds it.
 */
export class FairQueue {
  /**
   * @param clock where the time a unit holds the database is read (ms; the performance clock). A
   *   dependency handed in so a test can say how long each unit takes: measured in real time, a test's
   *   order of turns changed with the machine's load (issue 33, a loaded run).
   */
  constructor(private readonly clock: () => number = () => performance.now()) {}

  private readonly lanes = new Map<string, LaneState>();
  private busy = false;
  /** The queue's virtual clock: the start clock of the unit served last. */
  private now = 0;
  private seq = 0;

  /**
   * Waits for `key`'s turn. @returns the turn (release it when done).
   * @throws ClientGoneError when `signal` is aborted before or while the unit waits.
   */
  acquire(key: string, lane: Lane, signal?: AbortSignal): Promise<Turn> {
    if (signal?.aborted) return Promise.reject(new ClientGoneError());
    const state = this.lane(key);
    if (!this.busy) {
      this.busy = true;
      this.wake(state);
      return Promise.resolve(this.start(state));
    }
    return new Promise<Turn>((grant, refuse) => {
      if (this.isIdle(state)) this.wake(state);
      const waiter: Waiter = { seq: this.seq++, grant, refuse, signal, onAbort: undefined };
      if (signal) {
        waiter.onAbort = () => {
          const list = state.waiting[lane];
          const index = list.indexOf(waiter);
          if (index < 0) return;
          list.splice(index, 1);
          refuse(new ClientGoneError());
        };
        signal.addEventListener('abort', waiter.onAbort, { once: true });
      }
      state.waiting[lane].push(waiter);
    });
  }

  /** Units waiting (not running) in `key`'s lane. */
  waitingFor(key: string): number {
    const state = this.lanes.get(key);
    return state ? state.waiting.auth.length + state.waiting.rest.length : 0;
  }

  private lane(key: string): LaneState {
    let state = this.lanes.get(key);
    if (!state) {
      state = { key, clock: this.now, waiting: { auth: [], rest: [] }, active: this.clock() };
      this.lanes.set(key, state);
    }
    return state;
  }

  private isIdle(state: LaneState): boolean {
    return state.waiting.auth.length === 0 && state.waiting.rest.length === 0;
  }

  /** A lane starts waiting: unused time is not saved up, old debt is forgotten. */
  private wake(state: LaneState): void {
    state.clock = Math.min(Math.max(state.clock, this.now), this.now + MAX_DEBT_MS);
  }

  private start(state: LaneState): Turn {
    this.now = Math.max(this.now, state.clock);
    const started = this.clock();
    state.active = started;
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        const ended = this.clock();
        state.clock += Math.max(MIN_CHARGE_MS, ended - started);
        state.active = ended;
        this.next();
      },
    };
  }

  /** Hands the database to the waiting lane with the earliest clock (ties: the longest waiting unit). */
  private next(): void {
    let best: LaneState | undefined;
    let bestHead: Waiter | undefined;
    for (const state of this.lanes.values()) {
      const head = state.waiting.auth[0] ?? state.waiting.rest[0];
      if (!head) continue;
      if (
        !best ||
        !bestHead ||
        state.clock < best.clock ||
        (state.clock === best.clock && head.seq < bestHead.seq)
      ) {
        best = state;
        bestHead = head;
      }
    }
    this.forgetIdleLanes();
    if (!best || !bestHead) {
      this.busy = false;
      return;
    }
    (best.waiting.auth[0] === bestHead ? best.waiting.auth : best.waiting.rest).shift();
    if (bestHead.onAbort) bestHead.signal?.removeEventListener('abort', bestHead.onAbort);
    bestHead.grant(this.start(best));
  }

  /** Drops lanes with nothing waiting that owe nothing or have been idle long (bounded memory). */
  private forgetIdleLanes(): void {
    if (this.lanes.size < 32) return;
    const limit = this.clock() - IDLE_LANE_MS;
    for (const [key, state] of this.lanes) {
      if (this.isIdle(state) && (state.clock <= this.now || state.active < limit)) this.lanes.delete(key);
    }
  }
}
