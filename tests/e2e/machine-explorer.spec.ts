import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The machine explorer (issue 21) as a product owner uses it, on a laptop (1366 × 900) and a phone
 * (390 × 844): the auth drawing readable after Fit, a state's plain words, a live event in the log,
 * Simulate moving only its copy, a shareable `?state=` link.
 */

const SHOTS = process.env.EXPLORER_SHOTS; // a folder: screenshots for the review, when set

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** The smallest rendered font size (px) of the state names in the drawing, as drawn on screen now. */
function smallestStateLabel(page: Page): Promise<number> {
  return page.getByTestId('diagram-viewport').evaluate((viewport) => {
    const svg = viewport.querySelector('svg')!;
    const onScreen = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    const sizes = [...svg.querySelectorAll('[data-state] text')].map(
      (text) => parseFloat(getComputedStyle(text).fontSize) * onScreen,
    );
    return Math.min(...sizes);
  });
}

/** The ids of the states drawn on the diagram now (not those drawn beside an open group). */
function drawnStates(page: Page): Promise<string[]> {
  return page
    .getByTestId('diagram-viewport')
    .locator('[data-state]:not([data-outside])')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-state')!));
}

/** Every state of the drawing lies inside the drawing's frame (nothing cut at the edges). */
async function expectWholeDrawingShown(page: Page): Promise<void> {
  const outside = await page.getByTestId('diagram-viewport').evaluate((viewport) => {
    const frame = viewport.getBoundingClientRect();
    return [...viewport.querySelectorAll('[data-state]')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return (
          box.left < frame.left - 1 ||
          box.top < frame.top - 1 ||
          box.right > frame.right + 1 ||
          box.bottom > frame.bottom + 1
        );
      })
      .map((el) => el.getAttribute('data-state'));
  });
  expect(outside).toEqual([]);
}

test.describe('on a laptop (1366 × 900)', () => {
  test.use({ viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false });

  test('the auth drawing after Fit draws every state name at 12 px or more; a tap on signedIn says it in plain words', async ({
    signedInPage: page,
  }) => {
    await page.goto('/machines');
    await expect(page.getByRole('heading', { level: 1, name: 'State machines' })).toBeVisible();
    // Until the generated words load, a card's title is its id too (two "auth"s: strict mode fails).
    await expect(
      page.getByRole('heading', { level: 2, name: 'Signing in and out (the whole app)' }),
    ).toBeVisible();
    for (const id of ['auth', 'sync', 'lodge', 'forgotPassword', 'products']) {
      await expect(page.getByText(id, { exact: true })).toBeVisible();
    }
    await expect(page.getByTestId('current-state-auth')).toContainText('signedIn.profile.ready');
    await expect(page.getByRole('link', { name: /\(auth\)$/ })).toContainText(
      /\d+\/\d+ states, \d+\/\d+ transitions tested/,
    );
    await shot(page, 'index-1366');

    await page.getByRole('link', { name: /\(auth\)$/ }).click();
    await expect(page).toHaveURL(/\/machines\/auth$/);
    // As a person does, Fit once the drawing shows (tapped before it was laid out, the labels measured
    // NaN px: the drawing had no size yet — one full run in several).
    await expect(page.getByTestId('diagram-viewport').locator('[data-state]').first()).toBeVisible();
    await page.getByRole('button', { name: 'Fit' }).click();
    const smallest = await smallestStateLabel(page);
    console.log(`smallest state label after Fit at 1366 × 900: ${smallest.toFixed(1)} px`);
    expect(smallest).toBeGreaterThanOrEqual(12);

    // After Fit the groups are drawn closed (issue 34); a tap opens signedIn and selects it.
    await page.getByRole('button', { name: 'Open signedIn (10 states inside)' }).click();
    await expect(page).toHaveURL(/\/machines\/auth\?state=signedIn$/);
    await expect(page.getByTestId('drawing-level')).toContainText('Inside signedIn');
    await expect(page.getByRole('button', { name: 'State signedIn', exact: true })).toContainText(
      'signedIn (all at once)',
    );
    const panel = page.getByRole('region', { name: 'signedIn' });
    await expect(
      panel.getByText('A staff member is signed in. Two things are tracked side by side'),
    ).toBeVisible();
    await expect(panel.getByText('auth.signOut', { exact: true })).toBeVisible();
    await shot(page, 'auth-1366');
  });

  test('the explorer’s Fit does not fit (issue 34): Fit shows the whole machine, every state name at 12 px or more and every state within two taps', async ({
    signedInPage: page,
  }) => {
    await page.goto('/machines/auth');
    const viewport = page.getByTestId('diagram-viewport');
    await expect(viewport.locator('[data-state]').first()).toBeVisible();
    await page.getByRole('button', { name: 'Fit' }).click();
    await expect(page.getByTestId('drawing-level')).toContainText('Overview');
    await expectWholeDrawingShown(page);
    expect(await smallestStateLabel(page)).toBeGreaterThanOrEqual(12);

    const reached = new Set(await drawnStates(page));
    const groups = await viewport
      .locator('[data-opens]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')!));
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) {
      await page.getByRole('button', { name: group, exact: true }).click(); // tap 1
      await expect(page.getByTestId('drawing-level')).toContainText('Inside');
      await expect(viewport.locator('[data-opens]')).toHaveCount(0);
      // The group's own drawing loads after the tap (a spinner meanwhile): wait for it to be drawn
      // (bug: read while it loaded, a group's states were missing one run in a few).
      await expect(viewport.locator('[data-state]:not([data-outside])').first()).toBeVisible();
      (await drawnStates(page)).forEach((id) => reached.add(id)); // tap 2 reaches any of these
      expect(await smallestStateLabel(page)).toBeGreaterThanOrEqual(12);
      await page.getByRole('button', { name: 'Back to the overview' }).click();
      await expect(page.getByTestId('drawing-level')).toContainText('Overview');
    }
    const everyState = await page.getByRole('list', { name: 'States' }).getByRole('listitem').count();
    expect(reached.size).toBe(everyState);
  });

  test('?state= with an unknown state says so (issue 34)', async ({ signedInPage: page }) => {
    await page.goto('/machines/auth?state=signedIn.nowhere');
    await expect(page.getByRole('status').filter({ hasText: 'No such state' })).toContainText(
      'There is no state “signedIn.nowhere” in auth.',
    );
  });

  test('Simulate moves its copy while the live auth machine stays where it is', async ({
    signedInPage: page,
  }) => {
    await page.goto('/machines/auth');
    const live = page.getByTestId('live-state');
    // Bug (issue 33, one quiet full run): the live state was read while the person's profile was still
    // loading, and it then went on to ready by itself — the test took that for Simulate moving the
    // live machine. Read once it has settled, as a person watching it would.
    await expect(live).toHaveText('signedIn.token.fresh, signedIn.profile.ready');
    const before = await live.textContent();
    await page.getByRole('button', { name: 'Start from the beginning' }).click();
    await expect(page.getByTestId('simulate-copy-state')).toHaveText('checkingSession');
    await page.getByRole('button', { name: 'loadSession fails → signedOut' }).click();
    await expect(page.getByTestId('simulate-copy-state')).toHaveText('signedOut');
    await expect(live).toHaveText(before!);
    await expect(page.getByTestId('simulate-live-state')).toContainText('signedIn.token.fresh');
    await shot(page, 'simulate-1366');
  });
});

test.describe('on a phone (390 × 844)', () => {
  test('the list of states leads; a real event shows in the log; the diagram opens full screen', async ({
    signedInPage: page,
  }) => {
    await page.goto('/machines/drawer');
    await expect(page.getByRole('list', { name: 'States' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^closed/ })).toHaveAttribute('aria-current', 'true');
    // A real event in this tab: open and close the navigation drawer.
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.keyboard.press('Escape');
    const log = page.getByRole('table', { name: 'Events of the drawer machine' });
    await expect(log).toContainText('drawer.toggle');
    await expect(log).toContainText('open');
    await shot(page, 'drawer-390');

    await page.goto('/machines/auth');
    await page
      .getByRole('button', { name: /^signedIn/ })
      .first()
      .click();
    await expect(
      page
        .getByRole('region', { name: 'signedIn' })
        .getByText('A staff member is signed in. Two things are tracked side by side'),
    ).toBeVisible();
    await shot(page, 'auth-390');
    await page.getByRole('button', { name: 'Open the diagram' }).click();
    const dialog = page.getByRole('dialog', { name: 'Diagram of auth' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Zoom in' }).click();
    await dialog.getByRole('button', { name: 'Fit' }).click();
    // issue 34: at 390 full screen Fit shows the whole machine (its overview), nothing cut at the edges.
    await expect(dialog.getByTestId('drawing-level')).toContainText('Overview');
    await expectWholeDrawingShown(page);
    expect(await smallestStateLabel(page)).toBeGreaterThanOrEqual(12);
    await shot(page, 'auth-390-diagram');
    await dialog.getByRole('button', { name: 'Close full screen' }).click();
    await expect(dialog).toBeHidden();
    if (SHOTS) {
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.setViewportSize({ width: 320, height: 640 });
      await shot(page, 'auth-320-dark');
      await page.getByRole('button', { name: 'Open the diagram' }).click();
      await shot(page, 'auth-320-dark-diagram');
    }
  });

  test('a group state keeps its plain words on the build: signedIn and signedIn.token in the list and the panel', async ({
    signedInPage: page,
  }) => {
    // machines/auth.machine.ts's own words; the build strips them from the machine, the explorer
    // reads the generated copy (build-steps/strip-machine-words.ts, issue 21).
    const signedInWords =
      'A staff member is signed in. Two things are tracked side by side: the token and the profile.';
    const tokenWords = 'Whether the sign-in was renewed with the server lately.';
    await page.goto('/machines/auth');
    const list = page.getByRole('list', { name: 'States' });
    const signedIn = list.getByRole('button', { name: /^signedIn\b/ });
    await expect(signedIn).toContainText(signedInWords);
    await expect(list.getByRole('button', { name: /^token\b/ })).toContainText(tokenWords);
    await signedIn.click();
    await expect(page).toHaveURL(/\/machines\/auth\?state=signedIn$/);
    const panel = page.getByRole('region', { name: 'signedIn' });
    await expect(panel.getByText(signedInWords, { exact: true })).toBeVisible();
    await expect(panel).not.toContainText('No plain words for this state yet.');
  });

  test('a deep link with ?state= opens with that state selected', async ({ signedInPage: page }) => {
    await page.goto('/machines/auth?state=signedIn.token.stale');
    await expect(page.getByRole('heading', { level: 2, name: 'signedIn.token.stale' })).toBeVisible();
    await expect(page.getByText('The session expired while there was no signal.').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^stale/ })).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the explorer and its drawings open with no network', async ({ signedInPage: page, context }) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller)
        await new Promise((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
        );
    });
    await context.setOffline(true);
    await page.goto('/machines/sync?state=offline');
    await expect(page.getByRole('heading', { level: 2, name: 'offline' })).toBeVisible();
    await page.getByRole('button', { name: 'Open the diagram' }).click();
    await expect(page.getByRole('button', { name: 'State offline', exact: true })).toBeVisible();
  });
});
