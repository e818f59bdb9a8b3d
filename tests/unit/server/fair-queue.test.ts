import { ClientGoneError, FairQueue, type Lane, type Turn } from '../../../server/db/fair-queue.ts';

// The fair scheduler of the database thread (issue 36), without a database: who gets the turn next.
// The units' lengths are the test's own clock, not real time: measured in real time, a unit preempted
// on a loaded machine held "the database" longer than written, and the order of turns changed (issue
// 33: "time a caller did not use…" failed in a loaded run, `busy` after all three of `idle`'s units).

/** The queue's clock, moved only by the units below. */
function testClock() {
  let now = 0;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}
type TestClock = ReturnType<typeof testClock>;

/** A queue on its own test clock. */
function queueAndClock(): { queue: FairQueue; clock: TestClock } {
  const clock = testClock();
  return { queue: new FairQueue(clock.now), clock };
}

/**
 * Holds `key`'s turn for `ms` of the queue's clock, letting other callbacks run meanwhile, then
 * releases it; records the order of turns.
 */
function use(
  { queue, clock }: { queue: FairQueue; clock: TestClock },
  order: string[],
  key: string,
  ms: number,
  lane: Lane = 'rest',
  signal?: AbortSignal,
) {
  return queue.acquire(key, lane, signal).then(async (turn: Turn) => {
    order.push(`${key}:${lane}`);
    clock.advance(ms);
    await new Promise((resolve) => setImmediate(resolve));
    turn.release();
  });
}

describe('FairQueue', () => {
  it('a caller that used more database time waits while others take their turns', async () => {
    const fair = queueAndClock();
    const order: string[] = [];
    const heavy = [
      use(fair, order, 'heavy', 30),
      use(fair, order, 'heavy', 30),
      use(fair, order, 'heavy', 30),
    ];
    const light = [use(fair, order, 'light', 0), use(fair, order, 'light', 0), use(fair, order, 'light', 0)];
    await Promise.all([...heavy, ...light]);
    // The first heavy unit was running; all three light units go before the heavy caller's next.
    expect(order).toEqual([
      'heavy:rest',
      'light:rest',
      'light:rest',
      'light:rest',
      'heavy:rest',
      'heavy:rest',
    ]);
  });

  it('a flood of cheap units takes turns with another caller instead of going first', async () => {
    const fair = queueAndClock();
    const order: string[] = [];
    const flood = Array.from({ length: 20 }, () => use(fair, order, 'flood', 1, 'auth'));
    const other = use(fair, order, 'other', 0);
    await Promise.all([...flood, other]);
    expect(order.indexOf('other:rest')).toBeLessThanOrEqual(2);
  });

  it("within a caller, auth units go before that caller's waiting REST units", async () => {
    const fair = queueAndClock();
    const order: string[] = [];
    const first = use(fair, order, 'user', 5);
    const rest = use(fair, order, 'user', 0, 'rest');
    const auth = use(fair, order, 'user', 0, 'auth');
    await Promise.all([first, rest, auth]);
    expect(order).toEqual(['user:rest', 'user:auth', 'user:rest']);
  });

  it('a waiting unit whose client hung up leaves the queue and never gets a turn', async () => {
    const fair = queueAndClock();
    const order: string[] = [];
    const hangUp = new AbortController();
    const running = use(fair, order, 'a', 10);
    const dropped = use(fair, order, 'b', 0, 'rest', hangUp.signal);
    const next = use(fair, order, 'c', 0);
    hangUp.abort();
    await expect(dropped).rejects.toBeInstanceOf(ClientGoneError);
    await Promise.all([running, next]);
    expect(order).toEqual(['a:rest', 'c:rest']);
    expect(fair.queue.waitingFor('b')).toBe(0);
    await expect(fair.queue.acquire('b', 'rest', hangUp.signal)).rejects.toBeInstanceOf(ClientGoneError);
  });

  it("time a caller did not use is not saved up: after a pause it starts at the queue's clock (bug: it failed under load, measured in real time)", async () => {
    const fair = queueAndClock();
    const order: string[] = [];
    // "idle" used nothing while "busy" ran 5 units; then both wait together behind a running unit.
    for (let i = 0; i < 5; i += 1) await use(fair, order, 'busy', 5);
    const running = use(fair, order, 'third', 5);
    const idle = [use(fair, order, 'idle', 5), use(fair, order, 'idle', 5), use(fair, order, 'idle', 5)];
    const busy = use(fair, order, 'busy', 5);
    await Promise.all([running, ...idle, busy]);
    // Not all three of idle's units before busy's: idle had no credit from its pause.
    expect(order.slice(6).indexOf('busy:rest')).toBeLessThan(3);
  });
});
