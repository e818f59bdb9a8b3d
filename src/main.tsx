import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root';
import { authActor } from './app/auth-actor';
import { lodgeActor } from './app/lodge-actor';
import { router } from './app/router';
import { wireApp } from './app/wiring';
import { preloadSupabase } from './lib/supabase/client';
import { isPrerenderedFor } from './lib/prerender/pages';

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
const stopWaitingForPaint = router.subscribe('onRendered', () => {
  stopWaitingForPaint();
  requestAnimationFrame(() => setTimeout(preloadSupabase, 0));
});

const app = <AppRoot router={router} auth={authActor} lodge={lodgeActor} />;

// Issue 22: the page came as HTML prerendered from these components (`data-prerendered` names which:
// an /auth/ page or the shell) and is already on screen. The router settles first (guards, the route's
// code, its data), then React hydrates that markup if it is what the app draws at the settled address,
// or draws afresh (a signed-in person sent on from /auth/login, a link's notice in the address).
const prerendered = root.dataset.prerendered;
if (prerendered) {
  const start = () => {
    const { pathname, search } = router.state.location;
    if (isPrerenderedFor(prerendered, pathname, search)) hydrateRoot(root, app);
    else createRoot(root).render(app);
  };
  router.load().then(start, start);
} else {
  createRoot(root).render(app);
}
