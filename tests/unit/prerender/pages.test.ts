import { isPrerenderedFor, SHELL } from '../../../src/lib/prerender/pages';

/** Issue 22: React hydrates a prerendered page only where the app draws the same markup. */
test('a signed-out page is hydrated at its own address, with or without where to go after', () => {
  expect(isPrerenderedFor('/auth/login', '/auth/login', {})).toBe(true);
  expect(isPrerenderedFor('/auth/login', '/auth/login', { redirect: '/bookings' })).toBe(true);
});

test('an email to prefill, a link’s notice or another address is drawn afresh', () => {
  expect(isPrerenderedFor('/auth/login', '/auth/login', { email: 'a@b.test' })).toBe(false);
  expect(isPrerenderedFor('/auth/login', '/auth/login', { linkError: 'otp_expired' })).toBe(false);
  // A signed-in person sent on from the login page to the dashboard.
  expect(isPrerenderedFor('/auth/login', '/', {})).toBe(false);
});

test('the shell is hydrated on every staff address, never on an /auth/ page', () => {
  expect(isPrerenderedFor(SHELL, '/', {})).toBe(true);
  expect(isPrerenderedFor(SHELL, '/organization/products', { tab: 'rooms' })).toBe(true);
  // A signed-out visitor sent from a staff address to the login page.
  expect(isPrerenderedFor(SHELL, '/auth/login', { redirect: '/' })).toBe(false);
});
