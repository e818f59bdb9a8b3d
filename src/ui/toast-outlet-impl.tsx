// Loaded lazily by ./toast-outlet.tsx; the static import lets the build attach the toast styles
// (Notification and what it builds on, build-steps/vite-plugins.ts) to this chunk.
import '@mantine/notifications/styles.layer.css';
import { Notifications, type NotificationsProps } from '@mantine/notifications';

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
function publishStackEdges(stack: HTMLDivElement | null): (() => void) | undefined {
  if (!stack || typeof ResizeObserver === 'undefined') return undefined;
  // The other stacks stay empty (the app's toasts use two positions): they never set a value.
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
    const value = box ? `${Math.ceil(atTop ? box.bottom : root.clientHeight - box.top)}px` : '';
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
 * Mantine's outlet, each of its stacks publishing its edge (`publishStackEdges`). Here, in the lazy
 * chunk, not in the signed-in start's code (issue 11 budget).
 */
export default function ToastStacks(props: NotificationsProps) {
  return <Notifications {...props} ref={publishStackEdges} />;
}
