import { useEffect, useState } from 'react';
import { notificationsStore, type NotificationsProps } from '@mantine/notifications';
import { laterWork } from '../lib/later-work';
import { laterQuietMoment } from '../lib/later-quiet-moment';
import { lazyPiece } from './lazy-piece';

// Nobody asked for it: a chunk that cannot come leaves no outlet until the signal returns (the
// toasts shown meanwhile wait in Mantine's store and appear then).
const Notifications = lazyPiece(() => import('./toast-outlet-impl').then((module) => module.default));

/**
 * Mantine's toast outlet (`<Notifications>`, with where its toasts are published for the dialogs:
 * toast-outlet-impl.tsx), loaded after the first paint: with its transitions and
 * scroll lock it is about 12 KiB gzip that no first screen needs (issue 11). Toasts shown before it
 * mounts (or while its code cannot be fetched) wait in Mantine's notifications store and appear as soon
 * as it does. Drawn when a toast waits or at a quiet moment (`useToastsWanted`); on a signed-out page
 * its code loads after what a sign-in needs (issue 22, `laterWork`).
 */
export function ToastOutlet(props: NotificationsProps) {
  const mounted = useToastsWanted();
  return mounted ? <Notifications {...props} /> : null;
}

/** A toast is waiting in Mantine's store (shown before the outlet came). */
const hasToasts = () => {
  const { notifications, queue } = notificationsStore.getState();
  return notifications.length + queue.length > 0;
};

/**
 * Whether the toast outlet should be drawn: as soon as a toast waits to be shown, else at the first
 * quiet moment after later work (`laterQuietMoment`) — not as the first screen settles, when people tap
 * first (issue 22, worst tap: its mount, a portal and a stack of transitions, took 30–40 ms at 4× CPU
 * just before the first tap). Its code is fetched at later work, so a first toast needs no download.
 */
function useToastsWanted(): boolean {
  const [wanted, setWanted] = useState(hasToasts);
  useEffect(() => {
    if (wanted) return;
    let live = true;
    const want = () => {
      if (live) setWanted(true);
    };
    const stop = notificationsStore.subscribe(() => {
      if (hasToasts()) want();
    });
    if (hasToasts()) want();
    void laterWork().then(() => (live ? Notifications.preload() : undefined));
    void laterQuietMoment().then(want);
    return () => {
      live = false;
      stop();
    };
  }, [wanted]);
  return wanted;
}
