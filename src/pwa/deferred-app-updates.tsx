import { lazy, Suspense } from 'react';
import { useLaterWork } from '../ui/use-later-work';

const AppUpdates = lazy(() => import('./app-updates'));

/**
 * Mounts the service worker's registration and its update prompt once the first screen has painted
 * (issue 9: `/auth/login`'s first download must not grow; issue 11's budget), and on a signed-out page
 * after what a sign-in needs (issue 22, `useLaterWork`).
 */
export function DeferredAppUpdates({ aboveBottomBar }: { aboveBottomBar: boolean }) {
  const painted = useLaterWork();
  return painted ? (
    <Suspense fallback={null}>
      <AppUpdates aboveBottomBar={aboveBottomBar} />
    </Suspense>
  ) : null;
}
