import type { Page } from '@playwright/test';
import { test, expect, createConfirmedUser } from './fixtures';

/**
 * Issue 22: a cold /auth/login runs the sign-in island first (src/sign-in-island.tsx): it hydrates only
 * the form, Sign In works before the app's own code has arrived, and the app takes the page over only
 * when nobody is using the form (never replacing a field under the person's keyboard), after a sign-in,
 * or when the header is tapped.
 */

/** Holds the app's own entry (`/assets/index-*.js`) until the returned function is called. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Opens /auth/login with the app's entry held, once the island has taken the form over; resolves with
 * the function that lets the app's entry through.
 */
async function islandLogin(page: Page): Promise<() => void> {
  const release = await holdTheApp(page);
  await page.goto('/auth/login');
  await expect(page.locator('form[data-live]')).toBeAttached();
  return release;
}

/** Whether the page's form is still the one the HTML brought (the island's, not yet drawn by the app). */
const isTheIslandForm = (page: Page) =>
  page.evaluate(() => document.querySelector('form') === Reflect.get(window, '__islandForm'));

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      Reflect.set(window, '__islandForm', document.querySelector('form'));
    });
  });
});

test('Sign In works on the island before the app has loaded, and the app goes on to the dashboard', async ({
  page,
  backend,
  user,
}) => {
  await createConfirmedUser(backend, user);
  const release = await islandLogin(page);
  await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // The island signed in (its toast) while the app's code was still held.
  await expect(page.getByText('Login successful!')).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('a wrong password on the island says so, and keeps what was typed', async ({ page, backend, user }) => {
  await createConfirmedUser(backend, user);
  await islandLogin(page);
  await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login failed')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(user.email);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
});

test('once the form is touched the app never takes the page over under the person: only a sign-in hands it over', async ({
  page,
  backend,
  user,
}) => {
  await createConfirmedUser(backend, user);
  const release = await islandLogin(page);
  const email = page.getByRole('textbox', { name: 'Email' });
  await email.fill(user.email);
  release();
  // The app's code is here (the island marks it), but the form was touched: it stays the island's.
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('island:app-fetched').length))
    .toBe(1);
  await expect(email).toBeFocused();
  // Leaving the form and waiting a quiet moment changes nothing either (the hand-over raced typing).
  const card = await page.locator('form').boundingBox();
  await page.mouse.click(card!.x + 5, card!.y + card!.height + 24);
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('island:quiet').length), { timeout: 15_000 })
    .toBe(1);
  expect(await isTheIslandForm(page)).toBe(true);
  await expect(email).toHaveValue(user.email);
  // Signing in hands it over; the app goes on to the dashboard.
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('a page nobody touches goes to the app at a quiet moment (its header, the offline install)', async ({
  page,
}) => {
  await page.goto('/auth/login');
  await expect(page.locator('form[data-live]')).toBeAttached();
  await expect.poll(() => isTheIslandForm(page), { timeout: 15_000 }).toBe(false);
  await expect(page.getByRole('link', { name: 'Account' })).toBeVisible();
  await expect(page.locator('form[data-live]')).toBeAttached();
});

test('the header’s drawer toggle tapped before the app runs opens the drawer once it does', async ({
  page,
}) => {
  const release = await islandLogin(page);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  release();
  await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible();
  // Closed, it gives focus back to the toggle the tap was made again on (it went to the page's title).
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open navigation' })).toBeFocused();
});

/**
 * Injected before any page script: every layout shift (not after input), and per animation frame the
 * drawer toggle's and the brand's boxes and the sign-in form's box and opacity (its own times its
 * ancestors': what a person sees).
 */
function watchTheHandOver() {
  type Box = [number, number, number, number];
  const seen = {
    shifts: [] as { value: number; moved: string[] }[],
    frames: [] as { toggle: Box | null; brand: Box | null; form: Box | null; opacity: number | null }[],
  };
  Reflect.set(window, '__handOver', seen);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const shift = entry as PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      };
      if (shift.hadRecentInput) continue;
      const moved = (shift.sources ?? []).map((source) => source.node?.nodeName ?? '?');
      seen.shifts.push({ value: shift.value, moved });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  const box = (element: Element | null): Box | null => {
    if (!element) return null;
    const { x, y, width, height } = element.getBoundingClientRect();
    return [x, y, width, height].map((n) => Math.round(n * 10) / 10) as Box;
  };
  const opacityOf = (element: Element) => {
    let opacity = 1;
    for (let node: Element | null = element; node; node = node.parentElement)
      opacity *= Number(getComputedStyle(node).opacity);
    return opacity;
  };
  const frame = () => {
    const form = document.querySelector('main form');
    seen.frames.push({
      toggle: box(document.querySelector('header button[aria-label="Open navigation"]')),
      brand: box(document.querySelector('header a')),
      form: box(form),
      opacity: form ? opacityOf(form) : null,
    });
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

test('issue 34, cold sign-in page: layout shift and fade — the app takes the page over from the island pixel for pixel', async ({
  page,
}) => {
  await page.addInitScript(watchTheHandOver);
  await page.goto('/auth/login');
  await expect(page.locator('form[data-live]')).toBeAttached();
  // Nobody touches the page: the app takes it over at a quiet moment (the test above).
  await expect.poll(() => isTheIslandForm(page), { timeout: 15_000 }).toBe(false);
  await expect(page.getByRole('link', { name: 'Account' })).toBeVisible();
  // A fade would take its 0.3 s after the hand-over: wait for 30 more frames of the app's page.
  const framesNow = await page.evaluate(
    () => (Reflect.get(window, '__handOver') as { frames: unknown[] }).frames.length,
  );
  await page.waitForFunction(
    (count) => (Reflect.get(window, '__handOver') as { frames: unknown[] }).frames.length > count + 30,
    framesNow,
  );
  const seen = await page.evaluate(
    () =>
      Reflect.get(window, '__handOver') as {
        shifts: { value: number; moved: string[] }[];
        frames: {
          toggle: number[] | null;
          brand: number[] | null;
          form: number[] | null;
          opacity: number | null;
        }[];
      },
  );
  // No layout shift at all (it was 0.0017: the toggle drawn at x = 0 moved 12 px, the brand 22 px).
  const cls = seen.shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(cls, JSON.stringify(seen.shifts)).toBeLessThan(0.001);
  // The header is where it was drawn from its first frame on.
  const drawn = seen.frames.filter((frame) => frame.toggle && frame.brand);
  expect(drawn.length).toBeGreaterThan(30);
  expect(new Set(drawn.map((frame) => JSON.stringify(frame.toggle)))).toEqual(
    new Set([JSON.stringify(drawn[0]!.toggle)]),
  );
  expect(new Set(drawn.map((frame) => frame.brand![0]))).toEqual(new Set([drawn[0]!.brand![0]]));
  expect(drawn[0]!.toggle![0]).toBeGreaterThanOrEqual(8);
  // Once the form has been fully shown, it never fades nor slides again (it faded out and in as the
  // app drew it afresh).
  const shown = seen.frames.findIndex((frame) => frame.opacity === 1);
  expect(shown).toBeGreaterThanOrEqual(0);
  const after = seen.frames.slice(shown);
  expect(Math.min(...after.map((frame) => frame.opacity ?? 0))).toBe(1);
  expect(new Set(after.map((frame) => JSON.stringify(frame.form?.slice(0, 2))))).toEqual(
    new Set([JSON.stringify(after[0]!.form?.slice(0, 2))]),
  );
});
