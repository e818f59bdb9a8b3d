/**
 * What the first screen needs next comes before what can wait (issue 22). On a signed-out page the
 * next need is the sign-in, and it needs supabase-js (~33 KiB gzip): on Slow 4G it came last, sharing
 * the line with the header's staff frame, the toast outlet, the app-update prompt and the page
 * snapshots, so a Sign In pressed on the prerendered form left ~0.9 s after the form was live. Now the
 * page fetches what a sign-in needs as soon as its entry runs (the network is idle while React
 * hydrates), and the rest waits for it.
 */

/** The `<meta name>` in index.html listing what a sign-in needs beyond the entry (space-separated URLs),
 * written by the build (build-steps/vite-plugins.ts `signInFiles`). */
export const SIGN_IN_MODULES_META = 'ecolodge:sign-in-modules';

/** Longest that work which can wait is held, ms: a slow or failed fetch never keeps it away for good. */
export const LATER_WORK_HELD_AT_MOST_MS = 4000;

const nothing = () => {};
// Module state: the promise work that can wait is held behind (the first screen's own requests), for this
// page's start only.
let held: Promise<void> = Promise.resolve();

/**
 * Holds work that can wait (see {@link laterWork}) until `until` settles (fulfilled or rejected), or
 * `atMostMs` have passed, whichever comes first.
 */
export function holdLaterWork(until: Promise<unknown>, atMostMs = LATER_WORK_HELD_AT_MOST_MS): void {
  held = Promise.race([
    until.then(nothing, nothing),
    new Promise<void>((resolve) => setTimeout(resolve, atMostMs)),
  ]);
}

/**
 * Resolves when work that can wait may start: the header's staff frame, the toast outlet, the
 * app-update prompt, the page snapshots, running supabase-js. At once unless something is held.
 */
export function laterWork(): Promise<void> {
  return held;
}

/**
 * Fetches what a sign-in needs beyond the entry, as the build named it in `doc`'s
 * `<meta name="ecolodge:sign-in-modules">`: `modulepreload` links (downloaded and compiled, not run:
 * running it is `getSupabase`'s, later). Resolves once every link has loaded or failed; at once when
 * the page names none (a dev server, a test).
 */
export function fetchSignInModules(doc: Document = document): Promise<void> {
  return fetchModulesNamed(SIGN_IN_MODULES_META, doc);
}

/** The `<meta name>` on the sign-in island's page listing the app's own files (the entry and what it
 * imports statically beyond the island's): fetched once the island is live (src/sign-in-island.tsx). */
export const APP_MODULES_META = 'ecolodge:app-modules';

/**
 * `modulepreload`s the files `doc`'s `<meta name={meta}>` lists (space-separated URLs): downloaded and
 * compiled, not run. Resolves once every link has loaded or failed; at once when there is none.
 */
export function fetchModulesNamed(meta: string, doc: Document = document): Promise<void> {
  const urls =
    doc.querySelector(`meta[name="${meta}"]`)?.getAttribute('content')?.split(' ').filter(Boolean) ?? [];
  return Promise.all(
    urls.map(
      (url) =>
        new Promise<void>((resolve) => {
          const link = doc.createElement('link');
          link.rel = 'modulepreload';
          // Like Vite's own preloads: the later import() then uses this fetch, not a second one.
          link.crossOrigin = '';
          link.href = url;
          link.onload = () => resolve();
          link.onerror = () => resolve();
          doc.head.append(link);
        }),
    ),
  ).then(nothing);
}
