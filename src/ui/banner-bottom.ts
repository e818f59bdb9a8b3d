/**
 * Keeps `--offline-banner-bottom` on the page while `element` (the offline banner's area) shows: where
 * it ends, from the top of the document (0 when empty), so toasts open below it (issue 18: "toasts
 * never cover it"; app/providers.module.css). Loaded only when the banner shows (issue 11 budget).
 * @returns a function that stops watching and removes the property.
 */
export function watchBannerBottom(element: HTMLElement): () => void {
  const root = document.documentElement;
  const measure = () => {
    const rect = element.getBoundingClientRect();
    const bottom = rect.height > 0 ? Math.round(rect.bottom + window.scrollY) : 0;
    root.style.setProperty('--offline-banner-bottom', `${bottom}px`);
  };
  measure();
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
  observer?.observe(element);
  return () => {
    observer?.disconnect();
    root.style.removeProperty('--offline-banner-bottom');
  };
}
