import { describe, expect, it } from 'vitest';
import { BookingsTabs } from '../../../src/ui/bookings/bookings-tabs';
import { renderScreen, screen } from '../../support/render';

/**
 * Bookings' two views (issue 31) as links, the one shown marked `aria-current="page"`.
 */
describe('bug (issue 35 review, calendar looked at): on the calendar both Day list and Calendar were marked as the page shown', () => {
  it('on /bookings/calendar only Calendar is the current page (the router marked /bookings too: a prefix of it)', async () => {
    await renderScreen(<BookingsTabs current="calendar" />, { path: '/bookings/calendar' });
    const views = screen.getByRole('navigation', { name: 'Bookings views' });
    expect(views.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Calendar' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Day list' })).not.toHaveAttribute('aria-current');
  });

  it.each(['/bookings', '/bookings?from=2026-12-12', '/bookings?booking=b-1'])(
    'on %s only Day list is (its days and its open booking are still the day list)',
    async (path) => {
      await renderScreen(<BookingsTabs current="list" />, { path });
      expect(screen.getByRole('link', { name: 'Day list' })).toHaveAttribute('aria-current', 'page');
      expect(screen.getByRole('link', { name: 'Calendar' })).not.toHaveAttribute('aria-current');
    },
  );
});
