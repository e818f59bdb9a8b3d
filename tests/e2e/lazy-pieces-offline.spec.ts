import type { BrowserContext, Page } from '@playwright/test';
import { createConfirmedUser, expect, signIn, test } from './fixtures';

/**
 * The phone loses its signal before the service worker has kept the app's files (here: none is
 * installed, `serviceWorkers: 'block'`), so a piece's code that has not come yet cannot be fetched.
 * Requests for the files matching `file` fail while `offline.on` is true; returns how many were asked.
 */
async function chunkNeedingSignal(page: Page, context: BrowserContext, file: RegExp) {
  const offline = { on: false, asked: 0 };
  await page.route(file, (route) => {
    offline.asked += 1;
    return offline.on ? route.abort('internetdisconnected') : route.continue();
  });
  return {
    asked: () => offline.asked,
    lose: async () => {
      offline.on = true;
      await context.setOffline(true);
    },
    regain: async () => {
      offline.on = false;
      await context.setOffline(false);
    },
  };
}

test('a dialog whose code could not be fetched offline took the whole screen down ("Something went wrong!"): the screen and the typed search stay, a message says it needs a connection, and with the signal back the dialog opens', async ({
  signedInPage: page,
  context,
}) => {
  const signal = await chunkNeedingSignal(page, context, /\/assets\/add-product-dialog-[^/]*\.js$/);
  await page.getByRole('link', { name: 'Business' }).click();
  await page.getByRole('link', { name: 'Products' }).click();
  const search = page.getByRole('searchbox', { name: 'Search products' });
  await search.fill('PAPYRUS');
  await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveCount(1);

  await signal.lose();
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('This needs a connection the first time')).toBeVisible();
  await expect(
    page.getByText('Try again when the phone is back online; nothing you typed is lost.'),
  ).toBeVisible();
  expect(signal.asked()).toBeGreaterThan(0);
  await expect(page.getByText('Something went wrong!')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  await expect(search).toHaveValue('PAPYRUS');
  await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await signal.regain();
  await page.getByRole('button', { name: 'Add Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Product' });
  await expect(dialog.getByLabel('Name')).toBeFocused();
  // Drawn with its styles (a stylesheet that failed offline is asked for again): its content is on top.
  await expect(dialog.getByRole('heading', { name: 'Add Product' })).toBeInViewport();
  await dialog.getByRole('button', { name: 'Close dialog' }).click();
  await expect(dialog).toBeHidden();
  await expect(search).toHaveValue('PAPYRUS');
});

test('the navigation drawer whose code could not be fetched offline closes again with a word why, and opens with the signal back', async ({
  signedInPage: page,
  context,
}) => {
  const signal = await chunkNeedingSignal(page, context, /\/assets\/nav-drawer-[^/]*\.js$/);
  await signal.lose();
  const toggle = page.getByRole('button', { name: 'Open navigation' });
  await toggle.click();
  await expect(page.getByText('This needs a connection the first time')).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('Something went wrong!')).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Navigation' })).toHaveCount(0);

  await signal.regain();
  await toggle.click();
  await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
});

test('a screen that could not be read with no signal reloaded the page into the browser\'s "No internet" page: it stays the app and says it waits for a signal', async ({
  page,
  context,
  backend,
  user,
}) => {
  // A phone whose signal drops before its first day pack came: nothing kept, so the Bookings loader
  // fails offline and its error component shows. That component used to be a chunk of its own that
  // the phone had not fetched, and TanStack Router answers an unfetchable chunk by reloading the page.
  await page.route(/\/rest\/v1\/rpc\/day_pack/, (route) => route.abort('internetdisconnected'));
  await createConfirmedUser(backend, user);
  await signIn(page, user);
  await page.getByRole('link', { name: 'View All' }).click();
  await expect(page.getByRole('button', { name: 'Village Cultural Visit' }).first()).toBeVisible();

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Village Cultural Visit' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Waiting for a signal' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Not on this phone yet' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Quick' })).toBeVisible();
  await expect(page).toHaveURL(/\/bookings\?booking=/);

  await context.setOffline(false);
  await expect(page.getByRole('dialog', { name: 'Village Cultural Visit' })).toBeVisible();
});
