import { useEffect, useState } from 'react';
import { notificationsStore, type NotificationsProps } from '@mantine/notifications';
import { laterWork } from '../lib/later-work';
import { laterQuietMoment } from '../lib/later-quiet-moment';
import { lazyPiece } from './lazy-piece';

// Nobody asked for it: a chunk that cannot come leaves no outlet until the signal returns (the
// toasts shown meanwhile wait in Mantine's store and appear then).
const Notifications = lazyPiece(() => import('./toast-outlet-impl').then((module) => module.default));

/**
 * Publishes where the toasts are, so an open dialog sits clear of them (GuardedModal; review of issues
 * 18–19: a toast covered a dialog's title and close button): the top stack's bottom edge as
 * `--toast-stack-bottom` and the room the bottom stack takes above the screen's foot as
 * `--toast-stack-foot` (each unset while its stack is empty). A ref callback: the outlet mounts late, once
 * its code is here. Mantine gives the ref to each position's stack; the app's toasts use `top-center`,
 * and `bottom-center` for an Undo that keeps clear of a tapped control (ui/undo-toast.tsx).
 * Bug (issue 33, found by the suite's timings): every stack published its bottom edge as where "the"
 * toasts end, so a bottom Undo toast pushed an open dialog's top down to the foot of the screen —
 * after an offline check-in the booking dialog was a strip above the bottom bar for 6 s.
 */
function publishStackBottom(stack: HTMLDivElement | null): (() => void) | undefined {
  if (!stack || typeof ResizeObserver === 'undefined') return undefined;
  // The other stacks stay empty (the app's toasts use two positions): they never write.
  const atTop = stack.dataset.position?.startsWith('top');
  const property = atTop ? '--toast-stack-bottom' : '--toast-stack-foot';
  const root = document.documentElement;
  // Written only when it changes, and not at all while no toast has shown (the readers fall back to
  // 0px, or to the screen's foot): a custom property set on the root restyles the whole page, and the
  // outlet mounts as the first screen settles, when people tap first (issue 22, worst tap: 18–37 ms
  // at 4× CPU). The observer's own size first: an empty stack costs no layout read; an empty value
  // removes the property.
  let published = '';
  const publish = (entries: ResizeObserverEntry[]) => {
    const empty = entries.every((entry) => entry.contentRect.height === 0);
    const box = empty ? null : stack.getBoundingClientRect();
    const value = box ? `${Math.ceil(atTop ? box.bottom : innerHeight - box.top)}px` : '';
    if (value === published) return;
    published = value;
    root.style.setProperty(property, value);
  };
  const observer = new ResizeObserver(publish);
  observer.observe(stack);
  return () => {
    observer.disconnect();
    root.style.removeProperty(property);
  };
}

/**
 * Mantine's toast outlet (`<Notifications>`), loaded after the first paint: with its transitions and
 * scroll lock it is about 12 KiB gzip that no first screen needs (issue 11). Toasts shown before it
 * mounts (or while its code cannot be fetched) wait in Mantine's notifications store and appear as soon
 * as it does. Drawn when a toast waits or at a quiet moment (`useToastsWanted`); on a signed-out page
 * its code loads after what a sign-in needs (issue 22, `laterWork`).
 */
export function ToastOutlet(props: NotificationsProps) {
  const mounted = useToastsWanted();
  return mounted ? <Notifications {...props} ref={publishStackBottom} /> : null;
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
