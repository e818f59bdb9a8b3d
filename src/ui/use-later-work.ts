import { useEffect, useState } from 'react';
import { laterWork } from '../lib/later-work';

/**
 * False on the first render, true once work that can wait may start (src/lib/later-work.ts: on a
 * signed-out page, after what a sign-in needs) and one more task has passed, so the first screen has
 * painted and settled. For parts of the frame no first screen needs: the toast outlet, the app-update
 * prompt (issues 9, 11, 22).
 */
export function useLaterWork(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    void laterWork().then(() => {
      if (!cancelled) timer = setTimeout(() => setReady(true), 0);
    });
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, []);
  return ready;
}
