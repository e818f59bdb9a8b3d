import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { createAppUpdateStore, type AppUpdateDeps } from '../../../src/pwa/app-update-store';

/** A store over a fake `registerSW`; the test plays the browser's part through `sw`. */
function setup(overrides: Partial<AppUpdateDeps> = {}) {
  const sw = { options: {} as RegisterSWOptions, activateWaitingWorker: vi.fn(async () => {}) };
  const reloadPage = vi.fn();
  const store = createAppUpdateStore({
    registerSW: (options) => {
      sw.options = options;
      return sw.activateWaitingWorker;
    },
    reloadPage,
    ...overrides,
  });
  const registration = {
    waiting: {} as ServiceWorker | null,
    installing: null,
    update: vi.fn(async () => {}),
  };
  sw.options.onRegisteredSW?.('/sw.js', registration as unknown as ServiceWorkerRegistration);
  return { store, sw, reloadPage, registration };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

test('an update waits for the person: Reload activates the new worker, then reloads once it controls', () => {
  const { store, sw, reloadPage } = setup();
  expect(store.getStatus()).toBe('current');
  sw.options.onNeedRefresh?.();
  expect(store.getStatus()).toBe('updateReady');
  expect(reloadPage).not.toHaveBeenCalled();

  store.reload();
  expect(store.getStatus()).toBe('reloading');
  expect(sw.activateWaitingWorker).toHaveBeenCalledTimes(1);
  sw.options.onNeedReload?.();
  expect(reloadPage).toHaveBeenCalledTimes(1);
  vi.advanceTimersByTime(60_000); // the fallback does not reload a second time
  expect(reloadPage).toHaveBeenCalledTimes(1);
});

test('Reload in the visit that installed the app reloads when the new worker takes control, not after the fallback', () => {
  // Bug: vite-plugin-pwa's onNeedReload never came in the first visit, so Reload waited 10 s.
  let controllerChanged = () => {};
  const { store, sw, reloadPage } = setup({
    onceControllerChanges: (listener) => {
      controllerChanged = listener;
    },
  });
  sw.options.onNeedRefresh?.();
  store.reload();
  expect(reloadPage).not.toHaveBeenCalled();
  controllerChanged();
  expect(reloadPage).toHaveBeenCalledTimes(1);
  sw.options.onNeedReload?.();
  vi.advanceTimersByTime(60_000);
  expect(reloadPage).toHaveBeenCalledTimes(1);
});

test('another tab applying the update never reloads this one under someone typing', () => {
  const { store, sw, reloadPage } = setup();
  sw.options.onNeedRefresh?.();
  // The new worker took control because of another tab's Reload.
  sw.options.onNeedReload?.();
  vi.advanceTimersByTime(60_000);
  expect(reloadPage).not.toHaveBeenCalled();
  expect(store.getStatus()).toBe('updateReady');
});

test('Reload with no worker left waiting (already activated elsewhere) reloads at once', () => {
  const { store, sw, reloadPage, registration } = setup();
  sw.options.onNeedRefresh?.();
  registration.waiting = null;
  store.reload();
  expect(reloadPage).toHaveBeenCalledTimes(1);
  expect(sw.activateWaitingWorker).not.toHaveBeenCalled();
});

test('"Not now" hides the prompt until a newer version arrives', () => {
  const { store, sw } = setup();
  const listener = vi.fn();
  store.subscribe(listener);
  sw.options.onNeedRefresh?.();
  store.dismiss();
  expect(store.getStatus()).toBe('dismissed');
  sw.options.onNeedRefresh?.();
  expect(store.getStatus()).toBe('updateReady');
  expect(listener).toHaveBeenCalledTimes(3);
});

test('while the app stays open it asks for a new worker every hour, only with a network', () => {
  let online = false;
  const { registration } = setup({ isOnline: () => online });
  vi.advanceTimersByTime(60 * 60 * 1000);
  expect(registration.update).not.toHaveBeenCalled();
  online = true;
  vi.advanceTimersByTime(60 * 60 * 1000);
  expect(registration.update).toHaveBeenCalledTimes(1);
});
