import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { AppProviders } from './app/providers';
import { authActor } from './app/auth-actor';
import { lodgeActor } from './app/lodge-actor';
import { router } from './app/router';
import { wireApp } from './app/wiring';
import { AuthActorContext } from './lib/auth/auth-context';
import { preloadSupabase } from './lib/supabase/client';
import { LodgeActorContext } from './lib/lodge/lodge-context';

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

// React replaces index.html's app shell (header bar and spinner) when it mounts.
createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <AuthActorContext.Provider value={authActor}>
        <LodgeActorContext.Provider value={lodgeActor}>
          <RouterProvider router={router} />
        </LodgeActorContext.Provider>
      </AuthActorContext.Provider>
    </AppProviders>
  </StrictMode>,
);
