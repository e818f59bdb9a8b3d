import { SNAPSHOT_KEY_PREFIX, SNAPSHOT_VERSION } from './page-snapshot-keys';
import { APP_MODULES_META } from '../later-work';

/**
 * Page snapshots (issue 22, "the installed app opens on today's data at once"): the markup React last
 * drew for the dashboard (`/`) and the bookings list (`/bookings`), kept on the phone so the next start
 * paints today's bookings from HTML before any JavaScript runs.
 *
 * The pair:
 * - here, the app keeps what it drew: a second after a route at one of `SNAPSHOT_PATHS` has rendered
 *   (router `onRendered`), and when the page is hidden (the person switched away; the last event a
 *   phone reliably fires), `#root`'s markup is saved in localStorage with the person's id, the phone's
 *   calendar day, the build's entry script, the stylesheets it needs and their rules it uses (`usedCss`:
 *   drawn with only the shell's inlined CSS until the stylesheets came, its frame moved 21 px; issue
 *   35). An empty copy mark (`[data-copy-mark]`, src/ui/copy-mark.tsx) is filled with " · Updated
 *   14:32", the time it was taken, so the snapshot never passes for the current screen;
 * - index.html's paint script (`data-page-snapshot-paint`, right after `#root`) shows it instead of the
 *   prerendered shell, in its own CSS from the first frame, only when everything still matches: the same
 *   address with no search, the same person signed in (the stored session's user id), the same day,
 *   the same build. React then draws the screen from the day pack or the server and the snapshot goes
 *   in the same frame (`dropPrerendered`, as the shell does).
 *
 * Never shown to anyone else: the key holds one person's markup and is removed with the day pack at
 * sign-out (`forgetPageSnapshots`, from `wipeDayPack`); the paint script checks the person anyway.
 * Nothing in it works until React takes over; a tap on it is kept and made again on the app's own screen
 * (`replaySnapshotTap`).
 */

export { forgetPageSnapshots, SNAPSHOT_KEY_PREFIX } from './page-snapshot-keys';

/** The addresses kept as snapshots: the screens a person opens the app on (spec §2: dashboard, bookings). */
export const SNAPSHOT_PATHS: ReadonlySet<string> = new Set(['/', '/bookings']);

/** Larger markup is not kept (localStorage is small and shared with the session). */
export const SNAPSHOT_MAX_CHARS = 200_000;

/** How long after a render the snapshot is taken: the page's 0.3 s entrance has ended by then. */
export const SNAPSHOT_DELAY_MS = 1000;

/** One kept page, as the paint script reads it. */
export interface PageSnapshot {
  v: typeof SNAPSHOT_VERSION;
  /** The address it was drawn at. */
  path: string;
  /** Whose screen it is (auth user id). */
  userId: string;
  /** The phone's calendar day when taken, `YYYY-MM-DD` (local time): yesterday's is never shown. */
  day: string;
  /** When it was taken, ms since the epoch. */
  savedAt: number;
  /** The build's entry script (`/assets/index-….js`): another build's markup is never shown. */
  build: string;
  /** The same-origin stylesheets the page had, shown only once they have loaded. */
  styles: string[];
  /**
   * Of those stylesheets, the rules the markup uses (both colour schemes'), in their order: the paint
   * script puts them in the page with the snapshot, so it is drawn in its own style from the first
   * frame. Missing from a snapshot taken before issue 35's fix (the paint script then goes without).
   */
  css?: string;
  /** `#root`'s markup. */
  html: string;
}

/** The phone's calendar day, `YYYY-MM-DD` in local time (the paint script computes it the same way). */
export function phoneDay(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/**
 * The app's entry script (`/assets/index-….js`), which the shell page loads and the paint script
 * compares a snapshot's `build` with. A page the sign-in island started (/auth/login, where a person
 * signs in and the app goes on in the same document: src/sign-in-island.tsx) loads the island's
 * script instead and names the app's files in `ecolodge:app-modules`, its entry first. Null on a
 * development server (no built entry).
 */
export function appEntryScript(doc: Document): string | null {
  const appFiles = doc.querySelector(`meta[name="${APP_MODULES_META}"]`)?.getAttribute('content');
  const named = appFiles?.split(' ').find(Boolean);
  if (named) return named;
  return doc.querySelector('script[type="module"][src]')?.getAttribute('src') ?? null;
}

/**
 * The snapshot of `root` as drawn now, or null when there is nothing worth keeping (no entry script: a
 * development server; markup over `SNAPSHOT_MAX_CHARS`). Elements marked `data-snapshot-skip` (the
 * network banner) are left out; empty copy marks say `markText(now)`.
 */
export function takePageSnapshot(
  root: HTMLElement,
  options: { path: string; userId: string; now: Date; markText: (at: number) => string },
): PageSnapshot | null {
  const build = appEntryScript(document);
  if (!build) return null;
  const copy = root.cloneNode(true) as HTMLElement; // cloneNode is typed Node; it is the same element type
  markSectionsBelowTheFold(root, copy);
  copy.querySelectorAll('[data-snapshot-skip]').forEach((node) => node.remove());
  // Nothing can be typed into it: the app's own fields replace these.
  copy.querySelectorAll('input, textarea').forEach((field) => field.setAttribute('readonly', ''));
  copy.querySelectorAll('[data-copy-mark]').forEach((mark) => {
    if (!mark.textContent) mark.textContent = options.markText(options.now.getTime());
  });
  const html = copy.innerHTML;
  if (!html || html.length > SNAPSHOT_MAX_CHARS) return null;
  // The build's stylesheets, as paths (Vite adds a lazy chunk's with its full address).
  const links = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))
    .map((link) => ({ link, url: new URL(link.href, window.location.href) }))
    .filter(({ url }) => url.origin === window.location.origin && url.pathname.startsWith('/assets/'));
  const styles = links.map(({ url }) => url.pathname);
  return {
    v: SNAPSHOT_VERSION,
    path: options.path,
    userId: options.userId,
    day: phoneDay(options.now),
    savedAt: options.now.getTime(),
    build,
    styles: [...new Set(styles)],
    css: usedCss(
      root,
      links.flatMap(({ link }) => (link.sheet ? [link.sheet] : [])),
    ),
    html,
  };
}

/** A colour scheme's attribute in a selector (`[data-mantine-color-scheme='dark']`, any quoting). */
const SCHEME_IN_SELECTOR = /\[data-mantine-color-scheme(?:[~|^$*]?=(?:"[^"]*"|'[^']*'|[^\]]*))?\]/g;
/** A custom property's declaration as the browser writes it out (`--mantine-color-red-0: #fff5f5;`). */
const CUSTOM_PROPERTY = /(--[\w-]+)\s*:[^;{}]*;\s?/g;
/** What no element matches when the snapshot is drawn: pseudo-elements and the states of a pointer or focus. */
const STATE_IN_SELECTOR =
  /::?(?:before|after|first-line|first-letter|placeholder|selection|marker|backdrop|-webkit-[\w-]+|hover|focus-visible|focus-within|focus|active|visited)(?![\w-])/g;

/**
 * The rules of `sheets` (in their order, inside their `@layer`/`@media` blocks) that style the markup
 * of `root` or the page round it (`<html>`, `<body>`): a rule is kept when its selector matches there
 * with any colour scheme (its scheme attribute read as "any element") and any pointer or focus state
 * (`:hover`, `::before` read so too); `@keyframes` only when a kept rule names them; `@layer`
 * statements and `@font-face` always; custom properties only when the CSS kept or the markup reads them. Taken with the snapshot (issue 35): drawn with only the shell's
 * inlined CSS until its stylesheets came, the snapshot's frame moved 21 px (CLS ≈ 0.06–0.08). A sheet
 * that cannot be read adds nothing.
 */
export function usedCss(root: HTMLElement, sheets: readonly CSSStyleSheet[]): string {
  const around = [document.documentElement, document.body, root];
  const matches = (selector: string) => {
    const any = selector.replace(SCHEME_IN_SELECTOR, ':is(*)').replace(STATE_IN_SELECTOR, ':is(*)');
    try {
      return around.some((element) => element.matches(any)) || root.querySelector(any) !== null;
    } catch {
      return true; // A selector this browser reads but cannot match here: kept, as the stylesheet has it.
    }
  };
  const keyframes = new Map<string, string>();
  const kept = (rules: CSSRuleList): string => {
    let text = '';
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSStyleRule) {
        if (matches(rule.selectorText)) text += rule.cssText;
      } else if (rule instanceof CSSKeyframesRule) {
        keyframes.set(rule.name, rule.cssText);
      } else if (rule instanceof CSSGroupingRule) {
        const inner = kept(rule.cssRules);
        if (inner) text += `${rule.cssText.slice(0, rule.cssText.indexOf('{'))}{${inner}}`;
      } else text += rule.cssText;
    }
    return text;
  };
  let css = '';
  for (const sheet of sheets) {
    try {
      css += kept(sheet.cssRules);
    } catch {
      // Not readable (another origin): the snapshot goes without it, as before issue 35.
    }
  }
  for (const [name, text] of keyframes) if (new RegExp(`[\\s:,]${name}[\\s;,}]`).test(css)) css += text;
  // Custom properties nothing here reads (most of Mantine's palette): 18 of the dashboard's 46 KB.
  const read = new Set(Array.from((css + root.innerHTML).matchAll(/var\((--[\w-]+)/g), (used) => used[1]));
  return css.replace(CUSTOM_PROPERTY, (declaration, name: string) => (read.has(name) ? declaration : ''));
}

/**
 * Marks with `data-snapshot-later` the sections of `copy` (a clone of `root`) whose counterpart in
 * `root` starts below the first screen (its top, from `root`'s top, at or past the window's height):
 * index.html's paint script lays only those out when scrolled to (`content-visibility: auto`). A
 * section on the first screen is laid out at once: given a placeholder height in the first frame and
 * its own in the next, the dashboard's Today card grew 354 → 632 px and pushed the cards under it out
 * of sight (bench-web's "div 710 px, div 801 px", CLS 0.036–0.052).
 */
function markSectionsBelowTheFold(root: HTMLElement, copy: HTMLElement): void {
  const top = root.getBoundingClientRect().top;
  const originals = root.querySelectorAll('section');
  const copies = copy.querySelectorAll('section');
  originals.forEach((section, index) => {
    if (section.getBoundingClientRect().top - top >= window.innerHeight)
      copies[index]?.setAttribute('data-snapshot-later', '');
  });
}

/** Keeps `snapshot` for its address; a full or refused localStorage keeps nothing (never throws). */
export function savePageSnapshot(snapshot: PageSnapshot): void {
  try {
    localStorage.setItem(SNAPSHOT_KEY_PREFIX + snapshot.path, JSON.stringify(snapshot));
  } catch {
    // Full or disabled storage: the next start paints the shell, as without snapshots.
  }
}

/** A tap on a page snapshot, kept by index.html's paint script until the app has drawn its screen. */
export interface SnapshotTap {
  /** The tapped element's tag (`BUTTON`, `A`). */
  tag: string;
  /** Its accessible name as the script read it: `aria-label`, else its text. */
  name: string | null;
}

declare global {
  interface Window {
    __snapshotTap?: SnapshotTap;
  }
}

/**
 * Makes again, on the app's own screen in `root`, the tap a person made on the page snapshot before the
 * app ran (issue 22: nothing typed or tapped is lost): the one element of the same tag and the same
 * name. None, or more than one (the server's rows differ from the snapshot's), and the tap is dropped
 * rather than guessed. @returns whether a tap was made.
 */
export function replaySnapshotTap(root: HTMLElement): boolean {
  const tap = window.__snapshotTap;
  delete window.__snapshotTap;
  if (!tap?.name) return false;
  const nameOf = (element: Element) => element.getAttribute('aria-label') || element.textContent;
  const matches = Array.from(root.querySelectorAll<HTMLElement>(tap.tag)).filter(
    (element) => nameOf(element) === tap.name && !element.closest('[data-page-snapshot]'),
  );
  if (matches.length !== 1) return false;
  matches[0]!.click();
  return true;
}

/** What `keepPageSnapshots` needs of the router: its rendered event and whether its matches are done. */
export interface SnapshotRouter {
  subscribe(event: 'onRendered', listener: () => void): () => void;
  state: { status: string; matches: readonly { status: string }[] };
}

/**
 * Takes a snapshot of `root` after each render of a `SNAPSHOT_PATHS` address without search
 * parameters (`SNAPSHOT_DELAY_MS` later; the screen on show when it starts too) and when the page is hidden, while `userId()` names someone
 * and every route match has loaded (no pending or failed screen is kept); first makes again a tap made
 * on the snapshot. @returns a function that stops it.
 */
export function keepPageSnapshots(options: {
  router: SnapshotRouter;
  root: HTMLElement;
  userId: () => string | null;
  markText: (at: number) => string;
}): () => void {
  const { router, root } = options;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const take = () => {
    clearTimeout(timer);
    const { pathname, search } = window.location;
    const userId = options.userId();
    if (!userId || search || !SNAPSHOT_PATHS.has(pathname)) return;
    if (router.state.status !== 'idle' || router.state.matches.some((match) => match.status !== 'success'))
      return;
    const snapshot = takePageSnapshot(root, {
      path: pathname,
      userId,
      now: new Date(),
      markText: options.markText,
    });
    if (snapshot) savePageSnapshot(snapshot);
  };
  const stopRendered = router.subscribe('onRendered', () => {
    clearTimeout(timer);
    timer = setTimeout(take, SNAPSHOT_DELAY_MS);
  });
  const onHidden = () => {
    if (document.visibilityState === 'hidden') take();
  };
  document.addEventListener('visibilitychange', onHidden);
  // Started after the first screen has drawn (main.tsx loads this module then): that screen counts
  // too, and a tap made on the snapshot before is made again on it.
  timer = setTimeout(take, SNAPSHOT_DELAY_MS);
  replaySnapshotTap(root);
  return () => {
    clearTimeout(timer);
    stopRendered();
    document.removeEventListener('visibilitychange', onHidden);
  };
}
