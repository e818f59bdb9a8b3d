import type { Page } from '@playwright/test';
import { TestModel } from 'xstate/graph';
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { authMachine } from '../../machines/auth.machine';
import { createConfirmedUser, expect, test, type TestUser } from './fixtures';

/**
 * The auth lifecycle and route guards, driven by the production auth machine's model against the
 * embedded backend: each scenario is a named `getPathsFromEvents` path of `authMachine`, and the same
 * state handlers as the happy-dom model test's states assert what the browser shows. Here the backend, not
 * the test, decides when `loadSession`/`loadProfile`/`signOut` answer, so executors do what a person
 * (or a reload) does and the handlers wait for the result.
 */

const DEEP_LINK = '/organization/products?tab=2';
const usable = {
  access_token: 'x',
  refresh_token: 'x',
  token_type: 'bearer',
  expires_in: 3600,
  expires_at: 1,
  user: { id: 'x', user_metadata: {} },
};
/** A profile row: `loadProfile` answers with the signed-in user's row (its contents come from the backend). */
const row = { id: 'x', username: null, full_name: null, avatar_url: null, updated_at: null };
const withoutExpiry = {
  access_token: 'x',
  refresh_token: 'x',
  token_type: 'bearer',
  user: { id: 'x', user_metadata: {} },
};

type ModelEvent = { type: string; [key: string]: unknown };
const model = new TestModel(
  authMachine as unknown as AnyStateMachine,
  {
    // Only scripted scenarios are used here; generated paths run in happy-dom (tests/model/auth.model.test.tsx).
    events: () => [],
    serializeState: (s: AnyMachineSnapshot) => JSON.stringify(s.value),
    stateMatcher: (s: AnyMachineSnapshot, key: string) => s.matches(key),
  } as never,
) as unknown as TestModel<AnyMachineSnapshot, ModelEvent, unknown>;

/** One named path of the auth machine (the model decides every state it passes through). */
function scenario(events: ModelEvent[]) {
  const [path] = model.getPathsFromEvents(events as never[]);
  if (!path) throw new Error('no path');
  return path;
}

/** supabase-js's stored session (localStorage `sb-<ref>-auth-token`), edited in the page. */
async function editStoredSession(page: Page, edit: 'expire' | 'dropExpiry') {
  await page.evaluate((how) => {
    const key = Object.keys(localStorage).find((k) => /^sb-.*-auth-token$/.test(k));
    if (!key) throw new Error('no stored session');
    const session = JSON.parse(localStorage.getItem(key)!);
    if (how === 'expire') session.expires_at = Math.floor(Date.now() / 1000) - 60;
    else {
      delete session.expires_at;
      delete session.expires_in;
    }
    localStorage.setItem(key, JSON.stringify(session));
  }, edit);
}

/**
 * The stored refresh token: GoTrue rotates it on every refresh. (The access token can come back
 * identical when the refresh lands in the same second as the sign-in: same claims, same `iat`.)
 */
async function storedRefreshToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => /^sb-.*-auth-token$/.test(k));
    return key ? (JSON.parse(localStorage.getItem(key)!).refresh_token as string) : null;
  });
}

/** The state handlers: what a person sees in each auth state (mirrors tests/model/auth.model.test.tsx). */
function handlers(page: Page, user: TestUser, expectUrl: () => RegExp) {
  const account = page.locator('header a[href="/account"]');
  const drawer = async () => {
    const burger = page.getByRole('button', { name: 'Open navigation' });
    if ((await burger.getAttribute('aria-expanded')) !== 'true') await burger.click();
    return page.getByRole('dialog', { name: 'Navigation' });
  };
  return {
    signedOut: async () => {
      await expect(page).toHaveURL(expectUrl());
      await expect(account).toHaveAttribute('aria-label', 'Account');
      const nav = await drawer();
      await expect(nav.getByText('Visitor')).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Sign In' })).toBeVisible();
      await page.keyboard.press('Escape');
    },
    'signedIn.profile.ready': async () => {
      await expect(page).toHaveURL(expectUrl());
      await expect(account).toHaveAttribute('aria-label', `Account: ${user.fullName}`);
      const nav = await drawer();
      await expect(nav.getByText(user.fullName)).toBeVisible();
      await page.keyboard.press('Escape');
    },
  };
}

test.describe('auth machine model × embedded backend', () => {
  test('deep link while signed out → login keeps the redirect → sign in → back at the deep link', async ({
    page,
    backend,
    user,
  }) => {
    await createConfirmedUser(backend, user);
    let url = /\/auth\/login\?redirect=%2Forganization%2Fproducts%3Ftab%3D2$/;
    const path = scenario([
      { type: 'xstate.done.actor.loadSession', output: { session: null, stale: false } },
      { type: 'session.signedIn', session: usable },
      { type: 'xstate.done.actor.loadProfile', output: row },
    ]);
    await path.test({
      events: {
        'xstate.done.actor.loadSession': async () => {
          await page.goto(DEEP_LINK);
        },
        'session.signedIn': async () => {
          await page.getByLabel('Email').fill(user.email);
          await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
          await page.getByRole('button', { name: 'Sign In' }).click();
          await expect(page.getByText('Login successful!')).toBeVisible();
          url = /\/organization\/products\?tab=2$/;
        },
        'xstate.done.actor.loadProfile': async () => {},
      },
      states: {
        ...handlers(page, user, () => url),
        'signedIn.profile.loading': async () => {},
        'signedIn.token.fresh': async () => {},
      },
    });
  });

  test('an expired stored session is refreshed on load; one without expiry fields is discarded', async ({
    formSignedInPage: page,
    user,
  }) => {
    const keptLink = /\/organization\/products\?tab=2$/;
    const before = await storedRefreshToken(page);
    // Each page load is a fresh auth actor, so each load is its own path from `checkingSession`.
    await scenario([
      { type: 'xstate.done.actor.loadSession', output: { session: usable, stale: false } },
      { type: 'xstate.done.actor.loadProfile', output: row },
    ]).test({
      events: {
        'xstate.done.actor.loadSession': async () => {
          await editStoredSession(page, 'expire');
          await page.goto(DEEP_LINK);
        },
        'xstate.done.actor.loadProfile': async () => {
          // supabase-js refreshed the expired session with its refresh token before answering.
          await expect.poll(() => storedRefreshToken(page)).not.toBe(before);
        },
      },
      states: {
        ...handlers(page, user, () => keptLink),
        'signedIn.profile.loading': async () => {},
        'signedIn.token.fresh': async () => {},
      },
    });
    // A stored session without expiry fields is discarded (spec §4): the load ends signed out.
    await scenario([
      { type: 'xstate.done.actor.loadSession', output: { session: withoutExpiry, stale: false } },
    ]).test({
      events: {
        'xstate.done.actor.loadSession': async () => {
          await editStoredSession(page, 'dropExpiry');
          await page.goto(DEEP_LINK);
        },
      },
      states: handlers(page, user, () => /\/auth\/login\?redirect=%2Forganization%2Fproducts%3Ftab%3D2$/),
    });
  });

  test('sign out from the drawer → "Logged out successfully" → plain /auth/login; guards hold', async ({
    formSignedInPage: page,
    user,
  }) => {
    let url = /\/$/;
    const path = scenario([
      { type: 'xstate.done.actor.loadSession', output: { session: usable, stale: false } },
      { type: 'xstate.done.actor.loadProfile', output: row },
      { type: 'auth.signOut' },
      { type: 'xstate.done.actor.signOut' },
    ]);
    await path.test({
      events: {
        'xstate.done.actor.loadSession': async () => {
          await page.goto('/');
        },
        'xstate.done.actor.loadProfile': async () => {},
        'auth.signOut': async () => {
          await page.getByRole('button', { name: 'Open navigation' }).click();
          await page
            .getByRole('dialog', { name: 'Navigation' })
            .getByRole('button', { name: 'Sign Out' })
            .click();
        },
        'xstate.done.actor.signOut': async () => {
          await expect(page.getByText('Logged out successfully')).toBeVisible();
          url = /\/auth\/login$/;
        },
      },
      states: {
        ...handlers(page, user, () => url),
        'signedIn.profile.loading': async () => {},
        'signedIn.token.fresh': async () => {},
        // Transient (the backend answers at once); still signed in until it does.
        signingOut: async () => {},
      },
    });
    // The guard now keeps a deep link again.
    await page.goto('/account');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Faccount$/);
  });

  test('/machines shows the live auth, drawer and lodge states', async ({ formSignedInPage: page }) => {
    await page.goto('/machines');
    // Both regions of `signedIn`: the token and the profile (issues 9, 12).
    await expect(page.getByTestId('current-state-auth')).toContainText('signedIn.token.fresh');
    await expect(page.getByTestId('current-state-auth')).toContainText('signedIn.profile.ready');
    await expect(page.getByTestId('current-state-drawer')).toHaveText('closed');
    // The lodges as the server listed them (this load opened on the phone's copy and refreshed it).
    await expect(page.getByTestId('current-state-lodge')).toHaveText('ready.fresh');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(page.getByTestId('current-state-drawer')).toHaveText('open');
  });
});
