/**
 * Background work at a moment nobody is tapping (issue 22, "worst tap ≤ 100 ms"): the service worker's
 * registration and its precache of every file of the app used to begin the moment the first screen had
 * drawn, which is when people tap first, and each tap then waited behind it (input delay). It now waits
 * until the person has made no tap or key press for a while and the browser reports idle time. So does
 * the day pack's pull with the warm copies (its IndexedDB writes took 40–150 ms of the first taps): a
 * write made meanwhile is sent when that round is done (the sync machine's `anotherRoundAsked`).
 */

/** What {@link quietMoment} needs of the page; tests pass their own. */
export interface QuietEnvironment {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
  /** The browser's `requestIdleCallback` where there is one (Safari has none: a short timeout then). */
  requestIdleCallback?: (run: () => void, options: { timeout: number }) => unknown;
  /** Calls `listener` on every tap or key press; @returns the function that stops listening. */
  onInput(listener: () => void): () => void;
}

/** How long without a tap or key press counts as quiet, ms. */
export const QUIET_AFTER_INPUT_MS = 1000;
/** The longest the work waits for quiet: someone tapping on and on still gets their chores done, ms. */
export const QUIET_WAIT_LIMIT_MS = 10_000;
/** How long the browser may keep the idle callback waiting, ms. */
const IDLE_TIMEOUT_MS = 1000;

const inputEvents = ['pointerdown', 'keydown'] as const;

/**
 * The page's own clock, timers, idle callbacks and input, or undefined outside a browser. The window
 * is taken once: a wait that outlives its page (a test's DOM torn down under a pending timer) then
 * talks to that window, not to a global that is gone ("window is not defined", auth.model.test).
 */
function browserEnvironment(): QuietEnvironment | undefined {
  if (typeof window === 'undefined') return undefined;
  const page = window;
  return {
    now: () => page.performance.now(),
    setTimeout: (run, ms) => page.setTimeout(run, ms),
    clearTimeout: (timer) => page.clearTimeout(timer as number),
    ...(typeof page.requestIdleCallback === 'function'
      ? {
          requestIdleCallback: (run: () => void, options: { timeout: number }) =>
            page.requestIdleCallback(run, options),
        }
      : {}),
    onInput: (listener) => {
      const options = { capture: true, passive: true } as const;
      inputEvents.forEach((type) => page.addEventListener(type, listener, options));
      // A page torn down while its quiet wait ran (a test's DOM window, closed under the pending
      // timer) has lost its methods: nothing is left to stop listening on.
      return () => {
        if (typeof page.removeEventListener !== 'function') return;
        inputEvents.forEach((type) => page.removeEventListener(type, listener, options));
      };
    },
  };
}

/**
 * Resolves at a quiet moment: `QUIET_AFTER_INPUT_MS` have passed since it was asked and since the
 * person's last tap or key press (each one starts the wait again), and then the browser has idle time
 * (`requestIdleCallback`). After `QUIET_WAIT_LIMIT_MS` it stops waiting for the taps to pause and
 * only waits for idle time. Outside a browser (contract tests in Node) it resolves at once.
 */
export function quietMoment(
  environment: QuietEnvironment | undefined = browserEnvironment(),
  { afterInputMs = QUIET_AFTER_INPUT_MS, limitMs = QUIET_WAIT_LIMIT_MS } = {},
): Promise<void> {
  if (!environment) return Promise.resolve();
  const env = environment;
  return new Promise((resolve) => {
    const askedAt = env.now();
    let timer: unknown;
    const whenIdle = () => {
      stopListening();
      if (env.requestIdleCallback) env.requestIdleCallback(resolve, { timeout: IDLE_TIMEOUT_MS });
      else env.setTimeout(resolve, 0);
    };
    const wait = () => {
      env.clearTimeout(timer);
      const left = askedAt + limitMs - env.now();
      if (left <= 0) whenIdle();
      else timer = env.setTimeout(whenIdle, Math.min(afterInputMs, left));
    };
    const stopListening = env.onInput(wait);
    wait();
  });
}
