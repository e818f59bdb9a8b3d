import { useCallback, useRef, useState } from 'react';
import { useRouter, type NavigateOptions } from '@tanstack/react-router';

/** Preloads cut short by `router.invalidate()` (a day-pack pull, the lodge refreshed) are tried again. */
const PRELOAD_TRIES = 3;

/**
 * Navigation within a screen (another day of the rota) that goes only once the loader has answered
 * for the new address: the router preloads it, then navigates onto the preloaded data. Navigating at
 * once left the new address pending, and the route's pending screen took the screen's place — after
 * the pending threshold (400 ms) on a slow answer, at once when a `router.invalidate()` (the day
 * pack's pull, the lodge refreshed) fell during the load — hiding the button just pressed and so
 * dropping the person's focus ("Previous day"). Meanwhile the screen keeps its data on view and marks
 * itself as loading. Only the latest ask navigates: an earlier one answered late is dropped. A load
 * that fails still navigates, so the route shows its error as it would have.
 * @returns the navigate function and the address being loaded for it (null when none), for the screen
 * to say what it is loading (the rota, the bookings' days, the finances' month).
 */
export function useNavigateWhenLoaded(): readonly [
  navigate: (target: NavigateOptions) => void,
  loading: NavigateOptions | null,
] {
  const router = useRouter();
  const latest = useRef(0);
  const [loading, setLoading] = useState<NavigateOptions | null>(null);
  const navigate = useCallback(
    (target: NavigateOptions) => {
      const ask = ++latest.current;
      setLoading(target);
      const preload = async () => {
        for (let tries = 0; tries < PRELOAD_TRIES && ask === latest.current; tries++) {
          // Undefined or unsettled: the preload was cut short (invalidated, redirected) or failed.
          const matches = await router.preloadRoute(target).catch(() => undefined);
          if (matches?.every((match) => match.status === 'success')) return;
        }
      };
      void preload().then(async () => {
        if (ask !== latest.current) return;
        await router.navigate(target);
        if (ask === latest.current) setLoading(null);
      });
    },
    [router],
  );
  return [navigate, loading] as const;
}
