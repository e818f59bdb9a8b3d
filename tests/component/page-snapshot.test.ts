// @vitest-environment jsdom
// jsdom, not the project's happy-dom: these tests read the CSS rules of stylesheets the test builds
// (CSSOM: `cssRules` of <style> elements, with @layer, @media and @keyframes) and run the paint script
// on a page with an entry <script> and <link>s, which happy-dom tries to fetch (issue 33, suite time).
import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetPageSnapshots,
  phoneDay,
  replaySnapshotTap,
  SNAPSHOT_KEY_PREFIX,
  takePageSnapshot,
  usedCss,
  type PageSnapshot,
} from '../../src/lib/prerender/page-snapshot';
import { localStorageColorSchemeManager } from '@mantine/core';
import {
  colorSchemeScript,
  COLOR_SCHEME_KEY,
  pageSnapshotPaintScript,
} from '../../src/lib/prerender/head-scripts';

/**
 * Issue 22: the page snapshot the app keeps (src/lib/prerender/page-snapshot.ts) and index.html's paint
 * script that shows it before the app runs. The script is run here as the browser would, on a page
 * laid out as the prerendered shell.
 */

/** The paint script as the build writes it into index.html (issue 35: from the module that owns it). */
const paintScript = pageSnapshotPaintScript;

const userId = '11111111-1111-4111-8111-111111111111';
const entry = '/assets/index-abc123.js';

/** The document as the prerendered shell has it: the entry script, `#root` with the shell's markup. */
function shellPage(): HTMLElement {
  document.head.innerHTML = `<script type="module" src="${entry}"></script>`;
  document.body.innerHTML = '<div id="root" data-prerendered="shell"><header>Shell</header></div>';
  return document.getElementById('root')!;
}

function keep(snapshot: Partial<PageSnapshot> = {}) {
  const kept: PageSnapshot = {
    v: 1,
    path: '/',
    userId,
    day: phoneDay(new Date()),
    savedAt: Date.now(),
    build: entry,
    styles: [],
    html: '<main><h1>Dashboard</h1><p>Morning Mokoro Excursion</p></main>',
    ...snapshot,
  };
  localStorage.setItem(SNAPSHOT_KEY_PREFIX + kept.path, JSON.stringify(kept));
  localStorage.setItem('sb-ecolodge-auth-token', JSON.stringify({ user: { id: userId } }));
}

/** The text of `root`'s children that are not hidden (the paint script hides, never removes, the shell). */
function shownText(root: HTMLElement): string {
  return Array.from(root.children)
    .filter((node) => (node as HTMLElement).style.display !== 'none')
    .map((node) => node.textContent)
    .join('');
}

function paint() {
  // The paint script is the page's own inline script; run as the browser runs it.
  new Function(paintScript)();
}

afterEach(() => {
  localStorage.clear();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the paint script (index.html)', () => {
  it("shows the signed-in person's snapshot of today, of this build, in place of the shell", () => {
    const root = shellPage();
    keep();
    paint();
    expect(shownText(root)).toBe('DashboardMorning Mokoro Excursion');
    expect(root.querySelector('[data-page-snapshot]')).not.toBeNull();
  });

  it('waits for the stylesheets the snapshot needs (a browser without blocking="render"), and keeps the shell if one fails', () => {
    const root = shellPage();
    keep({ styles: ['/assets/lodge-day-1.css'] });
    paint();
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')!;
    expect(link.getAttribute('href')).toBe('/assets/lodge-day-1.css');
    expect(shownText(root)).toBe('Shell');
    // Taken out of the page first, so only the paint script hears it: in the page, the app's listener
    // for failed stylesheets (src/ui/lazy-piece.tsx, on the window) would keep this address, and a later
    // file in the same Vitest worker would wait for it before drawing each lazy piece (review finding).
    link.remove();
    link.dispatchEvent(new Event('error'));
    expect(root.querySelector('[data-page-snapshot]')).toBeNull();
    expect(shownText(root)).toBe('Shell');
  });

  it('shows it at once where stylesheets can block the first paint, with its stylesheets marked so', () => {
    const root = shellPage();
    keep({ styles: ['/assets/lodge-day-1.css'] });
    Object.defineProperty(HTMLLinkElement.prototype, 'blocking', { configurable: true, value: '' });
    try {
      paint();
    } finally {
      Reflect.deleteProperty(HTMLLinkElement.prototype, 'blocking');
    }
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')!;
    expect(link.getAttribute('blocking')).toBe('render');
    expect(shownText(root)).toBe('DashboardMorning Mokoro Excursion');
  });

  it("bug: the signed-in cold start moved the dashboard's frame by 21 px as its stylesheets came — the snapshot's own CSS goes in with it", () => {
    const root = shellPage();
    document.head.insertAdjacentHTML('beforeend', '<style data-shell-css>.shell{}</style>');
    keep({ css: '.frame{padding-top:72px}', styles: ['/assets/index-1.css'] });
    paint();
    // After the shell's inlined CSS and the stylesheets, while they come.
    const order = Array.from(document.head.children).map(
      (node) => node.getAttribute('href') ?? node.getAttribute('data-shell-css') ?? node.textContent,
    );
    expect(order.slice(1, 4)).toEqual(['', '/assets/index-1.css', '.frame{padding-top:72px}']);
    document.head.querySelector('link[rel="stylesheet"]')!.dispatchEvent(new Event('load'));
    expect(shownText(root)).toBe('DashboardMorning Mokoro Excursion');
  });

  it("bug: the signed-in cold start moved the menu button's bars 5 px and back as its stylesheets came one at a time — the snapshot's CSS stays after them until all have come, then goes", () => {
    const root = shellPage();
    keep({ css: '.burger{left:16px}', styles: ['/assets/index-1.css', '/assets/shell-2.css'] });
    paint();
    const snapshotCss = () =>
      Array.from(document.head.querySelectorAll('style'), (style) => style.textContent).filter(
        (text) => text === '.burger{left:16px}',
      );
    const [first, second] = Array.from(
      document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'),
    );
    // The first sheet has come and not the second: the copy of the second's rules still wins.
    first!.dispatchEvent(new Event('load'));
    expect(snapshotCss()).toHaveLength(1);
    const heads = Array.from(document.head.children);
    const copyAt = heads.findIndex((node) => node.textContent === '.burger{left:16px}');
    expect(copyAt).toBeGreaterThan(heads.indexOf(second!));
    // Both have come: they hold its rules in their order, and the copy goes (the app's next screen is
    // styled by the stylesheets alone).
    second!.dispatchEvent(new Event('load'));
    expect(snapshotCss()).toEqual([]);
    expect(shownText(root)).toBe('DashboardMorning Mokoro Excursion');
  });

  it("a stylesheet that fails takes the snapshot's CSS with the snapshot: the shell is shown in its own", () => {
    const root = shellPage();
    keep({ css: '.burger{left:16px}', styles: ['/assets/index-1.css'] });
    paint();
    // Taken out of the page first, as above: in it, the app's window listener for failed stylesheets
    // kept the address, and the full run's not-found-page test (same worker) waited for it forever.
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')!;
    link.remove();
    link.dispatchEvent(new Event('error'));
    expect(shownText(root)).toBe('Shell');
    expect(Array.from(document.head.querySelectorAll('style'), (style) => style.textContent)).not.toContain(
      '.burger{left:16px}',
    );
  });

  it('a snapshot kept before it had its CSS is shown as before', () => {
    const root = shellPage();
    keep();
    paint();
    expect(shownText(root)).toBe('DashboardMorning Mokoro Excursion');
    const styles = Array.from(document.head.querySelectorAll('style'), (style) => style.textContent);
    expect(styles).toEqual([expect.stringContaining('[data-snapshot-later]')]);
  });

  it.each([
    ['another person', { userId: '22222222-2222-4222-8222-222222222222' }],
    ['yesterday', { day: '2000-01-01' }],
    ['another build', { build: '/assets/index-old999.js' }],
  ])("keeps the shell for %s's snapshot", (_, snapshot) => {
    const root = shellPage();
    keep(snapshot);
    paint();
    expect(shownText(root)).toBe('Shell');
  });

  it('keeps the shell when nobody is signed in, or the storage holds something else', () => {
    const root = shellPage();
    keep();
    localStorage.removeItem('sb-ecolodge-auth-token');
    paint();
    expect(root.textContent).toBe('Shell');
    localStorage.setItem(`${SNAPSHOT_KEY_PREFIX}/`, '{not json');
    paint();
    expect(shownText(root)).toBe('Shell');
  });
});

describe('takePageSnapshot', () => {
  it('keeps the markup with empty copy marks filled, the network banner left out, the stylesheets as paths', () => {
    const root = shellPage();
    root.innerHTML =
      '<h1>Dashboard</h1><p>Thursday<span data-copy-mark=""></span></p><div data-snapshot-skip="">Offline</div>';
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = `${window.location.origin}/assets/lodge-day-1.css`;
    document.head.append(link);
    const now = new Date(2026, 10, 26, 14, 32);
    const snapshot = takePageSnapshot(root, {
      path: '/',
      userId,
      now,
      markText: () => ' · Updated 14:32',
    })!;
    expect(snapshot).toMatchObject({ v: 1, path: '/', userId, day: '2026-11-26', build: entry });
    expect(snapshot.styles).toEqual(['/assets/lodge-day-1.css']);
    expect(snapshot.html).toBe(
      '<h1>Dashboard</h1><p>Thursday<span data-copy-mark=""> · Updated 14:32</span></p>',
    );
    // The screen itself is untouched.
    expect(root.textContent).toBe('DashboardThursdayOffline');
  });

  it("bug: the signed-in cold start moved the dashboard's cards by 710 px — only sections below the first screen are marked to be laid out later", () => {
    const root = shellPage();
    root.innerHTML =
      '<section id="today">Today</section><section id="bookings">Bookings</section><section id="notes">Notes</section>';
    const tops: Record<string, number> = { today: 230, bookings: window.innerHeight + 40, notes: 2000 };
    const rect = Element.prototype.getBoundingClientRect;
    Element.prototype.getBoundingClientRect = function (this: Element) {
      return DOMRect.fromRect({ x: 0, y: tops[this.id] ?? 0, width: 390, height: 300 });
    };
    try {
      const snapshot = takePageSnapshot(root, { path: '/', userId, now: new Date(), markText: () => '' })!;
      expect(snapshot.html).toBe(
        '<section id="today">Today</section>' +
          '<section id="bookings" data-snapshot-later="">Bookings</section>' +
          '<section id="notes" data-snapshot-later="">Notes</section>',
      );
    } finally {
      Element.prototype.getBoundingClientRect = rect;
    }
    // The paint script lays out later only what is marked (a section on the first screen took a
    // placeholder height in the first frame and its own in the next).
    expect(paintScript).toContain('[data-page-snapshot] [data-snapshot-later]{content-visibility:auto');
    expect(paintScript).not.toContain('[data-page-snapshot] section{');
  });

  it('keeps the CSS rules its markup uses, in both colour schemes and any pointer state, and no others', () => {
    const root = shellPage();
    root.innerHTML = '<main class="frame"><h1 class="title">Dashboard</h1></main>';
    // Its own sheet, not document.styleSheets[0]: in the shared module graph (isolate: false) other
    // files' styles may already be in the head.
    const style = document.createElement('style');
    style.textContent = `
        @layer mantine {
          :root { --gap: 8px; --unread: 1px; }
          .frame { padding-top: 72px; margin: var(--gap); }
          .dialog { position: fixed; }
          [data-mantine-color-scheme='dark'] .title { color: white; }
          .title:hover::after { content: '!'; }
          @media (min-width: 48em) { .frame { padding-top: 60px; } .dialog { inset: 0; } }
        }
        .frame { animation: enter 0.3s; }
        @keyframes enter { from { opacity: 0; } }
        @keyframes unused { from { opacity: 0; } }`;
    document.head.append(style);
    const css = usedCss(root, [style.sheet!]);
    style.remove();
    for (const kept of [':root', '.frame', '.title { color: white', '.title:hover', '@keyframes enter'])
      expect(css, kept).toContain(kept);
    expect(css).toMatch(/^@layer mantine ?\{/);
    expect(css).toMatch(/@media \(min-width: 48em\) ?\{\s*\.frame/);
    expect(css).not.toContain('.dialog');
    expect(css).not.toContain('unused');
    expect(css).toContain('--gap');
    expect(css).not.toContain('--unread');
  });

  it('keeps nothing without a built entry script (the development server)', () => {
    const root = shellPage();
    document.head.innerHTML = '';
    expect(takePageSnapshot(root, { path: '/', userId, now: new Date(), markText: () => '' })).toBeNull();
  });

  it('signed in on the sign-in island’s page, it names the app’s entry as the build, not the island’s script (the next start showed no snapshot)', () => {
    const root = shellPage();
    document.head.innerHTML =
      '<script type="module" src="/assets/sign-in-island-xyz.js"></script>' +
      `<meta name="ecolodge:app-modules" content="${entry} /assets/other.js">`;
    const snapshot = takePageSnapshot(root, { path: '/', userId, now: new Date(), markText: () => '' });
    expect(snapshot?.build).toBe(entry);
    // …which the shell's paint script accepts.
    localStorage.setItem(SNAPSHOT_KEY_PREFIX + '/', JSON.stringify(snapshot));
    localStorage.setItem('sb-ecolodge-auth-token', JSON.stringify({ user: { id: userId } }));
    shellPage();
    new Function(paintScript)();
    expect(document.querySelector('[data-page-snapshot]')).not.toBeNull();
  });

  it('forgets every kept page', () => {
    keep();
    keep({ path: '/bookings' });
    localStorage.setItem('mantine-color-scheme-value', 'dark');
    forgetPageSnapshots();
    expect(Object.keys(localStorage)).toEqual(expect.arrayContaining(['mantine-color-scheme-value']));
    expect(Object.keys(localStorage).filter((key) => key.startsWith(SNAPSHOT_KEY_PREFIX))).toEqual([]);
  });
});

describe('replaySnapshotTap', () => {
  it("makes the tap again on the app's element of the same tag and name, once", () => {
    const root = shellPage();
    root.innerHTML =
      '<button aria-label="Morning Mokoro Excursion">Morning</button><button aria-label="Village Cultural Visit">Village</button>';
    const tapped: string[] = [];
    root.addEventListener('click', (event) => tapped.push((event.target as HTMLElement).textContent ?? ''));
    window.__snapshotTap = { tag: 'BUTTON', name: 'Morning Mokoro Excursion' };
    expect(replaySnapshotTap(root)).toBe(true);
    expect(tapped).toEqual(['Morning']);
    expect(replaySnapshotTap(root)).toBe(false);
    expect(tapped).toEqual(['Morning']);
  });

  it('drops a tap it cannot place for sure: no such element, or two of them', () => {
    const root = shellPage();
    root.innerHTML = '<a href="/bookings">View All</a><a href="/bookings?from=2026-11-27">View All</a>';
    window.__snapshotTap = { tag: 'A', name: 'View All' };
    expect(replaySnapshotTap(root)).toBe(false);
    window.__snapshotTap = { tag: 'BUTTON', name: 'Sunset Boat Cruise' };
    expect(replaySnapshotTap(root)).toBe(false);
    expect(window.__snapshotTap).toBeUndefined();
  });
});

describe('the colour scheme script (index.html, issue 12; its key from head-scripts.ts, issue 35)', () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('data-mantine-color-scheme');
  });

  it('Mantine keeps the chosen scheme under the key the script reads', () => {
    localStorageColorSchemeManager().set('dark');
    expect(localStorage.getItem(COLOR_SCHEME_KEY)).toBe('dark');
  });

  it('puts the chosen scheme on <html> before the app runs', () => {
    localStorageColorSchemeManager().set('dark');
    new Function(colorSchemeScript)();
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
  });
});
