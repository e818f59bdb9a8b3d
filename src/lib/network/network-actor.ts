import { createActor, fromCallback } from 'xstate';
import { networkMachine, type NetworkEvent } from '../../../machines/network.machine';
import { joinApp } from '../app-system';

/**
 * The network machine's `watchNetwork` in a browser: the app's one listener to the `online` and
 * `offline` events (issue 19). It reports the phone's state at start (`navigator.onLine`) and each
 * event after. Outside a browser (no `window`) it reports nothing: online.
 */
export const watchBrowserNetwork = fromCallback<NetworkEvent>(({ sendBack }) => {
  if (typeof window === 'undefined') return undefined;
  if (navigator.onLine === false) sendBack({ type: 'network.offline' });
  const online = () => sendBack({ type: 'network.online' });
  const offline = () => sendBack({ type: 'network.offline' });
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
  };
});

/** The network machine fed by the browser's events. */
const browserNetworkMachine = networkMachine.provide({ actors: { watchNetwork: watchBrowserNetwork } });

/** A network actor fed by the browser's events (not started), on its own (tests). */
export const createNetworkActor = () => createActor(browserNetworkMachine);

/**
 * The page's network actor, started at once: the phone has one network, so the page has one actor for
 * it (here in lib/, not app/, because ui/'s `useOnline` reads it too). The app's wiring
 * (src/app/wiring.ts) feeds the lodge actor from it; the auth actors and the day pack's sync follow it.
 * In the app's actor system as `network`.
 */
export const networkActor = joinApp('network', browserNetworkMachine).start();

/** A network actor: the page's, or one a test made. */
export type NetworkActorRef = ReturnType<typeof createNetworkActor>;

/** Is the network actor's state `online`? */
export const isOnline = (network: NetworkActorRef): boolean => network.getSnapshot().matches('online');

/**
 * Calls `onReport(online)` now with the network's state and again on each report of the browser
 * (`online` may come again while online: each report is passed on, as the browser's events were).
 * @returns the unsubscribe function.
 */
export function followNetwork(network: NetworkActorRef, onReport: (online: boolean) => void): () => void {
  onReport(isOnline(network));
  const online = network.on('network.online', () => onReport(true));
  const offline = network.on('network.offline', () => onReport(false));
  return () => {
    online.unsubscribe();
    offline.unsubscribe();
  };
}

/**
 * Calls `run` each time the browser reports the network back (not at start).
 * @returns the unsubscribe function.
 */
export function onReconnect(network: NetworkActorRef, run: () => void): () => void {
  const subscription = network.on('network.online', run);
  return () => subscription.unsubscribe();
}
