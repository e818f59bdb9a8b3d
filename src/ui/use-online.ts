import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { isOnline, networkActor, type NetworkActorRef } from '../lib/network/network-actor';

/**
 * Whether the phone has a network: the state of the page's network actor (`networkActor`, fed by the
 * browser's `online`/`offline` events; issue 19: one listener for the app). Right from the first
 * render, so an offline start never flashes an online state (Mantine's `useNetwork` starts at
 * `online: true`). Server rendering and hydration: online.
 * @param onBackOnline called when the network returns after having been gone (not on first render).
 * @param network the network actor to read (tests); by default the page's.
 */
export function useOnline(onBackOnline?: () => void, network: NetworkActorRef = networkActor): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = network.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [network],
  );
  const online = useSyncExternalStore(
    subscribe,
    () => isOnline(network),
    () => true,
  );
  const callback = useRef(onBackOnline);
  callback.current = onBackOnline;
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) callback.current?.();
    wasOnline.current = online;
  }, [online]);
  return online;
}
