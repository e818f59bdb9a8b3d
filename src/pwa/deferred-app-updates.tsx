import { lazy, Suspense, useEffect, useState } from 'react';

const AppUpdates = lazy(() => import('./app-updates'));

/**
 * Mounts the service worker's registration and its update prompt once the first screen has painted
 * (issue 9: `/auth/login`'s first download must not grow; issue 11's budget).
 */
export function DeferredAppUpdates({ aboveBottomBar }: { aboveBottomBar: boolean }) {
  const [painted, setPainted] = useState(false);
  // Effects of the first render run after it painted; the timeout lets the first screen settle too.
  useEffect(() => {
    const timer = setTimeout(() => setPainted(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return painted ? (
    <Suspense fallback={null}>
      <AppUpdates aboveBottomBar={aboveBottomBar} />
    </Suspense>
  ) : null;
}
