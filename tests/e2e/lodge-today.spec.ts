import { test, expect } from './fixtures';

/** The lodge's today (Africa/Gaborone, the sample lodge's `lodges.timezone`) as the dashboard heads it. */
function lodgeWeekday(): string {
  return new Date().toLocaleDateString('en-US', { weekday: 'long', timeZone: 'Africa/Gaborone' });
}

// Issue 8 / the previous stop's late finding: "today" was the phone's, the seed's the lodge's. A phone
// 12 hours ahead (UTC+14) and one 13 hours behind (UTC-11): at any instant at least one of them is on
// another calendar day than the lodge, so together these fail whenever the app uses the phone's day.
for (const timezoneId of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
  test.describe(`A phone whose time zone differs from its lodge's sees the wrong day (${timezoneId})`, () => {
    test.use({ timezoneId });

    test("the dashboard shows the lodge's today and its bookings", async ({ signedInPage: page }) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect(page.getByText(new RegExp(`^${lodgeWeekday()}, `)).first()).toBeVisible();
      // The seed books the morning mokoro trip on the lodge's today.
      await expect(page.getByRole('button', { name: 'Morning Mokoro Excursion' })).toBeVisible();
    });
  });
}
