import { test, expect } from './fixtures';
import { screens } from './support/screens';
import { cutOffElements } from './support/ux-audit';

/**
 * Issue 12 "Screens": check every screen at 320 px as well. Layouts wrap on a narrow phone rather
 * than shrink their 44 px targets. The sweep over every screen at 320 px, light and dark, for anything
 * cut off or past its card runs in ux-touch-and-contrast.spec.ts, on the page loads that audit the same
 * screens' tap targets and contrast at 320 px (issue 33: one load of each screen for both).
 */
test.use({ viewport: { width: 320, height: 640 } });

test("the staff card's Remove button stays inside the card at 320 px", async ({ signedInPage: page }) => {
  await page.goto('/organization/staff');
  const cards = page.getByRole('list', { name: 'Staff' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) {
    const edge = (await card.boundingBox())!;
    for (const button of await card.getByRole('button').all()) {
      const box = (await button.boundingBox())!;
      expect(box.x + box.width, `${await button.getAttribute('aria-label')}`).toBeLessThanOrEqual(
        edge.x + edge.width,
      );
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
  }
});

test('the bottom bar’s "Dashboard" label touched the screen’s edge at 320 px: every label keeps clear of the edges and of each other', async ({
  signedInPage: page,
}) => {
  const bar = page.getByRole('navigation', { name: 'Quick' });
  // Each item once the one in bold (the current screen's, wider than the others).
  for (const [path, current] of [
    ['/', 'Dashboard'],
    ['/organization', 'Business'],
    ['/experience', 'Experience'],
  ] as const) {
    await page.goto(path);
    await expect(bar.getByRole('link', { name: current, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The words themselves, not their links: the text is what a person sees touching the edge.
    const labels = await bar.locator('a > span').evaluateAll((spans) =>
      spans.map((span) => {
        const range = document.createRange();
        range.selectNodeContents(span);
        const box = range.getBoundingClientRect();
        return {
          text: span.textContent,
          left: box.left,
          right: box.right,
          lines: range.getClientRects().length,
        };
      }),
    );
    expect(labels[0]!.text).toBe('Dashboard');
    expect(labels[0]!.left, `${current}: Dashboard from the left edge`).toBeGreaterThanOrEqual(6);
    expect(320 - labels.at(-1)!.right, `${current}: Account from the right edge`).toBeGreaterThanOrEqual(6);
    labels.slice(1).forEach((label, index) => {
      const gap = label.left - labels[index]!.right;
      expect(gap, `${current}: ${labels[index]!.text} | ${label.text}`).toBeGreaterThanOrEqual(4);
    });
    for (const label of labels) expect(label.lines, `${label.text} on one line`).toBe(1);
  }
});

test('the review badge on Guest experience is not cut at 320 px', async ({ signedInPage: page }) => {
  await page.goto('/experience');
  const reviews = page.getByRole('region', { name: 'Guest Reviews' }).getByRole('listitem');
  await expect(reviews.first()).toBeVisible();
  const badges = reviews.getByText(/^(Replied|Awaiting reply)$/);
  expect(await badges.count()).toBeGreaterThan(0);
  for (const badge of await badges.all()) {
    const cut = await badge.evaluate((label) => label.scrollWidth > label.clientWidth + 1);
    expect(cut, `${await badge.textContent()} is cut short`).toBe(false);
  }
  expect(await cutOffElements(page)).toEqual([]);
});

test('the ROI table on business model step 8 is not clipped at 320 px', async ({ signedInPage: page }) => {
  const step8 = screens.findLast((screen) => screen.path === '/business')!;
  await page.goto('/business');
  await step8.ready(page);
  const table = page.getByRole('table', { name: 'Annual revenue and profit' });
  await expect(table).toBeVisible();
  const fits = await table.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.left >= 0 && box.right <= window.innerWidth && element.scrollWidth <= element.clientWidth + 1;
  });
  expect(fits).toBe(true);
  // "Accommodation" stays whole: the figures give it room rather than split it mid-word.
  const name = table.getByRole('rowheader', { name: 'Accommodation' });
  const lines = await name.evaluate((cell) => {
    const range = document.createRange();
    range.selectNodeContents(cell);
    return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size;
  });
  expect(lines).toBe(1);
  expect(await cutOffElements(page)).toEqual([]);
});

for (const width of [320, 390]) {
  test(`the money section’s Add item and Record payment labels are not cut at ${width} px (review of issues 18–19)`, async ({
    signedInPage: page,
  }) => {
    await page.setViewportSize({ width, height: width === 320 ? 640 : 844 });
    await page.goto('/bookings');
    await page.getByRole('button', { name: 'Sunset Boat Cruise' }).first().click();
    const booking = page.getByRole('dialog', { name: 'Sunset Boat Cruise' });
    await expect(booking.getByLabel('Booking balance')).toBeVisible();
    for (const name of ['Add item', 'Record payment']) {
      const button = booking.getByRole('button', { name });
      await button.scrollIntoViewIfNeeded();
      const label = button.locator('.mantine-Button-label');
      const cut = await label.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
      expect(cut, `${name} is cut short`).toBe(false);
      expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    // Each form's own footer too: Cancel and the action side by side or wrapped, never cut.
    await booking.getByRole('button', { name: 'Record payment' }).click();
    const form = booking.getByRole('form', { name: 'Record payment' });
    for (const button of await form.getByRole('button', { name: /^(Cancel|Record payment)$/ }).all()) {
      const cut = await button
        .locator('.mantine-Button-label')
        .evaluate((element) => element.scrollWidth > element.clientWidth + 1);
      expect(cut, `${await button.textContent()} is cut short`).toBe(false);
    }
  });
}
