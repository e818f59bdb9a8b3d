import { test as base, expect, type Page } from '@playwright/test';
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

/** Signs in through the login form and waits for the dashboard. */
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

export const test = base.extend<{ backend: Backend; user: TestUser; signedInPage: Page }>({
  baseURL: async ({}, use) => use(required('E2E_APP_URL')),
  backend: async ({}, use) =>
    use({
      apiUrl: required('E2E_API_URL'),
      mailUrl: required('E2E_MAIL_URL'),
      anonKey: required('E2E_ANON_KEY'),
      serviceRoleKey: required('E2E_SERVICE_ROLE_KEY'),
    }),
  user: async ({}, use) => use(newUser()),
  signedInPage: async ({ page, backend, user }, use) => {
    await createConfirmedUser(backend, user);
    await signIn(page, user);
    await use(page);
  },
});

export { expect };
