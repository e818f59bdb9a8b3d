import { test, expect } from './fixtures';

/** Spec §2 journey: dashboard → booking detail dialog → "View All" → the three-day bookings view. */
test('dashboard shows today, opens a booking, and "View All" leads to the bookings', async ({
  signedInPage: page,
}) => {
  const today = new Date();
  const weekday = today.toLocaleDateString('en-US', { weekday: 'long' });

  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText(new RegExp(`^${weekday}, `)).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Okavango Community Trust' })).toBeVisible();
  await expect(page.getByText('32 °C')).toBeVisible();
  await expect(page.getByText('Sunny')).toBeVisible();

  await page.getByRole('button', { name: 'Morning Mokoro Excursion' }).click();
  const dialog = page.getByRole('dialog', { name: 'Morning Mokoro Excursion' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('4 guests')).toBeVisible();
  await expect(dialog.getByRole('link', { name: /Call Kabo Sekgoma/ })).toHaveAttribute(
    'href',
    'tel:+26772345678',
  );
  const notes = dialog.getByLabel('Add Notes');
  await expect(notes).toBeFocused();
  await expect(notes).toHaveAttribute('placeholder', 'Add notes about this booking...');
  await notes.fill('Extra life jacket for a child');
  await dialog.getByRole('button', { name: 'Save Note' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Morning Mokoro Excursion: Extra life jacket for a child')).toBeVisible();

  await page.getByRole('link', { name: 'View All' }).click();
  await expect(page).toHaveURL(/\/bookings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(3);
  await expect(page.getByText('No bookings scheduled for this day')).toBeVisible();

  await page.getByRole('button', { name: 'Village Cultural Visit' }).click();
  const visit = page.getByRole('dialog', { name: 'Village Cultural Visit' });
  await expect(visit.getByText('Lesedi Ntsima')).toBeVisible();
  await visit.getByRole('button', { name: 'Cancel' }).click();
  await expect(visit).toBeHidden();
});
