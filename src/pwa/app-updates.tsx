/// <reference types="vite-plugin-pwa/vanillajs" />
import { useSyncExternalStore } from 'react';
import { registerSW } from 'virtual:pwa-register';
import { createAppUpdateStore, type AppUpdateStore } from './app-update-store';
import { UpdatePrompt } from './update-prompt';

/** One registration per page load, made when this chunk first loads (after the first paint). */
const appStore = createAppUpdateStore({ registerSW });

/**
 * The service worker's registration and the update prompt (issue 9). Loaded lazily by
 * `DeferredAppUpdates`, so neither workbox-window nor this UI is in the first download.
 */
export default function AppUpdates({
  aboveBottomBar,
  store = appStore,
}: {
  aboveBottomBar: boolean;
  /** Where the worker's state comes from: the app's registration, or a test's. */
  store?: AppUpdateStore;
}) {
  const status = useSyncExternalStore(store.subscribe, store.getStatus);
  return (
    <UpdatePrompt
      status={status}
      aboveBottomBar={aboveBottomBar}
      onReload={store.reload}
      onDismiss={store.dismiss}
    />
  );
}
