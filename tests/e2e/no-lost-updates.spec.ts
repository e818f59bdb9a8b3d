import { expect, test } from './fixtures';
import { LOAD_TIMEOUTS } from '../support/load-timeouts';

/**
 * Issue 33 "Nothing typed is ever lost or silently overwritten": what a person saw saved is saved, and
 * a save never writes over a newer version it never saw.
 */

/** Signs `email` in through GoTrue's password grant, as another phone of the same person would. */
async function anotherPhone(apiUrl: string, anonKey: string, email: string, password: string) {
  const response = await fetch(`${apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.ok).toBe(true);
  const { access_token: token, user } = (await response.json()) as {
    access_token: string;
    user: { id: string };
  };
  const rest = (path: string, init: RequestInit = {}) =>
    fetch(`${apiUrl}/rest/v1/${path}`, {
      ...init,
      headers: {
        apikey: anonKey,
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
        Prefer: 'return=representation',
        ...init.headers,
      },
    });
  return { userId: user.id, rest };
}

test('the stale-copy profile save: Account on the phone’s copy is marked, and Save never overwrites the newer username', async ({
  signedInPage: page,
  backend,
  user,
}) => {
  // Account opened once with a signal keeps the profile on this phone.
  await page.goto('/account');
  await expect(page.getByLabel('Username')).toHaveValue(user.username);

  // Meanwhile another phone changes the username.
  const other = await anotherPhone(backend.apiUrl, backend.anonKey, user.email, user.password);
  const changed = await other.rest(`profiles?id=eq.${other.userId}`, {
    method: 'PATCH',
    body: JSON.stringify({ username: 'lorato_new', updated_at: new Date().toISOString() }),
  });
  expect(changed.ok).toBe(true);

  // The profile request fails (no answer): Account opens on the phone's copy, and says so.
  await page.route('**/rest/v1/profiles*', (route) =>
    route.request().method() === 'GET' ? route.abort('internetdisconnected') : route.fallback(),
  );
  await page.reload();
  // supabase-js tries a GET that got no answer three more times (after 1, 2 and 4 s) before the app
  // falls back to the copy: the person waits that long, and so does the test.
  await expect(page.getByText(/^Updated \d\d:\d\d$/)).toBeVisible({
    timeout: 7_000 + LOAD_TIMEOUTS.e2eExpectMs,
  });
  await expect(page.getByLabel('Username')).toHaveValue(user.username);

  // The signal is back; the person edits only the full name and saves.
  await page.unroute('**/rest/v1/profiles*');
  await page.getByLabel('Full name').fill('Thabo Kagiso Molefe');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const changedAlert = page.getByRole('alert').filter({ hasText: 'changed on another device' });
  await expect(changedAlert).toBeVisible();
  await expect(changedAlert).toContainText('Now: username lorato_new');
  await expect(page.getByText('Profile updated successfully!')).toHaveCount(0);

  // Nothing was written over the newer row.
  const row = async () =>
    (
      (await (await other.rest(`profiles?id=eq.${other.userId}&select=username,full_name`)).json()) as {
        username: string | null;
        full_name: string | null;
      }[]
    )[0];
  expect(await row()).toEqual({ username: 'lorato_new', full_name: user.fullName });

  for (const [width, height] of [
    [390, 844],
    [320, 640],
  ] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme: scheme });
      if (process.env.SHOTS_DIR)
        await page.screenshot({
          path: `${process.env.SHOTS_DIR}/profile-changed-${width}-${scheme}.png`,
          fullPage: true,
        });
      // The page is never wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  }

  // Keep mine writes only the field that was edited, over the version now shown.
  await page.getByRole('button', { name: 'Keep mine' }).click();
  await expect(page.getByText('Profile updated successfully!').first()).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveValue('lorato_new');
  expect(await row()).toEqual({ username: 'lorato_new', full_name: 'Thabo Kagiso Molefe' });
});
