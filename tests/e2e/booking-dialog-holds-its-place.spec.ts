import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Bug (issue 33, found in a loaded run's trace): a booking's dialog opens at once and its money comes
 * a moment later; the Money section grew from one line ("Reading the booking's money…") to the channel,
 * the balance and two buttons, and moved everything under it down. A tap meanwhile pressed one button
 * and let go over what had moved under the finger: "Cancel" left the dialog open, a note's "Delete"
 * never asked. The section now keeps its place while it reads: for a booking with no items and no
 * payments, nothing below it moves when the money arrives.
 */

/** Holds every read of booking items until `release` is called (the money read waits for it). */
async function holdItemsRead(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let releasing = false;
  await page.route('**/rest/v1/booking_items?*', async (route) => {
    if (releasing || route.request().method() !== 'GET') return route.fallback();
    held.push(route);
  });
  return async () => {
    releasing = true;
    for (const route of held.splice(0)) await route.fallback();
  };
}

for (const width of [390, 320]) {
  test(`bug: the booking dialog's Money section grew under the finger as it read — what is below it stays put (${width} px wide)`, async ({
    signedInPage: page,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 640 });
    await page.goto('/bookings');
    const release = await holdItemsRead(page);
    // A booking the sample lodge keeps today, with no items and no payments yet.
    await page.getByRole('button', { name: 'Village Cultural Visit' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Village Cultural Visit' });
    const money = dialog.getByRole('region', { name: 'Money' });
    await expect(money.getByText("Reading the booking's money…")).toBeVisible();
    // Measured at rest: the dialog slides in.
    const moving = () =>
      page.evaluate(
        () => document.getAnimations().filter((animation) => animation.playState === 'running').length,
      );
    await expect.poll(moving).toBe(0);
    const notes = dialog.getByLabel('Add Notes');
    const before = await notes.boundingBox();

    await release();
    await expect(money.getByLabel('Booking balance')).toBeVisible();
    await expect(money.getByText('No items on this booking yet.')).toBeVisible();
    const after = await notes.boundingBox();
    expect(before).not.toBeNull();
    expect(after).not.toBeNull();
    // Within two pixels: a finger's tap is not moved off a 44 px target by that.
    expect(Math.abs((after?.y ?? 0) - (before?.y ?? 0))).toBeLessThanOrEqual(2);
  });
}
