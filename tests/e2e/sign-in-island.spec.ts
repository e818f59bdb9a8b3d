import type { Page } from '@playwright/test';
import { test, expect, createConfirmedUser } from './fixtures';

/**
 * Issue 22: a cold /auth/login runs the sign-in island first (src/sign-in-island.tsx): it hydrates only
 * the form, Sign In works before the app's own code has arrived, and the app takes the page over only
 * when nobody is using the form (never replacing a field under the person's keyboard), after a sign-in,
 * or when the header is tapped.
 */

/** Holds the app's own entry (`/assets/index-*.js`) until the returned function is called. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Opens /auth/login with the app's entry held, once the island has taken the form over; resolves with
 * the function that lets the app's entry through.
 */
async function islandLogin(page: Page): Promise<() => void> {
  const release = await holdTheApp(page);
  await page.goto('/auth/login');
  await expect(page.locator('form[data-live]')).toBeAttached();
  return release;
}

/** Whether the page's form is still the one the HTML brought (the island's, not yet drawn by the app). */
const isTheIslandForm = (page: Page) =>
  page.evaluate(() => document.querySelector('form') === Reflect.get(window, '__islandForm'));

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      Reflect.set(window, '__islandForm', document.querySelector('form'));
    });
  });
});

test('Sign In works on the island before the app has loaded, and the app goes on to the dashboard', async ({
  page,
  backend,
  user,
}) => {
  await createConfirmedUser(backend, user);
  const release = await islandLogin(page);
  await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // The island signed in (its toast) while the app's code was still held.
  await expect(page.getByText('Login successful!')).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('a wrong password on the island says so, and keeps what was typed', async ({ page, backend, user }) => {
  await createConfirmedUser(backend, user);
  await islandLogin(page);
  await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login failed')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(user.email);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
});

test('once the form is touched the app never takes the page over under the person: only a sign-in hands it over', async ({
  page,
  backend,
  user,
}) => {
  await createConfirmedUser(backend, user);
  const release = await islandLogin(page);
  const email = page.getByRole('textbox', { name: 'Email' });
  await email.fill(user.email);
  release();
  // The app's code is here (the island marks it), but the form was touched: it stays the island's.
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('island:app-fetched').length))
    .toBe(1);
  await expect(email).toBeFocused();
  // Leaving the form and waiting a quiet moment changes nothing either (the hand-over raced typing).
  const card = await page.locator('form').boundingBox();
  await page.mouse.click(card!.x + 5, card!.y + card!.height + 24);
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('island:quiet').length), { timeout: 15_000 })
    .toBe(1);
  expect(await isTheIslandForm(page)).toBe(true);
  await expect(email).toHaveValue(user.email);
  // Signing in hands it over; the app goes on to the dashboard.
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('a page nobody touches goes to the app at a quiet moment (its header, the offline install)', async ({
  page,
}) => {
  await page.goto('/auth/login');
  await expect(page.locator('form[data-live]')).toBeAttached();
  await expect.poll(() => isTheIslandForm(page), { timeout: 15_000 }).toBe(false);
  await expect(page.getByRole('link', { name: 'Account' })).toBeVisible();
  await expect(page.locator('form[data-live]')).toBeAttached();
});

test('the header’s drawer toggle tapped before the app runs opens the drawer once it does', async ({
  page,
}) => {
  const release = await islandLogin(page);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  release();
  await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible();
  // Closed, it gives focus back to the toggle the tap was made again on (it went to the page's title).
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open navigation' })).toBeFocused();
});
