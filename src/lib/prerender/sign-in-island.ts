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

/** What the app takes from the island when it takes the page over. */
export interface IslandHandOver {
  /** The text in the island form's named fields now (name → text; empty fields left out). */
  typedText(): Map<string, string>;
  /** Ends the island's React root; called once the app has drawn the page. */
  unmount(): void;
}

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

/** The text in `form`'s named input fields (empty ones left out). */
export function typedTextOf(form: HTMLFormElement): Map<string, string> {
  const values = new Map<string, string>();
  for (const field of Array.from(form.elements)) {
    if (field instanceof HTMLInputElement && field.name && field.value) values.set(field.name, field.value);
  }
  return values;
}
