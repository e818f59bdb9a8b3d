/**
 * "The first screen has been drawn": work that no first screen needs (the toast outlet's chunk, the
 * service worker's registration) waits for it, so on a slow network it does not compete with the
 * screen's own chunks and data (issue 11). The app's router marks it (src/app/router.ts) when its
 * first navigation has resolved and rendered: the signed-in dashboard with its data, or the sign-in form.
 */
let drawn = false;
const waiting = new Set<() => void>();

/** Called once by the app when its first route has rendered; later calls do nothing. */
export function markFirstScreenDrawn(): void {
  if (drawn) return;
  drawn = true;
  for (const wake of [...waiting]) wake();
  waiting.clear();
}

/** How long work waits for an idle moment after the first screen before it runs anyway (ms). */
const idleTimeoutMs = 1000;

/**
 * Runs `task` once, in an idle moment after the first screen has been drawn; at the latest after
 * `fallbackMs` if no screen is ever marked drawn (a render outside the app's router, such as a test).
 * @returns a function that cancels it (a component unmounting first).
 */
export function afterFirstScreen(task: () => void, fallbackMs = 10_000): () => void {
  let done = false;
  let idle: (() => void) | undefined;
  const run = () => {
    if (done) return;
    done = true;
    cancel();
    task();
  };
  const wake = () => {
    waiting.delete(wake);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout: idleTimeoutMs });
      idle = () => window.cancelIdleCallback(handle);
    } else {
      // Safari has no requestIdleCallback: let the drawn frame settle first.
      const handle = window.setTimeout(run, 50);
      idle = () => window.clearTimeout(handle);
    }
  };
  const fallback = window.setTimeout(run, fallbackMs);
  const cancel = () => {
    done = true;
    waiting.delete(wake);
    window.clearTimeout(fallback);
    idle?.();
  };
  if (drawn) wake();
  else waiting.add(wake);
  return cancel;
}
