/**
 * The sign-in island: the first script of a cold load of /auth/login (issue 22). The page came as HTML
 * prerendered from the app's components and is on screen; this entry holds only what the sign-in form
 * needs — react-dom, the Mantine pieces it draws, the sign-in machine (~100 KiB gzip instead of the
 * app's ~150 KiB: no router, no lodge) — and hydrates just the form, in its own React root, from the
 * same `SignInScreen` the app draws. Sign In works from then on (supabase-js is fetched at once).
 *
 * The app's files download behind it (`ecolodge:app-modules`, after what a sign-in needs) and the app
 * takes the whole page over (src/main.tsx draws it afresh, with the typed text) when the island hands
 * it over: when a sign-in has succeeded (the app's router then goes on to where the person was
 * headed), when the header is tapped (the tap is replayed on the app's header), or — while nobody has
 * touched the form — at the first quiet moment once the app's files are here. Never once the form is
 * in use: a person's field is not replaced under their keyboard. A page the island cannot hydrate as prerendered (a stored session, an email
 * to prefill, a link's error) goes to the app at once.
 */
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AuthLinkContext, PlainAuthLink } from './features/auth/auth-link';
import { SignInScreen, type SignInStatus } from './features/auth/sign-in-screen';
import {
  APP_MODULES_META,
  fetchModulesNamed,
  fetchSignInModules,
  holdLaterWork,
  laterWork,
} from './lib/later-work';
import { isPrerenderedFor } from './lib/prerender/pages';
import { offerPageToApp, SIGN_IN_ISLAND_SLOT } from './lib/prerender/sign-in-island';
import { formStateOf } from './lib/prerender/early-input';
import { hasStoredSession } from './lib/supabase/auth-storage';
import { whenPrerenderedDropped } from './lib/prerender/prerendered-nodes';

performance.mark('island:entry');

const root = document.getElementById('root');
const slot = root?.querySelector<HTMLElement>(`[${SIGN_IN_ISLAND_SLOT}]`);
const prerendered = root?.dataset.prerendered;
const search = Object.fromEntries(new URLSearchParams(window.location.search));
const runApp = () => import('./main');

if (
  !root ||
  !slot ||
  !prerendered ||
  hasStoredSession() ||
  !isPrerenderedFor(prerendered, window.location.pathname, search)
) {
  void runApp();
} else {
  startIsland(root, slot);
}

/** Hydrates the sign-in form in `slot` and hands the page to the app when the time comes (see above). */
function startIsland(root: HTMLElement, slot: HTMLElement) {
  // What a Sign In needs first; the app's own files after it.
  holdLaterWork(fetchSignInModules());
  let status: SignInStatus = 'editing';
  let appFetched = false;
  let handing: Promise<void> | null = null;
  let quiet = false;
  let touchedOnce = false;
  const formNow = () => slot.querySelector('form');
  const onStatus = (next: SignInStatus) => {
    status = next;
    considerHandOver();
  };
  const appReady = laterWork()
    .then(() => fetchModulesNamed(APP_MODULES_META))
    .then(() => {
      performance.mark('island:app-fetched');
      appFetched = true;
      considerHandOver();
    });
  void appReady
    .then(() => import('./lib/quiet-moment'))
    .then(({ quietMoment }) => quietMoment())
    .then(() => {
      performance.mark('island:quiet');
      quiet = true;
      considerHandOver();
    });

  const island = hydrateRoot(
    slot,
    <StrictMode>
      <AppProviders island>
        <AuthLinkContext.Provider value={PlainAuthLink}>
          <SignInScreen onStatus={onStatus} />
        </AuthLinkContext.Provider>
      </AppProviders>
    </StrictMode>,
  );

  /** Ends the island: the app's entry runs and draws the page; resolves once it has. */
  const handOver = (): Promise<void> => {
    handing ??= (async () => {
      performance.mark('island:hand-over');
      offerPageToApp({
        formState: () => {
          const form = formNow();
          return form ? formStateOf(form) : { values: new Map(), focus: null };
        },
        // Not inside the app's commit (it runs from the app's layout effect): right after it.
        unmount: () => setTimeout(() => island.unmount(), 0),
      });
      await runApp();
      await whenPrerenderedDropped();
      performance.mark('island:handed-over');
    })();
    return handing;
  };

  /**
   * Hands over once a sign-in succeeded; or, while nobody has touched the form, once the app's files
   * are here and the page has been quiet (no tap or key for a second, the browser idle: `quietMoment`).
   * Once a person has focused or typed in the form it stays the island's until they sign in or tap the
   * header: a hand-over racing the first keystrokes lost an email typed meanwhile (flaky e2e sign-ins,
   * stop 28), and a field must never be replaced under a person's keyboard.
   */
  function considerHandOver() {
    if (handing) return;
    if (status === 'signedIn') {
      void appReady.then(handOver);
      return;
    }
    if (quiet && appFetched && !touched() && status === 'editing') void handOver();
  }
  const touched = () => {
    const form = formNow();
    if (form && (form.contains(document.activeElement) || formStateOf(form).values.size > 0))
      touchedOnce = true;
    return touchedOnce;
  };
  slot.addEventListener('focusin', () => (touchedOnce = true));
  slot.addEventListener('input', () => (touchedOnce = true));

  // A tap on the header's buttons (the drawer toggle, the account shortcut's bell) before the app runs:
  // the app takes over, then the same button of its header is pressed. Links keep their own navigation.
  const onEarlyTap = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest('button') : null;
    if (!target || slot.contains(target) || !root.contains(target)) return;
    event.preventDefault();
    event.stopPropagation();
    const label = target.getAttribute('aria-label');
    void handOver().then(() => {
      if (!label) return;
      const again = root.querySelector<HTMLButtonElement>(`button[aria-label="${CSS.escape(label)}"]`);
      // Focused first, as the tap left it: what it opens gives focus back to it when it closes.
      again?.focus();
      again?.click();
    });
  };
  document.addEventListener('click', onEarlyTap, true);
  void whenPrerenderedDropped().then(() => document.removeEventListener('click', onEarlyTap, true));
}
