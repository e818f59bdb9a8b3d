import { appendFile, cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { preview } from 'vite';
import { test, expect, createConfirmedUser } from './fixtures';
import { freePort } from './support/free-port';
import { horizontalOverflow, lowContrastTexts, smallTapTargets } from './support/ux-audit';

// This spec is about what the service worker keeps: it runs with it (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 9: a new version shows "A new version is ready" with Reload and never reloads by itself under
 * someone's typing. Each test serves its own copy of the build on its own origin (so no other test's
 * worker ever sees the change) and plays a new deployment by changing that copy's `sw.js`, then asks
 * the browser to look for it, as it does by itself on navigations and on the app's hourly check.
 */
const deployment = test.extend<{ site: { url: string; swFile: string } }>({
  site: async ({}, use) => {
    const dir = await mkdtemp(path.join(tmpdir(), 'ecolodge-e2e-pwa-update-'));
    await cp(process.env.E2E_DIST_DIR ?? '', dir, { recursive: true });
    const port = await freePort();
    const server = await preview({
      configFile: false,
      logLevel: 'warn',
      build: { outDir: dir },
      preview: { port, strictPort: true, host: 'localhost' },
    });
    await use({ url: `http://localhost:${port}`, swFile: path.join(dir, 'sw.js') });
    // Vite's own close also ends the browser's idle keep-alive connections (httpServer.close alone
    // waited ~8 s for them).
    await server.close();
    await rm(dir, { recursive: true, force: true });
  },
});

for (const colorScheme of ['light', 'dark'] as const) {
  deployment.describe(`${colorScheme} scheme`, () => {
    deployment.use({ colorScheme });

    deployment(
      'a new version waits for Reload: a half-typed note stays, Reload brings the new worker',
      async ({ page, backend, user, site }) => {
        await createConfirmedUser(backend, user);
        await page.goto(`${site.url}/auth/login`);
        await page.getByLabel('Email').fill(user.email);
        await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
        await page.getByRole('button', { name: 'Sign In' }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
        await page.evaluate(async () => {
          await navigator.serviceWorker.ready;
        });

        await page.getByRole('button', { name: 'Morning Mokoro Excursion' }).click();
        const dialog = page.getByRole('dialog', { name: 'Morning Mokoro Excursion' });
        await dialog.getByLabel('Add Notes').fill('Extra life jacket for a');

        await appendFile(site.swFile, `\n// e2e: the next version\n`);
        await page.evaluate(async () => {
          await (await navigator.serviceWorker.ready).update();
        });
        const prompt = page.getByRole('status').filter({ hasText: 'A new version is ready' });
        await expect(prompt).toBeVisible();
        // Installed and waiting: nothing reloaded, the typing is still there.
        await expect
          .poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).waiting)))
          .toBe(true);
        await expect(dialog.getByLabel('Add Notes')).toHaveValue('Extra life jacket for a');

        // The person finishes with the note (here: throws it away, which asks first), then taps Reload.
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await page
          .getByRole('dialog', { name: 'Discard what you typed?' })
          .getByRole('button', { name: 'Discard' })
          .click();
        await expect(dialog).toBeHidden();
        expect.soft(await smallTapTargets(page), 'controls under 44×44 px').toEqual([]);
        expect.soft(await lowContrastTexts(page), 'texts under WCAG AA').toEqual([]);
        expect.soft(await horizontalOverflow(page), 'px wider than the screen').toBe(0);
        // Listen before tapping: the reload can be over before a listener set afterwards.
        await Promise.all([
          page.waitForEvent('load'),
          prompt.getByRole('button', { name: 'Reload' }).click(),
        ]);
        await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
        await expect(page.getByText('A new version is ready')).toBeHidden();
        await expect
          .poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).waiting)))
          .toBe(false);
      },
    );
  });
}
