import { ClientGoneError, FairQueue, type Lane, type Turn } from '../../../server/db/fair-queue.ts';

// The fair scheduler of the database thread (issue 36), without a database: who gets the turn next.

/** Holds `key`'s turn for `ms` of (real) time, then releases it; records the order of turns. */
function use(
  queue: FairQueue,
  order: string[],
  key: string,
  ms: number,
  lane: Lane = 'rest',
  signal?: AbortSignal,
) {
  return queue.acquire(key, lane, signal).then(async (turn: Turn) => {
    order.push(`${key}:${lane}`);
    const until = performance.now() + ms;
    while (performance.now() < until) await new Promise((resolve) => setImmediate(resolve));
    turn.release();
  });
}

describe('FairQueue', () => {
  it('a caller that used more database time waits while others take their turns', async () => {
    const queue = new FairQueue();
    const order: string[] = [];
    const heavy = [
      use(queue, order, 'heavy', 30),
      use(queue, order, 'heavy', 30),
      use(queue, order, 'heavy', 30),
    ];
    const light = [
      use(queue, order, 'light', 0),
      use(queue, order, 'light', 0),
      use(queue, order, 'light', 0),
    ];
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
    const queue = new FairQueue();
    const order: string[] = [];
    const flood = Array.from({ length: 20 }, () => use(queue, order, 'flood', 1, 'auth'));
    const other = use(queue, order, 'other', 0);
    await Promise.all([...flood, other]);
    expect(order.indexOf('other:rest')).toBeLessThanOrEqual(2);
  });

  it("within a caller, auth units go before that caller's waiting REST units", async () => {
    const queue = new FairQueue();
    const order: string[] = [];
    const first = use(queue, order, 'user', 5);
    const rest = use(queue, order, 'user', 0, 'rest');
    const auth = use(queue, order, 'user', 0, 'auth');
    await Promise.all([first, rest, auth]);
    expect(order).toEqual(['user:rest', 'user:auth', 'user:rest']);
  });

  it('a waiting unit whose client hung up leaves the queue and never gets a turn', async () => {
    const queue = new FairQueue();
    const order: string[] = [];
    const hangUp = new AbortController();
    const running = use(queue, order, 'a', 10);
    const dropped = use(queue, order, 'b', 0, 'rest', hangUp.signal);
    const next = use(queue, order, 'c', 0);
    hangUp.abort();
    await expect(dropped).rejects.toBeInstanceOf(ClientGoneError);
    await Promise.all([running, next]);
    expect(order).toEqual(['a:rest', 'c:rest']);
    expect(queue.waitingFor('b')).toBe(0);
    await expect(queue.acquire('b', 'rest', hangUp.signal)).rejects.toBeInstanceOf(ClientGoneError);
  });

  it("time a caller did not use is not saved up: after a pause it starts at the queue's clock", async () => {
    const queue = new FairQueue();
    const order: string[] = [];
    // "idle" used nothing while "busy" ran 5 units; then both wait together behind a running unit.
    for (let i = 0; i < 5; i += 1) await use(queue, order, 'busy', 5);
    const running = use(queue, order, 'third', 5);
    const idle = [use(queue, order, 'idle', 5), use(queue, order, 'idle', 5), use(queue, order, 'idle', 5)];
    const busy = use(queue, order, 'busy', 5);
    await Promise.all([running, ...idle, busy]);
    // Not all three of idle's units before busy's: idle had no credit from its pause.
    expect(order.slice(6).indexOf('busy:rest')).toBeLessThan(3);
  });
});
