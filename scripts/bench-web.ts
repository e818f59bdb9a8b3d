#!/usr/bin/env -S npx tsx
/**
 * `npm run bench:web` — first paint and tap latency on a cheap phone, measured against the floor
 * (issue 11). A benchmark, not a test: it prints numbers and gates nothing.
 *
 * In one run it:
 * 1. starts the embedded backend on a throwaway folder and free ports (tests/contract/harness.ts) and
 *    creates a confirmed user (tests/e2e/fixtures.ts);
 * 2. builds the app against it, and a bare React page with the same login form (React 19, no CSS, no
 *    router: the floor for any React app), into temporary folders, and serves both with `vite preview`;
 * 3. signs the user in through the app's form once, waits for the dashboard (the first sign-in seeds the
 *    person's lodge), and keeps the browser storage as the signed-in state of a returning user;
 * 4. in the system Chromium at 390×844 with CDP throttling (562.5 ms latency, 1.44 Mbps down, 675 kbps
 *    up: DevTools' "Slow 4G") and 4× CPU slowdown, measures `--runs` times (default 5), interleaved
 *    app / bare / app signed in, in fresh browser contexts (cold cache):
 *    - login: navigation start → the password field and the submit button are laid out;
 *    - login usable: → the page's own code handles the form (issue 22: a prerendered page once the app
 *      has taken it over, `form[data-live]`; a client-rendered page as soon as it is drawn);
 *    - an extra row: Sign In pressed as soon as the form is laid out → the sign-in request leaves the
 *      page (`timeSignIn`: what "Sign In works" means to a person; the bare page sends nothing);
 *    - signed-in `/` → today's bookings are listed on the dashboard (its first booking, or "No bookings
 *      scheduled for this day"), and the old milestone, the date heading ("Monday, November 23"); and, as an
 *      extra row, when the app has drawn them itself (issue 22: a page snapshot may list them first);
 * 5. with 4× CPU (network unthrottled: taps are CPU-bound), the worst interaction by the Event Timing API
 *    (`durationThreshold` 16 ms, the max over an interaction's entries, as INP counts it) while switching
 *    every products tab, and while walking the business-model wizard (a switch, Continue ×7, Back);
 * 6. then warm starts, as people open the app every day (`timeWarmStarts`): the installed app (service
 *    worker in control, precached) signed in to today's bookings (and the date heading), against the bare page from the HTTP
 *    cache, same throttling;
 * 7. prints medians, and the ratios app / bare React (the dashboard is compared with the bare login page:
 *    the bare page has no dashboard, so that ratio is "signed-in start / the floor's first paint").
 * Before the runs, issue 34's layout shift (`printLayoutShifts`): the CLS, how far anything moved and the
 * lowest opacity of the page's main content while the app takes the page over — a cold /auth/login
 * through the sign-in island's hand-over and a signed-in cold start, worst of min(runs, 3) loads each
 * (aim: CLS 0, no fade).
 *
 * 8. the rooms calendar (issue 31, scripts/bench-web-calendar.ts): 20 rooms × a month of stays at 4× CPU,
 *    laptop (31 days) and phone (14 days): the grid's rows shown, and the worst frame of a swipe and of
 *    Next / Previous (`--calendar`: only this scenario; `--where`: where each worst frame's time went;
 *    `--calendar-profile DIR`: CPU profiles of the moves; `--calendar-cpu`: each move's main-thread CPU
 *    time from a Chromium trace, steadier than frame gaps on a shared machine; with `--compare DIR`,
 *    that checkout too, in the same rounds).
 *
 * Options: `--taps` (only the tap walks, with where the slowest taps' time went; with `--timeline`, every
 * tap and long frame of each walk by time), `--shifts` (only the layout-shift loads, each moved node
 * printed with its rectangles before → after, the shift's value and time), `--waterfall` (print, before the runs, every request of one throttled cold /auth/login and of
 * one signed-in start: when it began and ended after navigation, its size, the long animation frames
 * and the milestones' times — where the wait goes; with `--runs 0`, only that), `--runs N`, `--root DIR` (build another checkout of the app, e.g. to record "before"
 * figures), `--compare DIR` (also build that checkout and measure it in the same rounds, right after the
 * app: a before/after on one machine load, with the per-round ratios), `--json FILE`. Times are on a
 * shared machine: compare ratios within one run.
 */
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { build, preview, type PreviewServer } from 'vite';
import { startTestBackend } from '../tests/contract/harness';
import { createConfirmedUser, newUser, type TestUser } from '../tests/e2e/fixtures';
import {
  benchCalendar,
  mergeCalendar,
  printCalendar,
  seedCalendar,
  type CalendarFigures,
} from './bench-web-calendar';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}
const runs = Number(option('runs') ?? 5);
const appRoot = path.resolve(option('root') ?? projectRoot);
const jsonOut = option('json');
const compareOption = option('compare');
const showWaterfall = process.argv.includes('--waterfall');
const tapsOnly = process.argv.includes('--taps');
const showTimeline = process.argv.includes('--timeline');
const shiftsOnly = process.argv.includes('--shifts');
/** `--calendar`: only the rooms calendar scenario (issue 31, scripts/bench-web-calendar.ts). */
const calendarOnly = process.argv.includes('--calendar');
const profileDir = option('profile');
const compareRoot = compareOption ? path.resolve(compareOption) : undefined;

/** DevTools "Slow 4G" as the issue states it: 562.5 ms RTT, 1.44 Mbps down, 675 kbps up. */
const slow4g = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.44 * 1_000_000) / 8,
  uploadThroughput: (675 * 1000) / 8,
};
const viewport = { width: 390, height: 844 };

/** The bare React page: the same login form, plain elements, no CSS. */
const bareHtml = `<!doctype html>
<html lang="en"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" />
<title>Bare React</title></head><body><div id="root"></div><script type="module" src="./main.js"></script></body></html>`;
const bareMain = `import { createElement as h, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
function SignIn() {
  return h('main', null,
    h('h1', null, 'Sign In'),
    h('form', { onSubmit: (e) => e.preventDefault() },
      h('label', null, 'Email', h('input', { type: 'email', name: 'email', autoComplete: 'email' })),
      h('label', null, 'Password', h('input', { type: 'password', name: 'password', autoComplete: 'current-password' })),
      h('button', { type: 'submit' }, 'Sign In')));
}
createRoot(document.getElementById('root')).render(h(StrictMode, null, h(SignIn)));
`;

/** The time zone of the lodge a first sign-in creates (`ensure_first_lodge`'s default): its dashboard's day. */
const LODGE_TIMEZONE = 'Africa/Gaborone';

/**
 * Injected before any page script: records `performance.now()` (ms since navigation start) of the first
 * animation frame in which the wanted elements exist with a non-empty layout box. (Plain JS strings: tsx
 * would wrap functions in helpers the page does not have.)
 */
const markerScript = `(() => {
  const marks = (window.__bench = {});
  const laidOut = (el) => {
    if (!el) return false;
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  const date = new Date().toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: '${LODGE_TIMEZONE}' });
  const dateHeading = () => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeValue && node.nodeValue.trim() === date) return node.parentElement;
    }
    return null;
  };
  const bookingsListed = () => {
    const section = document.querySelector('section[aria-labelledby="dashboard-bookings"]');
    if (!section) return null;
    return section.querySelector('li') || [...section.querySelectorAll('p')].find((p) => p.textContent === 'No bookings scheduled for this day') || null;
  };
  const tick = () => {
    if (document.body) {
      if (!marks.login && laidOut(document.querySelector('input[type="password"]')) &&
          laidOut(document.querySelector('button[type="submit"]'))) marks.login = performance.now();
      // Usable: the page's own code handles the form (a prerendered page: the app has taken it over,
      // data-live; a client-rendered one: as soon as it is drawn, its handlers come with it).
      if (!marks.usable && marks.login && (!document.querySelector('form[data-early-input]') || document.querySelector('form[data-live]'))) marks.usable = performance.now();
      if (!marks.dashboard && laidOut(dateHeading())) marks.dashboard = performance.now();
      if (!marks.bookings && laidOut(bookingsListed())) marks.bookings = performance.now();
      // The app has drawn the bookings itself (a page snapshot painted before it has gone).
      if (!marks.live && marks.bookings && !document.querySelector('[data-page-snapshot]')) marks.live = performance.now();
    }
    if (!marks.usable || !marks.live) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

/** What the marker script records: ms after navigation start. */
type Marker = 'login' | 'usable' | 'dashboard' | 'bookings' | 'live';

/** The dashboard's date heading for today, as the marker script looks for it ("Monday, November 23"). */
/** Today on the dashboard, in the lodge's time zone (bug: after 22:00 UTC the bench waited for the wrong day). */
const todayHeading = () =>
  new Date().toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: LODGE_TIMEZONE,
  });

async function throttle(page: Page, network: boolean): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', slow4g);
  }
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * In `page` (fresh, nothing loaded yet): the marker script, Slow 4G and 4× CPU, then `url`; resolves
 * with the marker's time, ms after navigation start.
 */
async function throttledLoad<M extends Marker>(
  page: Page,
  url: string,
  markers: readonly M[],
): Promise<Record<M, number>> {
  await page.addInitScript({ content: markerScript });
  await throttle(page, true);
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    `window.__bench && ${markers.map((m) => `window.__bench.${m}`).join(' && ')} && window.__bench`,
    undefined,
    { timeout: 60_000, polling: 100 },
  );
  return (await handle.jsonValue()) as Record<M, number>;
}

const loginMarkers = ['login', 'usable'] as const;
const signedInMarkers = ['dashboard', 'bookings', 'live'] as const;

/** One cold, throttled load of `url`; resolves with the marker's time in ms. */
async function timeLoad<M extends Marker>(
  browser: Browser,
  url: string,
  marker: readonly M[],
  storageState?: StorageState,
): Promise<Record<M, number>> {
  const context = await browser.newContext({ viewport, storageState });
  try {
    return await throttledLoad(await context.newPage(), url, marker);
  } finally {
    await context.close();
  }
}

/**
 * Sign In pressed as a person does it on a cold, throttled /auth/login: `user`'s email and password
 * typed as soon as the fields are there, then Sign In (issue 22: "usable (typing kept, Sign In
 * works)", whether the app has taken the form over yet or not). Resolves with the ms after navigation
 * start when the sign-in request (GoTrue's `/token?grant_type=password`) left the page.
 */
async function timeSignIn(browser: Browser, url: string, user: TestUser): Promise<number> {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    await throttle(page, true);
    let sentAt = 0;
    page.on('request', (request) => {
      if (!sentAt && /\/token\?grant_type=password/.test(request.url())) sentAt = Date.now();
    });
    await page.goto(`${url}/auth/login`, { waitUntil: 'commit' });
    const navigationStart = (await page.evaluate('performance.timeOrigin')) as number;
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((address) => address.pathname === '/', { timeout: 60_000 });
    return sentAt - navigationStart;
  } finally {
    await context.close();
  }
}

/**
 * Warm starts, `runs` times in one browser context: the way people open the app every day. For the app,
 * installed: the first visit (signed in) lets the service worker precache it and take control; each
 * measured start is a new tab, throttled, whose shell and code come from the precache while the lodge's
 * data still comes over the (throttled) network — the service worker does not route API requests. For
 * the bare page, its second visit (the browser's HTTP cache holds its script). Resolves with the
 * marker's times in ms.
 */
async function timeWarmStarts<M extends Marker>(
  browser: Browser,
  url: string,
  marker: readonly M[],
  count: number,
  storageState?: StorageState,
): Promise<Record<M, number>[]> {
  const context = await browser.newContext({ viewport, storageState });
  try {
    const first = await context.newPage();
    await first.goto(url);
    await first.waitForFunction(`document.readyState === 'complete'`);
    if (storageState) {
      await first.getByText(todayHeading(), { exact: true }).first().waitFor({ timeout: 60_000 });
      // Installed: the worker is active (its install step precached the app) and controls the page.
      await first.evaluate(`navigator.serviceWorker.ready.then(() => undefined)`);
      await first.reload();
      await first.waitForFunction('navigator.serviceWorker.controller !== null', undefined, {
        timeout: 60_000,
      });
      await first.getByText(todayHeading(), { exact: true }).first().waitFor({ timeout: 60_000 });
    }
    await first.close();
    const times: Record<M, number>[] = [];
    for (let run = 0; run < count; run += 1) {
      const page = await context.newPage();
      times.push(await throttledLoad(page, url, marker));
      await page.close();
    }
    return times;
  } finally {
    await context.close();
  }
}

/**
 * One throttled, cold load of `url`, printed as a waterfall: each request's start and end in ms after
 * navigation (from the browser's resource timing), its transfer size, the long animation frames (what
 * ran in them), and the milestones' times. Signed in (`storageState`): the date heading and today's
 * bookings; signed out (/auth/login): the form laid out and the form usable (`form[data-live]`: the
 * app has hydrated the prerendered form) — where the wait goes.
 */
async function printWaterfall(
  browser: Browser,
  url: string,
  title: string,
  markers: readonly Marker[],
  storageState?: StorageState,
): Promise<void> {
  const context = await browser.newContext({ viewport, storageState });
  try {
    const page = await context.newPage();
    await page.addInitScript({
      content: `window.__loaf = []; try { new PerformanceObserver((l) => { for (const f of l.getEntries()) window.__loaf.push({ start: f.startTime, duration: f.duration, scripts: f.scripts.map((s) => (s.invoker || s.invokerType) + ' ' + (s.sourceFunctionName || '') + ' ' + (s.sourceURL || '').replace(/^.*\\//, '') + ' ' + Math.round(s.duration)) }); }).observe({ type: 'long-animation-frame', buffered: true }); } catch (e) {}`,
    });
    const marks = await throttledLoad(page, url, markers);
    await page.waitForTimeout(3000);
    const entries = (await page.evaluate(`[
      ...performance.getEntriesByType('navigation'),
      ...performance.getEntriesByType('resource'),
    ].map((e) => ({ name: e.name, start: e.startTime, end: e.responseEnd, size: e.transferSize, type: e.initiatorType }))`)) as {
      name: string;
      start: number;
      end: number;
      size: number;
      type: string;
    }[];
    console.log(`\nWaterfall of one ${title} (ms after navigation):`);
    for (const e of entries.sort((a, b) => a.start - b.start)) {
      const name = e.name.replace(/^https?:\/\/[^/]+/, '').slice(0, 90);
      console.log(
        `${e.start.toFixed(0).padStart(6)} → ${e.end.toFixed(0).padStart(6)}  ${(e.size / 1024).toFixed(1).padStart(6)} KiB  ${e.type.padEnd(10)} ${name}`,
      );
    }
    const last = Math.max(...markers.map((m) => marks[m]));
    console.log(markers.map((m) => `${m} at ${marks[m].toFixed(0)} ms`).join(', '));
    // The app's own user timing marks (src/main.tsx: the entry ran, the router settled; the form went live).
    const appMarks = (await page.evaluate(
      `performance.getEntriesByType('mark').filter((m) => m.name.startsWith('app:')).map((m) => m.name + ' ' + Math.round(m.startTime))`,
    )) as string[];
    if (appMarks.length > 0) console.log(`app marks: ${appMarks.join(', ')}`);
    const frames = (await page.evaluate('window.__loaf')) as {
      start: number;
      duration: number;
      scripts: string[];
    }[];
    console.log('Long animation frames (main thread busy ≥ 50 ms):');
    for (const f of frames.filter((frame) => frame.start < last + 500))
      console.log(
        `${f.start.toFixed(0).padStart(6)} +${f.duration.toFixed(0).padStart(4)} ms  ${f.scripts.slice(0, 4).join('; ')}`,
      );
    console.log('');
  } finally {
    await context.close();
  }
}

/**
 * Collects Event Timing entries of real interactions in the page: per interaction, the longest entry's
 * duration (as INP counts it) and the longest event-handler processing time, named after its click; and
 * the Long Animation Frames (LoAF) API's frames, to say where a slow interaction's time went.
 */
const observeInteractions = `(() => {
  const all = (window.__interactions = new Map());
  const frames = (window.__frames = []);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const target = entry.target;
      const label = ((target && (target.textContent || target.getAttribute('aria-label'))) || '').trim().slice(0, 30);
      const processing = entry.processingEnd - entry.processingStart;
      const previous = all.get(entry.interactionId);
      const longest = !previous || entry.duration > previous.duration;
      all.set(entry.interactionId, {
        inputDelay: longest ? entry.processingStart - entry.startTime : previous.inputDelay,
        presentation: longest ? entry.startTime + entry.duration - entry.processingEnd : previous.presentation,
        duration: Math.max(entry.duration, previous ? previous.duration : 0),
        name: previous && entry.name !== 'click' ? previous.name : entry.name + ' "' + label + '"',
        processing: Math.max(processing, previous ? previous.processing : 0),
        start: previous ? previous.start : entry.startTime,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  try {
    new PerformanceObserver((list) => {
      for (const f of list.getEntries()) {
        frames.push({
          start: f.startTime,
          end: f.startTime + f.duration,
          styleLayout: f.styleAndLayoutStart ? f.startTime + f.duration - f.styleAndLayoutStart : 0,
          render: f.renderStart ? f.startTime + f.duration - f.renderStart : 0,
          scripts: f.scripts.map((s) => ({
            duration: s.duration,
            what: (s.invoker || s.invokerType) + ' ' + (s.sourceFunctionName || '') + ' ' + (s.sourceURL || '').replace(/^.*\\//, '') + (s.sourceCharPosition > 0 ? ':' + s.sourceCharPosition : ''),
          })),
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch (e) {}
})();`;

interface Interaction {
  duration: number;
  name: string;
  processing: number;
  start?: number;
  /** Of the longest entry: input delay (event start → handlers) and presentation delay (handlers → paint), ms. */
  inputDelay?: number;
  presentation?: number;
  /** Where the time went, from the long animation frames during the interaction. */
  breakdown?: string;
}

/**
 * `--timeline`: every interaction of a walk and every long animation frame (≥ 50 ms of main thread) in
 * one list by time, ms after navigation: what else the page was doing when a tap came.
 */
function printTimeline(
  interactions: Interaction[],
  frames: { start: number; end: number; scripts: { duration: number; what: string }[] }[],
): void {
  const lines = [
    ...interactions.map((t) => ({
      at: t.start ?? 0,
      text: `tap   ${t.duration.toString().padStart(4)} ms  ${t.name} (input delay ${t.inputDelay?.toFixed(0)}, processing ${t.processing.toFixed(0)}, presentation ${t.presentation?.toFixed(0)})`,
    })),
    ...frames.map((f) => ({
      at: f.start,
      text: `frame ${(f.end - f.start).toFixed(0).padStart(4)} ms  ${f.scripts
        .slice(0, 4)
        .map((x) => `${x.what.trim()} ${x.duration.toFixed(0)}`)
        .join('; ')}`,
    })),
  ].sort((a, b) => a.at - b.at);
  console.log(lines.map((l) => `  ${l.at.toFixed(0).padStart(6)}  ${l.text}`).join('\n'));
}

let profiles = 0;
/**
 * `--profile DIR`: records a CPU profile of the page (sampling every 100 µs) from now; the function it
 * returns stops it and writes `DIR/<name>-<n>.cpuprofile` (open it in Chromium's DevTools, Performance;
 * the build's source maps are copied to `DIR/assets`).
 */
async function startProfile(page: Page): Promise<(name: string) => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  return async (name) => {
    const { profile } = await cdp.send('Profiler.stop');
    profiles += 1;
    await writeFile(path.join(profileDir!, `${name}-${profiles}.cpuprofile`), JSON.stringify(profile));
  };
}

async function worstInteraction(page: Page): Promise<Interaction> {
  await page.waitForTimeout(500); // let the last entries be reported
  const all = (await page.evaluate('[...window.__interactions.values()]')) as Interaction[];
  const worst = all.reduce((a, b) => (b.duration > a.duration ? b : a), {
    duration: 0,
    name: '(none over 16 ms)',
    processing: 0,
  } as Interaction);
  if (worst.start === undefined) return worst;
  const frames = (await page.evaluate('window.__frames')) as {
    start: number;
    end: number;
    styleLayout: number;
    render: number;
    scripts: { duration: number; what: string }[];
  }[];
  if (showTimeline) printTimeline(all, frames);
  const during = frames.filter((f) => f.end > worst.start! && f.start < worst.start! + worst.duration);
  const scripts = during.flatMap((f) => f.scripts).sort((a, b) => b.duration - a.duration);
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  worst.breakdown =
    `input delay ${worst.inputDelay?.toFixed(0)} ms, presentation ${worst.presentation?.toFixed(0)} ms; ` +
    `${during.length} long frame(s): style+layout ${sum(during.map((f) => f.styleLayout)).toFixed(0)} ms, ` +
    `render phase ${sum(during.map((f) => f.render)).toFixed(0)} ms, scripts ${sum(scripts.map((x) => x.duration)).toFixed(0)} ms` +
    (scripts.length
      ? ` (${scripts
          .slice(0, 3)
          .map((x) => `${x.what.trim()} ${x.duration.toFixed(0)}`)
          .join('; ')})`
      : '');
  return worst;
}

/** Switches every products tab and back to "All"; resolves with the worst interaction. */
async function productsTabs(
  browser: Browser,
  appUrl: string,
  storageState: StorageState,
): Promise<Interaction> {
  const context = await browser.newContext({ viewport, storageState });
  try {
    const page = await context.newPage();
    await page.goto(`${appUrl}/organization/products`);
    const tabs = page.getByRole('tab');
    await tabs.first().waitFor();
    await throttle(page, false);
    await page.evaluate(observeInteractions);
    const names = await tabs.allTextContents();
    for (const name of [...names.slice(1), names[0]!]) {
      await page.getByRole('tab', { name, exact: true }).click();
      await page.getByRole('tab', { name, exact: true, selected: true }).waitFor();
    }
    return await worstInteraction(page);
  } finally {
    await context.close();
  }
}

/** Walks the wizard: the Experiences switch, Continue to step 8, then Back; the worst interaction. */
async function wizard(browser: Browser, appUrl: string, storageState: StorageState): Promise<Interaction> {
  const context = await browser.newContext({ viewport, storageState });
  try {
    const page = await context.newPage();
    const profiler = profileDir ? await startProfile(page) : undefined;
    await page.goto(`${appUrl}/business`);
    await page.getByText('Step 1 of 8').waitFor();
    await throttle(page, false);
    await page.evaluate(observeInteractions);
    await page
      .locator('label', { has: page.getByRole('switch', { name: 'Experiences', exact: true }) })
      .click();
    for (let step = 2; step <= 8; step += 1) {
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByText(`Step ${step} of 8`).waitFor();
    }
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByText('Step 7 of 8').waitFor();
    const worst = await worstInteraction(page);
    if (profiler) await profiler('wizard');
    return worst;
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function serve(outDir: string): Promise<{ server: PreviewServer; url: string }> {
  const server = await preview({
    configFile: false,
    logLevel: 'warn',
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1' },
  });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('preview server has no port');
  return { server, url: `http://127.0.0.1:${address.port}` };
}

/** Builds the app checkout at `root` into `outDir`, against the running backend. */
async function buildApp(root: string, outDir: string): Promise<void> {
  await build({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, ...(profileDir ? { sourcemap: 'hidden' as const } : {}) },
  });
  if (profileDir) await cp(path.join(outDir, 'assets'), path.join(profileDir, 'assets'), { recursive: true });
}

/**
 * Signs `user` in once through the app's own form and returns the browser storage: the signed-in state
 * of every later run. It waits for the dashboard, so the measured starts are a returning user's: the
 * first sign-in seeds the person's lodge (`ensure_first_lodge`) and no measured start pays for it.
 */
async function signInOnce(browser: Browser, appUrl: string, user: TestUser): Promise<StorageState> {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    await page.goto(`${appUrl}/auth/login`);
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${appUrl}/`);
    await page.getByText(todayHeading(), { exact: true }).first().waitFor({ timeout: 60_000 });
    // A returning user's storage: the session (localStorage), the day pack the app keeps (IndexedDB) and,
    // from issue 22, the page snapshot it keeps a second after the dashboard has drawn (waited for up to
    // 5 s: a checkout without snapshots has none to wait for).
    await page
      .waitForFunction(`localStorage.getItem('ecolodge.page-snapshot:/') !== null`, undefined, {
        timeout: 5000,
      })
      .catch(() => undefined);
    return await context.storageState({ indexedDB: true });
  } finally {
    await context.close();
  }
}

/** One app's figures over the runs. */
interface AppTimes {
  login: number[];
  usable: number[];
  signIn: number[];
  dashboard: number[];
  bookings: number[];
  products: Interaction[];
  wizard: Interaction[];
}

/** One round on one app: its login, its signed-in start, and the two tap walks. */
async function measureApp(
  browser: Browser,
  url: string,
  signedIn: StorageState,
  user: TestUser,
  into: AppTimes,
) {
  const login = await timeLoad(browser, `${url}/auth/login`, loginMarkers);
  into.login.push(login.login);
  into.usable.push(login.usable);
  into.signIn.push(await timeSignIn(browser, url, user));
  const start = await timeLoad(browser, `${url}/`, signedInMarkers, signedIn);
  into.dashboard.push(start.dashboard);
  into.bookings.push(start.bookings);
  into.products.push(await productsTabs(browser, url, signedIn));
  into.wizard.push(await wizard(browser, url, signedIn));
}

// ---------------------------------------------------------------------------------------------------
// Issue 34: layout shift (CLS) as the app takes a prerendered page over
// ---------------------------------------------------------------------------------------------------

/**
 * Injected before any page script: every layout shift not caused by input (its value and how far its
 * nodes moved, px) and, per frame, the main content's opacity (the lowest after it was first fully shown:
 * a fade as the app takes over). Plain JS, as `markerScript`.
 */
const shiftScript = `(() => {
  const seen = (window.__shifts = { cls: 0, movedPx: 0, moved: [], lowestAfterShown: 1, shown: false });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      seen.cls += entry.value;
      for (const source of entry.sources || []) {
        const px = Math.max(Math.abs(source.currentRect.x - source.previousRect.x), Math.abs(source.currentRect.y - source.previousRect.y));
        seen.movedPx = Math.max(seen.movedPx, px);
        const node = source.node;
        const name = node ? node.nodeName.toLowerCase() + (node.getAttribute && node.getAttribute('aria-label') ? '[' + node.getAttribute('aria-label') + ']' : '') + (node.className && typeof node.className === 'string' ? '.' + node.className.split(' ').slice(0, 2).join('.') : '') + (node.dataset && Object.keys(node.dataset).length ? '[data-' + Object.keys(node.dataset).join(',data-') + ']' : '') : '?';
        const rect = (r) => Math.round(r.x) + ',' + Math.round(r.y) + ' ' + Math.round(r.width) + '×' + Math.round(r.height);
        seen.moved.push(name + ' ' + Math.round(px) + ' px' + (${shiftsOnly} ? ' (' + rect(source.previousRect) + ' → ' + rect(source.currentRect) + ', shift ' + entry.value.toFixed(4) + ' at ' + Math.round(entry.startTime) + ' ms)' : ''));
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
  const opacityOf = (element) => {
    let opacity = 1;
    for (let node = element; node; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
    return opacity;
  };
  const frame = () => {
    const content = document.querySelector('main form') || document.querySelector('main h1');
    if (content) {
      const opacity = opacityOf(content);
      if (opacity === 1) seen.shown = true;
      else if (seen.shown) seen.lowestAfterShown = Math.min(seen.lowestAfterShown, opacity);
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

/** What {@link timeLayoutShift} saw on one cold load. */
interface LayoutShift {
  /** Cumulative layout shift (the Layout Instability API's sum; 0 is none). */
  cls: number;
  /** The farthest any shifted node moved, px. */
  movedPx: number;
  moved: string[];
  /** The lowest opacity of the page's main content after it was fully shown (1: no fade). */
  lowestOpacity: number;
}

/**
 * One cold, throttled load of `url` until the app has taken the page over — on /auth/login the sign-in
 * island's hand-over (`island:handed-over`), signed in (`storageState`) the app's own dashboard (the
 * marker script's `live`) — and 1 s more; resolves with the layout shift and fade seen meanwhile.
 */
async function timeLayoutShift(
  browser: Browser,
  url: string,
  storageState?: StorageState,
): Promise<LayoutShift> {
  const context = await browser.newContext({ viewport, storageState });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: shiftScript });
    await page.addInitScript({ content: markerScript });
    await throttle(page, true);
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(
      storageState
        ? 'window.__bench && window.__bench.live'
        : "performance.getEntriesByName('island:handed-over').length > 0",
      undefined,
      { timeout: 90_000, polling: 100 },
    );
    await page.waitForTimeout(1000);
    const seen = (await page.evaluate('window.__shifts')) as LayoutShift & { lowestAfterShown: number };
    return { cls: seen.cls, movedPx: seen.movedPx, moved: seen.moved, lowestOpacity: seen.lowestAfterShown };
  } finally {
    await context.close();
  }
}

/**
 * Prints the layout shift of `count` cold loads of the sign-in page (through the island's hand-over) and
 * of the signed-in start (the app drawing over the prerendered shell or a page snapshot), Slow 4G and
 * 4× CPU: issue 34's aim is 0 and no fade.
 */
async function printLayoutShifts(browser: Browser, url: string, signedIn: StorageState, count: number) {
  const rows: Record<string, { CLS: number; 'moved (px)': number; 'lowest opacity': number; what: string }> =
    {};
  const all: Record<string, string[]> = {};
  for (const [name, address, state] of [
    ['cold /auth/login, island → app', `${url}/auth/login`, undefined],
    ['signed-in cold start /', `${url}/`, signedIn],
  ] as const) {
    const loads: LayoutShift[] = [];
    for (let run = 0; run < count; run += 1) loads.push(await timeLayoutShift(browser, address, state));
    const worst = loads.reduce((a, b) => (b.cls > a.cls ? b : a));
    rows[`${name} (worst of ${count})`] = {
      CLS: +worst.cls.toFixed(4),
      'moved (px)': Math.round(worst.movedPx),
      'lowest opacity': +Math.min(...loads.map((load) => load.lowestOpacity)).toFixed(2),
      what: worst.moved.slice(0, 3).join(', ') || '-',
    };
    all[name] = worst.moved;
  }
  console.log('\nLayout shift as the app takes the page over (issue 34: CLS 0, no fade):');
  console.table(rows);
  // `--shifts`: every node the worst loads moved, with its rectangles before → after.
  if (shiftsOnly) for (const [name, moved] of Object.entries(all)) console.log(name, moved);
}

async function main(): Promise<void> {
  const work = await mkdtemp(path.join(tmpdir(), 'ecolodge-bench-'));
  const backend = await startTestBackend({ autoconfirm: true, log: false, jwtExpirySeconds: 86_400 });
  const servers: PreviewServer[] = [];
  try {
    const user = newUser();
    const { id: userId } = await createConfirmedUser(backend, user);

    console.log(`Building the app (${path.relative(projectRoot, appRoot) || '.'}) and the bare React page…`);
    process.env.VITE_SUPABASE_URL = backend.apiUrl;
    process.env.VITE_SUPABASE_ANON_KEY = backend.anonKey;
    const appOut = path.join(work, 'app');
    await buildApp(appRoot, appOut);
    const compareOut = path.join(work, 'compare');
    if (compareRoot) {
      console.log(`…and the checkout to compare with (${compareRoot})…`);
      await buildApp(compareRoot, compareOut);
    }
    const bareSrc = path.join(work, 'bare-src');
    const bareOut = path.join(work, 'bare');
    await rm(bareSrc, { recursive: true, force: true });
    await import('node:fs/promises').then((fs) => fs.mkdir(bareSrc, { recursive: true }));
    await writeFile(path.join(bareSrc, 'index.html'), bareHtml);
    await writeFile(path.join(bareSrc, 'main.js'), bareMain);
    await build({
      root: bareSrc,
      configFile: false,
      logLevel: 'warn',
      resolve: {
        alias: {
          'react-dom': path.join(projectRoot, 'node_modules/react-dom'),
          react: path.join(projectRoot, 'node_modules/react'),
        },
      },
      build: { outDir: bareOut, emptyOutDir: true, target: 'es2022' },
    });

    const app = await serve(appOut);
    const bare = await serve(bareOut);
    servers.push(app.server, bare.server);
    const compare = compareRoot ? await serve(compareOut) : undefined;
    if (compare) servers.push(compare.server);

    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
      ],
    });
    try {
      const signedIn = await signInOnce(browser, app.url, user);
      const compareSignedIn = compare ? await signInOnce(browser, compare.url, user) : undefined;
      // The rooms calendar (issue 31): 20 rooms × a month of stays in the person's lodge, measured on its own.
      const calendar = async () => {
        console.log(
          `Seeding the calendar: ${await seedCalendar(backend, userId, LODGE_TIMEZONE)} stays booked…`,
        );
        if (!compare || !compareSignedIn)
          return printCalendar(await benchCalendar(browser, app.url, signedIn, Math.max(1, runs)));
        // `--compare DIR`: that checkout measured in the same rounds, right after the app (one load).
        const mine: CalendarFigures[] = [];
        const theirs: CalendarFigures[] = [];
        for (let run = 1; run <= Math.max(1, runs); run += 1) {
          console.log(`round ${run}: the app, then ${compareRoot}`);
          mergeCalendar(mine, await benchCalendar(browser, app.url, signedIn, 1));
          mergeCalendar(theirs, await benchCalendar(browser, compare.url, compareSignedIn, 1));
        }
        printCalendar(mine);
        console.log(`\nThe compared checkout (${compareRoot}), same rounds:`);
        printCalendar(theirs);
      };
      if (calendarOnly) return await calendar();
      if (showWaterfall) {
        await printWaterfall(browser, `${app.url}/auth/login`, 'cold /auth/login, signed out', loginMarkers);
        await printWaterfall(browser, `${app.url}/`, 'signed-in start', signedInMarkers, signedIn);
      }
      // `--waterfall --runs 0`: only the waterfalls.
      if (runs === 0) return;
      if (!tapsOnly) await printLayoutShifts(browser, app.url, signedIn, Math.min(runs, 3));
      if (shiftsOnly) return;
      const before: AppTimes = {
        login: [],
        usable: [],
        signIn: [],
        dashboard: [],
        bookings: [],
        products: [],
        wizard: [],
      };

      const times = {
        appLogin: [] as number[],
        appUsable: [] as number[],
        appSignIn: [] as number[],
        bareLogin: [] as number[],
        appDashboard: [] as number[],
        appBookings: [] as number[],
        appLive: [] as number[],
      };
      const taps = { products: [] as Interaction[], wizard: [] as Interaction[] };
      for (let run = 1; run <= runs; run += 1) {
        if (!tapsOnly) {
          const login = await timeLoad(browser, `${app.url}/auth/login`, loginMarkers);
          times.appLogin.push(login.login);
          times.appUsable.push(login.usable);
          times.appSignIn.push(await timeSignIn(browser, app.url, user));
          times.bareLogin.push((await timeLoad(browser, `${bare.url}/`, ['login'])).login);
          const start = await timeLoad(browser, `${app.url}/`, signedInMarkers, signedIn);
          times.appDashboard.push(start.dashboard);
          times.appBookings.push(start.bookings);
          times.appLive.push(start.live);
        }
        taps.products.push(await productsTabs(browser, app.url, signedIn));
        taps.wizard.push(await wizard(browser, app.url, signedIn));
        console.log(
          `run ${run}/${runs}: app login ${times.appLogin.at(-1)?.toFixed(0) ?? '-'} ms (usable ${times.appUsable.at(-1)?.toFixed(0) ?? '-'}, Sign In sent ${times.appSignIn.at(-1)?.toFixed(0) ?? '-'}), bare login ${times.bareLogin.at(-1)?.toFixed(0) ?? '-'} ms, ` +
            `app / heading ${times.appDashboard.at(-1)?.toFixed(0) ?? '-'} ms, bookings ${times.appBookings.at(-1)?.toFixed(0) ?? '-'} ms; worst tap: products ${taps.products.at(-1)!.duration} ms, wizard ${taps.wizard.at(-1)!.duration} ms`,
        );
        if (compare && compareSignedIn) {
          await measureApp(browser, compare.url, compareSignedIn, user, before);
          console.log(
            `  compared checkout: login ${before.login.at(-1)!.toFixed(0)} ms (usable ${before.usable.at(-1)!.toFixed(0)}), / heading ${before.dashboard.at(-1)!.toFixed(0)} ms, bookings ${before.bookings.at(-1)!.toFixed(0)} ms; ` +
              `worst tap: products ${before.products.at(-1)!.duration} ms, wizard ${before.wizard.at(-1)!.duration} ms`,
          );
        }
      }

      console.log(
        'Warm starts (the app installed with its service worker; the bare page from the HTTP cache)…',
      );
      const warmBare = tapsOnly
        ? []
        : (await timeWarmStarts(browser, `${bare.url}/`, ['login'], runs)).map((t) => t.login);
      const warmStarts = tapsOnly
        ? []
        : await timeWarmStarts(browser, `${app.url}/`, signedInMarkers, runs, signedIn);
      const warmApp = warmStarts.map((t) => t.dashboard);
      const warmBookings = warmStarts.map((t) => t.bookings);
      const warmLive = warmStarts.map((t) => t.live);
      if (!tapsOnly)
        console.log(
          `warm: bare login ${warmBare.map((t) => t.toFixed(0)).join(', ')} ms; installed app / heading ${warmApp.map((t) => t.toFixed(0)).join(', ')} ms, bookings ${warmBookings.map((t) => t.toFixed(0)).join(', ')} ms`,
        );

      const m = {
        appLogin: median(times.appLogin),
        appUsable: median(times.appUsable),
        bareLogin: median(times.bareLogin),
        appDashboard: median(times.appDashboard),
        appBookings: median(times.appBookings),
        warmBookings: median(warmBookings),
        products: median(taps.products.map((t) => t.duration)),
        wizard: median(taps.wizard.map((t) => t.duration)),
      };
      const worstOf = (list: Interaction[]) =>
        list.reduce((a, b) => (b.duration > a.duration ? b : a), list[0]!);
      console.log(
        `\nMedians of ${runs} interleaved runs (Slow 4G, 4× CPU, 390×844; load ${(await import('node:os'))
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}):`,
      );
      const row = (app: number, bare: number, aim: string) => ({
        app: Math.round(app),
        bare: Math.round(bare),
        'app / bare': +(app / bare).toFixed(2),
        aim,
      });
      // Issue 22's aims; the signed-in rows compare with the bare page's login (it has no dashboard).
      const loads = {
        'login form laid out, cold (ms)': row(m.appLogin, m.bareLogin, '≤ 1.0×'),
        'login form usable: the app handles it (ms)': row(m.appUsable, m.bareLogin, '≤ 1.3×'),
        'Sign In pressed on the laid-out form: request sent (ms)': row(
          median(times.appSignIn),
          m.bareLogin,
          '(extra)',
        ),
        'signed-in cold start: today’s bookings listed (ms)': row(m.appBookings, m.bareLogin, '≤ 1.5×'),
        'signed-in cold start: date heading (ms)': row(m.appDashboard, m.bareLogin, '(extra)'),
        'signed-in cold start: the app has taken over (ms)': row(
          median(times.appLive),
          m.bareLogin,
          '(extra)',
        ),
        'installed app, warm: today’s bookings listed (ms)': row(m.warmBookings, median(warmBare), '≤ 0.8×'),
        'installed app, warm: date heading (ms)': row(median(warmApp), median(warmBare), '(extra)'),
        'installed app, warm: the app has taken over (ms)': row(
          median(warmLive),
          median(warmBare),
          '(extra)',
        ),
      };
      // `--taps` measured no loads: their rows would be NaN.
      console.table({
        ...(tapsOnly ? {} : loads),
        'worst tap, products tabs (ms)': { app: m.products, bare: '-', 'app / bare': '-', aim: '≤ 100' },
        'worst tap, wizard (ms)': { app: m.wizard, bare: '-', 'app / bare': '-', aim: '≤ 100' },
      });
      const slowest = [worstOf(taps.products), worstOf(taps.wizard)];
      console.log(
        `Slowest taps seen:\n${slowest.map((t) => `  ${t.name} ${t.duration} ms (processing ${t.processing.toFixed(0)} ms; ${t.breakdown ?? 'no long frame'})`).join('\n')}`,
      );
      console.log(
        `bench: ${tapsOnly ? '' : `login=${(m.appLogin / m.bareLogin).toFixed(2)}x usable=${(m.appUsable / m.bareLogin).toFixed(2)}x bookings=${(m.appBookings / m.bareLogin).toFixed(2)}x installed=${(m.warmBookings / median(warmBare)).toFixed(2)}x `}products=${m.products}ms wizard=${m.wizard}ms (worst of runs: ${worstOf(taps.products).duration} / ${worstOf(taps.wizard).duration} ms)`,
      );
      if (compare) {
        // Paired per round (same load on the machine), then the median of the rounds.
        const paired = (ours: number[], theirs: number[]) =>
          median(ours.map((value, index) => value / theirs[index]!)).toFixed(2);
        const durations = (list: Interaction[]) => list.map((t) => t.duration);
        console.log(`\nThe compared checkout (${compareRoot}), same runs:`);
        console.table({
          'login form laid out (ms)': {
            compared: Math.round(median(before.login)),
            'compared / bare': +(median(before.login) / m.bareLogin).toFixed(2),
            'app / compared (paired)': paired(times.appLogin, before.login),
          },
          'login form usable (ms)': {
            compared: Math.round(median(before.usable)),
            'compared / bare': +(median(before.usable) / m.bareLogin).toFixed(2),
            'app / compared (paired)': paired(times.appUsable, before.usable),
          },
          'Sign In pressed on the laid-out form: request sent (ms)': {
            compared: Math.round(median(before.signIn)),
            'compared / bare': +(median(before.signIn) / m.bareLogin).toFixed(2),
            'app / compared (paired)': paired(times.appSignIn, before.signIn),
          },
          'signed-in: today’s bookings listed (ms)': {
            compared: Math.round(median(before.bookings)),
            'compared / bare': +(median(before.bookings) / m.bareLogin).toFixed(2),
            'app / compared (paired)': paired(times.appBookings, before.bookings),
          },
          'signed-in / date heading (ms)': {
            compared: Math.round(median(before.dashboard)),
            'compared / bare': +(median(before.dashboard) / m.bareLogin).toFixed(2),
            'app / compared (paired)': paired(times.appDashboard, before.dashboard),
          },
          'worst tap, products tabs (ms)': {
            compared: median(durations(before.products)),
            'compared / bare': '-',
            'app / compared (paired)': paired(durations(taps.products), durations(before.products)),
          },
          'worst tap, wizard (ms)': {
            compared: median(durations(before.wizard)),
            'compared / bare': '-',
            'app / compared (paired)': paired(durations(taps.wizard), durations(before.wizard)),
          },
        });
      }
      await calendar();
      if (jsonOut)
        await writeFile(
          jsonOut,
          JSON.stringify(
            {
              runs,
              times,
              warm: { bare: warmBare, app: warmApp, bookings: warmBookings },
              taps,
              medians: m,
              compared: before,
            },
            null,
            2,
          ),
        );
    } finally {
      await browser.close();
    }
  } finally {
    await Promise.all(
      servers.map((s) => new Promise<void>((resolve) => s.httpServer.close(() => resolve()))),
    );
    await backend.stop();
    await rm(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
