import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  QUIET_AFTER_INPUT_MS,
  QUIET_WAIT_LIMIT_MS,
  quietMoment,
  type QuietEnvironment,
} from '../../../src/lib/quiet-moment';

/** A page on Vitest's fake clock: taps are `tap()`, idle callbacks run when `idle()` is called. */
function fakePage(withIdleCallbacks = true) {
  const listeners = new Set<() => void>();
  const idleCallbacks: (() => void)[] = [];
  const environment: QuietEnvironment = {
    now: () => Date.now(),
    setTimeout: (run, ms) => setTimeout(run, ms),
    clearTimeout: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
    ...(withIdleCallbacks ? { requestIdleCallback: (run: () => void) => idleCallbacks.push(run) } : {}),
    onInput: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    environment,
    tap: () => listeners.forEach((listener) => listener()),
    listening: () => listeners.size,
    idle: () => idleCallbacks.splice(0).forEach((run) => run()),
  };
}

/** Whether `promise` has settled once the microtasks have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('quietMoment: start-up chores wait until nobody is tapping (issue 22, worst tap)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits a quiet second, then for the browser to be idle', async () => {
    const page = fakePage();
    const quiet = quietMoment(page.environment);
    await vi.advanceTimersByTimeAsync(QUIET_AFTER_INPUT_MS - 1);
    page.idle();
    expect(await settled(quiet)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(quiet)).toBe(false);
    page.idle();
    expect(await settled(quiet)).toBe(true);
    expect(page.listening()).toBe(0);
  });

  it('each tap starts the quiet second again', async () => {
    const page = fakePage();
    const quiet = quietMoment(page.environment);
    for (let tap = 0; tap < 5; tap += 1) {
      await vi.advanceTimersByTimeAsync(QUIET_AFTER_INPUT_MS - 100);
      page.tap();
      page.idle();
    }
    expect(await settled(quiet)).toBe(false);
    await vi.advanceTimersByTimeAsync(QUIET_AFTER_INPUT_MS);
    page.idle();
    expect(await settled(quiet)).toBe(true);
  });

  it('stops waiting for the taps to pause after the limit', async () => {
    const page = fakePage();
    const quiet = quietMoment(page.environment);
    for (let waited = 0; waited < QUIET_WAIT_LIMIT_MS; waited += 200) {
      await vi.advanceTimersByTimeAsync(200);
      page.tap();
    }
    page.idle();
    expect(await settled(quiet)).toBe(true);
  });

  it('without idle callbacks (Safari) goes on after the quiet second', async () => {
    const page = fakePage(false);
    const quiet = quietMoment(page.environment);
    // A timeout of 0 is at least 1 ms.
    await vi.advanceTimersByTimeAsync(QUIET_AFTER_INPUT_MS + 1);
    expect(await settled(quiet)).toBe(true);
  });

  it('outside a browser resolves at once', async () => {
    expect(await settled(quietMoment(undefined))).toBe(true);
  });
});
