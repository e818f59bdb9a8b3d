import type { Page } from '@playwright/test';

/**
 * For the "focus never drops while the next day loads" tests (the rota's and the bookings' arrows):
 * the GET requests matching `requests` answer `delayMs` late — well past the router's pending threshold
 * (400 ms) — and the page notes, as `data-arrow-dropped` on `<html>`, if the button named `arrowLabel`
 * ever leaves the page or is hidden (a pending screen in the screen's place) meanwhile.
 */
export async function slowDayWatchingArrow(
  page: Page,
  requests: RegExp,
  arrowLabel: string,
  delayMs = 1_500,
): Promise<void> {
  await page.route(requests, async (route) => {
    if (route.request().method() === 'GET') await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.fallback();
  });
  await page.evaluate((label) => {
    const arrow = document.querySelector(`button[aria-label="${label}"]`);
    new MutationObserver(() => {
      if (!arrow?.isConnected || !arrow.checkVisibility())
        document.documentElement.dataset.arrowDropped = 'yes';
    }).observe(document.body, { childList: true, subtree: true, attributes: true });
  }, arrowLabel);
}
