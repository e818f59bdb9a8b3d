import { createRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root';
import { authActor } from './app/auth-actor';
import { lodgeActor } from './app/lodge-actor';
import { router } from './app/router';
import { wireApp } from './app/wiring';
import { preloadSupabase } from './lib/supabase/client';
import { hasStoredSession } from './lib/supabase/auth-storage';
import { isPrerenderedFor, SHELL } from './lib/prerender/pages';
import { keepUntilDrawn } from './lib/prerender/prerendered-nodes';
import { hydrateMainFirst } from './lib/prerender/hydrate';
import { loadStaffFrame } from './ui/staff-frame-loader';
import { fetchSignInModules, holdLaterWork, laterWork } from './lib/later-work';
import { takePageFromIsland } from './lib/prerender/sign-in-island';
import { handOverForm } from './lib/prerender/early-input';

// User timing marks for `npm run bench:web -- --waterfall`: the entry ran, the router settled.
performance.mark('app:entry');
// The app-wide actors start and are connected to each other and the router in one place.
wireApp();

// A confirmation link lands with the session in the URL fragment; supabase-js reads it and clears it
// with `location.hash = ''`, which leaves a bare "#" in the address bar. Tidy that away.
window.addEventListener('hashchange', () => {
  if (window.location.href.endsWith('#'))
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// After the first screen has painted, fetch supabase-js in the background, so a sign-in tap finds it
// ready (a signed-in start has loaded it already; a signed-out one painted without it, issue 11).
// Then start keeping page snapshots (issue 22: the next start paints the dashboard or bookings from them).
// On a signed-out page both wait for what a sign-in needs (src/lib/later-work.ts).
const stopWaitingForPaint = router.subscribe('onRendered', () => {
  stopWaitingForPaint();
  void laterWork().then(() => {
    requestAnimationFrame(() => setTimeout(preloadSupabase, 0));
    void import('./app/page-snapshots').then((snapshots) => snapshots.keepPageSnapshotsOf(router, root));
  });
});

const app = <AppRoot router={router} auth={authActor} lodge={lodgeActor} />;

// Issue 22: the page came as HTML prerendered from these components (`data-prerendered` names which)
// and is already on screen. A signed-out page: the router settles first (the session check, the
// route's code), then React hydrates the markup if it is what the app draws at the settled address.
// The signed-in shell, and a page the app draws differently (a signed-in person sent on from
// /auth/login, an email to prefill), are drawn afresh: the shell's hydration would have to wait for
// the screen's data (TanStack Router renders nothing of a route before its first load), which made a
// signed-in start 1.2× slower and left the header dead while offline; React's own first render
// replaces it instead, in the same frame (`dropPrerendered`).
const prerendered = root.dataset.prerendered;
// The sign-in island ran first on this page (src/sign-in-island.tsx) and hands it over: the app draws
// it afresh (the island's form is its own React root); its form takes the island form's text and focus
// as it draws (what is typed until then included), and the island's root ends once the frame has drawn.
const island = takePageFromIsland();
const drawAfresh = () => {
  if (island) handOverForm(island.formState);
  keepUntilDrawn(root, island?.unmount);
  createRoot(root).render(app);
};
if (island) {
  router.load().then(drawAfresh, drawAfresh);
} else if (prerendered && prerendered !== SHELL) {
  // The network is idle while React hydrates: what a Sign In needs is fetched now, before what can wait.
  holdLaterWork(fetchSignInModules());
  const start = () => {
    const { pathname, search } = router.state.location;
    performance.mark('app:router-loaded');
    if (isPrerenderedFor(prerendered, pathname, search)) hydrateMainFirst(root, app);
    else drawAfresh();
  };
  router.load().then(start, start);
} else if (prerendered === SHELL && hasStoredSession()) {
  // The shell's bottom bar and header avatar are in the staff frame's chunk, which the head script
  // preloads with the entry for a signed-in visitor: drawn over once it is here, so they never blink
  // out and back in. A visitor with no session is sent to /auth/login, which draws neither.
  loadStaffFrame().then(drawAfresh, drawAfresh);
} else {
  drawAfresh();
}
