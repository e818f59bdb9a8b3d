/**
 * "The first screen has been drawn": work that no first screen needs (the toast outlet's chunk, the
 * service worker's registration) waits for it, so on a slow network it does not compete with the
 * screen's own chunks and data (issue 11). The app's router marks it (src/app/router.ts) when its
 * first navigation has rendered (the signed-in dashboard with its data, or the sign-in form), and at
 * the latest after 10 s. Kept tiny: it is in the sign-in page's first download.
 */
let drawn = false;
const waiting = new Set<() => void>();

/** Called by the app when its first route has rendered. */
export function markFirstScreenDrawn(): void {
  drawn = true;
  waiting.forEach((wake) => wake());
  waiting.clear();
}

/**
 * Runs `task` once, a moment after the first screen has been drawn (its frame painted, its effects run).
 * @returns a function that cancels it (a component unmounting first).
 */
export function afterFirstScreen(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wake = () => {
    timer = setTimeout(task, 100);
  };
  if (drawn) wake();
  else waiting.add(wake);
  return () => {
    waiting.delete(wake);
    clearTimeout(timer);
  };
}
