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

/** One answer to "is the phone online?": the functions below, over one closure's state. */
export interface OnlineStore {
  /** Is the phone online now? The last report heard, else `navigator.onLine` (online outside a browser). */
  onlineNow: () => boolean;
  /**
   * Calls `report(online)` at each report of the network after now (a report may repeat: `online` again
   * while online, as the browser's events do). @returns the function that stops it.
   */
  onOnlineChange: (report: OnlineReport) => () => void;
  /** Calls `run` each time the network is reported back (not now). @returns the function that stops it. */
  whenOnlineAgain: (run: () => void) => () => void;
  /**
   * Makes `feed` the answer (the app's network actor, src/app/wiring.ts): its reports replace the
   * browser's events here. @returns the function that stops it (the browser answers again).
   */
  feedOnline: (feed: OnlineFeed) => () => void;
}

/**
 * A store with its own listeners and its own last report (issue 35 review: the state in one closure,
 * not in module variables). The app uses the one below (one network per page); a test may make its own.
 */
export function createOnlineStore(): OnlineStore {
  const listeners = new Set<OnlineReport>();
  // The last report heard (the feed's, or the browser's event while no feed runs), or null when none was
  // heard (then `navigator.onLine` answers).
  let reported: boolean | null = null;
  // A feed runs (the network actor's): its reports answer, and the browser's events are not heard.
  let fed = false;
  // Stops the browser-event listening that stands in while no feed runs (null: not listening).
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

  const onOnlineChange = (report: OnlineReport): (() => void) => {
    listeners.add(report);
    followBrowser();
    return () => {
      listeners.delete(report);
      if (listeners.size === 0) stopBrowser?.();
    };
  };

  return {
    onlineNow() {
      if (reported !== null) return reported;
      return typeof navigator === 'undefined' || navigator.onLine !== false;
    },
    onOnlineChange,
    whenOnlineAgain: (run) =>
      onOnlineChange((online) => {
        if (online) run();
      }),
    feedOnline(feed) {
      stopBrowser?.();
      // Set before the feed starts, so a report it makes while starting already counts as fed.
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
    },
  };
}

/** The page's store: the network actor feeds it (src/app/wiring.ts); everything else asks it. */
const online = createOnlineStore();

/** Is the phone online now? See {@link OnlineStore.onlineNow}. */
export const onlineNow = online.onlineNow;

/** Calls `report(online)` at each report of the network after now. See {@link OnlineStore.onOnlineChange}. */
export const onOnlineChange = online.onOnlineChange;

/** Calls `run` each time the network is reported back. See {@link OnlineStore.whenOnlineAgain}. */
export const whenOnlineAgain = online.whenOnlineAgain;

/** Makes `feed` the answer (the network actor). See {@link OnlineStore.feedOnline}. */
export const feedOnline = online.feedOnline;
