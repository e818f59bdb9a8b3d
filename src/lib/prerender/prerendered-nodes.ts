/**
 * The prerendered markup the app draws afresh instead of hydrating (issue 22: the signed-in shell, or
 * a page whose address asks for something else). React adds its own markup after it; the prerendered
 * nodes stay on screen until the app's frame has drawn (`dropPrerendered`, from the frame's layout
 * effect: the same frame, so nothing blank shows in between).
 */
let kept: ChildNode[] = [];

/** Keeps `root`'s prerendered nodes until the app's frame has drawn. */
export function keepUntilDrawn(root: HTMLElement): void {
  kept = Array.from(root.childNodes);
}

/** Removes the prerendered nodes the app drew afresh (none when it hydrated them). */
export function dropPrerendered(): void {
  kept.forEach((node) => node.remove());
  kept = [];
}
