import { lazy, Suspense, useEffect, useState } from 'react';
import type { NotificationsProps } from '@mantine/notifications';
import { afterFirstScreen } from './first-screen';

const Notifications = lazy(() => import('./toast-outlet-impl'));

/**
 * Mantine's toast outlet (`<Notifications>`), loaded once the first screen has been drawn: with its
 * transitions and scroll lock it is about 12 KiB gzip that no first screen needs, and on a slow network
 * fetching it earlier delayed the first screen's own chunks and data (issue 11). Toasts shown before it
 * mounts wait in Mantine's notifications store and appear as soon as it does. `immediate` (tests,
 * which have no app router to say when the first screen is drawn) mounts it right after the first render.
 */
export function ToastOutlet({ immediate = false, ...props }: NotificationsProps & { immediate?: boolean }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (!immediate) return afterFirstScreen(() => setMounted(true));
    const timer = setTimeout(() => setMounted(true), 0);
    return () => clearTimeout(timer);
  }, [immediate]);
  return mounted ? (
    <Suspense fallback={null}>
      <Notifications {...props} />
    </Suspense>
  ) : null;
}
