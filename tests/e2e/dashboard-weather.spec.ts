import { test, expect } from './fixtures';
import { dayPackKeys } from './support/day-pack';
import { standInForecast } from './support/weather-stand-in';

// The offline start needs the service worker (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 18 "Weather that is real": a lodge without coordinates shows the spec's sample weather; with
 * coordinates, the forecast (from the local stand-in, never the internet) with its time, kept in the
 * day pack for offline use and wiped with it at sign-out.
 */
test('the dashboard shows the real forecast with its time, offline too, and sign-out wipes it', async ({
  signedInPage: page,
  context,
}) => {
  test.setTimeout(60_000);
  const weather = page.getByRole('group', { name: 'Weather' });
  await expect(weather).toContainText('32 °C');
  await expect(weather).toContainText('Sunny');
  await expect(weather).not.toContainText('Forecast');

  await page.goto('/organization');
  const card = page.getByRole('region', { name: 'Lodge settings' });
  await card.getByRole('textbox', { name: 'Latitude' }).fill('-19.13');
  await card.getByRole('textbox', { name: 'Longitude' }).fill('23.47');
  await card.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Lodge settings saved')).toBeVisible();

  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(weather).toContainText(`${standInForecast.temperature} °C`);
  await expect(weather).toContainText(standInForecast.label);
  await expect(weather).toContainText(`Forecast ${standInForecast.time}`);
  await expect
    .poll(async () => {
      const keys = await dayPackKeys(page);
      return keys.some((key) => key.includes(':forecast:')) && keys.some((key) => key.includes(':lodge:'));
    })
    .toBe(true);

  // An offline start shows the forecast kept in the day pack.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(weather).toContainText(`Forecast ${standInForecast.time}`);
  await expect(weather).toContainText(standInForecast.label);

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect.poll(async () => (await dayPackKeys(page)).length).toBe(0);
});
