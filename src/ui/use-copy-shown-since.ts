import { useEffect, useState } from 'react';

/** The day pack's "shown from the copy" fact (src/lib/offline/day-pack.ts): its reader and its change event. */
export interface CopyShownFact {
  shownFromPackSince: () => number | null;
  onDayPackChange: (listener: () => void) => () => void;
}

/**
 * When the data on screen was fetched from the server, while the screens show the phone's copy (the
 * day pack's `shownFromPackSince`, ms since the epoch), or null while they show the server's rows;
 * follows the pack's changes. Lazy: the day pack's module is imported on first use, so a component on
 * the signed-in start (the offline banner's "Last updated 14:32") does not bring it into the first
 * download; a component whose chunk imports the module already passes it as `loaded` and reads the
 * fact in its first render (a form's "Updated 14:32 — changes are sent when the signal is back",
 * issue 33). While `watch` is false it does not follow (the banner: only while offline) and keeps the
 * last value it read.
 */
export function useCopyShownSince(watch = true, loaded?: CopyShownFact): number | null {
  const [since, setSince] = useState<number | null>(() => loaded?.shownFromPackSince() ?? null);
  useEffect(() => {
    if (!watch) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const follow = (fact: CopyShownFact) => {
      if (cancelled) return;
      setSince(fact.shownFromPackSince());
      stop = fact.onDayPackChange(() => setSince(fact.shownFromPackSince()));
    };
    if (loaded) follow(loaded);
    else void import('../lib/offline/day-pack').then(follow);
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [watch, loaded]);
  return since;
}
