import { useEffect, useRef, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Whether the phone has a network, as the browser reports it (`navigator.onLine`, kept current by the
 * `online`/`offline` events). Right from the first render, so an offline start never flashes an
 * online state (Mantine's `useNetwork` starts at `online: true`). Outside a browser: online.
 * @param onBackOnline called when the network returns after having been gone (not on first render).
 */
export function useOnline(onBackOnline?: () => void): boolean {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine !== false,
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
