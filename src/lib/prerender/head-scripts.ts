/**
 * `index.html`'s inline head pieces, written into the page by the build (`headScripts` in
 * build-steps/vite-plugins.ts) where index.html says `<!-- head-script:NAME -->` (issue 35: "index.html's
 * inline scripts are derived from the modules that own them, not kept in step by hand"). The storage
 * keys and the snapshot's version they read come from the modules that write them, so a renamed key
 * cannot leave a page script reading the old one.
 *
 * Imported only by the build and by tests, never by the app: these texts are in the HTML, in no
 * JavaScript download. They run before any of the app's code, on every browser the app supports, so
 * they are plain ES5 (`var`, `function`) and never throw (a `try` round each).
 */
import { authStorageKey } from '../supabase/auth-storage';
import { SNAPSHOT_KEY_PREFIX, SNAPSHOT_VERSION } from './page-snapshot-keys';

/** A JavaScript string literal of `text`. */
const js = (text: string) => JSON.stringify(text);

/**
 * Where Mantine keeps the person's colour scheme: the default key of its
 * `localStorageColorSchemeManager`, which `MantineProvider` uses here (src/app/providers.tsx gives no
 * other manager). A test checks Mantine still writes this key.
 */
export const COLOR_SCHEME_KEY = 'mantine-color-scheme-value';

/**
 * Issue 12: the colour scheme on `<html>` before the first paint: the one the person chose (Mantine's
 * colour scheme manager, {@link COLOR_SCHEME_KEY}) or else the phone's setting, as MantineProvider would
 * set it once React runs, so a dark phone never flashes light. The prerendered page follows the same
 * attribute (issue 22): this script runs before any of it is drawn; without JavaScript the page stays
 * light (the attribute on `<html>`), which Mantine's colours need.
 */
export const colorSchemeScript = `(function (d, s) {
  try {
    s = localStorage.getItem(${js(COLOR_SCHEME_KEY)});
  } catch (e) {}
  if (s !== 'light' && s !== 'dark')
    s = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  d.setAttribute('data-mantine-color-scheme', s);
})(document.documentElement);
    `;

/**
 * Issue 22: until the app has taken a prerendered sign-in form over (`data-early-input`, not yet
 * `data-live`), its submit is caught (nothing leaves the phone, no navigation) and remembered for the
 * app, which sends it with what was typed (src/lib/prerender/early-input.ts reads
 * `window.__earlyInput`). Until then the form says it is on its way: busy, its submit button a spinner
 * (the label stays for screen readers), as Mantine's loading button will ({@link earlyInputStyle}).
 */
export const earlyInputScript = `(function (w) {
  var early = (w.__earlyInput = { form: null });
  w.document.addEventListener(
    'submit',
    function (e) {
      var form = e.target;
      if (!form.hasAttribute('data-early-input') || form.hasAttribute('data-live')) return;
      e.preventDefault();
      e.stopPropagation();
      early.form = form;
      form.setAttribute('data-early-sent', '');
      form.setAttribute('aria-busy', 'true');
    },
    true,
  );
})(window);
    `;

/** The caught form's busy look (see {@link earlyInputScript}). */
export const earlyInputStyle = `form[data-early-sent] button[type='submit'] {
  position: relative;
  pointer-events: none;
}
form[data-early-sent] button[type='submit'] > span {
  color: transparent;
}
form[data-early-sent] button[type='submit']::after {
  content: '';
  position: absolute;
  inset: 0;
  margin: auto;
  width: 1.1em;
  height: 1.1em;
  box-sizing: border-box;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: early-sent-spin 0.8s linear infinite;
}
@keyframes early-sent-spin {
  to {
    transform: rotate(1turn);
  }
}
@media (prefers-reduced-motion: reduce) {
  form[data-early-sent] button[type='submit']::after {
    animation-duration: 2.4s;
  }
}
    `;

/**
 * Issue 22: the installed app opens on today's data before any JavaScript of the app runs. On the
 * prerendered shell only, the page snapshot the app kept of this address (src/lib/prerender/page-snapshot.ts:
 * key, shape and the rules) replaces the shell, with the CSS rules it uses, when it is the
 * signed-in person's (the stored session's user id, {@link authStorageKey}), of today (the phone's day)
 * and of this build. Anything unexpected leaves the shell as it is. Written as
 * `<script data-page-snapshot-paint>` at the end of `<body>`, after `#root`.
 *
 * Issue 35: the snapshot's CSS rules (`PageSnapshot.css`) go in a `<style>` after its stylesheets,
 * so the first frame is drawn in the snapshot's own style, and it stays on top while they come one
 * at a time; once all have come (they repeat its rules in the same order) it goes, in the frame they
 * complete, and the stylesheets alone style what the app draws next. Its stylesheets'
 * `blocking="render"` cannot hold that frame (it counts only while `<body>` is not there yet); drawn
 * with the shell's CSS until they came, the snapshot's frame moved 21 px (CLS 0.057–0.079). Put
 * before them instead, a sheet that had come beat the copy of a later sheet's rule until that one
 * came: the menu button's bars moved 5 px and back (CLS 0.000008, one run in several).
 */
export const pageSnapshotPaintScript = `(function (root, store) {
  try {
    if (!root || root.getAttribute('data-prerendered') !== 'shell' || location.search) return;
    var snap = JSON.parse(store.getItem(${js(SNAPSHOT_KEY_PREFIX)} + location.pathname) || 'null');
    var session = JSON.parse(store.getItem(${js(authStorageKey)}) || 'null');
    var entry = document.querySelector('script[type="module"][src]');
    var d = new Date();
    var two = function (n) {
      return (n < 10 ? '0' : '') + n;
    };
    var day = d.getFullYear() + '-' + two(d.getMonth() + 1) + '-' + two(d.getDate());
    if (!snap || snap.v !== ${SNAPSHOT_VERSION} || snap.path !== location.pathname || snap.day !== day) return;
    if (!session || !session.user || session.user.id !== snap.userId) return;
    if (!entry || entry.getAttribute('src') !== snap.build) return;
    var page = document.createElement('div');
    page.setAttribute('data-page-snapshot', String(snap.savedAt));
    page.innerHTML = snap.html;
    var shell = Array.prototype.slice.call(root.children);
    var show = function (snapshot) {
      page.style.display = snapshot ? 'contents' : 'none';
      shell.forEach(function (node) {
        node.style.display = snapshot ? 'none' : '';
      });
    };
    // Its own CSS, after the stylesheets until they have all come (see above).
    var css = document.createElement('style');
    css.textContent = snap.css || '';
    var dropCss = function () {
      if (css.parentNode) css.parentNode.removeChild(css);
    };
    // Its stylesheets (the same files, for what the app draws next): a browser without
    // blocking="render" shows the snapshot once they have loaded. One failing: the shell.
    var blocking = 'blocking' in document.createElement('link');
    var waiting = snap.styles.length + 1;
    var loaded = function () {
      waiting -= 1;
      if (waiting) return;
      dropCss();
      if (!blocking && page.parentNode) show(true);
    };
    snap.styles.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'stylesheet';
      // crossorigin like the head script's preloads of the same files (issue 34: without it the
      // console warned the preload was unused, and each stylesheet was fetched twice).
      link.crossOrigin = '';
      link.href = href;
      if (blocking) link.setAttribute('blocking', 'render');
      link.onload = loaded;
      link.onerror = function () {
        waiting = -1;
        dropCss();
        if (page.parentNode) page.parentNode.removeChild(page);
        show(false);
      };
      document.head.appendChild(link);
    });
    document.head.appendChild(css);
    // Sections below the first screen (marked so when the snapshot was taken) are laid out when
    // scrolled to, not before the first paint; those on it at once, at their own height (all sections
    // lazily, the Today card took a 320-px placeholder for a frame and pushed the cards under it away).
    var lazy = document.createElement('style');
    lazy.textContent =
      '[data-page-snapshot] [data-snapshot-later]{content-visibility:auto;contain-intrinsic-size:auto 320px}';
    document.head.appendChild(lazy);
    // Nothing in it works until the app has drawn its own screen: a tap on it is kept (what was
    // tapped, by its name) and made again there (replaySnapshotTap, page-snapshot.ts).
    page.addEventListener(
      'click',
      function (event) {
        var tapped = event.target.closest('a,button,[role="button"],[role="tab"]');
        event.preventDefault();
        event.stopPropagation();
        if (tapped)
          window.__snapshotTap = {
            tag: tapped.tagName,
            name: tapped.getAttribute('aria-label') || tapped.textContent,
          };
      },
      true,
    );
    root.appendChild(page);
    show(blocking);
    loaded();
  } catch (e) {}
})(document.getElementById('root'), localStorage);
    `;

/** The pieces by the name index.html gives them: `<!-- head-script:NAME -->`. */
export const HEAD_PIECES = {
  'color-scheme': `<script>\n${colorSchemeScript}\n</script>`,
  'early-input': `<style>\n${earlyInputStyle}\n</style>\n<script>\n${earlyInputScript}\n</script>`,
  'page-snapshot-paint': `<script data-page-snapshot-paint>\n${pageSnapshotPaintScript}\n</script>`,
} as const satisfies Record<string, string>;
