import { test, expect } from './fixtures';

/**
 * Issue 12 "Screens": following the phone's dark setting, the page must not flash light before the
 * app's JavaScript runs. index.html's head script sets Mantine's colour scheme attribute from the
 * stored choice or the phone's setting before first paint; the prerendered page follows it (issue 22).
 */
test('a dark phone gets the dark page before any JavaScript module runs (no light flash)', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  // Hold the app's modules back: what shows is what index.html alone draws on first paint.
  await page.route(/\.(js|tsx?)(\?.*)?$/, (route) => route.abort());
  await page.goto('/auth/login');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(36, 36, 36)');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.goto('/bookings');
  await expect(page.locator('header')).toHaveCSS('background-color', 'rgb(36, 36, 36)');
});

test('a stored colour scheme choice wins over the phone setting before first paint', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.addInitScript(() => localStorage.setItem('mantine-color-scheme-value', 'light'));
  await page.route(/\.(js|tsx?)(\?.*)?$/, (route) => route.abort());
  await page.goto('/auth/login');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
});

test('a light phone stays light, and the app keeps the same scheme once it runs', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
});
