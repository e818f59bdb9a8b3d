/**
 * The one answer to "is the phone online?" (issue 35: "one source answers 'online' — a tiny store the
 * network machine feeds, so the sign-in page's first download stays small"). In the app the page's
 * network actor feeds it (src/app/wiring.ts), so every part of the app says what the network machine
 * says; where no network actor runs (the sign-in island, a test of one piece) it follows the browser's
 * own `online`/`offline` events and `navigator.onLine`. No xstate here: the sign-in island loads it.
 *
 * Offline is a normal state (developers' guide): this says which state the phone is in, nothing more.
 */

/** Told the network's state: `true` online. */
export type OnlineReport = (online: boolean) => void;

/** A source of reports: calls `report` with the state now and at each report after; @returns its stop. */
export type OnlineFeed = (report: OnlineReport) => () => void;

const listeners = new Set<OnlineReport>();

// Module state: the last report heard (the feed's, or the browser's event while no feed runs; one
// network per page), or null when none was heard (then `navigator.onLine` answers).
let reported: boolean | null = null;

// Module state: whether a feed runs (the network actor's).
let fed = false;

// Module state: stops the browser-event listening that stands in while no feed runs (null: not listening).
let stopBrowser: (() => void) | null = null;

const tell = (online: boolean) => listeners.forEach((listener) => listener(online));

/** Listens to the browser's events while someone listens here and no feed runs. */
function followBrowser(): void {
  if (stopBrowser || fed || typeof window === 'undefined') return;
  const online = () => {
    reported = true;
    tell(true);
  };
  const offline = () => {
    reported = false;
    tell(false);
  };
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  stopBrowser = () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
    stopBrowser = null;
    if (!fed) reported = null;
  };
}

/** Is the phone online now? The last report heard, else `navigator.onLine` (online outside a browser). */
export function onlineNow(): boolean {
  if (reported !== null) return reported;
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/**
 * Calls `report(online)` at each report of the network after now (a report may repeat: `online` again
 * while online, as the browser's events do). @returns the function that stops it.
 */
export function onOnlineChange(report: OnlineReport): () => void {
  listeners.add(report);
  followBrowser();
  return () => {
    listeners.delete(report);
    if (listeners.size === 0) stopBrowser?.();
  };
}

/** Calls `run` each time the network is reported back (not now). @returns the function that stops it. */
export function whenOnlineAgain(run: () => void): () => void {
  return onOnlineChange((online) => {
    if (online) run();
  });
}

/**
 * Makes `feed` the answer (the app's network actor, src/app/wiring.ts): its reports replace the
 * browser's events here. @returns the function that stops it (the browser answers again).
 */
export function feedOnline(feed: OnlineFeed): () => void {
  stopBrowser?.();
  fed = true;
  const stop = feed((online) => {
    reported = online;
    tell(online);
  });
  return () => {
    stop();
    fed = false;
    reported = null;
    if (listeners.size > 0) followBrowser();
  };
}
