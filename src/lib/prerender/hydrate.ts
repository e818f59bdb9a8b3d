import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { hydrateRoot } from 'react-dom/client';

declare module 'react-dom/client' {
  interface Root {
    /**
     * React DOM's hydration root has it (React 18–19: `ReactDOMHydrationRoot.prototype`), the types
     * do not: hydrates the Suspense boundaries holding `target` at the current priority instead of
     * React's lowest one.
     */
    unstable_scheduleHydration?: (target: Element) => void;
  }
}

/**
 * Hydrates the prerendered markup in `container` with `app`, the page's main content first (issue 22).
 *
 * React hydrates the markup inside every Suspense boundary (TanStack Router wraps the matches, each
 * route's Outlet and each route with a pending component in one) in a later pass at its lowest
 * priority, one boundary level per pass, after any other work: toasts mounting, lazy chunks arriving,
 * supabase-js loading in the background. On Slow 4G with 4× CPU the sign-in form was taken over
 * 1.2–1.3 s after `hydrateRoot`, mostly waiting (`npm run bench:web -- --waterfall`). Asking for the
 * form's (else the page's `main`) boundaries at a discrete event's priority (inside `flushSync`)
 * hydrates them right after the root's own pass, without time slicing: 0.3–0.45 s (medians of 6).
 * A React without the method hydrates as before.
 */
export function hydrateMainFirst(container: HTMLElement, app: ReactNode): void {
  const root = hydrateRoot(container, app);
  const target = container.querySelector('form') ?? container.querySelector('main');
  if (target) flushSync(() => root.unstable_scheduleHydration?.(target));
}
