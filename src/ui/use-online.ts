import { useEffect, useRef, useSyncExternalStore } from 'react';
import { onlineNow, onOnlineChange } from '../lib/network/online';

/**
 * Whether the phone has a network: the one answer (src/lib/network/online.ts, issue 35), which the
 * page's network actor feeds in the app (issue 19: one listener for the app). Right from the first
 * render, so an offline start never flashes an online state (Mantine's `useNetwork` starts at
 * `online: true`). Server rendering and hydration: online.
 * @param onBackOnline called when the network returns after having been gone (not on first render).
 */
export function useOnline(onBackOnline?: () => void): boolean {
  const online = useSyncExternalStore(onOnlineChange, onlineNow, () => true);
  const callback = useRef(onBackOnline);
  callback.current = onBackOnline;
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) callback.current?.();
    wasOnline.current = online;
  }, [online]);
  return online;
}
