import type { Browser, Page } from '@playwright/test';
import { createConfirmedUser, newUser, type Backend, type TestUser, signInWithSession } from '../fixtures';
import { asService, lodgeOf } from './service-rest';

/**
 * People of a lodge for tests with more than one person (trustees, managers): made through GoTrue's
 * admin API and a membership row written as the service role (the test's hand, not the app's), then
 * signed in on a phone of their own.
 */

/** A new confirmed person holding `role` in `lodgeId`. */
export async function memberOf(
  backend: Backend,
  lodgeId: string,
  role: 'owner' | 'manager' | 'staff' | 'trustee',
  fullName: string,
): Promise<TestUser & { id: string }> {
  const person = newUser({ fullName });
  const { id } = await createConfirmedUser(backend, person);
  await asService(backend, 'POST', 'lodge_members', { lodge_id: lodgeId, user_id: id, role });
  return { ...person, id };
}

/** A trustee of the lodge `ownerId` was given, signed in on a phone of their own (390 × 844). */
export async function trusteePhoneOf(
  browser: Browser,
  backend: Backend,
  baseURL: string,
  ownerId: string,
): Promise<Page> {
  const trustee = await memberOf(backend, await lodgeOf(backend, ownerId), 'trustee', 'Kgosi Trustee');
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signInWithSession(page, backend, trustee);
  return page;
}

/** "P 1,234.50" (or "-P 50.00") as minor units: what the screen shows, read back exactly (no-break spaces allowed). */
export function minorOf(text: string): number {
  const match = /(-?)P\s([\d,]+)\.(\d{2})/.exec(text.replace(/\u00a0/g, ' '));
  if (!match) throw new Error(`not an amount: ${text}`);
  const [, sign, whole = '0', cents = '0'] = match;
  const minor = Number(whole.replace(/,/g, '')) * 100 + Number(cents);
  return sign === '-' ? -minor : minor;
}
