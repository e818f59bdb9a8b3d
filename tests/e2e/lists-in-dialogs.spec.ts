import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PHONE_SIZES } from './support/phone-sizes';

/**
 * Issue 34, "Lists that open off the screen": in a booking, Add item → Product (low on the screen)
 * opened its list half its width to the right, the page widened to 514 px (416 at 320), the list
 * flickered shut and a tap selected nothing. Every Select in a dialog is tapped here, its field first
 * scrolled to the bottom of the screen, on a 390 and a 320 px phone: its list opens inside the screen,
 * the page never widens, and a tapped option is the field's value. Each dialog is one test for both
 * phone sizes (issue 33, suite time: 18 sign-ins were most of this file's time).
 */

/** Scrolls the field to the bottom edge of the screen, taps it, taps an option, checks the value. */
async function tapAnOption(page: Page, dialog: Locator, name: string) {
  const field = dialog.getByRole('combobox', { name, exact: true });
  await field.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  await field.tap();
  const listId = await field.getAttribute('aria-controls');
  const list = page.locator(`[id="${listId}"]`);
  await expect(list).toBeVisible();
  const options = list.getByRole('option');
  const count = await options.count();
  expect(count, `${name} has options`).toBeGreaterThan(0);
  // An option other than the one shown, when there is one.
  const current = await field.inputValue();
  let choice = options.last();
  for (let index = count - 1; index >= 0; index -= 1) {
    if ((await options.nth(index).textContent())?.trim() !== current) {
      choice = options.nth(index);
      break;
    }
  }
  const label = ((await choice.textContent()) ?? '').trim();
  const viewport = page.viewportSize()!;
  const box = (await list.boundingBox())!;
  expect(box.x, `${name}: the list starts on the screen`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${name}: the list ends on the screen`).toBeLessThanOrEqual(viewport.width);
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
  expect(widths.page, `${name}: the page is no wider than the screen`).toBeLessThanOrEqual(viewport.width);
  expect(widths.screen).toBe(viewport.width);
  await choice.tap();
  await expect(list).toBeHidden();
  await expect(field).toHaveValue(label);
}

interface DialogCase {
  title: string;
  open: (page: Page) => Promise<Locator>;
  fields: string[];
}

const dialogs: DialogCase[] = [
  {
    title: 'a booking: Add item',
    open: async (page) => {
      await page.goto('/bookings');
      await page.getByRole('button', { name: 'Sunset Boat Cruise' }).first().click();
      const booking = page.getByRole('dialog', { name: 'Sunset Boat Cruise' });
      await booking.getByRole('button', { name: 'Add item' }).click();
      return booking.getByRole('form', { name: 'Add item' });
    },
    fields: ['Product'],
  },
  {
    title: 'a booking: Channel and Record payment',
    open: async (page) => {
      await page.goto('/bookings');
      await page.getByRole('button', { name: 'Sunset Boat Cruise' }).first().click();
      const booking = page.getByRole('dialog', { name: 'Sunset Boat Cruise' });
      await tapAnOption(page, booking, 'Channel');
      await booking.getByRole('button', { name: 'Record payment' }).click();
      return booking.getByRole('form', { name: 'Record payment' });
    },
    fields: ['Method'],
  },
  {
    title: 'Add Booking',
    open: async (page) => {
      await page.goto('/bookings');
      await page
        .getByRole('button', { name: /^Add Booking for / })
        .nth(1)
        .click();
      return page.getByRole('dialog', { name: /^Add Booking for / });
    },
    fields: ['Guide'],
  },
  {
    title: 'Add Product',
    open: async (page) => {
      await page.goto('/organization/products');
      await page.getByRole('button', { name: 'Add Product' }).click();
      return page.getByRole('dialog', { name: 'Add Product' });
    },
    fields: ['Type'],
  },
  {
    title: 'a staff member',
    open: async (page) => {
      await page.goto('/organization/staff');
      await page.getByRole('button', { name: 'Edit Kabo Sekgoma' }).click();
      return page.getByRole('dialog', { name: 'Edit Kabo Sekgoma' });
    },
    fields: ['Role', 'Team member account'],
  },
  {
    title: 'Invite someone',
    open: async (page) => {
      await page.goto('/organization');
      await page.getByRole('link', { name: 'Team' }).click();
      await page.getByRole('button', { name: 'Invite someone' }).click();
      return page.getByRole('dialog', { name: 'Invite someone' });
    },
    fields: ['Role'],
  },
  {
    title: 'Add channel',
    open: async (page) => {
      await page.goto('/organization/distribution');
      await page.getByRole('button', { name: 'Add channel' }).click();
      return page.getByRole('dialog', { name: 'Add channel' });
    },
    fields: ['Kind'],
  },
  {
    title: 'a review',
    open: async (page) => {
      await page.goto('/experience');
      await page.getByRole('button', { name: 'Edit review by James Okafor' }).click();
      return page.getByRole('dialog', { name: 'Edit the review by James Okafor' });
    },
    fields: ['Rating (stars)'],
  },
  {
    title: 'New lodge',
    open: async (page) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await page
        .getByRole('dialog', { name: 'Navigation' })
        .getByRole('button', { name: 'New lodge' })
        .click();
      return page.getByRole('dialog', { name: 'New lodge' });
    },
    fields: ['Time zone'],
  },
];

test.describe('Lists that open off the screen (issue 34), at 390 and 320 px', () => {
  for (const dialog of dialogs) {
    test(`every list in ${dialog.title} opens on the screen and a tap picks an option at 390 and 320 px`, async ({
      signedInPage: page,
    }) => {
      // One person for both phones (issue 33: the sign-in cost more than a dialog's look); the
      // dialog is opened afresh at each size, its screen loaded at that width.
      for (const size of PHONE_SIZES) {
        await test.step(`${size.width} px`, async () => {
          await page.setViewportSize(size);
          const opened = await dialog.open(page);
          await expect(opened).toBeVisible();
          for (const field of dialog.fields) await tapAnOption(page, opened, field);
        });
      }
    });
  }
});
