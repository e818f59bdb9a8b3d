import { notifications } from '@mantine/notifications';
import type { Notification } from '../../machines/shared/auth-types';

/**
 * A toast's tone: a machine's `success` or `error`, or `info` for a calm word that is neither (a part of
 * the app that needs a connection the first time: offline is a normal state, not an error).
 */
export type ToastTone = Notification['tone'] | 'info';

/** Error toasts still on screen, by the form (group) that raised them. */
const errorToastsByGroup = new Map<string, Set<string>>();
// Module state: a counter for the toasts' ids, unique for the page's life; it decides nothing.
let nextId = 0;

/**
 * Shows a machine's notification as a Mantine toast: the spec §8 text as the title, the server's
 * message (when there is one) underneath. Errors stay a little longer so they can be read.
 *
 * `group` names the form that raised it (issue 12): a success in a group first clears that group's
 * earlier error toasts, so a stale red "Login failed" never sits beside the green "Login successful!".
 * @returns the toast's id.
 */
export function showNotification(
  { tone, title, message }: Omit<Notification, 'type' | 'tone'> & { tone: ToastTone },
  group = 'app',
): string {
  const id = `toast-${group}-${(nextId += 1)}`;
  const errors = errorToastsByGroup.get(group) ?? new Set<string>();
  if (tone === 'success') {
    for (const stale of errors) notifications.hide(stale);
    errors.clear();
  } else if (tone === 'error') {
    errors.add(id);
  }
  errorToastsByGroup.set(group, errors);
  notifications.show({
    id,
    color: { success: 'lodge', error: 'red', info: 'gray' }[tone],
    title,
    message: message ?? '',
    autoClose: tone === 'success' ? 3000 : 6000,
    withBorder: true,
    onClose: () => errors.delete(id),
  });
  return id;
}

/** Takes a toast `showNotification` showed off the screen (nothing if it has gone already). */
export function hideNotification(id: string): void {
  notifications.hide(id);
}
