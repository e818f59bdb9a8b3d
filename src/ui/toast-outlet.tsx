import { lazy, Suspense, useEffect, useState } from 'react';
import type { NotificationsProps } from '@mantine/notifications';

const Notifications = lazy(() => import('./toast-outlet-impl'));

/**
 * Mantine's toast outlet (`<Notifications>`), loaded after the first paint: with its transitions and
 * scroll lock it is about 12 KiB gzip that no first screen needs (issue 11). Toasts shown before it
 * mounts wait in Mantine's notifications store and appear as soon as it does.
 */
export function ToastOutlet(props: NotificationsProps) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setMounted(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return mounted ? (
    <Suspense fallback={null}>
      <Notifications {...props} />
    </Suspense>
  ) : null;
}
