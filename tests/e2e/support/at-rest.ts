import { expect, type Locator } from '@playwright/test';

/**
 * Waits until `element` has come to rest: no animation or transition runs on it, its children or its
 * ancestors (a toast slides in, and mid-slide it was measured over the header or the offline banner).
 * Measure where a person sees it settle, not where it passes.
 */
export async function waitUntilAtRest(element: Locator): Promise<void> {
  const moving = () =>
    element.evaluate((node) => {
      const running = node.getAnimations({ subtree: true });
      for (let up = node.parentElement; up; up = up.parentElement) running.push(...up.getAnimations());
      return running.length;
    });
  await expect.poll(moving).toBe(0);
}
