import { test as base, expect, type Page, type Route } from '@playwright/test';
import { LOAD_TIMEOUTS } from '../support/load-timeouts';

/** Where the global setup put the backend (see support/global-setup.ts). */
export interface Backend {
  apiUrl: string;
  mailUrl: string;
  anonKey: string;
  serviceRoleKey: string;
}

/** A person who can sign in. */
export interface TestUser {
  email: string;
  password: string;
  fullName: string;
  username: string;
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the e2e tests through playwright.config.ts`);
  return value;
}

let counter = 0;
/** A fresh, unique user (unique email and username per call, across workers). */
export function newUser(overrides: Partial<TestUser> = {}): TestUser {
  counter += 1;
  const id = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  return {
    email: `staff.${id}@lodge.test`,
    password: 'mokoro-123',
    fullName: 'Thabo Molefe',
    username: `thabo_${id}`,
    ...overrides,
  };
}

/**
 * Creates an already-confirmed user through GoTrue's admin API (service_role only), with the sign-up
 * metadata that the profiles trigger reads.
 */
export async function createConfirmedUser(backend: Backend, user: TestUser): Promise<{ id: string }> {
  const response = await fetch(`${backend.apiUrl}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      apikey: backend.serviceRoleKey,
      Authorization: `Bearer ${backend.serviceRoleKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({
      email: user.email,
      password: user.password,
      email_confirm: true,
      user_metadata: { full_name: user.fullName, username: user.username },
    }),
  });
  if (!response.ok) throw new Error(`admin/users answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { id: string };
}

/**
 * Signs in through the login form and waits for the dashboard: for tests about signing in (the form,
 * the sign-in island, a first sign-in, offline, a session's handling). Others use `signInWithSession`.
 */
export async function signIn(page: Page, user: Pick<TestUser, 'email' | 'password'>): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: LOAD_TIMEOUTS.e2eFirstSignInMs });
  // The address changes as the app's router settles, before it draws (issue 22: signed in on the
  // sign-in island, the app then takes the page over): wait for the sign-in page to be gone, as a
  // person waits for the next screen, so a test's first tap lands on the app's own controls.
  await expect(page.locator('h1', { hasText: 'Welcome back' })).toHaveCount(0, {
    timeout: LOAD_TIMEOUTS.e2eFirstSignInMs,
  });
}

/** Where supabase-js keeps the session (src/lib/supabase/auth-storage.ts, `authStorageKey`). */
const AUTH_STORAGE_KEY = 'sb-ecolodge-auth-token';

/**
 * An address on the app's origin that never reaches the app: answered here with an empty page, so the
 * session can be put in the origin's localStorage before the app's first load.
 */
const BLANK_PATH = '/e2e-blank-page';

/**
 * Signs in without the login form, for tests that are not about signing in (issue 33: ~130 tests sign
 * in). Measured with one worker at load ≈ 7: 1.54 s to the dashboard's bookings against 1.74 s through
 * the form (5 of each); most of a sign-in is the app's start and the first lodge's seeding, which both
 * ways pay. It asks GoTrue for a session the way the form does (`POST /auth/v1/token
 * ?grant_type=password`), keeps it where supabase-js keeps one (localStorage
 * `sb-ecolodge-auth-token`: the token answer with `expires_at`, as auth-js's `_saveSession` writes
 * it), then opens `/` and waits for the dashboard: the app opens signed in at once on a kept session
 * (issue 22), as for a person coming back.
 *
 * The state it leaves is the one a person has after signing in: the server made the same session,
 * the app's lodge actor resolves (and on a first start makes and seeds) the person's lodge whichever
 * way the session came, and nothing else the form does is kept (checked for issue 33: the form's only
 * other effects are the "Login successful!" toast and the move to where the person was headed).
 *
 * Use the form (`signIn`) instead when the test is about signing in: the form, the sign-in island and
 * its hand-over, the toast, the first sign-in of a sign-up (invite codes, the first write after it),
 * signing in offline or a session's handling — and keep at least one form sign-in per kind of journey.
 * @throws when GoTrue refuses the email and password (its status and answer in the message).
 */
export async function signInWithSession(
  page: Page,
  backend: Pick<Backend, 'apiUrl' | 'anonKey'>,
  user: Pick<TestUser, 'email' | 'password'>,
): Promise<void> {
  const response = await fetch(`${backend.apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  if (!response.ok) throw new Error(`auth/v1/token answered ${response.status}: ${await response.text()}`);
  const answer = (await response.json()) as { expires_in: number; expires_at?: number };
  const session = {
    ...answer,
    expires_at: answer.expires_at ?? Math.round(Date.now() / 1000) + answer.expires_in,
  };

  // Both addresses are the page's own (its context's baseURL): a second phone's context works too.
  const serveBlank = (route: Route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>blank</title>' });
  await page.route(`**${BLANK_PATH}`, serveBlank);
  await page.goto(BLANK_PATH);
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: AUTH_STORAGE_KEY,
    value: JSON.stringify(session),
  });
  await page.unroute(`**${BLANK_PATH}`, serveBlank);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({
    timeout: LOAD_TIMEOUTS.e2eFirstSignInMs,
  });
}

export const test = base.extend<{
  backend: Backend;
  user: TestUser;
  signedInPage: Page;
  formSignedInPage: Page;
}>({
  baseURL: async ({}, use) => use(required('E2E_APP_URL')),
  backend: async ({}, use) =>
    use({
      apiUrl: required('E2E_API_URL'),
      mailUrl: required('E2E_MAIL_URL'),
      anonKey: required('E2E_ANON_KEY'),
      serviceRoleKey: required('E2E_SERVICE_ROLE_KEY'),
    }),
  user: async ({}, use) => use(newUser()),
  /** `user`, confirmed, on the dashboard, signed in without the form (`signInWithSession`). */
  signedInPage: async ({ page, backend, user }, use) => {
    await createConfirmedUser(backend, user);
    await signInWithSession(page, backend, user);
    await use(page);
  },
  /** `user`, confirmed, signed in through the login form (`signIn`): for tests about signing in. */
  formSignedInPage: async ({ page, backend, user }, use) => {
    await createConfirmedUser(backend, user);
    await signIn(page, user);
    await use(page);
  },
});

export { expect };
