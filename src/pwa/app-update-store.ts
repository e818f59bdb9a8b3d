import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { onlineNow } from '../lib/network/online';

/**
 * Where the app stands against the deployed version (issue 9, "A new version is ready"):
 * - `current`: no newer version known;
 * - `updateReady`: a new service worker is installed and waiting for the person's **Reload**;
 * - `dismissed`: they chose "Not now" (asked again at the next start or the next newer version);
 * - `reloading`: they tapped Reload; the page reloads once the new worker controls it.
 */
export type AppUpdateStatus = 'current' | 'updateReady' | 'dismissed' | 'reloading';

/** The status as an external store for `useSyncExternalStore`, and the person's two choices. */
export interface AppUpdateStore {
  getStatus(): AppUpdateStatus;
  subscribe(listener: () => void): () => void;
  /** The person tapped Reload: activate the waiting worker, then reload this page (only this one). */
  reload(): void;
  /** The person tapped "Not now". */
  dismiss(): void;
}

/** What the store needs from the outside; tests pass fakes. */
export interface AppUpdateDeps {
  /** vite-plugin-pwa's `registerSW` (`virtual:pwa-register`, prompt mode): registers the worker. */
  registerSW: (options: RegisterSWOptions) => (reloadPage?: boolean) => Promise<void>;
  /** Reloads the page; `location.reload()` by default. */
  reloadPage?: () => void;
  /** How often to ask the server for a new worker while the app stays open, in ms (default 1 hour). */
  checkEveryMs?: number;
  /** Whether the phone has a network (`navigator.onLine` by default): no update check without one. */
  isOnline?: () => boolean;
  /** How long Reload waits for the new worker to take control before reloading anyway, in ms. */
  reloadFallbackMs?: number;
  /**
   * Calls `listener` once when a service worker takes control of this page (the browser's
   * `controllerchange`; by default on `navigator.serviceWorker`).
   */
  onceControllerChanges?: (listener: () => void) => void;
}

/** The browser's `controllerchange`, once; nothing where there are no service workers. */
function onceControllerChangesInBrowser(listener: () => void): void {
  if (typeof navigator === 'undefined') return;
  navigator.serviceWorker?.addEventListener('controllerchange', listener, { once: true });
}

/**
 * Registers the service worker (prompt mode) and tracks whether a new version waits. Nothing here
 * ever reloads the page unless the person tapped Reload in this tab: when another tab applies the update
 * (vite-plugin-pwa's `onNeedReload`), this one keeps showing the prompt instead of dropping what is typed.
 * Without service worker support (or when registering fails) the status stays `current`.
 */
export function createAppUpdateStore(deps: AppUpdateDeps): AppUpdateStore {
  const reloadNow = deps.reloadPage ?? (() => window.location.reload());
  let reloadAsked = false;
  const reloadPage = () => {
    if (reloadAsked) return;
    reloadAsked = true;
    reloadNow();
  };
  const isOnline = deps.isOnline ?? onlineNow;
  const listeners = new Set<() => void>();
  let status: AppUpdateStatus = 'current';
  let registration: ServiceWorkerRegistration | undefined;
  const set = (next: AppUpdateStatus) => {
    if (next === status) return;
    status = next;
    listeners.forEach((listener) => listener());
  };

  const activateWaitingWorker = deps.registerSW({
    immediate: true,
    onNeedRefresh: () => {
      if (status !== 'reloading') set('updateReady');
    },
    onNeedReload: () => {
      if (status === 'reloading') reloadPage();
    },
    onRegisteredSW: (_url, found) => {
      registration = found;
      // Browsers look for a new worker on navigations; a one-page app open all day makes none.
      setInterval(
        () => {
          if (registration && !registration.installing && isOnline()) registration.update().catch(() => {});
        },
        deps.checkEveryMs ?? 60 * 60 * 1000,
      );
    },
    // No worker (private window, old browser): the app still works online, as before issue 9.
    onRegisterError: () => {},
  });

  return {
    getStatus: () => status,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reload: () => {
      if (status === 'reloading') return;
      set('reloading');
      // Another tab may have activated the new worker already: then a plain reload gets the new version.
      if (!registration?.waiting) return reloadPage();
      // vite-plugin-pwa only reports the new worker taking control (`onNeedReload`) when a worker
      // already controlled the page when it loaded; in the visit that installed the app it never does,
      // and Reload waited for the fallback (10 s). The browser's own event comes in both cases.
      (deps.onceControllerChanges ?? onceControllerChangesInBrowser)(reloadPage);
      void activateWaitingWorker();
      setTimeout(reloadPage, deps.reloadFallbackMs ?? 10_000);
    },
    dismiss: () => {
      if (status === 'updateReady') set('dismissed');
    },
  };
}
