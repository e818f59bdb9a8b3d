import type { Page } from '@playwright/test';
import { test, expect, createConfirmedUser, signInWithSession } from './fixtures';

/**
 * Issue 22 "Faster than a bare React page: paint from HTML": the signed-out pages and the app shell are
 * HTML prerendered from the app's components; the app hydrates the signed-out pages (never draws them
 * again) and draws over the shell, the form works before it is hydrated, and the service worker serves
 * the right page for each address.
 */

/** Console errors and uncaught errors of `page` (a hydration mismatch is reported as one of these). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Remembers, before any script runs, the prerendered form node (to tell hydration from a redraw). */
const rememberPrerenderedNodes = () => {
  document.addEventListener('DOMContentLoaded', () => {
    Reflect.set(window, '__prerenderedForm', document.querySelector('form'));
  });
};

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('/auth/login shows its heading, the Email and Password fields and Sign In', async ({ page }) => {
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });

  test('the register and forgot-password pages are there too', async ({ page }) => {
    await page.goto('/auth/register');
    await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
    await page.goto('/auth/forgot-password');
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  });

  test('a staff address shows the app shell: header, page loading, bottom bar', async ({ page }) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto('/bookings');
      await expect(page.getByRole('link', { name: 'Ecolodge' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Open navigation' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Quick' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
      await expect(page.getByRole('status')).toHaveText('Loading the lodge’s data…');
    }
  });
});

test('the signed-out header shows no stray "V": the account shortcut names no one', async ({ page }) => {
  for (const path of ['/auth/login', '/auth/register', '/no-such-page']) {
    await page.goto(path);
    const account = page.locator('header').getByRole('link', { name: 'Account', exact: true });
    // The shortcut is there once the app runs (on a sign-in page, after it has taken the form over).
    await expect(account).toBeVisible();
    await expect(page.getByRole('button', { name: 'Notifications (new)' })).toBeVisible();
    // No one's initials: "V" for "Visitor" read as somebody's account.
    await expect(account).toHaveText('');
    await expect(page.locator('header')).toHaveText('Ecolodge');
  }
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`${colorScheme}: the signed-out pages are hydrated with no console error or hydration warning`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    const errors = collectErrors(page);
    await page.addInitScript(rememberPrerenderedNodes);
    for (const [path, heading] of [
      ['/auth/login', 'Welcome back'],
      ['/auth/register', 'Create an account'],
      ['/auth/forgot-password', 'Reset your password'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      // Hydrated: the screen's effects ran (the tab's title, the form marked live) on the very form the
      // HTML brought (on /auth/login by the sign-in island; the app may have drawn the page since).
      await expect(page).toHaveTitle(`${heading} · Ecolodge`);
      await expect
        .poll(() =>
          page.evaluate(() =>
            (Reflect.get(window, '__prerenderedForm') as HTMLFormElement).hasAttribute('data-live'),
          ),
        )
        .toBe(true);
    }
    expect(errors).toEqual([]);
  });

  test(`${colorScheme}: a signed-in start draws over the shell with no console error, one frame only`, async ({
    page,
    backend,
    user,
  }) => {
    // The shell is drawn afresh, not hydrated (src/main.tsx says why): React's frame replaces it.
    await createConfirmedUser(backend, user);
    await signInWithSession(page, backend, user);
    await page.emulateMedia({ colorScheme });
    const errors = collectErrors(page);
    for (const path of ['/', '/bookings']) {
      await page.goto(path);
      await expect(page.getByRole('link', { name: /^Account: / })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
      await expect(page.locator('header')).toHaveCount(1);
      await expect(page.getByRole('navigation', { name: 'Quick' })).toHaveCount(1);
    }
    // The bottom bar marks the current screen once the app runs.
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(errors).toEqual([]);
  });
}

test('typed before the app runs: the text is kept and Sign In signs in', async ({ page, backend, user }) => {
  await createConfirmedUser(backend, user);
  // Hold the page's first script (the sign-in island) until the form has been filled in and sent.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/sign-in-island-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/auth/login', { waitUntil: 'commit' });
  await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // Nothing left the page: no navigation, the text is still there.
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(user.email);
  // The press was taken: the form says it is busy and its button spins, still named for screen readers.
  await expect(page.locator('form[aria-busy="true"]')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(
    await page
      .getByRole('button', { name: 'Sign In' })
      .evaluate((button) => getComputedStyle(button, '::after').animationName),
  ).toBe('early-sent-spin');
  release();
  await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('typed before the app runs, sent after: the text is kept when React takes over', async ({
  page,
  backend,
  user,
}) => {
  await createConfirmedUser(backend, user);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/sign-in-island-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/auth/login', { waitUntil: 'commit' });
  await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
  release();
  // The app ran (its title is set); the email typed before is still there and is what it sends.
  await expect(page).toHaveTitle('Welcome back · Ecolodge');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(user.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
});

test.describe('service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('offline, each address gets its prerendered page from the service worker', async ({
    page,
    context,
  }) => {
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller)
        await new Promise((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
        );
    });
    await context.setOffline(true);
    for (const [path, prerendered] of [
      ['/auth/register', '/auth/register'],
      ['/auth/forgot-password', '/auth/forgot-password'],
      ['/auth/login?redirect=%2Fbookings', '/auth/login'],
      ['/bookings', 'shell'],
      ['/organization/products', 'shell'],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.fromServiceWorker(), path).toBe(true);
      expect(await response?.text(), path).toContain(`data-prerendered="${prerendered}"`);
    }
  });
});

test('a signed-out page fetches what a Sign In needs as its app starts, before what can wait', async ({
  page,
}) => {
  // Issue 22: supabase-js came last, sharing the line with the header's staff frame, the toast outlet,
  // the app-update prompt and the page snapshots; a Sign In pressed early waited for it.
  const chunks = [
    'sign-in-island',
    'index',
    'browser-client',
    'lodge-day',
    'toast-outlet-impl',
    'app-updates',
    'page-snapshots',
  ];
  const started: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    const chunk = chunks.find((name) => pathname.startsWith(`/assets/${name}-`) && pathname.endsWith('.js'));
    if (chunk) started.push(chunk);
  });
  // The sign-in island ran once the form is live; the app's own code and what can wait follow supabase-js.
  await page.goto('/auth/login');
  await expect(page.locator('form[data-live]')).toBeAttached();
  await expect
    .poll(() => started.includes('toast-outlet-impl') && started.includes('app-updates'))
    .toBe(true);
  const supabaseAt = started.indexOf('browser-client');
  expect(supabaseAt).toBeGreaterThan(started.indexOf('sign-in-island'));
  for (const later of ['index', 'lodge-day', 'toast-outlet-impl', 'app-updates', 'page-snapshots'])
    expect(started.indexOf(later), later).toBeGreaterThan(supabaseAt);
  // Sign In still works with what came.
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
});
