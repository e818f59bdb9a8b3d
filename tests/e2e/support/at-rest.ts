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

/**
 * Holds a toast on screen and waits until it has come to rest, to measure where it settles: the
 * pointer rests on it, which pauses its closing (Mantine's notifications stop their auto-close timer
 * while hovered), as a person's finger on a message keeps it. Without the hold, a busy machine
 * measured after a success toast's 3 s were over: the toast had gone and the measurement waited for it
 * (bug: "toasts cover neither the header…" failed at load ≈ 20).
 */
export async function holdToastAtRest(toast: Locator): Promise<void> {
  await toast.hover();
  await waitUntilAtRest(toast);
}
