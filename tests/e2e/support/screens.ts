import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

/**
 * Every signed-in screen, with what a person waits for before looking at it (issue 12: check every
 * screen at 390×844 and 320×640, light and dark). Step 8 of the wizard is reached by Continue.
 */
export const screens: { path: string; ready: (page: Page) => Promise<void> }[] = [
  { path: '/', ready: (p) => expect(p.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible() },
  {
    path: '/bookings',
    ready: (p) => expect(p.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible(),
  },
  { path: '/account', ready: (p) => expect(p.getByRole('button', { name: 'Save Changes' })).toBeVisible() },
  { path: '/hospitality', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/hospitality/housekeeping', ready: (p) => expect(p.getByRole('tab').first()).toBeVisible() },
  { path: '/language', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/experience', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/business', ready: (p) => expect(p.getByText(/Step \d of 8/)).toBeVisible() },
  {
    path: '/business',
    ready: async (p) => {
      const indicator = p.getByText(/Step \d of 8/);
      await expect(indicator).toBeVisible();
      let step = Number(/Step (\d)/.exec((await indicator.textContent()) ?? '')?.[1]);
      // One Continue per step, each waited for: tapping again before step 8 shows could land on
      // step 8's Save Results (its button takes the place of Continue) and save for real.
      while (step < 8) {
        await p.getByRole('button', { name: 'Continue' }).click();
        step += 1;
        await expect(p.getByText(`Step ${step} of 8`)).toBeVisible();
      }
    },
  },
  { path: '/organization', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/organization/products', ready: (p) => expect(p.getByRole('tab').first()).toBeVisible() },
  {
    path: '/organization/staff',
    ready: (p) => expect(p.getByRole('list', { name: 'Staff' }).getByRole('listitem').first()).toBeVisible(),
  },
  {
    path: '/organization/team',
    ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    path: '/organization/distribution',
    ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  { path: '/no-such-page', ready: (p) => expect(p.getByText('Oops! Page not found')).toBeVisible() },
];
