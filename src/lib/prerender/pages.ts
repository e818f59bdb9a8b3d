/**
 * The pages prerendered at build time (issue 22, build-steps/prerender.ts) and which one a location's HTML
 * is. The signed-out pages each get their own file; every other address gets the signed-in app shell
 * (header, bottom bar, the page frame's loading line) in index.html.
 */

/** The signed-out pages with HTML of their own: `/auth/login` is written to `auth/login.html`. */
export const prerenderedAuthPages = ['/auth/login', '/auth/register', '/auth/forgot-password'] as const;

/** What `#root`'s `data-prerendered` says of the shell's HTML. */
export const SHELL = 'shell';

/** The address the shell is rendered at: no route of its own, so no screen and no link marked current. */
export const SHELL_RENDER_PATH = '/__shell';

/**
 * The search parameters a prerendered page is drawn the same with: `redirect` (where to go after
 * signing in) changes nothing on screen; an `email` to prefill or a link's error notice does.
 */
const searchKeptByThePage = new Set(['redirect']);

/**
 * Whether the HTML prerendered as `prerendered` (a path of `prerenderedAuthPages`, or `SHELL`) is what
 * the app draws at `pathname` with `search`: then React hydrates it, else it draws afresh.
 */
export function isPrerenderedFor(
  prerendered: string,
  pathname: string,
  search: Record<string, unknown>,
): boolean {
  if (prerendered === SHELL) return !pathname.startsWith('/auth/');
  return pathname === prerendered && Object.keys(search).every((key) => searchKeptByThePage.has(key));
}
