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
  await expect(weather).toContainText('Sample');
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

/**
 * Issue 34 "Sample weather shown as real": the sample weather is marked Sample; a forecast that cannot
 * be fetched is "No forecast" (never 32 °C Sunny), or the last forecast with its time; a lodge of
 * one's own without coordinates says "No forecast" and offers its owner "Set the lodge's location".
 */
test('Sample weather shown as real: No forecast when it cannot be fetched, the last one with its time, and Set the lodge’s location', async ({
  signedInPage: page,
}) => {
  test.setTimeout(90_000);
  const weather = page.getByRole('group', { name: 'Weather' });
  await expect(weather).toContainText('Sample');

  // The forecast service does not answer: the lodge with coordinates has no forecast yet.
  await page.route('**/v1/forecast**', (route) => route.abort());
  await page.goto('/organization');
  const card = page.getByRole('region', { name: 'Lodge settings' });
  await card.getByRole('textbox', { name: 'Latitude' }).fill('-19.13');
  await card.getByRole('textbox', { name: 'Longitude' }).fill('23.47');
  await card.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Lodge settings saved')).toBeVisible();
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(weather).toContainText('No forecast');
  await expect(weather).not.toContainText('32 °C');
  await expect(weather).not.toContainText('Sample');

  // It answers once: then, failing again, the last forecast shows with its time.
  await page.unroute('**/v1/forecast**');
  await page.reload();
  await expect(weather).toContainText(`Forecast ${standInForecast.time}`);
  await page.route('**/v1/forecast**', (route) => route.abort());
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(weather).toContainText(`${standInForecast.temperature} °C`);
  await expect(weather).toContainText(`Forecast ${standInForecast.time}`);

  // A lodge of one's own, without sample content or coordinates.
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  await drawer.getByRole('button', { name: 'New lodge' }).click();
  const dialog = page.getByRole('dialog', { name: 'New lodge' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Khwai Camp');
  await dialog.getByLabel('Location').fill('Khwai, Moremi');
  await dialog.getByRole('button', { name: 'Create lodge' }).click();
  await expect(page.getByText('Khwai Camp is ready')).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Khwai Camp' })).toBeVisible();
  await expect(weather).toContainText('No forecast');
  await expect(weather).not.toContainText('°C');
  await weather.getByRole('link', { name: "Set the lodge's location" }).click();
  await expect(page.getByRole('region', { name: 'Lodge settings' })).toBeVisible();
});
