/**
 * The hand-over between the sign-in island and the app (issue 22). A cold load of /auth/login runs a
 * small entry first (src/sign-in-island.tsx: react-dom, the Mantine pieces and the sign-in machine, no
 * router) that hydrates only the sign-in form, so Sign In works long before the whole app has loaded.
 * The app's entry then takes the page over (a fresh render of the whole page, src/main.tsx) when the
 * island hands it over: while nobody is using the form, once a sign-in succeeded, or when the header
 * is tapped. Both entries share this module (one copy in the page).
 */

/** The attribute marking the element whose content the island hydrates (the login route draws it). */
export const SIGN_IN_ISLAND_SLOT = 'data-sign-in-island';

import type { FormState } from './early-input';

/** What the app takes from the island when it takes the page over. */
export interface IslandHandOver {
  /** The island form's text and the field in use, now (`formStateOf`, src/lib/prerender/early-input.ts). */
  formState(): FormState;
  /** Ends the island's React root; called once the app has drawn the page. */
  unmount(): void;
}

// Module state: the hand-over from the sign-in island's bundle to the app's: two bundles on one page meet
// only here.
let handOver: IslandHandOver | null = null;

/** The island offers the page; the app's entry, imported next, takes it with {@link takePageFromIsland}. */
export function offerPageToApp(island: IslandHandOver): void {
  handOver = island;
}

/** For the app's entry: the island's hand-over when an island ran on this page (once), else `null`. */
export function takePageFromIsland(): IslandHandOver | null {
  const taken = handOver;
  handOver = null;
  return taken;
}
