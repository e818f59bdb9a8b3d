import type { NotificationsProps } from '@mantine/notifications';
import { lazyPiece } from './lazy-piece';
import { useLaterWork } from './use-later-work';

// Nobody asked for it: a chunk that cannot come leaves no outlet until the signal returns (the
// toasts shown meanwhile wait in Mantine's store and appear then).
const Notifications = lazyPiece(() => import('./toast-outlet-impl').then((module) => module.default));

/**
 * Publishes where the toasts end as `--toast-stack-bottom` on the document (0 while none shows), so
 * an open dialog starts below them (GuardedModal; review of issues 18–19: a toast covered a dialog's title and
 * close button). A ref callback: the outlet mounts late, once its code is here.
 */
function publishStackBottom(stack: HTMLDivElement | null): (() => void) | undefined {
  if (!stack || typeof ResizeObserver === 'undefined') return undefined;
  const root = document.documentElement;
  const publish = () => {
    const box = stack.getBoundingClientRect();
    root.style.setProperty('--toast-stack-bottom', `${box.height > 0 ? Math.ceil(box.bottom) : 0}px`);
  };
  const observer = new ResizeObserver(publish);
  observer.observe(stack);
  return () => {
    observer.disconnect();
    root.style.removeProperty('--toast-stack-bottom');
  };
}

/**
 * Mantine's toast outlet (`<Notifications>`), loaded after the first paint: with its transitions and
 * scroll lock it is about 12 KiB gzip that no first screen needs (issue 11). Toasts shown before it
 * mounts (or while its code cannot be fetched) wait in Mantine's notifications store and appear as soon as it does. On a signed-out page it
 * loads after what a sign-in needs (issue 22, `useLaterWork`).
 */
export function ToastOutlet(props: NotificationsProps) {
  const mounted = useLaterWork();
  return mounted ? <Notifications {...props} ref={publishStackBottom} /> : null;
}
