import { lazy, Suspense, useEffect, useState } from 'react';
import { afterFirstScreen } from '../ui/first-screen';

const AppUpdates = lazy(() => import('./app-updates'));

/**
 * Mounts the service worker's registration and its update prompt once the first screen has been drawn
 * (issue 9: `/auth/login`'s first download must not grow; issue 11: on a slow network workbox-window and
 * the worker's precache must not compete with the first screen's chunks and data).
 */
export function DeferredAppUpdates({ aboveBottomBar }: { aboveBottomBar: boolean }) {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => afterFirstScreen(() => setDrawn(true)), []);
  return drawn ? (
    <Suspense fallback={null}>
      <AppUpdates aboveBottomBar={aboveBottomBar} />
    </Suspense>
  ) : null;
}
