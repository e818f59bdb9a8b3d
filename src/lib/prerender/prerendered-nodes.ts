/**
 * The prerendered markup the app draws afresh instead of hydrating (issue 22: the signed-in shell, or
 * a page whose address asks for something else). React adds its own markup after it; the prerendered
 * nodes stay on screen until the app's frame has drawn (`dropPrerendered`, from the frame's layout
 * effect: the same frame, so nothing blank shows in between).
 */
// Module state: the prerendered page's nodes, kept on screen until the app's frame has drawn (one page,
// once).
let kept: ChildNode[] = [];
// Module state: who is told when the prerendered nodes go (one page, once).
let onDropped: (() => void) | undefined;

/**
 * Keeps `root`'s prerendered nodes until the app's frame has drawn; `dropped` runs once they are gone
 * (the sign-in island's root ends then: src/lib/prerender/sign-in-island.ts).
 */
export function keepUntilDrawn(root: HTMLElement, dropped?: () => void): void {
  kept = Array.from(root.childNodes);
  onDropped = dropped;
}

/**
 * Whether the app is drawing over prerendered nodes now (from `keepUntilDrawn` until its frame has
 * drawn): the page on screen is then already the one the app draws, so it does not fade in again
 * (issue 34: the sign-in form faded out and in as the app took the page over from the island).
 */
export function drawingOverPrerendered(): boolean {
  return kept.length > 0;
}

// Module state: callers waiting for the prerendered nodes to go (one page, once).
let waiting: Array<() => void> = [];

/** Resolves the next time the app's frame has drawn (its prerendered nodes, if any, gone). */
export function whenPrerenderedDropped(): Promise<void> {
  return new Promise((resolve) => waiting.push(resolve));
}

/** Removes the prerendered nodes the app drew afresh (none when it hydrated them). */
export function dropPrerendered(): void {
  kept.forEach((node) => node.remove());
  kept = [];
  const dropped = onDropped;
  onDropped = undefined;
  dropped?.();
  const drawn = waiting;
  waiting = [];
  drawn.forEach((resolve) => resolve());
}
